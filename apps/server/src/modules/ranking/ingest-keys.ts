import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { BET_PLATFORMS, betPlatformName } from '@sport/contract';
import {
  INGEST_LOG_SHOWN,
  type ConsoleDashboard,
  type IngestKeyMade,
  type IngestKeyView,
  type PlatformView,
} from '@sport/contract/console';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { ConflictError, NotFoundError } from '../../lib/domain-errors';
import type { IngestKeyRef, IngestLog } from './ingest-log';
import {
  findLiveKeyHashes,
  findLiveKeys,
  insertKey,
  lastBetWrites,
  listKeys,
  lockPlatformKeys,
  revokeLiveKeys,
  type IngestKeyRow,
} from './key-repository';

const sha256 = (value: string): Buffer => createHash('sha256').update(value).digest();

/** 32 random bytes: guessing one is out of reach, so a plain sha256 (no salt, no stretching) is enough to store. */
const newKey = (platform: string): string => `ik_${platform}_${randomBytes(32).toString('base64url')}`;

const viewOf = (row: IngestKeyRow): IngestKeyView => ({
  id: row.id,
  platform: row.platform,
  hint: row.hint,
  createdAt: row.createdAt.getTime(),
  createdBy: row.createdBy,
  revokedAt: row.revokedAt?.getTime() ?? null,
  revokedBy: row.revokedBy,
});

/**
 * The platforms' stored ingest keys (issue 27 §2), beside the INGEST_KEYS of the environment. The ingest route
 * reads a platform's live hashes from the database on every call, no cache: a revocation is heard by every node on
 * its next call, with no bus event to miss and no window. One indexed read is little beside the ingest's own
 * transaction, and platforms send batches, not a call per bet.
 *
 * The console's writes take its transaction (`tx`), so the key change and its audit entry commit together.
 */
export function createIngestKeys({
  db,
  clock,
  envKeys,
  log,
}: {
  db: Db;
  clock: Clock;
  envKeys: Partial<Record<string, string>>;
  /** The 平台 page shows each platform's latest calls beside its keys; the dashboard, their health. */
  log: Pick<IngestLog, 'latest' | 'health'>;
}) {
  async function make(tx: Db, platform: string, by: string): Promise<IngestKeyMade> {
    const key = newKey(platform);
    const row = await insertKey(tx, {
      platform,
      keyHash: sha256(key).toString('hex'),
      hint: key.slice(-4),
      createdAt: new Date(clock()),
      createdBy: by,
    });
    return { key, view: viewOf(row) };
  }

  return {
    /**
     * Which key `given` is of this platform: its env key (`env`), one of its live stored keys (`#id`), or neither
     * (null). Every candidate is compared in constant time on 32-byte digests, and all are compared (no early
     * exit), so the time says nothing of the key.
     */
    async keyOf(platform: string, given: unknown): Promise<IngestKeyRef | null> {
      if (typeof given !== 'string' || given === '') return null;
      const digest = sha256(given);
      const env = envKeys[platform];
      const candidates: { ref: IngestKeyRef; hash: Buffer }[] = [
        ...(env ? [{ ref: 'env' as const, hash: sha256(env) }] : []),
        ...(await findLiveKeyHashes(db, platform)).map((k) => ({ ref: `#${k.id}` as const, hash: Buffer.from(k.keyHash, 'hex') })),
      ];
      let match: IngestKeyRef | null = null;
      for (const { ref, hash } of candidates) if (hash.length === 32 && timingSafeEqual(digest, hash)) match ??= ref;
      return match;
    },

    /** A first key for a platform; refused while it has a live one (rotating is the way to replace it). */
    async create(tx: Db, platform: string, by: string): Promise<IngestKeyMade> {
      await lockPlatformKeys(tx, platform);
      if ((await findLiveKeys(tx, platform)).length > 0) throw new ConflictError('该平台已有有效密钥，请使用轮换');
      return make(tx, platform, by);
    },

    /** Revokes the live key and makes the next; answers both, the revoked ones for the audit entry. */
    async rotate(tx: Db, platform: string, by: string): Promise<{ revoked: IngestKeyView[]; made: IngestKeyMade }> {
      await lockPlatformKeys(tx, platform);
      const revoked = await revokeLiveKeys(tx, platform, new Date(clock()), by);
      if (revoked.length === 0) throw new NotFoundError('live ingest key');
      return { revoked: revoked.map(viewOf), made: await make(tx, platform, by) };
    },

    async revoke(tx: Db, platform: string, by: string): Promise<IngestKeyView[]> {
      await lockPlatformKeys(tx, platform);
      const revoked = await revokeLiveKeys(tx, platform, new Date(clock()), by);
      if (revoked.length === 0) throw new NotFoundError('live ingest key');
      return revoked.map(viewOf);
    },

    /** Every platform with its keys, its last bet written and its latest ingest calls. */
    async platforms(): Promise<PlatformView[]> {
      const [keys, last, ingests] = await Promise.all([
        listKeys(db),
        lastBetWrites(db, BET_PLATFORMS),
        log.latest(BET_PLATFORMS, INGEST_LOG_SHOWN),
      ]);
      return BET_PLATFORMS.map((platform) => ({
        platform,
        name: betPlatformName(platform),
        envKey: Boolean(envKeys[platform]),
        keys: keys.filter((k) => k.platform === platform).map(viewOf),
        lastBetAt: last.get(platform)?.getTime() ?? null,
        ingests: ingests.filter((entry) => entry.platform === platform),
      }));
    },

    /** Each platform's ingest health (the dashboard's): last bet written, last call accepted, refusals in 24 h. */
    async lastBets(): Promise<ConsoleDashboard['ingest']> {
      const [last, health] = await Promise.all([lastBetWrites(db, BET_PLATFORMS), log.health(BET_PLATFORMS)]);
      return BET_PLATFORMS.map((platform) => ({
        platform,
        name: betPlatformName(platform),
        lastBetAt: last.get(platform)?.getTime() ?? null,
        lastIngestAt: null,
        refusedCalls24h: 0,
        refusedRows24h: 0,
        ...health.get(platform),
      }));
    },
  };
}

export type IngestKeys = ReturnType<typeof createIngestKeys>;
