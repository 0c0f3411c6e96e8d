import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { lotteryApprovals, lotteryWins } from '../../db/schema/news-comments';

/** The user's newest draw win with its claim (null fields when not claimed yet), or null. */
export async function findLatestWin(db: Db, userId: number) {
  const [row] = await db
    .select({
      winId: lotteryWins.id,
      prizeName: lotteryWins.prizeName,
      status: lotteryApprovals.status,
      realName: lotteryApprovals.realName,
      phone: lotteryApprovals.phone,
      address: lotteryApprovals.address,
      submittedAt: lotteryApprovals.submittedAt,
    })
    .from(lotteryWins)
    .leftJoin(lotteryApprovals, eq(lotteryApprovals.winId, lotteryWins.id))
    .where(eq(lotteryWins.userId, userId))
    .orderBy(desc(lotteryWins.wonAt), desc(lotteryWins.id))
    .limit(1);
  return row ?? null;
}
export type WinRow = NonNullable<Awaited<ReturnType<typeof findLatestWin>>>;

export async function insertWin(
  db: Db,
  win: { userId: number; liveRoomId: number; prizeName: string; wonAt: Date },
): Promise<number> {
  const [row] = await db.insert(lotteryWins).values(win).returning({ id: lotteryWins.id });
  if (!row) throw new Error('win insert returned nothing');
  return row.id;
}

/** Stores the claim of a win unless one is there (the primary key decides a race); true when this one was stored. */
export async function insertApproval(
  db: Db,
  claim: { winId: number; userId: number; realName: string; phone: string; address: string; submittedAt: Date },
): Promise<boolean> {
  const rows = await db
    .insert(lotteryApprovals)
    .values(claim)
    .onConflictDoNothing()
    .returning({ winId: lotteryApprovals.winId });
  return rows.length > 0;
}
