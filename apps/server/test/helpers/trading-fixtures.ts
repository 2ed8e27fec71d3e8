import type { Db } from '../../src/db/connection';
import { portfolios } from '../../src/db/schema/portfolios';
import { postJournal } from '../../src/modules/ledger/post-journal';
import { SANDBOX_SEED } from '../../src/modules/market-data/market-data-sync';
import { fillFromProvider } from '../../src/modules/market-data/price-store';
import { sandboxMarketData } from '../../src/providers/market-data/sandbox-market-data';

/** The app's own sandbox series: tests trade at the prices a fresh installation would show. */
export const testMarketData = () => sandboxMarketData({ seed: SANDBOX_SEED });

export async function fillPrices(db: Db, from: string, to: string): Promise<void> {
  await fillFromProvider(db, testMarketData(), from, to);
}

let goals = 0;

/** A portfolio straight into the table (goal names are unique per client: the default one is numbered). */
export async function createPortfolio(
  db: Db,
  clientId: number,
  options: { riskLevel?: number; goalName?: string } = {},
): Promise<{ id: number; guid: string }> {
  const [row] = await db
    .insert(portfolios)
    .values({ clientId, goalName: options.goalName ?? `Goal ${(goals += 1)}`, riskLevel: options.riskLevel ?? 3 })
    .returning({ id: portfolios.id, guid: portfolios.guid });
  return row!;
}

let deposits = 0;

/** Settled cash as a confirmed deposit posts it (D GATEWAY_CLEARING, C CLIENT_CASH); the deposit flow is elsewhere. */
export async function depositCash(db: Db, portfolioId: number, sen: bigint): Promise<void> {
  deposits += 1;
  await postJournal(db, {
    idempotencyKey: `test-deposit:${portfolioId}:${Date.now()}:${deposits}`,
    kind: 'DEPOSIT',
    postings: [
      { account: { kind: 'GATEWAY_CLEARING' }, amount: sen },
      { account: { kind: 'CLIENT_CASH', portfolioId }, amount: -sen },
    ],
  });
}
