import { ScheduleLiveStatus, JumpSportId } from '@sport/contract';
import type { Db } from '../../db/client';
import { deriveSeed } from '../../feed/prng';
import { findBindableMatches, findHosts, findScheduleRows, insertSchedules, type NewSchedule } from './repository';
import { entryLiveStatus } from './schedule-status';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** Entries are looked at from a little before now (a match still running) to a week ahead. */
export const SCHEDULE_WINDOW = { backMs: 4 * HOUR_MS, aheadMs: 7 * DAY_MS } as const;

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

export const openMatches = (rows: readonly BindableMatch[], now: number): (BindableMatch & { status: number })[] =>
  rows
    .map((m) => ({ ...m, status: entryLiveStatus({ sportId: m.sportId, statusId: m.statusId, kickoffAt: m.kickoffAt.getTime() }, now) }))
    .filter((m) => m.status !== ScheduleLiveStatus.Ended);

/**
 * Keeps the demo hosts streaming as the clock moves: a visible host whose streams have all ended gets
 * the next upcoming match (spread over hosts deterministically). Safe to run again; answers how many
 * entries it added.
 */
export async function bindUpcomingSchedules(db: Db, now: number): Promise<number> {
  const from = new Date(now - SCHEDULE_WINDOW.backMs);
  const to = new Date(now + SCHEDULE_WINDOW.aheadMs);
  const [hostRows, scheduleRows, matchRows] = await Promise.all([findHosts(db), findScheduleRows(db, from, to), findBindableMatches(db, from, to)]);
  const busy = new Set(
    scheduleRows
      .filter((s) => entryLiveStatus({ sportId: s.sportId, statusId: s.statusId, kickoffAt: s.kickoffAt.getTime() }, now) !== ScheduleLiveStatus.Ended)
      .map((s) => s.hostId),
  );
  const upcoming = openMatches(matchRows, now).filter((m) => m.status === ScheduleLiveStatus.NotStarted);
  if (upcoming.length === 0) return 0;
  const spread = Math.min(upcoming.length, 12);
  const rows: NewSchedule[] = [];
  for (const host of hostRows) {
    if (host.hidden || busy.has(host.id)) continue;
    const match = upcoming[(host.id * 7) % spread];
    if (match) rows.push({ hostId: host.id, matchId: match.id, matchSource: matchSourceFor(host.id, match.id) });
  }
  return insertSchedules(db, rows);
}
