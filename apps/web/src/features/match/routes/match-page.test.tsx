import { Code, matchRoutes, type MatchDetail, type MatchPush } from '@sport/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from '../../../lib/router';
import { describe, expect, it } from 'vitest';
import { matchPushKey } from '../../../lib/use-match-push';
import { handle, server } from '../../../testing/msw';
import { renderPage } from '../../../testing/render-page';
import { boxLine, footballDetail, footballHeader, goal, nbaDetail } from '../testing/fixtures';
import MatchPage from './match-page';

function Address() {
  return <output data-testid="address">{useLocation().pathname}</output>;
}

const render = (path: string) =>
  renderPage(
    <>
      <MatchPage />
      <Address />
    </>,
    { path, pattern: '/match/:id/:tab?' },
  );

/** Answers the detail call with each answer in turn (the last one from then on); counts the calls. */
function answer(...details: MatchDetail[]) {
  const calls: unknown[] = [];
  server.use(
    handle(matchRoutes.detail, ({ input }) => {
      calls.push(input.matchId);
      return { data: details[Math.min(calls.length - 1, details.length - 1)]! };
    }),
  );
  return calls;
}

const events = () =>
  within(screen.getByRole('list', { name: '比赛事件' }))
    .getAllByRole('listitem')
    .map((li) => li.textContent);
const openTab = (name: string) => fireEvent.click(screen.getByRole('tab', { name }));
const panel = () => screen.getByRole('tabpanel');

