import { date, index, integer, pgTable, smallint, text } from 'drizzle-orm/pg-core';

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

export const players = pgTable(
  'players',
  {
    id: integer('id').primaryKey(),
    teamId: integer('team_id')
      .notNull()
      .references(() => teams.id),
    name: text('name').notNull(),
    nameEn: text('name_en').notNull(),
    number: smallint('number').notNull(),
    /** Football: G, D, M, F. Basketball: PG, SG, SF, PF, C. */
    position: text('position').notNull(),
    birthday: date('birthday', { mode: 'string' }).notNull(),
    nationality: text('nationality').notNull(),
    heightCm: smallint('height_cm').notNull(),
    weightKg: smallint('weight_kg').notNull(),
  },
  (t) => [index('players_team_idx').on(t.teamId)],
);
