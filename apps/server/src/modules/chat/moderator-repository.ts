import { and, asc, count, eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { chatModerators } from '../../db/schema/chat';

/** Key space of the per-room lock taken while a room's moderators change (pg_advisory_xact_lock(space, hostId)). */
const MODERATORS_LOCK_SPACE = 72_610_029;

export type RoomRole = 'host' | 'moderator';

/** What a user is in a room: staff of every room (a host-0 row), its host, one of its moderators, or nothing. */
export async function findRoomRole(db: Db, hostId: number, userId: number): Promise<RoomRole | 'staff' | null> {
  const rows = await db
    .select({ hostId: chatModerators.hostId, role: chatModerators.role })
    .from(chatModerators)
    .where(and(eq(chatModerators.userId, userId), or(eq(chatModerators.hostId, hostId), eq(chatModerators.hostId, 0))));
  if (rows.some((r) => r.hostId === 0)) return 'staff';
  return rows[0]?.role ?? null;
}

/** A room's host and moderators, host first, then in the order they were appointed. */
export function findRoomModerators(db: Db, hostId: number) {
  return db
    .select({ userId: chatModerators.userId, role: chatModerators.role })
    .from(chatModerators)
    .where(eq(chatModerators.hostId, hostId))
    .orderBy(sql`${chatModerators.role} = 'moderator'`, asc(chatModerators.createdAt), asc(chatModerators.userId));
}

/**
 * Makes a user a moderator of a room unless the room already has `max` of them, under a per-room lock so two hosts'
 * appointments racing for the last seat cannot both take it. A user who already has a row keeps it (a host stays
 * host). Answers 'full', or whether a row was added.
 */
export async function insertRoomModerator(
  db: Db,
  row: { hostId: number; userId: number; appointedBy: number },
  max: number,
): Promise<'added' | 'already' | 'full'> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${MODERATORS_LOCK_SPACE}, ${row.hostId})`);
    const [held] = await tx
      .select({ userId: chatModerators.userId })
      .from(chatModerators)
      .where(and(eq(chatModerators.hostId, row.hostId), eq(chatModerators.userId, row.userId)));
    if (held) return 'already';
    const [seated] = await tx
      .select({ n: count() })
      .from(chatModerators)
      .where(and(eq(chatModerators.hostId, row.hostId), eq(chatModerators.role, 'moderator')));
    if ((seated?.n ?? 0) >= max) return 'full';
    await tx.insert(chatModerators).values({ ...row, role: 'moderator' });
    return 'added';
  });
}

/** Takes a moderator's seat away (never the host's own row); false when they held none in this room. */
export async function deleteRoomModerator(db: Db, hostId: number, userId: number): Promise<boolean> {
  const gone = await db
    .delete(chatModerators)
    .where(
      and(eq(chatModerators.hostId, hostId), eq(chatModerators.userId, userId), eq(chatModerators.role, 'moderator')),
    )
    .returning({ userId: chatModerators.userId });
  return gone.length > 0;
}

/**
 * The operator's change of a user's role in a room (`null`: none), inside the caller's transaction (the console's,
 * with its audit entry). Answers the role held before.
 */
export async function setRoomRoleRow(
  tx: Db,
  hostId: number,
  userId: number,
  role: RoomRole | null,
): Promise<RoomRole | null> {
  const [held] = await tx
    .select({ role: chatModerators.role })
    .from(chatModerators)
    .where(and(eq(chatModerators.hostId, hostId), eq(chatModerators.userId, userId)))
    .for('update');
  if (role === null) {
    await tx.delete(chatModerators).where(and(eq(chatModerators.hostId, hostId), eq(chatModerators.userId, userId)));
  } else {
    await tx
      .insert(chatModerators)
      .values({ hostId, userId, role })
      .onConflictDoUpdate({ target: [chatModerators.hostId, chatModerators.userId], set: { role } });
  }
  return held?.role ?? null;
}
