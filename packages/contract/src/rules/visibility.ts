import { ALWAYS_SHOWN_MATCH_SOURCE } from '../constants';
import { HostLiveStatus, ScheduleLiveStatus } from '../enums/host';

/** Who is looking: group-restricted rooms need a session and the room in the special room ids. */
export interface Viewer {
  loggedIn: boolean;
  /** getSpecialRoomIds, parsed (parseSpecialRoomIds). Empty for visitors. */
  specialRoomIds: readonly number[];
}
export const VISITOR: Viewer = { loggedIn: false, specialRoomIds: [] };

/** getSpecialRoomIds answers a comma-separated id list; blanks and non-numbers are dropped. */
export function parseSpecialRoomIds(csv: string | null | undefined): number[] {
  if (!csv) return [];
  return csv
    .split(',')
    .map((s) => s.trim())
    .filter((s) => /^\d+$/.test(s))
    .map(Number);
}

export interface GroupRestricted {
  liveRoomId: number;
  liveUserGroupId?: number | null | undefined;
}

/**
 * SPEC §6: a room restricted to a user group shows only to a logged-in user whose special room ids
 * contain it. SPEC leaves visitors open; we hide such rooms from them (safe default).
 */
export function groupRestrictionMet(room: GroupRestricted, viewer: Viewer): boolean {
  if (room.liveUserGroupId == null || room.liveUserGroupId === 0) return true;
  return viewer.loggedIn && viewer.specialRoomIds.includes(room.liveRoomId);
}

/** Drops restricted anchors the viewer may not see; an emptied list becomes undefined (SPEC §6). */
export function visibleAnchors<A extends GroupRestricted>(
  anchors: readonly A[] | null | undefined,
  viewer: Viewer,
): A[] | undefined {
  const kept = (anchors ?? []).filter((a) => groupRestrictionMet(a, viewer));
  return kept.length > 0 ? kept : undefined;
}

export interface ScheduleLike {
  matchId: number;
  liveStatus: number;
  matchSource?: number;
}
export interface HostLike extends GroupRestricted {
  liveStatus: number;
  liveSchedule: readonly ScheduleLike[];
}

/** SPEC §5: a host is visible for a match when not hidden (3) and its entry for that match is not ended. */
export const hostVisibleForMatch = (host: HostLike, matchId: number): boolean =>
  host.liveStatus !== HostLiveStatus.Hidden &&
  host.liveSchedule.some((e) => e.matchId === matchId && e.liveStatus !== ScheduleLiveStatus.Ended);

/**
 * SPEC §5: a schedule entry shows when it is not started or in progress, its match source is the
 * jump game or 100, and the host's group restriction is met.
 */
export function scheduleEntryVisible(
  entry: ScheduleLike,
  host: GroupRestricted,
  ctx: { jumpGameId: number; viewer: Viewer },
): boolean {
  const open = entry.liveStatus === ScheduleLiveStatus.NotStarted || entry.liveStatus === ScheduleLiveStatus.InProgress;
  const source = entry.matchSource === ctx.jumpGameId || entry.matchSource === ALWAYS_SHOWN_MATCH_SOURCE;
  return open && source && groupRestrictionMet(host, ctx.viewer);
}

export interface LiveMatchLike<H extends HostLike> {
  matchId: number;
  status: number;
  hostList: readonly H[];
}

/** SPEC §5: a live match shows when its status is 0 and at least one host is visible for it. */
export const liveMatchVisible = <H extends HostLike>(match: LiveMatchLike<H>, viewer: Viewer = VISITOR): boolean =>
  match.status === 0 &&
  match.hostList.some((h) => hostVisibleForMatch(h, match.matchId) && groupRestrictionMet(h, viewer));

/** The live matches to show, each with only its visible hosts. */
export function visibleLiveMatches<H extends HostLike, M extends LiveMatchLike<H>>(
  matches: readonly M[],
  viewer: Viewer = VISITOR,
): M[] {
  return matches
    .filter((m) => liveMatchVisible(m, viewer))
    .map((m) => ({
      ...m,
      hostList: m.hostList.filter((h) => hostVisibleForMatch(h, m.matchId) && groupRestrictionMet(h, viewer)),
    }));
}

/** SPEC §2: the anchor tab's live badge: some host is live with a schedule entry in progress. */
export const hasLiveBadge = (hosts: readonly HostLike[]): boolean =>
  hosts.some(
    (h) =>
      h.liveStatus === HostLiveStatus.Live &&
      h.liveSchedule.some((e) => e.liveStatus === ScheduleLiveStatus.InProgress),
  );

/** SPEC §4: a match's live status drops to 0 when none of its hosts is live. */
export const effectiveMatchLiveStatus = (liveStatus: number, hosts: readonly { liveStatus: number }[]): number =>
  hosts.some((h) => h.liveStatus === HostLiveStatus.Live) ? liveStatus : 0;
