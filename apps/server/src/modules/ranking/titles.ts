import type { UserTitle } from '@sport/contract';

/** A user's all-time figures over settled bets (draws and cancels not counted). */
export interface BettorFigures {
  betCount: number;
  hitCount: number;
  profit: number;
}

/** Title tiers, best first: the first one a user's record meets is theirs (ours: SPEC names only userTitle). */
const TIERS: { level: number; title: string; meets: (f: BettorFigures, hitRate: number) => boolean }[] = [
  { level: 4, title: '盈利大神', meets: (f, rate) => f.betCount >= 50 && rate >= 0.6 && f.profit > 0 },
  { level: 3, title: '红单达人', meets: (f, rate) => f.betCount >= 20 && rate >= 0.55 },
  { level: 2, title: '稳健玩家', meets: (f) => f.betCount >= 20 },
  { level: 1, title: '初出茅庐', meets: (f) => f.betCount >= 1 },
];

/** The title a record earns; null before the first settled bet. */
export function titleOf(figures: BettorFigures): UserTitle | null {
  const rate = figures.betCount > 0 ? figures.hitCount / figures.betCount : 0;
  const tier = TIERS.find((t) => t.meets(figures, rate));
  return tier ? { id: tier.level, title: tier.title, icon: '', level: tier.level } : null;
}
