import { matchRoutes, type FootballTecPush, type LineupPlayer, type MatchDetail, type TeamLineup } from '@sport/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { applyPush } from '../../../lib/query-client';
import { handle, server } from '../../../testing/msw';
import { renderPage } from '../../../testing/render-page';
import { footballDetail, footballHeader, goal } from '../testing/fixtures';
import MatchPage from './match-page';

// The simulator's matches hold the whole picture (decision 031): line-ups, statistics, commentary, substitutions,
// goals struck off by VAR; an open page follows their play on footballTec.<id>.

const player = (playerId: number, name: string, number: number, line: number | null, place: number | null, extra: Partial<LineupPlayer> = {}): LineupPlayer => ({
  playerId,
  playerName: name,
  number,
  position: line === 0 ? 'G' : 'M',
  line,
  place,
  inMinute: null,
  outMinute: null,
  sentOffMinute: null,
  ...extra,
});
const lineup = (base: number, names: string[], formation: string): TeamLineup => ({
  formation,
  starters: names.map((name, i) => player(base + i, name, i + 1, i === 0 ? 0 : 1 + Math.floor((i - 1) / 4), i === 0 ? 0 : (i - 1) % 4)),
  bench: [player(base + 50, `${names[0]}替补`, 30, null, null, { inMinute: 64 })],
});

const live: MatchDetail = footballDetail(8, {
  resultSource: 'simulation',
  header: footballHeader(8, { statusId: 4, statusName: '下半场', minute: 67, homeScore: 1, awayScore: 0 }),
  eventsHeld: { goals: true, cards: true },
  events: [
    goal(1, 12, 1, '萨卡'),
    { ...goal(2, 40, 2, '帕尔默'), kind: 'goalDisallowed', reason: 'VAR' },
    { ...goal(9, 64, 1, '特罗萨德'), kind: 'substitution', playerOutName: '马丁内利' },
  ],
  statistics: {
    possession: { home: 58, away: 42 },
    shots: { home: 11, away: 6 },
    shotsOnTarget: { home: 4, away: 2 },
    corners: { home: 5, away: 3 },
    fouls: { home: 9, away: 12 },
    yellowCards: { home: 0, away: 1 },
    redCards: { home: 0, away: 0 },
    offsides: { home: 2, away: 1 },
  },
  lineups: {
    home: lineup(100, ['拉亚', '怀特', '萨利巴', '加布里埃尔', '卡拉菲奥里', '赖斯', '厄德高', '梅里诺', '萨卡', '哈弗茨', '马丁内利'], '4-3-3'),
    away: lineup(200, ['桑切斯', '詹姆斯', '科尔威尔', '菲奥法纳', '库库雷利亚', '凯塞多', '恩佐', '帕尔默', '马杜埃凯', '杰克逊', '桑乔'], '4-2-3-1'),
  },
  commentary: [
    { minute: 0, kind: 'kickoff', side: null, text: '比赛开始！' },
    { minute: 12, kind: 'goal', side: 1, text: '球进了！萨卡破门，阿森纳1:0领先。' },
    { minute: 64, kind: 'substitution', side: 1, text: '阿森纳换人：特罗萨德换下马丁内利。' },
  ],
});

const render = (path: string) => {
  const calls: unknown[] = [];
  server.use(
    handle(matchRoutes.detail, ({ input }) => {
      calls.push(input.matchId);
      return { data: live };
    }),
  );
  return { ...renderPage(<MatchPage />, { path, pattern: '/match/:id/:tab?' }), calls };
};
const items = (name: string) =>
  within(screen.getByRole('list', { name }))
    .getAllByRole('listitem')
    .map((li) => li.textContent);

describe('match page: a simulated match’s whole picture', () => {
  it('赛况 lists a substitution and a goal struck off by VAR, in match order', async () => {
    render('/match/8');
    await screen.findByRole('list', { name: '比赛事件' });
    expect(items('比赛事件')).toEqual(["12'进球萨卡", "40'进球无效 (VAR)帕尔默", '半场 1:0', "64'换人换上 特罗萨德换下 马丁内利"]);
  });

  it('数据 shows possession as a share and every count side by side', async () => {
    render('/match/8/stats');
    const table = await screen.findByRole('table', { name: '技术统计' });
    expect(within(table).getByRole('row', { name: /控球率/ }).textContent).toBe('58%控球率42%');
    expect(within(table).getByRole('row', { name: /射正/ }).textContent).toBe('4射正2');
    expect(within(table).getByRole('row', { name: /越位/ }).textContent).toBe('2越位1');
  });

  it('阵容 puts each XI on the pitch by formation with numbers, and the bench with who came on', async () => {
    render('/match/8/lineups');
    const home = await screen.findByRole('region', { name: '阿森纳阵容' });
    expect(within(home).getByText('阵型 4-3-3')).toBeTruthy();
    expect(within(home).getByText('萨利巴')).toBeTruthy();
    expect(within(home).getByText("64' 登场")).toBeTruthy();
    expect(within(screen.getByRole('region', { name: '切尔西阵容' })).getByText('阵型 4-2-3-1')).toBeTruthy();
  });

  it('直播 reads newest first; a footballTec push adds the new line and event without asking again', async () => {
    const { client, calls } = render('/match/8/commentary');
    await screen.findByRole('list', { name: '文字直播' });
    expect(items('文字直播')[0]).toBe("64'阿森纳换人：特罗萨德换下马丁内利。");
    const push: FootballTecPush = {
      matchId: 8,
      minute: 70,
      events: [goal(4, 70, 1, '哈弗茨')],
      statistics: { ...live.statistics!, shots: { home: 12, away: 6 } },
      commentary: [{ minute: 70, kind: 'goal', side: 1, text: '球进了！哈弗茨头球破门，阿森纳2:0。' }],
      updatedAt: 1,
    };
    act(() => {
      applyPush({ chId: 'footballTec.8', seq: 1, data: push }, client);
    });
    await waitFor(() => expect(items('文字直播')[0]).toBe("70'球进了！哈弗茨头球破门，阿森纳2:0。"));
    fireEvent.click(screen.getByRole('tab', { name: '赛况' }));
    expect(items('比赛事件').at(-1)).toBe("70'进球哈弗茨");
    expect(calls).toHaveLength(1);
  });
});
