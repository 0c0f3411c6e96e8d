import { activityRoutes, Code, newsRoutes, userRoutes, type TipMessageDetail } from '@sport/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../../lib/auth-store';
import { handle, server } from '../../../testing/msw';
import { renderPage } from '../../../testing/render-page';
import { renderWithMatchRoute } from '../../../testing/render-with-match-route';
import { makeMatch, makeTipDetail } from '../testing/fixtures';
import { emptyNewsHandlers } from '../testing/handlers';
import TipDetail from './tip-detail';

const toasts = vi.hoisted(() => [] as string[]);
vi.mock('../../../lib/toast', () => ({
  toastSuccess: (text: string) => toasts.push(text),
  toastText: (text: string) => toasts.push(text),
  toastError: (text: string) => toasts.push(text),
}));

const PAID = { sportsPlay: '阿森纳 -0.25', sportsInfo: '阿森纳主场近十场不败，切尔西客场防守松散。' };

function renderTip(id = 1, login = vi.fn(() => Promise.resolve(false))) {
  renderPage(<TipDetail />, { path: `/news/detail/${id}`, pattern: '/news/detail/:id', env: { login } });
  return { login };
}

/** The detail call: locked until `bought.value`, then with the paid part (as the server answers a buyer). */
function answerTip(overrides: Partial<TipMessageDetail> = {}) {
  const bought = { value: false };
  const asked = { count: 0 };
  server.use(
    handle(newsRoutes.messageDetail, () => {
      asked.count += 1;
      return {
        data: makeTipDetail(1, { ...overrides, ...(bought.value ? { ...PAID, isBuy: 1, payTime: Date.now() } : {}) }),
      };
    }),
  );
  return { bought, asked };
}

/** The user's gold: `gold.value` at each call; the calls are counted. */
function answerGold(start: number) {
  const gold = { value: start, calls: 0 };
  server.use(
    handle(userRoutes.info, () => {
      gold.calls += 1;
      return { data: { uid: 7, username: 'demo', nickname: '球迷小王', headUrl: '', gold: gold.value } };
    }),
  );
  return gold;
}

beforeEach(() => {
  toasts.length = 0;
  server.use(...emptyNewsHandlers());
});
afterEach(() => useAuthStore.getState().clear());

describe('tip detail: a tip of a past season', () => {
  afterEach(() => vi.useRealTimers());

  it('names the year of a match and a publish day outside this year (China time), not of those within it', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.UTC(2026, 10, 29, 4, 0));
    // Ligue 1, 9 February 2025 02:00 in China: read in November 2026 it must not look like next February
    answerTip({
      publishTime: Date.UTC(2025, 1, 7, 2, 0),
      messageMatchList: [makeMatch(9, { matchDate: Date.UTC(2025, 1, 8, 18, 0), homeScore: 1, awayScore: 2 })],
    });
    renderTip();
    expect(await screen.findByText(/2025年02月09日 02:00 开赛/)).toBeTruthy();
    expect(screen.getByText(/2025年02月07日 10:00 发布/)).toBeTruthy();
  });

  it('reads 待定 for a kick-off time the record does not give yet, and the time of a match already played', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.UTC(2026, 10, 29, 4, 0));
    answerTip({
      messageMatchList: [
        makeMatch(9, { matchDate: Date.UTC(2026, 11, 6, 17, 0), kickoffTimeTbd: true }),
        makeMatch(10, { matchDate: Date.UTC(2026, 10, 22, 17, 0), kickoffTimeTbd: true, statusId: 8, homeScore: 1, awayScore: 0 }),
      ],
    });
    renderTip();
    expect(await screen.findByText(/12月07日 待定 开赛/)).toBeTruthy();
    expect(screen.getByText(/11月23日 01:00 开赛/)).toBeTruthy();
  });
});

