import { describe, expect, it } from 'vitest';
import { createRng } from '../prng';
import { creditShots } from './plays';
import { planShots, SHOT_POINTS } from './shots';

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

  it('over a season, lean on a team’s first two options as the league’s teams do: a star near 30 points a game', () => {
    // 82 games of one squad, ~115 points a game a side
    const rng = createRng(82);
    const points = new Map<number, number>();
    for (let game = 0; game < 82; game++) {
      const quarters = Array.from({ length: 4 }, () => [rng.int(24, 34), rng.int(24, 34)] as [number, number]);
      for (const play of creditShots(1000 + game, planShots(1000 + game, quarters), { home: squad(100), away: squad(200) })) {
        if (play.side === 1 && play.made && play.playerId !== null) {
          points.set(play.playerId, (points.get(play.playerId) ?? 0) + SHOT_POINTS[play.kind]);
        }
      }
    }
    const averages = [...points.values()].map((total) => total / 82).sort((a, b) => b - a);
    const [first = 0, second = 0, third = 0] = averages;
    expect(first, averages.map((a) => a.toFixed(1)).join(', ')).toBeGreaterThan(25);
    expect(first).toBeLessThan(34);
    expect(second).toBeGreaterThan(17);
    expect(third).toBeLessThan(second);
  });
});
