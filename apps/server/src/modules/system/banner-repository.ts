import { asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { files, imageEntries } from '../../db/schema/system';

export type BannerRow = typeof imageEntries.$inferSelect;
export type BannerValues = Pick<
  BannerRow,
  'categoryId' | 'title' | 'images' | 'url' | 'sort' | 'validFrom' | 'validUntil'
>;

const ORDER = [asc(imageEntries.categoryId), asc(imageEntries.sort), asc(imageEntries.id)];

/** Every entry not retired, with its window (the fans' answer filters by the clock at each call). */
export async function findLiveEntries(db: Db): Promise<BannerRow[]> {
  return db
    .select()
    .from(imageEntries)
    .where(isNull(imageEntries.retiredAt))
    .orderBy(...ORDER);
}

/** Every entry, retired ones too, of one category or all. */
export async function findBanners(db: Db, categoryId: number | undefined): Promise<BannerRow[]> {
  const where = categoryId === undefined ? undefined : eq(imageEntries.categoryId, categoryId);
  return db
    .select()
    .from(imageEntries)
    .where(where)
    .orderBy(...ORDER);
}

/** The entry, locked for the rest of the transaction (two edits of one banner apply one after the other). */
export async function lockBanner(tx: Db, id: number): Promise<BannerRow | null> {
  const [row] = await tx.select().from(imageEntries).where(eq(imageEntries.id, id)).for('update');
  return row ?? null;
}

export async function insertBanner(tx: Db, values: BannerValues): Promise<BannerRow> {
  const [row] = await tx.insert(imageEntries).values(values).returning();
  if (!row) throw new Error('banner insert returned no row');
  return row;
}

export async function updateBanner(tx: Db, id: number, values: Partial<BannerRow>): Promise<BannerRow> {
  const [row] = await tx.update(imageEntries).set(values).where(eq(imageEntries.id, id)).returning();
  if (!row) throw new Error('banner update returned no row');
  return row;
}

export async function existingFileIds(db: Db, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db.select({ id: files.id }).from(files).where(inArray(files.id, ids));
  return new Set(rows.map((r) => r.id));
}
