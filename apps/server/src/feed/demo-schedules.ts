import { and, asc, between, eq, isNotNull } from 'drizzle-orm';
import { JumpSportId, ScheduleLiveStatus } from '@sport/contract';
import type { Db } from '../db/client';
import { hostSchedules, hosts } from '../db/schema/anchor';
import { matches } from '../db/schema/match';
import { entryLiveStatus, SCHEDULE_WINDOW } from '../modules/anchor/schedule-status';
import { deriveSeed } from './prng';

/** Most streams belong to the default jump game (st), some to every game (100), a few to bti only. */
export function matchSourceFor(hostId: number, matchId: number): number {
  const roll = deriveSeed('source', hostId, matchId) % 10;
  if (roll < 7) return JumpSportId.st;
  if (roll < 9) return JumpSportId.play;
  return JumpSportId.bti;
}

export interface BindableMatch {
  id: number;
  sportId: number;
  statusId: number;
  kickoffAt: Date;
}

const statusAt = (m: { sportId: number; statusId: number; kickoffAt: Date }, now: number) =>
  entryLiveStatus({ sportId: m.sportId, statusId: m.statusId, kickoffAt: m.kickoffAt.getTime() }, now);

export const openMatches = (rows: readonly BindableMatch[], now: number): (BindableMatch & { status: number })[] =>
  rows.map((m) => ({ ...m, status: statusAt(m, now) })).filter((m) => m.status !== ScheduleLiveStatus.Ended);

/** Matches a host could be bound to: both teams known, kicking off inside [from, to]. */
export function findBindableMatches(db: Db, from: Date, to: Date): Promise<BindableMatch[]> {
  return db
    .select({ id: matches.id, sportId: matches.sportId, statusId: matches.statusId, kickoffAt: matches.kickoffAt })
    .from(matches)
    .where(and(between(matches.kickoffAt, from, to), isNotNull(matches.homeTeamId), isNotNull(matches.awayTeamId)))
    .orderBy(asc(matches.kickoffAt), asc(matches.id));
}

/**
 * Keeps the demo hosts streaming as the clock moves (a leader job): a visible host whose streams have all
 * ended gets the next upcoming match, spread over hosts deterministically. Safe to run again; answers how
 * many entries it added. The leader's anchor tick then sees the new entries and tells every node.
 */
export async function bindUpcomingSchedules(db: Db, now: number): Promise<number> {
  const from = new Date(now - SCHEDULE_WINDOW.backMs);
  const to = new Date(now + SCHEDULE_WINDOW.aheadMs);
  const [hostRows, scheduled, matchRows] = await Promise.all([
    db.select({ id: hosts.id, hidden: hosts.hidden }).from(hosts),
    db
      .select({ hostId: hostSchedules.hostId, sportId: matches.sportId, statusId: matches.statusId, kickoffAt: matches.kickoffAt })
      .from(hostSchedules)
      .innerJoin(matches, eq(matches.id, hostSchedules.matchId))
      .where(between(matches.kickoffAt, from, to)),
    findBindableMatches(db, from, to),
  ]);
  const busy = new Set(scheduled.filter((s) => statusAt(s, now) !== ScheduleLiveStatus.Ended).map((s) => s.hostId));
  const upcoming = openMatches(matchRows, now).filter((m) => m.status === ScheduleLiveStatus.NotStarted);
  if (upcoming.length === 0) return 0;
  const spread = Math.min(upcoming.length, 12);
  const rows: (typeof hostSchedules.$inferInsert)[] = [];
  for (const host of hostRows.sort((a, b) => a.id - b.id)) {
    if (host.hidden || busy.has(host.id)) continue;
    const match = upcoming[(host.id * 7) % spread];
    if (match) rows.push({ hostId: host.id, matchId: match.id, matchSource: matchSourceFor(host.id, match.id) });
  }
  if (rows.length === 0) return 0;
  const inserted = await db.insert(hostSchedules).values(rows).onConflictDoNothing().returning({ id: hostSchedules.id });
  return inserted.length;
}
