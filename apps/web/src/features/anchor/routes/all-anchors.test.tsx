import { anchorRoutes, type Host } from '@sport/contract';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { handle, server } from '../../../testing/msw';
import { renderPage } from '../../../testing/render-page';
import { makeHost } from '../testing/fixtures';
import { emptyAnchorHandlers } from '../testing/handlers';
import AllAnchors from './all-anchors';

/** 130 hosts: 1–3 live, 4–5 going live within two hours, 6–8 with a later stream, the rest with none. */
const hosts: Host[] = Array.from({ length: 130 }, (_, i) => makeHost(i + 1, { liveStatus: i < 3 ? 1 : 0 }));
const kindOf = (id: number): number | null => (id <= 3 ? 1 : id <= 5 ? 2 : id <= 8 ? 3 : null);

/** The host list call as the server answers it: one kind or all, `size` a page. */
function answerHosts() {
  const asked: Record<string, unknown>[] = [];
  server.use(
    handle(anchorRoutes.hostList, ({ input }) => {
      asked.push(input);
      const kind = input.kind === undefined ? null : Number(input.kind);
      const matching = kind === null ? hosts : hosts.filter((h) => kindOf(h.id) === kind);
      const page = Number(input.page ?? 1);
      const size = Number(input.size ?? 10);
      return {
        data: {
          list: matching.slice((page - 1) * size, page * size),
          pageNum: page,
          pageSize: size,
          total: matching.length,
          isLastPage: page * size >= matching.length,
        },
      };
    }),
    ...emptyAnchorHandlers(),
  );
  return asked;
}

const renderAll = (path = '/anchor/all-anchor') => renderPage(<AllAnchors />, { path, pattern: '/anchor/all-anchor' });
const rowNames = () => within(screen.getByRole('tabpanel')).queryAllByRole('link').map((a) => a.textContent ?? '');

describe('all-anchor page', () => {
  it('offers every host and the three host list kinds as tabs', async () => {
    answerHosts();
    renderAll();
    const tabs = within(screen.getByRole('tablist')).getAllByRole('tab').map((tab) => tab.textContent);
    expect(tabs).toEqual(['全部', '正在直播', '即将开播', '直播预告']);
    expect(await screen.findByText('主播1')).toBeTruthy();

    fireEvent.click(screen.getByRole('tab', { name: '即将开播' }));
    expect(await screen.findByText('主播4')).toBeTruthy();
    expect(screen.getByRole('tab', { name: '即将开播' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByText('主播5')).toBeTruthy();
    expect(rowNames()).toHaveLength(2);

    fireEvent.click(screen.getByRole('tab', { name: '直播预告' }));
    expect(await screen.findByText('主播6')).toBeTruthy();
    expect(rowNames()).toHaveLength(3);
    expect(screen.getByText('没有更多了')).toBeTruthy();
  });

  it('opens on the tab the address names', async () => {
    answerHosts();
    renderAll('/anchor/all-anchor?kind=1');
    expect(await screen.findByText('主播3')).toBeTruthy();
    expect(screen.getByRole('tab', { name: '正在直播' }).getAttribute('aria-selected')).toBe('true');
    expect(rowNames()).toHaveLength(3);
  });

  it('reaches the 130th host by loading more pages', async () => {
    const asked = answerHosts();
    renderAll();
    await screen.findByText('主播1');
    while (!screen.queryByText('主播130')) {
      fireEvent.click(await screen.findByRole('button', { name: '加载更多主播' }));
      await screen.findByText(`主播${rowNames().length + 1}`);
    }
    expect(rowNames()).toHaveLength(130);
    expect(screen.getByText('没有更多了')).toBeTruthy();
    expect(asked.every((input) => Number(input.size) <= 100)).toBe(true);
  });

  it('says so when a kind has no host', async () => {
    server.use(
      handle(anchorRoutes.hostList, ({ input }) => ({
        data: { list: [], pageNum: Number(input.page ?? 1), pageSize: 20, total: 0, isLastPage: true },
      })),
      ...emptyAnchorHandlers(),
    );
    renderAll('/anchor/all-anchor?kind=2');
    expect(await screen.findByText('两小时内暂无主播开播')).toBeTruthy();
  });
});
