import { date, index, integer, pgTable, primaryKey, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { DataSource } from './competition';

export const teams = pgTable('teams', {
  id: integer('id').primaryKey(),
  sportId: smallint('sport_id').notNull(),
  name: text('name').notNull(),
  nameEn: text('name_en').notNull(),
  shortName: text('short_name').notNull(),
  /** Two hex colours: generated crests are drawn from them. */
  colors: text('colors').array().notNull(),
  /** NBA only: 1 east, 2 west (SPEC §4). */
  conference: smallint('conference').$type<1 | 2>(),
  /** NBA only: 'atlantic', 'central', 'southeast', 'northwest', 'pacific', 'southwest'. */
  division: text('division'),
  country: text('country').notNull(),
  competitionIds: integer('competition_ids').array().notNull().default([]),
  /** 1-100; drives the demo world's results (the live simulator reads it too). */
  strength: smallint('strength').notNull(),
});

/**
 * The one place a source's team name ("Manchester United FC", "USA", "United States") is mapped to our
 * team record; every importer resolves names through it.
 */
export const teamSourceNames = pgTable(
  'team_source_names',
  {
    source: text('source').$type<DataSource>().notNull(),
    name: text('name').notNull(),
    teamId: integer('team_id')
      .notNull()
      .references(() => teams.id),
  },
  (t) => [primaryKey({ name: 'team_source_names_pkey', columns: [t.source, t.name] })],
);

export const players = pgTable(
  'players',
  {
    id: integer('id').primaryKey(),
    teamId: integer('team_id')
      .notNull()
      .references(() => teams.id),
    name: text('name').notNull(),
    nameEn: text('name_en').notNull(),
    // Imported scorers are real people known only by name: the profile fields are null for them.
    number: smallint('number'),
    /** Football: G, D, M, F. Basketball: PG, SG, SF, PF, C. */
    position: text('position'),
    birthday: date('birthday', { mode: 'string' }),
    nationality: text('nationality'),
    heightCm: smallint('height_cm'),
    weightKg: smallint('weight_kg'),
    source: text('source').$type<DataSource>().notNull().default('demo'),
    /** The source's key for the player (null for demo rows): a re-import finds its row by it. */
    externalRef: text('external_ref'),
  },
  (t) => [index('players_team_idx').on(t.teamId), uniqueIndex('players_external_ref_key').on(t.externalRef)],
);