describe('tip detail: locked and bought', () => {
  it('shows a visitor the teams, kick-off, price and 购买, but not the pick or the analysis', async () => {
    answerTip();
    renderTip();
    expect(await screen.findByRole('heading', { name: '推荐1' })).toBeTruthy();
    expect(screen.getByText('阿森纳')).toBeTruthy();
    expect(screen.getByText('切尔西')).toBeTruthy();
    expect(screen.getByText(/11月30日 20:00 开赛/)).toBeTruthy();
    const locked = screen.getByRole('region', { name: '付费内容' });
    expect(within(locked).getByText('58 金币')).toBeTruthy();
    expect(within(locked).getByText('不中退还 50% 金币')).toBeTruthy();
    expect(within(locked).getByRole('button', { name: '购买' })).toBeTruthy();
    expect(screen.queryByText(PAID.sportsInfo)).toBeNull();
  });

  it('opens the match page from a match’s score', async () => {
    answerTip();
    renderWithMatchRoute(<TipDetail />, { path: '/news/detail/1', pattern: '/news/detail/:id' });
    fireEvent.click(await screen.findByRole('link', { name: '阿森纳 VS 切尔西' }));
    expect(await screen.findByText('match page 900')).toBeTruthy();
  });

  it('asks a visitor to log in before buying, and opens no sheet without a login', async () => {
    answerTip();
    const { login } = renderTip();
    fireEvent.click(await screen.findByRole('button', { name: '购买' }));
    await waitFor(() => expect(login).toHaveBeenCalledWith('/news/detail/1'));
    expect(screen.queryByRole('dialog', { name: '确认购买' })).toBeNull();
  });

  it('shows a bought tip whole, with no buy button', async () => {
    useAuthStore.getState().setSession({ token: 'tok', uid: '7' });
    const tip = answerTip();
    tip.bought.value = true;
    renderTip();
    const content = await screen.findByRole('region', { name: '推荐内容' }, { timeout: 10_000 });
    expect(within(content).getByText(PAID.sportsPlay)).toBeTruthy();
    expect(within(content).getByText(PAID.sportsInfo)).toBeTruthy();
    expect(screen.queryByRole('button', { name: '购买' })).toBeNull();
  });

  it('remembers on this device that the tip was opened (readProgramIds), for the lists to dim it', async () => {
    answerTip();
    renderTip();
    await screen.findByRole('heading', { name: '推荐1' });
    expect(JSON.parse(localStorage.getItem('readProgramIds') ?? '[]')).toEqual([1]);
  });

  it('says a tip staff hid is hidden, and shows nothing of it', async () => {
    server.use(handle(newsRoutes.messageDetail, () => ({ code: Code.TipClosed, msg: '该推荐已被隐藏', status: 409 })));
    renderTip();
    expect((await screen.findByRole('alert')).textContent).toContain('该推荐已被隐藏');
    expect(screen.queryByRole('button', { name: /购买/ })).toBeNull();
  });

  it('marks 模拟 beside a match whose score the simulator played, not beside the record’s', async () => {
    answerTip({
      result: 'win',
      messageMatchList: [
        makeMatch(9, { homeName: '拜仁', awayName: '斯图加特', statusId: 8, homeScore: 2, awayScore: 1, scoreSimulated: true }),
        makeMatch(10, { homeName: '多特蒙德', awayName: '莱比锡', statusId: 8, homeScore: 0, awayScore: 0 }),
      ],
    });
    renderTip();
    const simulated = (await screen.findByText('拜仁')).closest('li')!;
    expect(within(simulated).getByText('模拟')).toBeTruthy();
    expect(within(screen.getByText('多特蒙德').closest('li')!).queryByText('模拟')).toBeNull();
  });

  it('shows a settled tip’s result with the SPEC label', async () => {
    answerTip({ result: 'half_win', yieldRate: 45 });
    renderTip();
    expect((await screen.findByTestId('tip-result')).textContent).toBe('赢半');
    expect(screen.getByText('收益率 45%')).toBeTruthy();
  });
});

