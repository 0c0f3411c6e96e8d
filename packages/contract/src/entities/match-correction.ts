import { Type, type Static } from 'typebox';
import { Id, Nullable } from '../schema-kit';

/**
 * A feed's correction of a match already written (issue 24 §2, ours): a goal struck off after review, the wrong
 * scorer named, a final score put right. The event is never deleted: a disallowed goal stays, marked, so the page
 * can say 进球无效 and the history is kept.
 */

/** Why a goal was struck off; the page prints 进球无效 (VAR), 进球无效 (越位) … */
export const GOAL_DISALLOWED_REASONS = ['VAR', 'offside', 'foul', 'handball'] as const;
export const GoalDisallowedReason = Type.Enum(GOAL_DISALLOWED_REASONS);
export type GoalDisallowedReason = Static<typeof GoalDisallowedReason>;

/** The reason as the page shows it between brackets. */
export const GOAL_DISALLOWED_REASON_LABEL: Record<GoalDisallowedReason, string> = {
  VAR: 'VAR',
  offside: '越位',
  foul: '犯规',
  handball: '手球',
};

/** The 赛况 line of a struck-off goal: 进球无效 (VAR), 进球无效 (越位) … */
export const goalDisallowedText = (reason: GoalDisallowedReason = 'VAR'): string =>
  `进球无效 (${GOAL_DISALLOWED_REASON_LABEL[reason]})`;

/** A match event as the match page numbers it (`MatchDetailEvent.seq`). */
const EventSeq = Type.Integer({ minimum: 1, maximum: 32767 });
/** Goals, or an NBA game's points (a final score of an NBA game is corrected too). */
const Goals = Type.Integer({ minimum: 0, maximum: 300 });

/** What a match not played becomes (the console's 赛事 staff, issue 27): settled as not played, buyers refunded. */
export const MATCH_STATUS_CORRECTIONS = ['postponed', 'cancelled'] as const;
export const MatchStatusCorrection = Type.Enum(MATCH_STATUS_CORRECTIONS);
export type MatchStatusCorrection = Static<typeof MatchStatusCorrection>;

/**
 * `POST /admin/feed/correction`: exactly one of `disallowGoal`, `changeScorer`, `setScore`, `setStatus` with the
 * match it corrects. `setScore` is for a finished match (the final score); during play the score follows the
 * events. `setStatus` postpones or cancels a match not finished, an NBA game too. An NBA game takes no event
 * correction: `setScore` once it is finished, its quarters made to add up to the new final (the difference on the
 * last period).
 */
export const MatchCorrectionBody = Type.Object({
  matchId: Id(),
  disallowGoal: Type.Optional(Type.Object({ seq: EventSeq, reason: GoalDisallowedReason })),
  changeScorer: Type.Optional(Type.Object({ seq: EventSeq, playerId: Id() })),
  setScore: Type.Optional(Type.Object({ home: Goals, away: Goals })),
  setStatus: Type.Optional(MatchStatusCorrection),
});
export type MatchCorrectionBody = Static<typeof MatchCorrectionBody>;

/** The kinds of correction, in the order the body names them. */
export const MATCH_CORRECTION_KINDS = ['disallowGoal', 'changeScorer', 'setScore', 'setStatus'] as const;

/** The match after the correction; `changed` is false when it held already (a correction sent twice). */
export const MatchCorrectionResult = Type.Object({
  matchId: Id(),
  changed: Type.Boolean(),
  homeScore: Nullable(Type.Integer({ minimum: 0 })),
  awayScore: Nullable(Type.Integer({ minimum: 0 })),
});
export type MatchCorrectionResult = Static<typeof MatchCorrectionResult>;
