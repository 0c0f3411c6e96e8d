import { filePath, MINUTE_MS, type HostScheduleEntry } from '@sport/contract';
import { kickoffTimeTbd } from '../../lib/match-view';
import type { MatchSummary } from '../football/service';
import type { HostRow, ScheduleRow } from './repository';
import { entryLiveStatus, hostLiveStatus } from './schedule-status';

/** A host with its schedule as it stands at the snapshot's time, before any viewer rule. */
export interface HostModel {
  row: HostRow;
  headUrl: string;
  /** Every entry of the window, soonest first, live status derived from the match and the clock. */
  entries: HostScheduleEntry[];
  /** 0 offline, 1 live, 3 hidden. */
  liveStatus: number;
  /** An entry's own stream address by match id (an operator's schedule); the room's stream otherwise. */
  streams: ReadonlyMap<number, string>;
  watcherCount: number;
}

/** The anchor world at one instant: small (tens of hosts), rebuilt every few seconds, shared by all viewers. */
export interface Snapshot {
  at: number;
  hosts: HostModel[];
  byId: Map<number, HostModel>;
  byRoom: Map<number, HostModel>;
  /**
   * The window's matches as they stand: the answers show each one's status, minute and score. The service
   * moves a match here when its `match.<id>` push arrives, so the score is current without a database read.
   */
  matches: Map<number, MatchSummary>;
}

const UNDECIDED = '待定';

/** Watchers wander with the minute, around the host's popularity; nobody watches an offline room. */
export function watcherCount(row: Pick<HostRow, 'id' | 'popularity'>, live: boolean, now: number): number {
  if (!live) return 0;
  const minute = Math.floor(now / MINUTE_MS);
  const wave = ((row.id * 7919 + minute * 104_729) % 1000) / 1000;
  return Math.round(row.popularity * (0.6 + 0.4 * wave)) + 1;
}

/** The world from the hosts, their schedule entries and the matches of the window (entries of other matches are left out). */
export function buildSnapshot(
  hostRows: readonly HostRow[],
  scheduleRows: readonly ScheduleRow[],
  matches: ReadonlyMap<number, MatchSummary>,
  now: number,
): Snapshot {
  const entriesByHost = new Map<number, HostScheduleEntry[]>();
  const streamsByHost = new Map<number, Map<number, string>>();
  const roomOf = new Map(hostRows.map((h) => [h.id, h.liveRoomId]));
  for (const s of scheduleRows) {
    const match = matches.get(s.matchId);
    if (!match) continue;
    const list = entriesByHost.get(s.hostId) ?? [];
    const startAt = s.startAt?.getTime() ?? null;
    if (s.streamUrl) streamsByHost.set(s.hostId, (streamsByHost.get(s.hostId) ?? new Map<number, string>()).set(s.matchId, s.streamUrl));
    list.push({
      id: s.id,
      hostId: s.hostId,
      matchId: s.matchId,
      matchSource: s.matchSource,
      matchTypeId: match.sportId,
      matchLeague: match.league,
      masterTeamName: match.homeName ?? UNDECIDED,
      guestTeamName: match.awayName ?? UNDECIDED,
      startDate: startAt ?? match.kickoffAt,
      // An operator's start time is a real one; a kick-off the record gives only the day of is not.
      ...kickoffTimeTbd(startAt !== null || match.kickoffTimeSet),
      liveRoomId: roomOf.get(s.hostId) ?? 0,
      liveStatus: entryLiveStatus(match, now, startAt),
    });
    entriesByHost.set(s.hostId, list);
  }
  const models = hostRows.map((row): HostModel => {
    const entries = (entriesByHost.get(row.id) ?? []).sort((a, b) => a.startDate - b.startDate || a.id - b.id);
    const liveStatus = hostLiveStatus(row.hidden, entries.map((e) => e.liveStatus), row.offAirReason !== null);
    return {
      row,
      headUrl: row.pictureId ? filePath(row.pictureId) : '',
      entries,
      liveStatus,
      streams: streamsByHost.get(row.id) ?? new Map<number, string>(),
      watcherCount: watcherCount(row, liveStatus === 1, now),
    };
  });
  return {
    at: now,
    hosts: models,
    byId: new Map(models.map((m) => [m.row.id, m])),
    byRoom: new Map(models.map((m) => [m.row.liveRoomId, m])),
    matches: new Map(matches),
  };
}
