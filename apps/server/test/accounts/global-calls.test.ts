import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  activityRoutes,
  BET_PLATFORM_NAMES,
  filePath,
  type DomainList,
  type EnvelopeOf,
  splitBanners,
  systemRoutes,
  userRoutes,
  type CommonConfigValue,
  type ImageEntry,
} from '@sport/contract';
import { seedDemoSystem } from '../../src/feed/demo-system';
import { DEMO_GOLD, DEMO_PASSWORD, seedDemoUsers } from '../../src/feed/demo-users';
import { teams } from '../../src/db/schema/team';
import { buildTestApp, type TestApp } from '../helpers/app';

let t: TestApp;
let demo: { token: string; uid: number };
let fan: { token: string; uid: number };

async function loginAs(username: string) {
  const res = await t.call(userRoutes.login, { username, password: DEMO_PASSWORD });
  expect(res.body.code).toBe(1);
  return res.body.data as { token: string; uid: number };
}

beforeAll(async () => {
  t = await buildTestApp();
  await seedDemoUsers(t.database.db);
  await seedDemoSystem(t.database.db);
  // a second run changes nothing (a restart reuses the data)
  await seedDemoUsers(t.database.db);
  await seedDemoSystem(t.database.db);
  demo = await loginAs('demo');
  fan = await loginAs('zhang_wei');
});
afterAll(async () => {
  await t.close();
});

describe('domain list v2', () => {
  it('groups api, ssapi, push and file entries on the caller’s own origin', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: systemRoutes.domainListV2.path,
      headers: { ...t.headers(), host: 'sport.test:8080' },
      payload: {},
    });
    expect(res.json()).toEqual({
      code: 1,
      msg: 'success',
      data: {
        api: [{ type: 'api', domain: 'http://sport.test:8080' }],
        ssapi: [{ type: 'ssapi', domain: 'http://sport.test:8080' }],
        push: [{ type: 'push', domain: 'ws://sport.test:8080/ws' }],
        file: [{ type: 'file', domain: 'http://sport.test:8080' }],
      },
    });
  });

  it('honours x-forwarded-proto and x-forwarded-host from a proxy', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: systemRoutes.domainListV2.path,
      headers: { ...t.headers(), 'x-forwarded-proto': 'https', 'x-forwarded-host': 'm.sport.example' },
      payload: {},
    });
    const { data } = res.json<EnvelopeOf<DomainList>>();
    expect(data.api[0]?.domain).toBe('https://m.sport.example');
    expect(data.push[0]?.domain).toBe('wss://m.sport.example/ws');
  });

  it('takes overrides from DOMAINS_JSON', async () => {
    const custom = await buildTestApp({
      database: t.database,
      config: { domainsJson: JSON.stringify([{ type: 'file', domain: 'https://cdn.example.com' }]) },
    });
    try {
      const res = await custom.call(systemRoutes.domainListV2);
      expect(res.body.data.file).toEqual([{ type: 'file', domain: 'https://cdn.example.com' }]);
      expect(res.body.data.api[0]?.domain).toMatch(/^http:\/\//);
    } finally {
      await custom.close();
    }
  });

  it('is signed like every call', async () => {
    const res = await t.app.inject({ method: 'POST', url: systemRoutes.domainListV2.path, payload: {} });
    expect(res.statusCode).toBe(403);
  });
});

