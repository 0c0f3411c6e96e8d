// Gold adjustments made in the operator console (issue 27 §2). Owner module: console; the gold itself moves only
// through the wallet's ledger (wallet_apply), keyed by the adjustment's id, so an adjustment applies once.
import { bigint, check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type { GoldAdjustmentState } from '@sport/contract/console';
import { staff } from './console';

/**
 * One adjustment: applied at once when small, else proposed (`pending`) until a second 财务 approves (`applied`)
 * or someone rejects it (`rejected`). A decided row is never changed again; none is deleted.
 */
export const goldAdjustments = pgTable(
  'gold_adjustments',
  {
    id: serial('id').primaryKey(),
    /** The fan (users.id; no foreign key across areas). */
    userId: integer('user_id').notNull(),
    amount: integer('amount').notNull(),
    reason: text('reason').notNull(),
    /** The page's key for this form: a double click or a retry finds this row instead of making another. */
    idempotencyKey: text('idempotency_key').notNull(),
    state: text('state').$type<GoldAdjustmentState>().notNull(),
    proposedBy: integer('proposed_by')
      .notNull()
      .references(() => staff.id),
    proposedByName: text('proposed_by_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull(),
    decidedBy: integer('decided_by').references(() => staff.id),
    decidedByName: text('decided_by_name'),
    decisionReason: text('decision_reason'),
    decidedAt: timestamp('decided_at', { withTimezone: true, precision: 3 }),
    /** The ledger row the applied change wrote, and the balance it left. */
    ledgerEntryId: bigint('ledger_entry_id', { mode: 'number' }),
    balanceAfter: integer('balance_after'),
  },
  (t) => [
    uniqueIndex('gold_adjustments_key_uq').on(t.idempotencyKey),
    index('gold_adjustments_state_idx').on(t.state, t.id.desc()),
    index('gold_adjustments_user_idx').on(t.userId, t.id.desc()),
    check('gold_adjustments_amount_nonzero', sql`${t.amount} <> 0`),
  ],
);
