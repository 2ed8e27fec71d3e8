import { formatDate } from '@harta/contracts/format';
import { errorBodySchema } from '@harta/contracts/errors';
import { formatMessage, messagesEn } from '@harta/contracts/messages';
import { ApiPaths, SwitchApiPaths } from '@harta/contracts/paths';
import {
  portfolioSwitchResponseSchema,
  switchInProgressResponseSchema,
  switchOptionsResponseSchema,
} from '@harta/contracts/schemas/portfolio-switch';
import { tradeRunResponseSchema } from '@harta/contracts/schemas/trading';
import { and, eq, inArray, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../src/db/schema/audit';
import { clients } from '../src/db/schema/clients';
import { ledgerJournals } from '../src/db/schema/ledger';
import { mailOutbox } from '../src/db/schema/mail';
import { portfolioSwitches } from '../src/db/schema/portfolio-switches';
import { portfolios } from '../src/db/schema/portfolios';
import { clientKnowledgeAnswers } from '../src/db/schema/registration';
import { clientTransactions } from '../src/db/schema/transactions';
import { findLedgerViolations } from '../src/modules/ledger/ledger-invariants';
import { getBalance } from '../src/modules/ledger/ledger-reads';
import { unitsHeld } from '../src/modules/trading/invest-step';
import { maxDriftBps } from '../src/modules/trading/rebalance-math';
import { loadTradeContext } from '../src/modules/trading/trade-context';
import { modelOf, pricedHoldings } from '../src/modules/trading/trade-engine';
import { precedingTradeDate } from '../src/modules/trading/trade-calendar';
import { loadTradeCalendar } from '../src/modules/trading/trade-calendar-settings';
import { testDatabases, type TestDatabase } from './databases';
import { findMovementViolations, NO_MOVEMENT_VIOLATIONS } from '../src/modules/ledger/money-checks';
import { createTestClient, fillRegistration, TEST_CLIENT_PASSWORD } from './helpers/registration-clients';
import { bearer, type StartedServer } from './helpers/start-server';
import { approveSent } from './helpers/staff-members';
import { createPortfolio, depositCash } from './helpers/trading-fixtures';
import { startTradingServer } from './helpers/trading-server';

/**
 * Portfolio switch over HTTP (docs/returns.md "Portfolio switch"): `save` and `inprogress` on the second API base
 * with `clientId` in the query (the caller's own, 404 otherwise), the knowledge cap, one switch at a time, status
 * gates, the audit entry; then the staff trade run that executes it: the new level, the new model's weights, the
 * ledger sound, a REBALANCE transaction and an e-mail, and a second run of the date that moves nothing.
 */

describe.each(testDatabases())('portfolio switch on $name', (kind) => {
  let database: TestDatabase;
  let server: StartedServer;
  let staffToken: string;
  /** Four eyes: a second (operations) member approves the trade run staff@ asks for. */
  let checkerToken: string;
  let seq = 0;
  /** The trade date of a request made now (by the calendar in reference data). */
  let tradeDate: string;

  beforeAll(async () => {
    ({ database, server, tradeDate, staffToken, checkerToken } = await startTradingServer(
      kind,
      `checker-${kind.name}@example.com`,
    ));
  });
  afterAll(async () => {
    await server?.close();
    await database?.dispose();
  });

  /** A registered, logged-in client (knowledge cap `cap`) with one portfolio at `riskLevel`. */
  async function client(options: { status?: string; cap?: number; riskLevel?: number } = {}) {
    seq += 1;
    const email = `switch${seq}-${kind.name}@example.com`;
    const c = await createTestClient(database.db, { email, status: options.status ?? 'ACTIVE', currentStep: 10 });
    await fillRegistration(database.db, c);
    if (options.cap !== undefined) {
      await database.db
        .update(clientKnowledgeAnswers)
        .set({ riskCap: options.cap })
        .where(eq(clientKnowledgeAnswers.clientId, c.clientId));
    }
    const portfolio = await createPortfolio(database.db, c.clientId, { riskLevel: options.riskLevel ?? 2 });
    const token = (await server.login(email, TEST_CLIENT_PASSWORD)).access_token;
    return { ...c, token, portfolio };
  }

  type Query = Record<string, string | number | undefined>;
  const query = (values: Query) =>
    `?${new URLSearchParams(
      Object.entries(values).flatMap(([k, v]): [string, string][] => (v === undefined ? [] : [[k, String(v)]])),
    ).toString()}`;
  const save = (token: string, values: Query) =>
    server.fetch(`${SwitchApiPaths.save}${query(values)}`, { method: 'POST', headers: bearer(token) });
  const inProgress = (token: string, clientId: number | string) =>
    server.fetch(`${SwitchApiPaths.inprogress}${query({ clientId })}`, { headers: bearer(token) });
  const options = (token: string, values: Query) =>
    server.fetch(`${SwitchApiPaths.options}${query(values)}`, { headers: bearer(token) });

  async function refusal(response: Response, status: number, result?: string) {
    expect(response.status).toBe(status);
    const body = errorBodySchema.parse(await response.json());
    if (result !== undefined) expect(body.result).toBe(result);
    return body;
  }
  async function current(token: string, clientId: number) {
    const response = await inProgress(token, clientId);
    expect(response.status).toBe(200);
    return switchInProgressResponseSchema.parse(await response.json()).result;
  }

  it('refuses malformed queries with 400', async () => {
    const c = await client();
    for (const values of [
      { clientId: c.clientId },
      { clientId: c.clientId, riskLevel: 0 },
      { clientId: c.clientId, riskLevel: 6 },
      { clientId: c.clientId, riskLevel: 'high' },
      { clientId: c.clientId, riskLevel: 2.5 },
      { riskLevel: 3 },
      { clientId: c.clientId, riskLevel: 3, portfolio: 'not-a-guid' },
    ]) {
      await refusal(await save(c.token, values), 400);
    }
    // A clientId that is not the caller's, even one that is no number, is refused as someone else's (403), before
    // anything else is read (docs/security.md).
    expect((await refusal(await save(c.token, { clientId: 'me', riskLevel: 3 }), 403)).code).toBe('NOT_OWNER');
    expect((await refusal(await inProgress(c.token, 'x'), 403)).code).toBe('NOT_OWNER');
    expect(await current(c.token, c.clientId)).toEqual({ inProgress: false, switch: null });
  });

  it("refuses another client's id (403 NOT_OWNER, the API-wide rule, the same for an unknown id) and portfolio (404)", async () => {
    const owner = await client();
    const other = await client();
    // Every clientId a request names must be the caller's (plugins/auth/ownership.ts): one answer whether or not
    // the id exists, so nothing is revealed.
    for (const response of [
      await save(owner.token, { clientId: other.clientId, riskLevel: 3 }),
      await save(owner.token, { clientId: 999_999, riskLevel: 3 }),
      await inProgress(owner.token, other.clientId),
      await options(owner.token, { clientId: other.clientId }),
    ]) {
      expect((await refusal(response, 403)).code).toBe('NOT_OWNER');
    }
    await refusal(
      await save(owner.token, { clientId: owner.clientId, riskLevel: 3, portfolio: other.portfolio.guid }),
      404,
    );
    await refusal(
      await save(owner.token, {
        clientId: owner.clientId,
        riskLevel: 3,
        portfolio: '6c1b7a4e-0000-4000-8000-000000000000',
      }),
      404,
    );
    const rows = await database.db
      .select()
      .from(portfolioSwitches)
      .where(inArray(portfolioSwitches.clientId, [owner.clientId, other.clientId]));
    expect(rows).toEqual([]);
  });

  it('caps the level at the knowledge answers and refuses the current level, with the messages shown', async () => {
    const c = await client({ cap: 3, riskLevel: 2 });
    await refusal(
      await save(c.token, { clientId: c.clientId, riskLevel: 4 }),
      400,
      formatMessage('portfolios.riskAboveCap', { max: 3 }),
    );
    await refusal(
      await save(c.token, { clientId: c.clientId, riskLevel: 2 }),
      400,
      formatMessage('switch.sameLevel', { level: 2 }),
    );
    const response = await options(c.token, { clientId: c.clientId });
    expect(response.status).toBe(200);
    const { result } = switchOptionsResponseSchema.parse(await response.json());
    expect(result).toMatchObject({ currentRiskLevel: 2, maxRiskLevel: 3, tradeDate, inProgress: null });
    expect(result.levels.map((l) => [l.riskLevel, l.allowed, l.reason])).toEqual([
      [1, true, null],
      [2, false, 'CURRENT'],
      [3, true, null],
      [4, false, 'ABOVE_CAP'],
      [5, false, 'ABOVE_CAP'],
    ]);
    for (const level of result.levels) {
      expect(level.allocations.reduce((sum, a) => sum + a.weightBps, 0)).toBe(10_000);
    }
  });

  it('one switch at a time: the second is refused with a clear message; the first is audited and pending', async () => {
    const c = await client({ riskLevel: 2 });
    const second = await createPortfolio(database.db, c.clientId, { riskLevel: 3, goalName: 'House' });
    const response = await save(c.token, { clientId: c.clientId, riskLevel: 4 });
    expect(response.status).toBe(200);
    const created = portfolioSwitchResponseSchema.parse(await response.json()).result;
    expect(created).toMatchObject({
      portfolioId: c.portfolio.guid,
      fromRiskLevel: 2,
      toRiskLevel: 4,
      toRiskLevelName: 'Growth',
      status: 'IN_PROGRESS',
      tradeDate,
      executedDate: null,
    });
    expect(await current(c.token, c.clientId)).toEqual({ inProgress: true, switch: created });

    // The date as people read it ("4 Dec 2026"), never ISO inside a sentence.
    const message = formatMessage('switch.inProgress', { level: 4, date: formatDate(tradeDate, 'en') });
    await refusal(await save(c.token, { clientId: c.clientId, riskLevel: 5 }), 409, message);
    await refusal(await save(c.token, { clientId: c.clientId, riskLevel: 1, portfolio: second.guid }), 409, message);

    const audits = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'portfolio-switch.request'), eq(auditLog.subjectId, c.portfolio.guid)));
    expect(audits).toHaveLength(1);
    expect(audits[0]!.details).toMatchObject({ switchId: created.switchId, fromRiskLevel: 2, toRiskLevel: 4 });
    const [pending] = await database.db
      .select()
      .from(clientTransactions)
      .where(eq(clientTransactions.sourceId, created.switchId));
    expect(pending).toMatchObject({ type: 'REBALANCE', status: 'PENDING', clientId: c.clientId });
  });

  it('refuses clients who are not active: pending (403 with the message) and suspended', async () => {
    const pending = await client({ status: 'PENDING' });
    await refusal(
      await save(pending.token, { clientId: pending.clientId, riskLevel: 3 }),
      403,
      messagesEn['switch.notActive'],
    );
    const suspended = await client();
    await database.db.update(clients).set({ status: 'SUSPEND' }).where(eq(clients.clientId, suspended.clientId));
    const refused = await save(suspended.token, { clientId: suspended.clientId, riskLevel: 3 });
    expect([401, 403]).toContain(refused.status);
    const rows = await database.db
      .select()
      .from(portfolioSwitches)
      .where(inArray(portfolioSwitches.clientId, [pending.clientId, suspended.clientId]));
    expect(rows).toEqual([]);
  });

  it('the trade run executes it: new level, the new model within rounding, REBALANCE done, e-mail; once', async () => {
    const c = await client({ riskLevel: 2 });
    await depositCash(database.db, c.portfolio.id, 1_000_000n); // RM 10,000.00
    // Invested at level 2 on an earlier trade date.
    await server.app.tradeRunner.run(precedingTradeDate(tradeDate, await loadTradeCalendar(database.db)));
    expect(await getBalance(database.db, { kind: 'CLIENT_CASH', portfolioId: c.portfolio.id })).toBeLessThan(1_000n);

    const saved = await save(c.token, { clientId: c.clientId, riskLevel: 5 });
    expect(saved.status).toBe(200);
    const { switchId } = portfolioSwitchResponseSchema.parse(await saved.json()).result;

    const run = () =>
      server.fetch(ApiPaths.backofficeTrading.tradeRuns, {
        method: 'POST',
        headers: { ...bearer(staffToken), 'content-type': 'application/json' },
        body: JSON.stringify({ tradeDate }),
      });
    const summary = tradeRunResponseSchema.shape.result.parse(
      (await approveSent(server, checkerToken, await run())).result,
    );
    expect(Object.keys(summary.steps)).toEqual([
      'withdrawals',
      'transfers',
      'fees',
      'switches',
      'dividends',
      'invest',
      'rebalance',
      'valuation',
    ]);
    // This client's switch (and any other due today) completed; none held.
    expect(summary.steps.switches).toMatchObject({ held: 0 });
    expect(Number(summary.steps.switches!.completed)).toBeGreaterThanOrEqual(1);

    expect(await current(c.token, c.clientId)).toEqual({ inProgress: false, switch: null });
    const [portfolio] = await database.db.select().from(portfolios).where(eq(portfolios.id, c.portfolio.id));
    expect(portfolio!.riskLevel).toBe(5);
    const [done] = await database.db.select().from(portfolioSwitches).where(eq(portfolioSwitches.guid, switchId));
    expect(done).toMatchObject({ status: 'COMPLETED', executedDate: tradeDate });

    // The level-5 model's weights, within rounding (a few sen of RM 10,000 is well under 0.1%).
    const context = await loadTradeContext(database.db, tradeDate);
    const held = (await unitsHeld(database.db, [c.portfolio.id])).get(c.portfolio.id) ?? [];
    const cash = await getBalance(database.db, { kind: 'CLIENT_CASH', portfolioId: c.portfolio.id });
    expect(maxDriftBps(cash, pricedHoldings(context, held), modelOf(context, 5))).toBeLessThanOrEqual(10);
    // Level 2 held the bond fund 0800EA and SHV; level 5 holds neither: sold whole.
    expect(held.map((h) => h.ticker).sort()).toEqual(['0820EA', '0821EA', 'VNQ', 'VTI', 'VXUS']);

    const [rebalance] = await database.db
      .select()
      .from(clientTransactions)
      .where(eq(clientTransactions.sourceId, switchId));
    expect(rebalance).toMatchObject({ type: 'REBALANCE', status: 'COMPLETED' });
    expect(rebalance!.amountSen).toBeGreaterThan(500_000n);
    expect(rebalance!.details).toMatchObject({ reason: 'SWITCH', fromRiskLevel: 2, toRiskLevel: 5, tradeDate });
    expect(await findLedgerViolations(database.db)).toEqual({
      unbalancedJournals: [],
      incompleteJournals: [],
      negativeClientAccounts: [],
      driftedAccounts: [],
      unmatchedCustody: [],
    });
    expect(await findMovementViolations(database.db)).toEqual(NO_MOVEMENT_VIOLATIONS);
    const mails = await database.db.select().from(mailOutbox).where(eq(mailOutbox.to, c.email));
    expect(mails.map((m) => m.subject)).toContain('Your portfolio switch is complete');
    const [completedAudit] = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'portfolio-switch.complete'), eq(auditLog.subjectId, switchId)));
    expect(completedAudit).toMatchObject({ actor: 'system' });

    // The date again: nothing moves twice.
    const journals = async () =>
      (
        await database.db
          .select({ n: sql<number>`count(*)::int` })
          .from(ledgerJournals)
          .where(like(ledgerJournals.idempotencyKey, `switch:${switchId}:%`))
      )[0]!.n;
    const before = await journals();
    expect(before).toBe(2);
    const again = tradeRunResponseSchema.shape.result.parse(
      (await approveSent(server, checkerToken, await run())).result,
    );
    expect(again.steps.switches).toMatchObject({ completed: 0 });
    expect(await journals()).toBe(before);
    // Free to switch again now.
    expect((await save(c.token, { clientId: c.clientId, riskLevel: 4 })).status).toBe(200);
  });
});
