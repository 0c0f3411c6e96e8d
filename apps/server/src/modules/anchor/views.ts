import {
  effectiveMatchLiveStatus,
  FootballStatus,
  groupRestrictionMet,
  hostVisibleForMatch,
  HOUR_MS,
  HostListKind,
  HostLiveStatus,
  ScheduleLiveStatus,
  scheduleEntryVisible,
  SportId,
  visibleLiveMatches,
  type Host,
  type HostListKindId,
  type HostMoment,
  type HostScheduleEntry,
  type LiveMatch,
  type MatchInfo,
  type Viewer,
} from '@sport/contract';
import { kickoffTimeTbd } from '../../lib/match-view';
import { isFlvUrl } from '@sport/contract/console';
import type { HostModel, Snapshot } from './snapshot';

/** Where a match stands (status, minute, game clock, score) as the snapshot saw it; not started (1 in both sports' maps) when it is not in the window. */
export function matchScore(
  snapshot: Snapshot,
  matchId: number,
): Pick<MatchInfo, 'statusId' | 'minute' | 'clock' | 'homeScore' | 'awayScore'> {
  const match = snapshot.matches.get(matchId);
  if (!match) return { statusId: FootballStatus.NotStarted, minute: null, clock: null, homeScore: null, awayScore: null };
  const { statusId, minute, clock, homeScore, awayScore } = match;
  return { statusId, minute, clock, homeScore, awayScore };
}

/** What decides what a viewer may see: the jump game (match source rule) and the group rule. */
export interface ViewContext {
  viewer: Viewer;
  jumpGameId: number;
}

/** A host's next stream starting within this is "coming soon" (host list kind 2). */
export const COMING_SOON_MS = 2 * HOUR_MS;

/** SPEC §5/§6: not hidden (3) and the group rule met. */
export const hostVisible = (m: HostModel, viewer: Viewer): boolean =>
  m.liveStatus !== HostLiveStatus.Hidden && groupRestrictionMet(m.row, viewer);

/** The entries a viewer sees (SPEC §5: live status 0/1, match source, group rule). */
export const visibleEntries = (m: HostModel, ctx: ViewContext): HostScheduleEntry[] =>
  m.entries.filter((e) => scheduleEntryVisible(e, m.row, ctx));

/** The contract Host for a viewer; isAttention is filled in per user later (withAttention). */
export function hostView(m: HostModel, ctx: ViewContext): Host {
  const r = m.row;
  return {
    id: r.id,
    hostId: r.id,
    nickName: r.nickName,
    headUrl: m.headUrl,
    birthday: r.birthday ? r.birthday.getTime() : null,
    tags: r.tags,
    introduction: r.introduction,
    liveStatus: m.liveStatus,
    liveSchedule: visibleEntries(m, ctx),
    pictureId: r.pictureId,
    watcherCount: m.watcherCount,
    liveRoomId: r.liveRoomId,
    liveHostType: r.liveHostType,
    liveUserGroupId: r.liveUserGroupId,
    liveGroupUserType: r.liveGroupUserType,
    isTop: r.isTop ? 1 : 0,
    attention: r.followerCount,
    isAttention: 0,
  };
}

/** SPEC §4 host list kind: live, coming soon (next stream within 2 h), scheduled (a later one); else null. */
export function hostKind(host: Pick<Host, 'liveStatus' | 'liveSchedule'>, now: number): HostListKindId | null {
  if (host.liveStatus === HostLiveStatus.Live) return HostListKind.Live;
  const next = host.liveSchedule.find((e) => e.liveStatus === ScheduleLiveStatus.NotStarted);
  if (!next) return null;
  return next.startDate - now <= COMING_SOON_MS ? HostListKind.ComingSoon : HostListKind.Scheduled;
}

const kindRank = (kind: HostListKindId | null): number => kind ?? 9;

/** Every host the viewer may see: live first, then coming soon, scheduled, the rest; top ones first in each. */
export function visibleHostList(snapshot: Snapshot, ctx: ViewContext): { host: Host; kind: HostListKindId | null }[] {
  return snapshot.hosts
    .filter((m) => hostVisible(m, ctx.viewer))
    .map((m) => {
      const host = hostView(m, ctx);
      return { host, kind: hostKind(host, snapshot.at), sort: m.row.sort };
    })
    .sort((a, b) => kindRank(a.kind) - kindRank(b.kind) || b.host.isTop - a.host.isTop || a.sort - b.sort || a.host.id - b.host.id)
    .map(({ host, kind }) => ({ host, kind }));
}

const SPORT_NAMES: Record<number, string> = { [SportId.Football]: '足球', [SportId.Basketball]: '篮球' };

/**
 * The anchor page's matches: every match of the window with the hosts streaming it, through the
 * contract's rules (status 0 and at least one visible host; only visible hosts kept). A match whose
 * streams all ended has status 1 and drops out. Live matches first, then by kick-off.
 */
