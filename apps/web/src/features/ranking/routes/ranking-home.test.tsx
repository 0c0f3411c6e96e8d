import { rankingRoutes, type RankingDate, type RankingDateLists } from '@sport/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../../lib/auth-store';
import { handle, server, type CallInfo } from '../../../testing/msw';
import { renderPage } from '../../../testing/render-page';
import { BOARDS, makePeriod, makeReport, makeUser, weekStart } from '../testing/fixtures';
import RankingHome from './ranking-home';

const toasts = vi.hoisted(() => [] as string[]);
vi.mock('../../../lib/toast', () => ({
  toastSuccess: (text: string) => toasts.push(text),
  toastText: (text: string) => toasts.push(text),
  toastError: (text: string) => toasts.push(text),
}));

afterEach(() => {
  toasts.length = 0;
  useAuthStore.getState().clear();
});

const recent = (period: RankingDate): RankingDateLists => ({ rankingDateList: [period], historyRankingDateList: [] });
const closed = (period: RankingDate): RankingDateLists => ({ rankingDateList: [], historyRankingDateList: [period] });

/** Answers ranking/list through `answer` and keeps what each call asked. */
function answerLists(answer: (input: CallInfo['input']) => RankingDateLists) {
  const asked: CallInfo['input'][] = [];
  server.use(
    handle(rankingRoutes.config, () => ({ data: BOARDS })),
    handle(rankingRoutes.list, ({ input }) => {
      asked.push(input);
      return { data: answer(input) };
    }),
  );
  return asked;
}

const render = (login = vi.fn(() => Promise.resolve(false))) => {
  renderPage(<RankingHome />, { path: '/user-ranking', pattern: '/user-ranking', env: { login } });
  return { login };
};
const podium = () => screen.getByRole('list', { name: '前三名' });
const names = (list: HTMLElement) =>
  within(list)
    .getAllByRole('listitem')
    .map((item) => item.querySelector('.rk-name')?.textContent);

