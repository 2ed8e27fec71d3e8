import { randomUUID } from 'node:crypto';
import { messagesEn } from '@harta/contracts/messages';
import { formatMinorUnits } from '@harta/contracts/money';
import { ApiPaths } from '@harta/contracts/paths';
import { dividendListResponseSchema, purificationOwedResponseSchema } from '@harta/contracts/schemas/dividends';
import { transactionListingResponseSchema } from '@harta/contracts/schemas/transaction-listing';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/connection';
import { dividendDeclarations, dividendPayments, purificationBatches } from '../src/db/schema/dividends';
import { portfolios } from '../src/db/schema/portfolios';
import { dividendShare } from '../src/modules/dividends/dividend-math';
import { insertDeclaration } from '../src/modules/dividends/dividend-declarations';
import { dividendTradeStep, payDeclaration } from '../src/modules/dividends/dividend-payment';
import { getBalance } from '../src/modules/ledger/ledger-reads';
import { postJournal } from '../src/modules/ledger/post-journal';
import { findLedgerViolations, NO_VIOLATIONS } from '../src/modules/ledger/ledger-invariants';
import { conservationViolations, findMovementViolations, moneyFigures } from '../src/modules/ledger/money-checks';
import { closeOnOrBefore } from '../src/modules/market-data/price-store';
import { monthPeriod, yearPeriod } from '../src/modules/statements/statement-period';
import { produceStatement, readStatementPdf } from '../src/modules/statements/statement-service';
import { runTradeDate } from '../src/modules/trading/trade-run';
import { testDatabases, type TestDatabase } from './databases';
import { pdfText } from './helpers/pdf-text';
import { createTestClient, TEST_CLIENT_PASSWORD } from './helpers/registration-clients';
import { signInNewStaffMember, type StaffMember } from './helpers/staff-members';
import { bearer, startServer, type StartedServer } from './helpers/start-server';
import { createPortfolio, fillPrices } from './helpers/trading-fixtures';

/**
 * Dividends and purification (docs/money.md "Dividends", docs/shariah.md "Purification"): a distribution declared by one
 * staff member and approved by another is paid by the trade run to every portfolio that held the fund before the
 * ex-date, exactly to the sen, with its gross, withholding tax and (Shariah goals) purification journals; the
 * client sees the three lines in transactions, the CSV and the statements; purification leaves for charity in a
 * batch a second member approves; and whatever the amounts and ratios, no sen is created or lost.
 */
