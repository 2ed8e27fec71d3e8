import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { clients } from './clients';
import { portfolios } from './portfolios';

/**
 * Recurring deposits (docs/goals.md "Recurring deposits"): a goal's schedule (amount, monthly or weekly, the day,
 * from when) and the direct-debit mandate at the client's bank it is collected under. One row per schedule; a goal
 * has at most one live schedule (pending authorisation, active or paused). `next_collection_on` is the next date
 * the collections run creates a collection for; it moves on in the same transaction that creates it.
 */
export const recurringSchedules = pgTable(
  'recurring_schedules',
  {
    id: serial8('id'),
    guid: uuid('guid').notNull().unique().defaultRandom(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.clientId, { onDelete: 'restrict' }),
    portfolioId: integer('portfolio_id')
      .notNull()
      .references(() => portfolios.id, { onDelete: 'restrict' }),
    amountSen: bigint('amount_sen', { mode: 'bigint' }).notNull(),
    frequency: text('frequency').notNull(),
    dayOfMonth: smallint('day_of_month'),
    dayOfWeek: smallint('day_of_week'),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    status: text('status').notNull().default('pending_authorisation'),
    /** A message key saying why it was rejected, expired or cancelled. */
    statusReason: text('status_reason'),
    statusChangedAt: timestamp('status_changed_at', { withTimezone: true }).notNull().defaultNow(),
    /** The client's bank (reference data BANK code): their verified account's bank. */
    bankCode: text('bank_code').notNull(),
    /** The mandate's reference at the bank (the merchant's id for it, sent in the authorisation request). */
    mandateReference: text('mandate_reference').notNull().unique(),
    mandateStatus: text('mandate_status').notNull().default('pending'),
    /** The maximum per debit: asked for in the request, then as the bank granted it. */
    mandateMaxSen: bigint('mandate_max_sen', { mode: 'bigint' }).notNull(),
    mandateExpiresOn: date('mandate_expires_on', { mode: 'string' }).notNull(),
    /** The client must authorise at the bank before this instant, or the schedule expires. */
    authoriseBy: timestamp('authorise_by', { withTimezone: true }).notNull(),
    /** The bank's verified answer to the authorisation (its fields, checksum included). */
    mandateAnswer: jsonb('mandate_answer'),
    nextCollectionOn: date('next_collection_on', { mode: 'string' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'recurring_schedules_status_check',
      sql`${t.status} in ('pending_authorisation', 'active', 'paused', 'cancelled', 'rejected', 'expired')`,
    ),
    check(
      'recurring_schedules_mandate_status_check',
      sql`${t.mandateStatus} in ('pending', 'approved', 'rejected', 'cancelled', 'expired')`,
    ),
    check('recurring_schedules_amount_check', sql`${t.amountSen} > 0 and ${t.mandateMaxSen} > 0`),
    check(
      'recurring_schedules_day_check',
      sql`(${t.frequency} = 'monthly' and ${t.dayOfMonth} between 1 and 28 and ${t.dayOfWeek} is null)
        or (${t.frequency} = 'weekly' and ${t.dayOfWeek} between 1 and 7 and ${t.dayOfMonth} is null)`,
    ),
    // One live schedule per goal, whatever races two requests run.
    uniqueIndex('recurring_schedules_live_idx')
      .on(t.portfolioId)
      .where(sql`${t.status} in ('pending_authorisation', 'active', 'paused')`),
    // The collections run's scan: active schedules due.
    index('recurring_schedules_due_idx')
      .on(t.nextCollectionOn, t.id)
      .where(sql`${t.status} = 'active'`),
    // Authorisations left waiting, for the expiry sweep.
    index('recurring_schedules_pending_idx')
      .on(t.authoriseBy)
      .where(sql`${t.status} = 'pending_authorisation'`),
    index('recurring_schedules_client_idx').on(t.clientId),
  ],
);

/**
 * One collection: a schedule's date, debited at the bank, answered later. `unique (schedule_id, scheduled_for)`
 * makes each date collected at most once whatever the runs, retries and crashes. `attempt` is 1, or 2 for the
 * retry of a debit refused for insufficient funds (`due_on` then moves on); the debit the bank sees is
 * (guid, attempt), so an answer to a superseded attempt moves nothing.
 */
export const recurringCollections = pgTable(
  'recurring_collections',
  {
    id: serial8('id'),
    guid: uuid('guid').notNull().unique().defaultRandom(),
    scheduleId: bigint('schedule_id', { mode: 'bigint' })
      .notNull()
      .references(() => recurringSchedules.id, { onDelete: 'restrict' }),
    scheduledFor: date('scheduled_for', { mode: 'string' }).notNull(),
    /** When the next debit of this collection is submitted (the date, or the retry's). */
    dueOn: date('due_on', { mode: 'string' }).notNull(),
    amountSen: bigint('amount_sen', { mode: 'bigint' }).notNull(),
    status: text('status').notNull().default('scheduled'),
    attempt: smallint('attempt').notNull().default(1),
    /** A message key: why the last debit was refused (kept while a retry waits). */
    failureReason: text('failure_reason'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    /** The deposit (payment order public id) a collected debit became. */
    orderId: text('order_id'),
    /** The bank's answer as received (checksum verified). */
    bankAnswer: jsonb('bank_answer'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('recurring_collections_status_check', sql`${t.status} in ('scheduled', 'submitted', 'collected', 'failed')`),
    check('recurring_collections_amount_check', sql`${t.amountSen} > 0`),
    check('recurring_collections_attempt_check', sql`${t.attempt} between 1 and 2`),
    check('recurring_collections_order_check', sql`(${t.status} = 'collected') = (${t.orderId} is not null)`),
    uniqueIndex('recurring_collections_date_idx').on(t.scheduleId, t.scheduledFor),
    uniqueIndex('recurring_collections_order_idx').on(t.orderId),
    // The submit step's scan: collections waiting to be debited.
    index('recurring_collections_due_idx')
      .on(t.dueOn, t.id)
      .where(sql`${t.status} = 'scheduled'`),
  ],
);

function serial8(name: string) {
  return bigserial(name, { mode: 'bigint' }).primaryKey();
}
