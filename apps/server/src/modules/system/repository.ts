import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { activities, activityMembers, files, friendDomains, gameIcons } from '../../db/schema/system';

export async function findFile(db: Db, id: string) {
  const [row] = await db
    .select({ contentType: files.contentType, bytes: files.bytes, etag: files.etag })
    .from(files)
    .where(eq(files.id, id))
    .limit(1);
  return row ?? null;
}

export async function findGameIcons(db: Db, showClient: number) {
  return db
    .select({
      id: gameIcons.id,
      gameId: gameIcons.gameId,
      name: gameIcons.name,
      icon: gameIcons.icon,
      jumpUrl: gameIcons.jumpUrl,
      sort: gameIcons.sort,
    })
    .from(gameIcons)
    .where(eq(gameIcons.showClient, showClient))
    .orderBy(asc(gameIcons.sort), asc(gameIcons.id));
}

export async function findFriendDomains(db: Db) {
  return db
    .select({ name: friendDomains.name, domain: friendDomains.domain })
    .from(friendDomains)
    .orderBy(asc(friendDomains.sort), asc(friendDomains.id));
}

/**
 * The active disclosure activity (the forum's) with the user's last visit to it, if any: every logged-in user
 * may open the forum; the membership row only remembers when they last looked.
 */
export async function findActiveActivity(db: Db, userId: number) {
  const [row] = await db
    .select({
      actId: activities.id,
      actName: activities.name,
      url: activities.url,
      showFrame: activities.showFrame,
      lastCheckoutAt: activityMembers.lastCheckoutAt,
    })
    .from(activities)
    .leftJoin(activityMembers, and(eq(activityMembers.activityId, activities.id), eq(activityMembers.userId, userId)))
    .where(eq(activities.active, true))
    .orderBy(activities.id)
    .limit(1);
  return row ?? null;
}

/** Remembers that the user looked at the activity at `at`. */
export async function markCheckout(db: Db, activityId: number, userId: number, at: Date): Promise<void> {
  await db
    .insert(activityMembers)
    .values({ activityId, userId, lastCheckoutAt: at })
    .onConflictDoUpdate({ target: [activityMembers.activityId, activityMembers.userId], set: { lastCheckoutAt: at } });
}

/** Stores a file under its content hash id; the same bytes stored again change nothing. */
export async function insertFile(db: Db, row: { id: string; contentType: string; bytes: Buffer; etag: string }): Promise<void> {
  await db.insert(files).values(row).onConflictDoNothing();
}
