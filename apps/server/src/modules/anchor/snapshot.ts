import { filePath, type HostScheduleEntry } from '@sport/contract';
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
  watcherCount: number;
}

/** The anchor world at one instant: small (tens of hosts), rebuilt every few seconds, shared by all viewers. */
export interface Snapshot {
  at: number;
  hosts: HostModel[];
  byId: Map<number, HostModel>;
  byRoom: Map<number, HostModel>;
}

const UNDECIDED = '待定';
const MINUTE_MS = 60_000;

/** Watchers wander with the minute, around the host's popularity; nobody watches an offline room. */
export function watcherCount(row: Pick<HostRow, 'id' | 'popularity'>, live: boolean, now: number): number {
  if (!live) return 0;
  const minute = Math.floor(now / MINUTE_MS);
  const wave = ((row.id * 7919 + minute * 104_729) % 1000) / 1000;
  return Math.round(row.popularity * (0.6 + 0.4 * wave)) + 1;
}

export function buildSnapshot(hostRows: readonly HostRow[], scheduleRows: readonly ScheduleRow[], now: number): Snapshot {
  const entriesByHost = new Map<number, HostScheduleEntry[]>();
  const roomOf = new Map(hostRows.map((h) => [h.id, h.liveRoomId]));
  for (const s of scheduleRows) {
    const list = entriesByHost.get(s.hostId) ?? [];
    list.push({
      id: s.id,
      hostId: s.hostId,
      matchId: s.matchId,
      matchSource: s.matchSource,
      matchTypeId: s.sportId,
      matchLeague: s.league,
      masterTeamName: s.homeName ?? UNDECIDED,
      guestTeamName: s.awayName ?? UNDECIDED,
      startDate: s.kickoffAt.getTime(),
      liveRoomId: roomOf.get(s.hostId) ?? 0,
      liveStatus: entryLiveStatus({ sportId: s.sportId, statusId: s.statusId, kickoffAt: s.kickoffAt.getTime() }, now),
    });
    entriesByHost.set(s.hostId, list);
  }
  const models = hostRows.map((row): HostModel => {
    const entries = (entriesByHost.get(row.id) ?? []).sort((a, b) => a.startDate - b.startDate || a.id - b.id);
    const liveStatus = hostLiveStatus(row.hidden, entries.map((e) => e.liveStatus));
    return { row, headUrl: filePath(row.pictureId), entries, liveStatus, watcherCount: watcherCount(row, liveStatus === 1, now) };
  });
  return {
    at: now,
    hosts: models,
    byId: new Map(models.map((m) => [m.row.id, m])),
    byRoom: new Map(models.map((m) => [m.row.liveRoomId, m])),
  };
}
