import { boolean, index, integer, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';

/** Where a row comes from: the demo world or an imported real source. */
export type DataSource = 'demo' | 'openfootball' | 'nba-record';

/** A competition keeps SPEC's ids (§9): 10810 World Cup, 11334 Euro, 12387… the five leagues, NBA. */
export const competitions = pgTable('competitions', {
  id: integer('id').primaryKey(),
  sportId: smallint('sport_id').notNull(),
  name: text('name').notNull(),
  nameEn: text('name_en').notNull(),
  shortName: text('short_name').notNull(),
  /** 'league' (round robin), 'tournament' (groups + knockout) or 'nba'. */
  kind: text('kind').$type<'league' | 'tournament' | 'nba'>().notNull(),
});

export const seasons = pgTable(
  'seasons',
  {
    id: integer('id').primaryKey(),
    competitionId: integer('competition_id')
      .notNull()
      .references(() => competitions.id),
    /** '2024/25' for a league, '2022' for a tournament edition. */
    name: text('name').notNull(),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true }).notNull(),
    /** The demo season is the current one; imported real seasons never are. */
    isCurrent: boolean('is_current').notNull().default(false),
    source: text('source').$type<DataSource>().notNull().default('demo'),
  },
  (t) => [index('seasons_competition_idx').on(t.competitionId)],
);

/** Competition phases 1-7 (SPEC §4): regular, playoffs, preseason, all-star, finals, team cup, final cup. */
export type StagePhase = 1 | 2 | 3 | 4 | 5 | 6 | 7;

export const stages = pgTable(
  'stages',
  {
    id: integer('id').primaryKey(),
    seasonId: integer('season_id')
      .notNull()
      .references(() => seasons.id),
    name: text('name').notNull(),
    nameEn: text('name_en').notNull(),
    phase: smallint('phase').$type<StagePhase>().notNull(),
    /** Group names played in this stage ('A'…'H'); empty for a knockout round or a league. */
    groupNames: text('group_names').array().notNull().default([]),
    sortOrder: smallint('sort_order').notNull(),
  },
  (t) => [index('stages_season_idx').on(t.seasonId, t.sortOrder)],
);
