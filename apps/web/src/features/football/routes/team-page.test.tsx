import { fiveLeaguesRoutes, worldCupRoutes, type MatchPush } from '@sport/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { matchPushKey } from '../../../lib/use-match-push';
import { handle, server } from '../../../testing/msw';
import { renderPage } from '../../../testing/render-page';
import { makeMatch } from '../testing/centre-fixtures';
import { makeLeaders, makeLineup, makePlayer, makeSeasonGroup } from '../testing/team-fixtures';
import FiveLeaguesTeam from './five-leagues-team';
import WorldCupTeam from './world-cup-team';

const PREMIER_LEAGUE = 12387;
const TEAM = 5;

const renderClubPage = () =>
  renderPage(<FiveLeaguesTeam />, {
    path: `/five-leagues/league/${PREMIER_LEAGUE}/team/${TEAM}`,
    pattern: '/five-leagues/league/:leagueId/team/:id',
  });

/** A club with a squad, two league seasons and a cup season, each season with its own match. */
function answerClub() {
  const asked: string[] = [];
  server.use(
    handle(fiveLeaguesRoutes.teamLineUp, () => ({
      data: makeLineup(TEAM, [
        makePlayer(9, { position: 'F' }),
        makePlayer(1, { position: 'G' }),
        makePlayer(4, { position: 'D' }),
        // one the generator made up beside the real ones
        makePlayer(8, { position: 'M', generated: true }),
        makePlayer(30, { position: null, shirtNumber: null, birthday: null }),
        makePlayer(2, { position: 'D' }),
      ]),
    })),
    handle(fiveLeaguesRoutes.teamSeasonList, () => ({
      data: [
        makeSeasonGroup(1, '联赛', [
          [11, PREMIER_LEAGUE, '2026/27'],
          [10, PREMIER_LEAGUE, '2024/25'],
        ]),
        makeSeasonGroup(2, '杯赛', []),
        // a competition type the five leagues do not know (SPEC §5): not offered
        makeSeasonGroup(9, '其他赛事', [[30, 999, '2025']]),
      ],
    })),
    // the league's own season list: 2026/27 simulated from 2026-10-10 (19:00 in China)
    handle(fiveLeaguesRoutes.seasons, () => ({
      data: [
        { seasonId: 11, competitionId: PREMIER_LEAGUE, name: '2026/27', isCurrent: true, simulatedFrom: Date.UTC(2026, 9, 10, 11) },
        // a past season whose source lacks two results (from 2025-05-25 14:00 UTC, 22:00 in China)
        { seasonId: 10, competitionId: PREMIER_LEAGUE, name: '2024/25', isCurrent: false, unrecorded: { from: Date.UTC(2025, 4, 25, 14), count: 2 } },
      ],
    })),
    handle(fiveLeaguesRoutes.teamSeasonMatch, ({ input }) => {
      asked.push(String(input.seasonId));
      const season = Number(input.seasonId);
      return { data: [makeMatch(season * 100, { seasonId: season, homeId: TEAM, homeName: `赛季${season}主队` })] };
    }),
    handle(fiveLeaguesRoutes.teamBestPlayers, ({ input }) => ({
      data: makeLeaders(TEAM, Number(input.seasonId), [
        { stat: 'goals', playerId: 9, playerName: '球员9', playerLogo: '', value: 17, generated: false },
        { stat: 'assists', playerId: 8, playerName: '球员8', playerLogo: '', value: 6, generated: true },
        { stat: 'minutes_played', playerId: 7, playerName: '球员7', playerLogo: '', value: 630, generated: false },
      ]),
    })),
  );
  return { asked };
}

const rowsOf = (section: HTMLElement) => within(section).getAllByRole('listitem').map((li) => li.textContent);

