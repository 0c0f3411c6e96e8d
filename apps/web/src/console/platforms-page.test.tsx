import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { consoleRoutes, type IngestKeyView, type PlatformView } from '@sport/contract/console';
import { server } from '../testing/msw';
import { renderWithClient } from '../testing/render';
import { PlatformsPage } from './platforms-page';

const KEY = 'ik_st_Q2hhbmdlZCBrZXkgZm9yIHRoZSB0ZXN0IG9ubHkgMDEyMzQ1Njc4OWFi';
const made: IngestKeyView = {
  id: 7,
  platform: 'st',
  hint: KEY.slice(-4),
  createdAt: Date.UTC(2026, 10, 27, 8),
  createdBy: 'admin_a',
  revokedAt: null,
  revokedBy: null,
};
const platform = (keys: IngestKeyView[]): PlatformView => ({
  platform: 'st',
  name: '盛泰体育',
  envKey: false,
  keys,
  lastBetAt: null,
});
const ok = (data: unknown) => HttpResponse.json({ code: 1, msg: 'success', data });

/** The list (no key until one is made) and the create call, as the server answers them. */
function serve() {
  const sent: unknown[] = [];
  server.use(
    http.get(`*${consoleRoutes.platforms.path}`, () => ok({ list: [platform(sent.length > 0 ? [made] : [])] })),
    http.post(`*${consoleRoutes.platformKeyCreate.path}`, async ({ request }) => {
      sent.push(await request.json());
      return ok({ key: KEY, view: made });
    }),
  );
  return sent;
}

describe('平台 page', () => {
  it('makes a key with a reason and shows it once: after leaving the page only its last four characters remain', async () => {
    const sent = serve();
    const first = renderWithClient(<PlatformsPage />);
    const create = await screen.findByRole('button', { name: '创建密钥' });
    expect(create).toHaveProperty('disabled', true);
    fireEvent.change(screen.getByPlaceholderText('理由（必填）'), { target: { value: '接入盛泰' } });
    fireEvent.click(create);

    expect(within(await screen.findByRole('status')).getByText(KEY)).toBeTruthy();
    expect(sent).toEqual([{ platform: 'st', reason: '接入盛泰' }]);
    await screen.findByRole('button', { name: '轮换密钥' });
    expect(screen.getByText(new RegExp(`…${made.hint}，`))).toBeTruthy();

    first.unmount();
    renderWithClient(<PlatformsPage />);
    await screen.findByRole('button', { name: '轮换密钥' });
    await waitFor(() => expect(screen.queryByText(KEY)).toBeNull());
    expect(document.body.textContent).not.toContain(KEY.slice(0, 20));
  });
});
