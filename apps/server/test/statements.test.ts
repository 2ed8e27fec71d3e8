import { errorBodySchema } from '@harta/contracts/errors';
import { ApiPaths } from '@harta/contracts/paths';
import { transactionListingResponseSchema } from '@harta/contracts/schemas/transaction-listing';
import { requestStatementReplySchema, statementListResponseSchema } from '@harta/contracts/schemas/statements';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/connection';
import { auditLog } from '../src/db/schema/audit';
import { portfolios } from '../src/db/schema/portfolios';
import { clientContactInfo } from '../src/db/schema/registration';
import { clientStatements } from '../src/db/schema/statements';
import { clientTransactions } from '../src/db/schema/transactions';
import { portfolioValuations } from '../src/db/schema/valuations';
import { ensureInvestmentReferenceData } from '../src/modules/investment-profile/reference-data';
import { postJournal } from '../src/modules/ledger/post-journal';
import { importPricesCsv } from '../src/modules/market-data/price-store';
import { produceStatementsForPeriod } from '../src/modules/statements/statement-job';
import { monthPeriod, yearPeriod } from '../src/modules/statements/statement-period';
import { produceStatement, readStatementPdf } from '../src/modules/statements/statement-service';
import { testDatabases, type TestDatabase } from './databases';
import { pdfPages, pdfText } from './helpers/pdf-text';
import { createTestClient, TEST_CLIENT_PASSWORD } from './helpers/registration-clients';
import { bearer, startServer, type StartedServer } from './helpers/start-server';

/**
 * Monthly statements (docs/returns.md "Statements"): the PDF is parsed back to text and every figure is checked
 * against the data put in and against the API (transactions listing). Worked example, October 2026:
 *
 * Client 陈伟明, "Retirement" (snapshots inserted directly, as the valuation job would write them):
 *   31 Aug  value 10,000.00  flow +10,000.00  index 1            (money arrives)
 *   30 Sep  value  9,800.00  flow 0           index 0.98          ← opening of October
 *    5 Oct  value 11,900.00  flow +2,000.00   index 0.98 × (11,900 − 2,000) / 9,800 = 0.99
 *   30 Oct  value 13,640.01  flow 0           index 0.99 × 13,640.01 / 11,900 = 1.134757134454 ← closing
 *   TWR October = 1.134757134454 / 0.98 − 1 = 15.7915% → "+15.79%"; year to date = 1.134757134454 − 1 → "+13.48%".
 *   MWR October: XIRR of −9,800 (30 Sep), −2,000 (5 Oct), +13,640.01 (30 Oct) = 513.34% a year, over the 30 days
 *   (1 + 5.1334)^(30/365) − 1 = 16.08%; year to date: −10,000 (31 Aug), −2,000, +13,640.01 → 15.19% over 60 days.
 *   Net deposits +2,000.00, fees 8.50, gain 13,640.01 − 9,800.00 − 2,000.00 = +1,840.01.
 *   Holdings on 31 Oct (ledger by effective date; units granted on 3 Nov are not counted):
 *     VTI 10.500000 × US$250.123456 × 4.4321 = 11,640.00777… → 11,640.01; 0820EA 1,000.000000 × 1.50 = 1,500.00;
 *     cash 500.00; total 13,640.01 (= the closing snapshot).
 *   "House", opened on 14 Oct (mid-month): 15 Oct value 1,000.00 (flow +1,000.00, index 1), 30 Oct 1,010.00
 *   (index 1.01): opening 0.00, TWR +1.00%, MWR (1,000 → 1,010 over 15 days, brought back to the period) +1.00%.
 * Client முருகன் கிருஷ்ணன்: cash 5,000.00 untouched all October (no activity): both returns 0.00%.
 */

const PRICES = [
  'date,symbol,close',
  '2026-09-30,VTI,240.000000',
  '2026-09-30,USDMYR,4.400000',
  '2026-10-30,VTI,250.123456',
  '2026-10-30,0820EA,1.500000',
  '2026-10-30,USDMYR,4.432100',
  // After the month: must not be used for October.
  '2026-11-02,VTI,999.000000',
  '2026-11-02,USDMYR,5.000000',
].join('\n');

