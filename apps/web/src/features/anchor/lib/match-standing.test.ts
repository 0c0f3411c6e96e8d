import type { MatchPush } from '@sport/contract';
import { describe, expect, it } from 'vitest';
import { matchStanding } from './match-standing';

const game = { matchTypeId: 2, statusId: 8, minute: 8, clock: 201, homeScore: 98, awayScore: 96 };
const push = (over: Partial<MatchPush>): MatchPush => ({
  matchId: 1,
  statusId: 8,
  minute: 9,
  homeScore: 101,
  awayScore: 99,
  homeHalfScore: 50,
  awayHalfScore: 48,
  homeCorner: 0,
  awayCorner: 0,
  updatedAt: 1,
  ...over,
});

describe('a room’s NBA score card', () => {
  it('shows the quarter with its game clock, then as each push runs it down', () => {
    expect(matchStanding(game, undefined)).toMatchObject({ phase: 'live', statusText: '第四节 03:21', minute: null });
    expect(matchStanding(game, push({ clock: 9 })).statusText).toBe('第四节 00:09');
  });

  it('shows the status alone when no clock runs: a break, the final', () => {
    expect(matchStanding(game, push({ statusId: 7 })).statusText).toBe('第三节完');
    expect(matchStanding({ ...game, statusId: 10, clock: null }, undefined).statusText).toBe('完场');
  });
});

describe('a room’s football score card', () => {
  const match = { matchTypeId: 1, statusId: 2, minute: 38, clock: null, homeScore: 1, awayScore: 1 };

  it('shows the minute while the ball is in play', () => {
    expect(matchStanding(match, undefined)).toMatchObject({ phase: 'live', statusText: '上半场', minute: 38 });
  });

  it('shows 中场 alone at half time, and the shoot-out without the minute the clock stopped at', () => {
    expect(matchStanding(match, push({ statusId: 3, minute: 45 }))).toMatchObject({ phase: 'live', statusText: '中场', minute: null });
    expect(matchStanding(match, push({ statusId: 7, minute: 120 }))).toMatchObject({ statusText: '点球决战', minute: null });
  });
});
