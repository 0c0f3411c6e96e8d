import { describe, expect, it } from 'vitest';
import {
  effectiveMatchLiveStatus,
  groupRestrictionMet,
  hasLiveBadge,
  hostVisibleForMatch,
  liveMatchVisible,
  parseSpecialRoomIds,
  scheduleEntryVisible,
  visibleAnchors,
  visibleLiveMatches,
  VISITOR,
  type Viewer,
} from './visibility';

const member: Viewer = { loggedIn: true, specialRoomIds: [77] };
const host = (
  over: Partial<{ liveStatus: number; liveRoomId: number; liveUserGroupId: number | null }> = {},
  schedule: { matchId: number; liveStatus: number; matchSource?: number }[] = [{ matchId: 10, liveStatus: 1 }],
) => ({ liveStatus: 1, liveRoomId: 5, liveUserGroupId: null, ...over, liveSchedule: schedule });

describe('special room ids and the group restriction', () => {
  it('parses the comma-separated id list', () => {
    expect(parseSpecialRoomIds('1, 2,,x,30')).toEqual([1, 2, 30]);
    expect(parseSpecialRoomIds('')).toEqual([]);
    expect(parseSpecialRoomIds(null)).toEqual([]);
  });

  it('lets everyone see unrestricted rooms', () => {
    expect(groupRestrictionMet({ liveRoomId: 5, liveUserGroupId: null }, VISITOR)).toBe(true);
    expect(groupRestrictionMet({ liveRoomId: 5 }, VISITOR)).toBe(true);
  });

  it('shows a restricted room only to a logged-in user holding its room id', () => {
    expect(groupRestrictionMet({ liveRoomId: 77, liveUserGroupId: 3 }, member)).toBe(true);
    expect(groupRestrictionMet({ liveRoomId: 78, liveUserGroupId: 3 }, member)).toBe(false);
    expect(groupRestrictionMet({ liveRoomId: 77, liveUserGroupId: 3 }, { loggedIn: false, specialRoomIds: [77] })).toBe(
      false,
    );
  });

  it('removes restricted anchors and turns an emptied list into undefined', () => {
    const anchors = [
      { liveRoomId: 77, liveUserGroupId: 3 },
      { liveRoomId: 5, liveUserGroupId: null },
    ];
    expect(visibleAnchors(anchors, VISITOR)).toEqual([{ liveRoomId: 5, liveUserGroupId: null }]);
    expect(visibleAnchors(anchors, member)).toHaveLength(2);
    expect(visibleAnchors([{ liveRoomId: 77, liveUserGroupId: 3 }], VISITOR)).toBeUndefined();
    expect(visibleAnchors([], member)).toBeUndefined();
  });
});

describe('host and schedule-entry visibility', () => {
  it('shows a host for a match when not hidden (3) and its entry for that match is not ended', () => {
    expect(hostVisibleForMatch(host(), 10)).toBe(true);
    expect(hostVisibleForMatch(host({ liveStatus: 0 }, [{ matchId: 10, liveStatus: 0 }]), 10)).toBe(true);
    expect(hostVisibleForMatch(host({ liveStatus: 3 }), 10)).toBe(false);
    expect(hostVisibleForMatch(host({}, [{ matchId: 10, liveStatus: 2 }]), 10)).toBe(false);
    expect(hostVisibleForMatch(host(), 11)).toBe(false);
  });

  it('shows a schedule entry when live status 0/1, source = jump game or 100, group restriction met', () => {
    const ctx = { jumpGameId: 34, viewer: VISITOR };
    const open = host();
    expect(scheduleEntryVisible({ matchId: 1, liveStatus: 0, matchSource: 34 }, open, ctx)).toBe(true);
    expect(scheduleEntryVisible({ matchId: 1, liveStatus: 1, matchSource: 100 }, open, ctx)).toBe(true);
    expect(scheduleEntryVisible({ matchId: 1, liveStatus: 2, matchSource: 34 }, open, ctx)).toBe(false);
    expect(scheduleEntryVisible({ matchId: 1, liveStatus: 1, matchSource: 29 }, open, ctx)).toBe(false);
    const restricted = host({ liveRoomId: 77, liveUserGroupId: 4 });
    expect(scheduleEntryVisible({ matchId: 1, liveStatus: 1, matchSource: 34 }, restricted, ctx)).toBe(false);
    expect(
      scheduleEntryVisible({ matchId: 1, liveStatus: 1, matchSource: 34 }, restricted, { ...ctx, viewer: member }),
    ).toBe(true);
  });
});

describe('live matches, the live badge and a match live status', () => {
  it('shows a live match only with status 0 and at least one visible host, keeping only visible hosts', () => {
    const visible = host();
    const hidden = host({ liveStatus: 3 });
    expect(liveMatchVisible({ matchId: 10, status: 0, hostList: [hidden, visible] })).toBe(true);
    expect(liveMatchVisible({ matchId: 10, status: 1, hostList: [visible] })).toBe(false);
    expect(liveMatchVisible({ matchId: 10, status: 0, hostList: [hidden] })).toBe(false);
    expect(liveMatchVisible({ matchId: 10, status: 0, hostList: [] })).toBe(false);
    const out = visibleLiveMatches([
      { matchId: 10, status: 0, hostList: [hidden, visible] },
      { matchId: 11, status: 0, hostList: [visible] },
    ]);
    expect(out).toHaveLength(1);
    expect(out[0]?.hostList).toEqual([visible]);
  });

  it('shows the badge when some host is live with a schedule entry in progress', () => {
    expect(hasLiveBadge([host({ liveStatus: 0 }), host()])).toBe(true);
    expect(hasLiveBadge([host({ liveStatus: 0 })])).toBe(false);
    expect(hasLiveBadge([host({}, [{ matchId: 1, liveStatus: 0 }])])).toBe(false);
    expect(hasLiveBadge([])).toBe(false);
  });

  it("drops a match's live status to 0 when none of its hosts is live", () => {
    expect(effectiveMatchLiveStatus(1, [{ liveStatus: 0 }, { liveStatus: 1 }])).toBe(1);
    expect(effectiveMatchLiveStatus(1, [{ liveStatus: 0 }, { liveStatus: 3 }])).toBe(0);
    expect(effectiveMatchLiveStatus(1, [])).toBe(0);
  });
});
