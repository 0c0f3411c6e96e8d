import { Type, type Static } from 'typebox';
import { EpochMs, Id } from '../schema-kit';

/**
 * One earlier meeting of a match's two teams (issue 24 §1, ours): a finished match from our data, of any
 * competition, named as in `MatchDetailHeader` so the same score pieces read both.
 */
export const HeadToHeadMatch = Type.Object({
  matchId: Id(),
  /** The competition's Chinese name. */
  competitionName: Type.String(),
  seasonName: Type.String(),
  /** Kick-off (or tip-off), epoch ms. */
  matchDate: EpochMs(),
  homeId: Id(),
  awayId: Id(),
  homeName: Type.String(),
  awayName: Type.String(),
  homeScore: Type.Integer({ minimum: 0 }),
  awayScore: Type.Integer({ minimum: 0 }),
});
export type HeadToHeadMatch = Static<typeof HeadToHeadMatch>;

/** At most this many meetings are listed, newest first. */
export const HEAD_TO_HEAD_LIMIT = 10;
