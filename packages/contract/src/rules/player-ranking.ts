import { PLAYER_RANKING_LIMIT } from '../constants';
import type { FootballRankingStat } from '../entities/football';

/** SPEC §5 ranking stats, in tab order. */
export const FOOTBALL_RANKING_STATS: readonly FootballRankingStat[] = [
  'goals',
  'assists',
  'shots_on_target',
  'saves',
  'minutes_played',
];
export const FOOTBALL_RANKING_STAT_LABELS: Record<FootballRankingStat, string> = {
  goals: '进球',
  assists: '助攻',
  shots_on_target: '射正',
  saves: '扑救',
  minutes_played: '出场时间',
};

/**
 * SPEC §5: a player ranking keeps the top 10 by value (descending; equal values keep their input
 * order) and numbers them 1..n.
 */
export function topPlayers<R extends { value: number }>(
  rows: readonly R[],
  limit: number = PLAYER_RANKING_LIMIT,
): (R & { rank: number })[] {
  return rows
    .map((row, index) => ({ row, index }))
    .sort((a, b) => b.row.value - a.row.value || a.index - b.index)
    .slice(0, Math.max(0, limit))
    .map(({ row }, i) => ({ ...row, rank: i + 1 }));
}
