import { groupRestrictionMet, hostVisibleForMatch, type MatchAnchor, type Viewer } from '@sport/contract';
import type { Snapshot } from './snapshot';

/**
 * The anchors a viewer may see on each given match, for the football centres' lists (anchorInfo): a host not
 * hidden whose entry for the match has not ended (SPEC §5), in a room the viewer may enter (SPEC §6). The
 * jump-game rule of the schedule entries is left out: a match centre is not one game's page. The snapshot
 * holds the schedule window (a few hours back, a week ahead): an entry outside it has ended or is far off.
 */
export function matchAnchorsOf(snap: Snapshot, matchIds: readonly number[], viewer: Viewer): ReadonlyMap<number, MatchAnchor[]> {
  // A hot list asks the same question for every caller of one kind: answered once per snapshot (which is replaced
  // whole when hosts or schedules change), and the same answer object lets the lists reuse their anchored copy.
  let known = answered.get(snap);
  if (!known) {
    known = new Map();
    answered.set(snap, known);
  }
  const key = `${viewer.loggedIn ? 1 : 0}|${viewer.specialRoomIds.join(',')}|${matchIds.join(',')}`;
  const hit = known.get(key);
  if (hit) return hit;
  if (known.size >= ANSWERS_PER_SNAPSHOT) known.clear();
  const anchors = anchorsOf(snap, matchIds, viewer);
  known.set(key, anchors);
  return anchors;
}

/** Answers kept per snapshot: the days and centres' lists times the kinds of viewer asking. */
const ANSWERS_PER_SNAPSHOT = 500;
const answered = new WeakMap<Snapshot, Map<string, ReadonlyMap<number, MatchAnchor[]>>>();

function anchorsOf(snap: Snapshot, matchIds: readonly number[], viewer: Viewer): Map<number, MatchAnchor[]> {
  const wanted = new Set(matchIds);
  const anchors = new Map<number, MatchAnchor[]>();
  for (const m of snap.hosts) {
    const host = { liveStatus: m.liveStatus, liveRoomId: m.row.liveRoomId, liveUserGroupId: m.row.liveUserGroupId, liveSchedule: m.entries };
    if (!groupRestrictionMet(host, viewer)) continue;
    for (const entry of m.entries) {
      if (!wanted.has(entry.matchId) || !hostVisibleForMatch(host, entry.matchId)) continue;
      const list = anchors.get(entry.matchId) ?? [];
      if (list.some((a) => a.hostId === m.row.id)) continue;
      list.push({
        hostId: m.row.id,
        nickName: m.row.nickName,
        headUrl: m.headUrl,
        liveStatus: m.liveStatus,
        liveRoomId: m.row.liveRoomId,
        liveUserGroupId: m.row.liveUserGroupId,
      });
      anchors.set(entry.matchId, list);
    }
  }
  return anchors;
}
