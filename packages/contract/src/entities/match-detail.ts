import { Type, type Static } from 'typebox';
import { EpochMs, Id, Nullable } from '../schema-kit';
import { PeriodScores } from './match';
import { GoalDisallowedReason } from './match-correction';

/**
 * The match page (issue 24, ours: SPEC §7 leaves match pages to the native app). One answer holds what the
 * database has of a match, football or NBA; what it does not hold is null (or not listed in `eventsHeld`),
 * so the page says 暂无数据 and never shows a figure we made up.
 */

/** A home/away pair of one figure. */
export const SidePair = Type.Object({ home: Type.Integer({ minimum: 0 }), away: Type.Integer({ minimum: 0 }) });
export type SidePair = Static<typeof SidePair>;

/** Where the score comes from: the source's real result, or the live simulator (the page says which). */
export const ResultSource = Type.Union([Type.Literal('record'), Type.Literal('simulation')]);
export type ResultSource = Static<typeof ResultSource>;

/**
 * The match as its header shows it. Ids, names and scores are named as in `Match` (the lists), so the same
 * score pieces read both; an undecided knockout slot has id 0 and the name 待定, as there.
 */
export const MatchDetailHeader = Type.Object({
  matchId: Id(),
  sportId: Type.Integer(),
  competitionId: Type.Integer(),
  /** The competition's Chinese name. */
  competitionName: Type.String(),
  seasonId: Type.Integer(),
  seasonName: Type.String(),
  stageId: Type.Integer(),
  /** The stage or round's Chinese name (小组赛, 决赛, 联赛 …). */
  stageName: Type.String(),
  groupName: Nullable(Type.String()),
  roundNum: Nullable(Type.Integer()),
  /** Kick-off (or tip-off), epoch ms. */
  matchDate: EpochMs(),
  /** True when the record gives only the day: matchDate is a slot the league plays (rules/date-labels.ts kickoffClock). */
  kickoffTimeTbd: Type.Optional(Type.Boolean()),
  /** The sport's status map (SPEC §4: football 0–13, basketball 0–15) and its meaning in Chinese. */
  statusId: Type.Integer(),
  statusName: Type.String(),
  /** The detailed phase (football 1002–1016, basketball 3001–3019) and its meaning; null before kick-off. */
  phase: Nullable(Type.Integer()),
  phaseName: Nullable(Type.String()),
  /** Football: the minute of play; basketball: minutes played in the current quarter; null when not held. */
  minute: Nullable(Type.Integer()),
  /** Stoppage minutes beyond `minute` (the 3 of 45+3'); null when not held (our data keeps none for a live minute yet). */
  addedMinute: Nullable(Type.Integer()),
  /** Basketball: seconds left on the period's game clock while a period is played (第四节 03:21); null otherwise. */
  clock: Nullable(Type.Integer({ minimum: 0 })),
  homeId: Type.Integer({ minimum: 0 }),
  awayId: Type.Integer({ minimum: 0 }),
  homeName: Type.String(),
  awayName: Type.String(),
  homeLogo: Type.String(),
  awayLogo: Type.String(),
  /** Null before kick-off. Football: after extra time when it was played, never with the shoot-out. */
  homeScore: Nullable(Type.Integer()),
  awayScore: Nullable(Type.Integer()),
  homeHalfScore: Nullable(Type.Integer()),
  awayHalfScore: Nullable(Type.Integer()),
  /** Football: the score after 120'; null without extra time. */
  homeExtraTimeScore: Nullable(Type.Integer()),
  awayExtraTimeScore: Nullable(Type.Integer()),
  /** Football: the penalty shoot-out; null without one. */
  homePenaltyScore: Nullable(Type.Integer()),
  awayPenaltyScore: Nullable(Type.Integer()),
});
export type MatchDetailHeader = Static<typeof MatchDetailHeader>;

/**
 * The kinds of football event the database holds (substitutions: the simulator's matches only). `goalDisallowed`
 * is a goal struck off after it was shown (a correction, e.g. VAR): it counts for nobody, and the page says
 * 进球无效 (reason).
 */
export const MatchEventKind = Type.Union([
  Type.Literal('goal'),
  Type.Literal('goalDisallowed'),
  Type.Literal('yellow'),
  Type.Literal('red'),
  Type.Literal('substitution'),
]);
export type MatchEventKind = Static<typeof MatchEventKind>;

