import { and, asc, count, desc, eq, gte, lt, sql } from 'drizzle-orm';
import { RED_ORDER_MIN_BETS, type BetResult } from '@sport/contract';
import type { Db } from '../../db/client';
import { bets, rankingPeriods, rankingRows, rankingUsers } from '../../db/schema/ranking';
import type { Period } from './periods';

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

/** Every bettor's all-time figures (their title), from the settled bets: none settled, none counted. */
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
  // A bettor whose only settled slip opened again (a correction took back the leg it was lost on) has none now.
  await db.execute(sql`
    update ranking_users set bet_count = 0, hit_count = 0, profit = 0, updated_at = now()
    where (bet_count <> 0 or hit_count <> 0 or profit <> 0)
      and not exists (select 1 from bets where bets.user_id = ranking_users.user_id and bets.settled_at is not null)`);
}
