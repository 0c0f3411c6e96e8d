import { goalDiff, tallyAmong, type Tally } from './tally';
import { TIE_BREAK_CHAINS, type TieBreakChain, type TieBreakRule } from './tie-breakers';
import { orderTeams, type LevelGroup } from './order-teams';
import type { Table, TableResult, TableRow, TableTeam } from './types';

const byName = (a: TableTeam, b: TableTeam): number => a.name.localeCompare(b.name, 'zh-CN') || a.id - b.id;

function tieNoteOf(members: TableTeam[], group: LevelGroup, chain: TieBreakChain, tallies: Map<number, Tally>): string {
  // Before the first result everyone is level; naming a whole league would say nothing.
  if (members.every((m) => tallies.get(m.id)?.played === 0)) return '尚无赛果的球队按队名排序';
  const names = members.map((t) => t.name).join('、');
  // The skipped head-to-head was that of all the teams level at the time, which may be more than these.
  if (group.headToHeadPending) {
    return `${chain.labelWithoutHeadToHead}均相同（交锋未全部赛完，相互战绩不计），按队名排序：${names}`;
  }
  return `${chain.label}均相同，按队名排序：${names}`;
}

function rowOf(team: TableTeam, t: Tally, rank: number, tiedWith: number[]): TableRow {
  return {
    rank,
    teamId: team.id,
    played: t.played,
    won: t.won,
    draw: t.draw,
    loss: t.loss,
    goalsFor: t.goalsFor,
    goalsAgainst: t.goalsAgainst,
    goalDiff: goalDiff(t),
    points: t.points,
    homeWon: t.homeWon,
    homeDraw: t.homeDraw,
    homeLoss: t.homeLoss,
    homeTotal: t.homeTotal,
    homePoints: t.homePoints,
    awayWon: t.awayWon,
    awayDraw: t.awayDraw,
    awayLoss: t.awayLoss,
    awayTotal: t.awayTotal,
    awayPoints: t.awayPoints,
    tiedWith,
  };
}

/**
 * A league or group table from its results, ordered by the competition's tie-breakers (3 points a win, 1 a
 * draw). Teams nothing in the rule or the data separates are ordered by name, marked `tiedWith`, and named
 * in `tieNote` — fair play and the drawing of lots are not in our data.
 */
export function computeTable(teams: TableTeam[], results: TableResult[], rule: TieBreakRule): Table {
  const teamsById = new Map(teams.map((t) => [t.id, t]));
  if (teamsById.size !== teams.length) throw new Error('standings: a team is listed twice');
  for (const r of results) {
    // A result with an outside team would vanish from the table silently: the caller passed the wrong set.
    if (!teamsById.has(r.homeId) || !teamsById.has(r.awayId) || r.homeId === r.awayId) {
      throw new Error(`standings: result ${r.homeId}–${r.awayId} is not between two teams of the table`);
    }
  }
  const chain = TIE_BREAK_CHAINS[rule];
  const ids = teams.map((t) => t.id);
  const tallies = tallyAmong(ids, results);

  const rows: TableRow[] = [];
  const notes: string[] = [];
  for (const group of orderTeams(ids, chain.steps, tallies, results)) {
    const members = teams.filter((t) => group.teamIds.includes(t.id)).sort(byName);
    for (const team of members) {
      const tiedWith = members.filter((m) => m.id !== team.id).map((m) => m.id);
      const tally = tallies.get(team.id);
      if (tally) rows.push(rowOf(team, tally, rows.length + 1, tiedWith));
    }
    if (members.length > 1) notes.push(tieNoteOf(members, group, chain, tallies));
  }
  return { rows, tieNote: notes.length > 0 ? notes.join('；') : null };
}
