import { sha256Hex } from '@sport/contract';

/**
 * The audit log's hash chain, as the tips' record is chained (modules/news/chain.ts): each entry's hash covers
 * who, when, what, before and after, the reason and the hash of the entry before it, so editing or dropping any
 * entry changes a hash the next one covers and `verifyAudit` finds where.
 */
export interface AuditContent {
  staffId: number;
  staffName: string;
  action: string;
  targetType: string;
  targetId: string;
  before: string;
  after: string;
  reason: string;
  /** Epoch ms. */
  createdAt: number;
}

/** The first entry's previous hash. */
export const GENESIS_HASH = '';

/** One fixed serialisation: a JSON array in a fixed order (no object keys whose order could vary). */
export const canonicalAudit = (entry: AuditContent, prevHash: string): string =>
  JSON.stringify([
    'audit/v1',
    entry.staffId,
    entry.staffName,
    entry.action,
    entry.targetType,
    entry.targetId,
    entry.before,
    entry.after,
    entry.reason,
    entry.createdAt,
    prevHash,
  ]);

export const auditHash = (entry: AuditContent, prevHash: string): string => sha256Hex(canonicalAudit(entry, prevHash));

/** A state as the log keeps it: JSON with its keys sorted, so the same state is always the same text. */
export function canonicalState(value: unknown): string {
  const sorted = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.map(sorted);
    if (v && typeof v === 'object') {
      return Object.fromEntries(
        Object.keys(v)
          .sort()
          .map((k) => [k, sorted((v as Record<string, unknown>)[k])]),
      );
    }
    return v;
  };
  return JSON.stringify(sorted(value ?? null));
}
