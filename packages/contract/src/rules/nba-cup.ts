export * from './nba-cup-groups';

export interface KnockoutMatch {
  stageId: number;
  homeId: number;
  awayId: number;
  homeScore: number | null | undefined;
  awayScore: number | null | undefined;
}

/** The winner's team id: the higher score, when both scores exist and differ. */
export function matchWinner(m: KnockoutMatch): number | undefined {
  if (m.homeScore == null || m.awayScore == null || m.homeScore === m.awayScore) return undefined;
  return m.homeScore > m.awayScore ? m.homeId : m.awayId;
}

export interface NbaCupKnockout<M> {
  /** Quarter-finals (10492), in the given order. */
  first: M[];
  /** Semi-finals (10493), each flagged isReverse. */
  second: (M & { isReverse: boolean })[];
  /** Final (10494). */
  final: M[];
  /** Winner of each first-stage match, undefined while unknown. */
  winners: (number | undefined)[];
}

/**
 * SPEC §4 NBA cup knockout from its three rounds' games. Quarter-finals i·2 and i·2+1 feed semi-final i; the
 * winner of the first of the two is the expected home team. A semi-final whose home team is not that winner is
 * drawn the other way round (isReverse), so the bracket view swaps its sides. Unknown winners flag nothing.
 */
export function nbaCupRounds<M extends KnockoutMatch>(
  first: readonly M[],
  semis: readonly M[],
  final: readonly M[],
): NbaCupKnockout<M> {
  const winners = first.map(matchWinner);
  const second = semis.map((m, i) => {
    const expectedHome = winners[i * 2];
    return { ...m, isReverse: expectedHome !== undefined && m.homeId !== expectedHome };
  });
  return { first: [...first], second, final: [...final], winners };
}
