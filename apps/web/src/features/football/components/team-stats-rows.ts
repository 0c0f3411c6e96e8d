import type { HomeAwayStat, StandingsGroup } from '@sport/contract';

export interface TeamStatsRow {
  teamId: number;
  teamName: string;
  played: number;
  points: number;
  goalsFor: number;
  goalsAgainst: number;
  /** One decimal; null before a team has played. */
  goalsForPerGame: string | null;
  goalsAgainstPerGame: string | null;
  /** W-D-L at home and away, where the centre has home/away records. */
  home: string | null;
  away: string | null;
}

const perGame = (goals: number, played: number): string | null => (played > 0 ? (goals / played).toFixed(1) : null);

/** The season's teams from its standings (each once, in table order), with the home/away records when given. */
export function teamStatsRows(
  groups: readonly StandingsGroup[],
  homeAway: readonly HomeAwayStat[] | undefined,
): TeamStatsRow[] {
  const venues = new Map((homeAway ?? []).map((s) => [s.teamId, s]));
  const seen = new Set<number>();
  const out: TeamStatsRow[] = [];
  for (const row of groups.flatMap((g) => g.rows)) {
    if (seen.has(row.teamId)) continue;
    seen.add(row.teamId);
    const venue = venues.get(row.teamId);
    out.push({
      teamId: row.teamId,
      teamName: row.teamName,
      played: row.played,
      points: row.points,
      goalsFor: row.goalsFor,
      goalsAgainst: row.goalsAgainst,
      goalsForPerGame: perGame(row.goalsFor, row.played),
      goalsAgainstPerGame: perGame(row.goalsAgainst, row.played),
      home: venue ? `${venue.homeWon}-${venue.homeDraw}-${venue.homeLoss}` : null,
      away: venue ? `${venue.awayWon}-${venue.awayDraw}-${venue.awayLoss}` : null,
    });
  }
  return out;
}
