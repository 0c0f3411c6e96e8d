import type { KnockoutRound, Match } from '@sport/contract';
import type { PushPatch } from '../../../lib/use-follow-match';
import { applyMatchPush } from '../../../lib/match-phase';

export const patchList: PushPatch<Match[]> = (list, push) =>
  list.map((m) => (m.matchId === push.matchId ? applyMatchPush(m, push) : m));

export const patchRounds: PushPatch<KnockoutRound[]> = (rounds, push) =>
  rounds.map((round) => ({
    ...round,
    matches: round.matches.map((m) => (m.matchId === push.matchId ? { ...m, ...applyMatchPush(m, push) } : m)),
  }));
