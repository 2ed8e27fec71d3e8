import { approvalResponseSchema, sentForApprovalResponseSchema } from '@harta/contracts/schemas/approvals';
import { ApiPaths } from '@harta/contracts/paths';
import { tradeRunPreviewResponseSchema, tradeRunResponseSchema } from '@harta/contracts/schemas/trading';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/connection';
import { systemParameters } from '../src/db/schema/reference-data';
import { tradeOrders, tradeRuns, transfers } from '../src/db/schema/trading';
import { ensureInvestmentReferenceData } from '../src/modules/investment-profile/reference-data';
import { fillFromProvider } from '../src/modules/market-data/price-store';
import { investKey } from '../src/modules/trading/invest-step';
import { loadTradeCalendar, tradeDateOfRequest } from '../src/modules/trading/trade-calendar-settings';
import type { MarketDataProvider } from '../src/providers/market-data/market-data-provider';
import { testDatabases, type TestDatabase } from './databases';
import { createTestClient } from './helpers/registration-clients';
import { bearer, startServer, type StartedServer } from './helpers/start-server';
import { createPortfolio, depositCash, testMarketData } from './helpers/trading-fixtures';

/**
 * Trade dates with cut-offs and calendars (docs/money.md "Trade dates", "Trade run"), through the staff routes of a
 * running server whose trade clock the test moves. Thursday 27 Aug 2026 (T1) has its cut-off at 15:00 Malaysia time,
 * 07:00 UTC. Monday 31 Aug 2026 is National Day (Bursa Malaysia closed); Thursday 26 Nov 2026 is Thanksgiving
 * (NYSE closed); both are in the seeded holiday list.
 */
const T1 = '2026-08-27';
const T2 = '2026-08-28';
const CUTOFF_T1 = new Date('2026-08-27T07:00:00Z');
/** The sandbox without VTI's close of this date: the US exchange's closes are not all in. */
const VTI_MISSING = '2026-09-02';
const at = (iso: string) => new Date(iso);

function withoutVtiClose(provider: MarketDataProvider): MarketDataProvider {
  return {
    name: `${provider.name} (no VTI on ${VTI_MISSING})`,
    symbols: provider.symbols,
    tradingDays: (from, to) => provider.tradingDays(from, to),
    closes: async (from, to) =>
      (await provider.closes(from, to)).filter((c) => !(c.date === VTI_MISSING && c.symbol === 'VTI')),
  };
}

async function ordersOn(db: Db, tradeDate: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(tradeOrders)
    .where(eq(tradeOrders.tradeDate, tradeDate));
  return Number(row!.n);
}

async function traded(db: Db, key: string): Promise<boolean> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(tradeOrders)
    .where(eq(tradeOrders.tradeKey, key));
  return Number(row!.n) > 0;
}

