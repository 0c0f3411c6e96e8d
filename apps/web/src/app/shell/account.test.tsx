import { Code, activityRoutes, anchorRoutes, userRoutes } from '@sport/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeHost } from '../../features/anchor/testing/fixtures';
import { useAuthStore } from '../../lib/auth-store';
import { handle, server } from '../../testing/msw';
import { setupAntdRender } from '../antd-render';
import { createHostBridge } from '../bridge/host-bridge';
import { createNativeBridge } from '../bridge/native-bridge';
import { renderRoutes } from '../test-app';

// The shell, not the anchor feature: its home page is a stand-in here.
vi.mock('../../features/anchor/routes/anchor-home', () => ({ default: () => <h1>主播首页</h1> }));
const toasts = vi.hoisted(() => [] as string[]);
vi.mock('../../lib/toast', () => ({
  toastSuccess: (text: string) => toasts.push(text),
  toastError: (text: string) => toasts.push(text),
  toastText: (text: string) => toasts.push(text),
  hideLoading: () => undefined,
}));

const kickOff = Date.UTC(2026, 10, 28, 12, 30);

/** The account's calls; after renderRoutes, whose empty anchor answers would take precedence. */
function answerAccount() {
  const logouts: string[] = [];
  server.use(
    handle(userRoutes.info, ({ headers }) =>
      headers.token === 'tok'
        ? { data: { uid: 7, username: 'demo', nickname: '球迷小王', headUrl: '', gold: 1280 } }
        : { code: 400, msg: 'null user', status: 401 },
    ),
    handle(anchorRoutes.userSubscribeInfo, () => ({
      data: { subscribeMatchId: [501], subscribeHostId: [4], attentionHostId: [3] },
    })),
    handle(anchorRoutes.hostDetail, ({ input }) => {
      const hostId = Number(input.hostId);
      if (hostId === 3) return { data: makeHost(3, { nickName: '解说老李' }) };
      const entry = {
        id: 90,
        hostId: 4,
        matchId: 501,
        matchSource: 1,
        matchTypeId: 1,
        matchLeague: '英超',
        masterTeamName: '阿森纳',
        guestTeamName: '切尔西',
        startDate: kickOff,
        liveRoomId: 880004,
        liveStatus: 0,
      };
      return { data: makeHost(4, { liveSchedule: [entry] }) };
    }),
    handle(activityRoutes.goldDailyLimit, () => ({ data: { limit: 10000, used: 2000, remaining: 8000 } })),
    handle(userRoutes.logout, ({ headers }) => {
      logouts.push(headers.token ?? '');
      return { data: null };
    }),
  );
  return { logouts };
}

const openSheet = async () => {
  fireEvent.click(await screen.findByRole('button', { name: '我的' }));
  return screen.findByRole('dialog', { name: '我的' });
};

beforeAll(() => setupAntdRender());
beforeEach(() => {
  toasts.length = 0;
  useAuthStore.getState().clear();
  // the forum tab's badge asks it for a logged-in user, as the shell renders
  server.use(
    handle(activityRoutes.disclosureRoute, () => ({
      data: {
        isActivityExist: true,
        actId: 1,
        actName: '',
        url: '',
        isNewArticleExist: false,
        lastCheckoutDate: null,
        showFrame: false,
      },
    })),
  );
});
afterEach(() => useAuthStore.getState().clear());

