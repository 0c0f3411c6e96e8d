import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, gt, inArray } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { ANCHOR_CHANGES, anchorRoutes, FootballStatus, HOUR_MS, matchChannel, MINUTE_MS, SportId, type AnchorChange, type MatchPush } from '@sport/contract';
import { hostSchedules, hosts } from '../../src/db/schema/anchor';
import { matches } from '../../src/db/schema/match';
import { bindUpcomingSchedules, streamsSport } from '../../src/feed/demo-schedules';
import { createAnchorService, type AnchorService } from '../../src/modules/anchor/service';
import { AnswerCache } from '../../src/lib/answer-cache';
import { dropOnMatchEvents } from '../../src/lib/drop-on-match-events';
import { createFootballService } from '../../src/modules/football/service';
import { createMemoryBus } from '../../src/realtime/bus-memory';
import { liveAssetsFolder } from '../../src/modules/live/assets';
import { readStamps } from '../../src/modules/live/retime';
import liveModule from '../../src/modules/live/routes';
import type { TestApp } from '../helpers/app';
import { buildCoreApp } from '../helpers/core-app';
import { systemClock } from '../../src/lib/clock';
import { demoApp, hostAt, loginAs, roomAt } from './fixture';

let t: TestApp;
beforeAll(async () => {
  t = await demoApp();
}, 300_000);
afterAll(async () => {
  await t.close();
});

const assets = liveAssetsFolder();
const sequenceOf = (playlist: string) => Number(/#EXT-X-MEDIA-SEQUENCE:(\d+)/.exec(playlist)?.[1]);

describe('live HLS rooms', () => {
  it('serve a live playlist without our headers (a video element sends none)', async () => {
    const before = Math.floor(systemClock() / 2000);
    const res = await t.app.inject({ method: 'GET', url: `/live/${roomAt(0)}/index.m3u8` });
    const after = Math.floor(systemClock() / 2000);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/vnd.apple.mpegurl');
    expect(res.headers['cache-control']).toContain('no-cache');
    expect(res.body).not.toContain('#EXT-X-ENDLIST');
    const sequence = sequenceOf(res.body);
    expect(sequence).toBeGreaterThanOrEqual(before);
    expect(sequence).toBeLessThanOrEqual(after);
  });

  it('serve the committed segments, timed for their pass of the loop, cacheable', async () => {
    const playlist = (await t.app.inject({ method: 'GET', url: `/live/${roomAt(0)}/index.m3u8` })).body;
    const uris = playlist.split('\n').filter((l) => l.startsWith('/live/'));
    expect(uris).toHaveLength(4);
    for (const uri of uris) {
      const n = Number(/(\d+)\.ts$/.exec(uri)?.[1]);
      const res = await t.app.inject({ method: 'GET', url: uri });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('video/mp2t');
      expect(res.headers['cache-control']).toContain('max-age');
      // the committed segment's bytes, its timestamps moved on by a whole loop (8 s) for every pass before its own
      const committed = readFileSync(join(assets, `seg${n % 4}.ts`));
      expect(res.rawPayload).toHaveLength(committed.length);
      const shift = Math.floor(n / 4) * 720_000;
      expect(readStamps(res.rawPayload).map((s) => s.ticks)).toEqual(readStamps(committed).map((s) => (s.ticks + shift) % 2 ** 33));
    }
  });

  it('serve the FLV pattern', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/live/${roomAt(0)}/stream.flv` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('video/x-flv');
    expect(res.rawPayload.equals(readFileSync(join(assets, 'pattern.flv')))).toBe(true);
  });

  it('answer the 404 envelope for an unknown room and refuse odd file names', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/live/12345/index.m3u8' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 404, data: null });
    expect((await t.app.inject({ method: 'GET', url: `/live/${roomAt(0)}/../../etc/passwd` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/live/${roomAt(0)}/seg0.ts` })).statusCode).toBe(422);
  });

  it('rise their media sequence with the clock', async () => {
    let clock = 1_750_000_000_000;
    const app = await buildCoreApp(async (scope) => {
      // The live module asks the anchor module which rooms exist; here only room 5 does.
      const rooms: Pick<AnchorService, 'roomExists'> = { roomExists: (id) => Promise.resolve(id === 5) };
      await scope.register(
        fp(
          (anchorScope, _opts, done) => {
            anchorScope.decorate('anchor', rooms as AnchorService);
            done();
          },
          { name: 'anchor' },
        ),
      );
      await scope.register(liveModule, { clock: () => clock });
    });
    try {
      const sequence = async () => sequenceOf((await app.inject({ method: 'GET', url: '/live/5/index.m3u8' })).body);
      const first = await sequence();
      expect(first).toBe(clock / 2000);
      clock += 2_000;
      expect(await sequence()).toBe(first + 1);
      clock += 60_000;
      expect(await sequence()).toBe(first + 31);
    } finally {
      await app.close();
    }
  });
});

