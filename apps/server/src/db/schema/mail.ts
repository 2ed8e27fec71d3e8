import { bigserial, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Every e-mail the system sends, whatever happens to it: 'queued' (no SMTP configured, or not yet tried),
 * 'sent' or 'failed' (with the error). Without SMTP_URL this table is the mailbox (dev page /api/dev/mailbox).
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
    status: text('status').notNull().default('queued'),
    error: text('error'),
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('mail_outbox_to_idx').on(t.to, t.createdAt)],
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
