import type { PlannedEvent } from './timeline';
import type { MatchEventRow, SquadMember } from './world/types';

const GOAL_WEIGHT: Record<string, number> = { F: 5, M: 3, D: 1 };
const ASSIST_WEIGHT: Record<string, number> = { F: 2, M: 3, D: 1 };

function weightedPick(squad: SquadMember[], pick: number, weights: Record<string, number>, exclude?: number): SquadMember | undefined {
  const candidates = squad.filter((p) => p.id !== exclude && (weights[p.position] ?? 0) > 0);
  const total = candidates.reduce((acc, p) => acc + (weights[p.position] ?? 0), 0);
  let target = pick * total;
  for (const p of candidates) {
    target -= weights[p.position] ?? 0;
    if (target < 0) return p;
  }
  return candidates.at(-1);
}

/** A planned event as a row: the player comes from the squad (sorted by id), chosen by the event's pick. */
export function eventRow(
  matchId: number,
  event: PlannedEvent,
  teams: { home: number; away: number },
  squads: { home: SquadMember[]; away: SquadMember[] },
): MatchEventRow {
  const squad = event.side === 1 ? squads.home : squads.away;
  const isGoal = event.type === 'goal' || event.type === 'penalty_goal' || event.type === 'own_goal';
  const player = weightedPick(squad, event.pick, isGoal ? GOAL_WEIGHT : { F: 1, M: 1, D: 1 });
  const assist = isGoal && event.assistPick !== null ? weightedPick(squad, event.assistPick, ASSIST_WEIGHT, player?.id) : undefined;
  return {
    matchId,
    seq: event.seq,
    minute: event.minute,
    type: event.type,
    side: event.side,
    teamId: event.side === 1 ? teams.home : teams.away,
    playerId: player?.id ?? null,
    assistPlayerId: assist?.id ?? null,
    detail: event.type === 'penalty_goal' ? 'penalty' : null,
  };
}
