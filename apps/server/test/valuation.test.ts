import Decimal from 'decimal.js';
import { asc, eq, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/connection';
import { marketPrices } from '../src/db/schema/market-data';
import { portfolioValuations } from '../src/db/schema/valuations';
import { feeAccruals } from '../src/db/schema/fees';
import { ensureInvestmentReferenceData } from '../src/modules/investment-profile/reference-data';
import type { AccountRef } from '../src/modules/ledger/account-kinds';
import { postJournal } from '../src/modules/ledger/post-journal';
import { MissingPriceError, valuePortfolio } from '../src/modules/portfolios/portfolio-valuation';
import { catchUpValuations, valueThroughTradeDate, valuationTradeStep } from '../src/modules/valuation/catch-up';
import { feeScheduleOf } from '../src/modules/valuation/fee-schedule';
import { valueTradingDay } from '../src/modules/valuation/value-day';
import { testDatabases, type TestDatabase } from './databases';
import { createTestClient } from './helpers/registration-clients';
import { createPortfolio } from './helpers/trading-fixtures';

/**
 * The daily valuation (docs/returns.md "Daily valuation"), on a ledger written by hand so every figure below can be
 * worked out on paper: snapshots across a deposit, an investment, a price move, a deposit, a withdrawal and a
 * transfer; valuing again; catching up; a day without a price; a zero balance.
 */

const Dec = Decimal.clone({ precision: 60 });
/** index × (value − flow) / previous value, half-even to 12 decimals: the formula of the table's comment. */
const chain = (index: string, value: bigint, flow: bigint, previous: bigint) =>
  new Dec(index)
    .mul((value - flow).toString())
    .div(previous.toString())
    .toDecimalPlaces(12, Decimal.ROUND_HALF_EVEN)
    .toFixed(12);

const FEES = feeScheduleOf({});
const cash = (portfolioId: number): AccountRef => ({ kind: 'CLIENT_CASH', portfolioId });
const units = (portfolioId: number, ticker: string): AccountRef => ({ kind: 'CLIENT_UNITS', portfolioId, ticker });

let journals = 0;
async function post(db: Db, kind: string, effectiveDate: string, postings: { account: AccountRef; amount: bigint }[]) {
  journals += 1;
  await postJournal(db, { idempotencyKey: `valuation-test:${journals}`, kind, effectiveDate, postings });
}

const deposit = (db: Db, portfolioId: number, sen: bigint, date: string) =>
  post(db, 'DEPOSIT', date, [
    { account: { kind: 'GATEWAY_CLEARING' }, amount: sen },
    { account: cash(portfolioId), amount: -sen },
  ]);

/** A trade as the engine posts it: cash against the omnibus account, units against custody. */
const trade = (db: Db, portfolioId: number, date: string, ticker: string, microUnits: bigint, sen: bigint) =>
  post(db, microUnits > 0n ? 'BUY' : 'SELL', date, [
    { account: cash(portfolioId), amount: sen },
    { account: { kind: 'OMNIBUS_CASH' }, amount: -sen },
    { account: { kind: 'CUSTODY_UNITS', ticker }, amount: microUnits },
    { account: units(portfolioId, ticker), amount: -microUnits },
  ]);

async function prices(db: Db, date: string, closes: Record<string, string>) {
  await db
    .insert(marketPrices)
    .values(Object.entries(closes).map(([symbol, close]) => ({ symbol, tradeDate: date, close, source: 'csv' })));
}

async function snapshots(db: Db, portfolioId: number) {
  const rows = await db
    .select()
    .from(portfolioValuations)
    .where(eq(portfolioValuations.portfolioId, portfolioId))
    .orderBy(asc(portfolioValuations.valuationDate));
  return rows.map((r) => ({
    date: r.valuationDate,
    cash: r.cashSen,
    invested: r.investedSen,
    value: r.valueSen,
    flow: r.netFlowSen,
    cumulative: r.cumulativeFlowSen,
    index: r.growthIndex,
  }));
}

async function allRows(db: Db) {
  const result = (await db.execute(
    sql`select v.*, f.value_sen as fee_value, f.days, f.annual_fee_sen, f.amount_sen, f.created_at as fee_created
        from portfolio_valuations v
        left join fee_accruals f on f.portfolio_id = v.portfolio_id and f.accrual_date = v.valuation_date
        order by v.portfolio_id, v.valuation_date`,
  )) as unknown as { rows: unknown[] };
  return result.rows;
}

describe.each(testDatabases())('daily valuation on $name', (kind) => {
  let database: TestDatabase | undefined;
  afterEach(async () => {
    await database?.dispose();
    database = undefined;
  });

  async function fresh(): Promise<{ db: Db; clientId: number }> {
    database = await kind.open();
    await ensureInvestmentReferenceData(database.db);
    const { clientId } = await createTestClient(database.db, {
      email: `valuation-${kind.name}-${Date.now()}@example.com`,
      status: 'ACTIVE',
    });
    return { db: database.db, clientId };
  }

  it('values a worked example to the sen and the index to 12 decimals, day by day', async () => {
    const { db, clientId } = await fresh();
    const a = await createPortfolio(db, clientId);
    const b = await createPortfolio(db, clientId);
    const idle = await createPortfolio(db, clientId);

    // Mon 2 Mar: RM 1,000.00 arrives.
    await deposit(db, a.id, 100_000n, '2026-03-02');
    await prices(db, '2026-03-02', { '0800EA': '40', VTI: '100', USDMYR: '4.4' });
    // Tue 3 Mar: invested: 10 units of 0800EA at RM 40 (RM 400.00) and 1.25 VTI at USD 100 × 4.4 (RM 550.00).
    await trade(db, a.id, '2026-03-03', '0800EA', 10_000_000n, 40_000n);
    await trade(db, a.id, '2026-03-03', 'VTI', 1_250_000n, 55_000n);
    await prices(db, '2026-03-03', { '0800EA': '40', VTI: '100', USDMYR: '4.4' });
    // Wed 4 Mar: prices move. 10 × 41.2345 = RM 412.345 = 41,234.5 sen, half-even to 41,234 (half-up would be
    // 41,235); 1.25 × 101.5 × 4.41234 = RM 559.8156375 → 55,982 sen.
    await prices(db, '2026-03-04', { '0800EA': '41.2345', VTI: '101.5', USDMYR: '4.41234' });
    // Thu 5 Mar: RM 500.00 more arrives; the closes are unchanged.
    await deposit(db, a.id, 50_000n, '2026-03-05');
    await prices(db, '2026-03-05', { '0800EA': '41.2345', VTI: '101.5', USDMYR: '4.41234' });
    // Fri 6 Mar: a withdrawal of RM 300.00: 5 units of 0800EA sold at RM 42 (RM 210.00), RM 300.00 reserved.
    await prices(db, '2026-03-06', { '0800EA': '42', VTI: '102', USDMYR: '4.4' });
    await trade(db, a.id, '2026-03-06', '0800EA', -5_000_000n, -21_000n);
    await post(db, 'WITHDRAWAL', '2026-03-06', [
      { account: cash(a.id), amount: 30_000n },
      { account: { kind: 'PAYOUT_CLEARING' }, amount: -30_000n },
    ]);
    // Sat 7 Mar: RM 100.00 into b, counted on Monday, the first trading day on or after it.
    await deposit(db, b.id, 10_000n, '2026-03-07');
    // Mon 9 Mar: RM 200.00 transferred from a to b; the closes are Friday's.
    await prices(db, '2026-03-09', { '0800EA': '42', VTI: '102', USDMYR: '4.4' });
    await post(db, 'TRANSFER', '2026-03-09', [
      { account: cash(a.id), amount: 20_000n },
      { account: cash(b.id), amount: -20_000n },
    ]);

    const report = await catchUpValuations(db, '2026-03-09');
    expect(report).toMatchObject({ days: 6, through: '2026-03-09' });

    const i4 = chain('1', 102_216n, 0n, 100_000n);
    const i5 = chain(i4, 152_216n, 50_000n, 102_216n);
    const i6 = chain(i5, 123_100n, -30_000n, 152_216n);
    expect([i4, i5, i6]).toEqual(['1.022160000000', '1.022160000000', '1.028096231671']);
    expect(await snapshots(db, a.id)).toEqual([
      {
        date: '2026-03-02',
        cash: 100_000n,
        invested: 0n,
        value: 100_000n,
        flow: 100_000n,
        cumulative: 100_000n,
        index: '1.000000000000',
      },
      {
        date: '2026-03-03',
        cash: 5_000n,
        invested: 95_000n,
        value: 100_000n,
        flow: 0n,
        cumulative: 100_000n,
        index: '1.000000000000',
      },
      {
        date: '2026-03-04',
        cash: 5_000n,
        invested: 97_216n,
        value: 102_216n,
        flow: 0n,
        cumulative: 100_000n,
        index: '1.022160000000',
      },
      {
        date: '2026-03-05',
        cash: 55_000n,
        invested: 97_216n,
        value: 152_216n,
        flow: 50_000n,
        cumulative: 150_000n,
        index: '1.022160000000',
      },
      // 5 × 42 = RM 210.00; 1.25 × 102 × 4.4 = RM 561.00; cash 550 + 210 − 300 = RM 460.00.
      {
        date: '2026-03-06',
        cash: 46_000n,
        invested: 77_100n,
        value: 123_100n,
        flow: -30_000n,
        cumulative: 120_000n,
        index: '1.028096231671',
      },
      // The transfer out is a flow: the index does not move.
      {
        date: '2026-03-09',
        cash: 26_000n,
        invested: 77_100n,
        value: 103_100n,
        flow: -20_000n,
        cumulative: 100_000n,
        index: '1.028096231671',
      },
    ]);
    expect(await snapshots(db, b.id)).toEqual([
      {
        date: '2026-03-09',
        cash: 30_000n,
        invested: 0n,
        value: 30_000n,
        flow: 30_000n,
        cumulative: 30_000n,
        index: '1.000000000000',
      },
    ]);
    // No money yet: no snapshot.
    expect(await snapshots(db, idle.id)).toEqual([]);
    // The snapshot is what GET /api/portfolios shows for the same day.
    const shown = await valuePortfolio(db, a.id, '2026-03-09');
    expect(shown.totalSen).toBe(103_100n);
    expect(shown.unitsValueSen).toBe(77_100n);
  });

  it('valuing a day again gives identical rows and no duplicates; a missed day is caught up in order', async () => {
    const { db, clientId } = await fresh();
    const a = await createPortfolio(db, clientId);
    await deposit(db, a.id, 1_234_567n, '2026-03-02');
    await trade(db, a.id, '2026-03-02', '0820EA', 7_654_321n, 1_000_000n);
    for (const [date, close] of [
      ['2026-03-02', '1.3'],
      ['2026-03-03', '1.31'],
      ['2026-03-04', '1.29'],
      ['2026-03-05', '1.333333'],
    ] as const) {
      await prices(db, date, { '0820EA': close });
    }
    await catchUpValuations(db, '2026-03-03');
    const before = await allRows(db);
    expect(before).toHaveLength(2);

    // Again, by day and by catch-up: nothing changes, created_at included.
    await valueTradingDay(db, '2026-03-03', { fees: FEES });
    await catchUpValuations(db, '2026-03-03');
    await valueThroughTradeDate(db, '2026-03-02');
    expect(await allRows(db)).toEqual(before);

    // The trade run's step for Thursday first values the missed Wednesday.
    const step = await valuationTradeStep().run(db, '2026-03-05');
    expect(step).toMatchObject({ days: 2, portfolios: 2 });
    const rows = await snapshots(db, a.id);
    expect(rows.map((r) => r.date)).toEqual(['2026-03-02', '2026-03-03', '2026-03-04', '2026-03-05']);
    let index = '1.000000000000';
    for (let d = 1; d < rows.length; d += 1) {
      index = chain(index, rows[d]!.value, rows[d]!.flow, rows[d - 1]!.value);
      expect(rows[d]!.index).toBe(index);
    }
    // 7.654321 × 1.333333 = RM 10.205758... → 1,021 sen, plus the cash left, RM 2,345.67.
    expect(rows[3]!.value).toBe(234_567n + 1_021n);
  });

  it('a held ETF without a close that day is valued at its latest earlier close; without any close the day waits', async () => {
    const { db, clientId } = await fresh();
    const a = await createPortfolio(db, clientId);
    await deposit(db, a.id, 100_000n, '2026-03-02');
    await trade(db, a.id, '2026-03-02', 'VTI', 1_000_000n, 44_000n);
    await prices(db, '2026-03-02', { VTI: '100', USDMYR: '4.4' });
    // Tuesday: USDMYR moves, VTI has no close: Monday's VTI close at Tuesday's rate.
    await prices(db, '2026-03-03', { USDMYR: '4.5' });
    await catchUpValuations(db, '2026-03-03');
    const rows = await snapshots(db, a.id);
    expect(rows[1]).toMatchObject({ date: '2026-03-03', invested: 45_000n, value: 101_000n });
    expect((await valuePortfolio(db, a.id, '2026-03-03')).totalSen).toBe(101_000n);

    // An ETF bought on Wednesday that has no close on or before Wednesday at all: the day is not valued.
    await trade(db, a.id, '2026-03-04', 'VXUS', 100_000n, 1_000n);
    await expect(catchUpValuations(db, '2026-03-04')).rejects.toBeInstanceOf(MissingPriceError);
    expect((await snapshots(db, a.id)).map((r) => r.date)).toEqual(['2026-03-02', '2026-03-03']);
    // Once the close is there, the next attempt values it.
    await prices(db, '2026-03-04', { VXUS: '60' });
    expect(await catchUpValuations(db, '2026-03-04')).toMatchObject({ days: 1 });
  });

  it("a deposit settled overnight and invested at the previous day's close counts as that day's flow", async () => {
    const { db, clientId } = await fresh();
    const a = await createPortfolio(db, clientId);
    await prices(db, '2026-03-02', { '0800EA': '50' });
    await prices(db, '2026-03-03', { '0800EA': '55' });
    // The deposit settles at 01:00 on Tuesday (dated Tuesday); Monday's run, at 06:30 on Tuesday, invests it at
    // Monday's close: the buy is dated Monday.
    await deposit(db, a.id, 100_000n, '2026-03-03');
    await trade(db, a.id, '2026-03-02', '0800EA', 20_000_000n, 100_000n);
    await catchUpValuations(db, '2026-03-03');
    expect(await snapshots(db, a.id)).toEqual([
      // Monday: the units at Monday's close, the money that bought them a flow at the end of Monday.
      {
        date: '2026-03-02',
        cash: 0n,
        invested: 100_000n,
        value: 100_000n,
        flow: 100_000n,
        cumulative: 100_000n,
        index: '1.000000000000',
      },
      // Tuesday: the deposit's own date adds nothing more; 20 × 55 = RM 1,100.00, +10 %.
      {
        date: '2026-03-03',
        cash: 0n,
        invested: 110_000n,
        value: 110_000n,
        flow: 0n,
        cumulative: 100_000n,
        index: '1.100000000000',
      },
    ]);
  });

  it('a zero balance keeps its daily snapshot at zero with the index unchanged, until money comes back', async () => {
    const { db, clientId } = await fresh();
    const a = await createPortfolio(db, clientId);
    await deposit(db, a.id, 100_000n, '2026-03-02');
    await trade(db, a.id, '2026-03-02', '0800EA', 10_000_000n, 50_000n);
    await prices(db, '2026-03-02', { '0800EA': '50' });
    await prices(db, '2026-03-03', { '0800EA': '55' });
    // Wednesday: everything sold at 55 and withdrawn.
    await prices(db, '2026-03-04', { '0800EA': '55' });
    await trade(db, a.id, '2026-03-04', '0800EA', -10_000_000n, -55_000n);
    await post(db, 'WITHDRAWAL', '2026-03-04', [
      { account: cash(a.id), amount: 105_000n },
      { account: { kind: 'PAYOUT_CLEARING' }, amount: -105_000n },
    ]);
    await prices(db, '2026-03-05', { '0800EA': '60' });
    await deposit(db, a.id, 20_000n, '2026-03-06');
    await prices(db, '2026-03-06', { '0800EA': '60' });
    await catchUpValuations(db, '2026-03-06');
    expect(await snapshots(db, a.id)).toEqual([
      {
        date: '2026-03-02',
        cash: 50_000n,
        invested: 50_000n,
        value: 100_000n,
        flow: 100_000n,
        cumulative: 100_000n,
        index: '1.000000000000',
      },
      {
        date: '2026-03-03',
        cash: 50_000n,
        invested: 55_000n,
        value: 105_000n,
        flow: 0n,
        cumulative: 100_000n,
        index: '1.050000000000',
      },
      {
        date: '2026-03-04',
        cash: 0n,
        invested: 0n,
        value: 0n,
        flow: -105_000n,
        cumulative: -5_000n,
        index: '1.050000000000',
      },
      { date: '2026-03-05', cash: 0n, invested: 0n, value: 0n, flow: 0n, cumulative: -5_000n, index: '1.050000000000' },
      {
        date: '2026-03-06',
        cash: 20_000n,
        invested: 0n,
        value: 20_000n,
        flow: 20_000n,
        cumulative: 15_000n,
        index: '1.050000000000',
      },
    ]);
    // No fee accrues on a zero value.
    const accrued = await db.select().from(feeAccruals).where(eq(feeAccruals.portfolioId, a.id));
    expect(accrued.map((r) => r.accrualDate)).toEqual(['2026-03-02', '2026-03-03', '2026-03-06']);
  });
});
