import { existsSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { lockDataDir, type DataDirLock } from './data-dir-lock';
import { findBuiltTemplate } from './pglite-template';
import { yieldingClient } from './yielding-client';
/**
 * The database as every module sees it: tables only through the schema files it imports, which the lint gives to
 * their owning module (record 033). No relational `db.query.<table>` over the whole schema: that would reach any
 * module's tables without an import the lint can see.
 */
export type Db = PgDatabase<PgQueryResultHKT>;

export interface Database {
  kind: 'pglite' | 'postgres';
  db: Db;
  /**
   * The same database for long work a node does while it serves (a first start's demo content): on PGlite each
   * statement lets waiting requests in first (yielding-client.ts); on PostgreSQL, whose I/O is real, it is `db`.
   */
  background: Db;
  /** SELECT 1. */
  ping(): Promise<void>;
  /** Try to take a session-level Postgres advisory lock (leader election); true when this node got it. */
  tryLeaderLock(key: number): Promise<boolean>;
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** PostgreSQL URL; PGlite in `dataDir` when unset. */
  databaseUrl?: string | undefined;
  /** PGlite folder (created if missing), or `memory://` for a throwaway database. */
  dataDir: string;
  /**
   * A PGlite data folder dumped by dumpDataDir() to start from (tests: one migrated template per run, since
   * PGlite's own initdb costs seconds per database); migrations still run over it.
   */
  loadDataDir?: Blob | undefined;
}

/** Serialises migrations when several nodes start at once on one PostgreSQL. */
const MIGRATION_LOCK_KEY = 72_610_001;

/**
 * The committed migrations live in apps/server/drizzle. Found by walking up from this file, so it
 * works from src/db/ (tsx, vitest) and from a bundled dist/server.js alike.
 */
export function migrationsFolder(): string {
  let dir = import.meta.dirname;
  for (let i = 0; i < 6; i++) {
    const candidate = join(dir, 'drizzle');
    if (existsSync(join(candidate, 'meta', '_journal.json'))) return candidate;
    dir = dirname(dir);
  }
  throw new Error(`drizzle migrations folder not found above ${import.meta.dirname}`);
}

/** Opens the database, applies pending migrations, and returns it. */
export async function openDatabase(opts: OpenDatabaseOptions): Promise<Database> {
  return opts.databaseUrl ? openPostgres(opts.databaseUrl) : openPglite(opts.dataDir, opts.loadDataDir);
}

async function openPglite(dataDir: string, loadDataDir?: Blob): Promise<Database> {
  let lock: DataDirLock | undefined;
  if (!dataDir.includes('://')) {
    mkdirSync(dataDir, { recursive: true });
    // Before PGlite touches the files: a second process on the same folder would corrupt them.
    lock = lockDataDir(dataDir);
  }
  // A new folder starts from the build's migrated template when there is one (pglite-template.ts): PGlite's
  // initdb and the migrations are the seconds of a first start that do not depend on the data.
  const template = loadDataDir ?? (isNewFolder(dataDir) ? findBuiltTemplate(migrationsFolder()) : undefined);
  let client: PGlite;
  try {
    client = await PGlite.create(dataDir, template ? { loadDataDir: template } : {});
  } catch (error) {
    lock?.release();
    throw error;
  }
  try {
    const pgliteDb = drizzlePglite({ client });
    await migratePglite(pgliteDb, { migrationsFolder: migrationsFolder() });
    const db: Db = pgliteDb;
    return {
      kind: 'pglite',
      db,
      background: drizzlePglite({ client: yieldingClient(client) }),
      ping: async () => {
        await client.query('select 1');
      },
      // One PGlite belongs to one process, so that process is always the leader.
      tryLeaderLock: () => Promise.resolve(true),
      close: async () => {
        if (!client.closed) await client.close();
        lock?.release();
      },
    };
  } catch (error) {
    await client.close();
    lock?.release();
    throw error;
  }
}

/** A folder on disk that PGlite has not made a database in yet. */
function isNewFolder(dataDir: string): boolean {
  return !dataDir.includes('://') && !existsSync(join(dataDir, 'PG_VERSION'));
}

async function openPostgres(databaseUrl: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  // An idle client that loses its server must not crash the process; the pool replaces it.
  pool.on('error', () => undefined);
  const pgDb = drizzlePg({ client: pool });
  try {
    const lockClient = await pool.connect();
    try {
      await lockClient.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
      await migratePg(pgDb, { migrationsFolder: migrationsFolder() });
    } finally {
      await lockClient.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
      lockClient.release();
    }
  } catch (error) {
    await pool.end();
    throw error;
  }

  // Advisory locks belong to a session: the leader keeps one dedicated connection for its lifetime.
  let leaderClient: pg.Client | undefined;
  let closed = false;
  const held = new Set<number>();
  const dropLeaderClient = () => {
    const old = leaderClient;
    leaderClient = undefined;
    held.clear();
    old?.end().catch(() => undefined);
  };

  const db: Db = pgDb;
  return {
    kind: 'postgres',
    db,
    background: db,
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    tryLeaderLock: async (key) => {
      if (leaderClient && held.has(key)) return true;
      if (!leaderClient) {
        const client = new pg.Client({ connectionString: databaseUrl });
        // A dropped connection releases the lock on the server; forget it so the next call re-competes.
        client.on('error', () => {
          if (leaderClient === client) dropLeaderClient();
        });
        client.on('end', () => {
          if (leaderClient === client) dropLeaderClient();
        });
        await client.connect();
        leaderClient = client;
      }
      const result = await leaderClient.query<{ locked: boolean }>('select pg_try_advisory_lock($1) as locked', [key]);
      const locked = result.rows[0]?.locked === true;
      if (locked) held.add(key);
      return locked;
    },
    close: async () => {
      if (closed) return;
      closed = true;
      const client = leaderClient;
      leaderClient = undefined;
      held.clear();
      await client?.end().catch(() => undefined);
      await pool.end();
    },
  };
}
