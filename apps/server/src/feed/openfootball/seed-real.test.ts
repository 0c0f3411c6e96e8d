import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import { join } from 'node:path';
import type { Database } from '../../db/client';
import {
  competitions,
  matchEvents,
  matches,
  players,
  realSeasonsBuild,
  seasons,
  stages,
  teamSourceNames,
  teams,
} from '../../db/schema';
import { realSeasonId } from '../../db/ids';
import { createTestDatabase } from '../../../test/helpers/db';
import { generateWorld } from '../world/generate-world';
import { OPENFOOTBALL_DATA_DIR, SHIPPED_FILES } from './files';
import { importOpenfootball } from './import';
import { OPENFOOTBALL_TEAM_NAMES } from './team-names';
import { REAL_SEASONS_VERSION, seedRealSeasons } from './seed-real';

const NOW = new Date('2026-11-24T12:00:00Z');
let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
  // The competitions and teams of the demo world: what the real seasons are imported beside.
  const world = generateWorld({ seed: 1, now: NOW });
  await database.db.insert(competitions).values(world.competitions);
  await database.db.insert(teams).values(world.teams);
}, 120_000);

afterAll(async () => {
  await database.close();
});

describe('the shipped openfootball files', () => {
  it('are imported once with every match of every file', async () => {
    const started = Date.now();
    const first = await seedRealSeasons(database.db, NOW);
    console.info(`shipped files imported in ${Date.now() - started} ms`);
    // 2024/25 and 2026/27 of the five leagues, World Cups 2022 and 2026, Euro 2024.
    expect(first).toEqual({ seeded: true, matches: 2 * (380 + 380 + 380 + 306 + 306) + 51 + 64 + 104 });

    const perCompetition = await database.db
      .select({ competitionId: matches.competitionId, n: count() })
      .from(matches)
      .where(eq(matches.source, 'openfootball'))
      .groupBy(matches.competitionId);
    expect(Object.fromEntries(perCompetition.map((r) => [r.competitionId, r.n]))).toEqual({
      12387: 760,
      12388: 760,
      12417: 760,
      12416: 612,
      12403: 612,
      10810: 64 + 104,
      11334: 51,
    });
    const real = await database.db
      .select({ name: seasons.name, isCurrent: seasons.isCurrent })
      .from(seasons)
      .where(eq(seasons.source, 'openfootball'));
    expect(real.map((s) => s.name).sort()).toEqual([
      '2022',
      '2024',
      '2024/25',
      '2024/25',
      '2024/25',
      '2024/25',
      '2024/25',
      '2026',
      '2026/27',
      '2026/27',
      '2026/27',
      '2026/27',
      '2026/27',
    ]);
    // The running season of each league and the latest edition of each tournament are current; the rest past.
    expect(real.filter((s) => s.isCurrent).map((s) => s.name).sort()).toEqual(['2024', '2026', ...Array<string>(5).fill('2026/27')]);

    // La Liga and Serie A matchday 38 have no result in the source: ten each, undecided.
    const undecided = await database.db
      .select({ competitionId: matches.competitionId, n: count() })
      .from(matches)
      .where(and(eq(matches.source, 'openfootball'), eq(matches.statusId, 13), isNull(matches.homeScore)))
      .groupBy(matches.competitionId);
    expect(Object.fromEntries(undecided.map((r) => [r.competitionId, r.n]))).toEqual({ 12388: 10, 12417: 10 });

    const [names] = await database.db.select({ n: count() }).from(teamSourceNames);
    // 96 clubs of 2024/25, 20 newcomers of 2026/27, 63 national-team names ("USA" and "United States" both).
    expect(names?.n).toBe(Object.keys(OPENFOOTBALL_TEAM_NAMES).length);
    expect(names?.n).toBe(96 + 20 + 63);
  });

  it('a second start leaves them alone, and a re-import of each changes nothing', async () => {
    expect(await seedRealSeasons(database.db, NOW)).toEqual({ seeded: false, matches: 0 });
    for (const name of SHIPPED_FILES) {
      const result = await importOpenfootball(database.db, join(OPENFOOTBALL_DATA_DIR, name), { now: NOW });
      expect({ name, inserted: result.inserted, updated: result.updated }).toEqual({ name, inserted: 0, updated: 0 });
    }
  });

  it('a database an older build imported gets its stoppage goals corrected on its next start', async () => {
    const db = database.db;
    const teamId = async (nameEn: string) =>
      (await db.select({ id: teams.id }).from(teams).where(eq(teams.nameEn, nameEn)))[0]?.id ?? 0;
    const [quarterFinal] = await db
      .select({ id: matches.id })
      .from(matches)
      .where(
        and(eq(matches.homeTeamId, await teamId('Netherlands')), eq(matches.awayTeamId, await teamId('Argentina'))),
      );
    const minutes = async () =>
      (
        await db
          .select({ minute: matchEvents.minute, added: matchEvents.addedMinute })
          .from(matchEvents)
          .where(eq(matchEvents.matchId, quarterFinal?.id ?? 0))
          .orderBy(asc(matchEvents.seq))
      ).map((e) => [e.minute, e.added]);
    expect(await minutes()).toEqual([
      [35, null],
      [73, null],
      [83, null],
      [90, 11],
    ]);

    // What a build before added minutes left: 90+11' as 101, and no build row (the migration made the table empty).
    await db.execute(
      sql`update match_events set minute = minute + added_minute, added_minute = null where added_minute is not null`,
    );
    await db.delete(realSeasonsBuild);
    expect((await minutes())[3]).toEqual([101, null]);

    expect(await seedRealSeasons(db, NOW)).toEqual({ seeded: false, matches: 0 });
    expect((await minutes())[3]).toEqual([90, 11]);
    expect(await db.select({ version: realSeasonsBuild.version }).from(realSeasonsBuild)).toEqual([
      { version: REAL_SEASONS_VERSION },
    ]);
  });

  it('a database imported before the Chinese names gets them on its next start, the Latin name kept', async () => {
    const db = database.db;
    const scorer = async (nameEn: string) =>
      (await db.select({ name: players.name }).from(players).where(eq(players.nameEn, nameEn)))[0]?.name;
    expect(await scorer('Lionel Messi')).toBe('梅西');
    expect(await scorer('Yamal')).toBe('拉明·亚马尔');

    // What build 1 left: every scorer under the Latin name of the source.
    await db
      .update(players)
      .set({ name: sql`${players.nameEn}` })
      .where(eq(players.source, 'openfootball'));
    await db.update(realSeasonsBuild).set({ version: 1 });
    expect(await scorer('Lionel Messi')).toBe('Lionel Messi');

    await seedRealSeasons(db, NOW);
    expect(await scorer('Lionel Messi')).toBe('梅西');
    expect(await scorer('Yamal')).toBe('拉明·亚马尔');
    const latin = await db
      .select({ n: count() })
      .from(players)
      .where(
        and(
          eq(players.source, 'openfootball'),
          sql`${players.name} ~ '[A-Za-z]'`,
          // Every scorer is in the table; a squad player who scored nowhere may keep his Latin name.
          sql`exists (select 1 from match_events e where e.player_id = ${players.id})`,
        ),
      );
    expect(latin[0]?.n).toBe(0);
  });

  it('a database an older build seeded loses its generated football seasons on its next start, once', async () => {
    const db = database.db;
    // What an older build generated: a "2026/27" Premier League of its own, with a played match and its events.
    const demoSeason = 112_387;
    await db.insert(seasons).values({
      id: demoSeason,
      competitionId: 12387,
      name: '2026/27',
      startAt: new Date('2026-08-01T00:00:00Z'),
      endAt: new Date('2027-05-30T00:00:00Z'),
      isCurrent: true,
    });
    await db.insert(stages).values({ id: demoSeason * 10 + 1, seasonId: demoSeason, name: '联赛', nameEn: 'Regular season', phase: 1, groupNames: [], sortOrder: 1 });
    const arsenal = (await db.select({ id: teams.id }).from(teams).where(eq(teams.nameEn, 'Arsenal')))[0]?.id ?? 0;
    const chelsea = (await db.select({ id: teams.id }).from(teams).where(eq(teams.nameEn, 'Chelsea')))[0]?.id ?? 0;
    await db.insert(matches).values({
      id: demoSeason * 10_000 + 1,
      sportId: 1,
      competitionId: 12387,
      seasonId: demoSeason,
      stageId: demoSeason * 10 + 1,
      kind: 'regular',
      homeTeamId: arsenal,
      awayTeamId: chelsea,
      statusId: 8,
      kickoffAt: new Date('2026-11-20T15:00:00Z'),
      homeScore: 1,
      awayScore: 0,
      simSeed: 7,
    });
    await db.insert(matchEvents).values({ matchId: demoSeason * 10_000 + 1, seq: 1, minute: 10, type: 'goal', side: 1, teamId: arsenal });
    await db.update(realSeasonsBuild).set({ version: 1 });

    expect(await seedRealSeasons(db, NOW)).toEqual({ seeded: false, matches: 0 });
    expect(await db.select().from(seasons).where(eq(seasons.id, demoSeason))).toEqual([]);
    expect(await db.select().from(matches).where(eq(matches.seasonId, demoSeason))).toEqual([]);
    expect(await db.select().from(matchEvents).where(eq(matchEvents.matchId, demoSeason * 10_000 + 1))).toEqual([]);
    const current = await db.select({ id: seasons.id }).from(seasons).where(and(eq(seasons.competitionId, 12387), eq(seasons.isCurrent, true)));
    expect(current).toEqual([{ id: realSeasonId(12387, 2026) }]);
    expect(await db.select({ version: realSeasonsBuild.version }).from(realSeasonsBuild)).toEqual([{ version: REAL_SEASONS_VERSION }]);
  });
});
