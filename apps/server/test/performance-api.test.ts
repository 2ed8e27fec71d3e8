import { errorBodySchema } from '@harta/contracts/errors';
import { formatMinorUnits, formatSen, UNIT_SCALE } from '@harta/contracts/money';
import { ApiPaths } from '@harta/contracts/paths';
import type { Performance } from '@harta/contracts/schemas/returns';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/connection';
import { clients } from '../src/db/schema/clients';
import { portfolioValuations } from '../src/db/schema/valuations';
import { recordTransaction } from '../src/modules/transactions/transaction-log';
import { tradeRuns } from '../src/db/schema/trading';
import { postJournal } from '../src/modules/ledger/post-journal';
import { insertSwitch } from '../src/modules/portfolio-switch/switch.repository';
import { nextTradeDate } from '../src/modules/trading/trade-calendar';
import { loadTradeCalendar } from '../src/modules/trading/trade-calendar-settings';
import { buyModelWeights, sellProRata, type TradeFill } from '../src/modules/trading/trade-engine';
import { testDatabases } from './databases';
import type { StartedServer } from './helpers/start-server';
import { createPortfolio, depositCash } from './helpers/trading-fixtures';
import { returnsSuite } from './helpers/returns-api';
import { insertValuations } from './helpers/valuations';

/**
 * The dashboard and the performance page over HTTP (issue #12 items 4 and 5, docs/returns.md "Dashboard and
 * performance API"): figures from hand-made daily snapshots checked against hand-computed numbers, holdings and
 * their average cost from real trades, only the caller's own portfolios, the status gate, and defined answers
 * for a client without history, a portfolio opened yesterday and a zero balance.
 */
