import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { DataDirInUseError } from '../db/data-dir-lock';
import { dropEverything } from '../db/reset';
import { seedDemo } from './seed';

/**
 * `npm run seed` seeds the demo world into an empty database; `npm run seed -- --reset` wipes the
 * database first. Stop the server before resetting: a PGlite folder belongs to one process.
 */
async function main(): Promise<void> {
  const reset = process.argv.includes('--reset');
  const config = loadConfig();
  const target = { databaseUrl: config.databaseUrl, dataDir: config.dataDir };
  if (reset) {
    const database = await openDatabase(target);
    await dropEverything(database.db);
    await database.close();
  }
  const database = await openDatabase(target);
  try {
    const result = await seedDemo(database.db);
    console.log(result.seeded ? `demo world seeded: ${result.matches} matches` : 'demo world already present (use --reset to redo it)');
    if (result.realMatches > 0) console.log(`real seasons imported (openfootball): ${result.realMatches} matches`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  // A running server holds the folder: say so in one line, as the server does, not with a stack trace.
  if (error instanceof DataDirInUseError) {
    console.error(`Cannot seed: ${error.message}`);
    process.exit(75);
  }
  console.error(error);
  process.exit(1);
});
