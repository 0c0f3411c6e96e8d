import type { CentreConfig } from '../centres';

/** What every tab of a centre reads: the centre, and the season (and league) its switchers chose. */
export interface CentreScope {
  centre: CentreConfig;
  seasonId: number;
  /** The five leagues' chosen league; null for a tournament. */
  leagueId: number | null;
}

export const teamPathOf = (scope: CentreScope) => (teamId: number) => scope.centre.teamPath(teamId, scope.leagueId);
