import { Type, type Static } from 'typebox';
import { GoalDisallowedReason } from '../entities/match-correction';
import { Id, Int, NonEmptyText, Nullable, Text } from '../schema-kit';
import { defineConsoleRoute } from './route';

// The 赛事 area of the console (issue 27 §2): find matches, correct a score or an event, postpone or cancel, each
// with its effect shown before it is confirmed. The change goes through the match correction of issue 24. An NBA
// game takes one change, its final score once finished (setScore): its quarters are made to add up to it, and its
// tips and the users' bets re-settle on it like a football match's.

/** Goals, or an NBA game's points: an NBA game's final score is corrected too (its tips and bets settle on it). */
const Goals = Int({ minimum: 0, maximum: 300 });
const EventSeq = Int({ minimum: 1, maximum: 32767 });

/** One change to a match, as the staff member picks it. */
export const ConsoleMatchChange = Type.Union([
  Type.Object({ kind: Type.Literal('setScore'), home: Goals, away: Goals }),
  Type.Object({ kind: Type.Literal('disallowGoal'), seq: EventSeq, reason: GoalDisallowedReason }),
  Type.Object({ kind: Type.Literal('changeScorer'), seq: EventSeq, playerId: Id() }),
  Type.Object({ kind: Type.Literal('postpone') }),
  Type.Object({ kind: Type.Literal('cancel') }),
]);
export type ConsoleMatchChange = Static<typeof ConsoleMatchChange>;

export const ConsoleMatchPreviewRequest = Type.Object({ matchId: Id(), change: ConsoleMatchChange });
export const ConsoleMatchApplyRequest = Type.Object({
  matchId: Id(),
  change: ConsoleMatchChange,
  reason: NonEmptyText(500),
});
export type ConsoleMatchApplyRequest = Static<typeof ConsoleMatchApplyRequest>;

/** A match as the list and the effect show it: status and score (null before kick-off). */
export const ConsoleMatchState = Type.Object({
  statusId: Type.Integer(),
  /** 已结束, 推迟, 取消, 未开始, 进行中 … */
  statusName: Type.String(),
  homeScore: Nullable(Type.Integer()),
  awayScore: Nullable(Type.Integer()),
});
export type ConsoleMatchState = Static<typeof ConsoleMatchState>;

export const ConsoleMatch = Type.Object({
  id: Type.Integer(),
  sportId: Type.Integer(),
  competitionName: Type.String(),
  /** null while a knockout slot is undecided. */
  homeName: Nullable(Type.String()),
  awayName: Nullable(Type.String()),
  kickoffAt: Type.Integer(),
  /** True when the record gives only the day: kickoffAt is a slot the league plays, which the simulator plays. */
  kickoffTimeTbd: Type.Optional(Type.Boolean()),
  state: ConsoleMatchState,
});
export type ConsoleMatch = Static<typeof ConsoleMatch>;

export const ConsoleMatchPage = Type.Object({ list: Type.Array(ConsoleMatch), total: Type.Integer() });
export type ConsoleMatchPage = Static<typeof ConsoleMatchPage>;

/**
 * What a change does: the match before and after, the tips whose result changes and their buyers whose refund
 * moves, the gold credited back and taken back (at most: a buyer who spent a refund no longer due keeps it), and
 * the users' bets settled or settled again. `changed` false: the match is already so, nothing moves.
 */
export const ConsoleMatchEffect = Type.Object({
  matchId: Type.Integer(),
  changed: Type.Boolean(),
  before: ConsoleMatchState,
  after: ConsoleMatchState,
  tips: Type.Integer(),
  buyers: Type.Integer(),
  refundGold: Type.Integer(),
  reversalGold: Type.Integer(),
  bets: Type.Integer(),
});
export type ConsoleMatchEffect = Static<typeof ConsoleMatchEffect>;

export const consoleMatchRoutes = {
  matchesSearch: defineConsoleRoute({
    method: 'GET',
    path: '/console/api/matches',
    // 运营 reads it to find the match a stream goes on (the 主播 page); only 赛事 changes a match
    roles: ['matches', 'operator'],
    request: Type.Object({
      /** Part of the competition's name or short name. */
      competition: Type.Optional(Text(64)),
      /** Part of either team's name. */
      team: Type.Optional(Text(64)),
      /** A China-time day, YYYY-MM-DD. */
      date: Type.Optional(Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' })),
      page: Type.Optional(Int({ minimum: 1, default: 1 })),
      size: Type.Optional(Int({ minimum: 1, maximum: 100, default: 20 })),
    }),
    response: ConsoleMatchPage,
    summary: 'Matches by competition, team name and China-time day, kick-off nearest to now first, paged',
  }),
  matchesPreview: defineConsoleRoute({
    method: 'POST',
    path: '/console/api/matches/preview',
    roles: ['matches'],
    request: ConsoleMatchPreviewRequest,
    response: ConsoleMatchEffect,
    summary: 'What a correction, postponement or cancellation would move (tips, buyers, gold, bets); writes nothing',
  }),
  matchesApply: defineConsoleRoute({
    method: 'POST',
    path: '/console/api/matches/apply',
    roles: ['matches'],
    request: ConsoleMatchApplyRequest,
    response: ConsoleMatchEffect,
    summary: 'Applies the change through the match correction, with its audit entry; tips and bets re-settle',
  }),
};
