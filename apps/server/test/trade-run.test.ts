import { and, eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/connection';
import { ledgerJournals } from '../src/db/schema/ledger';
import { tradeOrders, tradeRuns, transfers } from '../src/db/schema/trading';
import { clientTransactions } from '../src/db/schema/transactions';
import { ensureInvestmentReferenceData } from '../src/modules/investment-profile/reference-data';
import { getBalance } from '../src/modules/ledger/ledger-reads';
import { investKey, investTradeStep } from '../src/modules/trading/invest-step';
import { runTradeDate, type TradeStep } from '../src/modules/trading/trade-run';
import { analyzedAfter } from '../src/modules/trading/trade-statistics';
import { transferTradeStep } from '../src/modules/transfers/transfer-step';
import { testDatabases } from './databases';
import { createTestClient } from './helpers/registration-clients';
import { crashingDb } from './helpers/crashing-db';
import { createPortfolio, depositCash, fillPrices, tradingSuite } from './helpers/trading-fixtures';

/**
 * A date's trade run (docs/money.md "Trade run"): transfers execute before the invest step, running a date again
 * moves nothing twice, and a run cut short by a crash leaves each unit done or untouched and finishes on the next
 * attempt. On the embedded engine (no autovacuum) the invest step is followed by ANALYZE of the trade tables.
 */

const steps = (): TradeStep[] => [transferTradeStep(), investTradeStep()];
const cash = (portfolioId: number) => ({ kind: 'CLIENT_CASH' as const, portfolioId });

async function journalCount(db: Db, keys: string[]): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(ledgerJournals)
    .where(inArray(ledgerJournals.idempotencyKey, keys));
  return row!.n;
}

