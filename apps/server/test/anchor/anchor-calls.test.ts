import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anchorRoutes, JumpSportId, MOMENT_LIKES_PER_USER, type EnvelopeOf, type Host, type MatchInfo } from '@sport/contract';
import type { TestApp } from '../helpers/app';
import { demoApp, hostAt, HIDDEN_HOST, LIVE_FLV_HOST, loginAs, RESTRICTED, roomAt } from './fixture';

let t: TestApp;
let demo: { token: string; uid: number };
let fan: { token: string; uid: number };

beforeAll(async () => {
  t = await demoApp();
  demo = await loginAs(t, 'demo');
  fan = await loginAs(t, 'zhang_wei');
}, 300_000);
afterAll(async () => {
  await t.close();
});

const ids = (hosts: { id: number }[]) => hosts.map((h) => h.id);
const detail = async (hostId: number, session?: { token: string; uid: number }) => t.call(anchorRoutes.hostDetail, { hostId }, session);

describe('anchor list v2', () => {
  it('gives the visible hosts, live first, with only visible schedule entries', async () => {
    const res = await t.call(anchorRoutes.listV2, {});
    expect(res.status).toBe(200);
    const { hostList, liveMatchList, momentList } = res.body.data;
    expect(hostList.length).toBeGreaterThanOrEqual(27);
    const firstOffline = hostList.findIndex((h) => h.liveStatus !== 1);
    expect(firstOffline).toBeGreaterThan(0);
    expect(hostList.slice(firstOffline).every((h) => h.liveStatus !== 1)).toBe(true);
    for (const host of hostList) {
      expect(host.liveStatus).not.toBe(3);
      for (const entry of host.liveSchedule) {
        expect([0, 1]).toContain(entry.liveStatus);
        expect([JumpSportId.st, JumpSportId.play]).toContain(entry.matchSource);
      }
    }
    expect(liveMatchList.length).toBeGreaterThan(0);
    for (const match of liveMatchList) {
      expect(match.status).toBe(0);
      expect(match.hostList.length).toBeGreaterThan(0);
      for (const host of match.hostList) expect(host.liveSchedule.some((e) => e.matchId === match.matchId && e.liveStatus !== 2)).toBe(true);
    }
    expect(momentList.length).toBeGreaterThan(0);
  });

  it('hides hidden hosts (live status 3) from everyone', async () => {
    const visitor = await t.call(anchorRoutes.listV2, {});
    const user = await t.call(anchorRoutes.listV2, {}, demo);
    expect(ids(visitor.body.data.hostList)).not.toContain(HIDDEN_HOST);
    expect(ids(user.body.data.hostList)).not.toContain(HIDDEN_HOST);
    expect((await detail(HIDDEN_HOST, demo)).status).toBe(404);
  });

  it('shows a bti-only stream when the client’s jump game is bti, and not otherwise', async () => {
    const btiHost = hostAt(7);
    const st = await t.call(anchorRoutes.listV2, {});
    const bti = await t.call(anchorRoutes.listV2, { matchSource: JumpSportId.bti });
    const entriesOf = (hosts: Host[]) => hosts.find((h) => h.id === btiHost)?.liveSchedule ?? [];
    expect(entriesOf(st.body.data.hostList).some((e) => e.matchSource === JumpSportId.bti)).toBe(false);
    expect(entriesOf(bti.body.data.hostList).some((e) => e.matchSource === JumpSportId.bti)).toBe(true);
  });

  it('refuses a bad momentSort with 422 naming the field', async () => {
    const res = await t.call(anchorRoutes.listV2, { momentSort: 9 });
    expect(res.status).toBe(422);
    expect(res.body.msg).toContain('momentSort');
  });
});

