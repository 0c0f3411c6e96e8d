import type { HomeAwayStat } from '@sport/contract';

export type Venue = 'home' | 'away';

export interface VenueRow {
  rank: number;
  teamId: number;
  teamName: string;
  played: number;
  won: number;
  draw: number;
  loss: number;
  points: number;
}

export interface VenueTable {
  groupName: string | null;
  rows: VenueRow[];
}

/** Home or away tables, one per group as the answer names them, by points then wins (the call gives no goals). */
export function venueTables(stats: readonly HomeAwayStat[], venue: Venue): VenueTable[] {
  const groups = new Map<string | null, VenueRow[]>();
  for (const s of stats) {
    const row = {
      rank: 0,
      teamId: s.teamId,
      teamName: s.teamName,
      played: venue === 'home' ? s.homeTotal : s.awayTotal,
      won: venue === 'home' ? s.homeWon : s.awayWon,
      draw: venue === 'home' ? s.homeDraw : s.awayDraw,
      loss: venue === 'home' ? s.homeLoss : s.awayLoss,
      points: venue === 'home' ? s.homePoints : s.awayPoints,
    };
    groups.set(s.groupName, [...(groups.get(s.groupName) ?? []), row]);
  }
  return [...groups].map(([groupName, rows]) => ({
    groupName,
    rows: rows.sort((a, b) => b.points - a.points || b.won - a.won).map((row, i) => ({ ...row, rank: i + 1 })),
  }));
}
