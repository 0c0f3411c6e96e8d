import { betResultLabel, type BetResult } from '@sport/contract';

/**
 * A bet's or a leg's result in SPEC §4's words, coloured by what it did to the stake: red for a win, lighter
 * for half of one, green for a loss, lighter for half, grey when the stake came back or never went (走水,
 * cancelled, failed), blue while it waits.
 */
export function BetResultTag({ result }: { result: BetResult }) {
  return (
    <span className={`rk-result rk-result-${result}`} data-result={result}>
      {betResultLabel(result)}
    </span>
  );
}
