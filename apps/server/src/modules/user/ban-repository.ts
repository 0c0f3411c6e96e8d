import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { userBans } from '../../db/schema/user-bans';

export type BanRow = typeof userBans.$inferSelect;

const running = (userId: number, now: Date) =>
  and(eq(userBans.userId, userId), gt(userBans.until, now), isNull(userBans.liftedAt));

/** The running ban that ends last, or null. */
export async function findRunningBan(db: Db, userId: number, now: Date): Promise<BanRow | null> {
  const [row] = await db.select().from(userBans).where(running(userId, now)).orderBy(desc(userBans.until)).limit(1);
  return row ?? null;
}

export async function insertBan(db: Db, row: typeof userBans.$inferInsert): Promise<BanRow> {
  const [inserted] = await db.insert(userBans).values(row).returning();
  if (!inserted) throw new Error('ban insert returned nothing');
  return inserted;
}

/** Marks the user's running bans lifted (kept, with who and why); answers how many. */
export async function liftRunningBans(
  db: Db,
  userId: number,
  now: Date,
  staffId: number,
  reason: string,
): Promise<number> {
  const rows = await db
    .update(userBans)
    .set({ liftedAt: now, liftedBy: staffId, liftReason: reason })
    .where(running(userId, now))
    .returning({ id: userBans.id });
  return rows.length;
}

/** Every ban of a user, newest first (history: lifted and ended ones too). */
export async function findBans(db: Db, userId: number): Promise<BanRow[]> {
  return db.select().from(userBans).where(eq(userBans.userId, userId)).orderBy(desc(userBans.createdAt));
}
