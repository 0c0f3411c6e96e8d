import { describe, expect, it } from 'vitest';
import { refundAfterMove, refundDue } from './settle-refunds';

const refunding = { openBackGold: true, returnGoldPercentage: 50 };
const plain = { openBackGold: false, returnGoldPercentage: 50 };

describe('refundDue', () => {
  it('gives back price × percentage / 100 on a loss of a refunding tip, rounded down to whole gold', () => {
    expect(refundDue('lose', refunding, 60)).toBe(30);
    expect(refundDue('lose', refunding, 45)).toBe(22); // 22.5
    expect(refundDue('lose', { openBackGold: true, returnGoldPercentage: 100 }, 45)).toBe(45);
    expect(refundDue('lose', { openBackGold: true, returnGoldPercentage: 33 }, 10)).toBe(3); // 3.3
  });

  it('gives back half of that on a half loss', () => {
    expect(refundDue('half_lose', refunding, 60)).toBe(15);
    expect(refundDue('half_lose', refunding, 45)).toBe(11); // 11.25
  });

  it('gives back nothing on a loss of a tip that does not refund, nor on a win, half win or push', () => {
    expect(refundDue('lose', plain, 60)).toBe(0);
    expect(refundDue('half_lose', plain, 60)).toBe(0);
    for (const result of ['win', 'half_win', 'draw'] as const) expect(refundDue(result, refunding, 60)).toBe(0);
  });

  it('gives back the whole price when the tip is cancelled, refunding or not', () => {
    expect(refundDue('cancel', plain, 60)).toBe(60);
    expect(refundDue('cancel', refunding, 45)).toBe(45);
  });
});

describe('refundAfterMove', () => {
  it('ends at what is due when gold moves either way', () => {
    expect(refundAfterMove(0, 30, false)).toEqual({ refunded: 30, unrecovered: 0 });
    expect(refundAfterMove(30, 0, true)).toEqual({ refunded: 0, unrecovered: 0 });
    expect(refundAfterMove(15, 30, false)).toEqual({ refunded: 30, unrecovered: 0 });
  });

  it('keeps what could not be taken back as refunded, and records it as unrecovered', () => {
    expect(refundAfterMove(30, 0, false)).toEqual({ refunded: 30, unrecovered: 30 });
    expect(refundAfterMove(30, 15, false)).toEqual({ refunded: 30, unrecovered: 15 });
  });
});
