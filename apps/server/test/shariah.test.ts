import { errorBodySchema } from '@harta/contracts/errors';
import { messagesEn } from '@harta/contracts/messages';
import { ApiPaths, SwitchApiPaths } from '@harta/contracts/paths';
import { portfolioSwitchResponseSchema, switchOptionsResponseSchema } from '@harta/contracts/schemas/portfolio-switch';
import { portfolioResponseSchema } from '@harta/contracts/schemas/portfolios';
import { shariahUniverseResponseSchema } from '@harta/contracts/schemas/shariah';
import { tradeRunResponseSchema } from '@harta/contracts/schemas/trading';
import { describeTransaction } from '@harta/contracts/transaction-description';
import Decimal from 'decimal.js';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../src/db/schema/audit';
import { feeAccruals } from '../src/db/schema/fees';
import { systemParameters } from '../src/db/schema/reference-data';
import { etfs, investmentProfiles, modelPortfolioAllocations } from '../src/db/schema/portfolio';
import { portfolios } from '../src/db/schema/portfolios';
import { clientTransactions } from '../src/db/schema/transactions';
import {
  assertPortfolioWeights,
  ETF_UNIVERSE,
  MODEL_PORTFOLIOS,
  SHARIAH_FACTS,
} from '../src/modules/investment-profile/reference-data';
import { findLedgerViolations } from '../src/modules/ledger/ledger-invariants';
import { getBalance } from '../src/modules/ledger/ledger-reads';
import { findMovementViolations, NO_MOVEMENT_VIOLATIONS } from '../src/modules/ledger/money-checks';
import { valuePortfolio } from '../src/modules/portfolios/portfolio-valuation';
import { ensureFirstPortfolio } from '../src/modules/portfolios/first-portfolio';
import { requireShariahAdviser } from '../src/modules/shariah/shariah-adviser';
import { unitsHeld } from '../src/modules/trading/invest-step';
import { maxDriftBps } from '../src/modules/trading/rebalance-math';
import { loadTradeContext } from '../src/modules/trading/trade-context';
import { modelOf, pricedHoldings } from '../src/modules/trading/trade-engine';
import { precedingTradeDate } from '../src/modules/trading/trade-calendar';
import { loadTradeCalendar } from '../src/modules/trading/trade-calendar-settings';
import { testDatabases, type TestDatabase } from './databases';
import { createTestClient, fillRegistration, TEST_CLIENT_PASSWORD } from './helpers/registration-clients';
import { bearer, type StartedServer } from './helpers/start-server';
import { approveSent, signInNewStaffMember } from './helpers/staff-members';
import { createPortfolio, depositCash } from './helpers/trading-fixtures';
import { startTradingServer } from './helpers/trading-server';

/**
 * Shariah-compliant investing (docs/shariah.md): the universe and its model portfolios, a goal's kind chosen at the
 * investment profile and when adding a goal, converting a goal by a portfolio switch, and the Shariah adviser's
 * approval of changes to the universe.
 */

describe('the Shariah model portfolios (reference data in code)', () => {
  it('hold only certified funds, with a standard and a certifying body each, and add up to 100 %', () => {
    const shariahModels = MODEL_PORTFOLIOS.filter((m) => m.shariah);
    expect(shariahModels.map((m) => m.riskLevel)).toEqual([1, 2, 3, 4, 5]);
    for (const model of shariahModels) {
      expect(() => assertPortfolioWeights(model)).not.toThrow();
      for (const ticker of Object.keys(model.weights)) {
        const facts = SHARIAH_FACTS[ticker as keyof typeof SHARIAH_FACTS];
        expect(facts, `${ticker} in the level ${model.riskLevel} Shariah model`).toBeDefined();
        expect(facts!.screeningStandard.length).toBeGreaterThan(3);
        expect(facts!.certifyingBody.length).toBeGreaterThan(3);
        // No money-market or bond fund (interest-bearing): sukuk and Islamic cash instead.
        const fund = ETF_UNIVERSE.find((e) => e.ticker === ticker)!;
        expect(['MONEY_MARKET', 'FIXED_INCOME']).not.toContain(fund.assetClass);
      }
    }
  });

  it('refuse a Shariah model naming a conventional fund', () => {
    const model = MODEL_PORTFOLIOS.find((m) => m.shariah && m.riskLevel === 3)!;
    expect(() => assertPortfolioWeights({ ...model, weights: { ...model.weights, SPUS: 1000, VTI: 1000 } })).toThrow(
      /VTI is not Shariah-compliant/,
    );
  });
});