describe('ranking home: boards', () => {
  it('shows the boards as tabs, the top three on the podium in rank order and the rest below', async () => {
    const asked = answerLists(() => recent(makePeriod(6)));
    render();
    expect(screen.getByRole('status', { name: '加载中...' })).toBeTruthy();

    expect((await screen.findAllByRole('tab')).map((tab) => tab.textContent)).toEqual(['红单榜', '盈利榜', '人气榜']);
    expect(screen.getByRole('tab', { name: '红单榜' }).getAttribute('aria-selected')).toBe('true');
    await waitFor(() => expect(names(podium())).toEqual(['玩家1', '玩家2', '玩家3']));
    expect(within(podium()).getByText('第1名')).toBeTruthy();
    expect(within(podium()).getAllByText('红单 99')).toHaveLength(1);
    expect(names(screen.getByRole('list', { name: '排名' }))).toEqual(['玩家4', '玩家5', '玩家6']);
    expect(screen.getAllByText('命中率 62.5%').length).toBe(6);
    expect(asked).toEqual([{ type: '1' }]);
  });

  it('opens another board on its tab, with that board’s figures', async () => {
    const asked = answerLists(({ type }) =>
      recent(
        makePeriod(0, {
          redRankingList: [makeUser(1, { nickName: `第${String(type)}榜的冠军`, value: 5230 })],
        }),
      ),
    );
    render();
    await screen.findByText('第1榜的冠军');
    fireEvent.click(screen.getByRole('tab', { name: '盈利榜' }));
    expect(await screen.findByText('第2榜的冠军')).toBeTruthy();
    expect(screen.getByText('盈利 5230')).toBeTruthy();
    expect(screen.getByRole('tab', { name: '盈利榜' }).getAttribute('aria-selected')).toBe('true');
    expect(asked.map((input) => input.type)).toEqual(['1', '2']);
  });

  it('asks the longer list on "show more" and keeps the rows on screen meanwhile', async () => {
    const asked = answerLists(({ showMore }) =>
      showMore === '1'
        ? recent(makePeriod(12))
        : recent(makePeriod(10, { winRankingList: { list: [4, 5, 6, 7, 8, 9, 10].map((r) => makeUser(r)), showMore: true } })),
    );
    render();
    await waitFor(() => expect(within(screen.getByRole('list', { name: '排名' })).getAllByRole('listitem')).toHaveLength(7));
    fireEvent.click(screen.getByRole('button', { name: '查看更多' }));
    await waitFor(() => expect(within(screen.getByRole('list', { name: '排名' })).getAllByRole('listitem')).toHaveLength(9));
    expect(screen.queryByRole('button', { name: '查看更多' })).toBeNull();
    expect(asked).toEqual([{ type: '1' }, { type: '1', showMore: '1' }]);
  });

  it('says so when nobody is on the board, and when the boards are not open', async () => {
    answerLists(() => recent(makePeriod(0)));
    render();
    expect(await screen.findByText('本期榜单暂无上榜用户')).toBeTruthy();
    expect(screen.getByText('本期暂无晒单')).toBeTruthy();
  });

  it('points an empty open week (a Monday morning) to the week that just closed, and shows that week', async () => {
    const asked = answerLists(({ startDate }) =>
      startDate === String(weekStart(1))
        ? closed(makePeriod(0, { redRankingList: [makeUser(1, { nickName: '上周冠军' })] }))
        : recent(makePeriod(0)),
    );
    render();
    expect(await screen.findByText('本期榜单暂无上榜用户')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '看看上周榜单' }));
    expect(await screen.findByText('上周冠军')).toBeTruthy();
    expect(screen.getByRole('button', { name: '历史' }).getAttribute('aria-pressed')).toBe('true');
    expect(asked).toEqual([{ type: '1' }, { type: '1', startDate: String(weekStart(1)) }]);
    // a closed week that is empty has no week to point to
    expect(screen.queryByRole('button', { name: '看看上周榜单' })).toBeNull();
  });

  it('shows the boards are not open when ranking/config lists none', async () => {
    server.use(handle(rankingRoutes.config, () => ({ data: [] })));
    render();
    expect(await screen.findByText('榜单暂未开放')).toBeTruthy();
  });

  it('offers a retry when the board fails, and shows it once the retry answers', async () => {
    let fail = true;
    answerLists(() => recent(makePeriod(3)));
    server.use(
      handle(rankingRoutes.list, () =>
        fail ? { code: 500, msg: '服务繁忙', status: 500 } : { data: recent(makePeriod(3)) },
      ),
    );
    render();
    const retry = await screen.findByRole('button', { name: '重试' }, { timeout: 10_000 });
    fail = false;
    fireEvent.click(retry);
    await waitFor(() => expect(names(podium())).toEqual(['玩家1', '玩家2', '玩家3']));
  });
});

describe('ranking home: periods', () => {
  it('switches between the recent week and the closed weeks, newest first', async () => {
    const asked = answerLists(({ startDate }) => {
      if (startDate === undefined) return recent(makePeriod(3));
      const start = Number(startDate);
      return closed(
        makePeriod(0, {
          startDate: start,
          endDate: start + 7 * 86_400_000,
          redRankingList: [makeUser(1, { nickName: start === weekStart(1) ? '上周冠军' : '两周前冠军' })],
        }),
      );
    });
    render();
    const periods = await screen.findByRole('group', { name: '周期' });
    expect(await screen.findByText('11.23 - 11.29')).toBeTruthy();
    expect(within(periods).getByRole('button', { name: '近期' }).getAttribute('aria-pressed')).toBe('true');

    fireEvent.click(within(periods).getByRole('button', { name: '历史' }));
    expect(await screen.findByText('上周冠军')).toBeTruthy();
    const select = screen.getByRole('combobox', { name: '历史周期' });
    expect(within(select).getAllByRole('option').map((o) => o.textContent)).toEqual(['11.16 - 11.22', '11.09 - 11.15']);

    fireEvent.change(select, { target: { value: String(weekStart(2)) } });
    expect(await screen.findByText('两周前冠军')).toBeTruthy();

    fireEvent.click(within(periods).getByRole('button', { name: '近期' }));
    await waitFor(() => expect(names(podium())).toEqual(['玩家1', '玩家2', '玩家3']));
    expect(asked.map((input) => input.startDate)).toEqual([undefined, String(weekStart(1)), String(weekStart(2))]);
  });
});

