import type { CommentaryLine, FootballMatchStats, MatchLineups } from '@sport/contract';
import { boolean, index, integer, jsonb, pgTable, smallint, text, timestamp, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import { competitions, seasons, stages, type DataSource } from './competition';
import { players, teams } from './team';

export type MatchKind = 'regular' | 'playoffs' | 'finals' | 'cup';
/** Points per period, [home, away]; basketball only. */
export type PeriodScores = [number, number][];

export const matches = pgTable(
  'matches',
  {
    id: integer('id').primaryKey(),
    sportId: smallint('sport_id').notNull(),
    competitionId: integer('competition_id')
      .notNull()
      .references(() => competitions.id),
    seasonId: integer('season_id')
      .notNull()
      .references(() => seasons.id),
    stageId: integer('stage_id')
      .notNull()
      .references(() => stages.id),
    groupName: text('group_name'),
    round: smallint('round'),
    kind: text('kind').$type<MatchKind>().notNull(),
    /** Null while a knockout slot is undecided; see homeSource. */
    homeTeamId: integer('home_team_id').references(() => teams.id),
    awayTeamId: integer('away_team_id').references(() => teams.id),
    /** Where an undecided slot comes from: 'W:<matchId>' (winner) or 'L:<matchId>' (loser). */
    homeSource: text('home_source'),
    awaySource: text('away_source'),
    /** Football 0-13, basketball 0-15 (SPEC §4). */
    statusId: smallint('status_id').notNull(),
    /** Detailed phase: football 1002-1016, basketball 3001-3019; null before kick-off. */
    phase: smallint('phase'),
    /** Football: match minute. Basketball: minutes played in the current period. */
    minute: smallint('minute'),
    kickoffAt: timestamp('kickoff_at', { withTimezone: true }).notNull(),
    /**
     * False when the source gives the day but not the time (a league sets its times a few weeks ahead): kickoffAt is
     * then a slot the league plays, which the live simulator plays, and the apps read 待定 until the match starts.
     */
    kickoffTimeSet: boolean('kickoff_time_set').notNull().default(true),
    /** Final score without the shoot-out: after 90', or after 120' when extra time was played. */
    homeScore: smallint('home_score'),
    awayScore: smallint('away_score'),
    /** Null when the source has no half-time score. */
    homeHalfScore: smallint('home_half_score'),
    awayHalfScore: smallint('away_half_score'),
    homeCorners: smallint('home_corners'),
    awayCorners: smallint('away_corners'),
    homeYellowCards: smallint('home_yellow_cards'),
    awayYellowCards: smallint('away_yellow_cards'),
    homeRedCards: smallint('home_red_cards'),
    awayRedCards: smallint('away_red_cards'),
    /** Score after 120'; null when no extra time was played. */
    homeExtraTimeScore: smallint('home_extra_time_score'),
    awayExtraTimeScore: smallint('away_extra_time_score'),
    /** The penalty shoot-out. */
    homePenaltyScore: smallint('home_penalty_score'),
    awayPenaltyScore: smallint('away_penalty_score'),
    periodScores: jsonb('period_scores').$type<PeriodScores>(),
    /** Basketball: seconds left on the period's game clock while a period is played; null otherwise. */
    clockSeconds: smallint('clock_seconds'),
    /** Seeds the match's deterministic timeline (demo world); never sent to clients. */
    simSeed: integer('sim_seed').notNull(),
    source: text('source').$type<DataSource>().notNull().default('demo'),
    /** The source's own key for the match (null for demo rows): a re-import finds its row by it. */
    externalRef: text('external_ref'),
    /**
     * Where the stored score comes from: 'record' (the source's real result), 'simulation' (the live simulator
     * played a real fixture the source has no result for yet); null while there is no score. The simulator never
     * touches a record; a later import bringing the record replaces a simulation.
     */
    resultSource: text('result_source').$type<ResultSource>(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('matches_competition_kickoff_idx').on(t.competitionId, t.kickoffAt),
    index('matches_season_stage_idx').on(t.seasonId, t.stageId, t.kickoffAt),
    index('matches_status_kickoff_idx').on(t.statusId, t.kickoffAt),
    index('matches_kickoff_idx').on(t.kickoffAt),
    index('matches_home_team_idx').on(t.homeTeamId, t.kickoffAt),
    index('matches_away_team_idx').on(t.awayTeamId, t.kickoffAt),
    uniqueIndex('matches_external_ref_key').on(t.externalRef),
  ],
);

/** A substitution (the simulator's matches): player_id comes on, related_player_id goes off. */
export type MatchEventType = 'goal' | 'penalty_goal' | 'own_goal' | 'yellow' | 'red' | 'substitution';
/**
 * What a stored event may also be: a goal struck off by a correction (feed/correction.ts). Its row stays (the page
 * says 进球无效, the history is kept) with the reason in `detail`; under a type of its own, every count of goals
 * (scores, scorers, regular time) passes it over without knowing of corrections.
 */
export type StoredMatchEventType = MatchEventType | 'disallowed_goal';

export const matchEvents = pgTable(
  'match_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    matchId: integer('match_id')
      .notNull()
      .references(() => matches.id, { onDelete: 'cascade' }),
    /** Order within the match; with matchId it makes writing an event idempotent. */
    seq: smallint('seq').notNull(),
    /** The minute of the period's clock: 90 for a goal at 90+11', 45 for 45+2', 105 for 105+1'. */
    minute: smallint('minute').notNull(),
    /**
     * Stoppage time beyond `minute` (11 for 90+11'); null when the event was in the period's time. Kept apart so
     * a goal in the 90th minute's stoppage still counts for regular time (a sum would read as extra time).
     */
    addedMinute: smallint('added_minute'),
    type: text('type').$type<StoredMatchEventType>().notNull(),
    /** 1 home, 2 away. */
    side: smallint('side').$type<1 | 2>().notNull(),
    teamId: integer('team_id')
      .notNull()
      .references(() => teams.id),
    playerId: integer('player_id').references(() => players.id),
    assistPlayerId: integer('assist_player_id').references(() => players.id),
    /** Substitutions: the player going off (player_id is the one coming on). Kept apart from the assist, which counts. */
    relatedPlayerId: integer('related_player_id').references(() => players.id),
    detail: text('detail'),
  },
  (t) => [unique('match_events_match_seq_key').on(t.matchId, t.seq), index('match_events_player_idx').on(t.playerId)],
);

/**
 * What the live simulator makes of a football match beside its score and events (issue 24): the line-ups drawn
 * from the squads, the team statistics and the text commentary, as the match page answers them. One row per match
 * it plays, replaced whole in the transaction that writes the match's state and events, so the three always agree
 * with them; a real record has no row (nothing is invented for it).
 */
export const matchSheets = pgTable('match_sheets', {
  matchId: integer('match_id')
    .primaryKey()
    .references(() => matches.id, { onDelete: 'cascade' }),
  lineups: jsonb('lineups').$type<MatchLineups>().notNull(),
  statistics: jsonb('statistics').$type<FootballMatchStats>().notNull(),
  /** In match order. */
  commentary: jsonb('commentary').$type<CommentaryLine[]>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Which build of the real-season import (openfootball) the database holds (one row). A start whose importer
 * writes the real matches differently (a higher version) re-imports the shipped files once; the import is
 * idempotent, so only what the new build writes differently changes (feed/openfootball/seed-real.ts).
 */
export type ResultSource = 'record' | 'simulation';

export const realSeasonsBuild = pgTable('real_seasons_build', {
  id: smallint('id').primaryKey().default(1),
  version: integer('version').notNull(),
});
