import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { portfolios } from '../../db/schema/portfolios';

export type PortfolioRow = typeof portfolios.$inferSelect;

/** Anything that runs selects: the database or a caller's transaction. */
type Reader = Pick<Db, 'select'>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The client's own portfolio with this public id, or undefined. Another client's guid and a malformed one are
 * the same answer (callers turn it into 404), so nobody learns that someone else's portfolio exists.
 * `forUpdate` locks the row until the caller's transaction ends (withdrawals reserve against it).
 */
export async function findOwnPortfolio(
  db: Reader,
  clientId: number,
  guid: string,
  options: { forUpdate?: boolean } = {},
): Promise<PortfolioRow | undefined> {
  if (!UUID.test(guid)) return undefined;
  const query = db
    .select()
    .from(portfolios)
    .where(and(eq(portfolios.guid, guid.toLowerCase()), eq(portfolios.clientId, clientId)));
  // NO KEY UPDATE: it queues the flows that lock this portfolio (withdrawals, transfers) without blocking the
  // foreign-key checks of rows that merely reference it (a deposit's order): with FOR UPDATE, a deposit and a
  // transfer of one client locked client and portfolio in opposite orders and deadlocked (bench/kill-test.ts).
  const [row] = options.forUpdate ? await query.for('no key update') : await query;
  return row;
}

/** The client's portfolios, oldest first (the first is the one created at approval). */
export async function listClientPortfolios(db: Reader, clientId: number): Promise<PortfolioRow[]> {
  return db.select().from(portfolios).where(eq(portfolios.clientId, clientId)).orderBy(asc(portfolios.id));
}

/** How many portfolios the client holds. */
export async function countClientPortfolios(db: Reader, clientId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(portfolios).where(eq(portfolios.clientId, clientId));
  return row?.n ?? 0;
}

/** Inserts a portfolio; the unique index on (client, lower(trim(goal name))) refuses a second of the same name. */
export async function insertPortfolio(
  db: Pick<Db, 'insert'>,
  values: { clientId: number; goalName: string; riskLevel: number; shariah?: boolean },
): Promise<PortfolioRow> {
  const [row] = await db.insert(portfolios).values(values).returning();
  return row!;
}

/** Renames the client's own portfolio; undefined when it is not theirs. */
export async function renamePortfolio(
  db: Pick<Db, 'update'>,
  clientId: number,
  portfolioId: number,
  goalName: string,
): Promise<PortfolioRow | undefined> {
  const [row] = await db
    .update(portfolios)
    .set({ goalName, updatedAt: sql`now()` })
    .where(and(eq(portfolios.id, portfolioId), eq(portfolios.clientId, clientId)))
    .returning();
  return row;
}

/** The unique index that keeps one goal name per client (see the schema). */
export const GOAL_NAME_UNIQUE_INDEX = 'portfolios_client_goal_name_idx';
