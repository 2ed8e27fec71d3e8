import { bigserial, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Every e-mail the system sends, written here before any attempt to send it (docs/registration.md, "Mail").
 * `status`: 'pending' (to be sent over SMTP; `next_attempt_at` says when, first attempt or retry), 'sent',
 * 'failed' (gave up after MAIL_MAX_ATTEMPTS; `error` says why) or 'kept' (no SMTP configured: this table is the
 * mailbox, read at the dev page /api/dev/mailbox). `error` is the last attempt's error.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** Lower-cased recipient address. */
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    status: text('status').notNull().default('pending'),
    error: text('error'),
    attempts: integer('attempts').notNull().default(0),
    /**
     * When a pending message may next be tried. Claiming a message moves it a lease into the future, so another
     * instance does not take it while it is being sent, and a crashed sender's message is picked up again.
     */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('mail_outbox_to_idx').on(t.to, t.createdAt),
    index('mail_outbox_due_idx').on(t.status, t.nextAttemptAt),
  ],
);

/** Text messages sent through the SMS provider; the sandbox provider only records them here. */
export const smsMessages = pgTable(
  'sms_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** E.164 number. */
    to: text('to').notNull(),
    text: text('text').notNull(),
    provider: text('provider').notNull(),
    /** 'sent' or 'failed'. */
    status: text('status').notNull(),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sms_messages_to_idx').on(t.to, t.createdAt)],
);
