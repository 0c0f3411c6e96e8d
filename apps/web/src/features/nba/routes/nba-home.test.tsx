import {
  chinaDayStart,
  chinaMidnight,
  DAY_MS,
  HOUR_MS,
  monthDayZh,
  NBA_SEASON_IDS,
  nbaRoutes,
  type Match,
  type MatchPush,
} from '@sport/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from '../../../lib/router';
import { describe, expect, it } from 'vitest';
import { matchPushKey } from '../../../lib/use-match-push';
import { handle, server } from '../../../testing/msw';
import { renderPage } from '../../../testing/render-page';
import { renderWithMatchRoute } from '../../../testing/render-with-match-route';
import { finished, makeConference, makeGame, makeStanding } from '../testing/nba-fixtures';
import { emptyNbaHandlers, seasonsHandler } from '../testing/nba-handlers';
import NbaHome from './nba-home';

const today = chinaDayStart(Date.now());
// today has no game: the strip opens on the nearest game day, tomorrow
const days = [today - 2 * DAY_MS, today + DAY_MS, today + 3 * DAY_MS];
const tipOff = (day: number, hour = 8) => day + hour * HOUR_MS;

const render = (search = '') => renderPage(<NbaHome />, { path: `/nba${search}`, pattern: '/nba' });
function Address() {
  return <output data-testid="address">{useLocation().search}</output>;
}
const gameItems = () => within(screen.getByRole('region', { name: '当日比赛' })).getAllByRole('listitem');

/** Game <kind><season index><day index>: the list shows which kind, season and day it was asked for. */
function answerDays(
  games: (id: number, day: number) => Match[] = (id, day) => [makeGame(id, { matchDate: tipOff(day) })],
) {
  server.use(
    handle(nbaRoutes.matchDate, () => ({ data: days.map((matchDate) => ({ matchDate, count: 1 })) })),
    handle(nbaRoutes.list, ({ input }) => {
      const season = NBA_SEASON_IDS.indexOf(Number(input.seasonId) as (typeof NBA_SEASON_IDS)[number]);
      // without a day, the playoffs kind answers the season's every playoff game: one, so the playoffs are offered
      if (input.matchDate === undefined && Number(input.kind) === 2) return { data: [makeGame(900 + season, { kind: 2 })] };
      const day = days.indexOf(Number(input.matchDate));
      if (day < 0) return { data: [] };
      return { data: games(Number(input.kind) * 100 + season * 10 + day, days[day]!) };
    }),
    ...emptyNbaHandlers(),
  );
}

/** A season's playoffs as the server gives them: the list without a day answers the kind's every game. */
function answerPlayoffs(seasonId: number, playoffs: Match[], finals: Match[]) {
  server.use(
    handle(nbaRoutes.list, ({ input }) => ({
      data:
        Number(input.seasonId) === seasonId && Number(input.kind) === 2 && input.matchDate === undefined
          ? [...playoffs, ...finals].map((g) => ({ ...g, seasonId }))
          : [],
    })),
  );
}

const push = (matchId: number, over: Partial<MatchPush>): MatchPush => ({
  matchId,
  statusId: 6,
  minute: 5,
  homeScore: 70,
  awayScore: 70,
  homeHalfScore: 50,
  awayHalfScore: 50,
  homeCorner: 0,
  awayCorner: 0,
  updatedAt: 1,
  ...over,
});

