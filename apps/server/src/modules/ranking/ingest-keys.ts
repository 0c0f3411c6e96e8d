import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { BET_PLATFORMS, betPlatformName } from '@sport/contract';
import type { IngestKeyMade, IngestKeyView, PlatformView } from '@sport/contract/console';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { ConflictError, NotFoundError } from '../../lib/domain-errors';
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
export function createIngestKeys({ db, clock, envKeys }: { db: Db; clock: Clock; envKeys: Partial<Record<string, string>> }) {
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
     * Whether `given` is this platform's env key or one of its live stored keys. Every candidate is compared in
     * constant time on 32-byte digests, and all are compared (no early exit), so the time says nothing of the key.
     */
    async accepts(platform: string, given: unknown): Promise<boolean> {
      if (typeof given !== 'string' || given === '') return false;
      const digest = sha256(given);
      const env = envKeys[platform];
      const candidates = [
        ...(env ? [sha256(env)] : []),
        ...(await findLiveKeyHashes(db, platform)).map((hex) => Buffer.from(hex, 'hex')),
      ];
      let match = false;
      for (const candidate of candidates) match = (candidate.length === 32 && timingSafeEqual(digest, candidate)) || match;
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

    /** Every platform with its keys and its last bet written. */
    async platforms(): Promise<PlatformView[]> {
      const [keys, last] = await Promise.all([listKeys(db), lastBetWrites(db, BET_PLATFORMS)]);
      return BET_PLATFORMS.map((platform) => ({
        platform,
        name: betPlatformName(platform),
        envKey: Boolean(envKeys[platform]),
        keys: keys.filter((k) => k.platform === platform).map(viewOf),
        lastBetAt: last.get(platform)?.getTime() ?? null,
      }));
    },

    /** Each platform's last bet written (the dashboard's ingest health). */
    async lastBets(): Promise<{ platform: string; name: string; lastBetAt: number | null }[]> {
      const last = await lastBetWrites(db, BET_PLATFORMS);
      return BET_PLATFORMS.map((platform) => ({
        platform,
        name: betPlatformName(platform),
        lastBetAt: last.get(platform)?.getTime() ?? null,
      }));
    },
  };
}

export type IngestKeys = ReturnType<typeof createIngestKeys>;
