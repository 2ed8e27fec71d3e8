import { and, eq, inArray, like, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/connection';
import { ledgerJournals } from '../src/db/schema/ledger';
import { portfolios } from '../src/db/schema/portfolios';
import { systemParameters } from '../src/db/schema/reference-data';
import { tradeOrders } from '../src/db/schema/trading';
import { clientTransactions } from '../src/db/schema/transactions';
import { ensureInvestmentReferenceData } from '../src/modules/investment-profile/reference-data';
import { findLedgerViolations } from '../src/modules/ledger/ledger-invariants';
import { getBalance } from '../src/modules/ledger/ledger-reads';
import { investTradeStep, unitsHeld } from '../src/modules/trading/invest-step';
import { maxDriftBps } from '../src/modules/trading/rebalance-math';
import { DEFAULT_DRIFT_THRESHOLD_BPS, driftThresholdBps } from '../src/modules/trading/rebalance-settings';
import { driftedPortfolios, rebalanceKeyPrefix, rebalanceTradeStep } from '../src/modules/trading/rebalance-step';
import { loadTradeContext } from '../src/modules/trading/trade-context';
import { modelOf, pricedHoldings } from '../src/modules/trading/trade-engine';
import { runTradeDate } from '../src/modules/trading/trade-run';
import { testDatabases } from './databases';
import { crashingDb } from './helpers/crashing-db';
import { findMovementViolations, NO_MOVEMENT_VIOLATIONS } from '../src/modules/ledger/money-checks';
import { createTestClient } from './helpers/registration-clients';
import { createPortfolio, depositCash, fillPrices, tradingSuite } from './helpers/trading-fixtures';

/**
 * Drift rebalancing in the trade run (docs/money.md "Rebalancing"): the set-based drift query, the rebalance into
 * the model through the trade engine (trades + a REBALANCE transaction, the ledger sound), the invest step using a
 * deposit to repair drift without selling, a second run of the date moving nothing, and a crash mid-step resumed.
 *
 * Drift is made the way it arises: a portfolio invested in one model whose target changes (here its risk level,
 * as a staff change of a model's weights would), so every unit held came from a recorded trade.
 */

const D1 = '2026-03-02';
const D2 = '2026-03-03';
const NO_LEDGER_VIOLATIONS = {
  unbalancedJournals: [],
  incompleteJournals: [],
  negativeClientAccounts: [],
  driftedAccounts: [],
  unmatchedCustody: [],
};

async function drift(db: Db, portfolioId: number, tradeDate: string) {
  const [p] = await db.select().from(portfolios).where(eq(portfolios.id, portfolioId));
  const context = await loadTradeContext(db, tradeDate);
  const held = (await unitsHeld(db, [portfolioId])).get(portfolioId) ?? [];
  const cash = await getBalance(db, { kind: 'CLIENT_CASH', portfolioId });
  return maxDriftBps(cash, pricedHoldings(context, held), modelOf(context, p!.riskLevel));
}

const setLevel = (db: Db, portfolioId: number, riskLevel: number) =>
  db.update(portfolios).set({ riskLevel }).where(eq(portfolios.id, portfolioId));

async function journalsLike(db: Db, pattern: string) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(ledgerJournals)
    .where(like(ledgerJournals.idempotencyKey, pattern));
  return row!.n;
}

