import { resolve } from 'node:path';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { DataDirInUseError } from '../db/data-dir-lock';
import { createRedisBus } from '../realtime/bus-redis';
import { importOpenfootball } from './openfootball/import';

const USAGE = 'usage: npm run import -- openfootball <file> [--competition <id>] [--zone <IANA zone>]';

function option(args: string[], name: string): string | undefined {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
}

/**
 * `npm run import -- openfootball <file> [--competition <id>]` imports a file of that format into the
 * configured database (DATA_DIR or DATABASE_URL), idempotently, and prints what it changed. A PGlite
 * folder belongs to one process: stop the server first, or use DATABASE_URL (and REDIS_URL) to import
 * into a running deployment.
 */
async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const [provider, file] = args.filter((a, i) => !a.startsWith('--') && !args[i - 1]?.startsWith('--'));
  if (provider !== 'openfootball' || !file) {
    console.error(USAGE);
    process.exit(64);
  }
  const competition = option(args, '--competition');
  const competitionId = competition === undefined ? undefined : Number(competition);
  if (competitionId !== undefined && !Number.isInteger(competitionId)) {
    console.error(`--competition takes a competition id (SPEC §9), not "${competition}"`);
    process.exit(64);
  }
  const config = loadConfig();
  // npm runs the script inside the workspace: a relative path is the caller's, from INIT_CWD.
  const path = resolve(process.env.INIT_CWD ?? process.cwd(), file);
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  // With Redis the running nodes hear match.<id> for each corrected match and drop their cached answers.
  const bus = config.redisUrl ? await createRedisBus({ url: config.redisUrl }) : undefined;
  try {
    const result = await importOpenfootball(database.db, path, {
      competitionId,
      zone: option(args, '--zone'),
      publish: bus ? (channel, data) => bus.publish(channel, data) : undefined,
    });
    const m = result.matches;
    console.log(`rows: ${result.inserted} inserted, ${result.updated} updated, ${result.unchanged} unchanged`);
    console.log(`matches: ${m.inserted} inserted, ${m.updated} updated, ${m.unchanged} unchanged`);
  } finally {
    await bus?.close();
    await database.close();
  }
}

main().catch((error: unknown) => {
  // A running server holds the folder: say so in one line, as the seed does.
  if (error instanceof DataDirInUseError) {
    console.error(`Cannot import: ${error.message}`);
    process.exit(75);
  }
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
