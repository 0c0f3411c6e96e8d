import type { DataSource } from '../db/schema';
import type { CompetitionRow, MatchEventRow, MatchRow, SeasonRow, StageRow } from './world/types';
import type { players, teamSourceNames, teams } from '../db/schema';

export type FeedTeamRow = typeof teams.$inferInsert;
export type FeedPlayerRow = typeof players.$inferInsert;
export type TeamSourceNameRow = typeof teamSourceNames.$inferInsert;

/**
 * What a provider yields, in our row shape: every row carries its final id (the context hands out ids
 * for rows that only the source can name), events carry their match id and their order (seq).
 */
export interface FeedBatch {
  competitions: CompetitionRow[];
  seasons: SeasonRow[];
  stages: StageRow[];
  teams: FeedTeamRow[];
  teamSourceNames: TeamSourceNameRow[];
  players: FeedPlayerRow[];
  matches: MatchRow[];
  /** The whole list of each match in `matches` that has events: a match's events are replaced together. */
  events: MatchEventRow[];
}

/** What the writer knows of the database before an adapter reads its source. */
export interface FeedContext {
  /** Our team for a source's name, from team_source_names. */
  teamIdBySourceName(name: string): number | undefined;
  /** Our football team by its English name, to seed team_source_names from a source's known variants. */
  teamIdByNameEn(nameEn: string): number | undefined;
  /** The id of the match with this external_ref: the existing one, else the next free real id. */
  matchId(externalRef: string): number;
  /** The id of the player with this external_ref: the existing one, else the next free real id. */
  playerId(externalRef: string): number;
}

/** A data provider: the openfootball importer, the demo world. */
export interface FeedAdapter {
  source: DataSource;
  read(ctx: FeedContext): FeedBatch;
}
