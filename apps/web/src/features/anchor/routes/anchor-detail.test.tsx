import { anchorRoutes, type Host } from '@sport/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../../lib/auth-store';
import { handle, server } from '../../../testing/msw';
import { makeHost, makeMatchInfo, makeMoment, page } from '../testing/fixtures';
import { emptyAnchorHandlers } from '../testing/handlers';
import { renderPage } from '../../../testing/render-page';
import { renderWithMatchRoute } from '../../../testing/render-with-match-route';
import AnchorDetail from './anchor-detail';

const toasts = vi.hoisted(() => [] as string[]);
vi.mock('../../../lib/toast', () => ({
  toastSuccess: (text: string) => toasts.push(text),
  toastText: (text: string) => toasts.push(text),
}));
const players = vi.hoisted(() => new Set<string>());
vi.mock('../lib/players/attach-player', () => {
  players.add('attach-player');
  return { attachPlayer: () => Promise.resolve({ detach: () => undefined, playingAt: () => null }) };
});

function renderDetail(hostId: number, login = vi.fn(() => Promise.resolve(false))) {
  renderPage(<AnchorDetail />, {
    path: `/anchor/detail/${hostId}`,
    pattern: '/anchor/detail/:id',
    env: { login, jump: () => false },
  });
  return { login };
}

/** A follow call that answers only when the test says so. */
function heldFollow(answer: (attention: number) => { data: { hostId: number; attention: number; isAttention: 0 | 1 } } | { code: number; msg: string }) {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const calls: Record<string, unknown>[] = [];
  server.use(
    handle(anchorRoutes.follow, async ({ input }) => {
      calls.push(input);
      await gate;
      return answer(Number(input.attention));
    }),
  );
  return { release, calls };
}

const followers = () => screen.getByTestId('follower-count').textContent;

beforeEach(() => {
  toasts.length = 0;
  useAuthStore.getState().setSession({ token: 'tok', uid: '7' });
});
afterEach(() => {
  useAuthStore.getState().clear();
  vi.unstubAllGlobals();
});

function answerHost(host: Host) {
  server.use(handle(anchorRoutes.hostDetail, () => ({ data: host })), ...emptyAnchorHandlers());
}

describe('anchor detail: follow', () => {
  it('moves the count up by one at once, then toasts 关注成功', async () => {
    const follow = heldFollow(() => ({ data: { hostId: 3, attention: 101, isAttention: 1 } }));
    answerHost(makeHost(3, { attention: 100, isAttention: 0 }));
    renderDetail(3);
    await waitFor(() => expect(followers()).toBe('100'));

    fireEvent.click(screen.getByRole('button', { name: '关注' }));
    await waitFor(() => expect(followers()).toBe('101'));
    expect(screen.getByRole('button', { name: '已关注' }).getAttribute('aria-pressed')).toBe('true');
    expect(toasts).toEqual([]);

    follow.release();
    await waitFor(() => expect(toasts).toEqual(['关注成功']));
    expect(follow.calls).toEqual([{ hostId: '3', attention: '1' }]);
    expect(followers()).toBe('101');
  });

  it('moves the count down by one on unfollow and toasts 取消关注主播成功', async () => {
    const follow = heldFollow(() => ({ data: { hostId: 3, attention: 99, isAttention: 0 } }));
    answerHost(makeHost(3, { attention: 100, isAttention: 1 }));
    renderDetail(3);
    await waitFor(() => expect(followers()).toBe('100'));

    fireEvent.click(screen.getByRole('button', { name: '已关注' }));
    await waitFor(() => expect(followers()).toBe('99'));
    follow.release();
    await waitFor(() => expect(toasts).toEqual(['取消关注主播成功']));
  });

  it('takes the change back when the call fails', async () => {
    const follow = heldFollow(() => ({ code: 500, msg: '服务繁忙' }));
    answerHost(makeHost(3, { attention: 100, isAttention: 0 }));
    renderDetail(3);
    await waitFor(() => expect(followers()).toBe('100'));

    fireEvent.click(screen.getByRole('button', { name: '关注' }));
    await waitFor(() => expect(followers()).toBe('101'));
    follow.release();
    await waitFor(() => expect(followers()).toBe('100'));
    expect(screen.getByRole('button', { name: '关注' })).toBeTruthy();
    expect(toasts).toEqual([]);
  });

  it('asks the app for a login first when logged out, and does not follow without one', async () => {
    useAuthStore.getState().clear();
    const follow = heldFollow(() => ({ data: { hostId: 3, attention: 101, isAttention: 1 } }));
    answerHost(makeHost(3));
    const { login } = renderDetail(3);
    await waitFor(() => expect(followers()).toBe('100'));

    fireEvent.click(screen.getByRole('button', { name: '关注' }));
    await waitFor(() => expect(login).toHaveBeenCalledWith('/anchor/detail/3'));
    expect(followers()).toBe('100');
    expect(follow.calls).toEqual([]);
  });
});

