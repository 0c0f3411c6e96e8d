import type { CommentRule } from '../entities/news';

/** Default texts; SPEC §5 does not show the exact messages, so these are ours. */
export const COMMENT_GATE_TEXTS = {
  banned: '您已被禁言，暂时无法评论',
  unavailable: '评论功能暂未开放',
  recharge: (required: number, current: number) => `累计充值满${required}金币才能评论（当前${current}金币）`,
  vip: (required: number, current: number) => `VIP${required}及以上才能评论（当前VIP${current}）`,
} as const;

export type CommentGateReason =
  | { kind: 'unavailable'; text: string }
  | { kind: 'banned'; text: string }
  | { kind: 'recharge'; text: string; current: number; required: number }
  | { kind: 'vip'; text: string; current: number; required: number };

export interface CommentGateResult {
  allowed: boolean;
  /** Why posting is refused, in the order to show them; empty when allowed. */
  reasons: CommentGateReason[];
}

/** SPEC §5 comment gate: not banned, the recharge and VIP thresholds met, and comments available. */
export function evaluateCommentGate(rule: CommentRule): CommentGateResult {
  const reasons: CommentGateReason[] = [];
  if (!rule.isAvailable) reasons.push({ kind: 'unavailable', text: COMMENT_GATE_TEXTS.unavailable });
  if (rule.isBan) reasons.push({ kind: 'banned', text: rule.banText || COMMENT_GATE_TEXTS.banned });
  const r = rule.rechargeLimitRule;
  if (!r.rechargeLimitIsAccord) {
    reasons.push({
      kind: 'recharge',
      text: r.rechargeLimitText || COMMENT_GATE_TEXTS.recharge(r.rechargeLimitVal, r.rechargeCurrentVal),
      current: r.rechargeCurrentVal,
      required: r.rechargeLimitVal,
    });
  }
  if (!rule.vipLimitIsAccord) {
    reasons.push({
      kind: 'vip',
      text: rule.vipLimitText || COMMENT_GATE_TEXTS.vip(rule.vipLimitVal, rule.vipCurrentVal),
      current: rule.vipCurrentVal,
      required: rule.vipLimitVal,
    });
  }
  return { allowed: reasons.length === 0, reasons };
}

export interface CommentRuleInput {
  isAvailable: boolean;
  isBan: boolean;
  /** Empty for the default text. */
  banText?: string;
  rechargeCurrent: number;
  rechargeRequired: number;
  vipCurrent: number;
  vipRequired: number;
}

/** Builds the rule the server answers (and checks on publish): met flags computed as current ≥ required. */
export function buildCommentRule(input: CommentRuleInput): CommentRule {
  const rechargeMet = input.rechargeCurrent >= input.rechargeRequired;
  const vipMet = input.vipCurrent >= input.vipRequired;
  return {
    isAvailable: input.isAvailable,
    rechargeLimitRule: {
      rechargeCurrentVal: input.rechargeCurrent,
      rechargeLimitIsAccord: rechargeMet,
      rechargeLimitText: rechargeMet ? '' : COMMENT_GATE_TEXTS.recharge(input.rechargeRequired, input.rechargeCurrent),
      rechargeLimitVal: input.rechargeRequired,
    },
    vipCurrentVal: input.vipCurrent,
    vipLimitIsAccord: vipMet,
    vipLimitText: vipMet ? '' : COMMENT_GATE_TEXTS.vip(input.vipRequired, input.vipCurrent),
    vipLimitVal: input.vipRequired,
    isBan: input.isBan,
    banText: input.isBan ? input.banText || COMMENT_GATE_TEXTS.banned : '',
  };
}
