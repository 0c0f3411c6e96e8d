import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { matches, users } from '../db/schema';
import busPlugin from '../plugins/bus';
import dbPlugin from '../plugins/db';
import jobsPlugin from '../plugins/jobs';
import type { BusMessage } from '../realtime/bus';
import { EVERY_MATCH_CHANNEL } from '../lib/match-events';
import { testConfig } from '../../test/helpers/core-app';
import { createTestDatabase } from '../../test/helpers/db';
import { startAtMatchTime } from '../../test/helpers/world-clock';

let database: Database;
let app: FastifyInstance;
const messages: BusMessage[] = [];

/** db + bus + jobs as buildApp registers them, with RUN_JOBS and SEED_DEMO on as `npm start` has them. */
async function jobsApp(): Promise<FastifyInstance> {
  // First seeding takes longer than Fastify's default 10 s plugin timeout on a busy machine.
  const instance = Fastify({ logger: false, pluginTimeout: 0 });
  instance.decorate('config', testConfig({ runJobs: true, seedDemo: true }));
  await instance.register(dbPlugin, { database });
  await instance.register(busPlugin);
  await instance.register(jobsPlugin);
  return instance;
}

beforeAll(async () => {
  // A Saturday afternoon: matches are in play whatever the machine's hour.
  startAtMatchTime();
  database = await createTestDatabase();
  app = await jobsApp();
  app.bus.onMessage((m) => messages.push(m));
  await app.ready();
}, 600_000);
afterAll(async () => {
  await app.close();
  await database.close();
});

describe('jobs plugin', () => {
  it('seeds the demo world and the demo user before the app reports ready', async () => {
    const [all] = await database.db.select({ n: count() }).from(matches);
    // the running NBA season alone is 1230 games; the leagues and tournaments thousands more
    expect(all?.n).toBeGreaterThan(4000);
    const demo = await database.db.select({ id: users.id }).from(users).where(eq(users.username, 'demo'));
    expect(demo).toHaveLength(1);
  });

  it('keeps the world living: live matches are pushed on match.<id> as they change', async () => {
    // match.<id> of a match (match.every, which the demo content sends when it is written, names none).
    const matchPush = (m: BusMessage) => /^match\.\d+$/.test(m.channel);
    await expect.poll(() => messages.some(matchPush), { timeout: 120_000, interval: 500 }).toBe(true);
    const push = messages.find(matchPush);
    expect(push?.payload).toMatchObject({ matchId: Number(push?.channel.slice('match.'.length)) });
    // The Premier League's 15:00 matches are in play: their shots, fouls and lines go out on footballTec.<id>.
    await expect
      .poll(() => messages.some((m) => m.channel.startsWith('footballTec.')), { timeout: 120_000, interval: 500 })
      .toBe(true);
    const play = messages.find((m) => m.channel.startsWith('footballTec.'));
    expect(play?.payload).toMatchObject({ matchId: Number(play?.channel.slice('footballTec.'.length)) });
  }, 270_000);

  it('reuses the world when another node starts on the same database', async () => {
    // The first node writes the people's content after ready; it says so on match.every when done. A node started
    // before that (as on a busy machine, when the tests above were quick) would find parts missing and write them.
    await expect
      .poll(() => messages.some((m) => m.channel === EVERY_MATCH_CHANNEL), { timeout: 300_000, interval: 500 })
      .toBe(true);
    const [before] = await database.db.select({ n: count() }).from(matches);
    const second = await jobsApp();
    const heard: string[] = [];
    second.bus.onMessage((m) => heard.push(m.channel));
    await second.ready();
    // closing waits for its demo content, which finds every part there and writes nothing
    await second.close();
    expect(heard).not.toContain(EVERY_MATCH_CHANNEL);
    const [after] = await database.db.select({ n: count() }).from(matches);
    expect(after?.n).toBe(before?.n);
  }, 420_000);
});