describe.each(testDatabases())('statements on $name', (kind) => {
  let database: TestDatabase;
  let db: Db;
  let server: StartedServer;
  let chen: { clientId: number; token: string };
  let murugan: { clientId: number; token: string };
  let nobody: { clientId: number; token: string };
  let retirement: number;
  let house: number;
  const october = monthPeriod(2026, 10);

  async function login(email: string, givenName: string, surName: string) {
    const c = await createTestClient(db, { email, status: 'ACTIVE', currentStep: 10, givenName, surName });
    return { clientId: c.clientId, token: (await server.login(email, TEST_CLIENT_PASSWORD)).access_token };
  }
  async function portfolio(clientId: number, goalName: string, createdAt: string) {
    const [row] = await db
      .insert(portfolios)
      .values({ clientId, goalName, riskLevel: 3, createdAt: new Date(createdAt) })
      .returning({ id: portfolios.id });
    return row!.id;
  }
  let journals = 0;
  async function cash(portfolioId: number, sen: bigint, effectiveDate: string) {
    journals += 1;
    await postJournal(db, {
      idempotencyKey: `statement-test:cash:${journals}`,
      kind: 'DEPOSIT',
      effectiveDate,
      postings: [
        { account: { kind: 'GATEWAY_CLEARING' }, amount: sen },
        { account: { kind: 'CLIENT_CASH', portfolioId }, amount: -sen },
      ],
    });
  }
  async function units(portfolioId: number, ticker: string, micro: bigint, effectiveDate: string) {
    journals += 1;
    await postJournal(db, {
      idempotencyKey: `statement-test:units:${journals}`,
      kind: 'INVEST',
      effectiveDate,
      postings: [
        { account: { kind: 'CUSTODY_UNITS', ticker }, amount: micro },
        { account: { kind: 'CLIENT_UNITS', portfolioId, ticker }, amount: -micro },
      ],
    });
  }
  async function snapshot(
    portfolioId: number,
    date: string,
    cashSen: bigint,
    investedSen: bigint,
    flow: bigint,
    cumulative: bigint,
    index: string,
  ) {
    await db.insert(portfolioValuations).values({
      portfolioId,
      valuationDate: date,
      cashSen,
      investedSen,
      valueSen: cashSen + investedSen,
      netFlowSen: flow,
      cumulativeFlowSen: cumulative,
      growthIndex: index,
    });
  }
  let sources = 0;
  async function transaction(
    portfolioId: number,
    clientId: number,
    at: string,
    type: string,
    status: string,
    sen: bigint | null,
    description: string,
  ) {
    sources += 1;
    await db.insert(clientTransactions).values({
      clientId,
      portfolioId,
      type,
      status,
      amountSen: sen,
      sourceType: 'statement-test',
      sourceId: String(sources),
      description,
      createdAt: new Date(at),
    });
  }
  const deps = () => server.app.statements;
  async function download(id: string, token: string) {
    return server.fetch(ApiPaths.statements.file(id), { headers: bearer(token) });
  }
  async function listed(token: string) {
    const response = await server.fetch(ApiPaths.statements.list, { headers: bearer(token) });
    expect(response.status).toBe(200);
    return statementListResponseSchema.parse(await response.json()).result.statements;
  }

  beforeAll(async () => {
    database = await kind.open();
    db = database.db;
    server = await startServer({ database });
    await ensureInvestmentReferenceData(db);
    expect(await importPricesCsv(db, PRICES, new Set(['VTI', '0820EA', 'USDMYR']))).toMatchObject({ errors: [] });

    chen = await login('chen@example.com', '陈伟明', '');
    murugan = await login('murugan@example.com', 'முருகன்', 'கிருஷ்ணன்');
    nobody = await login('no-portfolio@example.com', 'Nur Aisyah', 'binti Abdullah');
    await db.insert(clientContactInfo).values({
      clientId: chen.clientId,
      addressLine1: 'No. 12, Jalan Ampang',
      addressLine2: 'Taman Melati',
      postcode: '50450',
      city: 'Kuala Lumpur',
      state: 'Wilayah Persekutuan',
      country: 'Malaysia',
    });

    retirement = await portfolio(chen.clientId, 'Retirement', '2026-08-20T02:00:00Z');
    house = await portfolio(chen.clientId, 'House', '2026-10-14T02:00:00Z');
    const savings = await portfolio(murugan.clientId, 'Savings', '2026-09-01T02:00:00Z');

    await cash(retirement, 50_000n, '2026-10-05');
    await units(retirement, 'VTI', 10_500_000n, '2026-09-01');
    await units(retirement, '0820EA', 1_000_000_000n, '2026-10-06');
    await units(retirement, 'VTI', 5_000_000n, '2026-11-03'); // November: not on October's statement
    await cash(house, 1_000n, '2026-10-15');
    await units(house, '0820EA', 666_666_667n, '2026-10-16');
    await cash(savings, 500_000n, '2026-09-02');

    await snapshot(retirement, '2026-08-31', 1_000_000n, 0n, 1_000_000n, 1_000_000n, '1');
    await snapshot(retirement, '2026-09-30', 980_000n, 0n, 0n, 1_000_000n, '0.98');
    await snapshot(retirement, '2026-10-05', 1_190_000n, 0n, 200_000n, 1_200_000n, '0.99');
    await snapshot(retirement, '2026-10-30', 50_000n, 1_314_001n, 0n, 1_200_000n, '1.134757134454');
    await snapshot(house, '2026-10-15', 100_000n, 0n, 100_000n, 100_000n, '1');
    await snapshot(house, '2026-10-30', 1_000n, 100_000n, 0n, 100_000n, '1.01');
    await snapshot(savings, '2026-09-30', 500_000n, 0n, 0n, 500_000n, '1');
    await snapshot(savings, '2026-10-30', 500_000n, 0n, 0n, 500_000n, '1');

    await transaction(
      retirement,
      chen.clientId,
      '2026-09-28T03:00:00Z',
      'DEPOSIT',
      'COMPLETED',
      77_777n,
      'September deposit',
    );
    await transaction(
      retirement,
      chen.clientId,
      '2026-10-05T02:00:00Z',
      'DEPOSIT',
      'COMPLETED',
      200_000n,
      'FPX Maybank2u',
    );
    await transaction(retirement, chen.clientId, '2026-10-20T02:00:00Z', 'WITHDRAWAL', 'PENDING', null, 'To CIMB');
    // 23:30 on 31 Oct in Malaysia: still October.
    await transaction(
      retirement,
      chen.clientId,
      '2026-10-31T15:30:00Z',
      'FEE',
      'COMPLETED',
      850n,
      'Management fee October',
    );
    // 00:30 on 1 Nov in Malaysia: November.
    await transaction(
      retirement,
      chen.clientId,
      '2026-10-31T16:30:00Z',
      'DEPOSIT',
      'COMPLETED',
      66_666n,
      'November deposit',
    );
    await transaction(house, chen.clientId, '2026-10-15T02:00:00Z', 'DEPOSIT', 'COMPLETED', 100_000n, 'First deposit');
    // A server, three logins and the month's ledger, snapshots and transactions: more than one hook's usual minute
    // on a busy 2-core host.
  }, 180_000);
  afterAll(async () => {
    await server?.close();
    await database?.dispose();
  });

  it('the monthly job stores one statement per client with a portfolio, and a second run adds nothing', async () => {
    const logger = { info: () => undefined, warn: () => undefined, error: () => undefined };
    await produceStatementsForPeriod(deps(), october, logger);
    const rows = async () =>
      db
        .select()
        .from(clientStatements)
        .where(and(eq(clientStatements.kind, 'MONTHLY'), eq(clientStatements.periodStart, '2026-10-01')));
    const first = await rows();
    expect(first.filter((r) => r.clientId === chen.clientId)).toHaveLength(1);
    expect(first.filter((r) => r.clientId === murugan.clientId)).toHaveLength(1);
    expect(first.filter((r) => r.clientId === nobody.clientId)).toHaveLength(0);

    const again = await produceStatementsForPeriod(deps(), october, logger);
    expect(again.produced).toBe(0);
    const second = await rows();
    expect(second.map((r) => r.guid).sort()).toEqual(first.map((r) => r.guid).sort());
    expect((await listed(chen.token)).map((s) => s.period)).toEqual(['2026-10']);
  });

  it('prints the client, the period, values, holdings, transactions, fees and returns that the data and the API give', async () => {
    const [statement] = await listed(chen.token);
    expect(statement).toMatchObject({
      kind: 'MONTHLY',
      periodStart: '2026-10-01',
      periodEnd: '2026-10-31',
      portfolioCount: 2,
    });
    const response = await download(statement!.id, chen.token);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toContain('harta-statement-2026-10-en.pdf');
    const pdf = Buffer.from(await response.arrayBuffer());
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const pages = await pdfPages(pdf);
    const text = pages.map((p) => p.join(' ')).join('\n');

    // Who and when.
    for (const line of [
      '陈伟明',
      'No. 12, Jalan Ampang',
      'Taman Melati',
      '50450 Kuala Lumpur',
      'Wilayah Persekutuan',
      'Malaysia',
    ]) {
      expect(text).toContain(line);
    }
    expect(text).toContain('Monthly statement, October 2026');
    expect(text).toContain('1 Oct 2026 to 31 Oct 2026');
    // The summary row of each portfolio and the total: opening, net deposits, fees, gain, closing.
    expect(text).toMatch(/Retirement 9,800\.00 \+2,000\.00 8\.50 \+1,840\.01 13,640\.01/);
    expect(text).toMatch(/House 0\.00 \+1,000\.00 0\.00 \+10\.00 1,010\.00/);
    expect(text).toMatch(/Total 9,800\.00 \+3,000\.00 8\.50 \+1,850\.01 14,650\.01/);
    expect(text).toContain('Opening value (30 Sep 2026) RM 9,800.00');
    expect(text).toContain('Closing value (30 Oct 2026) RM 13,640.01');
    // Returns, worked out in the header comment.
    expect(text).toContain('Time-weighted return, this month +15.79%');
    expect(text).toContain('Money-weighted return, this month +16.08%');
    expect(text).toContain('Time-weighted return, year to date +13.48%');
    expect(text).toContain('Money-weighted return, year to date +15.19%');
    // Holdings on 31 Oct, priced at 30 Oct's closes (not November's), units as of October only.
    // Prices and rates with four decimals, as the web shows them (contracts format.ts).
    expect(text).toMatch(/VTI .*10\.500000 USD 250\.1235 4\.4321 11,640\.01/);
    expect(text).toMatch(/0820EA .*1,000\.000000 MYR 1\.5000 1,500\.00/);
    expect(text).toMatch(/Cash 500\.00 Total 13,640\.01/);
    expect(text).toMatch(/0820EA .*666\.666667 MYR 1\.5000 1,000\.00 Cash 10\.00 Total 1,010\.00/);
    expect(text).not.toContain('15.500000');
    expect(text).not.toContain('999.00');
    // The month's transactions, oldest first, exactly those the transactions API lists for October.
    const api = await server.fetch(`${ApiPaths.clientProfile.transactionListing}?from=2026-10-01&to=2026-10-31`, {
      headers: bearer(chen.token),
    });
    const items = transactionListingResponseSchema.parse(await api.json()).result.items;
    expect(items).toHaveLength(4);
    for (const item of items) expect(text).toContain(item.description!);
    expect(text).toMatch(/5 Oct 2026 Deposit FPX Maybank2u Completed 2,000\.00/);
    expect(text).toMatch(/20 Oct 2026 Withdrawal To CIMB Pending pending/);
    expect(text).toMatch(/31 Oct 2026 Management fee Management fee October Completed 8\.50/);
    expect(text).toMatch(/15 Oct 2026 Deposit First deposit Completed 1,000\.00/);
    expect(text).not.toContain('September deposit');
    expect(text).not.toContain('November deposit');
    // The mid-month portfolio: no opening, returns from its first money.
    expect(text).toContain('Opening value RM 0.00');
    expect(text).toMatch(
      /House[\s\S]*Time-weighted return, this month \+1\.00%[\s\S]*Money-weighted return, this month \+1\.00%/,
    );
    // The regulatory footer and the page number on every page.
    pages.forEach((page, i) => {
      const pageText = page.join(' ');
      expect(pageText).toContain('Capital Markets Services Licence');
      expect(pageText).toContain('not protected by Perbadanan Insurans Deposit Malaysia (PIDM)');
      expect(pageText).toContain('Investments may go down as well as up');
      expect(pageText).toContain('Securities Industry Dispute Resolution Center (SIDREC)');
      expect(pageText).toContain('within 14 days');
      expect(pageText).toContain(`Page ${i + 1} of ${pages.length}`);
    });
  });

  it('prints a Tamil name, and a month without activity with zero returns and no transactions', async () => {
    const [statement] = await listed(murugan.token);
    const text = await pdfText(Buffer.from(await (await download(statement!.id, murugan.token)).arrayBuffer()));
    expect(text).toContain('முருகன் கிருஷ்ணன்');
    expect(text).toMatch(/Savings 5,000\.00 0\.00 0\.00 0\.00 5,000\.00/);
    expect(text).toContain('No transactions in this period.');
    expect(text).toContain('Time-weighted return, this month 0.00%');
    expect(text).toContain('Money-weighted return, this month 0.00%');
  });

  it("answers 404 for another client's statement or an unknown id, and serves staff with an audit entry", async () => {
    const [chens] = await listed(chen.token);
    expect((await download(chens!.id, murugan.token)).status).toBe(404);
    expect((await download('00000000-0000-4000-8000-000000000000', chen.token)).status).toBe(404);
    expect((await download('not-a-uuid', chen.token)).status).toBe(400);
    expect((await server.fetch(ApiPaths.statements.file(chens!.id))).status).toBe(401);

    const staff = (await server.login('staff@example.com', 'Staff@1234')).access_token;
    const response = await download(chens!.id, staff);
    expect(response.status).toBe(200);
    const audits = await db.select().from(auditLog).where(eq(auditLog.action, 'statement.view'));
    expect(audits.map((a) => a.subjectId)).toContain(String(chen.clientId));
  });

  it('produces a past month on request once, and refuses open periods, bad periods and clients without a portfolio', async () => {
    const ask = (period: unknown, token = chen.token) =>
      server.fetch(ApiPaths.statements.request, {
        method: 'POST',
        headers: { ...bearer(token), 'content-type': 'application/json' },
        body: JSON.stringify({ period }),
      });
    const first = await ask('2026-09');
    expect(first.status).toBe(201);
    const made = requestStatementReplySchema.parse(await first.json()).result;
    expect(made).toMatchObject({ created: true, statement: { period: '2026-09', portfolioCount: 1 } });
    const again = await ask('2026-09');
    expect(again.status).toBe(200);
    expect(requestStatementReplySchema.parse(await again.json()).result).toMatchObject({
      created: false,
      statement: { id: made.statement.id },
    });
    expect((await listed(chen.token)).map((s) => s.period)).toEqual(['2026-10', '2026-09']);
    // September: only Retirement existed; VTI at 30 Sep's close, 10.5 × 240 × 4.40 = 11,088.00 (prices to four decimals).
    const september = await pdfText(Buffer.from(await (await download(made.statement.id, chen.token)).arrayBuffer()));
    expect(september).toContain('1 Sep 2026 to 30 Sep 2026');
    expect(september).toContain('September deposit');
    expect(september).toMatch(/VTI .*10\.500000 USD 240\.0000 4\.4000 11,088\.00/);
    expect(september).not.toContain('House');

    const future = await ask('2099-01');
    expect(future.status).toBe(422);
    expect(errorBodySchema.parse(await future.json()).result).toMatch(/once its period has ended/);
    for (const bad of ['2026-13', '26-10', 'october', 202610]) expect((await ask(bad)).status).toBe(400);
    const none = await ask('2026-10', nobody.token);
    expect(none.status).toBe(422);
    expect(errorBodySchema.parse(await none.json()).result).toMatch(/no portfolio/);
  });

  it('lists every ended month and year since the first portfolio, stored or not, a year before its months', async () => {
    const response = await server.fetch(ApiPaths.statements.list, { headers: bearer(chen.token) });
    const { periods, statements } = statementListResponseSchema.parse(await response.json()).result;
    // Retirement was opened on 20 Aug 2026: August is the first month offered, whatever is stored yet.
    expect(periods.at(-1)).toBe('2026-08');
    expect(periods).toEqual(expect.arrayContaining(['2026-10', '2026-09', '2026-08']));
    expect(periods).not.toContain('2026-07');
    expect(periods.indexOf('2026-10')).toBeLessThan(periods.indexOf('2026-09'));
    for (const s of statements) expect(periods).toContain(s.period);
    // A client without a portfolio has nothing to ask for.
    const none = await server.fetch(ApiPaths.statements.list, { headers: bearer(nobody.token) });
    expect(statementListResponseSchema.parse(await none.json()).result).toEqual({ statements: [], periods: [] });
  });

  it('keeps a statement per language: the Malay copy is its own PDF, the English one stays English', async () => {
    const ask = (language: string) =>
      server.fetch(ApiPaths.statements.request, {
        method: 'POST',
        headers: { ...bearer(chen.token), 'content-type': 'application/json' },
        body: JSON.stringify({ period: '2026-10', language }),
      });
    const english = (await listed(chen.token)).find((s) => s.period === '2026-10' && s.language === 'en')!;
    const first = await ask('ms');
    expect(first.status).toBe(201);
    const malay = requestStatementReplySchema.parse(await first.json()).result.statement;
    expect(malay).toMatchObject({ period: '2026-10', language: 'ms' });
    expect(malay.id).not.toBe(english.id);
    expect((await ask('ms')).status).toBe(200);
    expect((await ask('en')).status).toBe(200);
    expect((await ask('fr')).status).toBe(400);

    const malayResponse = await download(malay.id, chen.token);
    expect(malayResponse.headers.get('content-disposition')).toContain('harta-statement-2026-10-ms.pdf');
    const malayText = await pdfText(Buffer.from(await malayResponse.arrayBuffer()));
    expect(malayText).toContain('Penyata bulanan, Oktober 2026');
    expect(malayText).not.toContain('Monthly statement');
    const englishText = await pdfText(Buffer.from(await (await download(english.id, chen.token)).arrayBuffer()));
    expect(englishText).toContain('Monthly statement, October 2026');
    expect(englishText).not.toContain('Penyata');
    const october = (await listed(chen.token)).filter((s) => s.period === '2026-10').map((s) => s.language);
    expect(october).toEqual(['en', 'ms']);
  });

  it('an annual summary totals the completed transactions of the year', async () => {
    const produced = await produceStatement(deps(), chen.clientId, yearPeriod(2026));
    expect(produced?.created).toBe(true);
    const text = await pdfText(await readStatementPdf(deps(), produced!.row));
    expect(text).toContain('Annual statement 2026');
    expect(text).toContain('1 Jan 2026 to 31 Dec 2026');
    // Retirement's completed deposits in 2026: 777.77 + 2,000.00 + 666.66 (the 1 Nov one), and the fee.
    expect(text).toMatch(/Deposit 3 3,444\.43/);
    expect(text).toMatch(/Management fee 1 8\.50/);
    expect((await produceStatement(deps(), chen.clientId, yearPeriod(2026)))?.created).toBe(false);
  });
});