describe('group-restricted hosts', () => {
  const restrictedIds = [...RESTRICTED.demoMay, RESTRICTED.demoMayNot];

  it('never reach a visitor: list v2, host list, detail, schedule, live match info, moments', async () => {
    const list = await t.call(anchorRoutes.listV2, {});
    expect(ids(list.body.data.hostList).filter((id) => restrictedIds.includes(id))).toEqual([]);
    const inMatches = list.body.data.liveMatchList.flatMap((m) => ids(m.hostList));
    expect(inMatches.filter((id) => restrictedIds.includes(id))).toEqual([]);
    expect(list.body.data.momentList.filter((m) => restrictedIds.includes(m.hostId))).toEqual([]);
    const all = await t.call(anchorRoutes.hostList, { size: 100 });
    expect(ids(all.body.data.list).filter((id) => restrictedIds.includes(id))).toEqual([]);
    for (const hostId of restrictedIds) {
      expect((await detail(hostId)).status).toBe(404);
      expect((await t.call(anchorRoutes.hostLiveMatchInfo, { hostId })).status).toBe(404);
      expect((await t.call(anchorRoutes.hostSchedule, { hostId })).status).toBe(404);
      expect((await t.call(anchorRoutes.momentList, { hostId })).status).toBe(404);
    }
    const rank = await t.call(anchorRoutes.hostRank, { size: 100 });
    expect(rank.body.data.map((r) => r.hostId).filter((id) => restrictedIds.includes(id))).toEqual([]);
  });

  it('reach a logged-in user whose special room ids include their room, and only those', async () => {
    const rooms = await t.call(anchorRoutes.specialRoomIds, {}, demo);
    expect(rooms.body.data).toBe(`${roomAt(4)},${roomAt(25)}`);
    const list = await t.call(anchorRoutes.listV2, {}, demo);
    const seen = ids(list.body.data.hostList);
    expect(seen).toEqual(expect.arrayContaining(RESTRICTED.demoMay));
    expect(seen).not.toContain(RESTRICTED.demoMayNot);
    // host 4 streams a match in play: it shows under that match too
    expect(list.body.data.liveMatchList.some((m) => ids(m.hostList).includes(hostAt(4)))).toBe(true);
    const all = await t.call(anchorRoutes.hostList, { size: 100 }, demo);
    expect(ids(all.body.data.list)).toEqual(expect.arrayContaining(RESTRICTED.demoMay));
    expect((await detail(hostAt(4), demo)).body.data.liveUserGroupId).not.toBeNull();
    const info = await t.call(anchorRoutes.hostLiveMatchInfo, { hostId: hostAt(4) }, demo);
    expect(info.status).toBe(200);
    expect(info.body.data.some((m) => m.liveStatus === 1)).toBe(true);
    expect((await detail(RESTRICTED.demoMayNot, demo)).status).toBe(404);
    // another user without special rooms is treated like a visitor for those rooms
    expect((await t.call(anchorRoutes.specialRoomIds, {}, fan)).body.data).toBe('');
    expect((await detail(hostAt(4), fan)).status).toBe(404);
  });

  it('getSpecialRoomIds needs login', async () => {
    const res = await t.call(anchorRoutes.specialRoomIds, {});
    expect(res.status).toBe(401);
    expect(res.body.code).toBe(400);
  });
});

