import { nbaRoutes, type NbaPlayer } from '@sport/contract';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { handle, server } from '../../../testing/msw';
import { renderPage } from '../../../testing/render-page';
import { averages, finished, makeGame, makeStanding } from '../testing/nba-fixtures';
import { seasonsHandler } from '../testing/nba-handlers';
import NbaTeam from './nba-team';

const player = (id: number, name: string): NbaPlayer => ({
  id,
  name,
  logo: '',
  shirtNumber: id,
  position: 'G',
  birthday: null,
  height: 188,
  weight: 86,
  nationality: '美国',
  // the NBA record we ship has no rosters: every player is the generator's
  generated: true,
});

const team = {
  id: 1,
  name: '凯尔特人',
  shortName: '凯尔特人',
  logo: '',
  city: '波士顿',
  conference: 1,
  coachName: '马祖拉',
  venueName: 'TD花园',
};

function answerTeam() {
  const asked: unknown[] = [];
  server.use(
    seasonsHandler(),
    handle(nbaRoutes.teamLineUp, ({ input }) =>
      Number(input.id) === 1
        ? { data: { team, players: [player(7, '布朗')] } }
        : { code: 404, msg: 'no team', status: 404 },
    ),
    // the averages say which season and kind they were asked for: 26.9 now, 25.0 + season index, +0.5 in the playoffs
    handle(nbaRoutes.teamPlayer, ({ input }) => {
      const points = Number(input.seasonId) === 1911 && Number(input.kind) === 1 ? 26.9 : 25 + (Number(input.seasonId) % 10) + (Number(input.kind) === 2 ? 0.5 : 0);
      return {
        data: [
          { player: player(0, '塔图姆'), games: 70, averages: averages(points) },
          { player: player(7, '布朗'), games: 70, averages: averages(23) },
          { player: player(9, '沃尔什'), games: 0, averages: averages(0) },
        ],
      };
    }),
    handle(nbaRoutes.teamMatch, ({ input }) => {
      asked.push(input);
      return {
        data:
          Number(input.kind) === 2
            ? [finished(9, [1, '凯尔特人', 107], [2, '独行侠', 89], { kind: 5 })]
            : [makeGame(8, { homeId: 1, homeName: '凯尔特人' })],
      };
    }),
    // the current regular season's east: the team third
    handle(nbaRoutes.ranking, ({ input }) => ({
      data:
        Number(input.scope) === 1 && Number(input.division) === 1 && Number(input.seasonId) === 1911
          ? [{ division: 1, divisionName: '东部排名', rankingItem: [makeStanding(1, 5), makeStanding(2, 6), makeStanding(3, 1)] }]
          : [],
    })),
    handle(nbaRoutes.teamData, ({ input }) => ({
      data: {
        teamId: 1,
        seasonId: Number(input.seasonId),
        kind: Number(input.kind),
        won: 64,
        lost: 18,
        averages: averages(120.6),
        ranks: { points: 1 },
        leaders: [{ stat: 'points' as const, playerId: 0, playerName: '塔图姆', playerLogo: '', value: 26.9, generated: true }],
      },
    })),
  );
  return asked;
}

const render = (id: number | string) => renderPage(<NbaTeam />, { path: `/nba/team/${id}`, pattern: '/nba/team/:id' });

describe('NBA team page', () => {
  it('shows the team and its roster, each player to his page', async () => {
    answerTeam();
    render(1);
    expect(await screen.findByRole('heading', { name: '凯尔特人' })).toBeTruthy();
    expect(await screen.findByText('东部第3名')).toBeTruthy();
    const roster = await screen.findByRole('region', { name: '阵容' });
    expect(within(roster).getByRole('link', { name: '塔图姆' }).getAttribute('href')).toBe('/nba/player/0');
    expect(within(roster).getByText('场均26.9分')).toBeTruthy();
    // made-up players of a real team are said to be so, once for a roster all generated (no mark on each row)
    expect(screen.getByText('本队球员为系统模拟生成，非真实名单')).toBeTruthy();
    expect(within(roster).queryByText('模拟')).toBeNull();
  });

  it('says a player who has not played in the season is 未出场, not 场均0.0分', async () => {
    answerTeam();
    render(1);
    const roster = await screen.findByRole('region', { name: '阵容' });
    const row = within(roster).getByRole('link', { name: '沃尔什' }).closest('li')!;
    expect(within(row).getByText('未出场')).toBeTruthy();
    expect(within(roster).queryByText('场均0.0分')).toBeNull();
  });

  it('names the head coach and the arena of the season the profiles hold', async () => {
    answerTeam();
    render(1);
    // of the season the profiles hold, named: today's coach may be another
    expect((await screen.findByTestId('team-coach')).textContent).toBe('24/25赛季主教练 马祖拉');
    expect(screen.getByTestId('team-arena').textContent).toBe('24/25赛季主场 TD花园');
  });

  it('gives the roster’s averages of the chosen season and kind', async () => {
    answerTeam();
    render(1);
    const roster = await screen.findByRole('region', { name: '阵容' });
    expect(within(roster).getByText('场均26.9分')).toBeTruthy();
    // the running season's games are the simulator's from its first tip-off, and its averages with them
    expect(await screen.findByText('10月21日起的比分为模拟结果')).toBeTruthy();
    // 23/24 (1566): 25 + 6
    fireEvent.change(screen.getByRole('combobox', { name: '赛季' }), { target: { value: '1566' } });
    expect(await screen.findByText('场均31.0分')).toBeTruthy();
    expect(screen.queryByText(/模拟结果/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '季后赛' }));
    expect(await screen.findByText('场均31.5分')).toBeTruthy();
  });

  it('lists the games of the chosen kind, and the team data with its leaders', async () => {
    const asked = answerTeam();
    render(1);
    fireEvent.click(await screen.findByRole('tab', { name: '赛程赛果' }));
    const games = await screen.findByRole('region', { name: '赛程赛果' });
    expect(within(games).getByRole('listitem', { name: '凯尔特人 客队8' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '季后赛' }));
    const finals = await screen.findByRole('listitem', { name: '凯尔特人 独行侠' });
    expect(within(finals).getByTestId('match-score').textContent).toBe('107 : 89');
    expect(asked.at(-1)).toMatchObject({ teamId: '1', kind: '2', seasonId: '1911' });
    fireEvent.click(screen.getByRole('tab', { name: '球队数据' }));
    expect((await screen.findByTestId('team-record')).textContent).toBe('64胜18负');
    expect(screen.getByTestId('avg-points').textContent).toBe('120.6');
    expect(screen.getByTestId('avg-points').nextElementSibling?.textContent).toBe('第1');
    expect(screen.getByTestId('avg-fieldGoalPct').textContent).toBe('48.5%');
    const leaders = screen.getByRole('region', { name: '球队领袖' });
    expect(within(leaders).getByRole('link', { name: '塔图姆' }).getAttribute('href')).toBe('/nba/player/0');
    // generated leaders (every NBA player is) are said to be so once, not marked row by row
    expect(screen.getByText('榜单中的球员均为系统模拟生成，非真实球员')).toBeTruthy();
    expect(within(leaders).queryByText('模拟')).toBeNull();
  });

  it('says an unknown team is not there and offers the way back', async () => {
    answerTeam();
    render(99);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('没有找到这支球队')).toBeTruthy();
    expect(within(alert).getByRole('button', { name: '返回上一页' })).toBeTruthy();
  });
});