describe('ranking home: the caller', () => {
  it('offers a visitor the login for their own place', async () => {
    answerLists(() => recent(makePeriod(3)));
    const { login } = render();
    const mine = await screen.findByRole('region', { name: '我的排名' });
    expect(within(mine).getByText('登录后查看我的排名')).toBeTruthy();
    fireEvent.click(within(mine).getByRole('button', { name: '登录' }));
    await waitFor(() => expect(login).toHaveBeenCalledWith('/user-ranking'));
  });

  it('shows a logged-in caller their own place, and hides them with the switch', async () => {
    useAuthStore.getState().setSession({ token: 'tok', uid: '42' });
    let hidden = false;
    const switched: CallInfo['input'][] = [];
    answerLists(() =>
      recent(
        makePeriod(3, {
          hidden,
          myRanking: hidden ? null : makeUser(17, { userId: 42, nickName: '我自己', value: 12 }),
        }),
      ),
    );
    server.use(
      handle(rankingRoutes.switch, ({ input }) => {
        switched.push(input);
        hidden = input.hidden === '1';
        return { data: { hidden } };
      }),
    );
    render();
    const mine = await screen.findByRole('region', { name: '我的排名' });
    expect(within(mine).getByText('我自己')).toBeTruthy();
    expect(within(mine).getByText('17')).toBeTruthy();

    const toggle = within(mine).getByRole<HTMLInputElement>('switch', { name: '在榜单中隐藏我' });
    expect(toggle.checked).toBe(false);
    fireEvent.click(toggle);
    await waitFor(() => expect(within(mine).getByText('已隐藏，其他人在榜单上看不到你')).toBeTruthy());
    expect(within(mine).queryByText('我自己')).toBeNull();
    expect(within(mine).getByRole<HTMLInputElement>('switch').checked).toBe(true);
    expect(switched).toEqual([{ hidden: '1' }]);
    expect(toasts).toEqual(['已在榜单中隐藏']);
  });

  it('says a logged-in caller is not on this board yet', async () => {
    useAuthStore.getState().setSession({ token: 'tok', uid: '42' });
    answerLists(() => recent(makePeriod(3)));
    render();
    const mine = await screen.findByRole('region', { name: '我的排名' });
    expect(within(mine).getByText('本期暂未上榜')).toBeTruthy();
  });
});