/** An anchor service of its own over the test database, on a bus of its own, with a clock the test moves. */
function clockedAnchor(opts: { answerTtlMs?: number } = {}) {
  const at = { now: systemClock() };
  const clock = () => at.now;
  const bus = createMemoryBus();
  const pushes: { channel: string; data: unknown }[] = [];
  const changes: AnchorChange[] = [];
  bus.onMessage(({ channel, payload }) => {
    if (channel === ANCHOR_CHANGES) changes.push(payload as AnchorChange);
    else pushes.push({ channel, data: payload });
  });
  const cache = new AnswerCache(clock);
  dropOnMatchEvents(cache, bus);
  const football = createFootballService({ db: t.database.db, cache, clock });
  const anchor = createAnchorService({ db: t.database.db, bus, cache, clock, football, ...opts });
  return { at, bus, pushes, changes, anchor };
}

describe('hosts follow the clock', () => {
  it('end their streams as time passes; the tick publishes host and badge changes; idle hosts get new matches', async () => {
    const { at, pushes, anchor } = clockedAnchor();
    const liveHost = hostAt(0);
    expect((await anchor.hostDetail(null, liveHost)).liveStatus).toBe(1);

    await anchor.tick();
    const first = (await anchor.liveState()).badge;
    expect(pushes).toEqual([{ channel: 'live', data: first }]);
    expect(first.hasLive).toBe(true);
    expect(first.liveHostIds).toContain(liveHost);
    // the public badge never names a group-restricted host
    expect(first.liveHostIds).not.toContain(hostAt(4));

    pushes.length = 0;
    await anchor.tick();
    expect(pushes).toEqual([]);

    // Sunday 08:20 UTC: Europe's matches of the day have not begun and the US night's games are over.
    at.now += 17 * HOUR_MS;
    await anchor.tick();
    expect(pushes).toContainEqual({
      channel: `host.${liveHost}`,
      data: { hostId: liveHost, liveStatus: 0, watcherCount: 0 },
    });
    expect(pushes.filter((p) => p.channel === 'live')).toHaveLength(1);
    expect((await anchor.hostDetail(null, liveHost)).liveStatus).toBe(0);

    // The host's other entries are later in the week (real fixtures are days apart, not minutes): without them it
    // is idle, the case the job is for.
    const later = t.database.db.select({ id: matches.id }).from(matches).where(gt(matches.kickoffAt, new Date(at.now - HOUR_MS)));
    // …and two hosts of one sport each, 篮板王阿豪 (tagged NBA) and 德甲老炮 (tagged 德甲)
    const [basketballHost, footballHost] = [hostAt(9), hostAt(14)];
    const idle = [liveHost, basketballHost, footballHost];
    await t.database.db.delete(hostSchedules).where(and(inArray(hostSchedules.hostId, idle), inArray(hostSchedules.matchId, later)));
    const boundBefore = new Set((await t.database.db.select({ id: hostSchedules.id }).from(hostSchedules)).map((row) => row.id));
    expect(await bindUpcomingSchedules(t.database.db, at.now)).toBeGreaterThan(0);
    expect(await bindUpcomingSchedules(t.database.db, at.now)).toBe(0);
    // each on a sport the host streams: one tagged NBA alone gets an NBA game, one tagged a football league a match
    const bound = (
      await t.database.db
        .select({ id: hostSchedules.id, hostId: hostSchedules.hostId, tags: hosts.tags, sportId: matches.sportId })
        .from(hostSchedules)
        .innerJoin(hosts, eq(hosts.id, hostSchedules.hostId))
        .innerJoin(matches, eq(matches.id, hostSchedules.matchId))
    ).filter((row) => !boundBefore.has(row.id));
    expect(bound.filter((row) => !streamsSport(row.tags)(row.sportId))).toEqual([]);
    expect(bound.filter((row) => row.hostId === basketballHost).map((row) => [row.tags[0], row.sportId])).toEqual([['NBA', SportId.Basketball]]);
    expect(bound.filter((row) => row.hostId === footballHost).map((row) => [row.tags[0], row.sportId])).toEqual([['德甲', SportId.Football]]);
    // Idle hosts got new matches (counted above: once, not twice). Which host shows which depends on what is
    // upcoming at that hour of the real calendar (the NBA plays at its own hours), so no one host is named here.
    await anchor.tick();
  });

  it('keep the shared lists until the tick sees a watcher count move, then rebuild them', async () => {
    // Answers that would outlive the test: only the tick may refresh them.
    const { at, anchor } = clockedAnchor({ answerTtlMs: 24 * HOUR_MS });
    const liveHost = hostAt(0);
    const countIn = async () => (await anchor.listV2(null, {})).hostList.find((h) => h.id === liveHost)?.watcherCount;
    await anchor.tick();
    const before = await countIn();
    expect(before).toBeGreaterThan(0);
    let after = before;
    // Watchers wander with the minute; within a few minutes this host's count moves.
    for (let minute = 1; minute <= 10 && after === before; minute++) {
      at.now += MINUTE_MS;
      expect(await countIn()).toBe(before);
      await anchor.tick();
      after = await countIn();
    }
    expect(after).not.toBe(before);
    expect(after).toBe((await anchor.hostDetail(null, liveHost)).watcherCount);
  });

  it('keep the snapshot and the answers when a tick finds nothing moved', async () => {
    const { anchor, changes } = clockedAnchor({ answerTtlMs: 24 * HOUR_MS });
    const hostId = hostAt(10);
    await anchor.tick();
    const name = (await anchor.hostDetail(null, hostId)).nickName;
    const page = await anchor.hostList(null, {});
    // A change no announcement covers: only a rebuilt snapshot would show it.
    await t.database.db.update(hosts).set({ nickName: `${name}·改` }).where(eq(hosts.id, hostId));
    try {
      await anchor.tick();
      await anchor.tick();
      expect(changes).toEqual([]);
      expect((await anchor.hostDetail(null, hostId)).nickName).toBe(name);
      expect(await anchor.hostList(null, {})).toBe(page);
    } finally {
      await t.database.db.update(hosts).set({ nickName: name }).where(eq(hosts.id, hostId));
    }
  });
});

