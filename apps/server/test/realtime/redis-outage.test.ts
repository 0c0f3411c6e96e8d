import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { matchChannel, type ChannelMessage, type ServerMessage } from '@sport/contract';
import { createDatabase, freePort, PrivateRedis, REDIS_SERVER_BIN, startNode, type ServerNode } from '../helpers/server-process';
import { missingServices, POSTGRES_URL, waitFor } from '../helpers/reachability';
import { randomMatchId, score } from './scores';
import { isCmd, WsProbe } from './ws-probe';

const skip =
  (await missingServices({ postgres: true })) ??
  (existsSync(REDIS_SERVER_BIN) ? null : `${REDIS_SERVER_BIN} not installed`);
if (skip) console.warn(`[redis outage] skipped: ${skip}`);

const homeScoreOf = (m: ServerMessage): number | undefined =>
  'chId' in m ? (m as ChannelMessage<`match.${string}`>).data.homeScore : undefined;

describe.skipIf(skip !== null)('a Redis outage between two server processes', () => {
  let database: Awaited<ReturnType<typeof createDatabase>> | undefined;
  let redis: PrivateRedis | undefined;
  const nodes: ServerNode[] = [];
  const probes: WsProbe[] = [];

  beforeAll(async () => {
    redis = new PrivateRedis(await freePort());
    await redis.start();
    database = await createDatabase(POSTGRES_URL);
    nodes.push(await startNode('node A', { DATABASE_URL: database.url, REDIS_URL: redis.url }));
    nodes.push(await startNode('node B', { DATABASE_URL: database.url, REDIS_URL: redis.url }));
  }, 240_000);

  afterAll(async () => {
    for (const probe of probes) probe.close();
    await Promise.all(nodes.map((n) => n.stop()));
    await redis?.stop();
    await database?.drop();
  }, 60_000);

  it('keeps HTTP and local pushes going while Redis is down, and crosses nodes again once it is back', async () => {
    const [a, b] = nodes as [ServerNode, ServerNode];
    const privateRedis = redis as PrivateRedis;
    const channel = matchChannel(randomMatchId());
    const onA = await WsProbe.open(a.ws);
    const onB = await WsProbe.open(b.ws);
    probes.push(onA, onB);
    await onA.ask({ cmd: 'subscribe', channels: [channel] }, isCmd('subscribed'));
    await onB.ask({ cmd: 'subscribe', channels: [channel] }, isCmd('subscribed'));

    try {
      expect(await a.push(channel, score(1, 1))).toEqual({ status: 200, bus: 'up' });
      expect(homeScoreOf(await onB.onChannel(channel))).toBe(1);
      expect(homeScoreOf(await onA.onChannel(channel))).toBe(1);

      await privateRedis.stop();

      expect(await a.healthz()).toBe(200);
      expect(await b.healthz()).toBe(200);
      // Both nodes notice (their bus reports 'down') and still deliver to their own clients.
      const pushUntilDown = (node: ServerNode, homeScore: number) =>
        waitFor(`${node.name} to see Redis down`, async () => {
          const res = await node.push(channel, score(1, homeScore));
          expect(res.status).toBe(200);
          return res.bus === 'down' ? true : undefined;
        });
      await pushUntilDown(a, 2);
      await onA.next((m) => homeScoreOf(m) === 2, 'the local push on A');
      await pushUntilDown(b, 3);
      await onB.next((m) => homeScoreOf(m) === 3, 'the local push on B');
      // The sockets themselves never noticed.
      expect(await onA.ask({ cmd: 'ping' }, isCmd('pong'))).toEqual({ cmd: 'pong' });
      expect(onA.closed).toBeNull();
      expect(onB.closed).toBeNull();

      await privateRedis.start();

      // The nodes reconnect with backoff: push until the other side hears one of these, both ways.
      const crossesAgain = (from: ServerNode, to: WsProbe, base: number) => {
        let n = base;
        return waitFor(
          `${from.name}'s pushes to cross again`,
          async () => {
            n += 1;
            expect((await from.push(channel, score(1, n))).status).toBe(200);
            await new Promise((resolve) => setTimeout(resolve, 300));
            return to.messages.map(homeScoreOf).find((s) => s !== undefined && s > base);
          },
          100,
          200,
        );
      };
      expect(await crossesAgain(a, onB, 100)).toBeGreaterThan(100);
      expect(await crossesAgain(b, onA, 1000)).toBeGreaterThan(1000);
    } catch (error) {
      throw new Error(`${String(error)}\n${a.describe()}\n${b.describe()}`);
    }
  }, 180_000);
});
