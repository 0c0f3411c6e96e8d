import type { CreditedEvent, Substitution } from './match-sheet/plan';
import type { MatchEventRow } from './world/types';

type Teams = { home: number; away: number };

/** A planned goal or card as a row, with the players the match sheet credits (feed/match-sheet/plan.ts). */
export function eventRow(matchId: number, { event, player, assist }: CreditedEvent, teams: Teams): MatchEventRow {
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

/** A substitution as a row: the player coming on is the event's player, the one going off its related player. */
export function substitutionRow(matchId: number, sub: Substitution, teams: Teams): MatchEventRow {
  return {
    matchId,
    seq: sub.seq,
    minute: sub.minute,
    type: 'substitution',
    side: sub.side,
    teamId: sub.side === 1 ? teams.home : teams.away,
    playerId: sub.on.id,
    relatedPlayerId: sub.off.id,
    assistPlayerId: null,
    detail: null,
  };
}
