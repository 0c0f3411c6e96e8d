import type { Table, TableResult, TableTeam } from './types';

/** Ids whose order is not the names' order, so a test can tell which of the two placed a team. */
export const CHELSEA = 1;
export const ARSENAL = 2;
export const CITY = 3;
export const BRENTFORD = 4;

export const TEAMS: TableTeam[] = [
  { id: CHELSEA, name: '切尔西' },
  { id: ARSENAL, name: '阿森纳' },
  { id: CITY, name: '曼城' },
  { id: BRENTFORD, name: '布伦特福德' },
];

/** `game(1, 2, 0, 3)`: team 1 at home scored 2, team 3 away scored 0 (reads like a score line). */
export const game = (homeId: number, homeScore: number, awayScore: number, awayId: number): TableResult => ({
  homeId,
  awayId,
  homeScore,
  awayScore,
});

export const order = (table: Table): number[] => table.rows.map((r) => r.teamId);
