import { and, asc, eq } from 'drizzle-orm';
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
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row;
}

/** The client's portfolios, oldest first (the first is the one created at approval). */
export async function listClientPortfolios(db: Reader, clientId: number): Promise<PortfolioRow[]> {
  return db.select().from(portfolios).where(eq(portfolios.clientId, clientId)).orderBy(asc(portfolios.id));
}