describe('anchor detail: moments', () => {
  it('appends page 2 under page 1', async () => {
    const asked: unknown[] = [];
    server.use(
      handle(anchorRoutes.hostDetail, () => ({ data: makeHost(1) })),
      handle(anchorRoutes.momentList, ({ input }) => {
        asked.push(input.page);
        return input.page === '2'
          ? { data: page([makeMoment(6), makeMoment(7)], 2, true, 7) }
          : { data: page(Array.from({ length: 5 }, (_, i) => makeMoment(i + 1)), 1, false, 7) };
      }),
      ...emptyAnchorHandlers(),
    );
    renderDetail(1);
    fireEvent.click(await screen.findByRole('tab', { name: '动态' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(5));

    fireEvent.click(screen.getByRole('button', { name: '加载更多' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(7));
    expect(screen.getAllByRole('article').map((a) => a.getAttribute('aria-label'))).toEqual(
      Array.from({ length: 7 }, (_, i) => `动态${i + 1}`),
    );
    expect(asked).toEqual(['1', '2']);
    expect(screen.getByText('没有更多了')).toBeTruthy();
  });

  it('sends a burst of likes as one call', async () => {
    const likes: Record<string, unknown>[] = [];
    server.use(
      handle(anchorRoutes.hostDetail, () => ({ data: makeHost(1) })),
      handle(anchorRoutes.momentList, () => ({ data: page([makeMoment(5, { likedCount: 10 })], 1, true) })),
      handle(anchorRoutes.momentBatchLiked, ({ input }) => {
        likes.push(input);
        return { data: { momentId: 5, likedCount: 13, myLikes: 3 } };
      }),
      ...emptyAnchorHandlers(),
    );
    renderDetail(1);
    fireEvent.click(await screen.findByRole('tab', { name: '动态' }));
    const like = await screen.findByRole('button', { name: /^点赞 \d+$/ });
    fireEvent.click(like);
    fireEvent.click(like);
    fireEvent.click(like);
    await waitFor(() => expect(within(like).getByTestId('like-count').textContent).toBe('13'));
    await waitFor(() => expect(likes).toEqual([{ momentId: '5', count: '3' }]));
  });
});

describe('anchor detail: live room', () => {
  it('loads the player code only when the live room shows a stream', async () => {
    vi.stubGlobal('MediaSource', class {});
    server.use(
      handle(anchorRoutes.hostDetail, () => ({ data: makeHost(2, { liveStatus: 1 }) })),
      handle(anchorRoutes.hostLiveMatchInfo, () => ({ data: [makeMatchInfo(9)] })),
      ...emptyAnchorHandlers(),
    );
    renderDetail(2);
    expect(await screen.findByText('利物浦')).toBeTruthy();
    await waitFor(() => expect(players.has('attach-player')).toBe(true));
  });

  it('opens the match page from the score card in a browser', async () => {
    vi.stubGlobal('MediaSource', class {});
    server.use(
      handle(anchorRoutes.hostDetail, () => ({ data: makeHost(2, { liveStatus: 1 }) })),
      handle(anchorRoutes.hostLiveMatchInfo, () => ({ data: [makeMatchInfo(9)] })),
      ...emptyAnchorHandlers(),
    );
    renderWithMatchRoute(<AnchorDetail />, { path: '/anchor/detail/2', pattern: '/anchor/detail/:id' });
    fireEvent.click((await screen.findByText('利物浦')).closest('button')!);
    expect(await screen.findByText('match page 9')).toBeTruthy();
  });
});

describe('anchor detail: errors a user sees', () => {
  it('says in Chinese that an unknown host is not there, with a way back and no retry', async () => {
    server.use(
      handle(anchorRoutes.hostDetail, () => ({ code: 404, msg: 'host not found', status: 404 })),
      ...emptyAnchorHandlers(),
    );
    renderDetail(999_999);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('没有找到这位主播');
    expect(within(alert).getByRole('button', { name: '返回上一页' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '重试' })).toBeNull();
    expect(document.body.textContent).not.toMatch(/not found|host/i);
    // opened directly: back leads to the anchor home, away from this page
    fireEvent.click(within(alert).getByRole('button', { name: '返回上一页' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });

  it('says the same, with the way back, for an address that names no host', async () => {
    server.use(...emptyAnchorHandlers());
    renderPage(<AnchorDetail />, { path: '/anchor/detail/abc', pattern: '/anchor/detail/:id' });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('没有找到这位主播');
    expect(within(alert).getByRole('button', { name: '返回上一页' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '重试' })).toBeNull();
  });

  it('offers a retry when the network failed, and the retry loads the host', async () => {
    let calls = 0;
    server.use(
      handle(anchorRoutes.hostDetail, () => {
        calls += 1;
        return calls <= 2 ? HttpResponse.error() : { data: makeHost(3) };
      }),
      ...emptyAnchorHandlers(),
    );
    renderDetail(3);
    const alert = await screen.findByRole('alert', {}, { timeout: 3000 });
    expect(alert.textContent).toContain('网络异常，请检查网络后重试');
    fireEvent.click(within(alert).getByRole('button', { name: '重试' }));
    expect(await screen.findByText('主播3')).toBeTruthy();
  });
});