describe('common config, images, files, game icons', () => {
  it('returns common config as a JSON string', async () => {
    const res = await t.call(systemRoutes.commonConfig);
    expect(typeof res.body.data).toBe('string');
    const value = JSON.parse(res.body.data) as CommonConfigValue;
    expect(typeof value.stSportJumpGame).toBe('number');
    expect(typeof value.stSportPath).toBe('string');
  });

  it('answers images by a comma list of category ids, with comma-separated images to split', async () => {
    const res = await t.call(systemRoutes.imagesQuery, { categoryId: '10103,10106,30306' });
    const entries = res.body.data;
    expect(new Set(entries.map((e) => e.categoryId))).toEqual(new Set([10103, 10106, 30306]));
    const multi = entries.find((e) => e.images.includes(','));
    expect(multi).toBeDefined();
    expect(splitBanners(entries).length).toBeGreaterThan(entries.length);

    const every = await t.call(systemRoutes.imagesQuery, {
      categoryId: '10103,10106,20301,20302,20303,30301,30302,30303,30304,30305,30306',
    });
    expect(new Set(every.body.data.map((e) => e.categoryId)).size).toBe(11);
    expect((await t.call(systemRoutes.imagesQuery, { categoryId: '99999' })).body.data).toEqual([]);
    const bad = await t.call(systemRoutes.imagesQuery, { categoryId: '10103;drop' });
    expect(bad.body.code).toBe(422);
    expect(bad.body.msg).toContain('categoryId');
  });

  it('serves stored files unsigned, with an ETag, immutable caching and 304', async () => {
    const res = await t.call(systemRoutes.imagesQuery, { categoryId: '30306' });
    const background = res.body.data[0] as ImageEntry;
    const fileId = background.images.split(',')[0] ?? '';
    const first = await t.app.inject({ method: 'GET', url: filePath(fileId) });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toContain('image/svg+xml');
    expect(first.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(first.body).toContain('<svg');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[0-9a-f]+"$/);

    const again = await t.app.inject({ method: 'GET', url: filePath(fileId), headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const changed = await t.app.inject({
      method: 'GET',
      url: filePath(fileId),
      headers: { 'if-none-match': '"other"' },
    });
    expect(changed.statusCode).toBe(200);

    const missing = await t.app.inject({ method: 'GET', url: filePath('no-such-file') });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 404, data: null });
  });

  it('lists the H5 game icons (showClient 3) with their files', async () => {
    const res = await t.call(systemRoutes.gamebetConfig, { showClient: 3 });
    expect(res.body.data.length).toBeGreaterThan(0);
    const icon = res.body.data[0];
    expect(icon?.gameId).toBeGreaterThan(0);
    expect(icon?.name).not.toBe('');
    // the sports platforms by the names bet records show, never a code (XJ体育)
    expect(res.body.data.map((i) => i.name)).toEqual(expect.arrayContaining(Object.values(BET_PLATFORM_NAMES)));
    const file = await t.app.inject({ method: 'GET', url: filePath(icon?.icon ?? '') });
    expect(file.statusCode).toBe(200);
    expect((await t.call(systemRoutes.gamebetConfig, { showClient: 1 })).body.data).toEqual([]);
  });

  it('lists friend domains', async () => {
    const res = await t.call(userRoutes.friendDomain);
    expect(res.body.data.length).toBeGreaterThan(0);
    expect(Object.keys(res.body.data[0] ?? {}).sort()).toEqual(['domain', 'name']);
    expect(res.body.data[0]?.domain).toMatch(/^https:\/\//);
  });

  it('draws team crests by match + team and by icon url, unsigned and stable', async () => {
    const logo = await t.app.inject({ method: 'GET', url: `${systemRoutes.teamLogo.path}?matchId=7&pid=42` });
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toContain('image/svg+xml');
    expect(logo.body).toContain('<svg');
    const sameTeam = await t.app.inject({ method: 'GET', url: `${systemRoutes.teamLogo.path}?matchId=8&pid=42` });
    expect(sameTeam.body).toBe(logo.body);
    const cached = await t.app.inject({
      method: 'GET',
      url: `${systemRoutes.teamLogo.path}?matchId=7&pid=42`,
      headers: { 'if-none-match': String(logo.headers.etag) },
    });
    expect(cached.statusCode).toBe(304);

    const icon = await t.app.inject({
      method: 'GET',
      url: `${systemRoutes.teamIcon.path}?url=${encodeURIComponent('https://img.example/t/1.png')}`,
    });
    expect(icon.statusCode).toBe(200);
    expect(icon.body).toContain('<svg');
    // a team of the database wears its own colours: Napoli's sky blue fills its shield
    await t.database.db.insert(teams).values({
      id: 987_654,
      sportId: 1,
      name: '那不勒斯',
      nameEn: 'Napoli',
      shortName: '那不勒斯',
      colors: ['#12a0d7', '#ffffff'],
      country: 'IT',
      strength: 86,
    });
    const napoli = await t.app.inject({ method: 'GET', url: `${systemRoutes.teamLogo.path}?matchId=1&pid=987654` });
    expect(napoli.body).toContain('<rect width="64" height="64" fill="#12a0d7"/>');
    const bad = await t.app.inject({ method: 'GET', url: `${systemRoutes.teamLogo.path}?matchId=x&pid=1` });
    expect(bad.statusCode).toBe(422);
  });

  it('takes client error reports', async () => {
    const res = await t.call(systemRoutes.clientError, {
      message: 'unknown code 777 on /anchor',
      kind: 'code',
      code: 777,
    });
    expect(res.body).toEqual({ code: 1, msg: 'success', data: null });
    const empty = await t.call(systemRoutes.clientError, {});
    expect(empty.body.code).toBe(422);
    expect(empty.body.msg).toContain('message');
  });
});

describe('gold mall, invite code, disclosure route', () => {
  it('shows the demo user’s gold in balance, info and the daily limit', async () => {
    const balance = await t.call(activityRoutes.goldBalance, {}, demo);
    expect(balance.body).toEqual({ code: 1, msg: 'success', data: { balance: DEMO_GOLD } });
    const info = await t.call(userRoutes.info, {}, demo);
    expect(info.body.data).toMatchObject({ username: 'demo', gold: DEMO_GOLD });
    const limit = await t.call(activityRoutes.goldDailyLimit, {}, demo);
    expect(limit.body.data.limit).toBeGreaterThan(0);
    expect(limit.body.data).toEqual({ limit: limit.body.data.limit, used: 0, remaining: limit.body.data.limit });
    expect((await t.call(activityRoutes.goldBalance)).body.code).toBe(400);
    expect((await t.call(activityRoutes.goldDailyLimit)).body.code).toBe(400);
  });

  it('gives each user one stable invite code', async () => {
    const first = await t.call(activityRoutes.inviteCode, {}, demo);
    const second = await t.call(activityRoutes.inviteCode, {}, demo);
    const other = await t.call(activityRoutes.inviteCode, {}, fan);
    expect(first.body.data.inviteCode).toMatch(/^[A-Z0-9]{8}$/);
    expect(second.body.data).toEqual(first.body.data);
    expect(other.body.data.inviteCode).not.toBe(first.body.data.inviteCode);
    expect((await t.call(activityRoutes.inviteCode)).body.code).toBe(400);
  });

  it('routes every logged-in user to the forum activity, remembering who looked when', async () => {
    const mine = await t.call(activityRoutes.disclosureRoute, {}, demo);
    const route = mine.body.data;
    expect(route).toMatchObject({ isActivityExist: true, showFrame: true });
    expect(route.actId).toBeGreaterThan(0);
    expect(route.actName).not.toBe('');
    expect(route.url).toBe('/forum');
    expect(route.lastCheckoutDate).toBeLessThan(Date.now());
    // Whether there is something new is the forum's to say (test/forum/disclosure.test.ts).
    const theirs = await t.call(activityRoutes.disclosureRoute, {}, fan);
    expect(theirs.body.data).toMatchObject({ isActivityExist: true, actId: route.actId, lastCheckoutDate: null });
    expect((await t.call(activityRoutes.disclosureRoute)).body.code).toBe(400);
  });
});
