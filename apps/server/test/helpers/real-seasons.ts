import { join } from 'node:path';
import type { Db } from '../../src/db/client';
import { competitions, teams } from '../../src/db/schema';
import { OPENFOOTBALL_DATA_DIR } from '../../src/feed/openfootball/files';
import { importOpenfootball } from '../../src/feed/openfootball/import';
import type { WorldRows } from '../../src/feed/world/types';

/** Imports real seasons from the repository's openfootball files, as the importer does at start. */
export async function importRealSeasons(db: Db, files: readonly string[], now: Date): Promise<void> {
  for (const file of files) await importOpenfootball(db, join(OPENFOOTBALL_DATA_DIR, file), { now });
}

/** Real seasons alone: they need only the world's competitions and clubs, none of its demo seasons. */
export async function seedRealSeasons(db: Db, world: WorldRows, files: readonly string[], now: Date): Promise<void> {
  await db.insert(competitions).values(world.competitions);
  await db.insert(teams).values(world.teams);
  await importRealSeasons(db, files, now);
}
