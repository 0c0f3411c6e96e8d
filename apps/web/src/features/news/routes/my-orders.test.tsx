import { newsRoutes } from '@sport/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../../lib/auth-store';
import { handle, server } from '../../../testing/msw';
import { renderPage } from '../../../testing/render-page';
import { makeTip, page } from '../testing/fixtures';
import { emptyNewsHandlers } from '../testing/handlers';
import MyOrders from './my-orders';

function renderOrders(login = vi.fn(() => Promise.resolve(false))) {
  renderPage(<MyOrders />, { path: '/my/purchases', pattern: '/my/purchases', env: { login } });
  return { login };
}

beforeEach(() => server.use(...emptyNewsHandlers()));
afterEach(() => useAuthStore.getState().clear());

describe('my purchases', () => {
  it('lists the bought tips, newest first, each opening the tip, and loads the next page at the end', async () => {
    useAuthStore.getState().setSession({ token: 'tok', uid: '7' });
    const asked: unknown[] = [];
    server.use(
      handle(newsRoutes.myOrder, ({ input }) => {
        asked.push(input.page);
        return input.page === '2'
          ? { data: page([makeTip(3, { isBuy: 1, sportsTitle: '上周的推荐' })], 2, true, 3) }
          : { data: page([makeTip(1, { isBuy: 1, sportsTitle: '曼城让球' }), makeTip(2, { isBuy: 1 })], 1, false, 3) };
      }),
    );
    renderOrders();
    expect(screen.getByRole('heading', { name: '我的购买' })).toBeTruthy();
    const first = await screen.findByRole('link', { name: /曼城让球/ });
    expect(first.getAttribute('href')).toBe('/news/detail/1');
    expect(within(first).getByText('已购买')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: '加载更多' }));
    expect(await screen.findByRole('link', { name: /上周的推荐/ })).toBeTruthy();
    expect(screen.getByText('没有更多了')).toBeTruthy();
    expect(asked).toEqual(['1', '2']);
  });

  it('shows a skeleton while loading, then says when nothing was bought', async () => {
    useAuthStore.getState().setSession({ token: 'tok', uid: '7' });
    renderOrders();
    expect(screen.getByRole('status', { name: '加载中...' })).toBeTruthy();
    expect(await screen.findByText('还没有购买过推荐')).toBeTruthy();
  });

  it('offers a visitor the login, and does not ask the server', async () => {
    const asked: unknown[] = [];
    server.use(handle(newsRoutes.myOrder, () => (asked.push(1), { data: page([]) })));
    const { login } = renderOrders();
    fireEvent.click(screen.getByRole('button', { name: '去登录' }));
    await waitFor(() => expect(login).toHaveBeenCalledWith('/my/purchases'));
    expect(screen.getByText('登录后查看你购买的推荐')).toBeTruthy();
    expect(asked).toEqual([]);
  });
});
