import { expect } from 'vitest';
import { userRoutes } from '@sport/contract';
import { DEMO_PASSWORD } from '../../src/feed/demo-users';
import type { Db } from '../../src/db/client';
import { seedDemoUsers } from '../../src/feed/demo-users';
import { insertWorld } from '../../src/feed/seed';
import { generateWorld } from '../../src/feed/world/generate-world';
import type { WorldRows } from '../../src/feed/world/types';
import { catchUpSimulation } from '../../src/feed/live-simulator';
import { currentSeasonRows } from '../helpers/current-rows';
import { SCHEDULE_WINDOW } from '../../src/modules/anchor/schedule-status';
import { DEMO_HOST_ID_BASE, DEMO_ROOM_ID_BASE, seedDemoAnchors } from '../../src/feed/demo-anchors';
import { buildTestApp, type Session, type TestApp } from '../helpers/app';
import { startAtMatchTime } from '../helpers/world-clock';

/** Demo hosts by their place in the demo plan (feed/demo-anchors.ts). */
export const hostAt = (index: number): number => DEMO_HOST_ID_BASE + 1 + index;
export const roomAt = (index: number): number => DEMO_ROOM_ID_BASE + 1 + index;
/** Restricted to a user group; the demo user holds the rooms of 4 and 25, not of 5. */
export const RESTRICTED = { demoMay: [hostAt(4), hostAt(25)], demoMayNot: hostAt(5) };
export const HIDDEN_HOST = hostAt(30);
/** Live now (the first twelve hosts stream matches in play) and offering FLV (index % 3 === 0). */
export const LIVE_FLV_HOST = hostAt(0);

export async function loginAs(t: TestApp, username: string): Promise<Session & { uid: number }> {
  const res = await t.call(userRoutes.login, { username, password: DEMO_PASSWORD });
  expect(res.body.code).toBe(1);
  return res.body.data;
}

/**
 * The world trimmed to what anchors use — the matches of the schedule window (the NBA generated around now, the
 * real 2026/27 league fixtures; `backMs` before now, the hours just before by default) with their competitions and
 * teams, no players or events — so a test file seeds in
 * seconds, not a minute. The league fixtures that kicked off are then played out as a start does.
 */
export async function seedAnchorWorld(db: Db, now: Date, backMs: number = SCHEDULE_WINDOW.backMs): Promise<void> {
  const generated = generateWorld({ now });
  const real = currentSeasonRows(generated, now);
  const world: WorldRows = {
    ...generated,
    seasons: [...generated.seasons, ...real.seasons],
    stages: [...generated.stages, ...real.stages],
    matches: [...generated.matches, ...real.matches],
  };
  const at = now.getTime();
  const kept = world.matches.filter((m) => {
    const kickoff = m.kickoffAt.getTime();
    return kickoff >= at - backMs && kickoff <= at + SCHEDULE_WINDOW.aheadMs;
  });
  const seasonIds = new Set(kept.map((m) => m.seasonId));
  const teamIds = new Set(kept.flatMap((m) => [m.homeTeamId, m.awayTeamId]));
  await insertWorld(db, {
    competitions: world.competitions,
    seasons: world.seasons.filter((s) => seasonIds.has(s.id)),
    stages: world.stages.filter((s) => seasonIds.has(s.seasonId)),
    teams: world.teams.filter((team) => teamIds.has(team.id)),
    players: [],
    matches: kept.map((m) => ({ ...m, homeSource: null, awaySource: null })),
    events: [],
  });
  await catchUpSimulation(db, now);
  await seedDemoUsers(db);
  await seedDemoAnchors(db, now);
}

/** The real app over a fresh database holding the anchor part of the demo world, its clock started at MATCH_TIME. */
export async function demoApp(): Promise<TestApp> {
  const now = startAtMatchTime();
  const t = await buildTestApp();
  try {
    await seedAnchorWorld(t.database.db, now);
  } catch (error) {
    await t.close();
    throw error;
  }
  return t;
}
