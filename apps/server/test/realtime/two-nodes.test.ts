import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { matchChannel } from '@sport/contract';
import { createDatabase, startNode, type ServerNode } from '../helpers/server-process';
import { missingServices, POSTGRES_URL, REDIS_URL } from '../helpers/reachability';
import { randomMatchId, score } from './scores';
import { isCmd, WsProbe } from './ws-probe';

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
});
