import { and, asc, count, desc, eq, gt, inArray, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bets, bettingReports, rankingUsers, type StoredLeg } from '../../db/schema/ranking';

// The ranking's bets and users' switches; the reports and votes are in report-repository.ts, the periods and
// boards in board-repository.ts.

// ---- bets ------------------------------------------------------------------------------------------

export type BetRow = typeof bets.$inferSelect;
export type NewBet = typeof bets.$inferInsert;

/**
 * Holds one platform's ingest for the rest of the transaction: two batches of the same platform (a retry beside the
 * first try) are applied one after the other, so a bet is never inserted twice.
 */
export async function lockPlatformIngest(tx: Db, platform: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`ranking-ingest:${platform}`}))`);
}

/** The platform's bets of these ids that we already hold, with their report's views. */
export async function findBetsByKeys(tx: Db, platform: string, betIds: readonly string[]) {
  if (betIds.length === 0) return [];
  return tx
    .select({ bet: bets, reportViews: bettingReports.views })
    .from(bets)
    .leftJoin(bettingReports, eq(bettingReports.betRowId, bets.id))
    .where(and(eq(bets.platform, platform), inArray(bets.betId, [...betIds])));
}

export async function insertBets(tx: Db, rows: NewBet[]): Promise<{ id: number; betId: string }[]> {
  if (rows.length === 0) return [];
  return tx.insert(bets).values(rows).returning({ id: bets.id, betId: bets.betId });
}

export async function updateBet(
  tx: Db,
  id: number,
  patch: Pick<NewBet, 'result' | 'platformSettled' | 'legs' | 'profit' | 'settledAt' | 'copiedFrom' | 'updatedAt'>,
): Promise<void> {
  await tx.update(bets).set(patch).where(eq(bets.id, id));
}

/** An open slip's legs as its decided matches settle them; a slip settled meanwhile (a platform's result) is left. */
export async function updateOpenLegs(tx: Db, id: number, legs: StoredLeg[], at: Date): Promise<void> {
  await tx.update(bets).set({ legs, updatedAt: at }).where(and(eq(bets.id, id), isNull(bets.settledAt)));
}

/** Creates the reports of shared slips, or moves their view counts. */
export async function upsertReports(
  tx: Db,
  rows: { betRowId: number; userId: number; views: number; createdAt: Date }[],
): Promise<void> {
  if (rows.length === 0) return;
  await tx
    .insert(bettingReports)
    .values(rows)
    .onConflictDoUpdate({ target: bettingReports.betRowId, set: { views: sql`excluded.views` } });
}

/** Bets still waiting for a result, oldest first. */
export async function findOpenBets(db: Db, limit: number): Promise<BetRow[]> {
  return db.select().from(bets).where(isNull(bets.settledAt)).orderBy(asc(bets.id)).limit(limit);
}

/**
 * Bets WE settled (the platform sent no result) with a leg on one of these matches, after bet row `afterId`,
 * by id: what a corrected score may change. A bet the platform settled is its word and is never looked at.
 */
export async function findOurSettledBetsOn(
  db: Db,
  matchIds: readonly number[],
  afterId: number,
  limit: number,
): Promise<BetRow[]> {
  if (matchIds.length === 0) return [];
  // Containment of a one-leg array: `legs` holds a leg with this matchId, whatever else the leg says.
  const onMatch = or(...matchIds.map((id) => sql`${bets.legs} @> ${JSON.stringify([{ matchId: id }])}::jsonb`));
  return db
    .select()
    .from(bets)
    .where(and(isNotNull(bets.settledAt), eq(bets.platformSettled, false), gt(bets.id, afterId), onMatch))
    .orderBy(asc(bets.id))
    .limit(limit);
}

/**
 * The matches still to play of slips we settled early (lost on one leg, settle-bet.ts): their legs get results as
 * those matches end, heard as match events; a leader that starts looks at these once, for the events it missed.
 */
export async function findOpenLegMatchesOfSettledBets(db: Db): Promise<number[]> {
  const rows = await db
    .select({ legs: bets.legs })
    .from(bets)
    .where(
      and(
        isNotNull(bets.settledAt),
        eq(bets.platformSettled, false),
        eq(bets.result, 'lose'),
        sql`${bets.legs} @> ${JSON.stringify([{ result: null }])}::jsonb`,
      ),
    );
  return [...new Set(rows.flatMap((row) => row.legs.filter((leg) => leg.result === null).map((leg) => leg.matchId)))];
}

/**
 * Every bet with a leg on one of these matches that the platform did not settle, open or settled by us: what a
 * correction of the matches may settle or settle again (read by a preview, in its transaction).
 */
export async function findBetsOn(db: Db, matchIds: readonly number[]): Promise<BetRow[]> {
  if (matchIds.length === 0) return [];
  const onMatch = or(...matchIds.map((id) => sql`${bets.legs} @> ${JSON.stringify([{ matchId: id }])}::jsonb`));
  return db
    .select()
    .from(bets)
    .where(and(eq(bets.platformSettled, false), onMatch))
    .orderBy(asc(bets.id));
}

/**
 * Writes a re-settlement unless the platform settled the bet meanwhile (its ingest commits under its own lock;
 * a row it wrote after our read no longer matches here, so its word stays). True when written.
 */
export async function updateOurSettledBet(
  tx: Db,
  id: number,
  patch: Pick<NewBet, 'result' | 'legs' | 'profit' | 'settledAt' | 'updatedAt'>,
): Promise<boolean> {
  const written = await tx
    .update(bets)
    .set(patch)
    .where(and(eq(bets.id, id), eq(bets.platformSettled, false), isNotNull(bets.settledAt)))
    .returning({ id: bets.id });
  return written.length > 0;
}

export interface BetCursor {
  placedAt: number;
  id: number;
}

/** A user's bets, newest first, after the cursor when given. */
export async function findUserBets(db: Db, userId: number, limit: number, after: BetCursor | null, offset: number) {
  const placed = after ? new Date(after.placedAt) : null;
  return db
    .select()
    .from(bets)
    .where(
      and(
        eq(bets.userId, userId),
        placed && after
          ? or(lt(bets.placedAt, placed), and(eq(bets.placedAt, placed), lt(bets.id, after.id)))
          : undefined,
      ),
    )
    .orderBy(desc(bets.placedAt), desc(bets.id))
    .limit(limit)
    .offset(after ? 0 : offset);
}

export async function countUserBets(db: Db, userId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(bets).where(eq(bets.userId, userId));
  return row?.n ?? 0;
}

// ---- users' switch and figures -------------------------------------------------------------------------

export async function setHidden(db: Db, userId: number, hidden: boolean): Promise<void> {
  await db
    .insert(rankingUsers)
    .values({ userId, hidden })
    .onConflictDoUpdate({ target: rankingUsers.userId, set: { hidden, updatedAt: new Date() } });
}

export async function findRankingUser(db: Db, userId: number) {
  const [row] = await db.select().from(rankingUsers).where(eq(rankingUsers.userId, userId));
  return row ?? null;
}