describe('host list, detail and schedule', () => {
  it('pages every visible host, live first, and filters by kind', async () => {
    const page1 = await t.call(anchorRoutes.hostList, { page: 1, size: 8 });
    const page2 = await t.call(anchorRoutes.hostList, { page: 2, size: 8 });
    expect(page1.body.data.list).toHaveLength(8);
    expect(page1.body.data.total).toBeGreaterThanOrEqual(27);
    expect(page1.body.data.isLastPage).toBe(false);
    expect(ids(page2.body.data.list).some((id) => ids(page1.body.data.list).includes(id))).toBe(false);
    const live = await t.call(anchorRoutes.hostList, { kind: 1, size: 100 });
    expect(live.body.data.list.length).toBeGreaterThan(0);
    expect(live.body.data.list.every((h) => h.liveStatus === 1)).toBe(true);
    const soon = await t.call(anchorRoutes.hostList, { kind: 2, size: 100 });
    const scheduled = await t.call(anchorRoutes.hostList, { kind: 3, size: 100 });
    for (const h of [...soon.body.data.list, ...scheduled.body.data.list]) {
      expect(h.liveStatus).toBe(0);
      expect(h.liveSchedule.some((e) => e.liveStatus === 0)).toBe(true);
    }
    expect(soon.body.data.total + scheduled.body.data.total).toBeGreaterThan(0);
    expect((await t.call(anchorRoutes.hostList, { kind: 4 })).status).toBe(422);
  });

  it('answers one host; 404 for an unknown one; 422 without hostId', async () => {
    const res = await detail(LIVE_FLV_HOST);
    expect(res.body.data).toMatchObject({ id: LIVE_FLV_HOST, hostId: LIVE_FLV_HOST, liveStatus: 1, isAttention: 0 });
    expect(res.body.data.watcherCount).toBeGreaterThan(0);
    expect(res.body.data.headUrl).toContain('/api/forehead/system/file/get/');
    const missing = await detail(999_999);
    expect(missing.status).toBe(404);
    expect(missing.body.code).toBe(404);
    const bad = await t.call(anchorRoutes.hostDetail, {});
    expect(bad.status).toBe(422);
    expect(bad.body.msg).toContain('hostId');
  });

  it('lists a host’s open entries soonest first', async () => {
    const res = await t.call(anchorRoutes.hostSchedule, { hostId: LIVE_FLV_HOST });
    const entries = res.body.data;
    expect(entries.length).toBeGreaterThan(0);
    expect(entries.map((e) => e.startDate)).toEqual([...entries.map((e) => e.startDate)].sort((a, b) => a - b));
    expect(entries.every((e) => e.hostId === LIVE_FLV_HOST && e.liveStatus !== 2)).toBe(true);
    expect((await t.call(anchorRoutes.hostSchedule, { hostId: 999_999 })).status).toBe(404);
  });
});

describe('live match info', () => {
  it('gives live rooms an m3u8 on the caller’s origin, and an flv where the room offers one', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: anchorRoutes.hostLiveMatchInfo.path,
      headers: { ...t.headers(), host: 'sport.test:8080' },
      payload: { hostId: LIVE_FLV_HOST },
    });
    const infos = res.json<EnvelopeOf<MatchInfo[]>>().data;
    const live = infos.filter((m) => m.liveStatus === 1);
    expect(live.length).toBeGreaterThan(0);
    for (const m of live) {
      expect(m.videoSourceDetail.m3u8).toBe(`http://sport.test:8080/live/${m.liveRoomId}/index.m3u8`);
      expect(m.videoSourceDetail.flv).toBe(`http://sport.test:8080/live/${m.liveRoomId}/stream.flv`);
    }
    for (const m of infos.filter((i) => i.liveStatus !== 1)) expect(m.videoSourceDetail.m3u8).toBe('');
  });

  it('gives no flv for a room without one', async () => {
    const res = await t.call(anchorRoutes.hostLiveMatchInfo, { hostId: hostAt(1) });
    const live = res.body.data.filter((m) => m.liveStatus === 1);
    expect(live.length).toBeGreaterThan(0);
    expect(live.every((m) => m.videoSourceDetail.m3u8.endsWith(`/live/${m.liveRoomId}/index.m3u8`) && m.videoSourceDetail.flv === '')).toBe(true);
  });
});

