import {
  DAY_MS,
  chinaDayStart,
  euroRoutes,
  fiveLeaguesRoutes,
  monthDayZh,
  worldCupRoutes,
  type MatchPush,
  type RouteDef,
} from '@sport/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { MemoryRouter } from '../../../testing/memory-router';
import { describe, expect, it, vi } from 'vitest';
import { matchPushKey } from '../../../lib/use-match-push';
import { handle, server } from '../../../testing/msw';
import { renderPage } from '../../../testing/render-page';
import { renderWithClient } from '../../../testing/render';
import { renderWithMatchRoute } from '../../../testing/render-with-match-route';
import { emptyCentreHandlers } from '../testing/centre-handlers';
import { makeBracketMatch, makeGroup, makeMatch, makeRow } from '../testing/centre-fixtures';
import EuroCupHome from './euro-cup-home';
import FiveLeaguesHome from './five-leagues-home';
import WorldCupHome from './world-cup-home';

const today = chinaDayStart(Date.now());
// today has no match: the strip opens on the nearest match day, tomorrow
const days = [today - 2 * DAY_MS, today + DAY_MS, today + 3 * DAY_MS];
const kickoff = (day: number) => day + 20 * 60 * 60 * 1000;

interface CentreCase {
  name: string;
  Page: ComponentType;
  path: string;
  matchDate: RouteDef;
  list: RouteDef;
}

const centres: CentreCase[] = [
  {
    name: '世界杯',
    Page: WorldCupHome,
    path: '/world-cup',
    matchDate: worldCupRoutes.matchDate,
    list: worldCupRoutes.list,
  },
  { name: '欧洲杯', Page: EuroCupHome, path: '/euro-cup', matchDate: euroRoutes.matchDate, list: euroRoutes.list },
  {
    name: '五大联赛',
    Page: FiveLeaguesHome,
    path: '/five-leagues',
    matchDate: fiveLeaguesRoutes.matchDate,
    list: fiveLeaguesRoutes.matchList,
  },
];
const worldCup = centres[0]!;
const fiveLeagues = centres[2]!;

/** Match <season><day index>: one per day, so a list shows which season and day it was asked for. */
function answerDays(centre: CentreCase, overrides: Parameters<typeof makeMatch>[1] = {}) {
  server.use(
    handle(centre.matchDate, () => ({ data: days.map((matchDate) => ({ matchDate, count: 1 })) })),
    handle(centre.list, ({ input }) => {
      const season = Number(input.seasonId);
      const day = days.indexOf(Number(input.matchDate));
      const id = season * 10 + day;
      return {
        data: day < 0 ? [] : [makeMatch(id, { seasonId: season, matchDate: kickoff(days[day]!), ...overrides })],
      };
    }),
    ...emptyCentreHandlers(),
  );
}

const pushOf = (matchId: number, minute: number, homeScore: number, awayScore = 0): MatchPush => ({
  matchId,
  statusId: 4,
  minute,
  homeScore,
  awayScore,
  homeHalfScore: 1,
  awayHalfScore: 0,
  homeCorner: 0,
  awayCorner: 0,
  updatedAt: minute,
});

const render = (centre: CentreCase, search = '') =>
  renderPage(<centre.Page />, { path: `${centre.path}${search}`, pattern: centre.path });
const dateButton = (day: number) => screen.getByRole('button', { name: monthDayZh(day) });
const tab = (name: string) => screen.getByRole('tab', { name });

