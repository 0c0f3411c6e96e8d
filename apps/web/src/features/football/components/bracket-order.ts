import type { KnockoutRound } from '@sport/contract';

/**
 * Each round ordered by the round after it: a match's two feeders (homeFromMatchId, awayFromMatchId) sit next to
 * each other, so with equal slots per page a later match lands level with the middle of its feeders. The last
 * round keeps the answer's order; matches no later match names keep theirs, after the rest.
 */
export function orderRounds(rounds: readonly KnockoutRound[]): KnockoutRound[] {
  const out = [...rounds];
  for (let r = out.length - 2; r >= 0; r -= 1) {
    const round = out[r]!;
    const byId = new Map(round.matches.map((m) => [m.matchId, m]));
    const ordered: KnockoutRound['matches'] = [];
    for (const later of out[r + 1]!.matches) {
      for (const id of [later.homeFromMatchId, later.awayFromMatchId]) {
        const feeder = id === null ? undefined : byId.get(id);
        if (feeder && !ordered.includes(feeder)) ordered.push(feeder);
      }
    }
    for (const match of round.matches) if (!ordered.includes(match)) ordered.push(match);
    out[r] = { ...round, matches: ordered };
  }
  return out;
}