describe('match page: a real finished football match', () => {
  const real = footballDetail(7, {
    events: [
      goal(1, 23, 1, '萨卡', { assistPlayerName: '厄德高' }),
      goal(2, 55, 2, '帕尔默', { penalty: true }),
      goal(3, 90, 1, '库库雷利亚', { ownGoal: true, addedMinute: 4 }),
    ],
    eventsHeld: { goals: true, cards: false },
  });

  it('shows both teams, the score, status, competition, round and the kick-off in China time', async () => {
    answer(real);
    render('/match/7');
    expect(screen.getByRole('status', { name: '加载中...' })).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 2, name: '阿森纳' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: '比赛详情' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '返回' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: '切尔西' })).toBeTruthy();
    expect(screen.getByTestId('match-detail-score').textContent).toBe('2 : 1');
    expect(screen.getByTestId('match-detail-status').textContent).toBe('完场');
    expect(screen.getByText('英超 · 联赛 · 第5轮')).toBeTruthy();
    expect(screen.getByText('开赛 2026年09月21日 20:00')).toBeTruthy();
    // under the score (the timeline has its own half-time line)
    expect(screen.getByText('半场 1:0', { selector: '.match-notes' })).toBeTruthy();
    expect(screen.queryByText('本场比分为模拟结果')).toBeNull();
  });

  it('reads 待定 for the kick-off time of a fixture the record gives only the day of, and 比赛尚未开始 in its tabs', async () => {
    answer(
      footballDetail(8, {
        header: footballHeader(8, { statusId: 1, minute: null, homeScore: null, awayScore: null, kickoffTimeTbd: true }),
        events: [],
      }),
    );
    render('/match/8');
    expect(await screen.findByText('开赛 2026年09月21日 待定')).toBeTruthy();
    // before kick-off the tabs say the match has not started, not that nothing is known of it
    expect(within(panel()).getByRole('status').textContent).toBe('比赛尚未开始');
    openTab('数据');
    expect(within(panel()).getByRole('status').textContent).toBe('比赛尚未开始');
  });

  it('says of a past match left 待定 that the source has no result for it, not 暂无数据', async () => {
    // La Liga 2024/25's last round: the source lists the fixtures without scores
    answer(footballDetail(10, { header: footballHeader(10, { statusId: 13, minute: null, homeScore: null, awayScore: null }), events: [] }));
    render('/match/10');
    expect((await screen.findByTestId('match-detail-status')).textContent).toBe('待定');
    expect(within(panel()).getByRole('status').textContent).toBe('数据源未收录本场赛果');
    openTab('数据');
    expect(within(panel()).getByRole('status').textContent).toBe('数据源未收录本场赛果');
  });

  it('has no 半场 under the score in the first half, where the half score is the running one', async () => {
    answer(
      footballDetail(9, {
        header: footballHeader(9, {
          statusId: 2,
          minute: 30,
          homeScore: 1,
          awayScore: 0,
          homeHalfScore: 1,
          awayHalfScore: 0,
        }),
      }),
    );
    render('/match/9');
    expect(await screen.findByTestId('match-detail-status')).toBeTruthy();
    expect(screen.getByTestId('match-detail-score').textContent).toBe('1 : 0');
    expect(screen.queryByText('半场 1:0')).toBeNull();
  });

  it('names a tournament’s group by its letter: 世界杯 · 小组赛 · A组', async () => {
    answer(
      footballDetail(9, {
        header: footballHeader(9, { competitionName: '世界杯', stageName: '小组赛', groupName: 'A', roundNum: null }),
      }),
    );
    render('/match/9');
    expect(await screen.findByText('世界杯 · 小组赛 · A组')).toBeTruthy();
  });

  it('lists the goals in order with scorer, assist, penalty and own-goal marks, and the half- and full-time lines; says the record holds no statistics, line-ups or commentary', async () => {
    answer(real);
    render('/match/7');
    await screen.findByRole('list', { name: '比赛事件' });
    expect(screen.getByRole('tab', { name: '赛况' }).getAttribute('aria-selected')).toBe('true');
    expect(events()).toEqual([
      "23'进球萨卡助攻 厄德高",
      '半场 1:0',
      "55'进球帕尔默(点球)",
      "90+4'进球库库雷利亚(乌龙球)",
      '完场 2:1',
    ]);

    openTab('数据');
    expect(within(panel()).getByText('公开记录未收录本场技术统计')).toBeTruthy();
    expect(screen.getByTestId('address').textContent).toBe('/match/7/stats');
    openTab('阵容');
    expect(within(panel()).getByText('公开记录未收录本场阵容')).toBeTruthy();
    openTab('直播');
    expect(within(panel()).getByText('公开记录未收录本场文字直播')).toBeTruthy();
  });

  it('says 暂无数据 of a simulated match that holds no statistics yet, not that the record lacks them', async () => {
    answer(footballDetail(7, { resultSource: 'simulation', eventsHeld: { goals: true, cards: true } }));
    render('/match/7/stats');
    await screen.findByTestId('match-detail-score');
    expect(within(panel()).getByText('暂无数据')).toBeTruthy();
    expect(within(panel()).queryByText(/公开记录/)).toBeNull();
  });

  describe('a final decided after extra time and on penalties', () => {
    // the 2022 World Cup final: 2:0 at half time, 2:2 after 90 minutes, 3:3 after extra time, 4:2 on penalties
    const finalEvents = [
      goal(1, 23, 1, '梅西', { penalty: true }),
      goal(2, 36, 1, '迪马利亚'),
      goal(3, 80, 2, '姆巴佩', { penalty: true }),
      goal(4, 81, 2, '姆巴佩'),
      goal(5, 108, 1, '梅西'),
      goal(6, 118, 2, '姆巴佩', { penalty: true }),
    ];
    // the timeline to Messi's goal in extra time, as both the finished and the live final show it
    const toExtraTime = [
      "23'进球梅西(点球)",
      "36'进球迪马利亚",
      '半场 2:0',
      "80'进球姆巴佩(点球)",
      "81'进球姆巴佩",
      '常规时间 2:2',
      "108'进球梅西",
    ];
    const header = {
      homeScore: 3,
      awayScore: 3,
      homeHalfScore: 2,
      awayHalfScore: 0,
      homeExtraTimeScore: 3,
      awayExtraTimeScore: 3,
      homePenaltyScore: 4,
      awayPenaltyScore: 2,
    };

    it('marks the end of the 90 minutes, of extra time and the shoot-out in the timeline', async () => {
      answer(
        footballDetail(7, {
          header: footballHeader(7, header),
          events: finalEvents,
          eventsHeld: { goals: true, cards: false },
        }),
      );
      render('/match/7');
      await screen.findByRole('list', { name: '比赛事件' });
      expect(events()).toEqual([...toExtraTime, "118'进球姆巴佩(点球)", '加时 3:3', '点球 4:2', '完场 3:3']);
    });

    it('in extra time, says the 90 minutes’ score and nothing of what is not over yet', async () => {
      const live = footballHeader(7, {
        ...header,
        // 3:2 at 110', after Messi's 108th-minute goal
        awayScore: 2,
        awayExtraTimeScore: 2,
        statusId: 5,
        minute: 110,
        homePenaltyScore: null,
        awayPenaltyScore: null,
      });
      answer(
        footballDetail(7, { header: live, events: finalEvents.slice(0, 5), eventsHeld: { goals: true, cards: false } }),
      );
      render('/match/7');
      await screen.findByRole('list', { name: '比赛事件' });
      expect(events()).toEqual(toExtraTime);
    });

    it('leaves the 90 minutes’ line out when the goals do not add up to the score, rather than count wrong', async () => {
      answer(
        footballDetail(7, {
          header: footballHeader(7, header),
          events: finalEvents.slice(1),
          eventsHeld: { goals: true, cards: false },
        }),
      );
      render('/match/7');
      await screen.findByRole('list', { name: '比赛事件' });
      expect(events().filter((line) => line?.startsWith('常规时间'))).toEqual([]);
      expect(events().slice(-3)).toEqual(['加时 3:3', '点球 4:2', '完场 3:3']);
    });
  });

  it('shows the half- and full-time scores of a record that does not hold every scorer, and says it holds no more: not a timeline missing goals', async () => {
    // 2:1, one scorer known: the goals are not held
    answer(footballDetail(7, { events: [goal(1, 23, 1, '萨卡')] }));
    render('/match/7');
    await screen.findByTestId('match-detail-score');
    expect(events()).toEqual(['半场 1:0', '完场 2:1']);
    expect(within(panel()).getByText('公开记录只有本场比分，未收录进球时间与球员')).toBeTruthy();
    expect(within(panel()).queryByText('萨卡')).toBeNull();
  });

  it('shows a goalless record as the half- and full-time lines, since it holds every (no) scorer', async () => {
    const goalless = footballHeader(7, { homeScore: 0, awayScore: 0, homeHalfScore: 0, awayHalfScore: 0 });
    answer(footballDetail(7, { header: goalless, eventsHeld: { goals: true, cards: false } }));
    render('/match/7');
    await screen.findByTestId('match-detail-score');
    expect(events()).toEqual(['半场 0:0', '完场 0:0']);
    expect(within(panel()).queryByRole('status')).toBeNull();
  });
});

