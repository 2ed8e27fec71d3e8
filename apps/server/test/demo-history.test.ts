import { ApiPaths } from '@harta/contracts/paths';
import { dashboardSummaryResponseSchema, performanceResponseSchema } from '@harta/contracts/schemas/returns';
import { requestStatementReplySchema } from '@harta/contracts/schemas/statements';
import { onlineTransactionsResponseSchema, type OnlineTransactionsPage } from '@harta/contracts/schemas/payments';
import { getFinancialInfoResponseSchema } from '@harta/contracts/schemas/registration-financial';
import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMarketData, tradeSteps } from '../src/app';
import { clients } from '../src/db/schema/clients';
import { portfolioSwitches } from '../src/db/schema/portfolio-switches';
import { clientTransactions } from '../src/db/schema/transactions';
import { withdrawals } from '../src/db/schema/withdrawals';
import { DEMO_HISTORY, seedDemoHistory } from '../src/seed/demo-history';
import { seedDemoApplication } from '../src/modules/backoffice/demo-application';
import { createFileStore } from '../src/modules/files/file-store';
import { conservationViolations, findMovementViolations, moneyFigures } from '../src/modules/ledger/money-checks';
import { clientApplications } from '../src/db/schema/review';
import { DEMO_SHARIAH_PORTFOLIO, seedDemoPortfolios, seedDemoShariahPortfolio } from '../src/seed/demo-portfolios';
import { dividendDeclarations, dividendPayments } from '../src/db/schema/dividends';
import { etfs } from '../src/db/schema/portfolio';
import { portfolios } from '../src/db/schema/portfolios';
import { SHARIAH_FACTS } from '../src/modules/investment-profile/reference-data';
import { formatSen } from '@harta/contracts/money';
import { testDatabases, type TestDatabase } from './databases';
import { pdfText } from './helpers/pdf-text';
import { bearer, startServer, type StartedServer } from './helpers/start-server';

/**
 * The demo client's five years of history (docs/returns.md "Demo history"), seeded through the production trade
 * run on the simulated market, then read back through the API a newcomer's browser calls.
 */
const NOW = new Date('2026-11-26T04:00:00Z');
const LAST_DATE = '2026-11-25';
const quiet = { error: () => undefined, warn: () => undefined };

