import { nbaRoutes, type NbaPlayerDetail } from '@sport/contract';
import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { handle, server } from '../../../testing/msw';
import { renderPage } from '../../../testing/render-page';
import { averages } from '../testing/nba-fixtures';
import { seasonsHandler } from '../testing/nba-handlers';
import NbaPlayer from './nba-player';

const detail: NbaPlayerDetail = {
  info: {
    id: 7,
    name: '杰伦·布朗',
    logo: '',
    shirtNumber: 7,
    position: 'G-F',
    birthday: null,
    height: 198,
    weight: null,
    nationality: '美国',
    generated: true,
    teamId: 1,
    teamName: '凯尔特人',
    teamLogo: '',
    averages: averages(23),
  },
  match: [
    {
      matchId: 1,
      matchDate: Date.UTC(2024, 5, 18, 0, 30),
      opponentName: '独行侠',
      isHome: true,
      teamScore: 106,
      opponentScore: 88,
      minutes: 44,
      points: 21,
      rebounds: 8,
      assists: 6,
      steals: 1,
      blocks: 0,
    },
  ],
};

const render = (id: number) => renderPage(<NbaPlayer />, { path: `/nba/player/${id}`, pattern: '/nba/player/:id' });

describe('NBA player page', () => {
  beforeEach(() => server.use(seasonsHandler()));

  it('shows the profile, the season averages and the game log', async () => {
    server.use(
      handle(nbaRoutes.playerDetail, ({ input }) =>
        Number(input.id) === 7 ? { data: detail } : { code: 404, msg: 'no player', status: 404 },
      ),
    );
    render(7);
    expect(await screen.findByRole('heading', { name: '杰伦·布朗' })).toBeTruthy();
    expect(screen.getByText('该球员为系统模拟生成，非真实球员')).toBeTruthy();
    expect(screen.getByRole('link', { name: '凯尔特人' }).getAttribute('href')).toBe('/nba/team/1');
    const profile = screen.getByRole('region', { name: '球员资料' });
    expect(within(profile).getByText('G-F')).toBeTruthy();
    expect(within(profile).getByText('198厘米')).toBeTruthy();
    // the weight the source does not know
    expect(within(profile).getAllByText('未知').length).toBeGreaterThan(0);
    expect(within(screen.getByRole('region', { name: '赛季场均' })).getByTestId('avg-points').textContent).toBe('23.0');
    const log = screen.getByRole('region', { name: '比赛记录' });
    const [, row] = within(log).getAllByRole('row');
    expect(row!.textContent).toBe('06月18日对 独行侠106-8844218' + '6');
  });

  it('reads the averages and the log of the chosen season and kind', async () => {
    const asked: unknown[] = [];
    server.use(
      handle(nbaRoutes.playerDetail, ({ input }) => {
        asked.push(input);
        const points = Number(input.seasonId) === 1566 ? (Number(input.kind) === 2 ? 24.2 : 22.1) : 23;
        return { data: { ...detail, info: { ...detail.info, averages: averages(points) } } };
      }),
    );
    render(7);
    const value = () => within(screen.getByRole('region', { name: '赛季场均' })).getByTestId('avg-points').textContent;
    await screen.findByRole('heading', { name: '杰伦·布朗' });
    expect(value()).toBe('23.0');
    // the running season's averages come from simulated games, and the page says from when
    expect(await screen.findByText('10月21日起的比分为模拟结果')).toBeTruthy();
    fireEvent.change(screen.getByRole('combobox', { name: '赛季' }), { target: { value: '1566' } });
    await screen.findByText('22.1');
    expect(screen.queryByText(/模拟结果/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '季后赛' }));
    await screen.findByText('24.2');
    expect(asked.at(0)).toMatchObject({ id: '7', seasonId: '1911', kind: '1' });
    expect(asked.at(-1)).toMatchObject({ id: '7', seasonId: '1566', kind: '2' });
  });

  it('shows no averages of nothing for a season he has not played: the log says 暂无比赛记录', async () => {
    server.use(
      handle(nbaRoutes.playerDetail, () => ({ data: { info: { ...detail.info, averages: averages(0) }, match: [] } })),
    );
    render(7);
    expect(await screen.findByRole('heading', { name: '杰伦·布朗' })).toBeTruthy();
    expect(screen.getByText('暂无比赛记录')).toBeTruthy();
    expect(screen.queryByRole('region', { name: '赛季场均' })).toBeNull();
  });

  it('says an unknown player is not there', async () => {
    server.use(handle(nbaRoutes.playerDetail, () => ({ code: 404, msg: 'no player', status: 404 })));
    render(99);
    expect(await screen.findByText('没有找到这位球员')).toBeTruthy();
  });
});
