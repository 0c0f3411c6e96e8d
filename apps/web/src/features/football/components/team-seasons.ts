import type { CompetitionTypeSeasons } from '@sport/contract';

/** The season a team page opens on: the newest of the centre's competition, else the team's newest of any. */
export function openingSeason(groups: readonly CompetitionTypeSeasons[], competitionId: number): number | undefined {
  const seasons = groups.flatMap((group) => group.list);
  return (seasons.find((s) => s.competitionId === competitionId) ?? seasons[0])?.seasonId;
}