const livePush: MatchPush = {
  matchId: 8,
  statusId: 4,
  minute: 68,
  homeScore: 2,
  awayScore: 1,
  homeHalfScore: 1,
  awayHalfScore: 0,
  homeCorner: 6,
  awayCorner: 3,
  updatedAt: 1,
};

describe('match page: a simulated match', () => {
  const simulated = footballDetail(8, {
    resultSource: 'simulation',
    events: [goal(1, 12, 1, '萨卡'), { ...goal(2, 30, 2, '恩佐'), kind: 'yellow' }, goal(3, 70, 2, '帕尔默')],
    eventsHeld: { goals: true, cards: true },
    header: footballHeader(8, { homeScore: 1, awayScore: 1 }),
    statistics: {
      possession: null,
      shots: null,
      shotsOnTarget: null,
      corners: { home: 5, away: 3 },
      fouls: null,
      yellowCards: { home: 0, away: 1 },
      redCards: { home: 0, away: 0 },
      offsides: null,
    },
  });

  it('says so in one line and shows the statistics side by side, opened from the address', async () => {
    answer(simulated);
    render('/match/8/stats');
    expect(await screen.findByText('本场比分为模拟结果')).toBeTruthy();
    expect(screen.getByRole('tab', { name: '数据' }).getAttribute('aria-selected')).toBe('true');
    const table = screen.getByRole('table', { name: '技术统计' });
    // the teams head the columns; the middle column's heads are the rows' own (角球, 黄牌)
    expect(within(table).getAllByRole('columnheader').map((c) => c.textContent)).toEqual(['阿森纳', '切尔西']);
    expect(within(table).getByRole('row', { name: /角球/ }).textContent).toBe('5角球3');
    expect(within(table).getByRole('row', { name: /黄牌/ }).textContent).toBe('0黄牌1');
    openTab('赛况');
    expect(events()).toEqual(["12'进球萨卡", "30'黄牌恩佐", '半场 1:0', "70'进球帕尔默", '完场 1:1']);
  });

  it('moves the score and minute with a push, then asks again for the events behind it', async () => {
    const live = {
      ...simulated,
      header: footballHeader(8, { statusId: 4, statusName: '下半场', minute: 67, homeScore: 1, awayScore: 1 }),
    };
    const after = {
      ...live,
      header: { ...live.header, minute: 68, homeScore: 2 },
      events: [...live.events, goal(4, 68, 1, '哲凯赖什')],
    };
    // the refetch the push starts answers only when the test says so: the header moves before it
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const calls: unknown[] = [];
    server.use(
      handle(matchRoutes.detail, async ({ input }) => {
        calls.push(input.matchId);
        if (calls.length === 1) return { data: live };
        await held;
        return { data: after };
      }),
    );
    const { client } = render('/match/8');
    await waitFor(() => expect(screen.getByTestId('match-detail-status').textContent).toBe("下半场 67'"));
    act(() => {
      client.setQueryData(matchPushKey(8), livePush);
    });
    await waitFor(() => expect(screen.getByTestId('match-detail-score').textContent).toBe('2 : 1'));
    expect(screen.getByTestId('match-detail-status').textContent).toBe("下半场 68'");
    expect(events()).not.toContain("68'进球哲凯赖什");
    await waitFor(() => expect(calls).toHaveLength(2));
    release();
    await waitFor(() => expect(events()).toContain("68'进球哲凯赖什"));
    expect(screen.getByTestId('match-detail-score').textContent).toBe('2 : 1');
  });

  it('asks again past the browser’s copy after a push: a correction within the second shows, not the answer from before', async () => {
    const live = footballDetail(8, {
      header: footballHeader(8, { statusId: 4, minute: 67, homeScore: 1, awayScore: 1 }),
    });
    // the answer of a cached route may be kept a second (max-age=1); jsdom keeps none, so the mode is what says it
    const modes: RequestCache[] = [];
    server.use(
      handle(matchRoutes.detail, ({ request }) => {
        modes.push(request.cache);
        return { data: live };
      }),
    );
    const { client } = render('/match/8');
    await waitFor(() => expect(screen.getByTestId('match-detail-score').textContent).toBe('1 : 1'));
    act(() => {
      client.setQueryData(matchPushKey(8), { ...livePush, homeScore: 0, awayScore: 1 });
    });
    await waitFor(() => expect(modes).toHaveLength(2));
    expect(modes).toEqual(['no-cache', 'no-cache']);
  });

  it('keeps the pushed score when the answer asked after the push is older than it', async () => {
    const live = footballDetail(8, {
      header: footballHeader(8, { statusId: 4, minute: 67, homeScore: 1, awayScore: 1 }),
    });
    const calls = answer(live);
    const { client } = render('/match/8');
    await waitFor(() => expect(screen.getByTestId('match-detail-score').textContent).toBe('1 : 1'));
    act(() => {
      client.setQueryData(matchPushKey(8), { ...livePush, homeScore: 2, awayScore: 1 });
    });
    await waitFor(() => expect(calls).toHaveLength(2));
    await waitFor(() => expect(client.isFetching()).toBe(0));
    expect(screen.getByTestId('match-detail-score').textContent).toBe('2 : 1');
  });

  it.each([
    [3, null, '中场'],
    [5, 105, "加时赛 105'"],
    [7, 120, '点球决战'],
  ])('names status %i (minute %s) as such: %s', async (statusId, minute, text) => {
    answer(
      footballDetail(9, { header: footballHeader(9, { statusId, minute, homePenaltyScore: 4, awayPenaltyScore: 3 }) }),
    );
    render('/match/9');
    await waitFor(() => expect(screen.getByTestId('match-detail-status').textContent).toBe(text));
    expect(screen.getByText('半场 1:0 · 点球 4:3')).toBeTruthy();
  });
});

