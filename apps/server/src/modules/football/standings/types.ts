/** A team of the table; the name only orders teams that nothing else separates. */
export interface TableTeam {
  id: number;
  name: string;
}

/** A finished match that counts for the table (score after 90 minutes in leagues and groups). */
export interface TableResult {
  homeId: number;
  awayId: number;
  homeScore: number;
  awayScore: number;
}

export interface TableRow {
  /** 1-based place; teams sharing a place (tiedWith) hold consecutive places in name order. */
  rank: number;
  teamId: number;
  played: number;
  won: number;
  draw: number;
  loss: number;
  goalsFor: number;
  goalsAgainst: number;
  goalDiff: number;
  points: number;
  /** SPEC §3 home/away statistics: Total is matches played there. */
  homeWon: number;
  homeDraw: number;
  homeLoss: number;
  homeTotal: number;
  homePoints: number;
  awayWon: number;
  awayDraw: number;
  awayLoss: number;
  awayTotal: number;
  awayPoints: number;
  /** Set when this team is level with others on everything the rule and the data can tell: the ids it shares the place with. */
  tiedWith: number[];
}

export interface Table {
  rows: TableRow[];
  /** Chinese note when teams stay level on everything and are ordered by name; null otherwise. */
  tieNote: string | null;
}