describe.each(testDatabases())('trade run on $name', (kind) => {
  let db: Db;
  let clientId: number;
  const suite = tradingSuite(kind.open, {
    email: `run-${kind.name}@example.com`,
    prices: { from: '2026-03-02', to: '2026-03-13' },
  });
  beforeAll(() => ({ db, clientId } = suite));

  it('transfers first, then investing; a second run of the date moves nothing', async () => {
    const T = '2026-03-03';
    const a = await createPortfolio(db, clientId, { riskLevel: 2 });
    const b = await createPortfolio(db, clientId, { riskLevel: 5, goalName: 'House' });
    await depositCash(db, a.id, 400_000n);
    // Invest a first, so the transfer has units to sell.
    await runTradeDate(db, '2026-03-02', steps());
    const [transfer] = await db
      .insert(transfers)
      .values({ clientId, fromPortfolioId: a.id, toPortfolioId: b.id, requestedSen: 150_000n, tradeDate: T })
      .returning();

    const first = await runTradeDate(db, T, steps());
    expect(Object.keys(first.steps)).toEqual(['transfers', 'invest']);
    expect(first.steps.transfers).toMatchObject({ completed: 1, failed: 0 });
    const [done] = await db.select().from(transfers).where(eq(transfers.id, transfer!.id));
    expect(done).toMatchObject({ status: 'COMPLETED', executedDate: T, movedSen: 150_000n });
    // The target bought its model with the ringgit the transfer brought, in the same run.
    const targetOrders = await db
      .select()
      .from(tradeOrders)
      .where(eq(tradeOrders.tradeKey, investKey(T, b.id)));
    expect(targetOrders.length).toBeGreaterThan(0);
    expect(await getBalance(db, cash(b.id))).toBeLessThan(1_000n);

    const keys = [
      `transfer:${transfer!.id}:sell`,
      `transfer:${transfer!.id}:move`,
      investKey(T, a.id),
      investKey(T, b.id),
    ];
    const journalsAfterFirst = await journalCount(db, keys);
    const balances = [await getBalance(db, cash(a.id)), await getBalance(db, cash(b.id))];

    const second = await runTradeDate(db, T, steps());
    expect(second.attempts).toBe(2);
    expect(second.steps.transfers).toMatchObject({ completed: 0 });
    expect(second.steps.invest).toMatchObject({ invested: 0 });
    expect(await journalCount(db, keys)).toBe(journalsAfterFirst);
    expect([await getBalance(db, cash(a.id)), await getBalance(db, cash(b.id))]).toEqual(balances);
    const rows = await db
      .select({
        type: clientTransactions.type,
        status: clientTransactions.status,
        amountSen: clientTransactions.amountSen,
      })
      .from(clientTransactions)
      .where(and(eq(clientTransactions.sourceType, 'trade'), eq(clientTransactions.portfolioId, b.id)));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ type: 'INVESTMENT', status: 'COMPLETED' });
    const [run] = await db.select().from(tradeRuns).where(eq(tradeRuns.tradeDate, T));
    expect(run).toMatchObject({ status: 'COMPLETED', attempts: 2 });
  });

  it('a crash half-way through leaves each portfolio invested or untouched; the next attempt finishes', async () => {
    const T = '2026-03-05';
    // A database of its own: the crash is counted in transactions, and only these portfolios may hold cash.
    const own = await kind.open();
    const db = own.db;
    await ensureInvestmentReferenceData(db);
    await fillPrices(db, '2026-03-05', '2026-03-05');
    const { clientId: crashClient } = await createTestClient(db, {
      email: `crash-${kind.name}@example.com`,
      status: 'ACTIVE',
    });
    const ps = [];
    for (let i = 0; i < 4; i += 1) {
      const p = await createPortfolio(db, crashClient, { riskLevel: 1 + i });
      await depositCash(db, p.id, 100_000n + BigInt(i) * 1_111n);
      ps.push(p);
    }
    const before = await Promise.all(ps.map((p) => getBalance(db, cash(p.id))));

    // Two portfolios per transaction; the process "dies" in the second one: the first two portfolios committed,
    // the other two never did (nor their retries one by one).
    const chunked = (): TradeStep[] => [transferTradeStep(), investTradeStep({ chunkSize: 2 })];
    await expect(runTradeDate(crashingDb(db, 2), T, chunked())).rejects.toThrow();
    const [cut] = await db.select().from(tradeRuns).where(eq(tradeRuns.tradeDate, T));
    expect(cut!.status).toBe('RUNNING');
    const afterCrash = await Promise.all(ps.map((p) => getBalance(db, cash(p.id))));
    const investedAfterCrash = ps.filter((_, i) => afterCrash[i]! < before[i]!);
    expect(investedAfterCrash).toHaveLength(2);
    for (const [i, p] of ps.entries()) {
      if (afterCrash[i]! < before[i]!) continue;
      // Untouched: all of its cash, no orders, no journal, no client row.
      expect(afterCrash[i]).toBe(before[i]);
      expect(
        await db
          .select()
          .from(tradeOrders)
          .where(eq(tradeOrders.tradeKey, investKey(T, p.id))),
      ).toEqual([]);
      expect(await journalCount(db, [investKey(T, p.id)])).toBe(0);
    }

    const resumed = await runTradeDate(db, T, chunked());
    expect(resumed.steps.invest).toMatchObject({ invested: 2 });
    for (const p of ps) {
      expect(await journalCount(db, [investKey(T, p.id)])).toBe(1);
      expect(await getBalance(db, cash(p.id))).toBeLessThan(1_000n);
    }
    const [finished] = await db.select().from(tradeRuns).where(eq(tradeRuns.tradeDate, T));
    expect(finished).toMatchObject({ status: 'COMPLETED', attempts: 2 });
    await own.dispose();
  });

  it('a crash while executing a transfer leaves it requested with nothing sold; the next attempt executes it', async () => {
    const T = '2026-03-10';
    const { clientId: owner } = await createTestClient(db, {
      email: `crash-t-${kind.name}@example.com`,
      status: 'ACTIVE',
    });
    const a = await createPortfolio(db, owner, { riskLevel: 3 });
    const b = await createPortfolio(db, owner, { riskLevel: 1, goalName: 'Education' });
    await depositCash(db, a.id, 300_000n);
    await runTradeDate(db, '2026-03-09', steps());
    const [transfer] = await db
      .insert(transfers)
      .values({ clientId: owner, fromPortfolioId: a.id, toPortfolioId: b.id, transferAll: true, tradeDate: T })
      .returning();

    await expect(runTradeDate(crashingDb(db, 1), T, steps())).rejects.toThrow();
    const [still] = await db.select().from(transfers).where(eq(transfers.id, transfer!.id));
    expect(still!.status).toBe('REQUESTED');
    expect(
      await db
        .select()
        .from(tradeOrders)
        .where(eq(tradeOrders.tradeKey, `transfer:${transfer!.id}:sell`)),
    ).toEqual([]);

    await runTradeDate(db, T, steps());
    const [done] = await db.select().from(transfers).where(eq(transfers.id, transfer!.id));
    expect(done!.status).toBe('COMPLETED');
    expect(done!.movedSen! > 290_000n).toBe(true);
    // Everything left a; b invested it.
    expect(await getBalance(db, cash(a.id))).toBe(0n);
    expect(await journalCount(db, [investKey(T, b.id)])).toBe(1);
  });

  it('an analyzed step keeps its name and report, and leaves the planner the ledger as it is', async () => {
    const T = '2026-03-12';
    const p = await createPortfolio(db, clientId, { riskLevel: 3 });
    await depositCash(db, p.id, 250_000n);
    const run = await runTradeDate(db, T, [analyzedAfter(investTradeStep())]);
    expect(Object.keys(run.steps)).toEqual(['invest']);
    // The invest step's own report (earlier tests may have left other portfolios with cash to invest).
    expect(run.steps.invest!.invested).toBeGreaterThanOrEqual(1);
    expect(await getBalance(db, cash(p.id))).toBe(0n);
    const [row] = (
      (await db.execute(sql`
        select (select reltuples from pg_class where oid = 'ledger_postings'::regclass)::bigint as planned,
               (select count(*) from ledger_postings) as actual`)) as unknown as {
        rows: { planned: unknown; actual: unknown }[];
      }
    ).rows;
    expect(Number(row!.planned)).toBe(Number(row!.actual));
  });
});
