import {
  BasketballStatus,
  DAY_MS,
  FootballStatus,
  HOUR_MS,
  HostLiveStatus,
  MINUTE_MS,
  ScheduleLiveStatus,
  SportId,
  type ScheduleLiveStatusId,
} from '@sport/contract';

/** Entries are looked at from a little before now (a match still running) to a week ahead. */
export const SCHEDULE_WINDOW = { backMs: 4 * HOUR_MS, aheadMs: 7 * DAY_MS } as const;
/** Hosts open their room a little before kick-off. */
export const PRE_SHOW_MS = 15 * MINUTE_MS;
/**
 * The longest a match can run from kick-off (football with extra time and penalties, basketball with
 * overtime). A match still "not started" past this is stale (the simulator is not running): its
 * streams count as ended rather than live for ever.
 */
const LONGEST_MS = { football: 180 * MINUTE_MS, basketball: 210 * MINUTE_MS } as const;

export interface MatchClock {
  sportId: number;
  statusId: number;
  kickoffAt: number;
}

const inPlay = (m: MatchClock): boolean =>
  m.sportId === SportId.Basketball
    ? m.statusId >= BasketballStatus.Q1 && m.statusId <= BasketballStatus.Overtime
    : m.statusId >= FootballStatus.FirstHalf && m.statusId <= FootballStatus.Penalties;

/**
 * A schedule entry's live status follows its match (SPEC §4: 0 not started, 1 in progress, 2 ended):
 * in play → 1; not started → 0 until the pre-show, then 1; anything else (finished, postponed,
 * cancelled, ...) → 2. An operator's start time (`startAt`, console 主播) replaces the pre-show: the entry is 0
 * until then, the match in play or not.
 */
export function entryLiveStatus(match: MatchClock, now: number, startAt: number | null = null): ScheduleLiveStatusId {
  // A stream an operator starts after kick-off is not on yet while the match is already played.
  if (inPlay(match)) return startAt !== null && now < startAt ? ScheduleLiveStatus.NotStarted : ScheduleLiveStatus.InProgress;
  if (match.statusId !== FootballStatus.NotStarted) return ScheduleLiveStatus.Ended;
  // An operator's start time opens the room then; else the pre-show before kick-off.
  if (now < (startAt ?? match.kickoffAt - PRE_SHOW_MS)) return ScheduleLiveStatus.NotStarted;
  const longest = match.sportId === SportId.Basketball ? LONGEST_MS.basketball : LONGEST_MS.football;
  return now < match.kickoffAt + longest ? ScheduleLiveStatus.InProgress : ScheduleLiveStatus.Ended;
}

/** A host is live (1) while one of its entries is in progress and it is not off air; 3 when hidden; else 0. */
export function hostLiveStatus(hidden: boolean, entryStatuses: readonly number[], offAir = false): number {
  if (hidden) return HostLiveStatus.Hidden;
  if (offAir) return HostLiveStatus.Offline;
  return entryStatuses.includes(ScheduleLiveStatus.InProgress) ? HostLiveStatus.Live : HostLiveStatus.Offline;
}
