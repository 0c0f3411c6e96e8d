import { forumRoutes, rankingRoutes, systemRoutes, type BetResult } from '@sport/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../../lib/auth-store';
import { handle, server, type CallInfo } from '../../../testing/msw';
import { renderPage } from '../../../testing/render-page';
import { renderWithMatchRoute } from '../../../testing/render-with-match-route';
import { makeBet, makeBettingPage, makeLeg, makeReport } from '../testing/fixtures';
import RankUser from './rank-user';

const render = (id: number | string = 7, login = () => Promise.resolve(false)) =>
  renderPage(<RankUser />, { path: `/user-ranking/user/${id}`, pattern: '/user-ranking/user/:id', env: { login } });

afterEach(() => {
  useAuthStore.getState().clear();
  vi.useRealTimers();
});

/** Two pages of a user's bets: 100, then 30 more; the second asked with the first one's cursor. */
function answerTwoPages() {
  const asked: CallInfo['input'][] = [];
  server.use(
    handle(rankingRoutes.bettingList, ({ input }) => {
      asked.push(input);
      if (input.cursor === 'after-100') {
        return { data: makeBettingPage(Array.from({ length: 30 }, (_, i) => makeBet(101 + i)), { pageNum: 2, total: 130 }) };
      }
      return {
        data: makeBettingPage(Array.from({ length: 100 }, (_, i) => makeBet(i + 1)), { cursor: 'after-100', total: 130 }),
      };
    }),
  );
  return asked;
}

const bets = () => screen.getAllByRole('article', { name: /^注单/ });

// the bet cards name their platform from the gamebet config: none configured unless a test says so
beforeEach(() => server.use(handle(systemRoutes.gamebetConfig, () => ({ data: [] }))));

