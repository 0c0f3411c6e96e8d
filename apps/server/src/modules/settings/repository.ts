import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { filteredWords, settings } from '../../db/schema/settings';

export interface StoredWord {
  word: string;
  addedAt: Date;
  addedBy: string;
}

export async function findSettings(db: Db): Promise<{ key: string; value: unknown }[]> {
  return db.select({ key: settings.key, value: settings.value }).from(settings);
}

export async function upsertSetting(tx: Db, key: string, value: unknown, at: Date, by: string): Promise<void> {
  await tx
    .insert(settings)
    .values({ key, value, updatedAt: at, updatedBy: by })
    .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: at, updatedBy: by } });
}

/** Serialises changes of the settings (two staff setting at once would each write from what they read). */
export async function lockSettings(tx: Db): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('settings'))`);
}

export async function findLiveWords(db: Db): Promise<StoredWord[]> {
  return db
    .select({ word: filteredWords.word, addedAt: filteredWords.addedAt, addedBy: filteredWords.addedBy })
    .from(filteredWords)
    .where(isNull(filteredWords.removedAt))
    .orderBy(asc(filteredWords.addedAt), asc(filteredWords.id));
}

/** Adds a live word; false when one (in any letter case) is live already. */
export async function insertWord(tx: Db, word: string, at: Date, by: string): Promise<boolean> {
  const rows = await tx
    .insert(filteredWords)
    .values({ word, addedAt: at, addedBy: by })
    .onConflictDoNothing()
    .returning({ id: filteredWords.id });
  return rows.length > 0;
}

/** Marks the live word removed; false when no such word is live. */
export async function markWordRemoved(tx: Db, word: string, at: Date, by: string, reason: string): Promise<boolean> {
  const rows = await tx
    .update(filteredWords)
    .set({ removedAt: at, removedBy: by, removeReason: reason })
    .where(and(isNull(filteredWords.removedAt), eq(sql`lower(${filteredWords.word})`, word.toLowerCase())))
    .returning({ id: filteredWords.id });
  return rows.length > 0;
}