describe('team page', () => {
  it('shows the team and its squad by position, goalkeepers first and players without a position under 其他', async () => {
    answerClub();
    renderClubPage();
    expect(await screen.findByRole('heading', { name: '球队5' })).toBeTruthy();
    expect(screen.getByText('英格兰')).toBeTruthy();

    const sections = screen.getAllByRole('region');
    expect(sections.map((s) => s.getAttribute('aria-label'))).toEqual(['门将', '后卫', '中场', '前锋', '其他']);
    const age = `${new Date().getFullYear() - 1998}岁`;
    expect(rowsOf(screen.getByRole('region', { name: '后卫' }))).toEqual([`2球员2${age}`, `4球员4${age}`]);
    expect(rowsOf(screen.getByRole('region', { name: '其他' }))).toEqual(['-球员30年龄未知']);
    // a club's squad is partly real: the generated player is marked, and a line says what the mark means
    expect(rowsOf(screen.getByRole('region', { name: '中场' }))).toEqual([`8球员8模拟${age}`]);
    expect(screen.getByText('标「模拟」的球员为系统模拟生成，其余为真实球员')).toBeTruthy();
    // a five-leagues player has a page of their own
    expect(screen.getByRole('link', { name: '球员9' }).getAttribute('href')).toBe(`/five-leagues/league/${PREMIER_LEAGUE}/player/9`);
  });

  it('opens the matches on the league’s newest season; choosing another season shows that season’s matches', async () => {
    const { asked } = answerClub();
    renderClubPage();
    fireEvent.click(await screen.findByRole('tab', { name: '赛程赛果' }));
    expect(await screen.findByRole('link', { name: '赛季11主队' })).toBeTruthy();

    const season = screen.getByRole('combobox', { name: '赛季' });
    expect(within(season).getAllByRole('option').map((o) => o.textContent)).toEqual(['英超 2026/27', '英超 2024/25']);
    // the running season's results are partly the simulator's, and the page says so as the league's centre does
    expect(await screen.findByText('10月10日起的比分为模拟结果，球员数据只计这些比赛')).toBeTruthy();
    fireEvent.change(season, { target: { value: '10' } });
    expect(await screen.findByRole('link', { name: '赛季10主队' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: '赛季11主队' })).toBeNull();
    expect(screen.queryByText(/模拟结果/)).toBeNull();
    expect(screen.getByText('5月25日起的2场比赛数据源未收录赛果，积分榜与统计未计入')).toBeTruthy();
    expect(asked).toEqual(['11', '10']);

    // the leaders tab reads the season chosen on the matches tab
    fireEvent.click(screen.getByRole('tab', { name: '球队之星' }));
    const leaders = await screen.findByRole('region', { name: '球队之星' });
    expect(leaders.textContent).toContain('进球球员917');
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: '赛季' }).value).toBe('10');
    // the generated leader is marked, the real one not, and the line above says what the mark means
    const [scorer, assister, minutes] = within(leaders).getAllByRole('listitem');
    expect(minutes?.textContent).toBe('出场时间球员7630分钟');
    expect(within(assister as HTMLElement).getByText('模拟')).toBeTruthy();
    expect(within(scorer as HTMLElement).queryByText('模拟')).toBeNull();
    expect(screen.getByText('标「模拟」的球员为系统模拟生成，其余为真实球员')).toBeTruthy();
  });

  it('says so when a season has no leaders', async () => {
    answerClub();
    server.use(handle(fiveLeaguesRoutes.teamBestPlayers, ({ input }) => ({ data: makeLeaders(TEAM, Number(input.seasonId)) })));
    renderClubPage();
    fireEvent.click(await screen.findByRole('tab', { name: '球队之星' }));
    expect(await screen.findByText('该赛季暂无球员数据')).toBeTruthy();
  });

  it('shows extra time and penalties of a knockout match as such, and moves a live score by push', async () => {
    const finished = makeMatch(1, {
      statusId: 8,
      homeId: TEAM,
      homeScore: 2,
      awayScore: 2,
      homeHalfScore: 1,
      awayHalfScore: 0,
      homeExtraTimeScore: 2,
      awayExtraTimeScore: 2,
      homePenaltyScore: 4,
      awayPenaltyScore: 2,
    });
    const live = makeMatch(2, { statusId: 4, minute: 60, homeScore: 0, awayScore: 0, matchDate: finished.matchDate + 1 });
    server.use(
      handle(worldCupRoutes.lineUp, () => ({ data: makeLineup(TEAM, []) })),
      handle(worldCupRoutes.seasonList, () => ({ data: [makeSeasonGroup(3, '国际赛事', [[7, 10810, '2026']])] })),
      handle(worldCupRoutes.seasonMatch, () => ({ data: [finished, live] })),
    );
    const { client } = renderPage(<WorldCupTeam />, { path: `/world-cup/team/${TEAM}`, pattern: '/world-cup/team/:id' });
    expect(await screen.findByText('暂无球员名单')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: '赛程赛果' }));

    const knockout = await screen.findByRole('listitem', { name: '主队1 客队1' });
    // what is still to come first (the live match), then the results
    expect(screen.getAllByRole('region').map((s) => s.getAttribute('aria-label'))).toEqual(['赛程', '赛果']);
    expect(within(screen.getByRole('region', { name: '赛果' })).getByRole('listitem').getAttribute('aria-label')).toBe('主队1 客队1');
    expect(within(knockout).getByTestId('match-score').textContent).toBe('2 : 2');
    expect(knockout.textContent).toContain('加时 2:2');
    expect(knockout.textContent).toContain('点球 4:2');

    const push: MatchPush = {
      matchId: 2,
      statusId: 4,
      minute: 71,
      homeScore: 1,
      awayScore: 0,
      homeHalfScore: 0,
      awayHalfScore: 0,
      homeCorner: 0,
      awayCorner: 0,
      updatedAt: Date.now(),
    };
    act(() => {
      client.setQueryData(matchPushKey(2), push);
    });
    const liveRow = screen.getByRole('listitem', { name: '主队2 客队2' });
    await waitFor(() => expect(within(liveRow).getByTestId('match-score').textContent).toBe('1 : 0'));
    expect(within(liveRow).getByTestId('match-status').textContent).toContain("71'");
  });

  it('names a national team once: its country is itself', async () => {
    const lineup = makeLineup(TEAM, []);
    server.use(
      handle(worldCupRoutes.lineUp, () => ({ data: { ...lineup, team: { ...lineup.team, name: '阿根廷', country: '阿根廷' } } })),
      handle(worldCupRoutes.seasonList, () => ({ data: [makeSeasonGroup(3, '国际赛事', [[7, 10810, '2026']])] })),
      handle(worldCupRoutes.seasonMatch, () => ({ data: [] })),
    );
    renderPage(<WorldCupTeam />, { path: `/world-cup/team/${TEAM}`, pattern: '/world-cup/team/:id' });
    expect(await screen.findByRole('heading', { name: '阿根廷' })).toBeTruthy();
    expect(screen.getAllByText('阿根廷')).toHaveLength(1);
  });

  it('says in Chinese that an unknown team is not there, with a way back and no retry', async () => {
    server.use(handle(fiveLeaguesRoutes.teamLineUp, () => ({ code: 404, msg: 'team not found', status: 404 })));
    renderClubPage();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('没有找到这支球队');
    expect(within(alert).getByRole('button', { name: '返回上一页' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '重试' })).toBeNull();
    expect(document.body.textContent).not.toMatch(/not found/i);
  });
});