describe('rank-user', () => {
  it('shows the user, their title and record', async () => {
    server.use(handle(rankingRoutes.bettingList, () => ({ data: makeBettingPage([makeBet(1)]) })));
    render();
    expect(await screen.findByRole('heading', { level: 2, name: /球圣老王/ })).toBeTruthy();
    expect(screen.getByText('红单达人')).toBeTruthy();
    const record = screen.getByLabelText('战绩');
    const cells = [...record.querySelectorAll('div')].map((d) => d.textContent);
    expect(cells).toEqual(['投注1', '红单25', '命中率62.5%', '盈亏+1280']);
  });

  it('opens the match page from a bet’s match', async () => {
    server.use(handle(rankingRoutes.bettingList, () => ({ data: makeBettingPage([makeBet(1)]) })));
    renderWithMatchRoute(<RankUser />, { path: '/user-ranking/user/7', pattern: '/user-ranking/user/:id' });
    fireEvent.click(await screen.findByRole('link', { name: /阿森纳 vs/ }));
    expect(await screen.findByText('match page 9001')).toBeTruthy();
  });

  it('counts in the head the same bets the list says it has, open ones too (the rate is over settled ones)', async () => {
    server.use(
      handle(rankingRoutes.bettingList, () => ({
        data: makeBettingPage([makeBet(1), makeBet(2, 'waiting')], { total: 42 }),
      })),
    );
    render();
    await screen.findByText('共 42 单');
    const record = screen.getByLabelText('战绩');
    expect(record.querySelector('div')?.textContent).toBe('投注42');
    expect(within(record).getByText('62.5%')).toBeTruthy();
  });

  it('names the platform a bet was placed on, not its code', async () => {
    server.use(
      handle(rankingRoutes.bettingList, () => ({
        data: makeBettingPage([makeBet(1), makeBet(2, 'win', { platform: 'new-st' })]),
      })),
    );
    render();
    await screen.findByText('共 2 单');
    const [first, second] = bets();
    expect(first?.querySelector('.rk-card-head')?.textContent).toContain('星级体育');
    expect(second?.querySelector('.rk-card-head')?.textContent).toContain('新盛泰体育');
    expect(screen.queryByText(/XJ|NEW-ST/)).toBeNull();
  });

  it('names the year of a bet placed outside this year (China time), and not of one within it', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.UTC(2026, 10, 29, 4, 0));
    server.use(
      handle(rankingRoutes.bettingList, () => ({
        data: makeBettingPage([makeBet(1), makeBet(2, 'win', { betTime: Date.UTC(2025, 11, 20, 4, 0) })]),
      })),
    );
    render();
    await screen.findByText('共 2 单');
    const [recent, old] = bets().map((bet) => bet.querySelector('.rk-card-head')?.textContent);
    expect(recent).toMatch(/^11\.2\d \d\d:\d\d/);
    expect(old).toMatch(/^2025\.12\.20 12:00/);
  });

  it('reads 待定 for an open leg’s kick-off time the record does not give yet, and the slot once it is passed', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.UTC(2026, 10, 29, 4, 0));
    const leg = { result: 'waiting' as const, kickoffTimeTbd: true };
    server.use(
      handle(rankingRoutes.bettingList, () => ({
        data: makeBettingPage([
          makeBet(1, 'waiting', { betInfos: [makeLeg({ ...leg, matchDate: Date.UTC(2026, 10, 29, 17, 0) })] }),
          makeBet(2, 'waiting', { betInfos: [makeLeg({ ...leg, matchDate: Date.UTC(2026, 10, 29, 3, 0) })] }),
        ]),
      })),
    );
    render();
    await screen.findByText('共 2 单');
    const [later, playing] = bets().map((bet) => bet.querySelector('.rk-leg-meta')?.textContent);
    expect(later).toBe('英超 · 11.30 待定');
    expect(playing).toBe('英超 · 11.29 11:00');
  });

  it('colours each bet by its result, half-win and half-lose included', async () => {
    const results: BetResult[] = ['win', 'half_win', 'lose', 'half_lose', 'draw', 'cancel', 'waiting'];
    server.use(
      handle(rankingRoutes.bettingList, () => ({ data: makeBettingPage(results.map((r, i) => makeBet(i + 1, r))) })),
    );
    render();
    await screen.findByText('共 7 单');
    const shown = bets().map((bet) => {
      const tag = bet.querySelector('.rk-card-head [data-result]');
      return [tag?.textContent, tag?.className];
    });
    expect(shown).toEqual([
      ['赢', 'rk-result rk-result-win'],
      ['赢半', 'rk-result rk-result-half_win'],
      ['输', 'rk-result rk-result-lose'],
      ['输半', 'rk-result rk-result-half_lose'],
      ['走水', 'rk-result rk-result-draw'],
      ['已取消', 'rk-result rk-result-cancel'],
      ['待开奖', 'rk-result rk-result-waiting'],
    ]);
  });

  it('names the platform of each bet with its game icon and name from the gamebet config', async () => {
    const asked: CallInfo['input'][] = [];
    server.use(
      handle(rankingRoutes.bettingList, () => ({
        data: makeBettingPage([makeBet(1, 'win', { platform: 'xj' }), makeBet(2, 'win', { platform: 'new-st' })]),
      })),
      handle(systemRoutes.gamebetConfig, ({ input }) => {
        asked.push(input);
        return {
          data: [
            { id: 1, gameId: 3, name: 'XJ体育', icon: 'icon-xj', jumpUrl: '', sort: 0 },
            { id: 2, gameId: 164, name: '新体育', icon: 'icon-new', jumpUrl: '', sort: 1 },
          ],
        };
      }),
    );
    render();
    const [first, second] = await screen.findAllByRole('article', { name: /^注单/ });
    expect(await within(first!).findByText('XJ体育')).toBeTruthy();
    expect(within(second!).getByText('新体育')).toBeTruthy();
    expect(within(first!).queryByText(/XJ ·|· XJ$/)).toBeNull();
    expect(first!.querySelector('img')?.getAttribute('src')).toBe('/api/forehead/system/file/get/icon-xj');
    expect(asked).toEqual([{ showClient: '3' }]);
  });

  it('shows 100 bets, then the next page after them with the cursor, then says there are no more', async () => {
    const asked = answerTwoPages();
    render();
    await waitFor(() => expect(bets()).toHaveLength(100));
    expect(screen.getByText('共 130 单')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: '加载更多' }));
    await waitFor(() => expect(bets()).toHaveLength(130));
    expect(bets()[100]?.getAttribute('aria-label')).toBe('注单 B101');
    expect(screen.getByText('没有更多了')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '加载更多' })).toBeNull();
    expect(asked).toEqual([
      { userId: '7', size: '100', page: '1' },
      { userId: '7', size: '100', page: '2', cursor: 'after-100' },
    ]);
  });

  it('says so when the user has no bets', async () => {
    server.use(handle(rankingRoutes.bettingList, () => ({ data: makeBettingPage([]) })));
    render();
    expect(await screen.findByText('暂无投注记录')).toBeTruthy();
  });

  it('says the user is not there, with a way back, for an unknown id', async () => {
    server.use(handle(rankingRoutes.bettingList, () => ({ code: 404, msg: '用户不存在', status: 404 })));
    render(99);
    expect(await screen.findByText('没有找到这位用户', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByRole('button', { name: '返回' })).toBeTruthy();
  });

  it('does not ask for an address that cannot name a user', async () => {
    render('abc');
    expect(await screen.findByText('没有找到这位用户')).toBeTruthy();
  });

  it('lists the user’s reports on their tab', async () => {
    server.use(
      handle(rankingRoutes.bettingList, () => ({
        data: makeBettingPage([makeBet(1)], {}, { reports: [makeReport(5, { nickName: '球圣老王', like: 9 })] }),
      })),
    );
    render();
    fireEvent.click(await screen.findByRole('tab', { name: 'Ta的晒单' }));
    const report = await screen.findByRole('article', { name: '球圣老王的晒单' });
    expect(within(report).getByTestId('like-count').textContent).toBe('9');
  });

  it('loads the user’s forum threads and replies when their tab opens', async () => {
    useAuthStore.getState().setSession({ token: 'tok', uid: '3' });
    const asked: string[] = [];
    server.use(
      handle(rankingRoutes.bettingList, () => ({ data: makeBettingPage([makeBet(1)]) })),
      handle(forumRoutes.userThreads, ({ input }) => {
        asked.push(`threads ${String(input.userId)}`);
        return {
          data: {
            list: [
              {
                id: 1,
                boardId: 1,
                title: '周末英超怎么看',
                photos: [],
                author: { userId: 7, nickName: '球圣老王', headUrl: '' },
                createDate: Date.UTC(2026, 10, 20),
                lastReplyDate: Date.UTC(2026, 10, 21),
                replyCount: 4,
                likeCount: 2,
                isLiked: 0 as const,
                excerpt: '阿森纳主场稳了',
              },
            ],
            cursor: null,
          },
        };
      }),
      handle(forumRoutes.userReplies, ({ input }) => {
        asked.push(`replies ${String(input.userId)}`);
        return {
          data: {
            list: [
              {
                id: 9,
                threadId: 3,
                floor: 2,
                author: { userId: 7, nickName: '球圣老王', headUrl: '' },
                content: '同意楼主',
                createDate: Date.UTC(2026, 10, 22),
                likeCount: 1,
                isLiked: 0 as const,
                threadTitle: '湖人今晚能赢吗',
              },
            ],
            cursor: null,
          },
        };
      }),
    );
    render();
    await screen.findByText('共 1 单');
    expect(asked).toEqual([]);
    fireEvent.click(screen.getByRole('tab', { name: '论坛动态' }));
    expect(await screen.findByText('周末英超怎么看')).toBeTruthy();
    expect(screen.getByText('4 回复 · 2 赞', { exact: false })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '回复' }));
    expect(await screen.findByText('回复：湖人今晚能赢吗')).toBeTruthy();
    expect(screen.getByText('同意楼主')).toBeTruthy();
    expect(asked).toEqual(['threads 7', 'replies 7']);
  });

  it('asks a visitor to log in on the forum tab, and loads nothing of the forum until they do', async () => {
    const asked: string[] = [];
    server.use(
      handle(rankingRoutes.bettingList, () => ({ data: makeBettingPage([makeBet(1)]) })),
      handle(forumRoutes.userThreads, () => {
        asked.push('threads');
        return { data: { list: [], cursor: null } };
      }),
    );
    const login = vi.fn(() => Promise.resolve(false));
    render(7, login);
    await screen.findByText('共 1 单');
    fireEvent.click(screen.getByRole('tab', { name: '论坛动态' }));
    expect(await screen.findByText('登录后才能查看这里的内容')).toBeTruthy();
    expect(login).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: '去登录' }));
    expect(login).toHaveBeenCalledTimes(2);
    expect(asked).toEqual([]);
  });
});
