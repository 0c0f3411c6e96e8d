import { labelOf } from './label-of';

/** SPEC §4 competition phases 1–7. */
export const CompetitionPhase = {
  Regular: 1,
  Playoffs: 2,
  Preseason: 3,
  AllStar: 4,
  Finals: 5,
  TeamCup: 6,
  FinalCup: 7,
} as const;
export type CompetitionPhaseId = (typeof CompetitionPhase)[keyof typeof CompetitionPhase];
export const COMPETITION_PHASE_LABELS: Record<CompetitionPhaseId, string> = {
  1: '常规赛',
  2: '季后赛',
  3: '季前赛',
  4: '全明星',
  5: '总决赛',
  6: '杯赛',
  7: '杯赛决赛',
};
export const competitionPhaseLabel = (id: number): string => labelOf(COMPETITION_PHASE_LABELS, id);

/**
 * SPEC §4 season-type ids 1–6. SPEC gives no names; ours follow the phase order (a season type is
 * the part of a season a ranking or statistic covers).
 */
export const SeasonType = { Regular: 1, Playoffs: 2, Preseason: 3, AllStar: 4, Finals: 5, Cup: 6 } as const;
export type SeasonTypeId = (typeof SeasonType)[keyof typeof SeasonType];
export const SEASON_TYPE_LABELS: Record<SeasonTypeId, string> = {
  1: '常规赛',
  2: '季后赛',
  3: '季前赛',
  4: '全明星',
  5: '总决赛',
  6: '杯赛',
};
export const seasonTypeLabel = (id: number): string => labelOf(SEASON_TYPE_LABELS, id);

/**
 * SPEC §4 conferences; the labels are SPEC's ranking group names in the app's zh-CN: SPEC writes the east one with
 * the traditional form of 东 (U+6771) beside the simplified 西部排名, a slip on a zh-CN page, so the app shows 东部排名.
 */
export const Conference = { East: 1, West: 2 } as const;
export type ConferenceId = (typeof Conference)[keyof typeof Conference];
export const CONFERENCE_LABELS: Record<ConferenceId, string> = { 1: '东部排名', 2: '西部排名' };
export const conferenceLabel = (id: number): string => labelOf(CONFERENCE_LABELS, id);

/**
 * NBA seasons. SPEC §4 gives 1414, 1566, 1745 for 22/23, 23/24, 24/25 and calls 2024-25 current.
 * The demo world lives on today's clock, so it needs a season that contains "now": 1911 is ours,
 * the running season, and the default of every NBA call.
 */
export const NbaSeason = { S2022: 1414, S2023: 1566, S2024: 1745, Current: 1911 } as const;
export type NbaSeasonId = (typeof NbaSeason)[keyof typeof NbaSeason];
export const NBA_SEASON_LABELS: Record<NbaSeasonId, string> = {
  1414: '22/23',
  1566: '23/24',
  1745: '24/25',
  1911: '本赛季',
};
export const NBA_SEASON_IDS: readonly NbaSeasonId[] = [1414, 1566, 1745, 1911];
export const NBA_CURRENT_SEASON_ID: NbaSeasonId = NbaSeason.Current;
/**
 * The season whose head coach and arena the NBA team profiles hold (the latest the record we ship names): a page
 * names the season with them, since today's coach or arena name may be another.
 */
export const NBA_TEAM_PROFILE_SEASON_ID: NbaSeasonId = NbaSeason.S2024;
export const nbaSeasonLabel = (id: number): string => labelOf(NBA_SEASON_LABELS, id);

/**
 * NBA kinds of the schedule tabs. SPEC calls the third one "final cup", but its date window
 * (2024-06-06..2024-06-19) is the NBA Finals, and it is fetched as playoffs: so it is the Finals.
 * The values reuse the competition-phase ids.
 */
export const NbaKind = { Regular: 1, Playoffs: 2, Finals: 5 } as const;
export type NbaKindId = (typeof NbaKind)[keyof typeof NbaKind];
export const NBA_KIND_LABELS: Record<NbaKindId, string> = { 1: '常规赛', 2: '季后赛', 5: '总决赛' };
export const nbaKindLabel = (id: number): string => labelOf(NBA_KIND_LABELS, id);
/** The kind sent to the schedule calls: the Finals are part of the playoffs. */
export const nbaScheduleKind = (kind: number): number => (kind === NbaKind.Finals ? NbaKind.Playoffs : kind);
