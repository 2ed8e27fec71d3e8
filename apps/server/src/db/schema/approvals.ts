import { index, json, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './identity';

/**
 * Four eyes (docs/backoffice.md, "Four eyes"): a money- or risk-moving staff action made by one member (the maker)
 * waits here until a second, different member (the checker) approves it; the approval claims the row and applies
 * the action in one transaction, so it happens once. Decided rows are never deleted: they are the record of who
 * asked for what and who allowed or refused it.
 */
export const staffActionRequests = pgTable(
  'staff_action_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** What the action is (contracts ApprovalKinds), e.g. 'payout.paid'. */
    kind: text('kind').notNull(),
    /** The thing it acts on, so its page can show the pending request: e.g. 'withdrawal' + the withdrawal's id. */
    subjectType: text('subject_type').notNull(),
    subjectId: text('subject_id').notNull(),
    /** The exact change: the action's input, and before/after where the action edits a value. */
    change: json('change').notNull(),
    /** One line for people ("Mark payout … paid, bank reference …"). */
    summary: text('summary').notNull(),
    makerId: uuid('maker_id')
      .notNull()
      .references(() => users.id),
    madeAt: timestamp('made_at', { withTimezone: true }).notNull().defaultNow(),
    /** PENDING, APPROVED, REJECTED, EXPIRED, WITHDRAWN (by its maker) or FAILED (approved but could not apply). */
    status: text('status').notNull().default('PENDING'),
    checkerId: uuid('checker_id').references(() => users.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** The checker's reason for a rejection, or why the action could not be applied. */
    reason: text('reason'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** What applying the action answered (the same body the direct action answers). json, not jsonb: keys keep their order. */
    result: json('result'),
  },
  (t) => [
    index('staff_action_requests_status_idx').on(t.status, t.madeAt),
    index('staff_action_requests_subject_idx').on(t.subjectType, t.subjectId),
  ],
);
