import { index, integer, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';
import { matches } from './match';
import { teams } from './team';

/**
 * One player's line in one NBA game (the nba module's table; the feed and the live simulator write it).
 * Only simulated games have lines: the public record gives the real games' final scores alone, and no line
 * is invented for them. A game's lines sum to its team's score; a running game's lines grow with it.
 */
export const nbaBoxScores = pgTable(
  'nba_box_scores',
  {
    matchId: integer('match_id')
      .notNull()
      .references(() => matches.id, { onDelete: 'cascade' }),
    // No foreign keys to players and teams: the lines are written with their squads in the same feed
    // transaction, and checking ~84k rows against two more tables made the first start's seed half again slower.
    playerId: integer('player_id').notNull(),
    teamId: integer('team_id').notNull(),
    minutes: smallint('minutes').notNull(),
    points: smallint('points').notNull(),
    rebounds: smallint('rebounds').notNull(),
    assists: smallint('assists').notNull(),
    steals: smallint('steals').notNull(),
    blocks: smallint('blocks').notNull(),
    turnovers: smallint('turnovers').notNull(),
    fieldGoalsMade: smallint('field_goals_made').notNull(),
    fieldGoalsAttempted: smallint('field_goals_attempted').notNull(),
    threesMade: smallint('threes_made').notNull(),
    threesAttempted: smallint('threes_attempted').notNull(),
    freeThrowsMade: smallint('free_throws_made').notNull(),
    freeThrowsAttempted: smallint('free_throws_attempted').notNull(),
  },
  (t) => [
    primaryKey({ name: 'nba_box_scores_pkey', columns: [t.matchId, t.playerId] }),
    index('nba_box_scores_player_idx').on(t.playerId),
    index('nba_box_scores_team_idx').on(t.teamId),
  ],
);

/** An NBA team's head coach and home arena (the nba module's table; the feed writes it with the teams). */
export const nbaTeamProfiles = pgTable('nba_team_profiles', {
  teamId: integer('team_id')
    .primaryKey()
    .references(() => teams.id, { onDelete: 'cascade' }),
  coach: text('coach').notNull(),
  coachEn: text('coach_en').notNull(),
  arena: text('arena').notNull(),
  arenaEn: text('arena_en').notNull(),
});

/**
 * Which build of the demo world's NBA the database holds (one row). A start whose world generator makes a
 * different NBA (a higher version) rebuilds the NBA seasons once (feed/seed.ts refreshOutdatedNba).
 */
export const nbaWorldBuild = pgTable('nba_world', {
  id: smallint('id').primaryKey().default(1),
  version: integer('version').notNull(),
});