describe.each(testDatabases())('dividends and purification on $name', (kind) => {
  let database: TestDatabase;
  let db: Db;
  let server: StartedServer;
  let maker: StaffMember;
  let checker: StaffMember;
  let adviser: StaffMember;
  let client: { clientId: number; token: string };
  let conventional: { id: number; guid: string };
  let shariah: { id: number; guid: string };
  let journals = 0;

  beforeAll(async () => {
    database = await kind.open();
    db = database.db;
    server = await startServer({ database });
    await fillPrices(db, '2023-12-01', '2024-03-29');
    maker = await signInNewStaffMember(db, server, `div-maker-${kind.name}@example.com`, ['operations']);
    checker = await signInNewStaffMember(db, server, `div-checker-${kind.name}@example.com`, ['operations']);
    adviser = await signInNewStaffMember(db, server, `div-adviser-${kind.name}@example.com`, ['shariah_adviser']);
    const email = `div-client-${kind.name}@example.com`;
    const c = await createTestClient(db, { email, status: 'ACTIVE', currentStep: 10 });
    client = { clientId: c.clientId, token: (await server.login(email, TEST_CLIENT_PASSWORD)).access_token };
    conventional = await createPortfolio(db, c.clientId, { goalName: 'Retirement' });
    shariah = await createPortfolio(db, c.clientId, { goalName: 'Halal growth' });
    // The Shariah choice belongs to the goal (docs/shariah.md "Purification"); set directly, as the client's choice would.
    await db.update(portfolios).set({ shariah: true }).where(eq(portfolios.id, shariah.id));
  });

  afterAll(async () => {
    await server?.close();
    await database?.dispose();
  });

  /** Units into a portfolio as of a day (custody and client together, so the ledger's units stay matched). */
  async function holdUnits(portfolioId: number, ticker: string, micro: bigint, effectiveDate: string) {
    journals += 1;
    await postJournal(db, {
      idempotencyKey: `test-units:${portfolioId}:${journals}`,
      kind: 'TEST_UNITS',
      effectiveDate,
      postings: [
        { account: { kind: 'CUSTODY_UNITS', ticker }, amount: micro },
        { account: { kind: 'CLIENT_UNITS', portfolioId, ticker }, amount: -micro },
      ],
    });
  }

  const call = (token: string, method: string, path: string, body?: unknown) =>
    server.fetch(path, {
      method,
      headers: {
        ...bearer(token),
        'idempotency-key': randomUUID(),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });

  async function approveAsChecker(sent: Response, approver = checker) {
    expect(sent.status, await sent.clone().text()).toBe(202);
    const { result } = (await sent.json()) as { result: { id: string } };
    // The maker can never approve their own request.
    expect((await call(maker.token, 'POST', ApiPaths.backofficeApprovals.approve(result.id))).status).toBe(403);
    if (approver !== checker) {
      // A purification ratio is the Shariah adviser's to approve, not operations' (docs/shariah.md).
      const refused = await call(checker.token, 'POST', ApiPaths.backofficeApprovals.approve(result.id));
      expect(refused.status).toBe(403);
      expect(((await refused.json()) as { result: string }).result).toBe(messagesEn['shariah.ratioAdviserRequired']);
    }
    const approval = await call(approver.token, 'POST', ApiPaths.backofficeApprovals.approve(result.id));
    expect(approval.status, await approval.clone().text()).toBe(200);
  }

  async function expectMoneyWhole() {
    expect(await findLedgerViolations(db)).toEqual(NO_VIOLATIONS);
    expect((await findMovementViolations(db)).dividends).toEqual([]);
    expect(conservationViolations(await moneyFigures(db))).toEqual([]);
    expect(await getBalance(db, { kind: 'DIVIDENDS_RECEIVABLE' })).toBe(0n);
  }

  const VTI = { ticker: 'VTI', exDate: '2024-03-11', payDate: '2024-03-20', perUnit: '0.95' };

  it('a dividend declared by one member and approved by another is paid on the units held before the ex-date', async () => {
    await holdUnits(conventional.id, 'VTI', 2_500_000n, '2024-03-01');
    await holdUnits(shariah.id, 'VTI', 1_234_567n, '2024-03-01');
    // Bought on the ex-date: not entitled.
    await holdUnits(conventional.id, 'VTI', 1_000_000n, '2024-03-11');

    const declare = (body: unknown) => call(maker.token, 'POST', ApiPaths.backofficeDividends.declare, body);
    expect((await declare({ ...VTI, perUnit: '-1' })).status).toBe(400);
    expect((await declare({ ...VTI, payDate: '2024-03-08' })).status).toBe(400);
    expect((await declare({ ...VTI, withholdingRate: '1' })).status).toBe(400);
    expect((await declare({ ...VTI, ticker: 'NOPE' })).status).toBe(400);
    // A client is never staff.
    expect((await call(client.token, 'POST', ApiPaths.backofficeDividends.declare, VTI)).status).toBe(403);
    await approveAsChecker(await declare({ ...VTI, withholdingRate: '0.3', purificationRatio: '0.05' }), adviser);
    const duplicate = await declare(VTI);
    expect(duplicate.status).toBe(409);
    expect(((await duplicate.json()) as { result: string }).result).toBe(messagesEn['dividends.exists']);

    const [declaration] = await db.select().from(dividendDeclarations).where(eq(dividendDeclarations.ticker, 'VTI'));
    expect(declaration).toMatchObject({ status: 'DECLARED', declaredBy: maker.id, approvedBy: adviser.id });

    // The trade run of a date before the pay date pays nothing; the one of the pay date pays it, once.
    await runTradeDate(db, '2024-03-19', [dividendTradeStep()]);
    expect(await db.select().from(dividendPayments)).toEqual([]);
    await runTradeDate(db, '2024-03-20', [dividendTradeStep()]);
    await runTradeDate(db, '2024-03-20', [dividendTradeStep()]);

    const fx = (await closeOnOrBefore(db, 'USDMYR', '2024-03-20'))!.close;
    const terms = { perUnit: '0.95', fxRate: fx, withholdingRate: '0.3', purificationRatio: '0.05' };
    const forConventional = dividendShare(2_500_000n, terms, false);
    const forShariah = dividendShare(1_234_567n, terms, true);
    expect(forConventional.taxSen).toBeGreaterThan(0n);
    expect(forShariah.purificationSen).toBeGreaterThan(0n);
    const paid = await db.select().from(dividendPayments);
    expect(paid.map((p) => ({ ...p, createdAt: undefined })).sort((a, b) => a.portfolioId - b.portfolioId)).toEqual(
      [
        { portfolioId: conventional.id, units: 2_500_000n, ...forConventional },
        { portfolioId: shariah.id, units: 1_234_567n, ...forShariah },
      ].map((p) => ({ declarationId: declaration!.id, purificationBatchId: null, createdAt: undefined, ...p })),
    );
    const [after] = await db.select().from(dividendDeclarations).where(eq(dividendDeclarations.id, declaration!.id));
    expect(after).toMatchObject({ status: 'PAID', paidTradeDate: '2024-03-20' });
    expect(Number(after!.fxRate)).toBe(Number(fx));

    // Net of tax (and of purification on the Shariah goal) is the goal's cash, to be invested next trade date.
    expect(await getBalance(db, { kind: 'CLIENT_CASH', portfolioId: conventional.id })).toBe(forConventional.netSen);
    expect(await getBalance(db, { kind: 'CLIENT_CASH', portfolioId: shariah.id })).toBe(
      forShariah.netSen - forShariah.purificationSen,
    );
    expect(await getBalance(db, { kind: 'PURIFICATION_PAYABLE' })).toBe(forShariah.purificationSen);
    await expectMoneyWhole();

    const listed = await server.fetch(`${ApiPaths.backofficeDividends.list}`, { headers: bearer(checker.token) });
    const [shown] = dividendListResponseSchema.parse(await listed.json()).result;
    expect(shown).toMatchObject({ ticker: 'VTI', status: 'PAID', portfolios: 2 });
  });

  it('the client sees Dividend, Withholding tax and Purification in transactions, the CSV and statements', async () => {
    const [payment] = await db.select().from(dividendPayments).where(eq(dividendPayments.portfolioId, shariah.id));
    const sen = (value: bigint) => `${value / 100n}.${String(value % 100n).padStart(2, '0')}`;
    const read = async (language: string, query: string) => {
      const response = await server.fetch(
        `${ApiPaths.clientProfile.transactionListing}?portfolio=${shariah.guid}${query}`,
        {
          headers: { ...bearer(client.token), 'accept-language': language },
        },
      );
      expect(response.status).toBe(200);
      return response;
    };
    const items = transactionListingResponseSchema.parse(await (await read('en', '')).json()).result.items;
    const byType = new Map(items.map((i) => [i.type, i]));
    expect(byType.get('DIVIDEND')).toMatchObject({ status: 'COMPLETED', amount: sen(payment!.grossSen) });
    expect(byType.get('DIVIDEND')!.description).toBe(
      'VTI dividend of USD 0.95 a unit on 1.234567 units, paid 20 Mar 2024',
    );
    expect(byType.get('WITHHOLDING_TAX')).toMatchObject({
      amount: sen(payment!.taxSen),
      description: '30% tax withheld at source on the VTI dividend',
    });
    expect(byType.get('PURIFICATION')).toMatchObject({
      amount: sen(payment!.purificationSen),
      description: '5% of the VTI dividend set aside for charity',
    });

    const english = await (await read('en', '&format=csv')).text();
    expect(english).toContain(`Dividend,Completed,${sen(payment!.grossSen)},`);
    // Money leaving the goal is negative in the CSV.
    expect(english).toContain(`Withholding tax,Completed,-${sen(payment!.taxSen)},`);
    expect(english).toContain(`Purification,Completed,-${sen(payment!.purificationSen)},5% of the VTI dividend`);
    const malay = await (await read('ms', '&format=csv')).text();
    expect(malay).toContain(`Dividen,Selesai,${sen(payment!.grossSen)},`);
    expect(malay).toContain(`Penyucian,Selesai,-${sen(payment!.purificationSen)},5% daripada dividen VTI`);

    // The statements of the month and year the payment was recorded in (Malaysia time).
    const today = new Date(Date.now() + 8 * 3_600_000);
    const [year, month] = [today.getUTCFullYear(), today.getUTCMonth() + 1];
    const statement = async (period: ReturnType<typeof monthPeriod>, language: 'en' | 'ms') => {
      const produced = await produceStatement(server.app.statements, client.clientId, period, language);
      return pdfText(await readStatementPdf(server.app.statements, produced!.row));
    };
    const monthly = await statement(monthPeriod(year, month), 'en');
    expect(monthly).toContain('Purification');
    expect(monthly).toContain('5% of the VTI dividend set aside for charity');
    expect(monthly).toContain('Withholding tax');
    expect(await statement(monthPeriod(year, month), 'ms')).toContain('Penyucian');
    const annual = await statement(yearPeriod(year), 'en');
    const purified = `RM ${sen(payment!.purificationSen)}`;
    expect(annual).toContain(`Purification set aside for charity this year ${purified}`);
    expect(await statement(yearPeriod(year), 'ms')).toContain(`Penyucian diasingkan untuk amal tahun ini ${purified}`);
  });

  it('purification is paid to charity in a batch a second member approves', async () => {
    const owedNow = async () =>
      purificationOwedResponseSchema.parse(
        await (await server.fetch(ApiPaths.backofficeDividends.purification, { headers: bearer(maker.token) })).json(),
      ).result;
    const owed = await owedNow();
    expect(owed.payments).toBe(1);
    const omnibusBefore = await getBalance(db, { kind: 'OMNIBUS_CASH' });
    const pay = (body: unknown) => call(maker.token, 'POST', ApiPaths.backofficeDividends.purificationBatches, body);
    expect((await pay({ charity: '   ' })).status).toBe(400);
    await approveAsChecker(await pay({ charity: 'Lembaga Zakat Selangor', reference: 'TT-0001' }));

    const [batch] = await db.select().from(purificationBatches);
    expect(batch).toMatchObject({
      charity: 'Lembaga Zakat Selangor',
      payments: 1,
      madeBy: maker.id,
      approvedBy: checker.id,
    });
    expect(`${batch!.totalSen / 100n}.${String(batch!.totalSen % 100n).padStart(2, '0')}`).toBe(owed.total);
    expect(await getBalance(db, { kind: 'PURIFICATION_PAYABLE' })).toBe(0n);
    expect(await getBalance(db, { kind: 'OMNIBUS_CASH' })).toBe(omnibusBefore - batch!.totalSen);
    expect(await owedNow()).toEqual({ total: '0.00', payments: 0, declarationIds: [] });
    const nothing = await pay({ charity: 'Lembaga Zakat Selangor' });
    expect(nothing.status).toBe(409);
    expect(((await nothing.json()) as { result: string }).result).toBe(messagesEn['dividends.nothingOwed']);
    await expectMoneyWhole();
  });

  it('the Shariah adviser reads the declarations, the purification owed and the batches, and changes none of them', async () => {
    const read = async (path: string) => (await server.fetch(path, { headers: bearer(adviser.token) })).status;
    expect(await read(ApiPaths.backofficeDividends.list)).toBe(200);
    expect(await read(ApiPaths.backofficeDividends.purification)).toBe(200);
    expect(await read(ApiPaths.backofficeDividends.purificationBatches)).toBe(200);
    const declare = { ...VTI, exDate: '2024-03-12', payDate: '2024-03-20' };
    expect((await call(adviser.token, 'POST', ApiPaths.backofficeDividends.declare, declare)).status).toBe(403);
    const pay = { charity: 'Lembaga Zakat Selangor' };
    expect((await call(adviser.token, 'POST', ApiPaths.backofficeDividends.purificationBatches, pay)).status).toBe(403);
  });

  it('whatever the holdings, amounts and ratios: exact to the sen, money whole, paid once', async () => {
    let run = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.record({ micro: fc.bigInt({ min: 1n, max: 5_000_000_000n }), shariah: fc.boolean() }), {
          minLength: 1,
          maxLength: 4,
        }),
        fc.constantFrom('VTI', '0800EA', 'IAU'),
        fc.bigInt({ min: 1n, max: 500_000_000n }).map((n) => formatMinorUnits(n, 8)),
        fc.bigInt({ min: 0n, max: 999_999n }).map((n) => formatMinorUnits(n, 6)),
        fc.bigInt({ min: 0n, max: 1_000_000n }).map((n) => formatMinorUnits(n, 6)),
        async (holders, ticker, perUnit, withholdingRate, purificationRatio) => {
          run += 1;
          const exDate = new Date(Date.UTC(2023, 11, 1 + run)).toISOString().slice(0, 10);
          const payDate = new Date(Date.UTC(2023, 11, 8 + run)).toISOString().slice(0, 10);
          const goals = [];
          for (const holder of holders) {
            const goal = await createPortfolio(db, client.clientId);
            if (holder.shariah) await db.update(portfolios).set({ shariah: true }).where(eq(portfolios.id, goal.id));
            await holdUnits(goal.id, ticker, holder.micro, '2023-11-30');
            await holdUnits(goal.id, ticker, 7_000_000n, exDate);
            goals.push({ ...goal, ...holder });
          }
          const terms = { ticker, exDate, payDate, perUnit, withholdingRate, purificationRatio };
          const currency = ticker === '0800EA' ? 'MYR' : 'USD';
          const id = await insertDeclaration(db, { ...terms, currency, declaredBy: null }, null);
          const payableBefore = await getBalance(db, { kind: 'PURIFICATION_PAYABLE' });
          await payDeclaration(db, id, payDate);
          expect(await payDeclaration(db, id, payDate)).toBeNull();
          const fxRate = currency === 'MYR' ? '1' : (await closeOnOrBefore(db, 'USDMYR', payDate))!.close;
          const dealt = { perUnit, fxRate, withholdingRate, purificationRatio };
          // Every holder before the ex-date is paid (earlier runs' goals too), each exactly its share.
          const paid = await db.select().from(dividendPayments).where(eq(dividendPayments.declarationId, id));
          const shariahGoals = new Set(
            (await db.select({ id: portfolios.id }).from(portfolios).where(eq(portfolios.shariah, true))).map(
              (p) => p.id,
            ),
          );
          for (const row of paid) {
            const share = dividendShare(row.units, dealt, shariahGoals.has(row.portfolioId));
            expect(row).toMatchObject(share);
            expect(row.grossSen).toBe(row.netSen + row.taxSen);
          }
          for (const goal of goals) {
            const share = dividendShare(goal.micro, dealt, goal.shariah);
            if (share.grossSen > 0n) expect(paid.find((p) => p.portfolioId === goal.id)?.units).toBe(goal.micro);
            const cash = await getBalance(db, { kind: 'CLIENT_CASH', portfolioId: goal.id });
            expect(cash).toBe(share.netSen - share.purificationSen);
          }
          const purified = paid.reduce((sum, p) => sum + p.purificationSen, 0n);
          expect((await getBalance(db, { kind: 'PURIFICATION_PAYABLE' })) - payableBefore).toBe(purified);
          await expectMoneyWhole();
        },
      ),
      { numRuns: 8 },
    );
  });
});
