import { describe, expect, it } from 'vitest';
import { creditShots } from './plays';
import { planShots } from './shots';

const squad = (base: number) => ['PG', 'SG', 'SF', 'PF', 'C', 'PG', 'SG', 'SF', 'PF', 'C', 'PG', 'SG'].map((position, i) => ({ id: base + i, position }));
const shots = planShots(31, [
  [29, 26],
  [24, 31],
  [33, 22],
  [21, 27],
]);
const plays = creditShots(31, shots, { home: squad(100), away: squad(200) });

describe('credited NBA plays', () => {
  it('give each shot a shooter of its side’s rotation (the first ten), a trip’s two throws one shooter', () => {
    const rotation = (side: 1 | 2) => squad(side === 1 ? 100 : 200).slice(0, 10).map((p) => p.id);
    plays.forEach((p, i) => {
      expect(rotation(p.side)).toContain(p.playerId);
      if (p.attempt === 2) expect(p.playerId).toBe(plays[i - 1]?.playerId);
      if (p.assistId !== null) {
        expect(p.made && p.kind !== 'free').toBe(true);
        expect(rotation(p.side)).toContain(p.assistId);
        expect(p.assistId).not.toBe(p.playerId);
      }
    });
  });

  it('rebound a miss by the side that has the ball next (the defence at a period’s end), never a trip’s first throw', () => {
    plays.forEach((p, i) => {
      const next = plays[i + 1];
      if (p.made || p.attempt === 1) return expect(p.rebound).toBeNull();
      const side = next && next.period === p.period ? next.side : p.side === 1 ? 2 : 1;
      expect(p.rebound?.side).toBe(side);
      if (p.rebound?.side === p.side) expect(p.rebound.playerId).not.toBe(p.playerId);
    });
    expect(plays.some((p) => p.rebound && p.rebound.side === p.side)).toBe(true);
  });
});
