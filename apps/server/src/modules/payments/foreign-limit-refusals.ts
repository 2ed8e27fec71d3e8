import { and, desc, eq, gte } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { foreignLimitRefusals } from '../../db/schema/compliance';

/**
 * Deposits refused by the foreign-currency asset limit (the limit notice reads them). Written with the plain
 * connection after the deposit's own transaction rolled back, so the refusal outlives it.
 */
export async function recordForeignLimitRefusal(
  db: Pick<Db, 'insert'>,
  refusal: { clientId: number; requestedSen: bigint; remainingSen: bigint },
): Promise<void> {
  await db.insert(foreignLimitRefusals).values(refusal);
}

/** The client's latest refusal since `since` (the start of the year), or undefined. */
export async function latestForeignLimitRefusal(db: Pick<Db, 'select'>, clientId: number, since: Date) {
  const [row] = await db
    .select({ id: foreignLimitRefusals.id, remainingSen: foreignLimitRefusals.remainingSen })
    .from(foreignLimitRefusals)
    .where(and(eq(foreignLimitRefusals.clientId, clientId), gte(foreignLimitRefusals.refusedAt, since)))
    .orderBy(desc(foreignLimitRefusals.refusedAt), desc(foreignLimitRefusals.id))
    .limit(1);
  return row;
}
