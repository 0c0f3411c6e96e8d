import { describe, expect, it } from 'vitest';
import { durationMinutes, planMatch, stateAt, winnerSide } from './timeline';

const MIN = 60_000;

describe('match timeline', () => {
  it('plays the same match the same way every time', () => {
    const input = { sportId: 1, simSeed: 4242, homeStrength: 80, awayStrength: 70, knockout: false };
    expect(planMatch(input)).toEqual(planMatch(input));
    expect(stateAt(planMatch(input), 70 * MIN)).toEqual(stateAt(planMatch(input), 70 * MIN));
  });

  it('walks a football match through first half, half-time, second half and full time', () => {
    const plan = planMatch({ sportId: 1, simSeed: 7, homeStrength: 75, awayStrength: 75, knockout: false });
    expect(stateAt(plan, -MIN)).toMatchObject({ statusId: 1, homeScore: null, minute: null });
    expect(stateAt(plan, 10 * MIN)).toMatchObject({ statusId: 2, phase: 1002, minute: 11 });
    expect(stateAt(plan, 50 * MIN)).toMatchObject({ statusId: 3, phase: 1003, minute: 45 });
    expect(stateAt(plan, 80 * MIN)).toMatchObject({ statusId: 4, phase: 1004 });
    const end = stateAt(plan, durationMinutes(plan) * MIN);
    expect(end).toMatchObject({ statusId: 8, phase: 1011, minute: 90 });
    // Scores never go down and the final equals the goals among the events.
    let last = 0;
    for (let t = 0; t <= durationMinutes(plan); t += 3) {
      const s = stateAt(plan, t * MIN);
      const total = (s.homeScore ?? 0) + (s.awayScore ?? 0);
      expect(total).toBeGreaterThanOrEqual(last);
      last = total;
    }
    const goals = plan.kind === 'football' ? plan.events.filter((e) => e.type !== 'yellow' && e.type !== 'red') : [];
    expect(goals.length).toBe((end.homeScore ?? 0) + (end.awayScore ?? 0));
    expect(end.eventCount).toBe(plan.kind === 'football' ? plan.events.length : 0);
  });

  it('never lets a knockout tie end level', () => {
    for (let seed = 1; seed <= 300; seed++) {
      const plan = planMatch({ sportId: 1, simSeed: seed, homeStrength: 70, awayStrength: 70, knockout: true });
      const end = stateAt(plan, durationMinutes(plan) * MIN);
      const home = (end.homeScore ?? 0) * 100 + (end.homePenaltyScore ?? 0);
      const away = (end.awayScore ?? 0) * 100 + (end.awayPenaltyScore ?? 0);
      expect(home).not.toBe(away);
      expect(winnerSide(plan)).toBe(home > away ? 1 : 2);
    }
  });

  it('walks a basketball game through the quarters to the final buzzer', () => {
    const plan = planMatch({ sportId: 2, simSeed: 99, homeStrength: 85, awayStrength: 80, knockout: false });
    const statuses = new Set<number>();
    for (let t = 0; t <= durationMinutes(plan) + 1; t += 1) statuses.add(stateAt(plan, t * MIN).statusId);
    for (const s of [2, 3, 4, 5, 6, 7, 8, 10]) expect(statuses.has(s)).toBe(true);
    const end = stateAt(plan, durationMinutes(plan) * MIN);
    expect(end.statusId).toBe(10);
    const periods = end.periodScores ?? [];
    expect(periods.length).toBeGreaterThanOrEqual(4);
    expect(end.homeScore).toBe(periods.reduce((a, p) => a + p[0], 0));
    expect(end.homeScore).not.toBe(end.awayScore);
  });

  it('runs a basketball period\'s game clock down from 12:00, and stops it in the breaks and after the buzzer', () => {
    const plan = planMatch({ sportId: 2, simSeed: 99, homeStrength: 85, awayStrength: 80, knockout: false });
    // the first quarter's 12 game minutes are played over its first 30 real minutes
    expect(stateAt(plan, 0).clockSeconds).toBe(720);
    expect(stateAt(plan, 15 * MIN).clockSeconds).toBe(360);
    expect(stateAt(plan, 29.5 * MIN).clockSeconds).toBe(12);
    expect(stateAt(plan, 31 * MIN)).toMatchObject({ statusId: 3, clockSeconds: null });
    expect(stateAt(plan, (111 + 25) * MIN)).toMatchObject({ statusId: 8, clockSeconds: 120 });
    expect(stateAt(plan, durationMinutes(plan) * MIN).clockSeconds).toBeNull();
    const football = planMatch({ sportId: 1, simSeed: 99, homeStrength: 85, awayStrength: 80, knockout: false });
    expect(stateAt(football, 30 * MIN).clockSeconds).toBeNull();
  });
});
