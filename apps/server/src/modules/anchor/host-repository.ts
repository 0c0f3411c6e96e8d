import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { hostSchedules, hosts } from '../../db/schema/anchor';
import type { HostRow, NewHost } from './repository';

// The operator's writes to hosts and schedule entries (console 主播), each in the caller's transaction so its
// audit entry commits with it. Nothing here deletes: a cancel is a column set, never a row gone.

/** Key space of the lock taken while a new host's id and room id are picked (pg_advisory_xact_lock(space, 0)). */
const NEW_HOST_LOCK_SPACE = 72_610_031;

export type ScheduleEntryRow = typeof hostSchedules.$inferSelect;
export type HostProfile = Pick<NewHost, 'nickName' | 'birthday' | 'tags' | 'introduction'>;
export type HostPatch = Partial<
  Pick<
    NewHost,
    | 'nickName'
    | 'birthday'
    | 'tags'
    | 'introduction'
    | 'pictureId'
    | 'liveUserGroupId'
    | 'liveGroupUserType'
    | 'offAirReason'
  >
>;

/** Hosts whose nickname holds `q`, or whose host or room id is `q`; by id. */
export async function searchHosts(
  db: Db,
  q: string,
  limit: number,
  offset: number,
): Promise<{ rows: HostRow[]; total: number }> {
  const text = q.trim();
  const byId = /^\d{1,9}$/.test(text) ? [eq(hosts.id, Number(text)), eq(hosts.liveRoomId, Number(text))] : [];
  const where: SQL | undefined = text
    ? or(ilike(hosts.nickName, `%${text.replace(/[\\%_]/g, '\\$&')}%`), ...byId)
    : undefined;
  const rows = await db.select().from(hosts).where(where).orderBy(asc(hosts.id)).limit(limit).offset(offset);
  const [total] = await db.select({ n: count() }).from(hosts).where(where);
  return { rows, total: total?.n ?? 0 };
}

export async function findHostRow(db: Db, id: number): Promise<HostRow | null> {
  const [row] = await db.select().from(hosts).where(eq(hosts.id, id)).limit(1);
  return row ?? null;
}

/** A new host with the next host id and the next room id, picked under a lock so two creations never take the same. */
export async function insertHost(tx: Db, profile: HostProfile): Promise<HostRow> {
  await tx.execute(sql`select pg_advisory_xact_lock(${NEW_HOST_LOCK_SPACE}, 0)`);
  const [next] = await tx
    .select({
      id: sql<number>`coalesce(max(${hosts.id}), 0)::int + 1`,
      room: sql<number>`coalesce(max(${hosts.liveRoomId}), 0)::int + 1`,
    })
    .from(hosts);
  const [row] = await tx
    .insert(hosts)
    .values({ ...profile, id: Number(next?.id ?? 1), liveRoomId: Number(next?.room ?? 1), pictureId: '' })
    .returning();
  if (!row) throw new Error('host insert returned no row');
  return row;
}

/** Changes a host's row; answers the row before and after, or null for an unknown host. The row is locked first. */
export async function updateHost(
  tx: Db,
  id: number,
  patch: HostPatch,
): Promise<{ before: HostRow; after: HostRow } | null> {
  const [before] = await tx.select().from(hosts).where(eq(hosts.id, id)).for('update');
  if (!before) return null;
  const [after] = await tx.update(hosts).set(patch).where(eq(hosts.id, id)).returning();
  return after ? { before, after } : null;
}

/** A host's entries, cancelled ones included, newest first. */
export function findHostEntries(db: Db, hostId: number): Promise<ScheduleEntryRow[]> {
  return db.select().from(hostSchedules).where(eq(hostSchedules.hostId, hostId)).orderBy(desc(hostSchedules.id));
}

export async function findEntryRow(db: Db, id: number): Promise<ScheduleEntryRow | null> {
  const [row] = await db.select().from(hostSchedules).where(eq(hostSchedules.id, id)).limit(1);
  return row ?? null;
}

/** An entry locked for the caller's transaction. */
export async function findEntry(db: Db, id: number): Promise<ScheduleEntryRow | null> {
  const [row] = await db.select().from(hostSchedules).where(eq(hostSchedules.id, id)).for('update');
  return row ?? null;
}

export async function findEntryOf(db: Db, hostId: number, matchId: number): Promise<ScheduleEntryRow | null> {
  const [row] = await db
    .select()
    .from(hostSchedules)
    .where(and(eq(hostSchedules.hostId, hostId), eq(hostSchedules.matchId, matchId)))
    .for('update');
  return row ?? null;
}

export async function insertEntry(tx: Db, row: typeof hostSchedules.$inferInsert): Promise<ScheduleEntryRow> {
  const [made] = await tx.insert(hostSchedules).values(row).returning();
  if (!made) throw new Error('schedule insert returned no row');
  return made;
}

export async function updateEntry(
  tx: Db,
  id: number,
  patch: Partial<Pick<ScheduleEntryRow, 'startAt' | 'streamUrl' | 'matchSource' | 'cancelledAt' | 'cancelReason'>>,
): Promise<ScheduleEntryRow> {
  const [row] = await tx.update(hostSchedules).set(patch).where(eq(hostSchedules.id, id)).returning();
  if (!row) throw new Error('schedule update returned no row');
  return row;
}
