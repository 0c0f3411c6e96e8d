import { and, eq, inArray } from 'drizzle-orm';
import { join } from 'node:path';
import type { Db } from '../../db/client';
import { competitions, matches, realSeasonsBuild, seasons, stages } from '../../db/schema';
import { SPORT_FOOTBALL } from '../../db/ids';
import { OPENFOOTBALL_DATA_DIR, SHIPPED_FILES } from './files';
import { importOpenfootball } from './import';
import { systemClock } from '../../lib/clock';

/**
 * The build of the real-season import. Raise it when the importer writes the shipped files' rows differently, so a
 * database imported by an older build is corrected on its next start. 1: a stoppage goal keeps its added minutes
 * (90+11' is minute 90, added 11; before, minute 101, which counted it as extra time). 2: World Cup 2026 with its
 * squads (and the national teams it brings), and the latest edition of each tournament marked current; scorers
 * get their usual Chinese name (feed/data/chinese-player-name), the Latin source name kept as nameEn. 3: the real
 * present — the five leagues' 2026/27 as their current season, results marked record or simulation — replaces
 * the generated football seasons, which an older build's database still holds and which this start removes. 4: a
 * fixture listed without a time is marked so (kickoff_time_set), and the apps read 待定 until it starts. 5: such a
 * fixture kicks off at an afternoon slot, so the China day the apps show is the record's day (files.ts).
 */
export const REAL_SEASONS_VERSION = 5;

/**
 * The real seasons (the five leagues' 2024/25 and 2026/27, World Cups 2022 and 2026, Euro 2024), once: when no imported
 * season is there yet. A database an older build filled (real_seasons_build below REAL_SEASONS_VERSION, or no
 * row) is upgraded once, in one transaction: its generated football seasons go, and the shipped files are
 * imported again (idempotent, so only what the new build writes differently changes).
 */
export async function seedRealSeasons(db: Db, now: Date = new Date(systemClock())): Promise<{ seeded: boolean; matches: number }> {
  const [any] = await db.select({ id: seasons.id }).from(seasons).where(eq(seasons.source, 'openfootball')).limit(1);
  if (any) {
    const [built] = await db.select({ version: realSeasonsBuild.version }).from(realSeasonsBuild).limit(1);
    if ((built?.version ?? 0) >= REAL_SEASONS_VERSION) return { seeded: false, matches: 0 };
  }
  return db.transaction(async (tx) => {
    await removeGeneratedFootball(tx);
    let inserted = 0;
    for (const name of SHIPPED_FILES) {
      const result = await importOpenfootball(tx, join(OPENFOOTBALL_DATA_DIR, name), { now });
      inserted += result.matches.inserted;
    }
    await tx
      .insert(realSeasonsBuild)
      .values({ id: 1, version: REAL_SEASONS_VERSION })
      .onConflictDoUpdate({ target: realSeasonsBuild.id, set: { version: REAL_SEASONS_VERSION } });
    return { seeded: !any, matches: inserted };
  });
}

/**
 * Removes the football seasons an older build generated (its World Cup and Euro "editions", its leagues'
 * current season) with their stages and matches. What hangs on a match goes with it (events, hosts' bindings,
 * tips' legs: cascade); tips, purchases, settlements, refunds and the ledger stay (docs/decisions/026).
 */
export async function removeGeneratedFootball(db: Db): Promise<number> {
  const generated = await db
    .select({ id: seasons.id })
    .from(seasons)
    .innerJoin(competitions, eq(competitions.id, seasons.competitionId))
    .where(and(eq(seasons.source, 'demo'), eq(competitions.sportId, SPORT_FOOTBALL)));
  const ids = generated.map((s) => s.id);
  if (ids.length === 0) return 0;
  await db.delete(matches).where(inArray(matches.seasonId, ids));
  await db.delete(stages).where(inArray(stages.seasonId, ids));
  await db.delete(seasons).where(inArray(seasons.id, ids));
  return ids.length;
}
