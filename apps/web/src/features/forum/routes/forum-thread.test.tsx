import { forumRoutes } from '@sport/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../../lib/auth-store';
import { handle, server } from '../../../testing/msw';
import { renderPage } from '../../../testing/render-page';
import { cursorPage, makeReply, makeThread } from '../testing/fixtures';
import { emptyForumHandlers } from '../testing/handlers';
import ForumThreadPage from './forum-thread';

const toasts = vi.hoisted(() => [] as string[]);
vi.mock('../../../lib/toast', () => ({
  toastSuccess: (text: string) => toasts.push(text),
  toastText: (text: string) => toasts.push(text),
  toastError: (text: string) => toasts.push(text),
}));

const renderThread = (id = 1) =>
  renderPage(<ForumThreadPage />, { path: `/forum/thread/${id}`, pattern: '/forum/thread/:id' });

/** A like call that answers only when the test lets it. */
function heldLike(
  answer: () =>
    | { data: { targetType: 'thread' | 'reply'; targetId: number; likeCount: number; isLiked: 0 | 1 } }
    | { code: number; msg: string; status: number },
) {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  server.use(
    handle(forumRoutes.like, async () => {
      await gate;
      return answer();
    }),
  );
  return { release };
}

beforeEach(() => {
  toasts.length = 0;
  server.use(...emptyForumHandlers());
  useAuthStore.getState().setSession({ token: 'tok', uid: '7' });
});
afterEach(() => useAuthStore.getState().clear());

describe('forum thread', () => {
  it('shows the body, the photos (full screen on a tap) and the replies by floor', async () => {
    server.use(
      handle(forumRoutes.threadDetail, () => ({
        data: makeThread(1, {
          title: '今晚的比赛怎么看',
          body: '主队状态不错',
          photos: [
            { id: 'a'.repeat(24), url: '/api/forehead/forum/photo/aaa' },
            { id: 'b'.repeat(24), url: '/api/forehead/forum/photo/bbb' },
          ],
          replyCount: 2,
        }),
      })),
      handle(forumRoutes.replyList, () => ({
        data: cursorPage([makeReply(1, 1), makeReply(2, 1, { content: '同意' })]),
      })),
    );
    renderThread();
    expect(await screen.findByRole('heading', { name: '今晚的比赛怎么看' })).toBeTruthy();
    expect(screen.getByText('主队状态不错')).toBeTruthy();
    const replies = await screen.findByRole('region', { name: '全部回复（2）' });
    expect(within(replies).getByRole('article', { name: '2楼' }).textContent).toContain('同意');

    const photos = screen.getByRole('list', { name: '帖子图片' });
    expect(within(photos).getAllByRole('img')).toHaveLength(2);
    fireEvent.click(within(photos).getByRole('button', { name: '第2张图片' }));
    const close = await screen.findByRole('button', { name: '关闭图片' });
    fireEvent.click(close);
    await waitFor(() => expect(screen.queryByRole('button', { name: '关闭图片' })).toBeNull());
  });

  it('a like shows at once, the server’s count wins, and a failed like comes back', async () => {
    server.use(handle(forumRoutes.threadDetail, () => ({ data: makeThread(1, { likeCount: 4 }) })));
    renderThread();
    const heart = await screen.findByRole('button', { name: '点赞 4' });
    const ok = heldLike(() => ({ data: { targetType: 'thread', targetId: 1, likeCount: 10, isLiked: 1 } }));
    fireEvent.click(heart);
    expect(await screen.findByRole('button', { name: '取消点赞 5' })).toBeTruthy();
    ok.release();
    expect(await screen.findByRole('button', { name: '取消点赞 10' })).toBeTruthy();

    const failing = heldLike(() => ({ code: 500, msg: 'boom', status: 500 }));
    fireEvent.click(screen.getByRole('button', { name: '取消点赞 10' }));
    expect(await screen.findByRole('button', { name: '点赞 9' })).toBeTruthy();
    failing.release();
    expect(await screen.findByRole('button', { name: '取消点赞 10' })).toBeTruthy();
  });

  it('offers 举报 on the posts of others, not on one’s own', async () => {
    // the user logged in (uid 7) wrote the thread; reply 3 is another's
    server.use(
      handle(forumRoutes.threadDetail, () => ({
        data: makeThread(1, { replyCount: 1, author: { userId: 7, nickName: '我', headUrl: '' } }),
      })),
      handle(forumRoutes.replyList, () => ({ data: cursorPage([makeReply(3, 1, { floor: 1 })]) })),
    );
    renderThread();
    const reply = await screen.findByRole('article', { name: '1楼' });
    expect(within(reply).getByRole('button', { name: '举报' })).toBeTruthy();
    expect(screen.getAllByRole('button', { name: '举报' })).toHaveLength(1);
  });

  it('reports a reply for a reason: 举报成功', async () => {
    const reports: Record<string, unknown>[] = [];
    server.use(
      handle(forumRoutes.threadDetail, () => ({ data: makeThread(1, { replyCount: 1 }) })),
      handle(forumRoutes.replyList, () => ({ data: cursorPage([makeReply(3, 1, { floor: 1 })]) })),
      handle(forumRoutes.reportCate, () => ({
        data: [
          { id: 1, name: '广告' },
          { id: 2, name: '辱骂' },
        ],
      })),
      handle(forumRoutes.report, ({ input }) => {
        reports.push(input);
        return { data: { reportId: 9 } };
      }),
    );
    renderThread();
    const reply = await screen.findByRole('article', { name: '1楼' });
    fireEvent.click(within(reply).getByRole('button', { name: '举报' }));
    const sheet = await screen.findByRole('dialog', { name: '选择举报原因' });
    fireEvent.click(await within(sheet).findByRole('button', { name: '辱骂' }));
    await waitFor(() => expect(toasts).toContain('举报成功'));
    expect(reports).toEqual([{ targetType: 'reply', targetId: '3', cateId: '2' }]);
  });

  it('replies: an empty reply is stopped before sending, too fast says the server’s words, a posted one shows', async () => {
    const replies = [makeReply(1, 1)];
    let tooFast = true;
    const sent: Record<string, unknown>[] = [];
    server.use(
      handle(forumRoutes.threadDetail, () => ({ data: makeThread(1) })),
      handle(forumRoutes.replyList, () => ({ data: cursorPage([...replies]) })),
      handle(forumRoutes.createReply, ({ input }) => {
        sent.push(input);
        if (tooFast) return { code: 429, msg: '发帖太频繁，请3秒后再试', status: 429 };
        const reply = makeReply(2, 1, { content: String(input.content) });
        replies.push(reply);
        return { data: reply };
      }),
    );
    renderThread();
    const box = await screen.findByRole('textbox', { name: '回复内容' });
    fireEvent.click(screen.getByRole('button', { name: '发送' }));
    expect((await screen.findByRole('alert')).textContent).toBe('内容不能为空');
    expect(sent).toHaveLength(0);

    fireEvent.change(box, { target: { value: '  说得好  ' } });
    fireEvent.click(screen.getByRole('button', { name: '发送' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('发帖太频繁，请3秒后再试'));

    tooFast = false;
    fireEvent.click(screen.getByRole('button', { name: '发送' }));
    expect(await screen.findByRole('article', { name: '2楼' })).toBeTruthy();
    expect(sent.at(-1)).toMatchObject({ threadId: '1', content: '说得好' });
    expect(toasts).toContain('回复成功');
  });

  it('a thread that is gone says so with a way back', async () => {
    renderThread(5);
    expect(await screen.findByText('帖子不存在或已被隐藏', {}, { timeout: 10_000 })).toBeTruthy();
  });
});
