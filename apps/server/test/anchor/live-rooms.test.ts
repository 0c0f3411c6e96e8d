import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { anchorRoutes, type HostPush, type LivePush } from '@sport/contract';
import { hosts } from '../../src/db/schema';
import { anchorTick } from '../../src/modules/anchor/live-tick';
import { createAnchorService } from '../../src/modules/anchor/service';
import { liveAssetsFolder } from '../../src/modules/live/assets';
import liveModule from '../../src/modules/live/routes';
import type { TestApp } from '../helpers/app';
import { buildCoreApp } from '../helpers/core-app';
import { demoApp, hostAt, roomAt } from './fixture';

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
    const before = Math.floor(Date.now() / 2000);
    const res = await t.app.inject({ method: 'GET', url: `/live/${roomAt(0)}/index.m3u8` });
    const after = Math.floor(Date.now() / 2000);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/vnd.apple.mpegurl');
    expect(res.headers['cache-control']).toContain('no-cache');
    expect(res.body).not.toContain('#EXT-X-ENDLIST');
    const sequence = sequenceOf(res.body);
    expect(sequence).toBeGreaterThanOrEqual(before);
    expect(sequence).toBeLessThanOrEqual(after);
  });

  it('serve the committed segments with the right bytes, cacheable', async () => {
    const playlist = (await t.app.inject({ method: 'GET', url: `/live/${roomAt(0)}/index.m3u8` })).body;
    const uris = playlist.split('\n').filter((l) => l.startsWith('/live/'));
    expect(uris).toHaveLength(4);
    for (const uri of uris) {
      const n = Number(/(\d+)\.ts$/.exec(uri)?.[1]);
      const res = await t.app.inject({ method: 'GET', url: uri });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('video/mp2t');
      expect(res.headers['cache-control']).toContain('max-age');
      expect(res.rawPayload.equals(readFileSync(join(assets, `seg${n % 4}.ts`)))).toBe(true);
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
      await scope.register(liveModule, { now: () => clock, roomExists: (id) => Promise.resolve(id === 5) });
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

describe('hosts follow the clock', () => {
  it('end their streams as time passes; the tick publishes host and badge changes; idle hosts get new matches', async () => {
    let clock = Date.now();
    const anchor = createAnchorService({ db: t.database.db, now: () => clock, ttlMs: 0 });
    const liveHost = hostAt(0);
    expect((await anchor.hostDetail(null, liveHost)).liveStatus).toBe(1);

    const published: { channel: string; data: LivePush | HostPush }[] = [];
    const publish = (channel: string, data: LivePush | HostPush) => {
      published.push({ channel, data });
      return Promise.resolve();
    };
    const first = await anchorTick(anchor, publish, undefined);
    expect(published).toEqual([{ channel: 'live', data: first.badge }]);
    expect(first.badge.hasLive).toBe(true);
    expect(first.badge.liveHostIds).toContain(liveHost);
    // the public badge never names a group-restricted host
    expect(first.badge.liveHostIds).not.toContain(hostAt(4));

    published.length = 0;
    await anchorTick(anchor, publish, first);
    expect(published).toEqual([]);

    clock += 6 * 3_600_000;
    await anchorTick(anchor, publish, first);
    expect(published).toContainEqual({
      channel: `host.${liveHost}`,
      data: { hostId: liveHost, liveStatus: 0, watcherCount: 0 },
    });
    expect(published.filter((p) => p.channel === 'live')).toHaveLength(1);
    expect((await anchor.hostDetail(null, liveHost)).liveStatus).toBe(0);

    expect(await anchor.bindUpcoming()).toBeGreaterThan(0);
    expect(await anchor.bindUpcoming()).toBe(0);
    const schedule = await anchor.hostSchedule(null, liveHost);
    expect(schedule.some((e) => e.startDate > clock)).toBe(true);
  });

  it('keep the shared lists until the tick sees a watcher count move, then rebuild them', async () => {
    let clock = Date.now();
    // Answers that would outlive the test: only the tick may refresh them.
    const anchor = createAnchorService({ db: t.database.db, now: () => clock, answerTtlMs: 24 * 3_600_000 });
    const liveHost = hostAt(0);
    const countIn = async () => (await anchor.listV2(null, {})).hostList.find((h) => h.id === liveHost)?.watcherCount;
    const quiet = () => Promise.resolve();
    let state = await anchorTick(anchor, quiet, undefined);
    const before = await countIn();
    expect(before).toBeGreaterThan(0);
    let after = before;
    // Watchers wander with the minute; within a few minutes this host's count moves.
    for (let minute = 1; minute <= 10 && after === before; minute++) {
      clock += 60_000;
      expect(await countIn()).toBe(before);
      state = await anchorTick(anchor, quiet, state);
      after = await countIn();
    }
    expect(after).not.toBe(before);
    expect(after).toBe((await anchor.hostDetail(null, liveHost)).watcherCount);
  });

  it('clear every node’s cached lists when a live change goes over the bus', async () => {
    const hostId = hostAt(9);
    const nameIn = async () =>
      (await t.call(anchorRoutes.listV2, {})).body.data.hostList.find((h) => h.id === hostId)?.nickName;
    const before = await nameIn();
    await t.database.db.update(hosts).set({ nickName: '改名后的主播' }).where(eq(hosts.id, hostId));
    expect(await nameIn()).toBe(before);
    await t.app.bus.publish('live', { hasLive: true, liveHostIds: [] });
    expect(await nameIn()).toBe('改名后的主播');
  });
});
