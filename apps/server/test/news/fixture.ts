import { asc, eq } from 'drizzle-orm';
import { DAY_MS } from '@sport/contract';
import { tips as tipsTable, users } from '../../src/db/schema';
import { seedDemoNews } from '../../src/feed/demo-news';
import { buildTestApp, type TestApp } from '../helpers/app';
import { seedAnchorWorld } from '../anchor/fixture';
import { startAtMatchTime } from '../helpers/world-clock';

/** A tip as stored, for tests that need its secret content or to pick one of a kind. */
export interface StoredTip {
  id: number;
  expertId: number;
  price: number;
  sportsInfo: string;
  sportsPlay: string;
  result: string | null;
  firstKickoffAt: number;
  publishedAt: number;
}

/**
 * The real app over the anchor part of the demo world (matches of the ten days before and the coming week), with the
 * demo experts and tips,
 * its clock started on a Saturday afternoon (helpers/world-clock.ts) so matches are in play.
 */
export async function newsApp(): Promise<{ t: TestApp; seeded: { experts: number; tips: number } }> {
  const now = startAtMatchTime();
  const t = await buildTestApp();
  try {
    // with the ten days before: the experts tip the days around now, the played ones too (an 英超专家 has last round's)
    await seedAnchorWorld(t.database.db, now, 10 * DAY_MS);
    const seeded = await seedDemoNews(t.database.db, now);
    return { t, seeded };
  } catch (error) {
    await t.close();
    throw error;
  }
}

export async function storedTips(t: TestApp): Promise<StoredTip[]> {
  const rows = await t.database.db.select().from(tipsTable).orderBy(asc(tipsTable.id));
  return rows.map((r) => ({
    id: r.id,
    expertId: r.expertId,
    price: r.price,
    sportsInfo: r.sportsInfo,
    sportsPlay: r.sportsPlay,
    result: r.result,
    firstKickoffAt: r.firstKickoffAt.getTime(),
    publishedAt: r.publishedAt.getTime(),
  }));
}

/** The username of a user (an expert's login). */
export async function usernameOf(t: TestApp, userId: number): Promise<string> {
  const [row] = await t.database.db.select({ username: users.username }).from(users).where(eq(users.id, userId));
  return row!.username;
}