/** One football event, in match order (by minute, then stoppage, then seq). */
export const MatchDetailEvent = Type.Object({
  /** The event's key within the match (a substitution's is above the goals' and cards': order by minute, not by it). */
  seq: Type.Integer({ minimum: 0 }),
  /** The minute of the period's clock (90 for 90+4'). */
  minute: Type.Integer({ minimum: 0 }),
  /** Stoppage minutes beyond `minute` (4 for 90+4'); null within the period's time. */
  addedMinute: Nullable(Type.Integer({ minimum: 0 })),
  kind: MatchEventKind,
  /** 1 home, 2 away: for a goal the side it counts for (an own goal's scorer plays for the other side). */
  side: Type.Union([Type.Literal(1), Type.Literal(2)]),
  teamId: Id(),
  /** The scorer, the booked player, or the player coming on; null when the source does not name one. */
  playerId: Nullable(Type.Integer()),
  playerName: Nullable(Type.String()),
  /** Substitutions only: the player going off. */
  playerOutId: Type.Optional(Type.Integer()),
  playerOutName: Type.Optional(Type.String()),
  /** Goals: the assisting player where the source names one. */
  assistPlayerId: Nullable(Type.Integer()),
  assistPlayerName: Nullable(Type.String()),
  /** Goals: scored from the penalty spot (in play, not the shoot-out). */
  penalty: Type.Boolean(),
  ownGoal: Type.Boolean(),
  /** `goalDisallowed` alone: why the goal was struck off (GOAL_DISALLOWED_REASON_LABEL says it in Chinese). */
  reason: Type.Optional(GoalDisallowedReason),
});
export type MatchDetailEvent = Static<typeof MatchDetailEvent>;

/**
 * Which kinds `events` lists in full. A real league record has its score but no scorers: goals false, and the
 * page says 暂无数据 rather than showing a goalless timeline; cards are held for the matches the simulator played.
 */
export const MatchEventsHeld = Type.Object({ goals: Type.Boolean(), cards: Type.Boolean() });
export type MatchEventsHeld = Static<typeof MatchEventsHeld>;

/**
 * Football team statistics the database holds (the simulator's matches, moving through the match); absent figures
 * are not invented. Cards equal the card events; shots on target count the goals scored from a shot.
 */
export const FootballMatchStats = Type.Object({
  /** Percent of the ball; home + away = 100. */
  possession: Nullable(SidePair),
  shots: Nullable(SidePair),
  shotsOnTarget: Nullable(SidePair),
  corners: Nullable(SidePair),
  fouls: Nullable(SidePair),
  yellowCards: Nullable(SidePair),
  redCards: Nullable(SidePair),
  offsides: Nullable(SidePair),
});
export type FootballMatchStats = Static<typeof FootballMatchStats>;

/** A football position: goalkeeper, defender, midfielder, forward. */
export const LineupPosition = Type.Union([Type.Literal('G'), Type.Literal('D'), Type.Literal('M'), Type.Literal('F')]);
export type LineupPosition = Static<typeof LineupPosition>;

/** One player of a line-up. */
export const LineupPlayer = Type.Object({
  playerId: Id(),
  playerName: Type.String(),
  /** Shirt number; null when the squad holds none. */
  number: Nullable(Type.Integer({ minimum: 0 })),
  position: LineupPosition,
  /**
   * Starters: the formation's line from the goal (0 the goalkeeper, 1 the defence … the last the attack) and the
   * place along it from the left (0-based); null for the bench.
   */
  line: Nullable(Type.Integer({ minimum: 0 })),
  place: Nullable(Type.Integer({ minimum: 0 })),
  /** The minute the player came on (bench) or went off (starter, or a substitute taken off); null when not. */
  inMinute: Nullable(Type.Integer({ minimum: 0 })),
  outMinute: Nullable(Type.Integer({ minimum: 0 })),
  /** The minute of a red card; null when not sent off. */
  sentOffMinute: Nullable(Type.Integer({ minimum: 0 })),
  /**
   * So far in the match (the simulator's sheets; absent on sheets written before them): shots (goals included),
   * those on target, and a goalkeeper's saves of the other side's shots on target while he stood in goal.
   */
  shots: Type.Optional(Type.Integer({ minimum: 0 })),
  shotsOnTarget: Type.Optional(Type.Integer({ minimum: 0 })),
  saves: Type.Optional(Type.Integer({ minimum: 0 })),
});
export type LineupPlayer = Static<typeof LineupPlayer>;

/** One side's line-up: the starting XI by its formation (e.g. '4-3-3') and the bench (up to 9). */
export const TeamLineup = Type.Object({
  formation: Type.String(),
  starters: Type.Array(LineupPlayer),
  bench: Type.Array(LineupPlayer),
});
export type TeamLineup = Static<typeof TeamLineup>;

export const MatchLineups = Type.Object({ home: TeamLineup, away: TeamLineup });
export type MatchLineups = Static<typeof MatchLineups>;