describe('match page: an NBA game', () => {
  it('shows the score by quarter and each player’s line for both teams', async () => {
    answer(nbaDetail(20));
    render('/match/20');
    const quarters = await screen.findByRole('table', { name: '各节比分' });
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['比分', '数据', '直播', '相关']);
    expect(within(quarters).getByRole('row', { name: /湖人/ }).textContent).toBe('湖人28273025110');
    expect(within(quarters).getByRole('row', { name: /勇士/ }).textContent).toBe('勇士25302227104');

    openTab('数据');
    const home = screen.getByRole('region', { name: '湖人球员数据' });
    expect(within(home).getByRole('row', { name: /詹姆斯/ }).textContent).toBe('詹姆斯36308510210-203-74-5');
    expect(within(screen.getByRole('region', { name: '勇士球员数据' })).getByText('库里')).toBeTruthy();
    // wider than a phone, each line scrolls sideways: the keyboard reaches the far columns too
    const scroller = within(home).getByRole('table').parentElement!;
    scroller.focus();
    expect(document.activeElement).toBe(scroller);
  });

  it('names an NBA Cup game’s group as it is named (东部C组), not 东部C组组', async () => {
    const cup = nbaDetail(24);
    answer({ ...cup, header: { ...cup.header, stageName: '杯赛小组赛', groupName: '东部C组' } });
    render('/match/24');
    expect(await screen.findByText('NBA · 杯赛小组赛 · 东部C组')).toBeTruthy();
  });

  it('after a final corrected after the game, says the lines are from before the correction; not when they add up', async () => {
    const note = '比分已于赛后更正，以下球员数据为更正前的统计';
    // 詹姆斯 30 of 湖人's 110: the final was corrected, the lines kept
    answer(nbaDetail(20));
    const { unmount } = render('/match/20/box');
    expect(await screen.findByText(note)).toBeTruthy();
    expect(screen.getByRole('region', { name: '湖人球员数据' })).toBeTruthy();
    unmount();
    const agreed = nbaDetail(25);
    answer({ ...agreed, header: { ...agreed.header, homeScore: 30, awayScore: 33 } });
    render('/match/25/box');
    await screen.findByRole('region', { name: '湖人球员数据' });
    expect(screen.queryByText(note)).toBeNull();
  });

  it('sums both teams’ statistics from their players’ lines, side by side above the lines', async () => {
    const second = {
      ...boxLine(3, '里夫斯', 20),
      rebounds: 4,
      fieldGoalsMade: 7,
      fieldGoalsAttempted: 15,
      threesAttempted: 0,
      threesMade: 0,
    };
    answer(nbaDetail(23, { boxScore: { home: [boxLine(1, '詹姆斯', 30), second], away: [boxLine(2, '库里', 33)] } }));
    render('/match/23/box');
    const stats = await screen.findByRole('table', { name: '技术统计' });
    const row = (name: string) => within(stats).getByRole('row', { name: new RegExp(name) }).textContent;
    expect(row('投篮')).toBe('17-35 48.6%投篮10-20 50.0%');
    expect(row('三分')).toBe('3-7 42.9%三分3-7 42.9%');
    expect(row('篮板')).toBe('12篮板8');
    expect(row('失误')).toBe('4失误2');
  });

  it('shows the quarter with its game clock, which a push runs down (a push at a break has none)', async () => {
    answer(
      nbaDetail(22, { header: { ...nbaDetail(22).header, statusId: 8, statusName: '第四节', minute: 8, clock: 201 } }),
    );
    const { client } = render('/match/22');
    await waitFor(() => expect(screen.getByTestId('match-detail-status').textContent).toBe('第四节 03:21'));
    act(() => {
      client.setQueryData(matchPushKey(22), {
        ...livePush,
        matchId: 22,
        statusId: 8,
        minute: 9,
        clock: 59,
        homeScore: 101,
        awayScore: 99,
      });
    });
    await waitFor(() => expect(screen.getByTestId('match-detail-status').textContent).toBe('第四节 00:59'));
    // between quarters the clock is not running: the status alone
    act(() => {
      client.setQueryData(matchPushKey(22), {
        ...livePush,
        matchId: 22,
        statusId: 7,
        minute: 12,
        homeScore: 80,
        awayScore: 77,
      });
    });
    await waitFor(() => expect(screen.getByTestId('match-detail-status').textContent).toBe('第三节完'));
  });

  it('says of a real game that the record holds neither its quarters nor its lines', async () => {
    answer(nbaDetail(21, { periodScores: null, boxScore: null, resultSource: 'record' }));
    render('/match/21/box');
    await screen.findByTestId('match-detail-score');
    expect(within(panel()).getByText('公开记录未收录本场球员数据')).toBeTruthy();
    openTab('比分');
    expect(within(panel()).getByText('公开记录只有本场总比分，未收录各节比分')).toBeTruthy();
  });
});

describe('match page: errors', () => {
  it('says what went wrong in Chinese and retries', async () => {
    server.use(handle(matchRoutes.detail, () => ({ code: Code.Internal, msg: 'internal', status: 500 })));
    render('/match/7');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('服务器开小差了，请稍后重试');
    answer(footballDetail(7));
    fireEvent.click(within(alert).getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('heading', { level: 2, name: '阿森纳' })).toBeTruthy();
  });

  it('offers the way back for a match that is not there', async () => {
    server.use(handle(matchRoutes.detail, () => ({ code: Code.NotFound, msg: 'match not found', status: 404 })));
    render('/match/404');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('没有找到这场比赛');
    expect(within(alert).getByRole('button', { name: '返回上一页' })).toBeTruthy();
  });
});