describe.each(testDatabases())('Shariah goals on $name', (kind) => {
  let database: TestDatabase;
  let server: StartedServer;
  let staffToken: string;
  let checkerToken: string;
  let seq = 0;
  let tradeDate: string;

  beforeAll(async () => {
    ({ database, server, tradeDate, staffToken, checkerToken } = await startTradingServer(
      kind,
      `sh-ops-${kind.name}@example.com`,
    ));
  });
  afterAll(async () => {
    await server?.close();
    await database?.dispose();
  });

  async function client(riskLevel = 3) {
    seq += 1;
    const email = `shariah${seq}-${kind.name}@example.com`;
    const c = await createTestClient(database.db, { email, status: 'ACTIVE', currentStep: 10 });
    await fillRegistration(database.db, c);
    const portfolio = await createPortfolio(database.db, c.clientId, { riskLevel });
    const token = (await server.login(email, TEST_CLIENT_PASSWORD)).access_token;
    return { ...c, token, portfolio };
  }

  it('stores every Shariah model allocation on a fund the universe marks Shariah-compliant', async () => {
    const rows = await database.db
      .select({ ticker: modelPortfolioAllocations.ticker, compliant: etfs.shariahCompliant })
      .from(modelPortfolioAllocations)
      .innerJoin(etfs, eq(etfs.ticker, modelPortfolioAllocations.ticker))
      .where(eq(modelPortfolioAllocations.shariah, true));
    expect(rows.length).toBeGreaterThanOrEqual(25);
    expect(rows.filter((r) => !r.compliant)).toEqual([]);
  });

  it('adds a Shariah goal holding the level’s Shariah model; the first goal follows the profile answer', async () => {
    const c = await client();
    const response = await server.fetch(ApiPaths.portfolios.create, {
      method: 'POST',
      headers: { ...bearer(c.token), 'content-type': 'application/json' },
      body: JSON.stringify({ goalName: 'Hajj', riskLevel: 2, shariah: true }),
    });
    expect(response.status, await response.clone().text()).toBe(201);
    const created = portfolioResponseSchema.parse(await response.json()).result;
    expect(created).toMatchObject({ riskLevel: 2, shariah: true, riskLevelName: 'Moderately conservative (Shariah)' });
    const bad = await server.fetch(ApiPaths.portfolios.create, {
      method: 'POST',
      headers: { ...bearer(c.token), 'content-type': 'application/json' },
      body: JSON.stringify({ goalName: 'Umrah', riskLevel: 2, shariah: 'yes' }),
    });
    expect(bad.status).toBe(400);

    // An applicant who answered "Shariah" in the investment profile gets a Shariah first goal at approval.
    seq += 1;
    const applicant = await createTestClient(database.db, { email: `shariah-app${seq}-${kind.name}@example.com` });
    await fillRegistration(database.db, applicant);
    await database.db
      .update(investmentProfiles)
      .set({ shariah: true, riskLevel: 4 })
      .where(eq(investmentProfiles.clientId, applicant.clientId));
    const first = await ensureFirstPortfolio(database.db, applicant.clientId);
    expect(first).toMatchObject({ riskLevel: 4, shariah: true });
  });

  it('converts a conventional goal at the next trade date: only Shariah funds after it, the money intact', async () => {
    const c = await client(3);
    await depositCash(database.db, c.portfolio.id, 2_000_000n); // RM 20,000.00
    await server.app.tradeRunner.run(precedingTradeDate(tradeDate, await loadTradeCalendar(database.db)));
    const conventional = (await unitsHeld(database.db, [c.portfolio.id])).get(c.portfolio.id) ?? [];
    expect(conventional.map((h) => h.ticker)).toContain('VTI');

    // The options of the Shariah models, then the conversion at the same level.
    const optionsResponse = await server.fetch(
      `${SwitchApiPaths.options}?clientId=${c.clientId}&portfolio=${c.portfolio.guid}&shariah=true`,
      { headers: bearer(c.token) },
    );
    const options = switchOptionsResponseSchema.parse(await optionsResponse.json()).result;
    expect(options.currentShariah).toBe(false);
    expect(options.levels.every((l) => l.shariah && l.reason !== 'CURRENT')).toBe(true);
    const saved = await server.fetch(
      `${SwitchApiPaths.save}?clientId=${c.clientId}&riskLevel=3&shariah=true&portfolio=${c.portfolio.guid}`,
      { method: 'POST', headers: bearer(c.token) },
    );
    expect(saved.status, await saved.clone().text()).toBe(200);
    const created = portfolioSwitchResponseSchema.parse(await saved.json()).result;
    expect(created).toMatchObject({
      fromRiskLevel: 3,
      toRiskLevel: 3,
      fromShariah: false,
      toShariah: true,
      toRiskLevelName: 'Balanced (Shariah)',
    });
    const before = await valuePortfolio(database.db, c.portfolio.id, tradeDate);
    // The Shariah goals' fee of its own (docs/shariah.md "Fee"): 0.40 % a year on the first tier from now on.
    await database.db
      .update(systemParameters)
      .set({ value: '0.40' })
      .where(
        and(
          eq(systemParameters.category, 'FEE'),
          eq(systemParameters.key, 'SHARIAH_MANAGEMENT_RATE_FIRST_TIER_PERCENT'),
        ),
      );

    const run = await server.fetch(ApiPaths.backofficeTrading.tradeRuns, {
      method: 'POST',
      headers: { ...bearer(staffToken), 'content-type': 'application/json' },
      body: JSON.stringify({ tradeDate }),
    });
    const summary = tradeRunResponseSchema.shape.result.parse((await approveSent(server, checkerToken, run)).result);
    expect(Number(summary.steps.switches!.completed)).toBeGreaterThanOrEqual(1);

    const [portfolio] = await database.db.select().from(portfolios).where(eq(portfolios.id, c.portfolio.id));
    expect(portfolio).toMatchObject({ riskLevel: 3, shariah: true });
    const held = (await unitsHeld(database.db, [c.portfolio.id])).get(c.portfolio.id) ?? [];
    const compliant = new Set(Object.keys(SHARIAH_FACTS));
    expect(held.length).toBeGreaterThan(0);
    expect(held.filter((h) => !compliant.has(h.ticker!))).toEqual([]);
    const context = await loadTradeContext(database.db, tradeDate);
    const cash = await getBalance(database.db, { kind: 'CLIENT_CASH', portfolioId: c.portfolio.id });
    expect(maxDriftBps(cash, pricedHoldings(context, held), modelOf(context, 3, true))).toBeLessThanOrEqual(10);

    // The money identity: every journal balanced, no client account below zero, custody matching; the value at the
    // trade date's closes moves only by the sen each fill rounds.
    expect(await findLedgerViolations(database.db)).toEqual({
      unbalancedJournals: [],
      incompleteJournals: [],
      negativeClientAccounts: [],
      driftedAccounts: [],
      unmatchedCustody: [],
    });
    expect(await findMovementViolations(database.db)).toEqual(NO_MOVEMENT_VIOLATIONS);
    const after = await valuePortfolio(database.db, c.portfolio.id, tradeDate);
    const moved = after.totalSen - before.totalSen;
    expect(moved < 0n ? -moved : moved).toBeLessThanOrEqual(100n);

    // Valued at the trade date as a Shariah goal: the day's accrual at the Shariah rate, exact.
    const [accrual] = await database.db
      .select()
      .from(feeAccruals)
      .where(and(eq(feeAccruals.portfolioId, c.portfolio.id), eq(feeAccruals.accrualDate, tradeDate)));
    expect(accrual).toBeDefined();
    expect(new Decimal(accrual!.annualFeeSen).eq(new Decimal(accrual!.valueSen.toString()).mul('0.004'))).toBe(true);

    const [done] = await database.db
      .select()
      .from(clientTransactions)
      .where(eq(clientTransactions.sourceId, created.switchId));
    expect(done).toMatchObject({ type: 'REBALANCE', status: 'COMPLETED' });
    expect(describeTransaction(done!.descriptionFields, 'en')).toMatch(/^Converted to Shariah, from risk level 3/);
    expect(describeTransaction(done!.descriptionFields, 'ms')).toMatch(/^Ditukar kepada Syariah/);
  });

  it('a change to the Shariah universe waits for a Shariah adviser, whoever else approves; audited', async () => {
    const admin = await signInNewStaffMember(database.db, server, `sh-admin-${kind.name}@example.com`, [
      'administrator',
    ]);
    const otherAdmin = await signInNewStaffMember(database.db, server, `sh-admin2-${kind.name}@example.com`, [
      'administrator',
    ]);
    const adviser = await signInNewStaffMember(database.db, server, `sh-adviser-${kind.name}@example.com`, [
      'shariah_adviser',
    ]);
    const reviewer = await signInNewStaffMember(database.db, server, `sh-rev-${kind.name}@example.com`, ['reviewer']);

    const list = await server.fetch(ApiPaths.backofficeShariah.universe, { headers: bearer(adviser.token) });
    expect(list.status).toBe(200);
    const universe = shariahUniverseResponseSchema.parse(await list.json()).result;
    expect(universe.find((f) => f.ticker === 'SPUS')).toMatchObject({ shariahCompliant: true, issuer: 'SP Funds' });
    expect(universe.find((f) => f.ticker === 'VTI')).toMatchObject({
      shariahCompliant: false,
      screeningStandard: null,
    });

    const change = (token: string, ticker: string, body: unknown) =>
      server.fetch(ApiPaths.backofficeShariah.fund(ticker), {
        method: 'PUT',
        headers: { ...bearer(token), 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    const certify = {
      shariahCompliant: true,
      screeningStandard: 'AAOIFI Shariah Standards (demo)',
      certifyingBody: 'Demo Shariah board',
    };
    expect((await change(reviewer.token, 'VXUS', certify)).status).toBe(403);
    expect((await change(admin.token, 'VXUS', { shariahCompliant: true })).status).toBe(400);
    expect((await change(admin.token, 'NOPE', certify)).status).toBe(404);

    const sent = await change(admin.token, 'VXUS', certify);
    expect(sent.status).toBe(202);
    const { result: request } = (await sent.clone().json()) as { result: { id: string } };
    // Another administrator may not approve it: only a Shariah adviser may.
    const refused = await server.fetch(ApiPaths.backofficeApprovals.approve(request.id), {
      method: 'POST',
      headers: bearer(otherAdmin.token),
    });
    expect(refused.status).toBe(403);
    expect(errorBodySchema.parse(await refused.json()).result).toBe(messagesEn['approvals.roleMissing']);
    const [unchanged] = await database.db.select().from(etfs).where(eq(etfs.ticker, 'VXUS'));
    expect(unchanged!.shariahCompliant).toBe(false);

    await approveSent(server, adviser.token, sent);
    const [changed] = await database.db.select().from(etfs).where(eq(etfs.ticker, 'VXUS'));
    expect(changed).toMatchObject(certify);
    const audits = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'shariah.universe.change'), eq(auditLog.subjectId, 'VXUS')));
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ actor: adviser.id });

    await expect(requireShariahAdviser(database.db, adviser.id)).resolves.toBeUndefined();
    await expect(requireShariahAdviser(database.db, admin.id)).rejects.toThrow(messagesEn['shariah.adviserRequired']);
  });
});
