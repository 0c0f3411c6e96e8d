import { FootballStatus, SportId, type TipLegInput } from '@sport/contract';
import type { TipPick, TipPlay } from '../../db/schema/news';

/** What the publish rules need of a match (the football service's card). */
export interface LegMatch {
  id: number;
  sportId: number;
  statusId: number;
  kickoffAt: number;
}

export interface TipLeg {
  legNo: number;
  matchId: number;
  play: TipPlay;
  pick: TipPick;
  line: number | null;
  odds: number;
}

export type PublishProblem =
  | { kind: 'invalid'; field: string; rule: string }
  | { kind: 'unknown-match'; matchId: number }
  | { kind: 'started'; matchId: number };

export interface PublishPlan {
  legs: TipLeg[];
  sportsType: number;
  /** 1 one match, 2 several (a combination). */
  bettingType: number;
  firstKickoffAt: number;
}

// Both sports' status maps give "not started" the same id (SPEC §4).
const NOT_STARTED = FootballStatus.NotStarted;

/**
 * Checks a tip's legs against its matches at instant `at`: every match known, each once, all of one sport,
 * none kicking off at or before `at` (a tip after kick-off could be written knowing the result). A tip
 * published now (`live`) is also refused when a match already left "not started" (kicked off early, or was
 * postponed); a back-dated demo tip's match has moved on since, and its kick-off time is what held then.
 */
export function planTip(
  legs: readonly TipLegInput[],
  matches: ReadonlyMap<number, LegMatch>,
  at: number,
  live: boolean,
): PublishProblem | PublishPlan {
  const seen = new Set<number>();
  for (const leg of legs) {
    if (seen.has(leg.matchId)) return { kind: 'invalid', field: 'legs', rule: '同一场比赛只能推荐一次' };
    seen.add(leg.matchId);
    if (!matches.has(leg.matchId)) return { kind: 'unknown-match', matchId: leg.matchId };
  }
  const cards = legs.map((leg) => matches.get(leg.matchId)!);
  const sportsType = cards[0]!.sportId;
  if (cards.some((m) => m.sportId !== sportsType))
    return { kind: 'invalid', field: 'legs', rule: '一条推荐只能包含同一项运动的比赛' };
  for (const [index, leg] of legs.entries()) {
    if (leg.play === 'result' && leg.pick === 'draw' && cards[index]!.sportId !== SportId.Football)
      return { kind: 'invalid', field: `legs[${index}].pick`, rule: '篮球没有平局' };
  }
  const started = cards.find((m) => m.kickoffAt <= at || (live && m.statusId !== NOT_STARTED));
  if (started) return { kind: 'started', matchId: started.id };
  return {
    legs: legs.map((leg, index) => ({
      legNo: index + 1,
      matchId: leg.matchId,
      play: leg.play,
      pick: leg.pick,
      line: leg.play === 'result' ? null : leg.lineQuarters / 4,
      odds: leg.oddsCents / 100,
    })),
    sportsType,
    bettingType: legs.length > 1 ? 2 : 1,
    firstKickoffAt: Math.min(...cards.map((m) => m.kickoffAt)),
  };
}

export const isProblem = (x: PublishProblem | PublishPlan): x is PublishProblem => 'kind' in x;
