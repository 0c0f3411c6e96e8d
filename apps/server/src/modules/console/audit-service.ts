import type { AuditEntry, AuditPage, AuditVerification, StaffMe } from '@sport/contract/console';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { auditHash, canonicalState, GENESIS_HASH } from './audit-chain';
import { findAuditBatch, findAuditPage, insertAudit, lockAuditTail, type AuditRow } from './audit-repository';

const VERIFY_BATCH = 1000;

const entryOf = (row: AuditRow): AuditEntry => ({ ...row, createdAt: row.createdAt.getTime() });

export interface AuditAction {
  action: string;
  targetType: string;
  targetId: string | number;
  before: unknown;
  after: unknown;
  reason: string;
}

/**
 * The append-only audit log (issue 27 §1): every console action is appended in the transaction that does it, so
 * an action without its entry (or an entry without its action) never exists. Nothing here updates or deletes.
 */
export function createAuditService({ db, clock }: { db: Db; clock: Clock }) {
  return {
    async append(tx: Db, by: StaffMe, action: AuditAction): Promise<AuditEntry> {
      const prevHash = await lockAuditTail(tx);
      const content = {
        staffId: by.id,
        staffName: by.name,
        action: action.action,
        targetType: action.targetType,
        targetId: String(action.targetId),
        before: canonicalState(action.before),
        after: canonicalState(action.after),
        reason: action.reason,
        createdAt: clock(),
      };
      const row = await insertAudit(tx, {
        ...content,
        createdAt: new Date(content.createdAt),
        prevHash,
        hash: auditHash(content, prevHash),
      });
      return entryOf(row);
    },

    async page(page: number, size: number): Promise<AuditPage> {
      const { rows, total } = await findAuditPage(db, page, size);
      return { list: rows.map(entryOf), total };
    },

    /** Recomputes every hash in id order; the first entry that does not hold is where history was edited. */
    async verify(): Promise<AuditVerification> {
      let prev = GENESIS_HASH;
      let afterId = 0;
      let checked = 0;
      for (;;) {
        const batch = await findAuditBatch(db, afterId, VERIFY_BATCH);
        for (const row of batch) {
          const entry = entryOf(row);
          if (entry.prevHash !== prev || auditHash(entry, entry.prevHash) !== entry.hash) {
            return { ok: false, checked: checked + 1, brokenAt: entry.id };
          }
          prev = entry.hash;
          checked += 1;
          afterId = entry.id;
        }
        if (batch.length < VERIFY_BATCH) return { ok: true, checked, brokenAt: null };
      }
    },
  };
}

export type AuditService = ReturnType<typeof createAuditService>;
