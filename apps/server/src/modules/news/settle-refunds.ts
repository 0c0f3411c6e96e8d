import type { SettledResult } from '../../lib/settlement';

/**
 * What a buyer of a settled tip gets back, in whole gold. The rules (ours: SPEC and the issue name only the
 * refunding tip's `price × returnGoldPercentage / 100` on a loss):
 *
 * - **lose** on a refunding tip (openBackGold): `price × returnGoldPercentage / 100`, rounded down — gold is whole,
 *   and rounding down never pays out more than the tip promised.
 * - **half_lose** on a refunding tip: half of that, rounded down. Half the stake was lost, so half the promise.
 * - **cancel** (a match not played: postponed, abandoned, cancelled): the whole price, refunding tip or not. The
 *   tip never got to be right or wrong, so the buyer paid for nothing that could be judged.
 * - **win, half_win, draw**: nothing. A draw (push) is not a loss.
 *
 * `price` is what this buyer paid (the purchase's price), not the tip's current one.
 */
export function refundDue(
  result: SettledResult,
  tip: { openBackGold: boolean; returnGoldPercentage: number },
  price: number,
): number {
  switch (result) {
    case 'cancel':
      return price;
    case 'lose':
      return tip.openBackGold ? Math.floor((price * tip.returnGoldPercentage) / 100) : 0;
    case 'half_lose':
      return tip.openBackGold ? Math.floor((price * tip.returnGoldPercentage) / 200) : 0;
    case 'win':
    case 'half_win':
    case 'draw':
      return 0;
  }
}

/** The ledger keys of one settlement version's refund to a buyer, and of taking it back (per user in the ledger). */
export const refundKey = (tipId: number, version: number): string => `tip-refund:${tipId}:v${version}`;
export const reversalKey = (tipId: number, version: number): string => `tip-refund-reversed:${tipId}:v${version}`;
export const REFUND_REASON = 'tip refund';
export const REVERSAL_REASON = 'tip refund reversed';

/**
 * A corrected score moves a buyer's refund from what the ledger gave back net so far to what is due now: a
 * refund newly due is credited; one no longer due is taken back. Taking back is all or nothing: when the buyer no
 * longer has the gold (or the day's gold limit refuses the debit) nothing is taken, and the amount is written
 * off and recorded as `unrecovered` — a balance never goes below zero and we do not chase it. A later correction
 * settles against what the buyer still holds from us, so it neither pays twice nor takes twice.
 */
export function refundAfterMove(
  refundedSoFar: number,
  due: number,
  takenBack: boolean,
): { refunded: number; unrecovered: number } {
  const refunded = due >= refundedSoFar || takenBack ? due : refundedSoFar;
  return { refunded, unrecovered: refunded - due };
}
