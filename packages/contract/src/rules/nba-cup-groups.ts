/**
 * The NBA Cup group stage: six groups of five (three per conference), each team playing the other four of
 * its group once. A group's order and the quarter-final seeds follow the league's Cup rules: record first;
 * within a group a tie goes to head-to-head among the tied teams, then point differential, then points scored
 * in the group games; across groups (the seeds and the wild card) record, point differential, points scored.
 * The team id is last, so every order is total (the league draws lots there).
 */

/** A finished group game. */
export interface CupGroupGame {
  homeId: number;
  awayId: number;
  homeScore: number;
  awayScore: number;
}

export interface CupGroupLine {
  /** 1..5 within the group. */
  rank: number;
  teamId: number;
  won: number;
  lost: number;
  pointsFor: number;
  pointsAgainst: number;
  pointDiff: number;
}

interface Tally extends Omit<CupGroupLine, 'rank'> {
  beat: number[];
}

/** Won-lost and points of each team over the group's finished games (games of other teams are ignored). */
function tallies(teamIds: readonly number[], games: readonly CupGroupGame[]): Map<number, Tally> {
  const out = new Map<number, Tally>(
    teamIds.map((teamId) => [
      teamId,
      { teamId, won: 0, lost: 0, pointsFor: 0, pointsAgainst: 0, pointDiff: 0, beat: [] },
    ]),
  );
  for (const g of games) {
    const home = out.get(g.homeId);
    const away = out.get(g.awayId);
    if (!home || !away || g.homeScore === g.awayScore) continue;
    const [winner, loser] = g.homeScore > g.awayScore ? [home, away] : [away, home];
    winner.won++;
    loser.lost++;
    winner.beat.push(loser.teamId);
    home.pointsFor += g.homeScore;
    home.pointsAgainst += g.awayScore;
    away.pointsFor += g.awayScore;
    away.pointsAgainst += g.homeScore;
  }
  for (const t of out.values()) t.pointDiff = t.pointsFor - t.pointsAgainst;
  return out;
}

/** Point differential, then points scored, then the team id. */
const byPoints = (a: Omit<CupGroupLine, 'rank'>, b: Omit<CupGroupLine, 'rank'>) =>
  b.pointDiff - a.pointDiff || b.pointsFor - a.pointsFor || a.teamId - b.teamId;

/** Record, then point differential, points scored and id: how teams of different groups compare. */
export const byCupRecord = (a: Omit<CupGroupLine, 'rank'>, b: Omit<CupGroupLine, 'rank'>) =>
  b.won - a.won || a.lost - b.lost || byPoints(a, b);

/** A group's table, ranked by the Cup's group tie-breakers. */
export function nbaCupGroupTable(teamIds: readonly number[], games: readonly CupGroupGame[]): CupGroupLine[] {
  const all = [...tallies(teamIds, games).values()];
  const byWins = new Map<string, Tally[]>();
  for (const t of all) {
    const key = `${t.won}-${t.lost}`;
    byWins.set(key, [...(byWins.get(key) ?? []), t]);
  }
  const ordered = [...byWins.values()]
    .sort(([a], [b]) => (a && b ? b.won - a.won || a.lost - b.lost : 0))
    .flatMap((tied) => {
      if (tied.length < 2) return tied;
      const ids = new Set(tied.map((t) => t.teamId));
      const h2h = (t: Tally) => t.beat.filter((id) => ids.has(id)).length;
      return [...tied].sort((a, b) => h2h(b) - h2h(a) || byPoints(a, b));
    });
  return ordered.map(({ beat: _beat, ...line }, i) => ({ ...line, rank: i + 1 }));
}

export interface CupGroupTable {
  group: string;
  /** 1 east, 2 west. */
  conference: number;
  lines: readonly CupGroupLine[];
}

export interface CupSeed {
  /** 1–3 the group winners by record, 4 the wild card. */
  seed: number;
  teamId: number;
  group: string;
  wildCard: boolean;
}

/**
 * A conference's four quarter-finalists: its three group winners seeded 1–3, and the wild card, the best of
 * the rest, seeded 4. Empty while a group of the conference has no table.
 */
export function nbaCupSeeds(tables: readonly CupGroupTable[], conference: number): CupSeed[] {
  const own = tables.filter((t) => t.conference === conference);
  if (own.length === 0 || own.some((t) => t.lines.length === 0)) return [];
  const groupOf = new Map(own.flatMap((t) => t.lines.map((l) => [l.teamId, t.group] as const)));
  const winners = own
    .map((t) => t.lines[0])
    .filter((l): l is CupGroupLine => l !== undefined)
    .sort(byCupRecord);
  const [wildCard] = own.flatMap((t) => t.lines.slice(1)).sort(byCupRecord);
  const seeded = [...winners, ...(wildCard ? [wildCard] : [])];
  return seeded.map((l, i) => ({
    seed: i + 1,
    teamId: l.teamId,
    group: groupOf.get(l.teamId) ?? '',
    wildCard: l === wildCard,
  }));
}

/** [home, away] of a conference's two quarter-finals: the higher seed hosts, 1 against 4 and 2 against 3. */
export function nbaCupQuarterFinals(seeds: readonly CupSeed[]): [number, number][] {
  const bySeed = (n: number) => seeds.find((s) => s.seed === n)?.teamId;
  const pairs: [number | undefined, number | undefined][] = [
    [bySeed(1), bySeed(4)],
    [bySeed(2), bySeed(3)],
  ];
  return pairs.filter((p): p is [number, number] => p[0] !== undefined && p[1] !== undefined);
}
