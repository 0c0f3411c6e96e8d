/**
 * The comment gate's VIP level (SPEC §5 names a VIP-level threshold; nothing else in the product grants levels).
 * Ours: a user's VIP level follows the gold they ever topped up, as such apps' membership tiers do, so it moves
 * only with the ledger and needs no second record that could disagree with it.
 */
export const VIP_TIERS = [100, 500, 2_000, 5_000, 20_000, 50_000] as const;

/** VIP level for `recharged` gold: 0 below the first tier, then one per tier reached. */
export function vipLevelOf(recharged: number): number {
  return VIP_TIERS.filter((tier) => recharged >= tier).length;
}
