import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, count, eq, inArray, notExists, sql } from 'drizzle-orm';
import type { FootballTecPush, MatchPush } from '@sport/contract';
import type { Database } from '../db/client';
import { competitions, matchEvents, matches, matchSheets, players, teams, users } from '../db/schema';
import { createTestDatabase } from '../../test/helpers/db';
import { simulateTick, startLiveSimulator } from './live-simulator';
import { seedDemo } from './seed';

// A Saturday of the real 2026/27: ten Premier League matches kicked off at 15:00 (London = UTC), 20 minutes ago.
const NOW = new Date('2026-11-21T15:20:00Z');
const at = (minutes: number) => new Date(NOW.getTime() + minutes * 60_000);
const liveWhere = sql`((${matches.sportId} = 1 and ${matches.statusId} between 2 and 7) or (${matches.sportId} = 2 and ${matches.statusId} between 2 and 9))`;

let database: Database;
let liveAtSeed: (typeof matches.$inferSelect)[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  const first = await seedDemo(database.db, { seed: 1234, now: NOW });
  expect(first.seeded).toBe(true);
  liveAtSeed = await database.db.select().from(matches).where(liveWhere);
}, 300_000);

afterAll(async () => {
  await database.close();
});

describe('seeded demo world', () => {
  it('is written once: a second start reuses it', async () => {
    const [before] = await database.db.select({ n: count() }).from(matches);
    const again = await seedDemo(database.db, { seed: 1234, now: at(60) });
    expect(again.seeded).toBe(false);
    const [after] = await database.db.select({ n: count() }).from(matches);
    expect(after?.n).toBe(before?.n);
    const [comps] = await database.db.select({ n: count() }).from(competitions);
    expect(comps?.n).toBe(8);
    const [nba] = await database.db.select({ n: count() }).from(teams).where(eq(teams.sportId, 2));
    expect(nba?.n).toBe(30);
    const [squadless] = await database.db
      .select({ n: count() })
      .from(teams)
      .where(notExists(database.db.select({ id: players.id }).from(players).where(eq(players.teamId, teams.id))));
    expect(squadless?.n).toBe(0);
    const demo = await database.db.select({ id: users.id }).from(users).where(eq(users.username, 'demo'));
    expect(demo).toHaveLength(1);
  });

  it('has live matches at seed time, and upcoming ones', async () => {
    expect(liveAtSeed.length).toBeGreaterThanOrEqual(10);
    const [upcoming] = await database.db.select({ n: count() }).from(matches).where(and(eq(matches.statusId, 1), sql`${matches.kickoffAt} > ${NOW}`));
    expect(upcoming?.n).toBeGreaterThan(100);
  });
});

