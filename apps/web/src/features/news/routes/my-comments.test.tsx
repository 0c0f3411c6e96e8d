import { newsRoutes } from '@sport/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../../lib/auth-store';
import { handle, server } from '../../../testing/msw';
import { renderPage } from '../../../testing/render-page';
import { makeComment, page } from '../testing/fixtures';
import { emptyNewsHandlers } from '../testing/handlers';
import MyComments from './my-comments';

function renderComments(login = vi.fn(() => Promise.resolve(false))) {
  renderPage(<MyComments />, { path: '/my/comments', pattern: '/my/comments', env: { login } });
  return { login };
}

beforeEach(() => server.use(...emptyNewsHandlers()));
afterEach(() => useAuthStore.getState().clear());

describe('my comments', () => {
  it('lists the comments and replies, each opening its tip, and loads the next page at the end', async () => {
    useAuthStore.getState().setSession({ token: 'tok', uid: '7' });
    const asked: unknown[] = [];
    server.use(
      handle(newsRoutes.myCommentList, ({ input }) => {
        asked.push(input.page);
        return input.page === '2'
          ? { data: page([makeComment(3, { messageId: 12, content: '上周说的' })], 2, true, 3) }
          : {
              data: page(
                [
                  makeComment(1, { messageId: 10, content: '这场看好主队', likedCount: 5 }),
                  makeComment(2, { messageId: 11, parentId: 1, content: '同意楼上' }),
                ],
                1,
                false,
                3,
              ),
            };
      }),
    );
    renderComments();
    expect(screen.getByRole('heading', { name: '我的评论' })).toBeTruthy();
    const first = await screen.findByRole('link', { name: /这场看好主队/ });
    expect(first.getAttribute('href')).toBe('/news/detail/10');
    expect(within(first).getByText('5 赞')).toBeTruthy();
    expect(within(first).queryByText('回复')).toBeNull();
    const reply = screen.getByRole('link', { name: /同意楼上/ });
    expect(reply.getAttribute('href')).toBe('/news/detail/11');
    expect(within(reply).getByText('回复')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: '加载更多' }));
    expect((await screen.findByRole('link', { name: /上周说的/ })).getAttribute('href')).toBe('/news/detail/12');
    expect(screen.getByText('没有更多了')).toBeTruthy();
    expect(asked).toEqual(['1', '2']);
  });

  it('shows a skeleton while loading, then says when there is no comment yet', async () => {
    useAuthStore.getState().setSession({ token: 'tok', uid: '7' });
    renderComments();
    expect(screen.getByRole('status', { name: '加载中...' })).toBeTruthy();
    expect(await screen.findByText('还没有发表过评论')).toBeTruthy();
  });

  it('offers a visitor the login, and does not ask the server', async () => {
    const asked: unknown[] = [];
    server.use(handle(newsRoutes.myCommentList, () => (asked.push(1), { data: page([]) })));
    const { login } = renderComments();
    fireEvent.click(screen.getByRole('button', { name: '去登录' }));
    await waitFor(() => expect(login).toHaveBeenCalledWith('/my/comments'));
    expect(asked).toEqual([]);
  });
});