describe.each(testDatabases())('trade cut-offs and calendars on $name', (kind) => {
  let database: TestDatabase;
  let db: Db;
  let server: StartedServer;
  let staff: string;
  let clock = at('2026-08-28T01:00:00Z'); // Friday 09:00 Malaysia time
  const portfolio = { early: 0, late: 0, target: 0 };

  let checker: string;
  /**
   * Staff ask for the run and a second member approves it (four eyes, docs/backoffice.md): answers the run's own
   * answer, as the route gave it before four eyes: the summary (200) or the refusal (409), whichever step refused.
   */
  const run = async (tradeDate: string): Promise<Response> => {
    const sent = await server.fetch(ApiPaths.backofficeTrading.tradeRuns, {
      method: 'POST',
      headers: { ...bearer(staff), 'content-type': 'application/json' },
      body: JSON.stringify({ tradeDate }),
    });
    if (sent.status !== 202) return sent;
    const request = sentForApprovalResponseSchema.parse(await sent.json()).result;
    const approval = await server.fetch(ApiPaths.backofficeApprovals.approve(request.id), {
      method: 'POST',
      headers: bearer(checker),
    });
    if (approval.status !== 200) return approval;
    const decided = approvalResponseSchema.parse(await approval.json()).result;
    return new Response(JSON.stringify({ result: decided.result }), { status: 200 });
  };
  const preview = async (tradeDate?: string) => {
    const query = tradeDate ? `?tradeDate=${tradeDate}` : '';
    const res = await server.fetch(`${ApiPaths.backofficeTrading.tradeRunPreview}${query}`, { headers: bearer(staff) });
    expect(res.status).toBe(200);
    return tradeRunPreviewResponseSchema.parse(await res.json()).result;
  };

  beforeAll(async () => {
    database = await kind.open();
    db = database.db;
    await ensureInvestmentReferenceData(db);
    const marketData = withoutVtiClose(testMarketData());
    await fillFromProvider(db, marketData, '2026-08-17', '2026-09-04');
    server = await startServer({ database, tradeClock: () => clock, marketData });
    staff = (await server.login('staff@example.com', 'Staff@1234')).access_token;
    checker = (await server.login('operations@example.com', 'Staff@1234')).access_token;
    const { clientId } = await createTestClient(db, { email: `cutoff-${kind.name}@example.com`, status: 'ACTIVE' });
    portfolio.early = (await createPortfolio(db, clientId)).id;
    portfolio.late = (await createPortfolio(db, clientId)).id;
    portfolio.target = (await createPortfolio(db, clientId)).id;
    // RM 1,000 settled one second before T1's cut-off, RM 500 one second after it.
    await depositCash(db, portfolio.early, 100_000n, new Date(CUTOFF_T1.getTime() - 1_000));
    await depositCash(db, portfolio.late, 50_000n, new Date(CUTOFF_T1.getTime() + 1_000));
    // A transfer of RM 100 out of the early portfolio, requested for T1: its proceeds are the target's to invest at T1.
    await db.insert(transfers).values({
      clientId,
      fromPortfolioId: portfolio.early,
      toPortfolioId: portfolio.target,
      requestedSen: 10_000n,
      tradeDate: T1,
    });
  }, 120_000);
  afterAll(async () => {
    await server?.close();
    await database?.dispose();
  });

  it('previews the date due: what settled before its cut-off, what waits, the requests, and that it may run', async () => {
    const due = await preview();
    expect(due).toMatchObject({
      tradeDate: T1,
      due: true,
      cutoffTime: '15:00',
      cutoffAt: CUTOFF_T1.toISOString(),
      cutoffPassed: true,
      runnable: true,
      blockedReason: null,
      lastRun: null,
      toInvest: { count: 1, amount: '1000.00' },
      waiting: { count: 1, amount: '500.00' },
      withdrawals: { count: 0, amount: '0.00', all: 0 },
      transfers: { count: 1, amount: '100.00', all: 0 },
      switches: { count: 0 },
      rebalances: { count: 0 },
    });
    expect(due.closes).toMatchObject({ complete: true, usdMyr: true, bursa: { missing: [] }, us: { missing: [] } });
  });

  it('invests at T only the cash settled before its cut-off; one second after waits for the next date', async () => {
    const res = await run(T1);
    expect(res.status).toBe(200);
    const { result } = tradeRunResponseSchema.parse(await res.json());
    // The early deposit and the transfer's proceeds in the target; the late RM 500 waits.
    expect(result.steps.invest).toMatchObject({ invested: 2, waitingSen: '50000' });
    expect(await traded(db, investKey(T1, portfolio.early))).toBe(true);
    expect(await traded(db, investKey(T1, portfolio.target))).toBe(true);
    expect(await traded(db, investKey(T1, portfolio.late))).toBe(false);

    // The date due is now the next trade date, never the one just run.
    const next = await preview();
    expect(next).toMatchObject({ tradeDate: T2, due: true, cutoffPassed: false, runnable: false });
    expect(next.blockedReason).toContain('cut-off');
    expect(next.toInvest).toMatchObject({ count: 1, amount: '500.00' });

    clock = at('2026-08-29T01:00:00Z'); // Saturday 09:00: T2's cut-off has passed
    const second = await run(T2);
    expect(second.status).toBe(200);
    expect(await traded(db, investKey(T2, portfolio.late))).toBe(true);
  });

  it('a rerun of a date places nothing twice', async () => {
    const before = await ordersOn(db, T1);
    const res = await run(T1);
    expect(res.status).toBe(200);
    const { result } = tradeRunResponseSchema.parse(await res.json());
    expect(result.steps.invest).toMatchObject({ invested: 0 });
    expect(result.steps.transfers).toMatchObject({ completed: 0 });
    expect(await ordersOn(db, T1)).toBe(before);
  });

  it('refuses a future date, a date before its cut-off, a holiday, a weekend and a date without all its closes', async () => {
    const refusal = async (tradeDate: string): Promise<unknown> => {
      const res = await run(tradeDate);
      expect(res.status).toBe(409);
      return res.json();
    };
    const text = (body: unknown) => JSON.stringify(body);

    clock = at('2026-09-01T06:00:00Z'); // Tuesday 1 Sep, 14:00 Malaysia time
    expect(text(await refusal('2026-09-02'))).toContain('in the future');
    expect(text(await refusal('2026-09-01'))).toContain('cut-off of 1 Sep 2026 (15:00 Malaysia time) has not passed');
    expect(text(await refusal('2026-08-31'))).toContain('National Day, Bursa Malaysia');
    expect(text(await refusal('2026-08-29'))).toContain('a weekend');

    clock = at('2026-09-03T01:00:00Z'); // Thursday 3 Sep: 2 Sep is past, but VTI's close of that date never came
    expect(text(await refusal(VTI_MISSING))).toContain('US exchange (VTI)');
    // Nothing ran: no run recorded, nothing traded.
    expect(await db.select().from(tradeRuns).where(eq(tradeRuns.tradeDate, VTI_MISSING))).toEqual([]);
    expect(await ordersOn(db, VTI_MISSING)).toBe(0);
    const blocked = await preview(VTI_MISSING);
    expect(blocked).toMatchObject({
      runnable: false,
      rebalances: null,
      closes: { complete: false, us: { missing: ['VTI'] } },
    });
  });

  it('exchange holidays move the trade date of a request, whichever exchange is closed', async () => {
    // Friday 28 Aug 16:00 (after the cut-off): Monday is National Day on Bursa Malaysia, so Tuesday.
    expect(await tradeDateOfRequest(db, at('2026-08-28T08:00:00Z'))).toBe('2026-09-01');
    // Wednesday 25 Nov at 15:00 exactly (the cut-off): Thursday is Thanksgiving on the NYSE, so Friday.
    expect(await tradeDateOfRequest(db, at('2026-11-25T07:00:00Z'))).toBe('2026-11-27');
    expect(await tradeDateOfRequest(db, at('2026-11-25T06:59:59Z'))).toBe('2026-11-25');

    // A closure staff add in the reference data applies as soon as a second member (an administrator) approves it
    // (four eyes, docs/backoffice.md).
    const res = await server.fetch(ApiPaths.backofficeReferenceData.items('EXCHANGE_HOLIDAY'), {
      method: 'POST',
      headers: { ...bearer(staff), 'content-type': 'application/json' },
      body: JSON.stringify({ code: 'XNYS:2026-09-03', label: 'Unscheduled closure' }),
    });
    expect(res.status).toBe(202);
    expect(await tradeDateOfRequest(db, at('2026-09-02T08:00:00Z'))).toBe('2026-09-03');
    const request = sentForApprovalResponseSchema.parse(await res.json()).result;
    const admin = (await server.login('admin@example.com', 'Staff@1234')).access_token;
    const approval = await server.fetch(ApiPaths.backofficeApprovals.approve(request.id), {
      method: 'POST',
      headers: bearer(admin),
    });
    expect(approval.status).toBe(200);
    expect(await tradeDateOfRequest(db, at('2026-09-02T08:00:00Z'))).toBe('2026-09-04');
    const bad = await server.fetch(ApiPaths.backofficeReferenceData.items('EXCHANGE_HOLIDAY'), {
      method: 'POST',
      headers: { ...bearer(staff), 'content-type': 'application/json' },
      body: JSON.stringify({ code: 'XKLS:2026-02-30', label: 'No such day' }),
    });
    expect(bad.status).toBe(400);
  });

  it('reads the cut-off from the system parameter TRADE.CUTOFF_TIME, and a bad value means 15:00', async () => {
    const setCutoff = (value: string) =>
      db
        .update(systemParameters)
        .set({ value })
        .where(and(eq(systemParameters.category, 'TRADE'), eq(systemParameters.key, 'CUTOFF_TIME')));
    expect((await loadTradeCalendar(db)).cutoffMinutes).toBe(15 * 60);
    // Friday 4 Sep at 16:00; Monday 7 Sep is Labor Day on the NYSE, so after the cut-off the date is Tuesday.
    const fridayAt16 = at('2026-09-04T08:00:00Z');
    expect(await tradeDateOfRequest(db, fridayAt16)).toBe('2026-09-08');
    await setCutoff('16:30');
    expect((await loadTradeCalendar(db)).cutoffMinutes).toBe(16 * 60 + 30);
    expect(await tradeDateOfRequest(db, fridayAt16)).toBe('2026-09-04');
    await setCutoff('4pm');
    expect(await tradeDateOfRequest(db, fridayAt16)).toBe('2026-09-08');
    await setCutoff('15:00');
  });
});
