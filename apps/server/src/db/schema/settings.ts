import { sql } from 'drizzle-orm';
import { jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * Values operators set in the console (issue 27 §2): the common config and the thresholds, one row per key. A key
 * without a row has its default (config or contract); what each change was and became is in the audit log.
 */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  updatedBy: text('updated_by').notNull(),
});

/**
 * Words staff added to the filter (beside the environment's FILTERED_WORDS). A removal is a state with a reason,
 * never a deletion: one live row per word, any number of removed ones.
 */
export const filteredWords = pgTable(
  'filtered_words',
  {
    id: serial('id').primaryKey(),
    word: text('word').notNull(),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull(),
    addedBy: text('added_by').notNull(),
    removedAt: timestamp('removed_at', { withTimezone: true }),
    removedBy: text('removed_by'),
    removeReason: text('remove_reason').notNull().default(''),
  },
  (t) => [
    uniqueIndex('filtered_words_live_idx')
      .on(sql`lower(${t.word})`)
      .where(sql`${t.removedAt} is null`),
  ],
);