describe('the account sheet', () => {
  it('shows a logged-in user their name, gold, followed hosts and bookings; logging out leaves 登录', async () => {
    useAuthStore.getState().setSession({ token: 'tok', uid: '7' });
    renderRoutes('/anchor');
    const { logouts } = answerAccount();

    const sheet = await openSheet();
    expect(await within(sheet).findByText('球迷小王')).toBeTruthy();
    expect(within(sheet).getByText('demo')).toBeTruthy();
    expect(within(sheet).getByText('1280')).toBeTruthy();
    expect(await within(sheet).findByText('今日还可消费 8000 金币（每日上限 10000）')).toBeTruthy();
    const followed = within(sheet).getByRole('region', { name: '关注的主播' });
    expect((await within(followed).findByRole('link', { name: '解说老李' })).getAttribute('href')).toBe(
      '/anchor/detail/3',
    );
    const bookings = within(sheet).getByRole('region', { name: '我的预约' });
    expect(await within(bookings).findByText(/英超 阿森纳 VS 切尔西/)).toBeTruthy();

    fireEvent.click(within(sheet).getByRole('button', { name: '退出登录' }));
    expect(await within(sheet).findByRole('button', { name: '登录' })).toBeTruthy();
    expect(within(sheet).queryByText('球迷小王')).toBeNull();
    expect(useAuthStore.getState().token).toBeNull();
    expect(logouts).toEqual(['tok']);
    expect(toasts).toEqual(['已退出登录']);
  });

  it('offers a visitor 登录, which closes the sheet and opens the login dialog on its own', async () => {
    renderRoutes('/news');
    const sheet = await openSheet();
    expect(within(sheet).getByText('登录后查看金币、关注的主播和预约')).toBeTruthy();
    fireEvent.click(within(sheet).getByRole('button', { name: '登录' }));
    expect(await screen.findByPlaceholderText('请输入用户名')).toBeTruthy();
    // one dialog at a time: the sheet's mask would lie over the login
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '我的' })).toBeNull());
  });

  it.each([
    ['a login elsewhere (505)', Code.Kicked],
    ['a logout elsewhere (400 to the stored token)', Code.NullUser],
  ])('after %s shows the visitor state with 登录, not errors and 退出登录', async (_, code) => {
    useAuthStore.getState().setSession({ token: 'stale', uid: '7' });
    renderRoutes('/anchor');
    server.use(
      handle(userRoutes.info, () => ({ code, msg: 'session over', status: 401 })),
      handle(anchorRoutes.userSubscribeInfo, () => ({ code, msg: 'session over', status: 401 })),
    );

    const sheet = await openSheet();
    expect(await within(sheet).findByRole('button', { name: '登录' })).toBeTruthy();
    expect(within(sheet).queryByRole('button', { name: '退出登录' })).toBeNull();
    expect(within(sheet).queryByRole('alert')).toBeNull();
    expect(localStorage.getItem('h5-token')).toBeNull();
  });

  it('a followed host links to the host page, and the sheet closes', async () => {
    useAuthStore.getState().setSession({ token: 'tok', uid: '7' });
    renderRoutes('/anchor');
    answerAccount();
    const sheet = await openSheet();
    fireEvent.click(await within(sheet).findByRole('link', { name: '解说老李' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/anchor/detail/3'));
    expect(screen.queryByRole('dialog', { name: '我的' })).toBeNull();
  });

  it('leads a logged-in user to their purchases, comments, prize and what gold is; the sheet closes on the way', async () => {
    useAuthStore.getState().setSession({ token: 'tok', uid: '7' });
    renderRoutes('/anchor');
    answerAccount();
    const sheet = await openSheet();
    const mine = within(sheet).getByRole('navigation', { name: '我的内容' });
    expect(within(mine).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['我的购买›', '/my/purchases'],
      ['我的评论›', '/my/comments'],
      ['我的奖品›', '/my/prize'],
      ['金币说明›', '/gold-document'],
    ]);
    fireEvent.click(within(mine).getByRole('link', { name: '我的购买' }));
    expect(await screen.findByText('还没有购买过推荐')).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/my/purchases');
    expect(screen.queryByRole('dialog', { name: '我的' })).toBeNull();
  });

  it.each([
    ['the native app', () => createNativeBridge({ getNativeInfo: () => '{}', postMessage: () => undefined })],
    ['a host shell', () => createHostBridge()],
  ])('is not offered inside %s, which has its own', async (_, bridge) => {
    renderRoutes('/anchor', bridge());
    await screen.findByRole('navigation', { name: '主导航' });
    expect(screen.queryByRole('button', { name: '我的' })).toBeNull();
  });
});
