import type { IngestKeyMade, IngestKeyView, StaffMe } from '@sport/contract/console';
import type { Db } from '../../db/client';
import type { RankingService } from '../ranking/service';
import type { AuditService } from './audit-service';

export interface ConsolePlatformsDeps {
  db: Db;
  audit: AuditService;
  keys: RankingService['keys'];
}

type KeyInput = { platform: string; reason: string };

/**
 * The 平台 area (issue 27 §2): a platform's ingest key made, rotated or revoked by the ranking module's key store,
 * with its audit entry in the same transaction. The entry names the key by id and last four characters, never
 * the key: the plain key is in the one answer that made it and nowhere else.
 */
export function createConsolePlatforms({ db, audit, keys }: ConsolePlatformsDeps) {
  const entry = (action: string, input: KeyInput, before: IngestKeyView[], after: IngestKeyView[]) => ({
    action,
    targetType: 'platform',
    targetId: input.platform,
    before: { keys: before },
    after: { keys: after },
    reason: input.reason,
  });

  return {
    list: async () => ({ list: await keys.platforms() }),

    create: (by: StaffMe, input: KeyInput): Promise<IngestKeyMade> =>
      db.transaction(async (tx) => {
        const made = await keys.create(tx, input.platform, by.name);
        await audit.append(tx, by, entry('platform.keyCreate', input, [], [made.view]));
        return made;
      }),

    rotate: (by: StaffMe, input: KeyInput): Promise<IngestKeyMade> =>
      db.transaction(async (tx) => {
        const { revoked, made } = await keys.rotate(tx, input.platform, by.name);
        const wasLive = revoked.map((k) => ({ ...k, revokedAt: null, revokedBy: null }));
        await audit.append(tx, by, entry('platform.keyRotate', input, wasLive, [...revoked, made.view]));
        return made;
      }),

    revoke: (by: StaffMe, input: KeyInput): Promise<{ revoked: IngestKeyView[] }> =>
      db.transaction(async (tx) => {
        const revoked = await keys.revoke(tx, input.platform, by.name);
        const wasLive = revoked.map((k) => ({ ...k, revokedAt: null, revokedBy: null }));
        await audit.append(tx, by, entry('platform.keyRevoke', input, wasLive, revoked));
        return { revoked };
      }),
  };
}
