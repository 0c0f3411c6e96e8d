// A fan barred from posting, commenting and replying (issue 27 §2). Owner module: user; a ban is written by the
// console through the user service. Lifting one is a state change with a reason; no row is deleted.
import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './user';

export const userBans = pgTable(
  'user_bans',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    until: timestamp('until', { withTimezone: true }).notNull(),
    /** Shown to the user with the end. */
    reason: text('reason').notNull(),
    /** The staff member who banned (staff.id; no foreign key across areas). */
    staffId: integer('staff_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    liftedAt: timestamp('lifted_at', { withTimezone: true }),
    liftedBy: integer('lifted_by'),
    liftReason: text('lift_reason'),
  },
  (t) => [index('user_bans_user_idx').on(t.userId, t.until.desc())],
);