describe.each(testDatabases())('drift rebalancing on $name', (kind) => {
  let db: Db;
  let clientId: number;
  const suite = tradingSuite(kind.open, {
    email: `drift-${kind.name}@example.com`,
    prices: { from: D1, to: '2026-03-06' },
  });
  beforeAll(() => ({ db, clientId } = suite));

  it('reads the threshold from the system parameters, 500 bps when missing or unusable', async () => {
    expect(await driftThresholdBps(db)).toBe(DEFAULT_DRIFT_THRESHOLD_BPS);
    await db.insert(systemParameters).values({ category: 'REBALANCE', key: 'DRIFT_THRESHOLD_BPS', value: '250' });
    expect(await driftThresholdBps(db)).toBe(250);
    await db.update(systemParameters).set({ value: '-3' }).where(eq(systemParameters.category, 'REBALANCE'));
    expect(await driftThresholdBps(db)).toBe(DEFAULT_DRIFT_THRESHOLD_BPS);
    await db.delete(systemParameters).where(eq(systemParameters.category, 'REBALANCE'));
  });

  it('finds the drifted portfolio and rebalances it into its model: trades, REBALANCE, ledger sound; once', async () => {
    // Invested RM 10,000 at level 1 (70% bonds and cash-like funds), then held against level 4's model: the
    // bond fund 0800EA is 40% of the value against a 10% target, 30 points over.
    const drifted = await createPortfolio(db, clientId, { riskLevel: 1 });
    const onModel = await createPortfolio(db, clientId, { riskLevel: 4 });
    await depositCash(db, drifted.id, 1_000_000n);
    await depositCash(db, onModel.id, 1_000_000n);
    await runTradeDate(db, D1, [investTradeStep()]);
    // Cash not invested yet is not drift: the invest step buys it into the model.
    const cashOnly = await createPortfolio(db, clientId, { riskLevel: 4 });
    await depositCash(db, cashOnly.id, 500_000n);
    await setLevel(db, drifted.id, 4);
    expect(await drift(db, drifted.id, D2)).toBeGreaterThan(2500);
    expect(await drift(db, onModel.id, D2)).toBeLessThan(DEFAULT_DRIFT_THRESHOLD_BPS);

    const found = await driftedPortfolios(db, D2, DEFAULT_DRIFT_THRESHOLD_BPS);
    expect(found).toContain(drifted.id);
    expect(found).not.toContain(onModel.id);
    expect(found).not.toContain(cashOnly.id);

    const first = await runTradeDate(db, D2, [investTradeStep(), rebalanceTradeStep()]);
    expect(first.steps.rebalance).toMatchObject({ rebalanced: found.length, thresholdBps: 500 });
    expect(await drift(db, drifted.id, D2)).toBeLessThanOrEqual(10);
    const prefix = rebalanceKeyPrefix(D2, drifted.id);
    const sides = await db
      .selectDistinct({ key: tradeOrders.tradeKey, side: tradeOrders.side })
      .from(tradeOrders)
      .where(eq(tradeOrders.portfolioId, drifted.id));
    expect(sides).toEqual(
      expect.arrayContaining([
        { key: `${prefix}:sell`, side: 'SELL' },
        { key: `${prefix}:buy`, side: 'BUY' },
      ]),
    );
    // Level 1's SHV is not in level 4's model: sold whole.
    const held = (await unitsHeld(db, [drifted.id])).get(drifted.id)!;
    expect(held.map((h) => h.ticker)).not.toContain('SHV');
    const [row] = await db
      .select()
      .from(clientTransactions)
      .where(and(eq(clientTransactions.portfolioId, drifted.id), eq(clientTransactions.type, 'REBALANCE')));
    expect(row).toMatchObject({ status: 'COMPLETED', sourceId: prefix, clientId });
    expect(row!.details).toMatchObject({ reason: 'DRIFT', tradeDate: D2 });
    // The value moved is what was sold: more than the 30 points of 0800EA, less than the whole portfolio.
    expect(row!.amountSen).toBeGreaterThan(300_000n);
    expect(row!.amountSen).toBeLessThan(1_000_000n);
    expect(await findLedgerViolations(db)).toEqual(NO_LEDGER_VIOLATIONS);
    expect(await findMovementViolations(db)).toEqual(NO_MOVEMENT_VIOLATIONS);
    expect(await journalsLike(db, `rebalance:${D2}:${onModel.id}:%`)).toBe(0);

    const journals = await journalsLike(db, `${prefix}:%`);
    expect(journals).toBe(2);
    const again = await runTradeDate(db, D2, [investTradeStep(), rebalanceTradeStep()]);
    expect(again.steps.rebalance).toMatchObject({ rebalanced: 0 });
    expect(await journalsLike(db, `${prefix}:%`)).toBe(journals);
  });

  it('the invest step spends a deposit on the underweight funds: drift repaired without selling', async () => {
    // RM 1,000 at level 1, then level 2 with a RM 10,000 deposit: every level-2 fund is below its target of the
    // RM 11,000 (0800EA 400 of 3,300, IAU 0 of 1,100, ...), and the gaps add up to the deposit: buying the gaps
    // lands on the model. Buying level 2's weights blindly would leave 0800EA and BND over.
    const p = await createPortfolio(db, clientId, { riskLevel: 1 });
    await depositCash(db, p.id, 100_000n);
    await runTradeDate(db, D1, [investTradeStep()]);
    await setLevel(db, p.id, 2);
    await depositCash(db, p.id, 1_000_000n);
    expect(await drift(db, p.id, D2)).toBeGreaterThan(DEFAULT_DRIFT_THRESHOLD_BPS);

    const D3 = '2026-03-04';
    await runTradeDate(db, D3, [investTradeStep(), rebalanceTradeStep()]);
    expect(await drift(db, p.id, D3)).toBeLessThanOrEqual(10);
    const sells = await db
      .select()
      .from(tradeOrders)
      .where(and(eq(tradeOrders.portfolioId, p.id), eq(tradeOrders.side, 'SELL')));
    expect(sells).toEqual([]);
    expect(await journalsLike(db, `rebalance:${D3}:${p.id}:%`)).toBe(0);
  });

  it('a crash mid-step leaves each portfolio rebalanced or untouched; the next attempt finishes', async () => {
    const own = await kind.open();
    try {
      const db = own.db;
      await ensureInvestmentReferenceData(db);
      await fillPrices(db, D1, D2);
      const { clientId } = await createTestClient(db, { email: `crash-${kind.name}@example.com`, status: 'ACTIVE' });
      const ids: number[] = [];
      for (let i = 0; i < 3; i += 1) {
        const p = await createPortfolio(db, clientId, { riskLevel: 1 });
        await depositCash(db, p.id, 500_000n);
        ids.push(p.id);
      }
      await runTradeDate(db, D1, [investTradeStep()]);
      for (const id of ids) await setLevel(db, id, 5);

      // One portfolio per transaction; the second transaction and every later one die before COMMIT.
      const step = rebalanceTradeStep({ chunkSize: 1 });
      await expect(step.run(crashingDb(db, 2), D2)).rejects.toThrow();
      const traded = await db
        .selectDistinct({ portfolioId: tradeOrders.portfolioId })
        .from(tradeOrders)
        .where(and(eq(tradeOrders.tradeDate, D2), inArray(tradeOrders.portfolioId, ids)));
      expect(traded.map((t) => t.portfolioId)).toEqual([ids[0]]);
      expect(await findLedgerViolations(db)).toEqual(NO_LEDGER_VIOLATIONS);
      expect(await findMovementViolations(db)).toEqual(NO_MOVEMENT_VIOLATIONS);

      const resumed = await runTradeDate(db, D2, [rebalanceTradeStep({ chunkSize: 1 })]);
      expect(resumed.steps.rebalance).toMatchObject({ drifted: 2, rebalanced: 2 });
      for (const id of ids) {
        expect(await drift(db, id, D2)).toBeLessThanOrEqual(10);
        expect(await journalsLike(db, `${rebalanceKeyPrefix(D2, id)}:%`)).toBe(2);
      }
      const rows = await db
        .select()
        .from(clientTransactions)
        .where(and(inArray(clientTransactions.portfolioId, ids), eq(clientTransactions.type, 'REBALANCE')));
      expect(rows).toHaveLength(3);
      expect(await findLedgerViolations(db)).toEqual(NO_LEDGER_VIOLATIONS);
      expect(await findMovementViolations(db)).toEqual(NO_MOVEMENT_VIOLATIONS);
    } finally {
      await own.dispose();
    }
  });
});
