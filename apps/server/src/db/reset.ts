import { sql } from 'drizzle-orm';
import type { Db } from './client';

/** Drops every table and the migration history; the next openDatabase() migrates from scratch. */
export async function dropEverything(db: Db): Promise<void> {
  await db.execute(sql`drop schema if exists drizzle cascade`);
  await db.execute(sql`drop schema if exists public cascade`);
  await db.execute(sql`create schema public`);
}
