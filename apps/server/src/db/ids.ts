import { CompetitionId, NBA_CUP_STAGE_IDS, NbaSeason, SportId } from '@sport/contract';

/** SPEC §9 ids the demo world uses (from the contract), and how it numbers the rows SPEC does not name. */
export const SPORT_FOOTBALL = SportId.Football;
export const SPORT_BASKETBALL = SportId.Basketball;

export const WORLD_CUP_ID = CompetitionId.WorldCup;
export const EURO_ID = CompetitionId.Euro;
/** SPEC gives the NBA no competition id; ours. */
export const NBA_ID = 1;
export { NBA_CUP_STAGE_IDS };

/** SPEC §4: 1414 = 2022/23, 1566 = 2023/24, 1745 = 2024/25; the running season is the contract's Current. */
const KNOWN_NBA_SEASONS: Readonly<Record<number, number>> = { 2022: NbaSeason.S2022, 2023: NbaSeason.S2023, 2024: NbaSeason.S2024 };
export const nbaSeasonId = (startYear: number): number => KNOWN_NBA_SEASONS[startYear] ?? NbaSeason.Current;

/** A football competition has one demo season. */
export const footballSeasonId = (competitionId: number): number => 100_000 + competitionId;
export const stageId = (seasonId: number, index: number): number => seasonId * 10 + index;
export const matchId = (seasonId: number, index: number): number => seasonId * 10_000 + index;

/** Team id bases per family (national teams, clubs, NBA). */
export const NATIONAL_TEAM_ID_BASE = 1000;
export const CLUB_ID_BASE = 2000;
export const NBA_TEAM_ID_BASE = 3000;
export const PLAYER_ID_BASE = 100_000;

/**
 * Imported real seasons (feed/openfootball) live in ranges the demo never reaches: demo seasons are
 * 100_000 + competitionId (< 200_000) with stages seasonId * 10 + i (< 2_000_000) and matches
 * seasonId * 10_000 + i (< 1_200_000_000); demo players count up from 100_000 (a few thousand).
 * A real season is 1_000_000 + competitionId * 100 + (startYear - 1950), so its stages start at 10_000_000.
 * Real matches and players are numbered in import order from their bases and found again by external_ref,
 * so a re-import never makes a second copy.
 */
export const realSeasonId = (competitionId: number, startYear: number): number => 1_000_000 + competitionId * 100 + (startYear - 1950);
export const realStageId = (seasonId: number, index: number): number => seasonId * 10 + index;
export const REAL_MATCH_ID_BASE = 1_500_000_000;
export const REAL_PLAYER_ID_BASE = 10_000_000;

/**
 * A generated squad's places are the players numbered below the real range. A real club player from the World Cup
 * squads (feed/real-club-players.ts) stands in one, same id: the squad keeps its ids, size and shape.
 */
export const isGeneratedSlot = (playerId: number): boolean => playerId < REAL_PLAYER_ID_BASE;
