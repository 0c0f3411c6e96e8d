export { computeTable } from './compute-table';
export { rankThirdPlaced, type ThirdPlaced } from './best-thirds';
export { tieBreakRuleFor, type TieBreakRule } from './tie-breakers';
export { zoneFor, type Zone, type ZoneMark } from './zones';
export type { Table, TableResult, TableRow, TableTeam } from './types';
