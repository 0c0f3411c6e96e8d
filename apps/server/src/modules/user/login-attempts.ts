import { DAY_MS, MINUTE_MS } from '@sport/contract';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import {
  clearLoginFailures,
  getLoginFailures,
  recordLoginFailure,
  refundLoginAttempt,
  reserveLoginAttempt,
} from './repository';

/** Failed logins after which the account needs a captcha (200028). */
export const FAILURES_BEFORE_CAPTCHA = 5;
/** Failed logins after which the account is locked for LOCK_MS even with captchas. */
export const FAILURES_BEFORE_LOCK = 20;
export const LOCK_MS = 15 * MINUTE_MS;
/** A count whose last failure is older than this is forgotten (pruned by the leader: pruneLoginRecords). */
export const FAILURES_FORGOTTEN_AFTER_MS = DAY_MS;

export interface FailureCount {
  /** Attempts counted: failed, or still checking their password. */
  failures: number;
  /** Epoch ms of the last failed password check; 0 when none has failed yet. */
  lastFailedAt: number;
}

/**
 * The per-account failure count, used as: read (is a captcha needed, is it locked), reserve (count the
 * attempt before the ~100 ms password check, atomically, so parallel guesses each see the ones before them),
 * then refund (the password was never checked), failed, or clear (a success).
 */
export interface LoginAttempts {
  read(username: string): Promise<FailureCount>;
  /** The count with this attempt. */
  reserve(username: string): Promise<number>;
  refund(username: string): Promise<void>;
  failed(username: string): Promise<void>;
  clear(username: string): Promise<void>;
}

/** Accounts that exist: counted in `login_failures`, shared by every node. */
export function storedAttempts(db: Db, clock: Clock): LoginAttempts {
  return {
    async read(username) {
      const row = await getLoginFailures(db, username);
      return { failures: row?.failures ?? 0, lastFailedAt: row?.lastFailedAt.getTime() ?? 0 };
    },
    reserve: (username) => reserveLoginAttempt(db, username),
    refund: (username) => refundLoginAttempt(db, username),
    failed: (username) => recordLoginFailure(db, username, new Date(clock())),
    clear: (username) => clearLoginFailures(db, username),
  };
}

/** At most this many unknown names are counted per node; the longest idle go first. */
export const DECOY_NAMES_MAX = 10_000;

/**
 * Names no account has: counted in this node's memory by the same rules, so a login to a made-up name answers
 * as one to a real account does (403 five times, then a captcha, then a lock) while writing no row for it.
 * Bounded, and per node: across nodes or a restart a made-up name may start again from zero.
 */
export function decoyAttempts(clock: Clock, maxNames = DECOY_NAMES_MAX): LoginAttempts {
  const counts = new Map<string, FailureCount & { seenAt: number }>();
  const entry = (username: string) => {
    const now = clock();
    let found = counts.get(username);
    if (found && found.seenAt < now - FAILURES_FORGOTTEN_AFTER_MS) found = undefined;
    found ??= { failures: 0, lastFailedAt: 0, seenAt: now };
    found.seenAt = now;
    // Re-inserted, so the Map's order is least recently seen first.
    counts.delete(username);
    counts.set(username, found);
    const oldest = counts.keys().next();
    if (counts.size > maxNames && !oldest.done) counts.delete(oldest.value);
    return found;
  };
  return {
    read(username) {
      const found = counts.get(username);
      const fresh = found && found.seenAt >= clock() - FAILURES_FORGOTTEN_AFTER_MS;
      return Promise.resolve(fresh ? { failures: found.failures, lastFailedAt: found.lastFailedAt } : { failures: 0, lastFailedAt: 0 });
    },
    reserve(username) {
      const found = entry(username);
      found.failures += 1;
      return Promise.resolve(found.failures);
    },
    refund(username) {
      const found = counts.get(username);
      if (found) found.failures = Math.max(0, found.failures - 1);
      return Promise.resolve();
    },
    failed(username) {
      const found = entry(username);
      found.failures = Math.max(1, found.failures);
      found.lastFailedAt = clock();
      return Promise.resolve();
    },
    clear(username) {
      counts.delete(username);
      return Promise.resolve();
    },
  };
}
