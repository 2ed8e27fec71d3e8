import { afterAll, beforeAll } from 'vitest';
import type { Db } from '../../src/db/connection';
import { portfolios } from '../../src/db/schema/portfolios';
import { postJournal } from '../../src/modules/ledger/post-journal';
import { SANDBOX_SEED } from '../../src/modules/market-data/market-data-sync';
import { fillFromProvider } from '../../src/modules/market-data/price-store';
import { ensureInvestmentReferenceData } from '../../src/modules/investment-profile/reference-data';
import { sandboxMarketData } from '../../src/providers/market-data/sandbox-market-data';
import type { TestDatabase } from '../databases';
import { createTestClient } from './registration-clients';

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

/**
 * Before the cut-off of every date the tests trade (sandbox prices start in 2018): cash a test deposits is invested
 * at whatever date it runs, as if it had settled in time (docs/money.md "Trade dates").
 */
export const LONG_AGO = new Date('2018-01-01T00:00:00Z');

/**
 * The morning after a trade date (07:00 Malaysia time, 16 hours after a 15:00 cut-off): a trade clock set here lets
 * the staff route run that date, whose cut-off may not have come yet in real time (docs/money.md "Trade run").
 */
export const morningAfter = (tradeDate: string) => new Date(Date.parse(`${tradeDate}T23:00:00Z`));

/**
 * Settled cash as a confirmed deposit posts it (D GATEWAY_CLEARING, C CLIENT_CASH); the deposit flow is elsewhere.
 * `settledAt` is the journal's time, which the trade cut-off compares (by default long ago).
 */
export async function depositCash(db: Db, portfolioId: number, sen: bigint, settledAt: Date = LONG_AGO): Promise<void> {
  deposits += 1;
  await postJournal(db, {
    idempotencyKey: `test-deposit:${portfolioId}:${Date.now()}:${deposits}`,
    kind: 'DEPOSIT',
    postedAt: settledAt,
    postings: [
      { account: { kind: 'GATEWAY_CLEARING' }, amount: sen },
      { account: { kind: 'CLIENT_CASH', portfolioId }, amount: -sen },
    ],
  });
}

export interface TradingSuite {
  readonly database: TestDatabase;
  readonly db: Db;
  /** The suite's ACTIVE client. */
  readonly clientId: number;
}

/**
 * One database for the tests of a describe block, opened before them and disposed after: the investment reference
 * data, the sandbox closes `from`..`to` when given, and one ACTIVE client. Read its fields inside the tests or a
 * `beforeAll` declared after this call (they are set once its own `beforeAll` has run).
 */
export function tradingSuite(
  open: () => Promise<TestDatabase>,
  options: { email: string; prices?: { from: string; to: string } },
): TradingSuite {
  const suite = {} as { database: TestDatabase; db: Db; clientId: number };
  beforeAll(async () => {
    suite.database = await open();
    suite.db = suite.database.db;
    await ensureInvestmentReferenceData(suite.db);
    if (options.prices) await fillPrices(suite.db, options.prices.from, options.prices.to);
    ({ clientId: suite.clientId } = await createTestClient(suite.db, { email: options.email, status: 'ACTIVE' }));
  });
  afterAll(async () => {
    await suite.database?.dispose();
  });
  return suite;
}
