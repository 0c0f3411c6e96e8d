import { buildCommentRule, newsRoutes, type Comment, type CommentRule } from '@sport/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../../lib/auth-store';
import { handle, server } from '../../../testing/msw';
import { renderPage } from '../../../testing/render-page';
import { makeComment, makeReply, makeTipDetail, openRule, page } from '../testing/fixtures';
import { emptyNewsHandlers } from '../testing/handlers';
import TipDetail from './tip-detail';

const toasts = vi.hoisted(() => [] as string[]);
vi.mock('../../../lib/toast', () => ({
  toastSuccess: (text: string) => toasts.push(text),
  toastText: (text: string) => toasts.push(text),
  toastError: (text: string) => toasts.push(text),
}));

const vipShort = (): CommentRule =>
  buildCommentRule({ isAvailable: true, isBan: false, rechargeCurrent: 100, rechargeRequired: 0, vipCurrent: 1, vipRequired: 3 });

function renderTip(login = vi.fn(() => Promise.resolve(false))) {
  renderPage(<TipDetail />, { path: '/news/detail/1', pattern: '/news/detail/:id', env: { login } });
  return { login };
}

/** The tip, and its comments as `comments` holds them at each call. */
function answerComments(start: Comment[]) {
  const comments = { list: start };
  server.use(
    handle(newsRoutes.messageDetail, () => ({ data: makeTipDetail(1) })),
    handle(newsRoutes.commentList, () => ({ data: page(comments.list) })),
  );
  return comments;
}

const section = () => screen.getByRole('region', { name: /评论（/ });

beforeEach(() => {
  toasts.length = 0;
  server.use(...emptyNewsHandlers());
  useAuthStore.getState().setSession({ token: 'tok', uid: '7' });
});
afterEach(() => useAuthStore.getState().clear());

