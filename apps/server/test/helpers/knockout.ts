import { expect } from 'vitest';
import type { KnockoutRound } from '@sport/contract';

/**
 * Asserts a World Cup bracket of 16: its five rounds in order, the round of 16 fed by no match, and bracket
 * order, the i-th match of a later round fed by matches 2i and 2i+1 of the round before. Returns the rounds'
 * matches for the caller's own checks.
 */
export function expectWorldCupBracket(rounds: readonly KnockoutRound[]) {
  expect(rounds.map((r) => [r.name, r.matches.length])).toEqual([
    ['1/8决赛', 8],
    ['1/4决赛', 4],
    ['半决赛', 2],
    ['三四名决赛', 1],
    ['决赛', 1],
  ]);
  const [r16, qf, sf, third, final] = rounds.map((r) => r.matches);
  expect(r16?.every((m) => m.homeFromMatchId === null && m.awayFromMatchId === null)).toBe(true);
  for (const [later, earlier] of [
    [qf, r16],
    [sf, qf],
    [final, sf],
  ] as const) {
    later?.forEach((m, i) => {
      expect(m.homeFromMatchId).toBe(earlier?.[2 * i]?.matchId);
      expect(m.awayFromMatchId).toBe(earlier?.[2 * i + 1]?.matchId);
    });
  }
  return { sf, third, final };
}