/** What a commentary line is about (the page may mark goals, cards and substitutions). */
export const CommentaryKind = Type.Union([
  Type.Literal('kickoff'),
  Type.Literal('half_time'),
  Type.Literal('second_half'),
  Type.Literal('full_time'),
  Type.Literal('extra_time'),
  Type.Literal('penalties'),
  Type.Literal('goal'),
  Type.Literal('yellow'),
  Type.Literal('red'),
  Type.Literal('substitution'),
  Type.Literal('play'),
]);
export type CommentaryKind = Static<typeof CommentaryKind>;

/** One line of the text commentary, in simplified Chinese. */
export const CommentaryLine = Type.Object({
  /** The minute of the period's clock (0 for the kick-off line). */
  minute: Type.Integer({ minimum: 0 }),
  kind: CommentaryKind,
  /** 1 home, 2 away; null for a line about the match (kick-off, half time …). */
  side: Nullable(Type.Union([Type.Literal(1), Type.Literal(2)])),
  text: Type.String(),
});
export type CommentaryLine = Static<typeof CommentaryLine>;

/** One player's line in an NBA game. */
export const NbaBoxLine = Type.Object({
  playerId: Id(),
  playerName: Type.String(),
  minutes: Type.Integer({ minimum: 0 }),
  points: Type.Integer({ minimum: 0 }),
  rebounds: Type.Integer({ minimum: 0 }),
  assists: Type.Integer({ minimum: 0 }),
  steals: Type.Integer({ minimum: 0 }),
  blocks: Type.Integer({ minimum: 0 }),
  turnovers: Type.Integer({ minimum: 0 }),
  fieldGoalsMade: Type.Integer({ minimum: 0 }),
  fieldGoalsAttempted: Type.Integer({ minimum: 0 }),
  threesMade: Type.Integer({ minimum: 0 }),
  threesAttempted: Type.Integer({ minimum: 0 }),
  freeThrowsMade: Type.Integer({ minimum: 0 }),
  freeThrowsAttempted: Type.Integer({ minimum: 0 }),
});
export type NbaBoxLine = Static<typeof NbaBoxLine>;

/** Both teams' lines, most minutes first. */
export const NbaBoxScore = Type.Object({ home: Type.Array(NbaBoxLine), away: Type.Array(NbaBoxLine) });
export type NbaBoxScore = Static<typeof NbaBoxScore>;

/**
 * One line of an NBA game's play-by-play (a simulated game: the record holds none): a shot with its shooter, the
 * pass that made it and the rebound of a miss, told in simplified Chinese, or a period's end. The scoring lines add
 * up to the score by period, and each player's to his line in the box score.
 */
export const NbaPlay = Type.Object({
  /** 1–4 the quarters, 5 on the overtimes. */
  period: Type.Integer({ minimum: 1 }),
  /** Seconds left on the period's game clock (0 for a period's end). */
  clock: Type.Integer({ minimum: 0 }),
  /** 1 home, 2 away; null for a line about the game (a period's end). */
  side: Nullable(Type.Union([Type.Literal(1), Type.Literal(2)])),
  /** Points the play scored (0 for a miss or a line about the game). */
  points: Type.Integer({ minimum: 0, maximum: 3 }),
  /** The score after the play. */
  homeScore: Type.Integer({ minimum: 0 }),
  awayScore: Type.Integer({ minimum: 0 }),
  text: Type.String(),
});
export type NbaPlay = Static<typeof NbaPlay>;

export const MatchDetail = Type.Object({
  header: MatchDetailHeader,
  /** Null while there is no score; a demo-world match's score is the simulator's. */
  resultSource: Nullable(ResultSource),
  /** Football events in match order; empty for basketball (its play-by-play is `plays`). */
  events: Type.Array(MatchDetailEvent),
  eventsHeld: MatchEventsHeld,
  /** Football; null when the database holds none of them (every real record, and every NBA game). */
  statistics: Nullable(FootballMatchStats),
  /** Football matches the simulator plays, from kick-off; null for every record and every NBA game. */
  lineups: Nullable(MatchLineups),
  /**
   * The text commentary in match order (oldest first: the page shows it newest first by reversing), from kick-off;
   * null where not held (every record, every NBA game).
   */
  commentary: Nullable(Type.Array(CommentaryLine)),
  /** Basketball: points per quarter, then overtimes; null for football and for a real game (the record has none). */
  periodScores: Nullable(PeriodScores),
  /** Basketball: the players' lines; null for football and for a real game (the record has none). */
  boxScore: Nullable(NbaBoxScore),
  /** Basketball: the play-by-play so far in game order (oldest first); null for football and for a real game. */
  plays: Nullable(Type.Array(NbaPlay)),
});
export type MatchDetail = Static<typeof MatchDetail>;