describe('ranking home: betting reports', () => {
  /** A vote call that answers only when the test says so, with the server's counts after the rule. */
  function heldVotes(fail = false) {
    let state = { like: 3, dislike: 1, myVote: 0 };
    const calls: string[] = [];
    let release: () => void = () => undefined;
    const answer = (kind: 'like' | 'dislike') => async () => {
      calls.push(kind);
      await new Promise<void>((resolve) => {
        release = resolve;
      });
      if (fail) return { code: 500, msg: '服务繁忙', status: 500 };
      const vote = kind === 'like' ? 1 : -1;
      const next = { ...state };
      if (state.myVote === 1) next.like -= 1;
      if (state.myVote === -1) next.dislike -= 1;
      if (state.myVote === vote) next.myVote = 0;
      else {
        next.myVote = vote;
        if (vote === 1) next.like += 1;
        else next.dislike += 1;
      }
      state = next;
      return { data: { reportId: 5, ...state } };
    };
    server.use(handle(rankingRoutes.reportLike, answer('like')), handle(rankingRoutes.reportDislike, answer('dislike')));
    return { calls, release: () => release() };
  }

  const report = () => screen.getByRole('article', { name: '晒单人5的晒单' });
  const button = (name: string) => within(report()).getByRole('button', { name: new RegExp(`^${name}`) });
  const counts = () => [
    within(report()).getByTestId('like-count').textContent,
    within(report()).getByTestId('dislike-count').textContent,
  ];

  it('shows the week’s reports with their picks and results', async () => {
    answerLists(() => recent(makePeriod(3, { bettingReportList: [makeReport(5)] })));
    render();
    await screen.findByRole('article', { name: '晒单人5的晒单' });
    expect(within(report()).getByText('阿森纳 vs 切尔西')).toBeTruthy();
    expect(within(report()).getByText('赢').getAttribute('data-result')).toBe('win');
    expect(within(report()).getByText('投注 100 · 派彩 195')).toBeTruthy();
  });

  it('likes at once, takes the like back on a second tap, and moves it to a dislike', async () => {
    useAuthStore.getState().setSession({ token: 'tok', uid: '42' });
    answerLists(() => recent(makePeriod(3, { bettingReportList: [makeReport(5)] })));
    const votes = heldVotes();
    render();
    await screen.findByRole('article', { name: '晒单人5的晒单' });
    expect(counts()).toEqual(['3', '1']);

    fireEvent.click(button('赞'));
    await waitFor(() => expect(counts()).toEqual(['4', '1']));
    expect(button('赞').getAttribute('aria-pressed')).toBe('true');
    votes.release();
    await waitFor(() => expect(button('赞').hasAttribute('disabled')).toBe(false));

    fireEvent.click(button('赞'));
    await waitFor(() => expect(counts()).toEqual(['3', '1']));
    expect(button('赞').getAttribute('aria-pressed')).toBe('false');
    votes.release();
    await waitFor(() => expect(button('踩').hasAttribute('disabled')).toBe(false));

    fireEvent.click(button('赞'));
    await waitFor(() => expect(counts()).toEqual(['4', '1']));
    votes.release();
    await waitFor(() => expect(button('踩').hasAttribute('disabled')).toBe(false));
    fireEvent.click(button('踩'));
    await waitFor(() => expect(counts()).toEqual(['3', '2']));
    expect(button('踩').getAttribute('aria-pressed')).toBe('true');
    expect(button('赞').getAttribute('aria-pressed')).toBe('false');
    votes.release();
    await waitFor(() => expect(button('踩').hasAttribute('disabled')).toBe(false));
    expect(counts()).toEqual(['3', '2']);
    expect(votes.calls).toEqual(['like', 'like', 'like', 'dislike']);
  });

  it('takes the vote back when the call fails', async () => {
    useAuthStore.getState().setSession({ token: 'tok', uid: '42' });
    answerLists(() => recent(makePeriod(3, { bettingReportList: [makeReport(5)] })));
    const votes = heldVotes(true);
    render();
    await screen.findByRole('article', { name: '晒单人5的晒单' });
    fireEvent.click(button('赞'));
    await waitFor(() => expect(counts()).toEqual(['4', '1']));
    votes.release();
    await waitFor(() => expect(counts()).toEqual(['3', '1']));
    expect(button('赞').getAttribute('aria-pressed')).toBe('false');
  });

  it('asks a visitor to log in and does not vote', async () => {
    answerLists(() => recent(makePeriod(3, { bettingReportList: [makeReport(5)] })));
    const votes = heldVotes();
    const { login } = render();
    await screen.findByRole('article', { name: '晒单人5的晒单' });
    fireEvent.click(button('赞'));
    await waitFor(() => expect(login).toHaveBeenCalledWith('/user-ranking'));
    expect(counts()).toEqual(['3', '1']);
    expect(votes.calls).toEqual([]);
  });
});
