import type { LotteryApproval } from '@sport/contract';
import type { Db } from '../../db/client';
import { conflict, forbidden, invalid } from '../../http/app-error';
import { systemClock, type Clock } from '../../lib/clock';
import { findLatestWin, insertApproval, insertWin, type WinRow } from './lottery-repository';

export const NO_PRIZE_MSG = '您暂无待领取的奖品';
export const ALREADY_SUBMITTED_MSG = '领奖信息已提交，不能修改';

export interface LotteryServiceOptions {
  db: Db;
  clock?: Clock;
}

export interface PrizeClaimInput {
  realName: string;
  phone: string;
  address: string;
}

export type LotteryService = ReturnType<typeof createLotteryService>;

/** A phone number as people write it: digits with optional +, spaces and dashes; 6–15 digits (E.164's most). */
const phoneDigits = (phone: string): number => phone.replace(/\D/g, '').length;

function answerOf(win: WinRow | null): LotteryApproval {
  if (!win || win.status === null) {
    return { status: 0, prizeName: win?.prizeName ?? '', realName: '', phone: '', address: '', submitDate: null };
  }
  return {
    status: win.status,
    prizeName: win.prizeName,
    realName: win.realName ?? '',
    phone: win.phone ?? '',
    address: win.address ?? '',
    submitDate: win.submittedAt?.getTime() ?? null,
  };
}

/**
 * Prize claims of live-room draw winners (SPEC §7 lottery approval): the winner states where the prize goes,
 * once per win. A second submission with the same details answers the first (a retry or a double tap); one
 * with other details is refused, because the claim is what the review approves and the prize is sent to: a
 * change after submitting goes through support, not a silent overwrite.
 */
export function createLotteryService({ db, clock = systemClock }: LotteryServiceOptions) {
  return {
    info: async (userId: number): Promise<LotteryApproval> => answerOf(await findLatestWin(db, userId)),

    async submit(userId: number, input: PrizeClaimInput): Promise<LotteryApproval> {
      const claim = { realName: input.realName.trim(), phone: input.phone.trim(), address: input.address.trim() };
      if (claim.realName === '') throw invalid('realName', '请填写收件人姓名');
      const digits = phoneDigits(claim.phone);
      if (digits < 6 || digits > 15) throw invalid('phone', '请填写正确的手机号（6–15位数字）');
      if (claim.address === '') throw invalid('address', '请填写收货地址');

      const win = await findLatestWin(db, userId);
      if (!win) throw forbidden(NO_PRIZE_MSG);
      if (win.status === null) {
        await insertApproval(db, { winId: win.winId, userId, ...claim, submittedAt: new Date(clock()) });
      }
      // Whoever stored it (this call or a racing one), the stored claim is the answer, if it says the same.
      const stored = await findLatestWin(db, userId);
      if (!stored || stored.winId !== win.winId) throw new Error('the claimed win vanished');
      if (stored.realName !== claim.realName || stored.phone !== claim.phone || stored.address !== claim.address) {
        throw conflict(ALREADY_SUBMITTED_MSG);
      }
      return answerOf(stored);
    },

    /** A live-room draw picked this user: their claim can now be submitted. */
    recordWin: (win: { userId: number; liveRoomId: number; prizeName: string; wonAt?: Date }): Promise<number> =>
      insertWin(db, { ...win, wonAt: win.wonAt ?? new Date(clock()) }),
  };
}