describe('live simulator', () => {
  it('moves live matches on with the clock and pushes one event per changed match', async () => {
    const pushed: { channel: string; data: MatchPush }[] = [];
    const plays: { channel: string; data: FootballTecPush }[] = [];
    const sheetsBefore = new Map((await database.db.select().from(matchSheets)).map((s) => [s.matchId, s]));
    const eventsBefore = new Set((await database.db.select({ id: matchEvents.id }).from(matchEvents)).map((e) => e.id));
    const changed = await simulateTick(
      database.db,
      at(7),
      (channel, data) => {
        pushed.push({ channel, data });
        return Promise.resolve();
      },
      (channel, data) => {
        plays.push({ channel, data });
        return Promise.resolve();
      },
    );
    expect(changed.length).toBeGreaterThan(0);
    expect(pushed.map((p) => p.channel)).toEqual(changed.map((id) => `match.${id}`));
    expect(new Set(changed).size).toBe(changed.length);
    const firstHalf = liveAtSeed.find((m) => m.sportId === 1 && m.statusId === 2 && (m.minute ?? 0) < 30);
    expect(firstHalf).toBeDefined();
    const [row] = await database.db.select().from(matches).where(eq(matches.id, firstHalf?.id ?? 0));
    expect(row?.minute).toBeGreaterThan(firstHalf?.minute ?? 0);
    const push = pushed.find((p) => p.data.matchId === firstHalf?.id)?.data;
    expect(push).toMatchObject({ matchId: firstHalf?.id, statusId: row?.statusId, minute: row?.minute, homeScore: row?.homeScore ?? 0 });

    // The football matches the seed's catch-up had played on: their play since then, and only that, on footballTec.
    const footballIds = new Set(liveAtSeed.filter((m) => m.sportId === 1).map((m) => m.id));
    expect(plays.length).toBeGreaterThan(0);
    for (const { channel, data } of plays) {
      expect(footballIds.has(data.matchId) && changed.includes(data.matchId)).toBe(true);
      expect(channel).toBe(`footballTec.${data.matchId}`);
      const [sheet] = await database.db.select().from(matchSheets).where(eq(matchSheets.matchId, data.matchId));
      const told = sheetsBefore.get(data.matchId)?.commentary.length ?? 0;
      expect(told).toBeGreaterThan(0);
      expect(data.commentary).toEqual(sheet?.commentary.slice(told));
      expect(data.statistics).toEqual(sheet?.statistics);
      const events = await database.db.select().from(matchEvents).where(eq(matchEvents.matchId, data.matchId));
      const added = events.filter((e) => !eventsBefore.has(e.id)).map((e) => e.seq);
      expect(data.events.map((e) => e.seq).sort((a, b) => a - b)).toEqual(added.sort((a, b) => a - b));
    }

    // Nothing moves without time passing.
    const none = await simulateTick(database.db, at(7), () => Promise.resolve());
    expect(none).toEqual([]);
  });

  it('finishes what was live, writes its events, fills knockout slots and kicks off the next matches', async () => {
    await simulateTick(database.db, at(6 * 60), () => Promise.resolve());
    const ids = liveAtSeed.map((m) => m.id);
    const rows = await database.db.select().from(matches).where(inArray(matches.id, ids));
    for (const row of rows) expect(row.statusId).toBe(row.sportId === 1 ? 8 : 10);
    for (const row of rows.filter((r) => r.sportId === 1)) {
      const [goals] = await database.db
        .select({ n: count() })
        .from(matchEvents)
        .where(and(eq(matchEvents.matchId, row.id), inArray(matchEvents.type, ['goal', 'penalty_goal', 'own_goal'])));
      expect(goals?.n).toBe((row.homeScore ?? 0) + (row.awayScore ?? 0));
    }
    // The real fixtures it played say their result is a simulation; the season's record results stay records.
    const football = rows.filter((r) => r.sportId === 1);
    expect(football.length).toBeGreaterThanOrEqual(10);
    expect(football.every((r) => r.source === 'openfootball' && r.resultSource === 'simulation')).toBe(true);
    // Matches that were upcoming at seed time kick off at their times and run: the US night's NBA games from 00:00 UTC.
    await simulateTick(database.db, at(11 * 60), () => Promise.resolve());
    const laterLive = await database.db.select({ id: matches.id }).from(matches).where(liveWhere);
    expect(laterLive.filter((m) => !ids.includes(m.id)).length).toBeGreaterThan(0);
  });

  it('runs on an injectable clock until stopped', async () => {
    // Fake timers schedule the ticks, the injected clock says what time they play: no wait on the wall clock.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const pushed: string[] = [];
      let ticks = 0;
      let clock = at(11 * 60);
      const simulator = startLiveSimulator({
        db: database.db,
        intervalMs: 10,
        now: () => {
          ticks += 1;
          return clock;
        },
        publish: (channel) => {
          pushed.push(channel);
          return Promise.resolve();
        },
      });
      clock = at(12 * 60);
      // Each attempt moves the fake timers on by its interval, so the next tick comes once the last has ended.
      await expect.poll(() => pushed.length, { timeout: 20_000 }).toBeGreaterThan(0);
      await simulator.stop();
      const seen = { ticks, pushed: pushed.length };
      clock = at(14 * 60);
      // A stopped simulator has nothing left scheduled: a minute of its timers runs no tick (a tick reads the clock).
      vi.advanceTimersByTime(60_000);
      await Promise.resolve();
      expect({ ticks, pushed: pushed.length }).toEqual(seen);
    } finally {
      vi.useRealTimers();
    }
  });
});
