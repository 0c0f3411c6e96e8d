import { and, asc, between, eq, isNotNull } from 'drizzle-orm';
import { JumpSportId, ScheduleLiveStatus, SportId } from '@sport/contract';
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

/** The host tags that name a football competition (NBA names basketball). */
export const FOOTBALL_TAGS = ['英超', '西甲', '意甲', '德甲', '法甲', '欧洲杯', '世界杯'];

/**
 * Whether a host streams a sport, read off their tags (which an operator may edit): 篮板王阿豪, tagged NBA, streams
 * no La Liga match. Tags naming both sports, or neither, stream both.
 */
export function streamsSport(tags: readonly string[]): (sportId: number) => boolean {
  const football = tags.some((tag) => FOOTBALL_TAGS.includes(tag));
  const basketball = tags.includes('NBA');
  if (football === basketball) return () => true;
  const sport = basketball ? SportId.Basketball : SportId.Football;
  return (sportId) => sportId === sport;
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
 * ended gets the next upcoming match of a sport they stream, spread over hosts deterministically. Safe to run again; answers how
 * many entries it added. The leader's anchor tick then sees the new entries and tells every node.
 */
export async function bindUpcomingSchedules(db: Db, now: number): Promise<number> {
  const from = new Date(now - SCHEDULE_WINDOW.backMs);
  const to = new Date(now + SCHEDULE_WINDOW.aheadMs);
  const [hostRows, scheduled, matchRows] = await Promise.all([
    db.select({ id: hosts.id, hidden: hosts.hidden, tags: hosts.tags }).from(hosts),
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
  const rows: (typeof hostSchedules.$inferInsert)[] = [];
  for (const host of hostRows.sort((a, b) => a.id - b.id)) {
    if (host.hidden || busy.has(host.id)) continue;
    const streams = streamsSport(host.tags);
    const theirs = upcoming.filter((m) => streams(m.sportId));
    const match = theirs[(host.id * 7) % Math.max(1, Math.min(theirs.length, 12))];
    if (match) rows.push({ hostId: host.id, matchId: match.id, matchSource: matchSourceFor(host.id, match.id) });
  }
  if (rows.length === 0) return 0;
  const inserted = await db.insert(hostSchedules).values(rows).onConflictDoNothing().returning({ id: hostSchedules.id });
  return inserted.length;
}