describe('anchor changes drop what they touch', () => {
  it('a like rebuilds the moments, not the host lists and ranks', async () => {
    const { anchor, changes } = clockedAnchor({ answerTtlMs: 24 * HOUR_MS });
    const fan = await loginAs(t, 'li_na');
    const hostPage = await anchor.hostList(null, {});
    const rank = await anchor.weekRank(null, 50);
    const page = await anchor.listV2(null, { momentSort: 2 });
    const top = page.momentList[0];
    if (!top) throw new Error('the demo world has moments');

    const liked = await anchor.likeMoment(fan.uid, top.id, 3);
    expect(changes).toEqual([{ kind: 'like', userId: fan.uid, momentId: top.id, hostId: top.hostId }]);
    expect(liked.likedCount).toBe(top.likedCount + 3);
    const after = await anchor.listV2(null, { momentSort: 2 });
    expect(after.momentList.find((m) => m.id === top.id)?.likedCount).toBe(liked.likedCount);
    // The host half of the page is the same object: not rebuilt.
    expect(after.hostList).toBe(page.hostList);
    expect(await anchor.hostList(null, {})).toBe(hostPage);
    expect(await anchor.weekRank(null, 50)).toBe(rank);
  });

  it('a follow shows its count on the host lists at once; a booking only in the booker’s own info', async () => {
    const { anchor, changes } = clockedAnchor({ answerTtlMs: 24 * HOUR_MS });
    const fan = await loginAs(t, 'wang_fang');
    const hostId = hostAt(11);
    const attentionIn = async () => (await anchor.hostList(null, { size: 50 })).list.find((h) => h.id === hostId)?.attention;
    const before = await attentionIn();
    const hostPage = await anchor.hostList(null, { size: 50 });
    expect((await anchor.subscribeInfo(fan.uid)).attentionHostId).not.toContain(hostId);

    await anchor.follow(fan.uid, hostId, 1);
    expect(changes).toEqual([{ kind: 'follow', userId: fan.uid, hostId }]);
    expect(await attentionIn()).toBe((before ?? 0) + 1);
    expect((await anchor.subscribeInfo(fan.uid)).attentionHostId).toContain(hostId);

    const schedule = await anchor.hostSchedule(null, hostId);
    const matchId = schedule[0]?.matchId;
    if (matchId === undefined) throw new Error('the host has a schedule');
    const lists = await anchor.hostList(null, { size: 50 });
    expect(lists).not.toBe(hostPage);
    await anchor.book(fan.uid, { matchId, hostId }, true);
    expect(changes.at(-1)).toEqual({ kind: 'booking', userId: fan.uid, matchId });
    expect((await anchor.subscribeInfo(fan.uid)).subscribeMatchId).toContain(matchId);
    expect(await anchor.hostList(null, { size: 50 })).toBe(lists);
    await anchor.follow(fan.uid, hostId, 0);
  });

  it('a user’s booking or follow drops that user’s own answers, not another user’s', async () => {
    const { anchor } = clockedAnchor({ answerTtlMs: 24 * HOUR_MS });
    const fan = await loginAs(t, 'zhang_wei');
    const other = await loginAs(t, 'li_na');
    const hostId = hostAt(12);
    const matchId = (await anchor.hostSchedule(null, hostId))[0]?.matchId;
    if (matchId === undefined) throw new Error('the host has a schedule');
    const othersInfo = await anchor.subscribeInfo(other.uid);
    const othersViewer = await anchor.viewerInfo(other.uid);

    await anchor.book(fan.uid, { matchId, hostId }, true);
    await anchor.follow(fan.uid, hostId, 1);
    try {
      const mine = await anchor.subscribeInfo(fan.uid);
      expect(mine.subscribeMatchId).toContain(matchId);
      expect(mine.attentionHostId).toContain(hostId);
      expect((await anchor.viewerInfo(fan.uid)).followed.has(hostId)).toBe(true);
      // The other user's answers are the same objects: nothing of theirs was read again.
      expect(await anchor.subscribeInfo(other.uid)).toBe(othersInfo);
      expect(await anchor.viewerInfo(other.uid)).toBe(othersViewer);
    } finally {
      await anchor.follow(fan.uid, hostId, 0);
      await anchor.book(fan.uid, { matchId, hostId }, false);
    }
  });

  it('clear every node’s cached lists when a change goes over the bus', async () => {
    const hostId = hostAt(9);
    const nameIn = async () =>
      (await t.call(anchorRoutes.listV2, {})).body.data.hostList.find((h) => h.id === hostId)?.nickName;
    const before = await nameIn();
    await t.database.db.update(hosts).set({ nickName: '改名后的主播' }).where(eq(hosts.id, hostId));
    expect(await nameIn()).toBe(before);
    // A live push alone is no longer a reason to drop anything.
    await t.app.bus.publish('live', { hasLive: true, liveHostIds: [] });
    expect(await nameIn()).toBe(before);
    await t.app.bus.publish(ANCHOR_CHANGES, { kind: 'moved' } satisfies AnchorChange);
    expect(await nameIn()).toBe('改名后的主播');
  });
});

