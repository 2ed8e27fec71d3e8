import Decimal from 'decimal.js';
import { and, asc, eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/connection';
import { feeAccruals, feeCollectionMonths, feeCollections } from '../src/db/schema/fees';
import { ledgerJournals } from '../src/db/schema/ledger';
import { tradeOrders } from '../src/db/schema/trading';
import { clientTransactions } from '../src/db/schema/transactions';
import { portfolioValuations } from '../src/db/schema/valuations';
import { ensureInvestmentReferenceData } from '../src/modules/investment-profile/reference-data';
import { findLedgerViolations, NO_VIOLATIONS } from '../src/modules/ledger/ledger-invariants';
import { getBalance } from '../src/modules/ledger/ledger-reads';
import { postJournal } from '../src/modules/ledger/post-journal';
import { investTradeStep } from '../src/modules/trading/invest-step';
import { runTradeDate } from '../src/modules/trading/trade-run';
import { catchUpValuations, valuationTradeStep } from '../src/modules/valuation/catch-up';
import { feeCollectionTradeStep, feeKey, monthlyFeeSen } from '../src/modules/valuation/fee-collection';
import { accrualDays, annualFeeSen, feeScheduleOf } from '../src/modules/valuation/fee-schedule';
import { testDatabases, type TestDatabase } from './databases';
import { findMovementViolations, NO_MOVEMENT_VIOLATIONS } from '../src/modules/ledger/money-checks';
import { createTestClient } from './helpers/registration-clients';
import { createPortfolio, fillPrices } from './helpers/trading-fixtures';

/**
 * The management fee (docs/returns.md "Management fee"): tiered annual rates accrued on each day's snapshot,
 * collected once a month from cash, selling units pro rata when the cash is short, never more than is held.
 */

const DEFAULTS = feeScheduleOf({});

describe('fee schedule', () => {
  it('defaults to 0.80 % a year on the first RM 100,000 and 0.60 % above; a bad parameter keeps the default', () => {
    expect(DEFAULTS).toEqual({
      tierLimitSen: 10_000_000n,
      firstTierRate: '0.008',
      aboveTierRate: '0.006',
      shariahFirstTierRate: '0.008',
      shariahAboveTierRate: '0.006',
    });
    expect(feeScheduleOf({ firstTierRatePercent: '1.5%', aboveTierRatePercent: '95', tierLimitMyr: '-1' })).toEqual(
      DEFAULTS,
    );
    expect(feeScheduleOf({ firstTierRatePercent: '0.75', tierLimitMyr: '50000.50' })).toEqual({
      tierLimitSen: 5_000_050n,
      firstTierRate: '0.0075',
      aboveTierRate: '0.006',
      shariahFirstTierRate: '0.008',
      shariahAboveTierRate: '0.006',
    });
  });

  it('charges each tier its rate: worked numbers', () => {
    // RM 50,000: 5,000,000 sen × 0.8 % = 40,000 sen (RM 400.00) a year.
    expect(annualFeeSen(5_000_000n, DEFAULTS)).toBe('40000');
    // RM 150,000: RM 100,000 × 0.8 % + RM 50,000 × 0.6 % = RM 800 + RM 300 = RM 1,100.00.
    expect(annualFeeSen(15_000_000n, DEFAULTS)).toBe('110000');
    // RM 1,000,000: RM 800 + RM 900,000 × 0.6 % = RM 6,200.00.
    expect(annualFeeSen(100_000_000n, DEFAULTS)).toBe('620000');
    // 1 sen: 0.008 sen a year, exact.
    expect(annualFeeSen(1n, DEFAULTS)).toBe('0.008');
  });

  it('charges a Shariah goal its own rates on the same tiers (docs/shariah.md "Fee")', () => {
    const schedule = feeScheduleOf({ shariahFirstTierRatePercent: '0.50', shariahAboveTierRatePercent: '0.40' });
    // RM 150,000: RM 100,000 × 0.5 % + RM 50,000 × 0.4 % = RM 500 + RM 200 = RM 700.00; conventional unchanged.
    expect(annualFeeSen(15_000_000n, schedule, true)).toBe('70000');
    expect(annualFeeSen(15_000_000n, schedule)).toBe('110000');
    // By default the Shariah rates are the published ones.
    expect(annualFeeSen(15_000_000n, DEFAULTS, true)).toBe(annualFeeSen(15_000_000n, DEFAULTS));
  });

  it('accrues every calendar day once, in its own month', () => {
    expect(accrualDays('2026-03-04')).toBe(1); // a Wednesday
    expect(accrualDays('2026-03-06')).toBe(3); // Friday, Saturday, Sunday
    expect(accrualDays('2026-07-31')).toBe(1); // a Friday that ends July: 1–2 August belong to August
    expect(accrualDays('2026-08-03')).toBe(3); // the Monday that starts August covers 1–3 August
    expect(accrualDays('2026-02-27')).toBe(2); // Friday 27 and Saturday 28 February
    for (const month of ['2026-02', '2026-03', '2026-08', '2028-02']) {
      const first = new Date(`${month}-01T00:00:00Z`);
      let total = 0;
      for (let d = new Date(first); d.getUTCMonth() === first.getUTCMonth(); d.setUTCDate(d.getUTCDate() + 1)) {
        const day = d.getUTCDay();
        if (day !== 0 && day !== 6) total += accrualDays(d.toISOString().slice(0, 10));
      }
      const daysInMonth = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
      expect(total, month).toBe(daysInMonth);
    }
  });

  it("rounds the month's exact total half-even to the sen, once", () => {
    // 620,000 × 31 / 365 = 52,657.534... sen
    expect(monthlyFeeSen(new Decimal(620_000).mul(31).toFixed())).toBe(52_658n);
    // 365 × 2.5 / 365 = 2.5 → 2; 365 × 3.5 / 365 = 3.5 → 4
    expect(monthlyFeeSen('912.5')).toBe(2n);
    expect(monthlyFeeSen('1277.5')).toBe(4n);
  });
});

const cash = (portfolioId: number) => ({ kind: 'CLIENT_CASH' as const, portfolioId });

let journals = 0;
async function move(db: Db, kind: 'DEPOSIT' | 'WITHDRAWAL', portfolioId: number, sen: bigint, effectiveDate: string) {
  journals += 1;
  const other = kind === 'DEPOSIT' ? { kind: 'GATEWAY_CLEARING' as const } : { kind: 'PAYOUT_CLEARING' as const };
  const sign = kind === 'DEPOSIT' ? 1n : -1n;
  await postJournal(db, {
    idempotencyKey: `fee-test:${journals}`,
    kind,
    effectiveDate,
    // Settled at 09:00 Malaysia time that day, before the day's trade cut-off (docs/money.md "Trade dates").
    postedAt: new Date(`${effectiveDate}T01:00:00Z`),
    postings: [
      { account: other, amount: sign * sen },
      { account: cash(portfolioId), amount: -sign * sen },
    ],
  });
}

describe.each(testDatabases())('management fee on $name', (kind) => {
  let database: TestDatabase;
  let db: Db;
  /** RM 1,000,000 in cash from 27 February (its client is not active yet, so nothing invests it). */
  let rich: number;
  /** RM 10,000 invested on 2 March: almost no cash, so the fee sells units. */
  let invested: number;
  /** RM 10,000 in cash through March, all but 5 sen withdrawn on 1 April before the fee is taken. */
  let emptied: number;
  let pendingClient: number;
  let activeClient: number;

  beforeAll(async () => {
    database = await kind.open();
    db = database.db;
    await ensureInvestmentReferenceData(db);
    await fillPrices(db, '2026-02-27', '2026-04-02');
    ({ clientId: pendingClient } = await createTestClient(db, {
      email: `fee-p-${kind.name}@example.com`,
      status: 'PENDING',
    }));
    ({ clientId: activeClient } = await createTestClient(db, {
      email: `fee-a-${kind.name}@example.com`,
      status: 'ACTIVE',
    }));
    rich = (await createPortfolio(db, pendingClient)).id;
    emptied = (await createPortfolio(db, pendingClient)).id;
    invested = (await createPortfolio(db, activeClient, { riskLevel: 4 })).id;
    await move(db, 'DEPOSIT', rich, 100_000_000n, '2026-02-27');
    await move(db, 'DEPOSIT', emptied, 1_000_000n, '2026-03-02');
    await move(db, 'DEPOSIT', invested, 1_000_000n, '2026-03-02');
    await runTradeDate(db, '2026-03-02', [investTradeStep()]);
    await catchUpValuations(db, '2026-03-31');
  });
  afterAll(async () => {
    await database?.dispose();
  });

  it("accrues the tiered fee on each snapshot's value, exactly", async () => {
    const rows = await db
      .select()
      .from(feeAccruals)
      .where(eq(feeAccruals.portfolioId, rich))
      .orderBy(asc(feeAccruals.accrualDate));
    // Friday 27 February covers 27 and 28 February: 620,000 × 2 / 365 = 3,397.260273972603 sen.
    expect(rows[0]).toMatchObject({
      accrualDate: '2026-02-27',
      valueSen: 100_000_000n,
      days: 2,
      annualFeeSen: '620000.0000000000',
      amountSen: '3397.260273972603',
    });
    // Monday 2 March covers 1 and 2 March; Friday 6 March, the weekend too.
    expect(rows.find((r) => r.accrualDate === '2026-03-02')).toMatchObject({ days: 2 });
    expect(rows.find((r) => r.accrualDate === '2026-03-06')).toMatchObject({ days: 3, amountSen: '5095.890410958904' });
    expect(rows.filter((r) => r.accrualDate.startsWith('2026-03')).reduce((n, r) => n + r.days, 0)).toBe(31);

    // The invested portfolio's accruals are its snapshots' values through the same tiers.
    const snapshots = await db
      .select({ date: portfolioValuations.valuationDate, value: portfolioValuations.valueSen })
      .from(portfolioValuations)
      .where(eq(portfolioValuations.portfolioId, invested));
    const accrued = await db.select().from(feeAccruals).where(eq(feeAccruals.portfolioId, invested));
    expect(accrued).toHaveLength(snapshots.length);
    for (const s of snapshots) {
      const row = accrued.find((r) => r.accrualDate === s.date)!;
      expect(new Decimal(row.annualFeeSen).eq(annualFeeSen(s.value, DEFAULTS))).toBe(true);
      expect(row.days).toBe(accrualDays(s.date));
    }
  });

  it('collects each month once, on the first run after it ends: from cash, by selling units when short, never more than held', async () => {
    const steps = () => [feeCollectionTradeStep(), investTradeStep(), valuationTradeStep()];
    // Last day of March: only February, complete, is due (RM 1,000,000 for 2 days: 3,397.26 → 3,397 sen).
    const march31 = await runTradeDate(db, '2026-03-31', steps());
    expect(march31.steps.fees).toMatchObject({ collected: 1, collectedSen: '3397' });

    // 1 April: before the run, all of `emptied` but 5 sen leaves.
    await move(db, 'WITHDRAWAL', emptied, 999_995n, '2026-04-01');
    const investedCash = await getBalance(db, cash(invested));
    const april1 = await runTradeDate(db, '2026-04-01', steps());
    expect(april1.steps.fees).toMatchObject({ collected: 3 });

    const collections = await db.select().from(feeCollections).orderBy(asc(feeCollections.portfolioId));
    const byPortfolio = (id: number, month: string) =>
      collections.find((c) => c.portfolioId === id && c.month === month);
    // 30 days at RM 1,000,000 (620,000 sen a year) and 31 March at RM 999,966.03 after February's fee (80,000 +
    // 89,996,603 × 0.6 % = 619,979.618 sen a year): (620,000 × 30 + 619,979.618) / 365 = 52,657.478 → RM 526.57.
    expect(byPortfolio(rich, '2026-03')).toMatchObject({
      accruedSen: 52_657n,
      collectedSen: 52_657n,
      tradeDate: '2026-04-01',
    });
    // RM 10,000 × 0.8 % × 31 / 365 = 679.45 → 679 sen due; 5 sen held: 5 taken, the rest waived.
    expect(byPortfolio(emptied, '2026-03')).toMatchObject({ accruedSen: 679n, collectedSen: 5n });
    expect(await getBalance(db, cash(emptied))).toBe(0n);

    // The invested one: its March accruals, the exact sum divided once; the cash was short, so units were sold.
    const [basis] = (
      (await db.execute(
        sql`select sum(annual_fee_sen * days)::text as b from fee_accruals
            where portfolio_id = ${invested} and accrual_date between '2026-03-01' and '2026-03-31'`,
      )) as unknown as { rows: { b: string }[] }
    ).rows;
    const due = monthlyFeeSen(basis!.b);
    expect(due).toBeGreaterThan(investedCash);
    expect(byPortfolio(invested, '2026-03')).toMatchObject({ accruedSen: due, collectedSen: due });
    const sells = await db
      .select({ side: tradeOrders.side })
      .from(tradeOrders)
      .where(eq(tradeOrders.tradeKey, `${feeKey('2026-03', invested)}:sell`));
    expect(sells.length).toBeGreaterThan(1);
    expect(sells.every((o) => o.side === 'SELL')).toBe(true);

    // Each collection is one FEE journal dated the trade date, and a FEE transaction the client sees.
    const fee = await db
      .select({ key: ledgerJournals.idempotencyKey, date: ledgerJournals.effectiveDate })
      .from(ledgerJournals)
      .where(and(eq(ledgerJournals.kind, 'FEE'), like(ledgerJournals.idempotencyKey, 'fee:2026-03:%')));
    expect(fee).toHaveLength(3);
    expect(fee.every((j) => j.date === '2026-04-01')).toBe(true);
    const [row] = await db
      .select()
      .from(clientTransactions)
      .where(and(eq(clientTransactions.portfolioId, invested), eq(clientTransactions.type, 'FEE')));
    expect(row).toMatchObject({
      clientId: activeClient,
      status: 'COMPLETED',
      amountSen: due,
      descriptionFields: { kind: 'MANAGEMENT_FEE', month: '2026-03', waived: false },
    });
    expect((row!.details as { fills: unknown[] }).fills.length).toBeGreaterThan(1);
    const [waived] = await db
      .select({ description: clientTransactions.descriptionFields })
      .from(clientTransactions)
      .where(and(eq(clientTransactions.portfolioId, emptied), eq(clientTransactions.type, 'FEE')));
    expect(waived!.description).toEqual({ kind: 'MANAGEMENT_FEE', month: '2026-03', waived: true });
    expect(await getBalance(db, { kind: 'FEES' })).toBe(3_397n + 52_657n + 5n + due);

    // The fee is not a flow: the day's snapshot of `rich` shows it as a loss of value.
    const [april] = await db
      .select()
      .from(portfolioValuations)
      .where(and(eq(portfolioValuations.portfolioId, rich), eq(portfolioValuations.valuationDate, '2026-04-01')));
    expect(april).toMatchObject({ netFlowSen: 0n, valueSen: 100_000_000n - 3_397n - 52_657n });

    // Once per month: the same date again, and the next date, take nothing more.
    const again = await runTradeDate(db, '2026-04-01', steps());
    expect(again.steps.fees).toMatchObject({ collected: 0 });
    const next = await runTradeDate(db, '2026-04-02', steps());
    expect(next.steps.fees).toMatchObject({ collected: 0 });
    expect(await getBalance(db, { kind: 'FEES' })).toBe(3_397n + 52_657n + 5n + due);
    expect((await db.select().from(feeCollectionMonths)).map((m) => m.month).sort()).toEqual(['2026-02', '2026-03']);

    expect(await findLedgerViolations(db)).toEqual(NO_VIOLATIONS);
    expect((await findMovementViolations(db)).trades).toEqual(NO_MOVEMENT_VIOLATIONS.trades);
  });
});
