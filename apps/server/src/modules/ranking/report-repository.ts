import { and, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { BetResult } from '@sport/contract';
import type { Db } from '../../db/client';
import { bets, bettingReports, rankingUsers, reportVotes, type StoredLeg } from '../../db/schema/ranking';
import type { Period } from './periods';

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