describe('NBA centre home', () => {
  it('opens on the nearest game day with live games first, their status and quarter scores', async () => {
    answerDays((id, day) => [
      makeGame(1, { matchDate: tipOff(day, 7) }),
      makeGame(2, {
        matchDate: tipOff(day, 8),
        statusId: 6,
        homeScore: 65,
        awayScore: 67,
        periodScores: [
          [30, 28],
          [25, 27],
          [10, 12],
        ],
      }),
      finished(3, [31, '主队3', 101], [32, '客队3', 99], { matchDate: tipOff(day, 6) }),
    ]);
    render();
    expect(await screen.findByRole('heading', { level: 1, name: 'NBA' })).toBeTruthy();
    await screen.findByRole('link', { name: '主队2' });
    expect(screen.getByRole('button', { name: monthDayZh(days[1]!) }).getAttribute('aria-pressed')).toBe('true');
    const [first, second, third] = gameItems();
    expect(first!.getAttribute('aria-label')).toBe('主队2 客队2');
    expect(within(first!).getByTestId('match-status').textContent).toBe('第三节');
    expect(within(first!).getByTestId('match-score').textContent).toBe('65 : 67');
    const quarters = within(first!).getByRole('table', { name: '各节比分' });
    expect(
      within(quarters)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['一', '二', '三', '四']);
    expect(within(quarters).getByRole('row', { name: /主队2/ }).textContent).toBe('主队2302510-');
    // then the rest by tip-off: the finished game (06:00) before the upcoming one (07:00)
    expect(second!.getAttribute('aria-label')).toBe('主队3 客队3');
    expect(within(second!).getByTestId('match-status').textContent).toBe('完场');
    expect(within(third!).getByTestId('match-score').textContent).toBe('VS');
    expect(within(third!).getByTestId('match-status').textContent).toBe('未开赛');
  });

  it('reads the chosen kind and season', async () => {
    answerDays();
    render();
    // regular season (1), current season (index 3), tomorrow (index 1)
    expect(await screen.findByRole('link', { name: '主队131' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '季后赛' }));
    expect(await screen.findByRole('link', { name: '主队231' })).toBeTruthy();
    fireEvent.change(screen.getByRole('combobox', { name: '赛季' }), { target: { value: '1566' } });
    expect(await screen.findByRole('link', { name: '主队211' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: '主队231' })).toBeNull();
  });

  it('says from which day the running season’s scores are simulated, and nothing under a season of the record', async () => {
    answerDays();
    server.use(
      handle(nbaRoutes.seasons, () => ({
        data: [
          { seasonId: 1911, name: '本赛季', simulatedFrom: chinaMidnight(2026, 10, 21) + 7 * HOUR_MS },
          { seasonId: 1566, name: '23/24' },
        ],
      })),
    );
    render();
    expect(await screen.findByText('10月21日起的比分为模拟结果')).toBeTruthy();
    fireEvent.change(screen.getByRole('combobox', { name: '赛季' }), { target: { value: '1566' } });
    expect(await screen.findByRole('link', { name: '主队111' })).toBeTruthy();
    expect(screen.queryByText(/模拟结果/)).toBeNull();
  });

  it('moves a live score and its quarters with each match push, without a refetch', async () => {
    answerDays((_id, day) => [
      makeGame(5, {
        matchDate: tipOff(day),
        statusId: 4,
        homeScore: 40,
        awayScore: 38,
        periodScores: [
          [25, 20],
          [15, 18],
        ],
      }),
    ]);
    const { client } = render();
    await screen.findByRole('link', { name: '主队5' });
    expect(screen.getByTestId('match-score').textContent).toBe('40 : 38');
    act(() => {
      client.setQueryData(
        matchPushKey(5),
        push(5, {
          statusId: 6,
          homeScore: 52,
          awayScore: 50,
          periodScores: [
            [25, 20],
            [20, 22],
            [7, 8],
          ],
        }),
      );
    });
    await waitFor(() => expect(screen.getByTestId('match-score').textContent).toBe('52 : 50'));
    expect(screen.getByTestId('match-status').textContent).toBe('第三节');
    const quarters = screen.getByRole('table', { name: '各节比分' });
    expect(within(quarters).getByRole('row', { name: /客队5/ }).textContent).toBe('客队520228-');
  });

  it('shows the east and west standings with the playoff line after 6th and the play-in line after 10th', async () => {
    server.use(
      handle(nbaRoutes.ranking, () => ({ data: [makeConference(1, 101), makeConference(2, 201)] })),
      ...emptyNbaHandlers(),
    );
    render();
    fireEvent.click(await screen.findByRole('tab', { name: '排名' }));
    const east = await screen.findByRole('region', { name: '东部排名' });
    expect(screen.getByRole('region', { name: '西部排名' })).toBeTruthy();
    const rows = within(east).getAllByRole('row').slice(1);
    // 15 teams and two lines
    expect(rows).toHaveLength(17);
    expect(rows[5]!.textContent).toContain('球队106');
    expect(
      within(rows[5]!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['6', '球队106', '54', '28', '65.9%', '5', '7-3', 'W1']);
    expect(rows[6]!.textContent).toBe('季后赛线');
    expect(rows[7]!.textContent).toContain('球队107');
    expect(rows[11]!.textContent).toBe('附加赛线');
    expect(within(rows[0]!).getByRole('link', { name: '球队101' }).getAttribute('href')).toBe('/nba/team/101');
  });

  it('says a past season’s standings are not on record when the server has none for it, never a table', async () => {
    server.use(
      handle(nbaRoutes.ranking, ({ input }) => ({ data: Number(input.seasonId) === 1566 ? [] : [makeConference(1, 101), makeConference(2, 201)] })),
      ...emptyNbaHandlers(),
    );
    render('?season=1566');
    fireEvent.click(await screen.findByRole('tab', { name: '排名' }));
    expect(await screen.findByText('该赛季的常规赛排名未收录')).toBeTruthy();
    expect(screen.queryByRole('region', { name: '东部排名' })).toBeNull();
  });

  it('ranks the top 10 of the chosen stat', async () => {
    const asked: string[] = [];
    server.use(
      handle(nbaRoutes.playerList, ({ input }) => {
        asked.push(String(input.order));
        return {
          data: Array.from({ length: 12 }, (_, i) => ({
            rank: 1,
            playerId: i + 1,
            playerName: `球员${i + 1}`,
            playerLogo: '',
            teamId: 101,
            teamName: '球队101',
            teamLogo: '',
            value: 10 + i,
            generated: true,
          })),
        };
      }),
      ...emptyNbaHandlers(),
    );
    render();
    fireEvent.click(await screen.findByRole('tab', { name: '球员统计' }));
    const list = await screen.findByRole('region', { name: '得分' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(10);
    expect(rows[0]!.textContent).toBe('1球员12球队10121.0');
    // every NBA player is the generator's: said once above the list, no mark on each row
    expect(screen.getByText('榜单中的球员均为系统模拟生成，非真实球员')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '篮板' }));
    expect(await screen.findByRole('region', { name: '篮板' })).toBeTruthy();
    expect(asked).toEqual(['points', 'rebounds']);
  });

  it('says of a season the record holds whole that the public record lacks the player figures, not 暂无数据', async () => {
    // 23/24 is the record's; the running season is simulated (an empty list there says 暂无数据)
    server.use(seasonsHandler(), ...emptyNbaHandlers().slice(1));
    render();
    fireEvent.click(await screen.findByRole('tab', { name: '球员统计' }));
    expect(await screen.findByText('暂无数据')).toBeTruthy();
    fireEvent.change(screen.getByRole('combobox', { name: '赛季' }), { target: { value: '1566' } });
    expect(await screen.findByText('公开记录未收录此项球员数据')).toBeTruthy();
    expect(screen.queryByText('暂无数据')).toBeNull();
  });

  it('marks the generated players of a list that also holds real ones, under a line that says what the mark means', async () => {
    server.use(
      handle(nbaRoutes.playerList, () => ({
        data: [1, 2].map((id) => ({
          rank: id,
          playerId: id,
          playerName: `球员${id}`,
          playerLogo: '',
          teamId: 101,
          teamName: '球队101',
          teamLogo: '',
          value: 30 - id,
          generated: id === 2,
        })),
      })),
      ...emptyNbaHandlers(),
    );
    render();
    fireEvent.click(await screen.findByRole('tab', { name: '球员统计' }));
    const list = await screen.findByRole('region', { name: '得分' });
    expect(within(list).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['1球员1球队10129.0', '2球员2球队101模拟28.0']);
    // The mark is the player's: the team's link is named by the team alone, on a generated player's row too.
    const second = within(list).getAllByRole('listitem')[1]!;
    expect(within(second).getAllByRole('link').map((a) => a.textContent)).toEqual(['球员2', '球队101']);
    expect(screen.getByText('标「模拟」的球员为系统模拟生成，其余为真实球员')).toBeTruthy();
  });

  it('draws the playoff bracket: play-in, series scores, east and west apart, the Finals', async () => {
    const r1 = (id: number, highWins: boolean, n: number) =>
      finished(id, [101, '球队101', highWins ? 110 : 90], [108, '球队108', 100], {
        roundNum: 1,
        kind: 2,
        matchDate: Date.UTC(2031, 3, 20 + n),
      });
    server.use(
      handle(nbaRoutes.ranking, () => ({ data: [makeConference(1, 101), makeConference(2, 201)] })),
      ...emptyNbaHandlers(),
    );
    answerPlayoffs(
      1911,
      [
        finished(1, [107, '球队107', 100], [108, '球队108', 95], {
          roundNum: 0,
          kind: 2,
          matchDate: Date.UTC(2031, 3, 15),
        }),
        r1(2, true, 0),
        r1(3, true, 1),
        r1(4, false, 2),
        r1(5, true, 3),
        r1(6, true, 4),
        finished(7, [202, '球队202', 100], [207, '球队207', 98], {
          roundNum: 1,
          kind: 2,
          matchDate: Date.UTC(2031, 3, 20),
        }),
      ],
      [
        makeGame(8, {
          homeId: 101,
          homeName: '球队101',
          awayId: 202,
          awayName: '球队202',
          roundNum: 4,
          kind: 5,
          statusId: 4,
          homeScore: 50,
          awayScore: 48,
          matchDate: Date.UTC(2031, 5, 6),
        }),
      ],
    );
    render();
    fireEvent.click(await screen.findByRole('button', { name: '季后赛' }));
    fireEvent.click(screen.getByRole('button', { name: '对阵图' }));
    const rounds = await screen.findByRole('group', { name: '季后赛对阵' });
    expect(
      within(rounds)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['附加赛', '首轮', '总决赛']);
    const playIn = screen.getByRole('region', { name: '附加赛' });
    expect(within(within(playIn).getByRole('group', { name: '东部' })).getByRole('article').textContent).toContain(
      '系列赛 1-0',
    );
    const first = screen.getByRole('region', { name: '首轮' });
    const east = within(within(first).getByRole('group', { name: '东部' })).getByRole('article', {
      name: '球队101 球队108',
    });
    expect(within(east).getByTestId('series-score').textContent).toBe('系列赛 4-1');
    const west = within(within(first).getByRole('group', { name: '西部' })).getByRole('article', {
      name: '球队202 球队207',
    });
    expect(within(west).getByTestId('series-score').textContent).toBe('系列赛 1-0');
    const finals = screen.getByRole('region', { name: '总决赛' });
    expect(within(finals).getByTestId('series-live').textContent).toBe('第1场 第二节 球队101 50 : 48 球队202');
    expect(within(finals).getByRole('link', { name: /第1场/ }).getAttribute('href')).toBe('/match/8');
  });

  it('draws the NBA Cup knockout with a semi-final drawn the other way round when isReverse', async () => {
    const qf = (id: number, home: [number, string, number], away: [number, string, number]) =>
      finished(id, home, away, { stageId: 10492 });
    const games: Match[] = [
      qf(1, [1, '尼克斯', 100], [2, '老鹰', 108]),
      qf(2, [3, '雄鹿', 114], [4, '魔术', 109]),
      qf(3, [5, '雷霆', 118], [6, '独行侠', 104]),
      qf(4, [7, '火箭', 91], [8, '勇士', 90]),
      finished(5, [3, '雄鹿', 110], [2, '老鹰', 102], { stageId: 10493 }),
      finished(6, [5, '雷霆', 111], [7, '火箭', 96], { stageId: 10493 }),
      finished(7, [3, '雄鹿', 97], [5, '雷霆', 81], { stageId: 10494 }),
    ];
    const asked: { seasonId: number; stageId: number }[] = [];
    server.use(
      // only 24/25 has Cup games (kind 7: the Cup knockout's days)
      handle(nbaRoutes.matchDate, ({ input }) => ({
        data: Number(input.kind) === 7 && Number(input.seasonId) === 1745 ? [{ matchDate: chinaMidnight(2024, 12, 17), count: 1 }] : [],
      })),
      handle(nbaRoutes.list, ({ input }) => {
        if (input.stageId !== undefined) asked.push({ seasonId: Number(input.seasonId), stageId: Number(input.stageId) });
        // the playoffs have a game, so they are offered
        if (input.stageId === undefined && Number(input.kind) === 2) return { data: [makeGame(99, { kind: 2 })] };
        return { data: Number(input.seasonId) === 1745 ? games.filter((g) => g.stageId === Number(input.stageId)) : [] };
      }),
      ...emptyNbaHandlers(),
    );
    renderWithMatchRoute(<NbaHome />, { path: '/nba', pattern: '/nba' });
    // the running season has no Cup knockout here: the Cup is not offered, so nothing asks for it
    expect(await screen.findByRole('button', { name: '季后赛' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'NBA杯' })).toBeNull();
    fireEvent.change(screen.getByRole('combobox', { name: '赛季' }), { target: { value: '1745' } });
    fireEvent.click(await screen.findByRole('button', { name: 'NBA杯' }));
    const semis = await screen.findByRole('region', { name: '半决赛' });
    // the Hawks won the upper quarter-final: they sit on top though the Bucks were the home team
    const [reversed, kept] = within(semis).getAllByRole('article');
    expect(reversed!.getAttribute('aria-label')).toBe('老鹰 雄鹿');
    expect(reversed!.textContent).toBe('老鹰102雄鹿110完场');
    expect(kept!.getAttribute('aria-label')).toBe('雷霆 火箭');
    expect(within(screen.getByRole('region', { name: '1/4决赛' })).getAllByRole('article')).toHaveLength(4);
    expect(within(screen.getByRole('region', { name: '决赛' })).getByRole('article').textContent).toBe(
      '雄鹿97雷霆81完场',
    );
    fireEvent.click(within(screen.getByRole('region', { name: '决赛' })).getByRole('link', { name: '完场' }));
    expect(await screen.findByText('match page 7')).toBeTruthy();
    expect(asked.every((a) => a.seasonId === 1745)).toBe(true);
  });

  it('draws the running season’s Cup knockout, whose stages carry that season’s own ids, and opens on it once drawn', async () => {
    // the server answers SPEC's 10492–10494 with the season's own stages of those rounds (19116–19118 here)
    const own: Record<number, number> = { 10492: 19116, 10493: 19117, 10494: 19118 };
    const upcoming = (id: number, stageId: number, home: [number, string], away: [number, string]) =>
      makeGame(id, { stageId, kind: 7, homeId: home[0], homeName: home[1], awayId: away[0], awayName: away[1] });
    let drawn = false;
    const games = () =>
      drawn
        ? [
            upcoming(1, 19116, [1, '尼克斯'], [2, '老鹰']),
            upcoming(2, 19116, [3, '雄鹿'], [4, '魔术']),
            upcoming(3, 19116, [5, '雷霆'], [6, '独行侠']),
            upcoming(4, 19116, [7, '火箭'], [8, '勇士']),
            upcoming(5, 19117, [0, '待定'], [0, '待定']),
          ]
        : [upcoming(1, 19116, [0, '待定'], [0, '待定']), upcoming(5, 19117, [0, '待定'], [0, '待定'])];
    server.use(
      handle(nbaRoutes.matchDate, ({ input }) => ({
        data: Number(input.kind) === 7 ? [{ matchDate: chinaMidnight(2026, 12, 10), count: 4 }] : [],
      })),
      handle(nbaRoutes.list, ({ input }) => ({
        data: input.stageId === undefined ? [] : games().filter((g) => g.stageId === own[Number(input.stageId)]),
      })),
      ...emptyNbaHandlers(),
    );
    const { unmount } = render('?kind=cup');
    // the quarter-finals are not drawn: the Cup opens on its group nights
    await waitFor(() => expect(screen.getByRole('button', { name: '小组赛' }).getAttribute('aria-pressed')).toBe('true'));
    unmount();
    drawn = true;
    render('?kind=cup');
    const quarters = await screen.findByRole('region', { name: '1/4决赛' });
    expect(screen.getByRole('button', { name: '淘汰赛' }).getAttribute('aria-pressed')).toBe('true');
    expect(within(quarters).getAllByRole('article').map((a) => a.getAttribute('aria-label'))).toEqual([
      '尼克斯 老鹰',
      '雄鹿 魔术',
      '雷霆 独行侠',
      '火箭 勇士',
    ]);
    expect(within(screen.getByRole('region', { name: '半决赛' })).getByRole('article').getAttribute('aria-label')).toBe('待定 待定');
    // a game to come says when it tips off (01月01日 20:00 China time), not only 未开赛
    expect(within(quarters).getAllByRole('link')[0]?.textContent).toBe('01月01日 20:00');
  });

  it('shows the NBA Cup’s group nights, each game with its group, and the group tables with the quarter-final seeds', async () => {
    const night = chinaMidnight(2024, 11, 13);
    const row = (rank: number, teamId: number, won: number, pointDiff: number, cupSeed?: number) => ({
      ...makeStanding(rank, teamId, { teamName: `球队${teamId}`, won, lost: 4 - won, streak: '' }),
      pointDiff,
      ...(cupSeed === undefined ? {} : { cupSeed }),
    });
    const ranked: { scope: number; seasonId: number }[] = [];
    server.use(
      handle(nbaRoutes.matchDate, ({ input }) => ({
        data:
          Number(input.seasonId) !== 1745
            ? []
            : Number(input.kind) === 6
              ? [{ matchDate: night, count: 1 }]
              : Number(input.kind) === 7
                ? [{ matchDate: chinaMidnight(2024, 12, 11), count: 4 }]
                : [],
      })),
      handle(nbaRoutes.list, ({ input }) => ({
        data:
          Number(input.kind) === 6 && Number(input.matchDate) === night
            ? [finished(61, [3, '尼克斯', 111], [4, '魔术', 99], { kind: 6, groupName: '东部A组', seasonId: 1745, matchDate: night + 8 * HOUR_MS })]
            : [],
      })),
      handle(nbaRoutes.ranking, ({ input }) => {
        ranked.push({ scope: Number(input.scope), seasonId: Number(input.seasonId) });
        return {
          data:
            Number(input.scope) === 6
              ? [
                  { division: 1, divisionName: '东部A组', rankingItem: [row(1, 3, 3, 40, 2), row(2, 4, 3, 12, 4), row(3, 5, 2, -5)] },
                  { division: 2, divisionName: '西部A组', rankingItem: [row(1, 20, 4, 55, 1)] },
                ]
              : [],
        };
      }),
      ...emptyNbaHandlers(),
    );
    render('?kind=cup&season=1745');
    fireEvent.click(await screen.findByRole('button', { name: '小组赛' }));
    const game = await screen.findByRole('listitem', { name: '尼克斯 魔术' });
    expect(within(game).getByText('NBA杯 东部A组')).toBeTruthy();
    const groupA = await screen.findByRole('region', { name: '东部A组' });
    const rows = within(groupA).getAllByRole('row').slice(1).map((r) => r.textContent);
    expect(rows).toEqual(['1球队331+402号种子', '2球队431+12外卡', '3球队522-5']);
    expect(within(screen.getByRole('region', { name: '西部A组' })).getByTestId('cup-seed').textContent).toBe('1号种子');
    expect(ranked).toContainEqual({ scope: 6, seasonId: 1745 });
    // back to the knockout
    fireEvent.click(screen.getByRole('button', { name: '淘汰赛' }));
    expect(await screen.findByText('该赛季暂无NBA杯淘汰赛')).toBeTruthy();
  });

  it('opens a past season that holds only the record’s Finals on 季后赛, and says so of one that holds nothing', async () => {
    const finals = chinaMidnight(2024, 6, 7);
    server.use(
      handle(nbaRoutes.matchDate, ({ input }) => ({
        // 23/24 holds only the 2024 Finals (the playoffs' days); 22/23 nothing
        data: Number(input.seasonId) === 1566 && Number(input.kind) === 2 ? [{ matchDate: finals, count: 1 }] : [],
      })),
      handle(nbaRoutes.list, ({ input }) => ({
        data:
          Number(input.seasonId) === 1566 && Number(input.kind) === 2
            ? [finished(81, [1, '凯尔特人', 107], [2, '独行侠', 89], { kind: 2, seasonId: 1566, matchDate: finals + 8 * HOUR_MS })]
            : [],
      })),
      ...emptyNbaHandlers(),
    );
    const { unmount } = render('?season=1566');
    expect(await screen.findByRole('link', { name: '凯尔特人' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '季后赛' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.queryByRole('button', { name: '常规赛' })).toBeNull();
    unmount();
    render('?season=1414');
    expect(await screen.findByText('该赛季暂无比赛')).toBeTruthy();
  });

  it('opens a Cup address of a season without a Cup on its regular season, without asking for the Cup', async () => {
    const stages: unknown[] = [];
    answerDays();
    server.use(
      handle(nbaRoutes.matchDate, ({ input }) => ({
        data: Number(input.kind) === 7 ? [] : days.map((matchDate) => ({ matchDate, count: 1 })),
      })),
      handle(nbaRoutes.list, ({ input }) => {
        if (input.stageId !== undefined) stages.push(input.stageId);
        const day = days.indexOf(Number(input.matchDate));
        return { data: day < 0 ? [] : [makeGame(900 + day, { matchDate: tipOff(days[day]!) })] };
      }),
    );
    render('?kind=cup&season=1414');
    expect(await screen.findByRole('link', { name: '主队901' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '常规赛' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.queryByRole('button', { name: 'NBA杯' })).toBeNull();
    expect(stages).toEqual([]);
  });

  it('keeps the kind, season and tab in the address, so a reload opens them again', async () => {
    answerDays();
    const first = renderPage(
      <>
        <NbaHome />
        <Address />
      </>,
      { path: '/nba', pattern: '/nba' },
    );
    await screen.findByRole('link', { name: '主队131' });
    fireEvent.click(screen.getByRole('button', { name: '季后赛' }));
    fireEvent.change(screen.getByRole('combobox', { name: '赛季' }), { target: { value: '1566' } });
    fireEvent.click(screen.getByRole('tab', { name: '排名' }));
    expect(screen.getByRole('tab', { name: '排名' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByTestId('address').textContent).toBe('?kind=playoffs&season=1566&tab=2');
    first.unmount();
    // the same address again: the playoffs of 23/24 on the schedule tab, as the address says
    render('?kind=playoffs&season=1566&tab=1');
    expect(await screen.findByRole('link', { name: '主队211' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '季后赛' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: '赛季' }).value).toBe('1566');
  });

  it('lists the 2024 Finals, its Finals games alone, under the series score', async () => {
    const at = (day: number) => chinaMidnight(2024, 6, day) + 8.5 * HOUR_MS;
    const bos: [number, string] = [1, '凯尔特人'];
    const dal: [number, string] = [2, '独行侠'];
    const game = (id: number, day: number, home: [number, string], hs: number, away: [number, string], as: number) =>
      finished(id, [...home, hs], [...away, as], { kind: 5, roundNum: 4, matchDate: at(day) });
    server.use(...emptyNbaHandlers());
    answerPlayoffs(
      1566,
      [finished(9, [1, '凯尔特人', 120], [3, '步行者', 100], { roundNum: 3, matchDate: chinaMidnight(2024, 5, 28) })],
      [
        game(10, 7, bos, 107, dal, 89),
        game(11, 10, bos, 105, dal, 98),
        game(12, 13, dal, 99, bos, 106),
        game(13, 15, dal, 122, bos, 84),
        game(14, 18, bos, 106, dal, 88),
      ],
    );
    render();
    fireEvent.change(await screen.findByRole('combobox', { name: '赛季' }), { target: { value: '1566' } });
    fireEvent.click(await screen.findByRole('button', { name: '季后赛' }));
    fireEvent.click(await screen.findByRole('button', { name: '总决赛' }));
    expect((await screen.findByTestId('finals-score')).textContent).toBe('凯尔特人 4 - 1 独行侠');
    const list = screen.getByRole('region', { name: '总决赛' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(5);
    expect(within(list).queryByText('步行者')).toBeNull();
  });

  it('lists each season’s own Finals: 2024-25’s of June 2025, under the series score', async () => {
    const at = (day: number) => chinaMidnight(2025, 6, day) + 8.5 * HOUR_MS;
    const okc: [number, string] = [5, '雷霆'];
    const ind: [number, string] = [6, '步行者'];
    const game = (id: number, day: number, home: [number, string], hs: number, away: [number, string], as: number) =>
      finished(id, [...home, hs], [...away, as], { kind: 5, roundNum: 4, matchDate: at(day) });
    server.use(...emptyNbaHandlers());
    answerPlayoffs(
      1745,
      [finished(20, [5, '雷霆', 120], [7, '森林狼', 100], { kind: 2, roundNum: 3, matchDate: chinaMidnight(2025, 5, 28) })],
      [game(21, 6, okc, 110, ind, 111), game(22, 9, okc, 123, ind, 107), game(23, 12, ind, 116, okc, 107), game(24, 14, ind, 104, okc, 111)],
    );
    render('?kind=playoffs&season=1745');
    fireEvent.click(await screen.findByRole('button', { name: '总决赛' }));
    expect((await screen.findByTestId('finals-score')).textContent).toBe('雷霆 2 - 2 步行者');
    expect(within(screen.getByRole('region', { name: '总决赛' })).getAllByRole('listitem')).toHaveLength(4);
  });

  it('shows 2022-23’s game days, autumn 2022 included', async () => {
    const autumn = [chinaMidnight(2022, 10, 19), chinaMidnight(2022, 10, 20)];
    server.use(
      handle(nbaRoutes.matchDate, ({ input }) => ({
        data: Number(input.seasonId) === 1414 ? autumn.map((matchDate) => ({ matchDate, count: 1 })) : [],
      })),
      handle(nbaRoutes.list, ({ input }) => ({
        data: Number(input.matchDate) === autumn[1] ? [makeGame(77, { matchDate: autumn[1] + 8 * HOUR_MS })] : [],
      })),
      ...emptyNbaHandlers(),
    );
    render('?season=1414');
    expect(await screen.findByRole('link', { name: '主队77' })).toBeTruthy();
    expect(screen.queryByText('该赛季暂无比赛')).toBeNull();
  });

  it('offers neither the playoffs nor their Finals before they have games', async () => {
    answerDays();
    // the running season: no playoff game yet; 23/24: playoffs under way, no Finals game yet
    server.use(
      handle(nbaRoutes.list, ({ input }) => {
        if (input.matchDate !== undefined) return { data: [] };
        const underWay = Number(input.seasonId) === 1566 && Number(input.kind) === 2;
        return { data: underWay ? [makeGame(5, { kind: 2, roundNum: 1 })] : [] };
      }),
    );
    render('?kind=playoffs');
    await waitFor(() => expect(screen.getByRole('button', { name: '常规赛' }).getAttribute('aria-pressed')).toBe('true'));
    expect(screen.queryByRole('button', { name: '季后赛' })).toBeNull();
    fireEvent.change(screen.getByRole('combobox', { name: '赛季' }), { target: { value: '1566' } });
    fireEvent.click(await screen.findByRole('button', { name: '季后赛' }));
    expect(await screen.findByRole('button', { name: '对阵图' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '总决赛' })).toBeNull();
  });

  it('opens the match page from a game row', async () => {
    answerDays();
    renderWithMatchRoute(<NbaHome />, { path: '/nba', pattern: '/nba' });
    const game = await screen.findByRole('link', { name: /^主队\d+ VS 客队\d+$/ });
    const id = /主队(\d+)/.exec(game.getAttribute('aria-label') ?? '')?.[1];
    fireEvent.click(game);
    expect(await screen.findByText(`match page ${id}`)).toBeTruthy();
  });
});
