import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  anchorRoutes,
  Code,
  matchChannel,
  userChannel,
  userRoutes,
  type EnvelopeOf,
  type RequestOf,
  type ResponseOf,
  type RouteDef,
} from '@sport/contract';
import { openDatabase } from '../../src/db/client';
import { DEMO_PASSWORD } from '../../src/feed/demo-users';
import { ANCHOR_ANSWER_TTL_MS } from '../../src/modules/anchor/service';
import { SESSION_CACHE_MS } from '../../src/modules/user/sessions';
import { hostAt, seedAnchorWorld } from '../anchor/fixture';
import { createDatabase, startNode, type ServerNode } from '../helpers/server-process';
import { missingServices, POSTGRES_URL, REDIS_URL } from '../helpers/reachability';
import { signedHeaders } from '../helpers/signed-headers';
import { randomMatchId, score } from './scores';
import { untilUserChannelDropped } from './until-dropped';
import { isCmd, WsProbe } from './ws-probe';

/** A contract call to one node, signed with the default word (the nodes run with the default config). */
async function call<R extends RouteDef>(
  node: ServerNode,
  def: R,
  input: Partial<RequestOf<R>>,
  session?: { token: string; uid: number },
): Promise<ResponseOf<R>> {
  const res = await fetch(`${node.http}${def.path}`, {
    method: 'POST',
    headers: { ...signedHeaders('sport-info', session ?? {}), 'content-type': 'application/json' },
    body: JSON.stringify(input),
    signal: AbortSignal.timeout(5000),
  });
  const body = (await res.json()) as EnvelopeOf<ResponseOf<R>>;
  if (body.code !== 1) throw new Error(`${def.path} on ${node.name}: ${body.code} ${body.msg}`);
  return body.data;
}

const skip = await missingServices({ redis: true, postgres: true });
if (skip) console.warn(`[two nodes] skipped: ${skip}`);