describe('the score in the answers', () => {
  const urls = { m3u8: (room: number) => `/live/${room}/index.m3u8`, flv: (room: number) => `/live/${room}/stream.flv` };

  it('carries a live match’s current status, minute and score in the room and the anchor page, before any push', async () => {
    const liveHost = hostAt(0);
    const before = await clockedAnchor().anchor.hostLiveMatchInfo(null, liveHost, urls);
    const matchId = before.find((m) => m.liveStatus === 1)?.matchId;
    expect(matchId).toBeDefined();
    await t.database.db
      .update(matches)
      .set({ statusId: FootballStatus.SecondHalf, minute: 67, homeScore: 3, awayScore: 2 })
      .where(eq(matches.id, matchId ?? 0));

    const { anchor } = clockedAnchor();
    const room = (await anchor.hostLiveMatchInfo(null, liveHost, urls)).find((m) => m.matchId === matchId);
    expect(room).toMatchObject({ statusId: FootballStatus.SecondHalf, minute: 67, homeScore: 3, awayScore: 2 });
    const listed = (await anchor.listV2(null, {})).liveMatchList.find((m) => m.matchId === matchId);
    expect(listed).toMatchObject({ statusId: FootballStatus.SecondHalf, minute: 67, homeScore: 3, awayScore: 2 });
  });

  it('moves to a match’s push at once, in the room and in the anchor page, without waiting for the snapshot', async () => {
    const liveHost = hostAt(0);
    const { at, bus, anchor } = clockedAnchor();
    const matchId = (await anchor.hostLiveMatchInfo(null, liveHost, urls)).find((m) => m.liveStatus === 1)?.matchId ?? 0;
    expect((await anchor.listV2(null, {})).liveMatchList.some((m) => m.matchId === matchId)).toBe(true);

    const push: MatchPush = {
      matchId,
      statusId: FootballStatus.SecondHalf,
      minute: 81,
      homeScore: 5,
      awayScore: 4,
      homeHalfScore: 1,
      awayHalfScore: 1,
      homeCorner: 0,
      awayCorner: 0,
      updatedAt: at.now,
    };
    await bus.publish(matchChannel(matchId), push);
    const moved = { statusId: FootballStatus.SecondHalf, minute: 81, homeScore: 5, awayScore: 4 };
    expect((await anchor.hostLiveMatchInfo(null, liveHost, urls)).find((m) => m.matchId === matchId)).toMatchObject(moved);
    expect((await anchor.listV2(null, {})).liveMatchList.find((m) => m.matchId === matchId)).toMatchObject(moved);
  });
});
