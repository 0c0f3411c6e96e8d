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
  teamSourceNames,
  teams,
} from '../../db/schema';
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
    expect(first).toEqual({ seeded: true, matches: 380 + 380 + 380 + 306 + 306 + 51 + 64 + 104 });

    const perCompetition = await database.db
      .select({ competitionId: matches.competitionId, n: count() })
      .from(matches)
      .where(eq(matches.source, 'openfootball'))
      .groupBy(matches.competitionId);
    expect(Object.fromEntries(perCompetition.map((r) => [r.competitionId, r.n]))).toEqual({
      12387: 380,
      12388: 380,
      12417: 380,
      12416: 306,
      12403: 306,
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
    ]);
    // The latest edition of each tournament is the one its centre opens on; the leagues' 2024/25 are past.
    expect(real.filter((s) => s.isCurrent).map((s) => s.name).sort()).toEqual(['2024', '2026']);

    // La Liga and Serie A matchday 38 have no result in the source: ten each, undecided.
    const undecided = await database.db
      .select({ competitionId: matches.competitionId, n: count() })
      .from(matches)
      .where(and(eq(matches.source, 'openfootball'), eq(matches.statusId, 13), isNull(matches.homeScore)))
      .groupBy(matches.competitionId);
    expect(Object.fromEntries(undecided.map((r) => [r.competitionId, r.n]))).toEqual({ 12388: 10, 12417: 10 });

    const [names] = await database.db.select({ n: count() }).from(teamSourceNames);
    // 96 clubs and 63 national-team names ("USA" and "United States" both; 18 teams new at the 2026 World Cup).
    expect(names?.n).toBe(Object.keys(OPENFOOTBALL_TEAM_NAMES).length);
    expect(names?.n).toBe(96 + 63);
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
});
