import { describe, expect, it } from 'vitest';
import { matchWinner, nbaCupRounds } from './nba-cup';

const qf = (homeId: number, awayId: number, homeScore: number | null, awayScore: number | null) => ({
  stageId: 10492,
  homeId,
  awayId,
  homeScore,
  awayScore,
});
const sf = (homeId: number, awayId: number) => ({ stageId: 10493, homeId, awayId, homeScore: null, awayScore: null });

describe('nbaCupRounds', () => {
  it('feeds first-stage winners (higher score) into stage two', () => {
    const out = nbaCupRounds([qf(1, 2, 110, 100), qf(3, 4, 90, 99), qf(5, 6, 101, 120), qf(7, 8, 88, 80)], [], []);
    expect(out.winners).toEqual([1, 4, 6, 7]);
  });

  it('knows no winner without both scores or on a tie', () => {
    expect(matchWinner(qf(1, 2, null, 100))).toBeUndefined();
    expect(matchWinner(qf(1, 2, 100, 100))).toBeUndefined();
  });

  it('flags a semi-final isReverse when its home team is not the expected winner', () => {
    const out = nbaCupRounds(
      [qf(1, 2, 110, 100), qf(3, 4, 90, 99), qf(5, 6, 101, 120), qf(7, 8, 88, 80)],
      [sf(1, 4), sf(7, 6)],
      [{ stageId: 10494, homeId: 1, awayId: 7, homeScore: null, awayScore: null }],
    );
    expect(out.second.map((m) => m.isReverse)).toEqual([false, true]);
    expect(out.first).toHaveLength(4);
    expect(out.final).toHaveLength(1);
  });

  it('does not flag while the feeding match has no result', () => {
    const out = nbaCupRounds([qf(1, 2, null, null), qf(3, 4, null, null)], [sf(4, 1)], []);
    expect(out.second[0]?.isReverse).toBe(false);
  });
});
