import type { FeedTeamRow } from '../adapter';
import { EURO_GROUPS, NATIONAL_TEAMS, WORLD_CUP_2026_GROUPS, WORLD_CUP_GROUPS, nationalTeamId } from '../data/national-teams';
import { EURO_ID, NATIONAL_TEAM_ID_BASE, SPORT_FOOTBALL, WORLD_CUP_ID } from '../../db/ids';

const inWorldCup = new Set([...Object.values(WORLD_CUP_GROUPS), ...Object.values(WORLD_CUP_2026_GROUPS)].flat());
const inEuro = new Set(Object.values(EURO_GROUPS).flat());

/**
 * Our national team of a code (FIFA's: ARG, CUW …) as the demo world writes it, or undefined for a code we do not
 * know. The importer writes it when the database predates the team (a data folder made before World Cup 2026).
 */
export function nationalTeamRow(code: string): FeedTeamRow | undefined {
  const seed = NATIONAL_TEAMS[code];
  const id = nationalTeamId(code, NATIONAL_TEAM_ID_BASE);
  if (!seed || id === undefined) return undefined;
  return {
    id,
    sportId: SPORT_FOOTBALL,
    nameEn: seed[0],
    name: seed[1],
    shortName: seed[2],
    colors: [...seed[3]],
    strength: seed[4],
    country: seed[1],
    competitionIds: [...(inWorldCup.has(code) ? [WORLD_CUP_ID] : []), ...(inEuro.has(code) ? [EURO_ID] : [])],
  };
}

/** The code of our national team with this English name (NATIONAL_TEAMS), or undefined. */
export function nationalCodeOf(nameEn: string): string | undefined {
  return Object.entries(NATIONAL_TEAMS).find(([, seed]) => seed[0] === nameEn)?.[0];
}
