import { and, asc, count, desc, eq, gt, gte, inArray, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import { RED_ORDER_MIN_BETS, type BetResult } from '@sport/contract';
import type { Db } from '../../db/client';
import {
  bets,
  bettingReports,
  rankingPeriods,
  rankingRows,
  rankingUsers,
  reportVotes,
  type StoredLeg,
} from '../../db/schema/ranking';
import type { Period } from './periods';

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

// ---- reports and votes -------------------------------------------------------------------------------

const reportColumns = {
  id: bettingReports.id,
  userId: bettingReports.userId,
  views: bettingReports.views,
  likes: bettingReports.likes,
  dislikes: bettingReports.dislikes,
  createdAt: bettingReports.createdAt,
  stake: bets.stake,
  profit: bets.profit,
  result: bets.result,
  legs: bets.legs,
};
export interface ReportRow {
  id: number;
  userId: number;
  views: number;
  likes: number;
  dislikes: number;
  createdAt: Date;
  stake: number;
  profit: number | null;
  result: BetResult;
  legs: StoredLeg[];
}

/** A user's reports, newest first. */
export async function findUserReports(db: Db, userId: number, limit: number): Promise<ReportRow[]> {
  return db
    .select(reportColumns)
    .from(bettingReports)
    .innerJoin(bets, eq(bets.id, bettingReports.betRowId))
    .where(eq(bettingReports.userId, userId))
    .orderBy(desc(bettingReports.createdAt), desc(bettingReports.id))
    .limit(limit);
}

/** The period's most popular reports (likes + views), with their slips; a hidden user's are left out. */
export async function findTopReports(db: Db, period: Period, limit: number): Promise<ReportRow[]> {
  return db
    .select(reportColumns)
    .from(bettingReports)
    .innerJoin(bets, eq(bets.id, bettingReports.betRowId))
    .leftJoin(rankingUsers, eq(rankingUsers.userId, bettingReports.userId))
    .where(
      and(
        gte(bettingReports.createdAt, new Date(period.start)),
        lt(bettingReports.createdAt, new Date(period.end)),
        sql`coalesce(${rankingUsers.hidden}, false) = false`,
      ),
    )
    .orderBy(desc(sql`${bettingReports.likes} + ${bettingReports.views}`), desc(bettingReports.id))
    .limit(limit);
}

export async function findVotes(db: Db, userId: number): Promise<Map<number, 1 | -1>> {
  const rows = await db
    .select({ reportId: reportVotes.reportId, vote: reportVotes.vote })
    .from(reportVotes)
    .where(eq(reportVotes.userId, userId));
  return new Map(rows.map((r) => [r.reportId, r.vote]));
}

/**
 * One tap on like (1) or dislike (−1): the same vote again takes it back, the other one moves it. The report's
 * row is locked first, so two taps racing each see the other's vote and the counters never drift.
 */
export async function applyVote(
  db: Db,
  reportId: number,
  userId: number,
  vote: 1 | -1,
): Promise<{ like: number; dislike: number; myVote: -1 | 0 | 1 } | null> {
  return db.transaction(async (tx) => {
    const [report] = await tx
      .select({ likes: bettingReports.likes, dislikes: bettingReports.dislikes })
      .from(bettingReports)
      .where(eq(bettingReports.id, reportId))
      .for('update');
    if (!report) return null;
    const [existing] = await tx
      .select({ vote: reportVotes.vote })
      .from(reportVotes)
      .where(and(eq(reportVotes.reportId, reportId), eq(reportVotes.userId, userId)));
    const before = existing?.vote ?? 0;
    const after: -1 | 0 | 1 = before === vote ? 0 : vote;
    if (after === 0) {
      await tx.delete(reportVotes).where(and(eq(reportVotes.reportId, reportId), eq(reportVotes.userId, userId)));
    } else {
      await tx
        .insert(reportVotes)
        .values({ reportId, userId, vote: after })
        .onConflictDoUpdate({ target: [reportVotes.reportId, reportVotes.userId], set: { vote: after } });
    }
    const like = report.likes - (before === 1 ? 1 : 0) + (after === 1 ? 1 : 0);
    const dislike = report.dislikes - (before === -1 ? 1 : 0) + (after === -1 ? 1 : 0);
    await tx.update(bettingReports).set({ likes: like, dislikes: dislike }).where(eq(bettingReports.id, reportId));
    return { like, dislike, myVote: after };
  });
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

// ---- periods and boards -------------------------------------------------------------------------------

export async function findPeriods(db: Db) {
  return db.select().from(rankingPeriods).orderBy(desc(rankingPeriods.startAt));
}

/** Every row of one board in one period, in board order, with the user's switch and all-time figures. */
export async function findBoardRows(db: Db, periodStart: number, board: number) {
  return db
    .select({
      userId: rankingRows.userId,
      rank: rankingRows.rank,
      value: rankingRows.value,
      betCount: rankingRows.betCount,
      hitCount: rankingRows.hitCount,
      hidden: sql<boolean>`coalesce(${rankingUsers.hidden}, false)`,
      totalBets: sql<number>`coalesce(${rankingUsers.betCount}, 0)`,
      totalHits: sql<number>`coalesce(${rankingUsers.hitCount}, 0)`,
      totalProfit: sql<number>`coalesce(${rankingUsers.profit}, 0)`,
    })
    .from(rankingRows)
    .leftJoin(rankingUsers, eq(rankingUsers.userId, rankingRows.userId))
    .where(and(eq(rankingRows.periodStart, new Date(periodStart)), eq(rankingRows.board, board)))
    .orderBy(asc(rankingRows.position));
}

const HIT: BetResult[] = ['win', 'half_win'];
const COUNTED: BetResult[] = ['win', 'lose', 'half_win', 'half_lose'];
const list = (values: readonly string[]) => sql.join(values.map((v) => sql`${v}`), sql`, `);

/**
 * One board's rows from `source` (user_id, value, tiebreak): competition rank over (value, tiebreak), ties
 * listed by user id; the period's figures of each user beside.
 */
function insertBoard(period: Date, board: number, source: ReturnType<typeof sql>) {
  return sql`
    insert into ranking_rows (period_start, board, user_id, rank, position, value, bet_count, hit_count)
    select ${period}, ${board}, s.user_id,
      rank() over (order by s.value desc, s.tiebreak desc),
      row_number() over (order by s.value desc, s.tiebreak desc, s.user_id),
      s.value, coalesce(f.bet_count, 0), coalesce(f.hit_count, 0)
    from (${source}) s left join figures f on f.user_id = s.user_id`;
}

/**
 * Recomputes one period's four boards and its follow count from the bets, in one transaction: the boards are
 * replaced whole, so a read sees the old ones or the new ones. `close` marks the period closed: never again.
 */
export async function computePeriod(db: Db, period: Period, now: Date, close: boolean): Promise<void> {
  const start = new Date(period.start);
  const end = new Date(period.end);
  await db.transaction(async (tx) => {
    await tx
      .insert(rankingPeriods)
      .values({ startAt: start, endAt: end })
      .onConflictDoNothing();
    await tx.delete(rankingRows).where(eq(rankingRows.periodStart, start));
    // Figures of the period: bets settled in it (draws, cancels and failures are not counted as bets).
    await tx.execute(sql`drop table if exists figures`);
    await tx.execute(sql`
      create temp table figures on commit drop as
      select user_id,
        count(*) filter (where result in (${list(COUNTED)}))::int as bet_count,
        count(*) filter (where result in (${list(HIT)}))::int as hit_count,
        round(coalesce(sum(profit), 0)::numeric, 2)::float8 as profit
      from bets where settled_at >= ${start} and settled_at < ${end}
      group by user_id`);
    await tx.execute(
      insertBoard(
        start,
        1,
        sql`select user_id, hit_count::float8 as value, hit_count::float8 / bet_count as tiebreak
            from figures where bet_count >= ${RED_ORDER_MIN_BETS}`,
      ),
    );
    await tx.execute(
      insertBoard(start, 2, sql`select user_id, profit as value, 0::float8 as tiebreak from figures where bet_count > 0`),
    );
    await tx.execute(
      insertBoard(
        start,
        3,
        sql`select user_id, sum(likes + views)::float8 as value, 0::float8 as tiebreak from betting_reports
            where created_at >= ${start} and created_at < ${end}
            group by user_id having sum(likes + views) > 0`,
      ),
    );
    // Follow-order: copies placed in the period of each user's bets (copying oneself does not count).
    await tx.execute(
      insertBoard(
        start,
        4,
        sql`select o.user_id, count(*)::float8 as value, 0::float8 as tiebreak
            from bets c join bets o on o.platform = c.platform and o.bet_id = c.copied_from
            where c.copied_from is not null and c.placed_at >= ${start} and c.placed_at < ${end} and o.user_id <> c.user_id
            group by o.user_id`,
      ),
    );
    const [follow] = await tx
      .select({ n: count() })
      .from(bets)
      .where(and(sql`${bets.copiedFrom} is not null`, gte(bets.placedAt, start), lt(bets.placedAt, end)));
    await tx
      .update(rankingPeriods)
      .set({ followBetCount: follow?.n ?? 0, computedAt: now, ...(close ? { closedAt: now } : {}) })
      .where(eq(rankingPeriods.startAt, start));
  });
}

/** Every bettor's all-time figures (their title), from the settled bets. */
export async function refreshUserFigures(db: Db): Promise<void> {
  await db.execute(sql`
    insert into ranking_users (user_id, bet_count, hit_count, profit, updated_at)
    select user_id,
      count(*) filter (where result in (${list(COUNTED)}))::int,
      count(*) filter (where result in (${list(HIT)}))::int,
      round(coalesce(sum(profit), 0)::numeric, 2)::float8,
      now()
    from bets where settled_at is not null group by user_id
    on conflict (user_id) do update set bet_count = excluded.bet_count, hit_count = excluded.hit_count,
      profit = excluded.profit, updated_at = excluded.updated_at`);
}

