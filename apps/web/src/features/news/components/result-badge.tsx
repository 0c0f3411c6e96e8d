import { BET_RESULTS, betResultLabel, type BetResult } from '@sport/contract';

const isBetResult = (value: string): value is BetResult => (BET_RESULTS as readonly string[]).includes(value);

/** How a result reads at a glance: a hit in the brand red, a miss in green, a push or cancel grey (SPEC §4). */
const TONE: Record<BetResult, 'hit' | 'miss' | 'void' | 'open'> = {
  win: 'hit',
  half_win: 'hit',
  lose: 'miss',
  half_lose: 'miss',
  draw: 'void',
  cancel: 'void',
  failure: 'void',
  confirm: 'open',
  waiting: 'open',
};

/** A tip's settled result with SPEC §4's label (赢, 赢半, 走水, ...); nothing while it is open. */
export function ResultBadge({ result }: { result: string | null }) {
  if (!result || !isBetResult(result)) return null;
  return (
    <span className={`tip-result is-${TONE[result]}`} data-testid="tip-result">
      {betResultLabel(result)}
    </span>
  );
}
