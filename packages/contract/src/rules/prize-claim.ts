/**
 * Where a live-room draw prize goes (SPEC §7 lottery approval submitInfo): the server refuses the rest with a
 * 422 naming the field, and the web checks before sending, with these same rules and words.
 */
export const PRIZE_NAME_MAX = 32;
export const PRIZE_ADDRESS_MAX = 200;
/** A phone number as people write it: digits with an optional leading +, spaces and dashes; 6–15 digits (E.164's most). */
export const PRIZE_PHONE_DIGITS = { min: 6, max: 15 } as const;

export interface PrizeClaim {
  realName: string;
  phone: string;
  address: string;
}

export type PrizeClaimField = keyof PrizeClaim;

/** The claim as it is checked and stored: no spaces around the fields. */
export const trimPrizeClaim = (claim: PrizeClaim): PrizeClaim => ({
  realName: claim.realName.trim(),
  phone: claim.phone.trim(),
  address: claim.address.trim(),
});

const length = (text: string): number => [...text].length;

function phoneProblem(phone: string): string | null {
  const digits = phone.replace(/\D/g, '').length;
  const wellFormed = /^\+?[0-9 -]+$/.test(phone);
  return wellFormed && digits >= PRIZE_PHONE_DIGITS.min && digits <= PRIZE_PHONE_DIGITS.max
    ? null
    : `请填写正确的手机号（${PRIZE_PHONE_DIGITS.min}–${PRIZE_PHONE_DIGITS.max}位数字）`;
}

/** What is wrong with each field of a trimmed claim, in words for the user; empty when it can be sent. */
export function prizeClaimProblems(claim: PrizeClaim): Partial<Record<PrizeClaimField, string>> {
  const problems: Partial<Record<PrizeClaimField, string>> = {};
  if (claim.realName === '') problems.realName = '请填写收件人姓名';
  else if (length(claim.realName) > PRIZE_NAME_MAX) problems.realName = `收件人姓名不能超过${PRIZE_NAME_MAX}字`;
  const phone = phoneProblem(claim.phone);
  if (phone) problems.phone = phone;
  if (claim.address === '') problems.address = '请填写收货地址';
  else if (length(claim.address) > PRIZE_ADDRESS_MAX) problems.address = `收货地址不能超过${PRIZE_ADDRESS_MAX}字`;
  return problems;
}
