import { describe, expect, it } from 'vitest';
import { profitOf, settleLegs, settleSelection, type Selection, type SettledResult } from './settlement';

const at = (home: number, away: number) => ({ home, away });
const settle = (selection: Selection, home: number, away: number) => settleSelection(selection, at(home, away));

describe('settleSelection', () => {
  it('settles 1X2 on the score and cancels a match that will not be played', () => {
    expect(settle({ play: 'result', pick: 'home' }, 2, 1)).toBe('win');
    expect(settle({ play: 'result', pick: 'draw' }, 1, 1)).toBe('win');
    expect(settle({ play: 'result', pick: 'away' }, 1, 1)).toBe('lose');
    expect(settleSelection({ play: 'result', pick: 'home' }, null)).toBe('cancel');
  });

  it.each<[number, number, number, 'home' | 'away', SettledResult]>([
    // line (home's handicap), score, pick → result
    [-0.5, 1, 0, 'home', 'win'],
    [-0.5, 1, 1, 'home', 'lose'],
    [0, 1, 1, 'home', 'draw'],
    [-1, 1, 0, 'home', 'draw'],
    [-1, 1, 0, 'away', 'draw'],
    [-0.25, 1, 1, 'home', 'half_lose'],
    [-0.25, 1, 1, 'away', 'half_win'],
    [-0.75, 1, 0, 'home', 'half_win'],
    [-0.75, 1, 0, 'away', 'half_lose'],
    [-0.75, 2, 0, 'home', 'win'],
    [+0.25, 0, 1, 'home', 'lose'],
    [+0.25, 1, 1, 'home', 'half_win'],
    [-1.25, 1, 0, 'home', 'half_lose'],
    [-1.25, 2, 0, 'home', 'win'],
    [-5.5, 110, 104, 'home', 'win'],
    [-5.5, 110, 105, 'away', 'win'],
  ])('handicap %d at %d–%d for %s: %s', (line, home, away, pick, result) => {
    expect(settle({ play: 'handicap', pick, line }, home, away)).toBe(result);
  });

  it.each<[number, number, number, 'over' | 'under', SettledResult]>([
    [2.5, 2, 1, 'over', 'win'],
    [2.5, 1, 1, 'over', 'lose'],
    [3, 2, 1, 'over', 'draw'],
    [2.75, 2, 1, 'over', 'half_win'],
    [2.75, 2, 1, 'under', 'half_lose'],
    [2.25, 1, 1, 'over', 'half_lose'],
    [2.25, 1, 1, 'under', 'half_win'],
    [215.5, 110, 106, 'over', 'win'],
  ])('total %d at %d–%d for %s: %s', (line, home, away, pick, result) => {
    expect(settle({ play: 'total', pick, line }, home, away)).toBe(result);
  });

  it('refuses a line that is not in quarters', () => {
    expect(() => settle({ play: 'total', pick: 'over', line: 2.3 }, 1, 1)).toThrow(RangeError);
  });
});

describe('profitOf', () => {
  it('pays each result of one pick', () => {
    expect(profitOf('win', 10, 1.9)).toBeCloseTo(9);
    expect(profitOf('half_win', 10, 1.9)).toBeCloseTo(4.5);
    expect(profitOf('lose', 10, 1.9)).toBe(-10);
    expect(profitOf('half_lose', 10, 1.9)).toBe(-5);
    expect(profitOf('draw', 10, 1.9)).toBe(0);
    expect(profitOf('cancel', 10, 1.9)).toBe(0);
  });
});

describe('settleLegs', () => {
  it('is the leg itself for one leg', () => {
    expect(settleLegs([{ result: 'half_win', odds: 1.9 }])).toEqual({ result: 'half_win', odds: 1.9 });
  });

  it('multiplies the legs: a push counts as odds 1, a half win as half the odds', () => {
    expect(settleLegs([{ result: 'win', odds: 2 }, { result: 'win', odds: 1.5 }])).toEqual({ result: 'win', odds: 3 });
    expect(settleLegs([{ result: 'win', odds: 2 }, { result: 'draw', odds: 1.8 }])).toEqual({ result: 'win', odds: 2 });
    expect(settleLegs([{ result: 'half_win', odds: 2 }, { result: 'win', odds: 2 }])).toEqual({ result: 'win', odds: 3 });
    expect(settleLegs([{ result: 'win', odds: 3 }, { result: 'lose', odds: 2 }])).toEqual({ result: 'lose', odds: 0 });
    expect(settleLegs([{ result: 'cancel', odds: 3 }, { result: 'cancel', odds: 2 }])).toEqual({ result: 'cancel', odds: 1 });
    expect(settleLegs([{ result: 'draw', odds: 3 }, { result: 'cancel', odds: 2 }])).toEqual({ result: 'draw', odds: 1 });
  });

  it('a partly lost slip loses exactly what its effective odds say', () => {
    const slip = settleLegs([{ result: 'half_lose', odds: 1.9 }, { result: 'win', odds: 1.5 }]);
    expect(slip).toEqual({ result: 'half_lose', odds: 0.75 });
    expect(profitOf(slip.result, 100, slip.odds)).toBeCloseTo(-25);
  });
});
