import { fiveLeaguesRoutes } from '@sport/contract';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { handle, server } from '../../../testing/msw';
import { renderPage } from '../../../testing/render-page';
import { makePlayerDetail, makeSeasonStat } from '../testing/team-fixtures';
import FiveLeaguesPlayer from './five-leagues-player';

const LA_LIGA = 12388;

const renderPlayer = (playerId: number, leagueId = LA_LIGA) =>
  renderPage(<FiveLeaguesPlayer />, {
    path: `/five-leagues/league/${leagueId}/player/${playerId}`,
    pattern: '/five-leagues/league/:leagueId/player/:id',
  });

function answerPlayer() {
  const seasonsAsked: unknown[] = [];
  server.use(
    handle(fiveLeaguesRoutes.playerBasic, ({ input }) => ({
      data: makePlayerDetail(Number(input.id), { teamId: 3, teamName: '皇家马德里', position: 'F', height: 182 }),
    })),
    handle(fiveLeaguesRoutes.seasons, ({ input }) => {
      seasonsAsked.push(input.id);
      return {
        data: [
          // 2026-10-10 11:00 UTC is 19:00 that day in China
          { seasonId: 21, competitionId: LA_LIGA, name: '2026/27', isCurrent: true, simulatedFrom: Date.UTC(2026, 9, 10, 11) },
          { seasonId: 20, competitionId: LA_LIGA, name: '2024/25', isCurrent: false },
        ],
      };
    }),
    // goals tell the seasons apart: 5 in 2026/27, 12 in 2024/25, a season of real results with no assists or cards
    handle(fiveLeaguesRoutes.playerSeasonStat, ({ input }) => {
      const current = Number(input.seasonId) === 21;
      const stat = makeSeasonStat(Number(input.playerId), Number(input.seasonId), current ? 5 : 12);
      const recordOnly = { appearances: null, starts: null, minutes_played: null, assists: null, yellowCards: null, redCards: null };
      return { data: current ? stat : { ...stat, ...recordOnly } };
    }),
  );
  return { seasonsAsked };
}

const fact = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

describe('player page', () => {
  it('shows what the profile knows and 未知 for what it does not', async () => {
    answerPlayer();
    renderPlayer(9);
    expect(await screen.findByRole('heading', { name: '球员9' })).toBeTruthy();
    const profile = screen.getByRole('region', { name: '球员资料' });
    expect(within(profile).getByText('皇家马德里')).toBeTruthy();
    expect(screen.getByRole('link', { name: '皇家马德里' }).getAttribute('href')).toBe(`/five-leagues/league/${LA_LIGA}/team/3`);
    expect(fact('位置')).toBe('前锋');
    expect(fact('身高')).toBe('182厘米');
    for (const unknown of ['号码', '年龄', '体重', '国籍', '惯用脚', '身价', '合同到期']) expect(fact(unknown)).toBe('未知');
    // a real player's page says nothing of the generator
    expect(screen.queryByText(/模拟生成/)).toBeNull();
  });

  it('says so on the page of a player the generator made up', async () => {
    answerPlayer();
    server.use(handle(fiveLeaguesRoutes.playerBasic, ({ input }) => ({ data: makePlayerDetail(Number(input.id), { generated: true }) })));
    renderPlayer(9);
    expect(await screen.findByRole('heading', { name: '球员9' })).toBeTruthy();
    expect(screen.getByText('该球员为系统模拟生成，非真实球员')).toBeTruthy();
  });

  it('opens the league’s current season and switches to another', async () => {
    const { seasonsAsked } = answerPlayer();
    renderPlayer(9);
    expect((await screen.findByTestId('stat-goals')).textContent).toBe('5');
    // figures our data does not hold read as unknown, not as a made-up 0; minutes in minutes
    expect(screen.getByTestId('stat-shots').textContent).toBe('暂无数据');
    expect(screen.getByTestId('stat-minutes_played').textContent).toBe('540分钟');
    expect(screen.getByTestId('stat-starts').textContent).toBe('6');
    expect(seasonsAsked).toEqual([String(LA_LIGA)]);
    fireEvent.change(screen.getByRole('combobox', { name: '赛季' }), { target: { value: '20' } });
    expect((await screen.findByText('12', { selector: '[data-testid="stat-goals"]' })).textContent).toBe('12');
    expect(screen.getByTestId('stat-assists').textContent).toBe('暂无数据');
    expect(screen.getByTestId('stat-yellowCards').textContent).toBe('暂无数据');
    expect(screen.getByTestId('stat-minutes_played').textContent).toBe('暂无数据');
  });

  it('says from which day the season’s scores (and so his figures) are simulated, and not for a season of records', async () => {
    answerPlayer();
    renderPlayer(9);
    expect((await screen.findByTestId('stat-goals')).textContent).toBe('5');
    expect(screen.getByText('10月10日起的比分为模拟结果，球员数据只计这些比赛')).toBeTruthy();
    fireEvent.change(screen.getByRole('combobox', { name: '赛季' }), { target: { value: '20' } });
    expect((await screen.findByText('12', { selector: '[data-testid="stat-goals"]' })).textContent).toBe('12');
    expect(screen.queryByText(/模拟结果/)).toBeNull();
  });

  it('says in Chinese that an unknown player is not there, with a way back and no retry', async () => {
    answerPlayer();
    server.use(handle(fiveLeaguesRoutes.playerBasic, () => ({ code: 404, msg: 'player not found', status: 404 })));
    renderPlayer(404_404);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('没有找到这位球员');
    expect(within(alert).getByRole('button', { name: '返回上一页' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '重试' })).toBeNull();
  });

  it('treats a league that is not one of the five as not there', async () => {
    answerPlayer();
    renderPlayer(9, 1);
    expect((await screen.findByRole('alert')).textContent).toContain('没有找到这位球员');
  });
});
