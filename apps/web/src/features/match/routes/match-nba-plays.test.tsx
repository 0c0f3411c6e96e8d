import { matchRoutes, type MatchDetail, type NbaPlay } from '@sport/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { matchPushKey } from '../../../lib/use-match-push';
import { handle, server } from '../../../testing/msw';
import { renderPage } from '../../../testing/render-page';
import { nbaDetail } from '../testing/fixtures';
import MatchPage from './match-page';

// An NBA game the simulator plays holds its play-by-play (直播): one period at a time, newest line first.

const play = (period: number, clock: number, side: 1 | 2 | null, points: number, score: [number, number], text: string): NbaPlay => ({
  period,
  clock,
  side,
  points,
  homeScore: score[0],
  awayScore: score[1],
  text,
});

const firstQuarter = [
  play(1, 702, 1, 2, [2, 0], '詹姆斯跳投命中（里夫斯助攻）'),
  play(1, 655, 2, 0, [2, 0], '库里三分球不中，戴维斯抢到后场篮板'),
  play(1, 640, 1, 3, [5, 0], '里夫斯三分球命中（詹姆斯助攻）'),
  play(1, 0, null, 0, [5, 0], '第一节结束，湖人 5-0 勇士。'),
];
const live = (plays: NbaPlay[], score: [number, number]): MatchDetail =>
  nbaDetail(30, {
    header: { ...nbaDetail(30).header, statusId: 4, statusName: '第二节', minute: 1, clock: 690, homeScore: score[0], awayScore: score[1] },
    periodScores: [
      [5, 0],
      [score[0] - 5, score[1]],
    ],
    plays,
  });

function render(path: string, ...answers: MatchDetail[]) {
  const calls: unknown[] = [];
  server.use(
    handle(matchRoutes.detail, ({ input }) => {
      calls.push(input.matchId);
      return { data: answers[Math.min(calls.length - 1, answers.length - 1)]! };
    }),
  );
  return { ...renderPage(<MatchPage />, { path, pattern: '/match/:id/:tab?' }), calls };
}

const lines = (period: string) =>
  within(screen.getByRole('list', { name: `${period}文字直播` }))
    .getAllByRole('listitem')
    .map((li) => li.textContent);

describe('match page: an NBA game’s play-by-play', () => {
  it('opens on the period being played, newest first, with the clock, the team and the score after a basket', async () => {
    const second = [...firstQuarter, play(2, 700, 2, 1, [5, 1], '格林罚球第一罚命中'), play(2, 700, 2, 0, [5, 1], '格林罚球第二罚不中，詹姆斯抢到后场篮板')];
    render('/match/30/plays', live(second, [5, 1]));
    expect(await screen.findByRole('button', { name: '第二节', pressed: true })).toBeTruthy();
    expect(lines('第二节')).toEqual(['11:40勇士格林罚球第二罚不中，詹姆斯抢到后场篮板', '11:40勇士格林罚球第一罚命中5-1']);
    fireEvent.click(screen.getByRole('button', { name: '第一节' }));
    expect(lines('第一节')).toEqual([
      '第一节结束，湖人 5-0 勇士。5-0',
      '10:40湖人里夫斯三分球命中（詹姆斯助攻）5-0',
      '10:55勇士库里三分球不中，戴维斯抢到后场篮板',
      '11:42湖人詹姆斯跳投命中（里夫斯助攻）2-0',
    ]);
  });

  it('a push brings the new plays (the page asks again), and a period picked stays picked', async () => {
    const next = [...firstQuarter, play(2, 690, 1, 2, [7, 0], '戴维斯扣篮得分')];
    const { client, calls } = render('/match/30/plays', live(firstQuarter, [5, 0]), live(next, [7, 0]));
    // before the second period's first basket, the first period is the latest one
    expect(await screen.findByRole('button', { name: '第一节', pressed: true })).toBeTruthy();
    act(() => {
      client.setQueryData(matchPushKey(30), { matchId: 30, statusId: 4, minute: 1, clock: 690, homeScore: 7, awayScore: 0, homeHalfScore: 7, awayHalfScore: 0, homeCorner: 0, awayCorner: 0, updatedAt: 2 });
    });
    await waitFor(() => expect(screen.getByRole('button', { name: '第二节', pressed: true })).toBeTruthy());
    expect(lines('第二节')).toEqual(['11:30湖人戴维斯扣篮得分7-0']);
    expect(calls).toHaveLength(2);
  });

  it('after a final corrected after the game, says the plays are from before the correction; not when they end at the final', async () => {
    const ended = (score: [number, number]) =>
      nbaDetail(32, {
        header: { ...nbaDetail(32).header, homeScore: score[0], awayScore: score[1] },
        periodScores: [score],
        plays: firstQuarter,
      });
    const note = '比分已于赛后更正，以下文字直播为更正前的记录';
    const { unmount } = render('/match/32/plays', ended([5, 2]));
    expect(await screen.findByText(note)).toBeTruthy();
    expect(lines('第一节')[0]).toBe('第一节结束，湖人 5-0 勇士。5-0');
    unmount();
    render('/match/32/plays', ended([5, 0]));
    await screen.findByRole('list', { name: '第一节文字直播' });
    expect(screen.queryByText(note)).toBeNull();
  });

  it('says no correction while the game is on (its score runs ahead of the plays between two asks)', async () => {
    render('/match/30/plays', live(firstQuarter, [7, 0]));
    await screen.findByRole('list', { name: '第一节文字直播' });
    expect(screen.queryByText('比分已于赛后更正，以下文字直播为更正前的记录')).toBeNull();
  });

  it('says of a real game that the record holds no play-by-play', async () => {
    render('/match/31/plays', nbaDetail(31, { periodScores: null, boxScore: null, plays: null, resultSource: 'record' }));
    await screen.findByTestId('match-detail-score');
    expect(within(screen.getByRole('tabpanel')).getByText('公开记录未收录本场文字直播')).toBeTruthy();
  });
});