describe.each(testDatabases())('dashboard and performance on $name', (kind) => {
  const { state, client, get, dashboard, performance } = returnsSuite(kind, 'perf');
  let db: Db;
  let server: StartedServer;
  beforeAll(() => {
    ({ db, server } = state);
  });

  const period = (p: Performance, name: string) => p.returns.find((r) => r.period === name)!;

  describe('a client with two portfolios and three days of history', () => {
    let owner: Awaited<ReturnType<typeof client>>;
    let first: { id: number; guid: string };
    let second: { id: number; guid: string };
    let bought: TradeFill[];
    let sold: TradeFill[];

    beforeAll(async () => {
      owner = await client();
      first = await createPortfolio(db, owner.clientId, { goalName: 'Retirement', riskLevel: 3 });
      second = await createPortfolio(db, owner.clientId, { goalName: 'House', riskLevel: 3 });
      // The example: 1,000 → 1,100 (+10%), 500 deposited (1,600), → 1,500 (−6.25%).
      await insertValuations(db, first.id, [
        ['2026-01-05', 100_000n, 100_000n, '1'],
        ['2026-01-06', 160_000n, 50_000n, '1.1'],
        ['2026-01-07', 150_000n, 0n, '1.03125'],
      ]);
      // Opened a day later: 1,000 → 1,100 (+10%).
      await insertValuations(db, second.id, [
        ['2026-01-06', 100_000n, 100_000n, '1'],
        ['2026-01-07', 110_000n, 0n, '1.1'],
      ]);
      // Real holdings in the first: RM 1,500 bought at 7 Jan's closes, RM 500 raised pro rata on 8 Jan.
      await depositCash(db, first.id, 150_000n);
      bought = (
        await db.transaction((tx) =>
          buyModelWeights(tx, {
            portfolioId: first.id,
            tradeDate: '2026-01-07',
            cashSen: 150_000n,
            idempotencyKey: `perf-buy:${first.id}`,
          }),
        )
      ).fills;
      sold = (
        await db.transaction((tx) =>
          sellProRata(tx, {
            portfolioId: first.id,
            tradeDate: '2026-01-08',
            amountSen: 50_000n,
            idempotencyKey: `perf-sell:${first.id}`,
          }),
        )
      ).fills;
      // A deposit still at the bank.
      await recordTransaction(db, {
        clientId: owner.clientId,
        portfolioId: second.id,
        type: 'DEPOSIT',
        status: 'PENDING',
        amountSen: 25_000n,
        sourceType: 'test',
        sourceId: `pending-${owner.clientId}`,
      });
    });

    it('the dashboard totals come from the latest snapshots; the rate is the TWR of both as one', async () => {
      const summary = await dashboard(owner.token);
      // Together: 1,000; 2,600 with 1,500 in (r = (2,600 − 1,500)/1,000 − 1 = +10%); 2,600 (r = 0). TWR 10%.
      expect(summary).toMatchObject({
        asOf: '2026-01-07',
        totalValue: '2600.00',
        netDeposits: '2500.00',
        totalReturn: '100.00',
        totalReturnRate: '0.100000',
        hasProcessingDeposit: true,
      });
      expect(
        summary.portfolios.map((p) => [p.goalName, p.value, p.netDeposits, p.totalReturn, p.totalReturnRate]),
      ).toEqual([
        ['Retirement', '1500.00', '1500.00', '0.00', '0.031250'],
        ['House', '1100.00', '1000.00', '100.00', '0.100000'],
      ]);
      expect(summary.portfolios[0]!.riskLevelName).not.toBe('');
      expect(summary.pending).toEqual([
        expect.objectContaining({ type: 'DEPOSIT', status: 'PENDING', amount: '250.00', goalName: 'House' }),
      ]);
    });

    it("a card's allocation is its holdings by asset class, adding up to 10000 basis points", async () => {
      const [retirement, house] = (await dashboard(owner.token)).portfolios;
      expect(retirement!.allocation.reduce((sum, s) => sum + s.weightBps, 0)).toBe(10_000);
      const performanceFirst = await performance(owner.token, first.guid);
      expect(retirement!.allocation).toEqual(performanceFirst.allocation.byAssetClass);
      expect(house!.allocation).toEqual([]);
    });

    it('one portfolio: the issue example, TWR 3.125% and MWR 0, with the chart series', async () => {
      const p = await performance(owner.token, first.guid);
      expect(p).toMatchObject({ scope: first.guid, asOf: '2026-01-07', value: '1500.00', netDeposits: '1500.00' });
      expect(period(p, 'SI')).toEqual({
        period: 'SI',
        from: '2026-01-05',
        to: '2026-01-07',
        twr: '0.031250',
        mwr: '0.000000',
        annualised: false,
        gain: '0.00',
        unavailableReason: null,
      });
      // A month ago there was no valuation yet.
      for (const name of ['1M', '3M', '6M', '1Y', '3Y']) {
        expect(period(p, name)).toMatchObject({ twr: null, mwr: null, unavailableReason: 'NO_HISTORY' });
      }
      expect(p.series).toEqual({
        dates: ['2026-01-05', '2026-01-06', '2026-01-07'],
        values: ['1000.00', '1600.00', '1500.00'],
        netDeposits: ['1000.00', '1500.00', '1500.00'],
      });
    });

    it('all portfolios: chained over the summed days, MWR by XIRR', async () => {
      const p = await performance(owner.token);
      expect(p).toMatchObject({ scope: 'ALL', value: '2600.00', netDeposits: '2500.00' });
      // MWR: 1,000 y² + 1,500 y − 2,600 = 0 (y = √(1 + r), two days) → y = 1.0283419244, r = 5.7487%.
      expect(period(p, 'SI')).toMatchObject({ twr: '0.100000', mwr: '0.057487', gain: '100.00' });
      expect(period(p, 'YTD')).toMatchObject({ unavailableReason: 'NO_HISTORY' }); // 31 Dec 2025 is before
      expect(p.series.values).toEqual(['1000.00', '2600.00', '2600.00']);
      expect(p.series.netDeposits).toEqual(['1000.00', '2500.00', '2500.00']);
    });

    it('holdings: units and value from the ledger, average cost from the fills, gain = value − cost', async () => {
      const p = await performance(owner.token, first.guid);
      expect(p.holdings).toHaveLength(bought.length);
      for (const buy of bought) {
        const line = p.holdings.find((h) => h.ticker === buy.ticker)!;
        const sell = sold.find((s) => s.ticker === buy.ticker);
        // Average cost: the sell removes cost × sold ÷ held of what the buy paid, half-even to the sen.
        const soldUnits = sell?.units ?? 0n;
        const costSen = buy.amountSen - divideHalfEven(buy.amountSen * soldUnits, buy.units);
        expect(line.units).toBe(formatMinorUnits(buy.units - soldUnits, UNIT_SCALE));
        expect(line.cost).toBe(formatSen(costSen));
        expect(line.gain).toBe(formatSen(toSen(line.value) - costSen));
        // The units held now at the valuation date's closes: one date behind the value and every holding.
        expect(line.priceDate).toBe('2026-01-07');
      }
      expect(p.holdings.reduce((sum, h) => sum + h.weightBps, 0)).toBe(10_000);
      // Regions are the documented codes, and each adds up the holdings it names.
      for (const slice of p.allocation.byRegion) {
        expect(['MALAYSIA', 'UNITED_STATES', 'INTERNATIONAL_EX_US', 'GLOBAL']).toContain(slice.key);
        const sum = p.holdings.filter((h) => h.region === slice.key).reduce((s, h) => s + toSen(h.value), 0n);
        expect(slice.value).toBe(formatSen(sum));
      }
      expect(p.allocation.byRegion.reduce((sum, s) => sum + s.weightBps, 0)).toBe(10_000);
    });

    it("another client's portfolio guid, or one that is no guid, answers 404", async () => {
      const other = await client();
      for (const guid of [first.guid, 'not-a-guid', '00000000-0000-4000-8000-000000000000']) {
        const response = await get(`${ApiPaths.performance}?portfolio=${guid}`, other.token);
        expect(response.status).toBe(404);
        errorBodySchema.parse(await response.json());
      }
    });
  });

  it('bad query input answers 400', async () => {
    const { token } = await client();
    for (const query of [`portfolio=${'a'.repeat(101)}`, 'portfolio=a&portfolio=b']) {
      const response = await get(`${ApiPaths.performance}?${query}`, token);
      expect(response.status).toBe(400);
      errorBodySchema.parse(await response.json());
    }
  });

  it('a client with no portfolio and no valuation gets zeros and reasons, never NaN', async () => {
    const { token } = await client('DRAFT');
    expect(await dashboard(token)).toEqual({
      asOf: null,
      totalValue: '0.00',
      netDeposits: '0.00',
      totalReturn: '0.00',
      totalReturnRate: null,
      totalReturnRateUnavailableReason: 'NO_HISTORY',
      paidSinceValuation: '0.00',
      portfolios: [],
      pending: [],
      hasProcessingDeposit: false,
    });
    const p = await performance(token);
    expect(p).toMatchObject({ scope: 'ALL', asOf: null, value: '0.00', holdings: [] });
    expect(p.series).toEqual({ dates: [], values: [], netDeposits: [] });
    expect(p.returns.every((r) => r.unavailableReason === 'NO_HISTORY' && r.twr === null && r.mwr === null)).toBe(true);
  });

  it('a newly funded portfolio before its first valuation shows its live value, not zero', async () => {
    const c = await client();
    const p = await createPortfolio(db, c.clientId);
    await depositCash(db, p.id, 50_000n);
    await recordTransaction(db, {
      clientId: c.clientId,
      portfolioId: p.id,
      type: 'DEPOSIT',
      status: 'COMPLETED',
      amountSen: 50_000n,
      sourceType: 'test',
      sourceId: `funded-${c.clientId}`,
    });
    const summary = await dashboard(c.token);
    expect(summary).toMatchObject({
      asOf: null,
      totalValue: '500.00',
      netDeposits: '500.00',
      totalReturn: '0.00',
      totalReturnRate: null,
      totalReturnRateUnavailableReason: 'NO_HISTORY',
    });
    // The same when the last valuation (before the deposit settled) was zero.
    await insertValuations(db, p.id, [['2026-01-05', 0n, 0n, '1']]);
    expect(await dashboard(c.token)).toMatchObject({ totalValue: '500.00', netDeposits: '500.00', asOf: null });
    expect((await performance(c.token, p.guid)).value).toBe('500.00');
  });

  it('a portfolio opened yesterday has one valuation: its value, and NO_HISTORY for every return', async () => {
    const c = await client();
    const p = await createPortfolio(db, c.clientId);
    await insertValuations(db, p.id, [['2026-01-08', 120_000n, 120_000n, '1']]);
    const summary = await dashboard(c.token);
    expect(summary).toMatchObject({ asOf: '2026-01-08', totalValue: '1200.00', netDeposits: '1200.00' });
    expect(summary.portfolios[0]).toMatchObject({ totalReturn: '0.00', totalReturnRate: null });
    const perf = await performance(c.token, p.guid);
    expect(period(perf, 'SI')).toMatchObject({ from: '2026-01-08', to: '2026-01-08', unavailableReason: 'NO_HISTORY' });
    expect(perf.series.dates).toEqual(['2026-01-08']);
  });

  it('a valuation written after the figures were asked for shows at once, also one that rewrites a past day', async () => {
    const c = await client();
    const p = await createPortfolio(db, c.clientId);
    await insertValuations(db, p.id, [
      ['2026-01-05', 100_000n, 100_000n, '1'],
      ['2026-01-06', 110_000n, 0n, '1.1'],
    ]);
    expect(period(await performance(c.token), 'SI')).toMatchObject({ twr: '0.100000' });
    expect(await dashboard(c.token)).toMatchObject({ totalValue: '1100.00', totalReturnRate: '0.100000' });
    // Written straight into the database, as the valuation job of another server instance would: a repeated
    // trade run revalues 6 Jan (same dates, same number of rows), then the next day is valued.
    await db
      .update(portfolioValuations)
      .set({ valueSen: 120_000n, cashSen: 120_000n, growthIndex: '1.2' })
      .where(and(eq(portfolioValuations.portfolioId, p.id), eq(portfolioValuations.valuationDate, '2026-01-06')));
    expect(period(await performance(c.token, p.guid), 'SI')).toMatchObject({ twr: '0.200000', gain: '200.00' });
    expect(await dashboard(c.token)).toMatchObject({ totalValue: '1200.00', totalReturnRate: '0.200000' });
    await insertValuations(db, p.id, [['2026-01-07', 90_000n, 0n, '0.9']], { after: 100_000n });
    const all = await performance(c.token);
    expect(all).toMatchObject({ asOf: '2026-01-07', value: '900.00' });
    expect(all.series.values).toEqual(['1000.00', '1200.00', '900.00']);
    expect(await dashboard(c.token)).toMatchObject({ asOf: '2026-01-07', totalReturnRate: '-0.100000' });
  });

  it('a zero balance throughout: NO_MONEY', async () => {
    const c = await client();
    const p = await createPortfolio(db, c.clientId);
    await insertValuations(db, p.id, [
      ['2026-01-05', 0n, 0n, '1'],
      ['2026-01-06', 0n, 0n, '1'],
    ]);
    expect(await dashboard(c.token)).toMatchObject({
      totalValue: '0.00',
      totalReturnRate: null,
      totalReturnRateUnavailableReason: 'NO_MONEY',
    });
    expect(period(await performance(c.token), 'SI')).toMatchObject({
      twr: null,
      gain: null,
      unavailableReason: 'NO_MONEY',
    });
  });

  it('one valuation: money paid in after it is its own figure, and a paid deposit is in progress until invested', async () => {
    const c = await client();
    const p = await createPortfolio(db, c.clientId, { goalName: 'House', riskLevel: 3 });
    await insertValuations(db, p.id, [['2026-01-08', 100_000n, 100_000n, '1']]);
    // Paid online now: the portfolio's cash, dated after the valuation, waiting for its trade date.
    await postJournal(db, {
      idempotencyKey: `paid-after-valuation:${p.id}`,
      kind: 'DEPOSIT',
      effectiveDate: '2026-01-09',
      postings: [
        { account: { kind: 'GATEWAY_CLEARING' }, amount: 50_000n },
        { account: { kind: 'CLIENT_CASH', portfolioId: p.id }, amount: -50_000n },
      ],
    });
    const paid = await recordTransaction(db, {
      clientId: c.clientId,
      portfolioId: p.id,
      type: 'DEPOSIT',
      status: 'COMPLETED',
      amountSen: 50_000n,
      sourceType: 'test',
      sourceId: `paid-${c.clientId}`,
    });
    const investOn = nextTradeDate(paid.completedAt!, await loadTradeCalendar(db));

    const summary = await dashboard(c.token);
    // The total and the card are the valuation's; the RM 500 is beside them, never inside.
    expect(summary).toMatchObject({
      asOf: '2026-01-08',
      totalValue: '1000.00',
      netDeposits: '1000.00',
      paidSinceValuation: '500.00',
      hasProcessingDeposit: true,
    });
    expect(summary.portfolios[0]).toMatchObject({
      value: '1000.00',
      totalReturn: '0.00',
      paidSinceValuation: '500.00',
    });
    expect(summary.pending).toEqual([
      expect.objectContaining({
        id: paid.guid,
        type: 'DEPOSIT',
        status: 'COMPLETED',
        stage: 'TO_BE_INVESTED',
        tradeDate: investOn,
        amount: '500.00',
      }),
    ]);

    // A switch under way shows on its card and in the list, with its trade date.
    const switched = await insertSwitch(db, {
      clientId: c.clientId,
      portfolioId: p.id,
      fromRiskLevel: 3,
      toRiskLevel: 2,
      tradeDate: investOn,
    });
    await recordTransaction(db, {
      clientId: c.clientId,
      portfolioId: p.id,
      type: 'REBALANCE',
      status: 'PENDING',
      amountSen: null,
      sourceType: 'portfolio_switch',
      sourceId: switched.guid,
      details: { switchId: switched.guid, fromRiskLevel: 3, toRiskLevel: 2, tradeDate: investOn },
    });
    const switching = await dashboard(c.token);
    expect(switching.portfolios[0]!.switchInProgress).toMatchObject({ toRiskLevel: 2, tradeDate: investOn });
    expect(switching.pending.map((i) => [i.type, i.stage, i.tradeDate])).toEqual(
      expect.arrayContaining([
        ['REBALANCE', 'REQUESTED', investOn],
        ['DEPOSIT', 'TO_BE_INVESTED', investOn],
      ]),
    );

    // Once that date's invest step has run, the deposit is no longer in progress.
    await db.insert(tradeRuns).values({
      tradeDate: investOn,
      status: 'RUNNING',
      steps: { invest: { completedAt: new Date().toISOString() } },
    });
    const invested = await dashboard(c.token);
    expect(invested.hasProcessingDeposit).toBe(false);
    expect(invested.pending.filter((i) => i.type === 'DEPOSIT')).toEqual([]);
  });

  it('the status gate: a suspended client gets no figures; no token gets 401', async () => {
    const c = await client();
    await db.update(clients).set({ status: 'SUSPEND' }).where(eq(clients.clientId, c.clientId));
    for (const url of [ApiPaths.dashboard.getDashBoardSummary, ApiPaths.performance]) {
      const response = await get(url, c.token);
      expect(response.status).toBe(403);
      expect(errorBodySchema.parse(await response.json()).code).toBe('ACCOUNT_STATUS');
      expect((await server.fetch(url)).status).toBe(401);
    }
  });
});

const toSen = (ringgit: string) => BigInt(ringgit.replace('.', ''));
/** a ÷ b (both positive) rounded half-even to a whole number. */
function divideHalfEven(a: bigint, b: bigint): bigint {
  const quotient = a / b;
  const twice = (a % b) * 2n;
  return twice > b || (twice === b && quotient % 2n === 1n) ? quotient + 1n : quotient;
}
