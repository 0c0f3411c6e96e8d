import type { MatchCorrectionBody } from '@sport/contract';
import type { Db } from '../db/client';
import { systemClock } from '../lib/clock';
import { writeCorrection, type CorrectionOutcome } from './correction';
import { matchPush, type Publish } from './live-simulator';

export interface ApplyCorrectionOptions {
  /** Every changed match is published on `match.<id>` after the commit: open pages, cached answers and the settlement hear it. */
  publish?: Publish;
  now?: () => Date;
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
  const outcome = await db.transaction((tx) => writeCorrection(tx, body, now));
  if (outcome.ok && outcome.changed && opts.publish) {
    await opts.publish(`match.${outcome.match.id}`, matchPush(outcome.match.id, outcome.match, now));
  }
  return outcome;
}
