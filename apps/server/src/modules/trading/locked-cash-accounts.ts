import { asc, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/connection';
import { ledgerAccounts } from '../../db/schema/ledger';
import { portfolios } from '../../db/schema/portfolios';
import { accountKey } from '../ledger/account-kinds';

/**
 * The portfolios' cash accounts with their balance, owner and model (risk level, shariah), locked in account-id order (the order every
 * journal locks them in): a deposit, a withdrawal or a twin run of a trade step on one of them waits until the
 * caller's trades commit. The invest and rebalance steps start from it.
 */
export function lockCashAccounts(tx: Tx, portfolioIds: readonly number[]) {
  return tx
    .select({
      portfolioId: portfolios.id,
      balance: ledgerAccounts.balance,
      clientId: portfolios.clientId,
      riskLevel: portfolios.riskLevel,
      shariah: portfolios.shariah,
    })
    .from(ledgerAccounts)
    .innerJoin(portfolios, eq(portfolios.id, ledgerAccounts.portfolioId))
    .where(
      inArray(
        ledgerAccounts.key,
        portfolioIds.map((portfolioId) => accountKey({ kind: 'CLIENT_CASH', portfolioId })),
      ),
    )
    .orderBy(asc(ledgerAccounts.id))
    .for('update', { of: ledgerAccounts });
}
