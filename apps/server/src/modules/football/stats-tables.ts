import type { HomeAwayStat, StandingsGroup } from '@sport/contract';
import { teamLogo } from '../../lib/match-view';
import {
  computeTable,
  rankThirdPlaced,
  zoneFor,
  type Table,
  type TableResult,
  type TableTeam,
  type TieBreakRule,
  type ZoneMark,
} from './standings';
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

/**
 * How many third-placed teams go through, by the number of groups: the Euro's six groups send four (since 2016),
 * the World Cup's twelve eight (since 2026); eight groups (World Cup 1998-2022) none.
 */
const THIRDS_THROUGH: Readonly<Partial<Record<number, { count: number; words: string }>>> = {
  6: { count: 4, words: '四' },
  12: { count: 8, words: '八' },
};

/**
 * What a group's third place means in a stage of `groups`: while a group still plays, that the best thirds go
 * through; once every group is over, which thirds did (rankThirdPlaced), the others nothing.
 */
export type ThirdsMark = (teamId: number) => ZoneMark;

export function thirdsMark(groups: readonly SeasonTable[]): ThirdsMark | undefined {
  const through = THIRDS_THROUGH[groups.length];
  if (!through) return undefined;
  const complete = groups.every(({ table }) => table.rows.every((r) => r.played === table.rows.length - 1));
  if (!complete) return () => ({ zone: 'best-third', note: `小组第三（成绩最好的${through.words}支晋级）` });
  const thirds = groups.flatMap(({ table }) => table.rows.filter((r) => r.rank === 3));
  const advancing = new Set(
    rankThirdPlaced(thirds, through.count)
      .filter((t) => t.advances)
      .map((t) => t.teamId),
  );
  return (teamId) =>
    advancing.has(teamId) ? { zone: 'best-third', note: '晋级（成绩最好的小组第三）' } : { zone: null, note: '' };
}

/** A table as the ranking calls send it, each place with its zone in the competition (a third's from `thirds`). */
export function standingsView(
  competitionId: number,
  { stageId, groupName, teams, table }: SeasonTable,
  thirds?: ThirdsMark,
): StandingsGroup {
  const stage = groupName === null ? 'league' : 'group';
  return {
    stageId,
    groupName,
    tieNote: table.tieNote,
    rows: table.rows.map((row) => {
      const { zone, note } =
        stage === 'group' && row.rank === 3 && thirds
          ? thirds(row.teamId)
          : zoneFor(competitionId, row.rank, table.rows.length, stage);
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
