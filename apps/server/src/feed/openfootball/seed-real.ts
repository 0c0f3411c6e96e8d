import { eq } from 'drizzle-orm';
import { join } from 'node:path';
import type { Db } from '../../db/client';
import { seasons } from '../../db/schema';
import { OPENFOOTBALL_DATA_DIR, SHIPPED_FILES } from './files';
import { importOpenfootball } from './import';

/**
 * The real seasons beside the demo (the five leagues' 2024/25, World Cup 2022, Euro 2024), once: when no
 * imported season is there yet. One transaction per file; each file is idempotent on its own.
 */
export async function seedRealSeasons(db: Db, now: Date = new Date()): Promise<{ seeded: boolean; matches: number }> {
  const [any] = await db.select({ id: seasons.id }).from(seasons).where(eq(seasons.source, 'openfootball')).limit(1);
  if (any) return { seeded: false, matches: 0 };
  let matches = 0;
  for (const name of SHIPPED_FILES) {
    const result = await importOpenfootball(db, join(OPENFOOTBALL_DATA_DIR, name), { now });
    matches += result.matches.inserted;
  }
  return { seeded: true, matches };
}
