import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { clients } from './clients';
import { portfolioIdColumn } from './portfolios';

/**
 * Refer a friend (docs/account.md). Each client has one personal code, made on first use: random, so it says
 * nothing about the client id and cannot be guessed from another code. A friend who signs up with it has it in
 * client_signups.referral_code; the link between the two is that code, nothing else.
 */
export const referralCodes = pgTable(
  'referral_codes',
  {
    clientId: integer('client_id')
      .primaryKey()
      .references(() => clients.clientId, { onDelete: 'cascade' }),
    code: text('code').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('referral_codes_code_check', sql`${t.code} ~ '^[A-Z0-9]{4,20}$'`)],
);

/**
 * One row per reward paid, written in the same transaction as its ledger journal. The unique indexes are what
 * make a reward happen at most once: per referee, and per referee's ID number (a person who opens a second
 * account with the same NRIC or passport earns nobody a second reward), whatever the order or number of the
 * deposit callbacks that lead here.
 */
export const referralRewards = pgTable(
  'referral_rewards',
  {
    id: serial('id').primaryKey(),
    referrerClientId: integer('referrer_client_id')
      .notNull()
      .references(() => clients.clientId, { onDelete: 'restrict' }),
    refereeClientId: integer('referee_client_id')
      .notNull()
      .unique()
      .references(() => clients.clientId, { onDelete: 'restrict' }),
    /** The referee's normalised ID number (idNumberKeySql). */
    refereeIdKey: text('referee_id_key').notNull().unique(),
    /** The referrer's portfolio credited. */
    portfolioId: portfolioIdColumn(),
    amountSen: bigint('amount_sen', { mode: 'bigint' }).notNull(),
    /** The payment order whose settlement was the referee's first deposit. */
    orderId: text('order_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('referral_rewards_amount_check', sql`${t.amountSen} > 0`),
    index('referral_rewards_referrer_idx').on(t.referrerClientId),
  ],
);

/**
 * The reward decision for each referee (a client who signed up with a code), made once, for the referee's first
 * settled deposit: PAID, or why not (rewards off, unknown code, self-referral, cap …). Written in the same savepoint
 * as the reward itself, so a referee whose first deposit settled with no decision is one whose reward failed (a
 * database error in the listener): the retry sweep (modules/referral/reward-retry.ts) finds those and decides them
 * again. A decision is final: a rule changed later does not reopen it.
 */
export const referralRewardDecisions = pgTable('referral_reward_decisions', {
  refereeClientId: integer('referee_client_id')
    .primaryKey()
    .references(() => clients.clientId, { onDelete: 'cascade' }),
  /** The referee's first settled deposit. */
  orderId: text('order_id').notNull(),
  /** RewardOutcome, or BEFORE_RETRY for referees decided before decisions were recorded (migration). */
  outcome: text('outcome').notNull(),
  decidedAt: timestamp('decided_at', { withTimezone: true }).notNull().defaultNow(),
});
