import type { MatchCorrectionBody } from '@sport/contract';
import type { Db } from '../db/client';
import { systemClock } from '../lib/clock';
import { writeCorrection, type CorrectionOutcome } from './correction';
import { matchPush, type Publish } from './live-simulator';

export interface ApplyCorrectionOptions {
  /** Every changed match is published on `match.<id>` after the commit: open pages, cached answers and the settlement hear it. */
  publish?: Publish;
  now?: () => Date;
  /**
   * Runs in the correction's transaction once it is written (not when it was refused): what must commit with it
   * or not at all, such as the console's audit entry. Its throw rolls the correction back.
   */
  alongside?: (tx: Db, outcome: Extract<CorrectionOutcome, { ok: true }>) => Promise<void>;
}

/**
 * A feed's correction of a match, in one transaction, published on `match.<id>` after it commits (as applyFeed
 * does for a corrected import): the tip settlement listening there re-settles a finished match with
 * compensating ledger entries (modules/news/settle-service.ts).
 */
export async function applyCorrection(
  db: Db,
  body: MatchCorrectionBody,
  opts: ApplyCorrectionOptions = {},
): Promise<CorrectionOutcome> {
  const now = (opts.now ?? (() => new Date(systemClock())))();
  const outcome = await db.transaction(async (tx) => {
    const written = await writeCorrection(tx, body, now);
    if (written.ok && opts.alongside) await opts.alongside(tx, written);
    return written;
  });
  if (outcome.ok && outcome.changed && opts.publish) {
    await opts.publish(`match.${outcome.match.id}`, matchPush(outcome.match.id, outcome.match, now));
  }
  return outcome;
}

/**
 * What the correction would do, without keeping any of it: written in a transaction that `measure` reads (the
 * corrected match as the settlement would see it) and then rolled back, so a preview runs the very code the
 * correction runs. Nothing is committed and nothing is published.
 */
export async function previewCorrection<T>(
  db: Db,
  body: MatchCorrectionBody,
  measure: (tx: Db, outcome: Extract<CorrectionOutcome, { ok: true }>) => Promise<T>,
  now: Date = new Date(systemClock()),
): Promise<{ outcome: CorrectionOutcome; measured: T | null }> {
  let result: { outcome: CorrectionOutcome; measured: T | null } | undefined;
  try {
    await db.transaction(async (tx) => {
      const outcome = await writeCorrection(tx, body, now);
      result = { outcome, measured: outcome.ok ? await measure(tx, outcome) : null };
      throw new RolledBack();
    });
  } catch (error) {
    if (!(error instanceof RolledBack)) throw error;
  }
  if (!result) throw new Error('preview transaction ended without a result');
  return result;
}

class RolledBack extends Error {}
