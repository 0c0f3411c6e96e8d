import { eq } from 'drizzle-orm';
import { join } from 'node:path';
import type { Db } from '../../db/client';
import { realSeasonsBuild, seasons } from '../../db/schema';
import { OPENFOOTBALL_DATA_DIR, SHIPPED_FILES } from './files';
import { importOpenfootball } from './import';
import { systemClock } from '../../lib/clock';

/**
 * The build of the real-season import. Raise it when the importer writes the shipped files' rows differently, so a
 * database imported by an older build is corrected on its next start. 1: a stoppage goal keeps its added minutes
 * (90+11' is minute 90, added 11; before, minute 101, which counted it as extra time). 2: World Cup 2026 with its
 * squads (and the national teams it brings), and the latest edition of each tournament marked current; scorers
 * get their usual Chinese name (feed/data/chinese-player-name), the Latin source name kept as nameEn.
 */
export const REAL_SEASONS_VERSION = 2;

/**
 * The real seasons beside the demo (the five leagues' 2024/25, World Cups 2022 and 2026, Euro 2024), once: when no
 * imported season is there yet. A database an older importer filled (real_seasons_build below
 * REAL_SEASONS_VERSION, or no row) gets the shipped files imported again: the import is idempotent, so only the
 * matches and events the new build writes differently change. One transaction per file.
 */
export async function seedRealSeasons(db: Db, now: Date = new Date(systemClock())): Promise<{ seeded: boolean; matches: number }> {
  const [any] = await db.select({ id: seasons.id }).from(seasons).where(eq(seasons.source, 'openfootball')).limit(1);
  if (any) {
    const [built] = await db.select({ version: realSeasonsBuild.version }).from(realSeasonsBuild).limit(1);
    if ((built?.version ?? 0) >= REAL_SEASONS_VERSION) return { seeded: false, matches: 0 };
  }
  let matches = 0;
  for (const name of SHIPPED_FILES) {
    const result = await importOpenfootball(db, join(OPENFOOTBALL_DATA_DIR, name), { now });
    matches += result.matches.inserted;
  }
  await db
    .insert(realSeasonsBuild)
    .values({ id: 1, version: REAL_SEASONS_VERSION })
    .onConflictDoUpdate({ target: realSeasonsBuild.id, set: { version: REAL_SEASONS_VERSION } });
  return { seeded: !any, matches };
}
