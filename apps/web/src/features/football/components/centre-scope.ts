import type { CentreConfig } from '../centres';

/** What every tab of a centre reads: the centre, and the season (and league) its switchers chose. */
export interface CentreScope {
  centre: CentreConfig;
  seasonId: number;
  /** The five leagues' chosen league; null for a tournament. */
  leagueId: number | null;
  /** Every score of the season is the record's (none simulated): what the record lacks is said so, not 暂无数据. */
  recordOnly: boolean;
}

export const teamPathOf = (scope: CentreScope) => (teamId: number) => scope.centre.teamPath(teamId, scope.leagueId);
