import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { consoleRoutes, type IngestKeyView, type IngestLogEntry, type PlatformView } from '@sport/contract/console';
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
const platform = (keys: IngestKeyView[], ingests: IngestLogEntry[] = []): PlatformView => ({
  platform: 'st',
  name: '盛泰体育',
  envKey: false,
  keys,
  lastBetAt: null,
  ingests,
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

  it('lists the platform’s latest ingest calls, the refused ones with each refused row’s index and reason', async () => {
    const call = (id: number, extra: Partial<IngestLogEntry>): IngestLogEntry => ({
      id,
      platform: 'st',
      at: Date.UTC(2026, 10, 27, 8, id),
      key: '#7',
      outcome: 'accepted',
      received: 3,
      accepted: 3,
      refusedCount: 0,
      refused: [],
      ...extra,
    });
    const calls = [
      call(3, { key: null, outcome: 'refusedKey', received: 2, accepted: 0 }),
      call(2, {
        outcome: 'refusedRows',
        accepted: 0,
        refusedCount: 22,
        refused: [{ index: 1, field: 'body.bets.1.userId', reason: 'no such user' }],
      }),
      call(1, { key: 'env' }),
    ];
    server.use(http.get(`*${consoleRoutes.platforms.path}`, () => ok({ list: [platform([made], calls)] })));
    renderWithClient(<PlatformsPage />);
    const table = await screen.findByRole('table', { name: '最近推送' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[2]?.textContent)).toEqual([
      '密钥错误，已拒绝',
      '有投注被拒，整批未写入',
      '已接收',
    ]);
    expect(within(rows[0]!).getByText('无效密钥')).toBeTruthy();
    expect(within(rows[1]!).getByText('body.bets.1.userId').parentElement?.textContent).toBe(
      '第 1 条：body.bets.1.userId no such user',
    );
    expect(within(rows[1]!).getByText('另有 21 条未列出')).toBeTruthy();
    expect(within(rows[2]!).getByText('环境变量密钥')).toBeTruthy();
    expect(within(rows[2]!).getByText('3 / 3')).toBeTruthy();
  });
});