describe('football centre home', () => {
  it.each(centres)('$name shows the matches of the nearest match day first', async (centre) => {
    answerDays(centre);
    render(centre);
    // season 1, day index 1 (tomorrow)
    expect(await screen.findByRole('link', { name: '主队11' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: centre.name })).toBeTruthy();
    expect(dateButton(days[1]!).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByTestId('match-score').textContent).toBe('VS');
    expect(screen.getByRole('region', { name: '小组赛 A组' })).toBeTruthy();
  });

  it('shows another day’s matches when its date is tapped', async () => {
    answerDays(worldCup);
    render(worldCup);
    await screen.findByRole('link', { name: '主队11' });
    fireEvent.click(dateButton(days[2]!));
    expect(await screen.findByRole('link', { name: '主队12' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: '主队11' })).toBeNull();
  });

  it('links the teams to their pages', async () => {
    answerDays(fiveLeagues);
    render(fiveLeagues);
    const home = await screen.findByRole('link', { name: '主队11' });
    expect(home.getAttribute('href')).toBe('/five-leagues/league/12387/team/111');
  });

  it('reads the chosen league’s current season when the league changes', async () => {
    answerDays(fiveLeagues);
    server.use(
      handle(fiveLeaguesRoutes.seasons, ({ input }) => ({
        data:
          Number(input.id) === 12388
            ? [{ seasonId: 5, competitionId: 12388, name: '2026/27', isCurrent: true }]
            : [{ seasonId: 1, competitionId: 12387, name: '2026/27', isCurrent: true }],
      })),
    );
    render(fiveLeagues);
    await screen.findByRole('link', { name: '主队11' });
    fireEvent.click(screen.getByRole('button', { name: '西甲' }));
    expect(await screen.findByRole('link', { name: '主队51' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '主队51' }).getAttribute('href')).toBe(
      '/five-leagues/league/12388/team/511',
    );
  });

  it('says in one line from which day the season’s scores are simulated, and of a past season which results its source lacks', async () => {
    answerDays(fiveLeagues);
    server.use(
      handle(fiveLeaguesRoutes.seasons, () => ({
        data: [
          // 2026-09-21 11:00 UTC is 19:00 that day in China
          { seasonId: 1, competitionId: 12387, name: '2026/27', isCurrent: true, simulatedFrom: Date.UTC(2026, 8, 21, 11) },
          // the source's last round of 2024/25 has no scores: from 2025-05-23 19:00 UTC, 03:00 on the 24th in China
          { seasonId: 3, competitionId: 12387, name: '2024/25', isCurrent: false, unrecorded: { from: Date.UTC(2025, 4, 23, 19), count: 10 } },
        ],
      })),
    );
    render(fiveLeagues);
    expect(await screen.findByText('9月21日起的比分为模拟结果，球员数据只计这些比赛')).toBeTruthy();
    expect(screen.queryByText(/未收录赛果/)).toBeNull();
    fireEvent.change(screen.getByRole('combobox', { name: '赛季' }), { target: { value: '3' } });
    expect(await screen.findByRole('link', { name: '主队31' })).toBeTruthy();
    expect(screen.queryByText(/模拟结果/)).toBeNull();
    expect(screen.getByText('5月24日起的10场比赛数据源未收录赛果，积分榜与统计未计入')).toBeTruthy();
  });

  it('reads 待定 for a fixture whose kick-off time the record does not give, and the time once it has started', async () => {
    answerDays(fiveLeagues, { kickoffTimeTbd: true });
    const { client } = render(fiveLeagues);
    const row = (await screen.findByRole('link', { name: '主队11' })).closest('li, article, div.fb-match') as HTMLElement;
    expect(within(row).getByText('待定')).toBeTruthy();
    expect(within(row).queryByText('20:00')).toBeNull();
    act(() => {
      client.setQueryData(matchPushKey(11), { ...pushOf(11, 1, 0), statusId: 2 });
    });
    expect(await within(row).findByText('20:00')).toBeTruthy();
    expect(within(row).queryByText('待定')).toBeNull();
  });

  it('reads the chosen edition', async () => {
    answerDays(worldCup);
    server.use(
      handle(worldCupRoutes.editions, () => ({
        data: [
          { seasonId: 1, name: '2026 世界杯', year: 2026, isCurrent: true },
          { seasonId: 3, name: '2022 卡塔尔世界杯', year: 2022, isCurrent: false },
        ],
      })),
    );
    render(worldCup);
    await screen.findByRole('link', { name: '主队11' });
    fireEvent.change(screen.getByRole('combobox', { name: '届次' }), { target: { value: '3' } });
    expect(await screen.findByRole('link', { name: '主队31' })).toBeTruthy();
  });

  it('says 半场 only once half time is reached: in the first half the half score is only the running one', async () => {
    answerDays(worldCup, { statusId: 2, minute: 30, homeScore: 1, awayScore: 0, homeHalfScore: 1, awayHalfScore: 0 });
    const { client } = render(worldCup);
    await screen.findByRole('link', { name: '主队11' });
    expect(screen.getByTestId('match-status').textContent).toBe("上半场 30'");
    expect(screen.queryByText('半场 1:0')).toBeNull();
    act(() => {
      client.setQueryData(matchPushKey(11), { ...pushOf(11, 45, 1), statusId: 3 });
    });
    expect(await screen.findByText('半场 1:0')).toBeTruthy();
  });

  it('moves a live score on the open list with each match push, a corrected one included', async () => {
    answerDays(worldCup, { statusId: 4, minute: 60, homeScore: 1, awayScore: 0, homeHalfScore: 1, awayHalfScore: 0 });
    const { client } = render(worldCup);
    await screen.findByRole('link', { name: '主队11' });
    expect(screen.getByTestId('match-score').textContent).toBe('1 : 0');
    expect(screen.getByTestId('match-status').textContent).toBe("下半场 60'");
    act(() => {
      client.setQueryData(matchPushKey(11), pushOf(11, 72, 2));
    });
    await waitFor(() => expect(screen.getByTestId('match-score').textContent).toBe('2 : 0'));
    expect(screen.getByTestId('match-status').textContent).toBe("下半场 72'");
    // the goal is taken back
    act(() => {
      client.setQueryData(matchPushKey(11), pushOf(11, 74, 1));
    });
    await waitFor(() => expect(screen.getByTestId('match-score').textContent).toBe('1 : 0'));
  });

  it('puts today’s live match on the video schedule; a tap opens its live anchor’s room', async () => {
    server.use(
      handle(worldCupRoutes.matchDate, () => ({ data: [{ matchDate: today, count: 2 }] })),
      handle(worldCupRoutes.list, ({ input }) => ({
        data:
          Number(input.matchDate) === today
            ? [
                makeMatch(1, {
                  statusId: 2,
                  minute: 12,
                  homeScore: 0,
                  awayScore: 0,
                  anchorInfo: [
                    { hostId: 7, nickName: '主播7', headUrl: '', liveStatus: 1, liveRoomId: 70, liveUserGroupId: null },
                  ],
                }),
                makeMatch(2),
              ]
            : [],
      })),
      ...emptyCentreHandlers(),
    );
    render(worldCup);
    const strip = await screen.findByRole('region', { name: '视频赛程' });
    // the second match has neither started nor a live anchor: one match only (SPEC §4)
    const watch = within(strip).getByRole('button', { name: /主队1 0 : 0 客队1/ });
    expect(within(strip).queryByText(/主队2/)).toBeNull();
    fireEvent.click(watch);
    await waitFor(() => expect(screen.queryByRole('heading', { level: 1, name: '世界杯' })).toBeNull());
  });

  it('moves the video schedule’s score with pushes while another tab is open', async () => {
    server.use(
      handle(euroRoutes.matchDate, () => ({ data: [{ matchDate: today, count: 1 }] })),
      handle(euroRoutes.list, ({ input }) => ({
        data:
          Number(input.matchDate) === today
            ? [makeMatch(4, { statusId: 2, minute: 30, homeScore: 0, awayScore: 0 })]
            : [],
      })),
      ...emptyCentreHandlers(),
    );
    const { client } = render(centres[1]!, '?tab=2');
    const strip = await screen.findByRole('region', { name: '视频赛程' });
    expect(within(strip).getByText('0 : 0')).toBeTruthy();
    act(() => {
      client.setQueryData(matchPushKey(4), pushOf(4, 55, 0, 1));
    });
    expect(await within(strip).findByText('0 : 1')).toBeTruthy();
    expect(within(strip).getByText("下半场 55'")).toBeTruthy();
  });

  it('shows the standings with the zone legend and the tie note', async () => {
    server.use(
      handle(worldCupRoutes.ranking, () => ({
        data: [
          makeGroup(
            'A',
            [
              makeRow(1, 1, { zone: 'qualified', note: '出线' }),
              makeRow(2, 2, { zone: 'qualified', note: '出线', tiedWith: [3] }),
              makeRow(3, 3, { tiedWith: [2] }),
            ],
            '球队2与球队3各项同分，按队名排序',
          ),
        ],
      })),
      ...emptyCentreHandlers(),
    );
    render(worldCup);
    fireEvent.click(await screen.findByRole('tab', { name: '积分榜' }));
    const table = await screen.findByRole('region', { name: 'A组' });
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    expect(within(within(table).getByRole('list', { name: '图例' })).getByText('出线')).toBeTruthy();
    expect(within(table).getByText('球队2与球队3各项同分，按队名排序')).toBeTruthy();
    expect(tab('积分榜').getAttribute('aria-selected')).toBe('true');
  });

  it('opens on the tab the address names', async () => {
    server.use(
      handle(fiveLeaguesRoutes.ranking, () => ({
        data: [makeGroup(null, [makeRow(1, 1, { zone: 'ucl' }), makeRow(2, 2, { zone: 'relegation' })])],
      })),
      ...emptyCentreHandlers(),
    );
    render(fiveLeagues, '?tab=2');
    const table = await screen.findByRole('region', { name: '英超' });
    expect(
      within(within(table).getByRole('list', { name: '图例' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['欧冠', '降级']);
  });

  it('shows the home and away tables where the centre has them', async () => {
    server.use(
      handle(euroRoutes.homeAway, () => ({
        data: [
          {
            teamId: 1,
            teamName: '西班牙',
            teamLogo: '',
            groupName: 'B',
            homeWon: 1,
            homeLoss: 0,
            homeDraw: 0,
            homeTotal: 1,
            homePoints: 3,
            awayWon: 0,
            awayLoss: 1,
            awayDraw: 1,
            awayTotal: 2,
            awayPoints: 1,
          },
        ],
      })),
      ...emptyCentreHandlers(),
    );
    render(centres[1]!, '?tab=2');
    fireEvent.click(await screen.findByRole('button', { name: '客场' }));
    const table = await screen.findByRole('region', { name: 'B组 · 客场' });
    const cells = within(within(table).getAllByRole('row')[1]!)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells).toEqual(['1', '西班牙', '2', '0', '1', '1', '1']);
  });

  it('ranks the players by the chosen stat, and says when a stat has no data', async () => {
    server.use(
      // a running season: its scores from 9月21日 are the simulator's
      handle(fiveLeaguesRoutes.seasons, ({ input }) => ({
        data: [{ seasonId: 1, competitionId: Number(input.id), name: '2026/27', isCurrent: true, simulatedFrom: Date.UTC(2026, 8, 21, 11) }],
      })),
      handle(fiveLeaguesRoutes.playerRanking, ({ input }) => ({
        data:
          input.order === 'goals'
            ? [
                {
                  rank: 2,
                  playerId: 8,
                  playerName: '凯恩',
                  playerLogo: '',
                  teamId: 1,
                  teamName: '拜仁',
                  teamLogo: '',
                  value: 20,
                  generated: false,
                },
                {
                  rank: 1,
                  playerId: 9,
                  playerName: '哈兰德',
                  playerLogo: '',
                  teamId: 2,
                  teamName: '曼城',
                  teamLogo: '',
                  value: 22,
                  // one the generator made up, beside a real one
                  generated: true,
                },
              ]
            : input.order === 'minutes_played'
              ? [{ rank: 1, playerId: 8, playerName: '凯恩', playerLogo: '', teamId: 1, teamName: '拜仁', teamLogo: '', value: 630, generated: false }]
              : [],
      })),
      ...emptyCentreHandlers(),
    );
    render(fiveLeagues, '?tab=3');
    const list = await screen.findByRole('region', { name: '进球' });
    const rows = within(list)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(rows).toEqual(['1哈兰德曼城模拟22', '2凯恩拜仁20']);
    expect(screen.getByText('标「模拟」的球员为系统模拟生成，其余为真实球员')).toBeTruthy();
    expect(within(list).getByRole('link', { name: '哈兰德' }).getAttribute('href')).toBe(
      '/five-leagues/league/12387/player/9',
    );
    fireEvent.click(screen.getByRole('button', { name: '助攻' }));
    expect(await screen.findByText('暂无数据')).toBeTruthy();
    // minutes read as minutes
    fireEvent.click(screen.getByRole('button', { name: '出场时间' }));
    const minutes = await screen.findByRole('region', { name: '出场时间' });
    expect(within(minutes).getByRole('listitem').textContent).toBe('1凯恩拜仁630分钟');
  });

  it('says of a season the record holds whole that the public record lacks a figure, not 暂无数据', async () => {
    // a past league season: its scores are the record's, which names no scorer
    server.use(...emptyCentreHandlers());
    render(fiveLeagues, '?tab=3');
    expect(await screen.findByText('公开记录未收录此项球员数据')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '射正' }));
    expect(await screen.findByText('公开记录未收录此项球员数据')).toBeTruthy();
    expect(screen.queryByText('暂无数据')).toBeNull();
  });

  it('lists the season’s teams with goals per game and home/away records', async () => {
    server.use(
      handle(fiveLeaguesRoutes.ranking, () => ({
        data: [makeGroup(null, [makeRow(1, 1, { played: 4, goalsFor: 10, goalsAgainst: 2 })])],
      })),
      handle(fiveLeaguesRoutes.homeAway, () => ({
        data: [
          {
            teamId: 1,
            teamName: '球队1',
            teamLogo: '',
            groupName: null,
            homeWon: 2,
            homeLoss: 0,
            homeDraw: 0,
            homeTotal: 2,
            homePoints: 6,
            awayWon: 1,
            awayLoss: 0,
            awayDraw: 1,
            awayTotal: 2,
            awayPoints: 4,
          },
        ],
      })),
      ...emptyCentreHandlers(),
    );
    render(fiveLeagues, '?tab=4');
    const table = await screen.findByRole('region', { name: '球队统计' });
    await waitFor(() =>
      expect(
        within(within(table).getAllByRole('row')[1]!)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      ).toEqual(['球队1', '4', '2.5', '0.5', '2-0-0', '1-1-0', '6']),
    );
    expect(within(table).getByRole('link', { name: '球队1' }).getAttribute('href')).toBe(
      '/five-leagues/league/12387/team/1',
    );
    // A league's table is its whole season.
    expect(screen.queryByText('本表为小组赛数据，不含淘汰赛')).toBeNull();
  });

  it('says a tournament’s team table counts its group stage only', async () => {
    server.use(
      handle(euroRoutes.ranking, () => ({
        data: [makeGroup('A', [makeRow(1, 1, { played: 3, goalsFor: 5, goalsAgainst: 0 })])],
      })),
      ...emptyCentreHandlers(),
    );
    render(centres[1]!, '?tab=4');
    const table = await screen.findByRole('region', { name: '球队统计' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    expect(screen.getByText('本表为小组赛数据，不含淘汰赛')).toBeTruthy();
  });

  it('shows the knockout bracket a round per page, extra time and penalties as such, and a team’s path', async () => {
    server.use(
      handle(euroRoutes.knockout, () => ({
        data: [
          {
            stageId: 10,
            name: '半决赛',
            matches: [
              makeBracketMatch(2, [null, null], {
                statusId: 8,
                homeScore: 1,
                awayScore: 1,
                homeExtraTimeScore: 1,
                awayExtraTimeScore: 1,
                homePenaltyScore: 4,
                awayPenaltyScore: 3,
              }),
              makeBracketMatch(1, [null, null], {
                statusId: 8,
                homeScore: 2,
                awayScore: 0,
                homeHalfScore: 1,
                awayHalfScore: 0,
              }),
            ],
          },
          {
            stageId: 11,
            name: '决赛',
            matches: [makeBracketMatch(3, [1, 2], { homeId: 11, awayId: 21, homeName: '主队1', awayName: '主队2' })],
          },
        ],
      })),
      ...emptyCentreHandlers(),
    );
    render(centres[1]!);
    fireEvent.click(await screen.findByRole('button', { name: '淘汰赛' }));
    const semis = await screen.findByRole('region', { name: '半决赛' });
    const final = screen.getByRole('region', { name: '决赛' });
    // the final's feeders, in its order: match 1 above match 2
    expect(
      within(semis)
        .getAllByRole('article')
        .map((a) => a.getAttribute('aria-label')),
    ).toEqual(['主队1 客队1', '主队2 客队2']);
    expect(within(semis).getByText('完场 · 加时 1:1 · 点球 4:3')).toBeTruthy();
    expect(within(final).getAllByRole('article')).toHaveLength(1);
    fireEvent.click(within(semis).getByRole('button', { name: '主队2' }));
    const onPath = () =>
      screen
        .getAllByRole('article')
        .filter((a) => a.classList.contains('is-path'))
        .map((a) => a.getAttribute('aria-label'));
    expect(onPath()).toEqual(['主队2 客队2', '主队1 主队2']);
  });
  it('moves a live knockout match’s score in the bracket with pushes', async () => {
    server.use(
      handle(worldCupRoutes.knockout, () => ({
        data: [
          {
            stageId: 11,
            name: '决赛',
            matches: [makeBracketMatch(9, [null, null], { statusId: 2, minute: 20, homeScore: 0, awayScore: 0 })],
          },
        ],
      })),
      ...emptyCentreHandlers(),
    );
    const { client } = render(worldCup, '?view=bracket');
    const final = await screen.findByRole('region', { name: '决赛' });
    expect(within(final).getByText("上半场 20'")).toBeTruthy();
    act(() => {
      client.setQueryData(matchPushKey(9), pushOf(9, 63, 2, 1));
    });
    expect(await within(final).findByText("下半场 63'")).toBeTruthy();
    expect(
      within(final)
        .getAllByText(/^\d$/)
        .map((n) => n.textContent),
    ).toEqual(['2', '1']);
  });
  it('opens the match page from a knockout match’s status line', async () => {
    server.use(
      handle(worldCupRoutes.knockout, () => ({
        data: [{ stageId: 11, name: '决赛', matches: [makeBracketMatch(9, [null, null], { statusId: 8, homeScore: 1, awayScore: 0 })] }],
      })),
      ...emptyCentreHandlers(),
    );
    renderWithMatchRoute(<WorldCupHome />, { path: '/world-cup?view=bracket', pattern: '/world-cup' });
    const final = await screen.findByRole('region', { name: '决赛' });
    fireEvent.click(within(final).getByRole('link', { name: /完场/ }));
    expect(await screen.findByText('match page 9')).toBeTruthy();
  });
  it('keeps its tab and chosen stat while a page opened from it shows (kept alive)', async () => {
    server.use(
      handle(fiveLeaguesRoutes.playerRanking, () => ({
        data: [
          {
            rank: 1,
            playerId: 9,
            playerName: '哈兰德',
            playerLogo: '',
            teamId: 2,
            teamName: '曼城',
            teamLogo: '',
            value: 5,
            generated: false,
          },
        ],
      })),
      ...emptyCentreHandlers(),
    );
    // the shell keeps the centre mounted (hidden) beside the page it opened: here it simply stays rendered
    renderWithClient(
      <MemoryRouter path="/five-leagues?tab=3">
        <FiveLeaguesHome />
      </MemoryRouter>,
    );
    fireEvent.click(await screen.findByRole('button', { name: '助攻' }));
    fireEvent.click(await screen.findByRole('link', { name: '哈兰德' }));
    await waitFor(() => expect(screen.getByRole('button', { name: '助攻' }).getAttribute('aria-pressed')).toBe('true'));
    expect(tab('球员统计').getAttribute('aria-selected')).toBe('true');
  });

  it.each(centres)('$name: a match row opens the match page', async (centre) => {
    answerDays(centre);
    renderWithMatchRoute(<centre.Page />, { path: centre.path, pattern: centre.path });
    fireEvent.click(await screen.findByRole('link', { name: '主队11 VS 客队11' }));
    expect(await screen.findByText('match page 11')).toBeTruthy();
  });

  it('opens the native match screen instead inside the app', async () => {
    answerDays(fiveLeagues);
    const jump = vi.fn(() => true);
    renderWithMatchRoute(<FiveLeaguesHome />, { path: '/five-leagues', pattern: '/five-leagues', jump });
    fireEvent.click(await screen.findByRole('link', { name: '主队11 VS 客队11' }));
    expect(jump).toHaveBeenCalledWith({ to: 'match-detail', matchId: 11 });
    expect(screen.queryByText('match page 11')).toBeNull();
  });
});