describe('tip detail: comments', () => {
  it('shows comments newest first with their replies', async () => {
    answerComments([makeComment(2, { subComments: [makeReply(3, 2, { content: '同意楼上' })] }), makeComment(1)]);
    renderTip();
    const first = await screen.findByRole('article', { name: '球迷2的评论' }, { timeout: 10_000 });
    expect(within(first).getByText('评论内容2')).toBeTruthy();
    expect(within(within(first).getByLabelText('回复')).getByText('同意楼上')).toBeTruthy();
    expect(screen.getByRole('article', { name: '球迷1的评论' })).toBeTruthy();
  });

  it('posts a comment and a reply; the list shows them', async () => {
    const comments = answerComments([makeComment(1)]);
    const posted: Record<string, unknown>[] = [];
    server.use(
      handle(newsRoutes.commentPublish, ({ input }) => {
        posted.push(input);
        const parentId = Number(input.parentId);
        const mine = makeComment(10 + posted.length, { nickName: '我', content: String(input.content), parentId });
        if (parentId === 0) comments.list = [mine, ...comments.list];
        else
          comments.list = comments.list.map((c) =>
            c.id === parentId ? { ...c, subComments: [...c.subComments, makeReply(mine.id, parentId, { nickName: '我', content: mine.content })] } : c,
          );
        return { data: mine };
      }),
    );
    renderTip();
    await screen.findByRole('article', { name: '球迷1的评论' }, { timeout: 10_000 });

    fireEvent.change(within(section()).getByRole('textbox', { name: '写评论' }), { target: { value: '  主队必胜  ' } });
    fireEvent.click(within(section()).getByRole('button', { name: '发送' }));
    expect(await screen.findByText('主队必胜')).toBeTruthy();
    expect(within(section()).getByRole<HTMLTextAreaElement>('textbox', { name: '写评论' }).value).toBe('');

    const first = screen.getByRole('article', { name: '球迷1的评论' });
    fireEvent.click(within(first).getByRole('button', { name: '回复' }));
    const box = within(section()).getByRole('textbox', { name: '回复 球迷1' });
    fireEvent.change(box, { target: { value: '说得对' } });
    fireEvent.click(within(section()).getByRole('button', { name: '发送' }));
    await waitFor(() => expect(within(screen.getByRole('article', { name: '球迷1的评论' })).getByText('说得对')).toBeTruthy());
    expect(posted).toEqual([
      { messageId: '1', content: '主队必胜', parentId: '0' },
      { messageId: '1', content: '说得对', parentId: '1' },
    ]);
  });

  it('counts a posted comment in the header at once, though the server’s tip answer is still the cached one', async () => {
    const comments = answerComments([makeComment(1)]);
    server.use(
      handle(newsRoutes.commentPublish, ({ input }) => {
        const mine = makeComment(11, { nickName: '我', content: String(input.content) });
        comments.list = [mine, ...comments.list];
        return { data: mine };
      }),
    );
    renderTip();
    await screen.findByRole('article', { name: '球迷1的评论' }, { timeout: 10_000 });
    expect(screen.getByRole('heading', { name: '评论（2）' })).toBeTruthy();

    fireEvent.change(within(section()).getByRole('textbox', { name: '写评论' }), { target: { value: '主队必胜' } });
    fireEvent.click(within(section()).getByRole('button', { name: '发送' }));
    expect(await screen.findByText('主队必胜')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: '评论（3）' })).toBeTruthy();
  });

  it('says what is wrong with an empty comment and sends nothing', async () => {
    answerComments([]);
    const posted: unknown[] = [];
    server.use(handle(newsRoutes.commentPublish, () => (posted.push(1), { data: makeComment(9) })));
    renderTip();
    await screen.findByText('还没有评论，来说两句吧', {}, { timeout: 10_000 });
    fireEvent.change(within(section()).getByRole('textbox', { name: '写评论' }), { target: { value: '   ' } });
    fireEvent.click(within(section()).getByRole('button', { name: '发送' }));
    expect((await within(section()).findByRole('alert')).textContent).toBe('内容不能为空');
    expect(posted).toEqual([]);
  });

  it('when the server refuses a post by the comment rule, shows the rule’s reasons and closes the box', async () => {
    answerComments([]);
    let rule = openRule();
    server.use(
      handle(newsRoutes.commentRule, () => ({ data: rule })),
      handle(newsRoutes.commentPublish, () => {
        rule = vipShort();
        return { code: 403, msg: 'comment rule not met', status: 403 };
      }),
    );
    renderTip();
    await screen.findByText('还没有评论，来说两句吧', {}, { timeout: 10_000 });
    fireEvent.change(within(section()).getByRole('textbox', { name: '写评论' }), { target: { value: '我来说两句' } });
    fireEvent.click(within(section()).getByRole('button', { name: '发送' }));
    const reasons = await within(section()).findByRole('alert', { name: '暂时无法评论' });
    expect(reasons.textContent).toBe('VIP3及以上才能评论（当前VIP1）');
    expect(within(section()).getByRole<HTMLTextAreaElement>('textbox', { name: '写评论' }).disabled).toBe(true);
    // the VIP level follows top-ups: the gold page says how gold is topped up
    expect(within(section()).getByRole('link', { name: '如何充值 ›' }).getAttribute('href')).toBe('/gold-document');
  });

  it('a banned user sees the ban text before writing anything', async () => {
    answerComments([]);
    server.use(
      handle(newsRoutes.commentRule, () => ({
        data: buildCommentRule({ isAvailable: true, isBan: true, banText: '因违规发言被禁言 7 天', rechargeCurrent: 0, rechargeRequired: 0, vipCurrent: 0, vipRequired: 0 }),
      })),
    );
    renderTip();
    expect((await screen.findByRole('alert', { name: '暂时无法评论' })).textContent).toBe('因违规发言被禁言 7 天');
    // a ban is not lifted by gold
    expect(screen.queryByRole('link', { name: '如何充值 ›' })).toBeNull();
  });

  it('a visitor is asked to log in to comment or like', async () => {
    useAuthStore.getState().clear();
    answerComments([makeComment(1)]);
    const { login } = renderTip();
    const comment = await screen.findByRole('article', { name: '球迷1的评论' }, { timeout: 10_000 });
    fireEvent.click(within(comment).getByRole('button', { name: /^点赞 \d+$/ }));
    await waitFor(() => expect(login).toHaveBeenCalledTimes(1));
    fireEvent.click(screen.getByRole('button', { name: '登录后参与评论' }));
    await waitFor(() => expect(login).toHaveBeenCalledTimes(2));
    expect(within(comment).getByTestId('like-count').textContent).toBe('3');
  });

  it('a like fills the heart and counts at once; the server’s count wins', async () => {
    answerComments([makeComment(1, { likedCount: 3 })]);
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(
      handle(newsRoutes.commentLiked, async () => {
        await held;
        return { data: { commentId: 1, likedCount: 7, isLiked: 1 as const } };
      }),
    );
    renderTip();
    const comment = await screen.findByRole('article', { name: '球迷1的评论' }, { timeout: 10_000 });
    const like = within(comment).getByRole('button', { name: /^点赞 \d+$/ });
    fireEvent.click(like);
    await waitFor(() => expect(like.getAttribute('aria-pressed')).toBe('true'));
    expect(within(comment).getByTestId('like-count').textContent).toBe('4');
    release();
    await waitFor(() => expect(within(comment).getByTestId('like-count').textContent).toBe('7'));
  });

  it('offers 举报 on the comments and replies of others, not on one’s own', async () => {
    // the user logged in (uid 7) wrote comment 2's reply
    answerComments([makeComment(2, { subComments: [makeReply(3, 2, { userId: 7, content: '我的回复' })] })]);
    renderTip();
    const comment = await screen.findByRole('article', { name: '球迷2的评论' }, { timeout: 10_000 });
    const reply = within(comment).getByRole('article', { name: '球迷3的评论' });
    expect(within(reply).queryByRole('button', { name: '举报' })).toBeNull();
    expect(within(comment).getAllByRole('button', { name: '举报' })).toHaveLength(1);
  });

  it('reports a comment for a reason from the categories sheet: 举报成功', async () => {
    answerComments([makeComment(1)]);
    const reports: Record<string, unknown>[] = [];
    server.use(
      handle(newsRoutes.commentReportCate, () => ({ data: [{ id: 1, name: '广告' }, { id: 2, name: '辱骂' }] })),
      handle(newsRoutes.reportAdd, ({ input }) => {
        reports.push(input);
        return { data: { reportId: 5 } };
      }),
    );
    renderTip();
    const comment = await screen.findByRole('article', { name: '球迷1的评论' }, { timeout: 10_000 });
    fireEvent.click(within(comment).getByRole('button', { name: '举报' }));
    const sheet = await screen.findByRole('dialog', { name: '举报原因' }, { timeout: 10_000 });
    fireEvent.click(await within(sheet).findByRole('button', { name: '辱骂' }));
    await waitFor(() => expect(toasts).toEqual(['举报成功']));
    expect(reports).toEqual([{ commentId: '1', cateId: '2' }]);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '举报原因' })).toBeNull());
  });
});
