import type { UserBanRecord } from '@sport/contract/console';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { BannedError, NotFoundError } from '../../lib/domain-errors';
import { findBans, findRunningBan, insertBan, liftRunningBans, type BanRow } from './ban-repository';
import { findUserById } from './repository';

export interface UserBan {
  id: number;
  userId: number;
  until: number;
  reason: string;
  staffId: number;
  createdAt: number;
}

const banOf = (row: BanRow): UserBan => ({
  id: row.id,
  userId: row.userId,
  until: row.until.getTime(),
  reason: row.reason,
  staffId: row.staffId,
  createdAt: row.createdAt.getTime(),
});

/**
 * Bans (issue 27): a fan barred from posting threads, replies and comments until a time, with a reason they are
 * shown. Written by the console (whose transaction `tx` carries its audit entry); read by the forum and the news
 * comments before each post. Part of the user service.
 */
export function createBans({ db, clock }: { db: Db; clock: Clock }) {
  return {
    async runningBan(userId: number, tx: Db = db): Promise<UserBan | null> {
      const row = await findRunningBan(tx, userId, new Date(clock()));
      return row ? banOf(row) : null;
    },

    /** Throws BannedError (why and until when) when the user may not post now. */
    async assertMayPost(userId: number): Promise<void> {
      const row = await findRunningBan(db, userId, new Date(clock()));
      if (row) throw new BannedError(row.until.getTime(), row.reason);
    },

    async ban(
      input: { userId: number; until: number; reason: string; staffId: number },
      tx: Db = db,
    ): Promise<UserBan> {
      if (!(await findUserById(tx, input.userId))) throw new NotFoundError('user');
      const row = await insertBan(tx, {
        userId: input.userId,
        until: new Date(input.until),
        reason: input.reason,
        staffId: input.staffId,
        createdAt: new Date(clock()),
      });
      return banOf(row);
    },

    liftBans: (userId: number, staffId: number, reason: string, tx: Db = db): Promise<number> =>
      liftRunningBans(tx, userId, new Date(clock()), staffId, reason),

    async bans(userId: number): Promise<UserBan[]> {
      return (await findBans(db, userId)).map(banOf);
    },

    /** Every ban of the user, newest first, with who lifted it and why (the console's user view). */
    async banHistory(userId: number): Promise<UserBanRecord[]> {
      return (await findBans(db, userId)).map((row) => ({
        ...banOf(row),
        liftedAt: row.liftedAt?.getTime() ?? null,
        liftedBy: row.liftedBy,
        liftReason: row.liftReason,
      }));
    },
  };
}
