import { chinaDate, forumRoutes } from '@sport/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../../lib/auth-store';
import { handle, server } from '../../../testing/msw';
import { renderPage } from '../../../testing/render-page';
import { cursorPage, makeThreadSummary } from '../testing/fixtures';
import { emptyForumHandlers } from '../testing/handlers';
import ForumHome from './forum-home';

vi.mock('../../../lib/toast', () => ({ toastSuccess: vi.fn(), toastText: vi.fn(), toastError: vi.fn() }));

const renderHome = () => renderPage(<ForumHome />, { path: '/forum', pattern: '/forum' });

beforeEach(() => {
  server.use(...emptyForumHandlers());
  useAuthStore.getState().setSession({ token: 'tok', uid: '7' });
});
afterEach(() => useAuthStore.getState().clear());

describe('forum home', () => {
  it('lists threads with their counts, and asks the board and order the user picks', async () => {
    const asked: Record<string, unknown>[] = [];
    server.use(
      handle(forumRoutes.threadList, ({ input }) => {
        asked.push(input);
        const board = input.boardId === undefined ? 0 : Number(input.boardId);
        const title = board === 2 ? 8 : input.sort === 'hot' ? 9 : 1;
        return { data: cursorPage([makeThreadSummary(title, { replyCount: 3, likeCount: 5 })]) };
      }),
    );
    renderHome();
    const first = await screen.findByRole('article', { name: '帖子标题1' });
    expect(within(first).getByText('3 回复')).toBeTruthy();
    expect(within(first).getByText('5 赞')).toBeTruthy();
    expect(within(first).getByRole('link').getAttribute('href')).toBe('/forum/thread/1');

    fireEvent.click(screen.getByRole('radio', { name: '热门' }));
    expect(await screen.findByRole('article', { name: '帖子标题9' })).toBeTruthy();

    fireEvent.click(await screen.findByRole('tab', { name: '篮球' }));
    expect(await screen.findByRole('article', { name: '帖子标题8' })).toBeTruthy();
    expect(asked.at(-1)).toMatchObject({ boardId: '2', sort: 'hot' });
    expect(screen.getByRole('link', { name: '发帖' }).getAttribute('href')).toBe('/forum/compose?board=2');
  });

  it('says beside the author when the thread was posted, or when its last reply came once it has one', async () => {
    const year = chinaDate(Date.now()).year;
    server.use(
      handle(forumRoutes.threadList, () => ({
        data: cursorPage([
          makeThreadSummary(1, { createDate: Date.UTC(year, 0, 2, 2), lastReplyDate: Date.UTC(year, 0, 3, 12, 26), replyCount: 13 }),
          makeThreadSummary(2, { createDate: Date.UTC(year, 0, 2, 1), lastReplyDate: Date.UTC(year, 0, 2, 1), replyCount: 0 }),
        ]),
      })),
    );
    renderHome();
    const replied = await screen.findByRole('article', { name: '帖子标题1' });
    expect(within(replied).getByText('最后回复 01-03 20:26')).toBeTruthy();
    expect(within(replied).queryByText('01-02 10:00')).toBeNull();
    expect(within(screen.getByRole('article', { name: '帖子标题2' })).getByText('01-02 09:00')).toBeTruthy();
  });

  it('shows a thread’s last reply in China time, whatever the device’s zone', async () => {
    const zone = process.env.TZ;
    process.env.TZ = 'America/New_York';
    try {
      // 20:30 UTC on 30 June of this (China) year is 04:30 on 1 July in China, still 30 June in New York.
      const year = chinaDate(Date.now()).year;
      server.use(
        handle(forumRoutes.threadList, () => ({
          data: cursorPage([makeThreadSummary(1, { lastReplyDate: Date.UTC(year, 5, 30, 20, 30), replyCount: 2 })]),
        })),
      );
      renderHome();
      const thread = await screen.findByRole('article', { name: '帖子标题1' });
      expect(within(thread).getByText('最后回复 07-01 04:30')).toBeTruthy();
    } finally {
      process.env.TZ = zone;
    }
  });

  it('loads the next page by the cursor and says when the end is reached', async () => {
    server.use(
      handle(forumRoutes.threadList, ({ input }) =>
        input.cursor === 'c2'
          ? { data: cursorPage([makeThreadSummary(2)]) }
          : { data: cursorPage([makeThreadSummary(1)], 'c2') },
      ),
    );
    renderHome();
    await screen.findByRole('article', { name: '帖子标题1' });
    fireEvent.click(screen.getByRole('button', { name: '加载更多' }));
    expect(await screen.findByRole('article', { name: '帖子标题2' })).toBeTruthy();
    expect(screen.getByText('没有更多了')).toBeTruthy();
  });

  it('shows an empty board as such, and marks the forum seen when it opens', async () => {
    let visits = 0;
    server.use(
      handle(forumRoutes.visit, () => {
        visits += 1;
        return {
          data: {
            isActivityExist: true,
            actId: 1,
            actName: '论坛',
            url: '/forum',
            isNewArticleExist: false,
            lastCheckoutDate: 1,
            showFrame: false,
          },
        };
      }),
    );
    renderHome();
    expect(await screen.findByText('这里还没有帖子')).toBeTruthy();
    await waitFor(() => expect(visits).toBe(1));
  });

  it('offers a retry when the list fails', async () => {
    let fail = true;
    server.use(
      handle(forumRoutes.threadList, () =>
        fail ? { code: 500, msg: 'boom', status: 500 } : { data: cursorPage([makeThreadSummary(1)]) },
      ),
    );
    renderHome();
    const retry = await screen.findByRole('button', { name: '重试' }, { timeout: 10_000 });
    fail = false;
    fireEvent.click(retry);
    expect(await screen.findByRole('article', { name: '帖子标题1' })).toBeTruthy();
  });
});
