import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { clients } from './clients';

/**
 * The index of stored client statements (docs/returns.md "Statements"): one PDF per client and period, in the file
 * store under `storage_key`. MONTHLY covers a calendar month, ANNUAL a calendar year (Malaysia time); both cover
 * every portfolio the client held in the period, each in its own section. A statement exists once per language
 * it was asked for (`en`, `ms`): the job makes it in the client's language, and the client can get it in the other
 * one too. The unique index on (client, kind, period, language) is what makes the monthly job and the on-demand
 * request idempotent: a second producer of the same statement finds the row and stores nothing.
 */
export const clientStatements = pgTable(
  'client_statements',
  {
    id: serial('id').primaryKey(),
    /** Public id for URLs and the API: statement ids are never sequential on the wire. */
    guid: uuid('guid').notNull().unique().defaultRandom(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.clientId, { onDelete: 'restrict' }),
    kind: text('kind').notNull(),
    /** First and last calendar day covered, inclusive. */
    periodStart: date('period_start', { mode: 'string' }).notNull(),
    periodEnd: date('period_end', { mode: 'string' }).notNull(),
    /** The language every label and description of the PDF is printed in. */
    language: text('language').notNull().default('en'),
    storageKey: text('storage_key').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    /** How many portfolio sections the PDF holds. */
    portfolioCount: integer('portfolio_count').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('client_statements_kind_check', sql`${t.kind} in ('MONTHLY','ANNUAL')`),
    check('client_statements_period_check', sql`${t.periodStart} <= ${t.periodEnd}`),
    check('client_statements_language_check', sql`${t.language} in ('en','ms')`),
    uniqueIndex('client_statements_period_language_idx').on(t.clientId, t.kind, t.periodStart, t.language),
    index('client_statements_client_idx').on(t.clientId, t.periodStart.desc()),
  ],
);
