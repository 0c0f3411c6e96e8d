import type { MatchPush } from '@sport/contract';

/** A valid `match.<id>` push whose home score tells pushes apart. */
export const score = (matchId: number, homeScore: number): MatchPush => ({
  matchId,
  statusId: 2,
  minute: 30,
  homeScore,
  awayScore: 0,
  homeHalfScore: 0,
  awayHalfScore: 0,
  homeCorner: 1,
  awayCorner: 2,
  updatedAt: 1_700_000_000_000,
});

export const randomMatchId = (): number => 10_000_000 + Math.floor(Math.random() * 1_000_000_000);