describe('tip detail: buying', () => {
  beforeEach(() => useAuthStore.getState().setSession({ token: 'tok', uid: '7' }));

  it('confirms with price and balance, buys once however often it is tapped, then shows the content and the new balance', async () => {
    const tip = answerTip();
    const gold = answerGold(100);
    const buys: unknown[] = [];
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(
      handle(newsRoutes.buy, async ({ input }) => {
        buys.push(input);
        await held;
        tip.bought.value = true;
        gold.value = 42;
        return { data: { messageId: 1, isBuy: 1 as const, payTime: Date.now(), balance: 42 } };
      }),
    );
    renderTip();
    fireEvent.click(await screen.findByRole('button', { name: '购买' }));
    const sheet = await screen.findByRole('dialog', { name: '确认购买' }, { timeout: 10_000 });
    expect(within(sheet).getByTestId('buy-price').textContent).toBe('58 金币');
    await waitFor(() => expect(within(sheet).getByTestId('buy-balance').textContent).toBe('100 金币'));
    // the day's allowance (10000 left) does not limit a balance of 100: not shown
    expect(within(sheet).queryByTestId('buy-daily-left')).toBeNull();
    const goldCallsBefore = gold.calls;

    const pay = within(sheet).getByRole('button', { name: '支付 58 金币' });
    fireEvent.click(pay);
    fireEvent.click(pay);
    fireEvent.click(await within(sheet).findByRole('button', { name: '购买中...' }));
    release();

    const content = await screen.findByRole('region', { name: '推荐内容' }, { timeout: 10_000 });
    expect(within(content).getByText(PAID.sportsInfo)).toBeTruthy();
    expect(buys).toEqual([{ messageId: '1' }]);
    expect(screen.queryByRole('button', { name: '购买' })).toBeNull();
    await waitFor(() => expect(toasts).toContain('购买成功'));
    // the account sheet's balance is the same query: asked again after the purchase
    await waitFor(() => expect(gold.calls).toBeGreaterThan(goldCallsBefore));
  });

  it('with too little gold, says so and offers the gold page instead of paying', async () => {
    answerTip();
    answerGold(10);
    const buys: unknown[] = [];
    server.use(
      handle(newsRoutes.buy, () => {
        buys.push(1);
        return { code: Code.GoldInsufficient, msg: 'not enough gold', status: 402 };
      }),
    );
    renderTip();
    fireEvent.click(await screen.findByRole('button', { name: '购买' }));
    const sheet = await screen.findByRole('dialog', { name: '确认购买' }, { timeout: 10_000 });
    expect(await within(sheet).findByText('金币不足，无法购买这条推荐')).toBeTruthy();
    expect(within(sheet).getByRole('link', { name: '去获取金币' }).getAttribute('href')).toBe('/gold-document');
    expect(within(sheet).queryByRole('button', { name: /支付/ })).toBeNull();
    expect(buys).toEqual([]);
  });

  it('when the session turns out to be over (logged in elsewhere), the sheet closes instead of loading the balance for ever', async () => {
    answerTip();
    server.use(handle(userRoutes.info, () => ({ code: Code.Kicked, msg: '账号已在其他设备登录', status: 401 })));
    const { login } = renderTip();
    fireEvent.click(await screen.findByRole('button', { name: '购买' }));
    await waitFor(() => expect(useAuthStore.getState().token).toBeNull());
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '确认购买' })).toBeNull());
    expect(screen.queryByText('加载中...')).toBeNull();

    // 购买 is still there, and now asks for a login first
    fireEvent.click(screen.getByRole('button', { name: '购买' }));
    await waitFor(() => expect(login).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('dialog', { name: '确认购买' })).toBeNull();
  });

  it('says why the balance did not load, not 加载中 for ever', async () => {
    answerTip();
    server.use(handle(userRoutes.info, () => ({ code: Code.Internal, msg: 'internal', status: 500 })));
    renderTip();
    fireEvent.click(await screen.findByRole('button', { name: '购买' }));
    const sheet = await screen.findByRole('dialog', { name: '确认购买' }, { timeout: 10_000 });
    await waitFor(() => expect(within(sheet).getByTestId('buy-balance').textContent).toBe('服务器开小差了，请稍后重试'));
  });

  it('with less left of the day\'s limit than the price, says how much is left instead of paying', async () => {
    answerTip();
    answerGold(100);
    const buys: unknown[] = [];
    server.use(
      handle(activityRoutes.goldDailyLimit, () => ({ data: { limit: 10000, used: 9970, remaining: 30 } })),
      handle(newsRoutes.buy, () => {
        buys.push(1);
        return { data: { messageId: 1, isBuy: 1 as const, payTime: Date.now(), balance: 42 } };
      }),
    );
    renderTip();
    fireEvent.click(await screen.findByRole('button', { name: '购买' }));
    const sheet = await screen.findByRole('dialog', { name: '确认购买' }, { timeout: 10_000 });
    expect(await within(sheet).findByText('今日还可消费 30 金币，不够购买这条推荐，明天再来吧')).toBeTruthy();
    expect(within(sheet).getByTestId('buy-daily-left').textContent).toBe('30 金币');
    expect(within(sheet).queryByRole('button', { name: /支付/ })).toBeNull();
    expect(buys).toEqual([]);
  });

  it('when the server finds the day\'s limit reached (spent meanwhile in another tab), says what is left now', async () => {
    answerTip();
    answerGold(100);
    const left = { value: 10000 };
    server.use(
      handle(activityRoutes.goldDailyLimit, () => ({ data: { limit: 10000, used: 10000 - left.value, remaining: left.value } })),
      handle(newsRoutes.buy, () => {
        left.value = 20;
        return { code: Code.GoldDailyLimit, msg: '已达今日金币消费上限（每日 10000 金币），今日还可消费 20 金币', status: 402 };
      }),
    );
    renderTip();
    fireEvent.click(await screen.findByRole('button', { name: '购买' }));
    const sheet = await screen.findByRole('dialog', { name: '确认购买' }, { timeout: 10_000 });
    fireEvent.click(await within(sheet).findByRole('button', { name: '支付 58 金币' }));
    expect(await within(sheet).findByText('今日还可消费 20 金币，不够购买这条推荐，明天再来吧')).toBeTruthy();
    expect(within(sheet).queryByRole('button', { name: /支付/ })).toBeNull();
    expect(screen.queryByRole('region', { name: '推荐内容' })).toBeNull();
  });

  it('when the server finds too little gold (the balance moved meanwhile), offers the gold page too', async () => {
    answerTip();
    answerGold(100);
    server.use(handle(newsRoutes.buy, () => ({ code: Code.GoldInsufficient, msg: 'not enough gold', status: 402 })));
    renderTip();
    fireEvent.click(await screen.findByRole('button', { name: '购买' }));
    const sheet = await screen.findByRole('dialog', { name: '确认购买' }, { timeout: 10_000 });
    fireEvent.click(await within(sheet).findByRole('button', { name: '支付 58 金币' }));
    expect(await within(sheet).findByRole('link', { name: '去获取金币' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: '推荐内容' })).toBeNull();
  });
});
