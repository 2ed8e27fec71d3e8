import { and, eq, inArray, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { ledgerAccounts } from '../../db/schema/ledger';
import { portfolios } from '../../db/schema/portfolios';
import { clientTransactions } from '../../db/schema/transactions';

/**
 * Whether a client's account holds nothing and has nothing on the way: no cash or units in any portfolio and no
 * deposit, withdrawal, transfer or trade still pending or processing. Only then may staff close it.
 */
export async function accountIsEmpty(db: Pick<Db, 'select'>, clientId: number): Promise<boolean> {
  const [held] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(ledgerAccounts)
    .innerJoin(portfolios, eq(portfolios.id, ledgerAccounts.portfolioId))
    .where(
      and(
        eq(portfolios.clientId, clientId),
        inArray(ledgerAccounts.kind, ['CLIENT_CASH', 'CLIENT_UNITS']),
        ne(ledgerAccounts.balance, 0n),
      ),
    );
  if ((held?.n ?? 0) > 0) return false;
  const [open] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(clientTransactions)
    .where(
      and(
        eq(clientTransactions.clientId, clientId),
        or(eq(clientTransactions.status, 'PENDING'), eq(clientTransactions.status, 'PROCESSING')),
      ),
    );
  return (open?.n ?? 0) === 0;
}
