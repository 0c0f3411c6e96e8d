import type { HomeAwayStat, StandingsGroup } from '@sport/contract';
import { teamLogo } from '../../lib/match-view';
import { computeTable, zoneFor, type Table, type TableResult, type TableTeam, type TieBreakRule } from './standings';
import type { TableMatchRow } from './stats-repository';

/** SPEC §4: a finished football match. */
const FINISHED = 8;

/** One computed table of a season: the league's, or one group's of a tournament's group stage. */
export interface SeasonTable {
  stageId: number;
  groupName: string | null;
  teams: Map<number, string>;
  table: Table;
}

/**
 * A season's tables from its table matches: one per stage and group, ordered by the competition's
 * tie-breakers. A finished group or league match has no extra time, so its final score is the score after 90'.
 */
export function seasonTables(rule: TieBreakRule, rows: readonly TableMatchRow[]): SeasonTable[] {
  const byTable = new Map<string, Omit<SeasonTable, 'table'> & { results: TableResult[] }>();
  for (const row of rows) {
    const key = `${row.stageId}|${row.groupName ?? ''}`;
    const entry = byTable.get(key) ?? {
      stageId: row.stageId,
      groupName: row.groupName,
      teams: new Map<number, string>(),
      results: [],
    };
    byTable.set(key, entry);
    entry.teams.set(row.homeId, row.homeName).set(row.awayId, row.awayName);
    if (row.statusId === FINISHED && row.homeScore !== null && row.awayScore !== null) {
      entry.results.push({
        homeId: row.homeId,
        awayId: row.awayId,
        homeScore: row.homeScore,
        awayScore: row.awayScore,
      });
    }
  }
  return [...byTable.values()]
    .sort((a, b) => a.stageId - b.stageId || (a.groupName ?? '').localeCompare(b.groupName ?? ''))
    .map(({ stageId, groupName, teams, results }) => {
      const tableTeams: TableTeam[] = [...teams].map(([id, name]) => ({ id, name }));
      return { stageId, groupName, teams, table: computeTable(tableTeams, results, rule) };
    });
}

/** A table as the ranking calls send it, each place with its zone in the competition. */
export function standingsView(
  competitionId: number,
  { stageId, groupName, teams, table }: SeasonTable,
): StandingsGroup {
  const stage = groupName === null ? 'league' : 'group';
  return {
    stageId,
    groupName,
    tieNote: table.tieNote,
    rows: table.rows.map((row) => {
      const { zone, note } = zoneFor(competitionId, row.rank, table.rows.length, stage);
      return {
        rank: row.rank,
        teamId: row.teamId,
        teamName: teams.get(row.teamId) ?? '',
        teamLogo: teamLogo(row.teamId),
        played: row.played,
        won: row.won,
        draw: row.draw,
        loss: row.loss,
        goalsFor: row.goalsFor,
        goalsAgainst: row.goalsAgainst,
        goalDiff: row.goalDiff,
        points: row.points,
        note,
        zone,
        tiedWith: row.tiedWith,
      };
    }),
  };
}

/** A table's home/away records (SPEC §3), in table order. */
export function homeAwayView({ groupName, teams, table }: SeasonTable): HomeAwayStat[] {
  return table.rows.map((row) => ({
    teamId: row.teamId,
    teamName: teams.get(row.teamId) ?? '',
    teamLogo: teamLogo(row.teamId),
    groupName,
    homeWon: row.homeWon,
    homeLoss: row.homeLoss,
    homeDraw: row.homeDraw,
    homeTotal: row.homeTotal,
    homePoints: row.homePoints,
    awayWon: row.awayWon,
    awayLoss: row.awayLoss,
    awayDraw: row.awayDraw,
    awayTotal: row.awayTotal,
    awayPoints: row.awayPoints,
  }));
}