describe('follow and unfollow', () => {
  it('needs login, a known host and a 0/1 flag', async () => {
    expect((await t.call(anchorRoutes.follow, { hostId: hostAt(2), attention: 1 })).status).toBe(401);
    const bad = await t.call(anchorRoutes.follow, { hostId: hostAt(2), attention: 2 }, fan);
    expect(bad.status).toBe(422);
    expect(bad.body.msg).toContain('attention');
    expect((await t.call(anchorRoutes.follow, { hostId: 999_999, attention: 1 }, fan)).status).toBe(404);
  });

  it('moves the follower count by exactly one, idempotently, and shows in booking info and lists', async () => {
    const hostId = hostAt(2);
    const before = (await detail(hostId, fan)).body.data.attention;
    const first = await t.call(anchorRoutes.follow, { hostId, attention: 1 }, fan);
    expect(first.body.data).toEqual({ hostId, attention: before + 1, isAttention: 1 });
    const again = await t.call(anchorRoutes.follow, { hostId, attention: 1 }, fan);
    expect(again.body.data.attention).toBe(before + 1);
    expect((await detail(hostId, fan)).body.data).toMatchObject({ attention: before + 1, isAttention: 1 });
    expect((await detail(hostId)).body.data).toMatchObject({ attention: before + 1, isAttention: 0 });
    expect((await t.call(anchorRoutes.userSubscribeInfo, {}, fan)).body.data.attentionHostId).toContain(hostId);
    const listed = (await t.call(anchorRoutes.listV2, {}, fan)).body.data.hostList.find((h) => h.id === hostId);
    expect(listed?.isAttention).toBe(1);

    const off = await t.call(anchorRoutes.follow, { hostId, attention: 0 }, fan);
    expect(off.body.data).toEqual({ hostId, attention: before, isAttention: 0 });
    const offAgain = await t.call(anchorRoutes.follow, { hostId, attention: 0 }, fan);
    expect(offAgain.body.data.attention).toBe(before);
    expect((await t.call(anchorRoutes.userSubscribeInfo, {}, fan)).body.data.attentionHostId).not.toContain(hostId);
    expect((await detail(hostId, fan)).body.data).toMatchObject({ attention: before, isAttention: 0 });
  });
});

describe('bookings', () => {
  it('need login and a known match', async () => {
    const entry = (await t.call(anchorRoutes.hostSchedule, { hostId: hostAt(14) })).body.data[0];
    expect(entry).toBeDefined();
    expect((await t.call(anchorRoutes.subscribe, { matchId: entry!.matchId })).status).toBe(401);
    expect((await t.call(anchorRoutes.userSubscribeInfo, {})).status).toBe(401);
    expect((await t.call(anchorRoutes.subscribe, { matchId: 1 }, fan)).status).toBe(404);
    const bad = await t.call(anchorRoutes.subscribe, { hostId: hostAt(14) }, fan);
    expect(bad.status).toBe(422);
    expect(bad.body.msg).toContain('matchId');
  });

  it('round-trip into the user’s subscribe info, idempotently', async () => {
    const hostId = hostAt(14);
    const entry = (await t.call(anchorRoutes.hostSchedule, { hostId })).body.data[0]!;
    const booked = await t.call(anchorRoutes.subscribe, { matchId: entry.matchId, hostId }, demo);
    expect(booked.body.data.subscribeMatchId).toContain(entry.matchId);
    expect(booked.body.data.subscribeHostId).toContain(hostId);
    await t.call(anchorRoutes.subscribe, { matchId: entry.matchId, hostId }, demo);
    const info = await t.call(anchorRoutes.userSubscribeInfo, {}, demo);
    expect(info.body.data.subscribeMatchId.filter((id) => id === entry.matchId)).toHaveLength(1);
    expect((await t.call(anchorRoutes.userSubscribeInfo, {}, fan)).body.data.subscribeMatchId).not.toContain(entry.matchId);

    const cancelled = await t.call(anchorRoutes.unsubscribe, { matchId: entry.matchId, hostId }, demo);
    expect(cancelled.body.data.subscribeMatchId).not.toContain(entry.matchId);
    const twice = await t.call(anchorRoutes.unsubscribe, { matchId: entry.matchId, hostId }, demo);
    expect(twice.status).toBe(200);
    expect((await t.call(anchorRoutes.userSubscribeInfo, {}, demo)).body.data.subscribeHostId).not.toContain(hostId);
  });
});

