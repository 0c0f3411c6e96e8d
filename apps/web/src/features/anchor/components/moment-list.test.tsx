import { anchorRoutes, MOMENT_LIKES_PER_USER, type HostMoment } from '@sport/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../../lib/auth-store';
import { handle, server } from '../../../testing/msw';
import { renderPage } from '../../../testing/render-page';
import { useSessionQueries } from '../../../lib/user-queries';
import { makeMoment, page } from '../testing/fixtures';
import { MomentList } from './moment-list';

const toasts = vi.hoisted(() => [] as string[]);
vi.mock('../../../lib/toast', () => ({
  toastText: (text: string) => toasts.push(text),
}));

const LIMIT_TOAST = '点赞已达上限，感谢你的喜欢';
/** Longer than the like batch's quiet time (800 ms), so the batch has gone out and been answered. */
const BATCHED = { timeout: 3000 };

/** One moment in the list; like batches answered the way the server counts them (capped per user). */
function serveMoment(moment: HostMoment) {
  const batches: number[] = [];
  let total = moment.likedCount;
  let mine = moment.myLikes;
  server.use(
    handle(anchorRoutes.momentList, () => ({ data: page([moment], 1, true) })),
    handle(anchorRoutes.momentBatchLiked, ({ input }) => {
      const count = Number(input.count);
      batches.push(count);
      const added = Math.min(count, MOMENT_LIKES_PER_USER - mine);
      mine += added;
      total += added;
      return { data: { momentId: moment.id, likedCount: total, myLikes: mine } };
    }),
  );
  return { batches };
}

/** The list as the app shows it: reloaded when the user logs in or out (the shell's session hook). */
function DetailMoments() {
  useSessionQueries();
  return <MomentList hostId={1} />;
}

function renderList(login = vi.fn(() => Promise.resolve(false))) {
  renderPage(<DetailMoments />, { path: '/anchor/detail/1', pattern: '/anchor/detail/:id', env: { login } });
  return { login };
}

const heart = () => screen.getByRole('button', { name: /^点赞 \d+$/ });
const count = () => within(heart()).getByTestId('like-count').textContent;
const pressed = () => heart().getAttribute('aria-pressed');
const tap = (times: number) => {
  for (let i = 0; i < times; i++) fireEvent.click(heart());
};
/** Lets the query cache tell the list what changed (it notifies on the next task), to see what did not. */
const settled = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

beforeEach(() => {
  toasts.length = 0;
  useAuthStore.getState().setSession({ token: 'tok', uid: '7' });
});
afterEach(() => {
  useAuthStore.getState().clear();
});

describe('liking a moment', () => {
  it('fills the heart at the first tap and counts each tap once', async () => {
    const { batches } = serveMoment(makeMoment(5, { likedCount: 10 }));
    renderList();
    await screen.findByRole('article');
    expect(pressed()).toBe('false');

    tap(1);
    await waitFor(() => expect(pressed()).toBe('true'));
    expect(count()).toBe('11');
    tap(2);
    await waitFor(() => expect(count()).toBe('13'));
    await waitFor(() => expect(batches).toEqual([3]), BATCHED);
    expect(count()).toBe('13');
    expect(pressed()).toBe('true');
    expect(toasts).toEqual([]);
  });

  it('shows the user’s earlier likes as a filled heart', async () => {
    serveMoment(makeMoment(5, { likedCount: 10, likedByMe: 1, myLikes: 4 }));
    renderList();
    await screen.findByRole('article');
    expect(pressed()).toBe('true');
    expect(count()).toBe('10');
  });

  it('stops counting taps at the user’s cap and says so once', async () => {
    const { batches } = serveMoment(
      makeMoment(5, { likedCount: 500, likedByMe: 1, myLikes: MOMENT_LIKES_PER_USER - 2 }),
    );
    renderList();
    await screen.findByRole('article');

    tap(5);
    await waitFor(() => expect(count()).toBe('502'));
    await settled();
    expect(count()).toBe('502');
    expect(toasts).toEqual([LIMIT_TOAST]);
    await waitFor(() => expect(batches).toEqual([2]), BATCHED);
    expect(count()).toBe('502');

    tap(3);
    await settled();
    expect(count()).toBe('502');
    expect(toasts).toEqual([LIMIT_TOAST]);
    expect(pressed()).toBe('true');
  });

  it('asks a visitor to log in, and counts nothing', async () => {
    useAuthStore.getState().clear();
    const { batches } = serveMoment(makeMoment(5, { likedCount: 10 }));
    const { login } = renderList();
    await screen.findByRole('article');

    tap(1);
    await waitFor(() => expect(login).toHaveBeenCalledWith('/anchor/detail/1'));
    await settled();
    expect(count()).toBe('10');
    expect(pressed()).toBe('false');
    expect(batches).toEqual([]);
  });

  it('shows the user’s own likes once they log in from a tap', async () => {
    useAuthStore.getState().clear();
    const moment = makeMoment(5, { likedCount: 10 });
    server.use(
      handle(anchorRoutes.momentList, ({ headers }) => ({
        data: page([headers.token ? { ...moment, likedByMe: 1, myLikes: 2 } : moment], 1, true),
      })),
    );
    const login = vi.fn(() => {
      useAuthStore.getState().setSession({ token: 'tok', uid: '7' });
      return Promise.resolve(true);
    });
    renderList(login);
    await screen.findByRole('article');
    expect(pressed()).toBe('false');

    tap(1);
    await waitFor(() => expect(pressed()).toBe('true'));
    expect(count()).toBe('10');
  });
});

describe('a moment’s date', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('reads 今天 for today, MM.DD for this year, and carries its year from another', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.UTC(2026, 10, 29, 4));
    server.use(
      handle(anchorRoutes.momentList, () => ({
        data: page(
          [
            makeMoment(1, { createDate: Date.UTC(2026, 10, 29, 1) }),
            makeMoment(2, { createDate: Date.UTC(2026, 10, 20, 1) }),
            makeMoment(3, { createDate: Date.UTC(2025, 11, 20, 1) }),
          ],
          1,
          true,
        ),
      })),
    );
    renderList();
    const dates = async (name: string) =>
      within(await screen.findByRole('article', { name })).getByText(/今天|\d\d\.\d\d/).textContent;
    expect(await dates('动态1')).toBe('今天');
    expect(await dates('动态2')).toBe('11.20');
    expect(await dates('动态3')).toBe('2025.12.20');
  });
});
