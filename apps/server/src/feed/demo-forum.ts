import { eq } from 'drizzle-orm';
import { DAY_MS } from '@sport/contract';
import type { Db } from '../db/client';
import { activities, activityMembers } from '../db/schema/system';
import { users } from '../db/schema/user';
import { systemClock } from '../lib/clock';

export const DEMO_USERNAME = 'demo';
export const DEMO_FORUM_ACTIVITY = '球迷论坛 · 赛事竞猜';
/** The forum page the activity leads to (the web's /forum). */
export const DEMO_FORUM_URL = '/forum';

/**
 * The demo user takes part in the forum activity. Called by both seeders, so it happens whichever
 * of them runs second.
 */
export async function linkDemoForum(db: Db): Promise<void> {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.username, DEMO_USERNAME)).limit(1);
  const [activity] = await db
    .select({ id: activities.id })
    .from(activities)
    .where(eq(activities.name, DEMO_FORUM_ACTIVITY))
    .limit(1);
  if (!activity) return;
  // Databases seeded before the forum existed point the activity at a placeholder page.
  await db.update(activities).set({ url: DEMO_FORUM_URL }).where(eq(activities.id, activity.id));
  if (!user) return;
  await db
    .insert(activityMembers)
    .values({
      activityId: activity.id,
      userId: user.id,
      lastCheckoutAt: new Date(systemClock() - 2 * DAY_MS),
      hasNewArticle: true,
    })
    .onConflictDoNothing();
}
