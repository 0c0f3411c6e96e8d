import { Type, type Static } from 'typebox';
import { EpochMs, Id, Nullable, Text } from '../schema-kit';

/** An anchor attached to a schedule item (SPEC §3 Match.anchorInfo). */
export const MatchAnchor = Type.Object({
  hostId: Id(),
  nickName: Type.String(),
  headUrl: Type.String(),
  /** 1 = live (SPEC §4 "Anchor live"). */
  liveStatus: Type.Integer(),
  liveRoomId: Type.Integer(),
  /** Set when the room is restricted to a user group (SPEC §6). */
  liveUserGroupId: Nullable(Type.Integer()),
});
export type MatchAnchor = Static<typeof MatchAnchor>;

/** Points per period as [home, away] (basketball quarters, then overtimes). */
export const PeriodScores = Type.Array(Type.Tuple([Type.Integer({ minimum: 0 }), Type.Integer({ minimum: 0 })]));
export type PeriodScores = Static<typeof PeriodScores>;

/**
 * A schedule item, shared by the World Cup, Euro, five leagues and NBA centres.
 * Scores are null before kick-off; statusId follows the sport's status map (enums/).
 */
export const Match = Type.Object({
  matchId: Id(),
  sportId: Type.Integer(),
  competitionId: Type.Integer(),
  competitionName: Type.String(),
  seasonId: Type.Integer(),
  stageId: Type.Integer(),
  stageName: Type.String(),
  groupName: Nullable(Type.String()),
  roundNum: Nullable(Type.Integer()),
  /** NBA only: competition phase of the match (enums/competition.ts). */
  kind: Type.Optional(Type.Integer()),
  statusId: Type.Integer(),
  /** Minute of play (football) or null; live values also arrive on `match.<id>`. */
  minute: Nullable(Type.Integer()),
  /** Kick-off (epoch ms). The day label is derived in China time (rules/date-labels.ts). */
  matchDate: EpochMs(),
  /** True when the record gives only the day: matchDate is a slot the league plays (rules/date-labels.ts kickoffClock). */
  kickoffTimeTbd: Type.Optional(Type.Boolean()),
  homeId: Id(),
  awayId: Id(),
  homeName: Type.String(),
  awayName: Type.String(),
  homeLogo: Type.String(),
  awayLogo: Type.String(),
  homeScore: Nullable(Type.Integer()),
  awayScore: Nullable(Type.Integer()),
  homeHalfScore: Nullable(Type.Integer()),
  awayHalfScore: Nullable(Type.Integer()),
  /** Football knockout: the score after extra time (homeScore/awayScore then equal it); absent or null without extra time. */
  homeExtraTimeScore: Type.Optional(Nullable(Type.Integer())),
  awayExtraTimeScore: Type.Optional(Nullable(Type.Integer())),
  /** Football knockout: the penalty shoot-out, never added to homeScore/awayScore; absent or null without one. */
  homePenaltyScore: Type.Optional(Nullable(Type.Integer())),
  awayPenaltyScore: Type.Optional(Nullable(Type.Integer())),
  /** Basketball: points per period, [home, away] for Q1–Q4 then each overtime; absent for football. */
  periodScores: Type.Optional(PeriodScores),
  anchorInfo: Type.Array(MatchAnchor),
  /** Client-set flag of the NBA cup knockout (rules/nba-cup.ts); the server never sends it. */
  isReverse: Type.Optional(Type.Boolean()),
});
export type Match = Static<typeof Match>;

/** One day that has matches; matchDate is that day's midnight in China time, shown as MM月DD日. */
export const MatchDateItem = Type.Object({
  matchDate: EpochMs(),
  count: Type.Integer({ minimum: 0 }),
});
export type MatchDateItem = Static<typeof MatchDateItem>;

/** Home/away record of one team (numbers on the wire; SPEC's Euro strings are converted server-side). */
export const HomeAwayStat = Type.Object({
  teamId: Id(),
  teamName: Type.String(),
  teamLogo: Type.String(),
  groupName: Nullable(Type.String()),
  homeWon: Type.Integer(),
  homeLoss: Type.Integer(),
  homeDraw: Type.Integer(),
  homeTotal: Type.Integer(),
  homePoints: Type.Integer(),
  awayWon: Type.Integer(),
  awayLoss: Type.Integer(),
  awayDraw: Type.Integer(),
  awayTotal: Type.Integer(),
  awayPoints: Type.Integer(),
});
export type HomeAwayStat = Static<typeof HomeAwayStat>;

/** `pid` of the list calls: the caller's platform/product id (SPEC §9 platform 'ml'). */
export const Pid = () => Text(32);