describe.each(testDatabases())('demo history on $name', (kind) => {
  let database: TestDatabase;
  let server: StartedServer;
  let token: string;
  let clientId: number;

  beforeAll(async () => {
    database = await kind.open();
    server = await startServer({ database, env: { BUREAU_SANDBOX_DELAY_MS: '0' } });
    const [row] = await database.db.select().from(clients).where(eq(clients.emailAddress, 'demo@example.com'));
    clientId = row!.clientId;
    // The application a first start seeds: demo@ went through onboarding, approved by the demo staff member.
    const files = { store: createFileStore(server.config), encryptionKey: server.config.files.encryptionKey };
    await seedDemoApplication(database.db, files, 'demo@example.com', { staffEmail: 'staff@example.com' });
    // The Shariah investor joins the same history (its investment profile answered yes: a Shariah first goal).
    await seedDemoApplication(database.db, files, DEMO_SHARIAH_PORTFOLIO.email, { staffEmail: 'staff@example.com' });
    await seedDemoPortfolios(database.db);
    await seedDemoShariahPortfolio(database.db);
  }, 120_000);
  afterAll(async () => {
    await server?.close();
    await database?.dispose();
  });

  const seed = () =>
    seedDemoHistory(database.db, {
      steps: tradeSteps(database, { mailer: undefined, log: quiet }),
      marketData: createMarketData(),
      now: NOW,
    });

  it('gives the demo client five years of deposits, a withdrawal and a switch, valued every trading day', async () => {
    const report = await seed();
    token = (await server.login('demo@example.com', 'Demo@1234')).access_token;
    // 61 monthly dates (Nov 2021 … Nov 2026), a deposit into each of the two goals on each.
    expect(report).toMatchObject({ seeded: true, deposits: 122, shariahDeposits: 61, valuedThrough: LAST_DATE });
    expect(report.tradeDates).toBe(63);

    const byType = await database.db
      .select({ type: clientTransactions.type, status: clientTransactions.status, n: count() })
      .from(clientTransactions)
      .where(eq(clientTransactions.clientId, clientId))
      .groupBy(clientTransactions.type, clientTransactions.status);
    const n = (type: string, status = 'COMPLETED') =>
      byType.find((r) => r.type === type && r.status === status)?.n ?? 0;
    expect(n('DEPOSIT')).toBe(122);
    expect(n('WITHDRAWAL')).toBe(1);
    expect(n('REBALANCE')).toBeGreaterThanOrEqual(1);
    // A fee each month for each goal, collected on the next month's first trade date.
    expect(n('FEE')).toBe(120);
    // Every fund held pays twice a year (seed/demo-dividends.ts); the US-listed ones with tax withheld.
    expect(n('DIVIDEND')).toBeGreaterThanOrEqual(9 * 2);
    expect(n('WITHHOLDING_TAX')).toBeGreaterThanOrEqual(9);
    expect(byType.filter((r) => r.status !== 'COMPLETED')).toEqual([]);

    // Each transaction carries the day it happened, not the day the seed ran.
    const [first] = await database.db
      .select({ at: sql<string>`min(${clientTransactions.createdAt})::text` })
      .from(clientTransactions)
      .where(eq(clientTransactions.clientId, clientId));
    expect(first!.at.slice(0, 10)).toBe('2021-11-01');
    const [switched] = await database.db
      .select()
      .from(portfolioSwitches)
      .where(eq(portfolioSwitches.clientId, clientId));
    expect(switched).toMatchObject({ status: 'COMPLETED', tradeDate: '2025-05-12', executedDate: '2025-05-12' });
    const [paid] = await database.db
      .select()
      .from(withdrawals)
      .where(and(eq(withdrawals.clientId, clientId), eq(withdrawals.status, 'PAID')));
    expect(paid).toMatchObject({ amountSen: DEMO_HISTORY.withdrawal.amountSen, tradeDate: '2024-05-15' });

    // What the dashboard shows derives from the ledger: net deposits are exactly the money in less the money out.
    const deposited =
      DEMO_HISTORY.firstDepositSen + 60n * DEMO_HISTORY.monthlyDepositSen + 61n * DEMO_HISTORY.secondMonthlyDepositSen;
    const net = deposited - DEMO_HISTORY.withdrawal.amountSen;
    const dashboard = dashboardSummaryResponseSchema.parse(
      await (await server.fetch(ApiPaths.dashboard.getDashBoardSummary, { headers: bearer(token) })).json(),
    ).result;
    expect(dashboard.asOf).toBe(LAST_DATE);
    expect(dashboard.netDeposits).toBe((Number(net) / 100).toFixed(2));
    expect(dashboard.totalReturnRate).not.toBeNull();

    const performance = performanceResponseSchema.parse(
      await (await server.fetch(ApiPaths.performance, { headers: bearer(token) })).json(),
    ).result;
    expect(performance.series.dates[0]).toBe('2021-11-01');
    expect(performance.series.dates.at(-1)).toBe(LAST_DATE);
    for (const ret of performance.returns) {
      expect(ret.twr, ret.period).not.toBeNull();
      expect(ret.mwr, ret.period).not.toBeNull();
    }
  }, 600_000);

  it('seeds once: a restart finds the history and adds nothing', async () => {
    const before = await database.db
      .select({ n: count() })
      .from(clientTransactions)
      .where(eq(clientTransactions.clientId, clientId));
    expect(await seed()).toMatchObject({ seeded: false });
    expect(
      await database.db
        .select({ n: count() })
        .from(clientTransactions)
        .where(eq(clientTransactions.clientId, clientId)),
    ).toEqual(before);
  });

  it("a past month's statement is produced on demand with that month's deposits", async () => {
    const response = await server.fetch(ApiPaths.statements.list, {
      method: 'POST',
      headers: { ...bearer(token), 'content-type': 'application/json' },
      body: JSON.stringify({ period: '2024-05' }),
    });
    expect(response.status).toBe(201);
    const statement = requestStatementReplySchema.parse(await response.json()).result;
    const pdf = Buffer.from(
      await (
        await server.fetch(ApiPaths.statements.file(statement.statement.id), { headers: bearer(token) })
      ).arrayBuffer(),
    );
    const text = await pdfText(pdf);
    expect(text).toContain('Retirement');
    expect(text).toContain('Online banking, Maybank');
    expect(text).toContain('5,000.00');
  }, 120_000);

  it('pays each deposit online: Online payments lists them, each with its deposit, on its day', async () => {
    const items: OnlineTransactionsPage['items'] = [];
    let cursor: string | null = null;
    do {
      const query: URLSearchParams = new URLSearchParams({ limit: '100', ...(cursor ? { cursor } : {}) });
      const page: OnlineTransactionsPage = onlineTransactionsResponseSchema.parse(
        await (
          await server.fetch(`${ApiPaths.clientProfile.onlineTransactions}?${query}`, { headers: bearer(token) })
        ).json(),
      ).result;
      items.push(...page.items);
      cursor = page.nextCursor;
    } while (cursor);
    expect(items).toHaveLength(122);
    expect(new Set(items.map((i) => i.status))).toEqual(new Set(['SUCCESS']));
    expect(new Set(items.map((i) => i.bankName))).toEqual(new Set(['Maybank']));
    // Paid the morning of the history's first date, not when the seed ran.
    const oldest = items.at(-1)!;
    expect(oldest).toMatchObject({ amount: '10000.00', portfolioName: 'Retirement' });
    expect(oldest.createdAt.slice(0, 10)).toBe('2021-11-01');
    expect(oldest.finalAt?.slice(0, 10)).toBe('2021-11-01');

    // Each DEPOSIT row is the order's, with the gateway's reference, as a real payment's is.
    const deposits = await database.db
      .select({ sourceType: clientTransactions.sourceType, details: clientTransactions.details })
      .from(clientTransactions)
      .where(and(eq(clientTransactions.clientId, clientId), eq(clientTransactions.type, 'DEPOSIT')));
    expect(new Set(deposits.map((d) => d.sourceType))).toEqual(new Set(['payment_order']));
    // The client's reference is the order id everywhere; the gateway's own id is the payment's bank reference.
    const orderIds = new Set(items.map((i) => i.reference));
    const bankReferences = new Set(items.map((i) => i.bankReference));
    expect(orderIds.size).toBe(122);
    expect(bankReferences.size).toBe(122);
    for (const d of deposits) {
      const details = d.details as { orderId: string; reference: string };
      expect(orderIds.has(details.orderId)).toBe(true);
      expect(bankReferences.has(details.reference)).toBe(true);
    }

    // The books balance, and every settled order has its settle journal (the reconciliation's pairing).
    expect(conservationViolations(await moneyFigures(database.db))).toEqual([]);
    expect((await findMovementViolations(database.db)).deposits).toEqual([]);
    expect((await findMovementViolations(database.db)).dividends).toEqual([]);
  });

  it('dates every movement on its day: the withdrawal and the switch completed when they happened', async () => {
    const late = await database.db
      .select({
        type: clientTransactions.type,
        created: clientTransactions.createdAt,
        completed: clientTransactions.completedAt,
      })
      .from(clientTransactions)
      .where(
        and(
          eq(clientTransactions.clientId, clientId),
          sql`(${clientTransactions.completedAt} at time zone 'Asia/Kuala_Lumpur')::date
                <> (${clientTransactions.createdAt} at time zone 'Asia/Kuala_Lumpur')::date`,
        ),
      );
    expect(late).toEqual([]);
    const [withdrawal] = await database.db
      .select({ completed: sql<string>`(${clientTransactions.completedAt} at time zone 'Asia/Kuala_Lumpur')::text` })
      .from(clientTransactions)
      .where(and(eq(clientTransactions.clientId, clientId), eq(clientTransactions.type, 'WITHDRAWAL')));
    expect(withdrawal!.completed.slice(0, 10)).toBe('2024-05-15');
    const [switched] = await database.db
      .select({ completed: sql<string>`(${portfolioSwitches.completedAt} at time zone 'Asia/Kuala_Lumpur')::text` })
      .from(portfolioSwitches)
      .where(eq(portfolioSwitches.clientId, clientId));
    expect(switched!.completed.slice(0, 10)).toBe('2025-05-12');
  });

  it('onboarded the client before its first deposit, with a financial section that saves as it is', async () => {
    const [application] = await database.db
      .select()
      .from(clientApplications)
      .where(eq(clientApplications.clientId, clientId));
    expect(application!.submittedAt.toISOString() < '2021-11-01').toBe(true);
    expect(application!.decidedAt!.getTime()).toBeGreaterThan(application!.submittedAt.getTime());
    expect(application!.decidedAt!.toISOString() < '2021-11-01').toBe(true);

    // My Profile's first save of the financial section sends what is on record.
    const info = getFinancialInfoResponseSchema.parse(
      await (await server.fetch(ApiPaths.registration.getfinancialInfoByClientId, { headers: bearer(token) })).json(),
    ).result!;
    const response = await server.fetch(ApiPaths.clientProfile.updateIncomeInformation, {
      method: 'POST',
      headers: { ...bearer(token), 'content-type': 'application/json' },
      body: JSON.stringify({
        employmentStatus: info.employmentStatus,
        occupation: info.occupation,
        businessType: info.businessType,
        employerName: info.employerName,
        annualIncome: info.annualIncome,
        netWorth: info.netWorth,
        sourceOfFunds: info.sourceOfFunds,
        hasDomesticRinggitBorrowing: info.hasDomesticRinggitBorrowing,
        borrowingUndertaking: true,
      }),
    });
    expect(response.status, await response.clone().text()).toBe(200);
  });

  it("the Shariah investor's goal holds only Shariah funds and sets aside ratio × net dividend of each, to the sen", async () => {
    const [amin] = await database.db
      .select()
      .from(clients)
      .where(eq(clients.emailAddress, DEMO_SHARIAH_PORTFOLIO.email));
    const [goal] = await database.db.select().from(portfolios).where(eq(portfolios.clientId, amin!.clientId));
    expect(goal).toMatchObject({ goalName: DEMO_SHARIAH_PORTFOLIO.goalName, shariah: true });

    // Every fund the goal holds now (its units' balance) is a certified one.
    const held = (
      (await database.db.execute(sql`
        select a.asset from ledger_accounts a join ledger_postings p on p.account_id = a.id
         where a.kind = 'CLIENT_UNITS' and a.portfolio_id = ${goal!.id}
         group by a.asset having sum(p.amount) <> 0`)) as unknown as { rows: { asset: string }[] }
    ).rows.map((r) => r.asset);
    expect(held.length).toBeGreaterThan(3);
    for (const ticker of held) expect(SHARIAH_FACTS, ticker).toHaveProperty([ticker]);

    // Each distribution it received: purification = ⌈(gross − tax) × ratio⌉ in sen, the ratio read as millionths.
    const paid = await database.db
      .select({
        ticker: dividendDeclarations.ticker,
        ratio: dividendDeclarations.purificationRatio,
        assetClass: etfs.assetClass,
        grossSen: dividendPayments.grossSen,
        taxSen: dividendPayments.taxSen,
        purificationSen: dividendPayments.purificationSen,
      })
      .from(dividendPayments)
      .innerJoin(dividendDeclarations, eq(dividendDeclarations.id, dividendPayments.declarationId))
      .innerJoin(etfs, eq(etfs.ticker, dividendDeclarations.ticker))
      .where(eq(dividendPayments.portfolioId, goal!.id));
    const millionths = (ratio: string) => {
      const [whole, fraction = ''] = ratio.split('.');
      return BigInt(whole!) * 1_000_000n + BigInt(fraction.padEnd(6, '0').slice(0, 6));
    };
    expect(paid.length).toBeGreaterThanOrEqual(7 * 8);
    let purified = 0;
    for (const p of paid) {
      const expected = ((p.grossSen - p.taxSen) * millionths(p.ratio) + 999_999n) / 1_000_000n;
      expect(p.purificationSen, `${p.ticker} ${p.ratio}`).toBe(expected);
      // Shariah equity and REIT funds publish a ratio (seed/demo-dividends.ts); sukuk profit and gold are clean.
      expect(millionths(p.ratio) > 0n, p.ticker).toBe(p.assetClass === 'EQUITY' || p.assetClass === 'REIT');
      if (p.purificationSen > 0n) purified += 1;
    }
    expect(purified).toBeGreaterThanOrEqual(4 * 8);
    // The client's PURIFICATION rows are exactly those amounts.
    const rows = await database.db
      .select({ amountSen: clientTransactions.amountSen })
      .from(clientTransactions)
      .where(and(eq(clientTransactions.clientId, amin!.clientId), eq(clientTransactions.type, 'PURIFICATION')));
    expect(rows.map((r) => r.amountSen).sort()).toEqual(
      paid
        .filter((p) => p.purificationSen > 0n)
        .map((p) => p.purificationSen)
        .sort(),
    );

    // demo@'s goals are conventional: nothing of theirs is purified.
    const demoPurified = await database.db
      .select({ n: count() })
      .from(clientTransactions)
      .where(and(eq(clientTransactions.clientId, clientId), eq(clientTransactions.type, 'PURIFICATION')));
    expect(demoPurified[0]!.n).toBe(0);
  });

  it("the Shariah investor's annual statement of a past year gives the year's purification, in English and Malay", async () => {
    const aminToken = (await server.login(DEMO_SHARIAH_PORTFOLIO.email, 'Demo@1234')).access_token;
    const [amin] = await database.db
      .select()
      .from(clients)
      .where(eq(clients.emailAddress, DEMO_SHARIAH_PORTFOLIO.email));
    const [year] = (
      (await database.db.execute(sql`
        select coalesce(sum(amount_sen), 0)::text as total from client_transactions
         where client_id = ${amin!.clientId} and type = 'PURIFICATION'
           and extract(year from created_at at time zone 'Asia/Kuala_Lumpur') = 2025`)) as unknown as {
        rows: { total: string }[];
      }
    ).rows;
    const total = BigInt(year!.total);
    expect(total).toBeGreaterThan(0n);
    const statementText = async (period: string, language: 'en' | 'ms') => {
      const response = await server.fetch(ApiPaths.statements.list, {
        method: 'POST',
        headers: { ...bearer(aminToken), 'content-type': 'application/json' },
        body: JSON.stringify({ period, language }),
      });
      expect(response.status).toBe(201);
      const { statement } = requestStatementReplySchema.parse(await response.json()).result;
      const file = await server.fetch(ApiPaths.statements.file(statement.id), { headers: bearer(aminToken) });
      return pdfText(Buffer.from(await file.arrayBuffer()));
    };
    expect(await statementText('2025', 'en')).toContain(
      `Purification set aside for charity this year RM ${formatSen(total)}`,
    );
    expect(await statementText('2025', 'ms')).toContain(
      `Penyucian diasingkan untuk amal tahun ini RM ${formatSen(total)}`,
    );
  }, 120_000);
});
