import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { goalPlans } from '../../db/schema/goal-plans';

export type GoalPlanRow = typeof goalPlans.$inferSelect;

/** The plan of a portfolio, or undefined when it has none (no target, no planned deposit). */
export async function findGoalPlan(db: Pick<Db, 'select'>, portfolioId: number): Promise<GoalPlanRow | undefined> {
  const [row] = await db.select().from(goalPlans).where(eq(goalPlans.portfolioId, portfolioId));
  return row;
}

/** The plans of these portfolios, by portfolio id. */
export async function findGoalPlans(
  db: Pick<Db, 'select'>,
  portfolioIds: readonly number[],
): Promise<Map<number, GoalPlanRow>> {
  if (portfolioIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(goalPlans)
    .where(inArray(goalPlans.portfolioId, [...portfolioIds]));
  return new Map(rows.map((row) => [row.portfolioId, row]));
}

export async function saveGoalPlan(
  db: Pick<Db, 'insert'>,
  values: { portfolioId: number; targetAmountSen: bigint | null; targetDate: string | null; monthlyDepositSen: bigint },
): Promise<GoalPlanRow> {
  const set = { ...values, updatedAt: new Date() };
  const [row] = await db
    .insert(goalPlans)
    .values(set)
    .onConflictDoUpdate({ target: goalPlans.portfolioId, set })
    .returning();
  return row!;
}
