import { prizeClaimProblems, trimPrizeClaim, type LotteryApproval, type PrizeClaim } from '@sport/contract';
import type { Db } from '../../db/client';
import { systemClock, type Clock } from '../../lib/clock';
import { ConflictError, ForbiddenError, InvalidError } from '../../lib/domain-errors';
import { findLatestWin, insertApproval, insertWin, type WinRow } from './lottery-repository';

export const NO_PRIZE_MSG = '您暂无待领取的奖品';
export const ALREADY_SUBMITTED_MSG = '领奖信息已提交，不能修改';

export interface LotteryServiceOptions {
  db: Db;
  clock?: Clock;
}

export type LotteryService = ReturnType<typeof createLotteryService>;

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

    async submit(userId: number, input: PrizeClaim): Promise<LotteryApproval> {
      const claim = trimPrizeClaim(input);
      // the web checks the same rules before sending: these words reach only callers that skip them
      const problems = prizeClaimProblems(claim);
      for (const field of ['realName', 'phone', 'address'] as const) {
        const problem = problems[field];
        if (problem) throw new InvalidError(field, problem);
      }

      const win = await findLatestWin(db, userId);
      if (!win) throw new ForbiddenError(NO_PRIZE_MSG);
      if (win.status === null) {
        await insertApproval(db, { winId: win.winId, userId, ...claim, submittedAt: new Date(clock()) });
      }
      // Whoever stored it (this call or a racing one), the stored claim is the answer, if it says the same.
      const stored = await findLatestWin(db, userId);
      if (!stored || stored.winId !== win.winId) throw new Error('the claimed win vanished');
      if (stored.realName !== claim.realName || stored.phone !== claim.phone || stored.address !== claim.address) {
        throw new ConflictError(ALREADY_SUBMITTED_MSG);
      }
      return answerOf(stored);
    },

    /** A live-room draw picked this user: their claim can now be submitted. */
    recordWin: (win: { userId: number; liveRoomId: number; prizeName: string; wonAt?: Date }): Promise<number> =>
      insertWin(db, { ...win, wonAt: win.wonAt ?? new Date(clock()) }),
  };
}