describe('moments', () => {
  it('page through a host’s moments, newest first; page 2 follows page 1', async () => {
    const hostId = hostAt(3);
    const p1 = await t.call(anchorRoutes.momentList, { hostId, page: 1, size: 2 });
    const p2 = await t.call(anchorRoutes.momentList, { hostId, page: 2, size: 2 });
    expect(p1.body.data.list).toHaveLength(2);
    expect(p1.body.data.total).toBeGreaterThanOrEqual(3);
    const all = [...p1.body.data.list, ...p2.body.data.list];
    expect(new Set(all.map((m) => m.id)).size).toBe(all.length);
    expect(all.map((m) => m.createDate)).toEqual([...all.map((m) => m.createDate)].sort((a, b) => b - a));
    expect(all.every((m) => m.hostId === hostId && m.photos.length > 0)).toBe(true);
    const liked = await t.call(anchorRoutes.momentList, { momentSort: 2, size: 20 });
    const counts = liked.body.data.list.map((m) => m.likedCount);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    expect((await t.call(anchorRoutes.momentList, { hostId: 999_999 })).status).toBe(404);
    expect((await t.call(anchorRoutes.momentList, { size: 101 })).status).toBe(422);
  });

  it('add batched likes, capped per user and moment', async () => {
    const [moment] = (await t.call(anchorRoutes.momentList, { hostId: hostAt(3), size: 1 })).body.data.list;
    if (!moment) throw new Error('host 3 has moments');
    expect((await t.call(anchorRoutes.momentBatchLiked, { momentId: moment.id, count: 5 })).status).toBe(401);
    for (const count of [0, -1, MOMENT_LIKES_PER_USER + 1, 2.5]) {
      const bad = await t.call(anchorRoutes.momentBatchLiked, { momentId: moment.id, count }, fan);
      expect(bad.status).toBe(422);
      expect(bad.body.msg).toContain('count');
    }
    expect((await t.call(anchorRoutes.momentBatchLiked, { momentId: 99_999_999, count: 1 }, fan)).status).toBe(404);
    const a = await t.call(anchorRoutes.momentBatchLiked, { momentId: moment.id, count: 60 }, fan);
    expect(a.body.data).toEqual({ momentId: moment.id, likedCount: moment.likedCount + 60, myLikes: 60 });
    const b = await t.call(anchorRoutes.momentBatchLiked, { momentId: moment.id, count: 60 }, fan);
    expect(b.body.data.likedCount).toBe(moment.likedCount + MOMENT_LIKES_PER_USER);
    const c = await t.call(anchorRoutes.momentBatchLiked, { momentId: moment.id, count: 1 }, fan);
    expect(c.body.data.likedCount).toBe(moment.likedCount + MOMENT_LIKES_PER_USER);
    // another user has a cap of their own
    const d = await t.call(anchorRoutes.momentBatchLiked, { momentId: moment.id, count: 3 }, demo);
    expect(d.body.data.likedCount).toBe(moment.likedCount + MOMENT_LIKES_PER_USER + 3);
    const reread = (await t.call(anchorRoutes.momentList, { hostId: hostAt(3), size: 1 })).body.data.list[0];
    expect(reread?.likedCount).toBe(moment.likedCount + MOMENT_LIKES_PER_USER + 3);
  });
});

describe('week rank', () => {
  it('ranks visible hosts by score with badges on the top places', async () => {
    const res = await t.call(anchorRoutes.hostRank, { size: 20 });
    const rows = res.body.data;
    expect(rows).toHaveLength(20);
    expect(rows.map((r) => r.rank)).toEqual(rows.map((_, i) => i + 1));
    expect(rows.map((r) => r.score)).toEqual([...rows.map((r) => r.score)].sort((a, b) => b - a));
    expect(rows.slice(0, 3).map((r) => r.badgeKind)).toEqual([1, 2, 2]);
    expect(rows[19]?.badgeKind).toBeNull();
    expect((await t.call(anchorRoutes.hostRank, { size: 0 })).status).toBe(422);
  });
});
