import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildCommentRule, evaluateCommentGate } from './comment-gate';

const ok = {
  isAvailable: true,
  isBan: false,
  rechargeCurrent: 100,
  rechargeRequired: 50,
  vipCurrent: 2,
  vipRequired: 1,
};

describe('comment gate', () => {
  it('allows a user who is not banned and meets both thresholds', () => {
    expect(evaluateCommentGate(buildCommentRule(ok))).toEqual({ allowed: true, reasons: [] });
  });

  it('refuses a banned user with the ban text', () => {
    const gate = evaluateCommentGate(buildCommentRule({ ...ok, isBan: true, banText: '禁言至明天' }));
    expect(gate.allowed).toBe(false);
    expect(gate.reasons).toEqual([{ kind: 'banned', text: '禁言至明天' }]);
  });

  it('reports the recharge threshold with current and required values', () => {
    const rule = buildCommentRule({ ...ok, rechargeCurrent: 10, rechargeRequired: 50 });
    expect(rule.rechargeLimitRule.rechargeLimitIsAccord).toBe(false);
    const gate = evaluateCommentGate(rule);
    expect(gate.allowed).toBe(false);
    expect(gate.reasons[0]).toMatchObject({ kind: 'recharge', current: 10, required: 50 });
    // the threshold counts gold topped up (the wallet's ledger), so the text names gold, not yuan
    expect(gate.reasons[0]?.text).toBe('累计充值满50金币才能评论（当前10金币）');
  });

  it('reports the VIP threshold and every unmet rule at once', () => {
    const gate = evaluateCommentGate(
      buildCommentRule({ ...ok, isBan: true, rechargeCurrent: 0, vipCurrent: 0, vipRequired: 3 }),
    );
    expect(gate.reasons.map((r) => r.kind)).toEqual(['banned', 'recharge', 'vip']);
    expect(gate.reasons[2]).toMatchObject({ current: 0, required: 3 });
  });

  it('refuses when comments are unavailable', () => {
    expect(evaluateCommentGate(buildCommentRule({ ...ok, isAvailable: false })).reasons.map((r) => r.kind)).toEqual([
      'unavailable',
    ]);
  });

  it('uses the server texts of a rule when given', () => {
    const rule = { ...buildCommentRule({ ...ok, vipCurrent: 0, vipRequired: 2 }), vipLimitText: 'custom' };
    expect(evaluateCommentGate(rule).reasons[0]?.text).toBe('custom');
  });

  it('allows exactly when every threshold is met and the user is not banned', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.nat(1000), fc.nat(1000), fc.nat(10), fc.nat(10), (isBan, rc, rr, vc, vr) => {
        const gate = evaluateCommentGate(
          buildCommentRule({
            isAvailable: true,
            isBan,
            rechargeCurrent: rc,
            rechargeRequired: rr,
            vipCurrent: vc,
            vipRequired: vr,
          }),
        );
        expect(gate.allowed).toBe(!isBan && rc >= rr && vc >= vr);
        expect(gate.allowed).toBe(gate.reasons.length === 0);
      }),
    );
  });
});