export function liveMatchList(snapshot: Snapshot, ctx: ViewContext, limit: number): LiveMatch[] {
  const byMatch = new Map<number, { entry: HostScheduleEntry; hosts: Host[]; open: boolean }>();
  for (const m of snapshot.hosts) {
    if (!hostVisible(m, ctx.viewer)) continue;
    const host = hostView(m, ctx);
    for (const entry of host.liveSchedule) {
      const slot = byMatch.get(entry.matchId) ?? { entry, hosts: [], open: false };
      // Under a match a host carries only its entry for that match: the page needs no more, and the
      // answer stays small (it is the hottest read of the app).
      slot.hosts.push({ ...host, liveSchedule: [entry] });
      slot.open ||= entry.liveStatus !== ScheduleLiveStatus.Ended;
      byMatch.set(entry.matchId, slot);
    }
  }
  const candidates = [...byMatch.values()].map(({ entry, hosts, open }) => ({
    matchId: entry.matchId,
    matchTypeName: SPORT_NAMES[entry.matchTypeId] ?? '',
    matchLeague: entry.matchLeague,
    masterTeamName: entry.masterTeamName,
    guestTeamName: entry.guestTeamName,
    startDate: entry.startDate,
    ...kickoffTimeTbd(!entry.kickoffTimeTbd),
    hostList: hosts,
    activityStatus: 0,
    status: open ? 0 : 1,
    matchSource: entry.matchSource,
    isLotteryProgress: 0 as const,
    redEnvelopeTotalAmount: 0,
    matchTypeId: entry.matchTypeId,
    ...matchScore(snapshot, entry.matchId),
  }));
  const live = (m: LiveMatch) => m.hostList.some((h) => h.liveStatus === HostLiveStatus.Live);
  return visibleLiveMatches(candidates, ctx.viewer)
    .sort((a, b) => Number(live(b)) - Number(live(a)) || a.startDate - b.startDate || a.matchId - b.matchId)
    .slice(0, limit);
}

/** Where a room's streams are served (modules/live), on the caller's own origin. */
export interface StreamUrls {
  m3u8: (roomId: number) => string;
  flv: (roomId: number) => string;
}

/** A live entry's sources: its own stream address when an operator gave one (the one format it is), else the room's. */
function videoSources(m: HostModel, matchId: number, urls: StreamUrls): MatchInfo['videoSourceDetail'] {
  const own = m.streams.get(matchId);
  if (own) return isFlvUrl(own) ? { m3u8: '', flv: own, rtmp: '' } : { m3u8: own, flv: '', rtmp: '' };
  return { m3u8: urls.m3u8(m.row.liveRoomId), flv: m.row.offersFlv ? urls.flv(m.row.liveRoomId) : '', rtmp: '' };
}

/**
 * A host's matches with stream addresses: every live one carries an m3u8 (and an flv where the room
 * offers one). A match's live status drops to 0 when none of its hosts is live (SPEC §4).
 */
export function matchInfos(snapshot: Snapshot, m: HostModel, ctx: ViewContext, urls: StreamUrls): MatchInfo[] {
  return visibleEntries(m, ctx).map((entry) => {
    const matchHosts = snapshot.hosts
      .filter((other) => hostVisible(other, ctx.viewer))
      .map((other) => ({ liveStatus: other.liveStatus, liveRoomId: other.row.liveRoomId, liveSchedule: other.entries }))
      .filter((other) => hostVisibleForMatch(other, entry.matchId));
    const liveStatus = effectiveMatchLiveStatus(entry.liveStatus, matchHosts);
    const live = liveStatus === ScheduleLiveStatus.InProgress;
    return {
      matchId: entry.matchId,
      matchTypeId: entry.matchTypeId,
      matchLeague: entry.matchLeague,
      masterTeamName: entry.masterTeamName,
      guestTeamName: entry.guestTeamName,
      matchSource: entry.matchSource,
      startDate: entry.startDate,
      ...kickoffTimeTbd(!entry.kickoffTimeTbd),
      liveRoomId: m.row.liveRoomId,
      liveStatus,
      videoSourceDetail: live ? videoSources(m, entry.matchId, urls) : { m3u8: '', flv: '', rtmp: '' },
      ...matchScore(snapshot, entry.matchId),
    };
  });
}

/** Marks the hosts the user follows; visitors get the shared answer untouched. */
export function withAttention<T extends { isAttention: 0 | 1; id: number }>(hosts: T[], followed: ReadonlySet<number>): T[] {
  if (followed.size === 0) return hosts;
  return hosts.map((h) => (followed.has(h.id) ? { ...h, isAttention: 1 as const } : h));
}

/** Marks the moments the user liked, with their own count; the same array when none is (a visitor's, shared). */
export function withMyLikes(moments: HostMoment[], likes: ReadonlyMap<number, number>): HostMoment[] {
  if (likes.size === 0 || !moments.some((m) => likes.has(m.id))) return moments;
  return moments.map((m) => {
    const mine = likes.get(m.id) ?? 0;
    return mine > 0 ? { ...m, likedByMe: 1 as const, myLikes: mine } : m;
  });
}