describe.skipIf(skip !== null)('two server processes on one PostgreSQL and one Redis', () => {
  let database: Awaited<ReturnType<typeof createDatabase>> | undefined;
  const nodes: ServerNode[] = [];
  const probes: WsProbe[] = [];

  beforeAll(async () => {
    database = await createDatabase(POSTGRES_URL);
    // One after the other: the first applies the migrations to the fresh database.
    nodes.push(await startNode('node A', { DATABASE_URL: database.url, REDIS_URL }));
    nodes.push(await startNode('node B', { DATABASE_URL: database.url, REDIS_URL }));
  }, 240_000);

  afterAll(async () => {
    for (const probe of probes) probe.close();
    await Promise.all(nodes.map((n) => n.stop()));
    await database?.drop();
  }, 60_000);

  it('a client on node B receives what node A publishes, once, and so does a client on node A', async () => {
    const [a, b] = nodes as [ServerNode, ServerNode];
    const channel = matchChannel(randomMatchId());
    const onA = await WsProbe.open(a.ws);
    const onB = await WsProbe.open(b.ws);
    probes.push(onA, onB);
    await onA.ask({ cmd: 'subscribe', channels: [channel] }, isCmd('subscribed'));
    await onB.ask({ cmd: 'subscribe', channels: [channel] }, isCmd('subscribed'));

    const first = score(1, 1);
    const second = score(1, 2);
    try {
      expect(await a.push(channel, first)).toEqual({ status: 200, bus: 'up' });
      expect(await a.push(channel, second)).toEqual({ status: 200, bus: 'up' });
      expect(await onB.onChannel(channel)).toEqual({ chId: channel, seq: 1, data: first });
      expect(await onB.onChannel(channel)).toEqual({ chId: channel, seq: 2, data: second });
      expect(await onA.onChannel(channel)).toEqual({ chId: channel, seq: 1, data: first });
      expect(await onA.onChannel(channel)).toEqual({ chId: channel, seq: 2, data: second });

      // And back the other way; no node saw anything twice (the seq would have jumped).
      const third = score(1, 3);
      expect(await b.push(channel, third)).toEqual({ status: 200, bus: 'up' });
      expect(await onA.onChannel(channel)).toEqual({ chId: channel, seq: 3, data: third });
      expect(await onB.onChannel(channel)).toEqual({ chId: channel, seq: 3, data: third });
    } catch (error) {
      throw new Error(`${String(error)}\n${a.describe()}\n${b.describe()}`);
    }
  }, 60_000);

  it('a follow on node A shows in node B’s host list before its cached answer would have expired', async () => {
    const [a, b] = nodes as [ServerNode, ServerNode];
    if (!database) throw new Error('no database');
    const seeding = await openDatabase({ databaseUrl: database.url, dataDir: 'unused' });
    try {
      await seedAnchorWorld(seeding.db, new Date());
    } finally {
      await seeding.close();
    }
    const fan = await call(a, userRoutes.login, { username: 'li_na', password: DEMO_PASSWORD });
    const hostId = hostAt(12);
    const attentionOn = async (node: ServerNode) =>
      (await call(node, anchorRoutes.hostList, { size: 50 })).list.find((h) => h.id === hostId)?.attention;
    // Node B now holds the visitors' host list (its answers live 30 s).
    const before = await attentionOn(b);
    expect(before).toBeTypeOf('number');
    expect(await attentionOn(b)).toBe(before);

    try {
      const followed = await call(a, anchorRoutes.follow, { hostId, attention: 1 }, fan);
      expect(followed.attention).toBe((before ?? 0) + 1);
      // Node B keeps its answer 30 s: polling for a third of that, only the cross-node drop can show the follow.
      // How fast it shows is a bench's business, not a test's (a loaded machine must not fail it).
      await expect
        .poll(() => attentionOn(b), { interval: 25, timeout: ANCHOR_ANSWER_TTL_MS / 3 })
        .toBe(followed.attention);
    } catch (error) {
      throw new Error(`${String(error)}\n${a.describe()}\n${b.describe()}`);
    }
  }, 120_000);
  it('a session node B has just answered for is refused there, before its cache would expire, once node A ends it', async () => {
    const [a, b] = nodes as [ServerNode, ServerNode];
    const credentials = { username: `cache_${randomMatchId()}`, password: 'two-nodes-1' };
    await call(a, userRoutes.register, credentials);
    /** The code node B answers `user/info` with for this session (its session cache holds it after one call). */
    const infoCodeOnB = async (session: { token: string; uid: number }): Promise<number> => {
      const res = await fetch(`${b.http}${userRoutes.info.path}`, {
        method: 'POST',
        headers: { ...signedHeaders('sport-info', session), 'content-type': 'application/json' },
        body: '{}',
        signal: AbortSignal.timeout(5000),
      });
      return ((await res.json()) as { code: number }).code;
    };
    /**
     * Polls node B until it answers `code`, for half the time it caches a session: only the cross-node drop, not
     * the cache running out, can make node B change its answer that soon. No bound on how fast (that is a bench's).
     */
    const untilOnB = (session: { token: string; uid: number }, code: number) =>
      expect.poll(() => infoCodeOnB(session), { interval: 25, timeout: SESSION_CACHE_MS / 2 }).toBe(code);

    const first = await call(a, userRoutes.login, credentials);
    expect(await infoCodeOnB(first)).toBe(Code.Success);
    expect(await infoCodeOnB(first)).toBe(Code.Success);
    // A login elsewhere (on node A) kicks the first device: node B stops answering for it.
    const second = await call(a, userRoutes.login, credentials);
    await untilOnB(first, Code.Kicked);
    expect(await infoCodeOnB(second)).toBe(Code.Success);
    // A logout on node A: node B no longer takes the token as logged in.
    await call(a, userRoutes.logout, {}, second);
    await untilOnB(second, Code.NullUser);
  }, 60_000);

  it('a logout on node A drops user.<uid> from a socket on node B, which stays open', async () => {
    const [a, b] = nodes as [ServerNode, ServerNode];
    const credentials = { username: `two_${randomMatchId()}`, password: 'two-nodes-1' };
    await call(a, userRoutes.register, credentials);
    const session = await call(a, userRoutes.login, credentials);
    const channel = userChannel(session.uid);
    const marker = matchChannel(randomMatchId());
    const onB = await WsProbe.open(b.ws);
    probes.push(onB);
    expect(await onB.ask({ cmd: 'auth', token: session.token, uid: session.uid }, isCmd('auth'))).toEqual({
      cmd: 'auth',
      ok: true,
    });
    await onB.ask({ cmd: 'subscribe', channels: [channel, marker] }, isCmd('subscribed'));
    const push = async (to: string, data: unknown) =>
      expect(await a.push(to, data)).toEqual({ status: 200, bus: 'up' });

    try {
      await push(channel, { type: 'gold', balance: 1 });
      expect(await onB.onChannel(channel)).toMatchObject({ data: { balance: 1 } });
      await call(a, userRoutes.logout, {}, session);
      await untilUserChannelDropped(onB, push, channel, marker);
      expect(await onB.ask({ cmd: 'ping' }, isCmd('pong'))).toEqual({ cmd: 'pong' });
    } catch (error) {
      throw new Error(`${String(error)}\n${a.describe()}\n${b.describe()}`);
    }
  }, 60_000);
});
