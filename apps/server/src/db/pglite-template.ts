import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';

/**
 * A migrated, empty PGlite data folder as a tarball: what a new folder would be after PGlite's initdb and every
 * migration, which costs seconds of WASM each time (issue 26 §3). The build writes one next to dist/server.js and a
 * first start loads it instead; the test run makes one per run for its files (test/global-setup.ts).
 */
export async function migratedDump(migrationsFolder: string): Promise<Blob> {
  const client = await PGlite.create('memory://');
  try {
    await migrate(drizzle({ client }), { migrationsFolder });
    return await client.dumpDataDir('none');
  } finally {
    await client.close();
  }
}

/**
 * The build's template file name carries a digest of the migrations it holds, so a start never loads a template
 * built from other migrations (it would then seed over a schema the code does not expect).
 */
export function templateFileName(migrationsFolder: string): string {
  const hash = createHash('sha256');
  for (const file of readdirSync(migrationsFolder).filter((f) => f.endsWith('.sql')).sort()) {
    hash.update(file).update(readFileSync(join(migrationsFolder, file)));
  }
  return `pglite-migrated-${hash.digest('hex').slice(0, 16)}.tar`;
}

/** Writes the template into `distFolder` (the build's). */
export async function writeBuiltTemplate(migrationsFolder: string, distFolder: string): Promise<string> {
  const path = join(distFolder, templateFileName(migrationsFolder));
  writeFileSync(path, Buffer.from(await (await migratedDump(migrationsFolder)).arrayBuffer()));
  return path;
}

/**
 * The build's template for these migrations, when there is one: looked for in apps/server/dist, walking up from
 * this file (src/db/ under tsx, dist/ when bundled).
 */
export function findBuiltTemplate(migrationsFolder: string, from = import.meta.dirname): Blob | undefined {
  const name = templateFileName(migrationsFolder);
  let dir = from;
  for (let i = 0; i < 4; i++) {
    for (const candidate of [join(dir, name), join(dir, 'dist', name)]) {
      if (existsSync(candidate)) return new Blob([readFileSync(candidate)]);
    }
    dir = dirname(dir);
  }
  return undefined;
}
