import type { WorldRows } from '../../src/feed/world/types';

/** The NBA (competition 1) alone from a generated world: its teams and players, and the given seasons. */
export function nbaWorld(world: WorldRows, seasonIds: readonly number[]): WorldRows {
  const nbaTeams = new Set(world.teams.filter((t) => t.sportId === 2).map((t) => t.id));
  return {
    ...world,
    competitions: world.competitions.filter((c) => c.id === 1),
    seasons: world.seasons.filter((s) => seasonIds.includes(s.id)),
    stages: world.stages.filter((s) => seasonIds.includes(s.seasonId)),
    teams: world.teams.filter((t) => nbaTeams.has(t.id)),
    players: world.players.filter((p) => nbaTeams.has(p.teamId ?? 0)),
    matches: world.matches.filter((m) => seasonIds.includes(m.seasonId)),
  };
}
