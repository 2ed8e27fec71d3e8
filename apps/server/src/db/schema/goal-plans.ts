import { sql } from 'drizzle-orm';
import { bigint, check, date, integer, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { portfolios } from './portfolios';

/**
 * A goal's plan (docs/goals.md): the target the client set (an amount by a date, or none) and the deposit they plan
 * each month, which the projection assumes. One row per portfolio that has one; a portfolio without a row has no
 * target and no planned deposit. Amounts in sen.
 */
export const goalPlans = pgTable(
  'goal_plans',
  {
    portfolioId: integer('portfolio_id')
      .primaryKey()
      .references(() => portfolios.id, { onDelete: 'restrict' }),
    targetAmountSen: bigint('target_amount_sen', { mode: 'bigint' }),
    targetDate: date('target_date', { mode: 'string' }),
    monthlyDepositSen: bigint('monthly_deposit_sen', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'goal_plans_target_check',
      sql`(${t.targetAmountSen} is null) = (${t.targetDate} is null) and (${t.targetAmountSen} is null or ${t.targetAmountSen} > 0)`,
    ),
    check('goal_plans_monthly_deposit_check', sql`${t.monthlyDepositSen} >= 0`),
  ],
);
