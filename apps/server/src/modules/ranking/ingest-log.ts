import { DAY_MS } from '@sport/contract';
import {
  INGEST_LOG_REFUSED_ROWS_MAX,
  type IngestLogEntry,
  type IngestRefusedRow,
} from '@sport/contract/console';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { ingestHealth, insertIngestLog, latestIngests, type IngestLogRow } from './ingest-log-repository';

/** Calls kept per platform: days of a platform's batches, and a bound on what bad-key callers can make us store. */
export const INGEST_LOG_KEPT = 500;

/** Which key let a call in: the environment's INGEST_KEYS entry, or a stored key by its id. Never the key. */
export type IngestKeyRef = 'env' | `#${number}`;

const entryOf = (row: IngestLogRow): IngestLogEntry => ({
  id: row.id,
  platform: row.platform,
  at: row.at.getTime(),
  key: row.keyRef,
  outcome: row.outcome,
  received: row.received,
  accepted: row.accepted,
  refusedCount: row.refusedCount,
  refused: row.refused,
});

/**
 * The bet ingest's log (issue 27 §2): what each call brought and what was refused, for the console's 平台 page and
 * 概览 health. An accepted call is logged in the ingest's transaction (no bets without their entry); a refused one
 * after its transaction rolled back, since nothing else of it is written.
 */
export function createIngestLog({ db, clock }: { db: Db; clock: Clock }) {
  const write = (
    tx: Db,
    platform: string,
    at: Date,
    entry: Pick<IngestLogEntry, 'outcome' | 'received' | 'accepted'> & { key: IngestKeyRef | null; refused: IngestRefusedRow[] },
  ) =>
    insertIngestLog(
      tx,
      {
        platform,
        at,
        keyRef: entry.key,
        outcome: entry.outcome,
        received: entry.received,
        accepted: entry.accepted,
        refusedCount: entry.refused.length,
        refused: entry.refused.slice(0, INGEST_LOG_REFUSED_ROWS_MAX),
      },
      INGEST_LOG_KEPT,
    );

  return {
    accepted: (tx: Db, platform: string, key: IngestKeyRef, at: Date, received: number) =>
      write(tx, platform, at, { outcome: 'accepted', key, received, accepted: received, refused: [] }),

    refusedRows: (platform: string, key: IngestKeyRef, at: Date, received: number, refused: IngestRefusedRow[]) =>
      write(db, platform, at, { outcome: 'refusedRows', key, received, accepted: 0, refused }),

    /** A call whose key was not the platform's: logged without the key it sent, and none of its rows read. */
    refusedKey: (platform: string, received: number) =>
      write(db, platform, new Date(clock()), { outcome: 'refusedKey', key: null, received, accepted: 0, refused: [] }),

    async latest(platforms: readonly string[], limit: number): Promise<IngestLogEntry[]> {
      return (await latestIngests(db, platforms, limit)).map(entryOf);
    },

    /** Per platform: last accepted call, and calls and rows refused in the last 24 hours. */
    async health(platforms: readonly string[]) {
      const { accepted, refused } = await ingestHealth(db, platforms, new Date(clock() - DAY_MS));
      return new Map(
        platforms.map((platform) => {
          const bad = refused.find((r) => r.platform === platform);
          return [
            platform,
            {
              lastIngestAt: accepted.find((r) => r.platform === platform)?.at?.getTime() ?? null,
              refusedCalls24h: bad?.calls ?? 0,
              refusedRows24h: bad?.rows ?? 0,
            },
          ] as const;
        }),
      );
    },
  };
}

export type IngestLog = ReturnType<typeof createIngestLog>;
