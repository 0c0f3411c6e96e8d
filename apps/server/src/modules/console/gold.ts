import {
  GOLD_ADJUST_TWO_PERSON_THRESHOLD,
  type GoldAdjustment,
  type GoldAdjustmentPage,
  type GoldAdjustmentState,
  type GoldDirection,
  type StaffMe,
} from '@sport/contract/console';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { ConflictError, ForbiddenError, GoldInsufficientError, NotFoundError } from '../../lib/domain-errors';
import type { UserService } from '../user/service';
import type { WalletResult, WalletService } from '../wallet/service';
import type { AuditService } from './audit-service';
import {
  findAdjustmentPage,
  insertAdjustment,
  lockAdjustment,
  updateAdjustment,
  type GoldAdjustmentRow,
} from './gold-repository';

export interface GoldDeps {
  db: Db;
  clock: Clock;
  audit: AuditService;
  wallet: Pick<WalletService, 'adjust' | 'balance'>;
  users: Pick<UserService, 'account'>;
}

export interface AdjustInput {
  userId: number;
  direction: GoldDirection;
  amount: number;
  reason: string;
  idempotencyKey: string;
}

const viewOf = (row: GoldAdjustmentRow): GoldAdjustment => ({
  ...row,
  createdAt: row.createdAt.getTime(),
  decidedAt: row.decidedAt?.getTime() ?? null,
});

const insufficient = (need: number, balance: number) =>
  new ConflictError(`余额不足：该用户当前余额 ${balance} 金币，扣减 ${need} 金币后将为负数，未做任何调整`);

/** Another 财务 got there first, or there never was such a proposal. */
const noPending = () => new NotFoundError('pending gold adjustment');

/**
 * Gold adjustments by 财务 (issue 27 §2). Gold moves only through the wallet's ledger, keyed by the adjustment's
 * id, in the transaction that writes the adjustment's row and its audit entry. Up to the threshold it moves at
 * once; over it the adjustment is a proposal that another 财务 (never the proposer) approves before anything
 * moves. The page's idempotency key makes a double click or a retry answer the first adjustment.
 */
export function createGoldAdjustments({ db, clock, audit, wallet, users }: GoldDeps) {
  /** Moves the adjustment's gold; a debit the balance cannot cover is refused and nothing is written. */
  async function move(tx: Db, row: GoldAdjustmentRow): Promise<WalletResult> {
    try {
      return await wallet.adjust(
        {
          userId: row.userId,
          amount: row.amount,
          reason: `staff adjustment #${row.id}: ${row.reason}`,
          idempotencyKey: `console-adjust:${row.id}`,
        },
        tx,
      );
    } catch (error) {
      if (error instanceof GoldInsufficientError) throw insufficient(error.need, error.balance);
      throw error;
    }
  }

  /** The pending proposal, locked; or what a double click of the same decision answers (already decided by `by`). */
  async function pending(tx: Db, id: number, by: StaffMe, state: GoldAdjustmentState) {
    const row = await lockAdjustment(tx, id);
    if (!row) throw noPending();
    if (row.state === state && row.decidedBy === by.id) return { row, replay: true };
    if (row.state !== 'pending') throw noPending();
    return { row, replay: false };
  }

  return {
    adjust(by: StaffMe, input: AdjustInput): Promise<GoldAdjustment> {
      const amount = input.direction === 'credit' ? input.amount : -input.amount;
      const twoPerson = input.amount > GOLD_ADJUST_TWO_PERSON_THRESHOLD;
      return db.transaction(async (tx) => {
        await users.account(input.userId, tx);
        const now = new Date(clock());
        const { row, created } = await insertAdjustment(tx, {
          userId: input.userId,
          amount,
          reason: input.reason,
          idempotencyKey: input.idempotencyKey,
          state: twoPerson ? 'pending' : 'applied',
          proposedBy: by.id,
          proposedByName: by.name,
          createdAt: now,
        });
        if (!created) {
          if (row.userId !== input.userId || row.amount !== amount) {
            throw new ConflictError('idempotencyKey: 已用于另一笔调整');
          }
          return viewOf(row);
        }
        const before = await wallet.balance(input.userId, tx);
        if (twoPerson) {
          // Refused now too, so nobody approves what cannot move; checked again when it would move.
          if (before + amount < 0) throw insufficient(input.amount, before);
          await audit.append(tx, by, {
            action: 'gold.propose',
            targetType: 'user',
            targetId: input.userId,
            before: { balance: before },
            after: { balance: before, adjustmentId: row.id, amount, state: 'pending' },
            reason: input.reason,
          });
          return viewOf(row);
        }
        const moved = await move(tx, row);
        const applied = await updateAdjustment(tx, row.id, {
          decidedBy: by.id,
          decidedByName: by.name,
          decidedAt: now,
          ledgerEntryId: moved.entryId,
          balanceAfter: moved.balance,
        });
        await audit.append(tx, by, {
          action: 'gold.adjust',
          targetType: 'user',
          targetId: input.userId,
          before: { balance: before },
          after: { balance: moved.balance, adjustmentId: row.id, amount, ledgerEntryId: moved.entryId },
          reason: input.reason,
        });
        return viewOf(applied);
      });
    },

    approve(by: StaffMe, input: { id: number; reason: string }): Promise<GoldAdjustment> {
      return db.transaction(async (tx) => {
        const { row, replay } = await pending(tx, input.id, by, 'applied');
        if (replay) return viewOf(row);
        if (row.proposedBy === by.id) throw new ForbiddenError('不能批准自己提出的调整：需由另一位财务批准');
        const before = await wallet.balance(row.userId, tx);
        const moved = await move(tx, row);
        const applied = await updateAdjustment(tx, row.id, {
          state: 'applied',
          decidedBy: by.id,
          decidedByName: by.name,
          decisionReason: input.reason,
          decidedAt: new Date(clock()),
          ledgerEntryId: moved.entryId,
          balanceAfter: moved.balance,
        });
        await audit.append(tx, by, {
          action: 'gold.approve',
          targetType: 'user',
          targetId: row.userId,
          before: { balance: before, adjustmentId: row.id, state: 'pending', proposedBy: row.proposedByName },
          after: { balance: moved.balance, adjustmentId: row.id, amount: row.amount, state: 'applied' },
          reason: input.reason,
        });
        return viewOf(applied);
      });
    },

    reject(by: StaffMe, input: { id: number; reason: string }): Promise<GoldAdjustment> {
      return db.transaction(async (tx) => {
        const { row, replay } = await pending(tx, input.id, by, 'rejected');
        if (replay) return viewOf(row);
        const rejected = await updateAdjustment(tx, row.id, {
          state: 'rejected',
          decidedBy: by.id,
          decidedByName: by.name,
          decisionReason: input.reason,
          decidedAt: new Date(clock()),
        });
        await audit.append(tx, by, {
          action: 'gold.reject',
          targetType: 'user',
          targetId: row.userId,
          before: { adjustmentId: row.id, amount: row.amount, state: 'pending', proposedBy: row.proposedByName },
          after: { adjustmentId: row.id, state: 'rejected' },
          reason: input.reason,
        });
        return viewOf(rejected);
      });
    },

    async list(
      filter: { state?: GoldAdjustmentState; userId?: number },
      page: number,
      size: number,
    ): Promise<GoldAdjustmentPage> {
      const { rows, total } = await findAdjustmentPage(db, filter, page, size);
      return { list: rows.map(viewOf), total };
    },
  };
}
