import { chinaDayStart, type MatchDateItem } from '@sport/contract';

/**
 * The day a strip opens on: today when it has matches, else the nearest match day (the later one on a tie). So
 * between tournaments a centre opens on the finished one's last match day (the final), as real apps do, and
 * before one starts on its first.
 */
export function openingDay(dates: readonly MatchDateItem[], now: number): number | null {
  const today = chinaDayStart(now);
  let best: number | null = null;
  for (const { matchDate } of dates) {
    if (best === null) best = matchDate;
    const distance = Math.abs(matchDate - today);
    const bestDistance = Math.abs(best - today);
    if (distance < bestDistance || (distance === bestDistance && matchDate > best)) best = matchDate;
  }
  return best;
}
