import { randomUUID } from 'node:crypto';
import { errorBodySchema } from '@harta/contracts/errors';
import { messagesEn } from '@harta/contracts/messages';
import { ApiPaths } from '@harta/contracts/paths';
import { tradeRunResponseSchema } from '@harta/contracts/schemas/trading';
import { transferListResponseSchema, transferResponseSchema } from '@harta/contracts/schemas/transfers';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../src/db/schema/audit';
import { clients } from '../src/db/schema/clients';
import { clientTransactions } from '../src/db/schema/transactions';
import { getBalance } from '../src/modules/ledger/ledger-reads';
import { investKey } from '../src/modules/trading/invest-step';
import { addDays } from '../src/modules/returns/calendar-days';
import { testDatabases, type TestDatabase } from './databases';
import { createTestClient, TEST_CLIENT_PASSWORD } from './helpers/registration-clients';
import { bearer, type StartedServer } from './helpers/start-server';
import { approveSent } from './helpers/staff-members';
import { createPortfolio, depositCash } from './helpers/trading-fixtures';
import { startTradingServer } from './helpers/trading-server';

/**
 * `POST /api/transfers` over HTTP with real logins: validation, ownership (another client's portfolio is 404),
 * status gates, the available amount, Idempotency-Key retries; then the staff trade run that executes it.
 */

describe.each(testDatabases())('transfers on $name', (kind) => {
  let database: TestDatabase;
  let server: StartedServer;
  let owner: { clientId: number; token: string };
  let other: { clientId: number; token: string };
  let staffToken: string;
  /** Four eyes: a second (operations) member approves the trade run staff@ asks for. */
  let checkerToken: string;
  let source: { id: number; guid: string };
  let target: { id: number; guid: string };
  let othersPortfolio: { id: number; guid: string };
  /** The trade date of a request made now (by the calendar in reference data). */
  let tradeDate: string;

  async function client(email: string, status = 'ACTIVE') {
    const { clientId } = await createTestClient(database.db, { email, status, currentStep: 10 });
    const { access_token } = await server.login(email, TEST_CLIENT_PASSWORD);
    return { clientId, token: access_token };
  }

  beforeAll(async () => {
    ({ database, server, tradeDate, staffToken, checkerToken } = await startTradingServer(
      kind,
      `checker-${kind.name}@example.com`,
    ));
    owner = await client(`transfer-owner-${kind.name}@example.com`);
    other = await client(`transfer-other-${kind.name}@example.com`);
    source = await createPortfolio(database.db, owner.clientId, { riskLevel: 3, goalName: 'Retirement' });
    target = await createPortfolio(database.db, owner.clientId, { riskLevel: 5, goalName: 'House' });
    othersPortfolio = await createPortfolio(database.db, other.clientId);
    await depositCash(database.db, source.id, 500_000n); // RM 5,000.00
  });

  afterAll(async () => {
    await server?.close();
    await database?.dispose();
  });

  const post = (token: string, body: unknown, key: string | null = randomUUID()) =>
    server.fetch(ApiPaths.transfers.create, {
      method: 'POST',
      headers: { ...bearer(token), 'content-type': 'application/json', ...(key ? { 'idempotency-key': key } : {}) },
      body: JSON.stringify(body),
    });

  async function expectError(response: Response, status: number, code: string, result?: string) {
    expect(response.status).toBe(status);
    const body = errorBodySchema.parse(await response.json());
    expect(body.code).toBe(code);
    if (result) expect(body.result).toBe(result);
    return body;
  }

  it('refuses malformed requests with 400 and says which field', async () => {
    const ok = { fromPortfolioId: source.guid, toPortfolioId: target.guid };
    const cases: [unknown, string][] = [
      [{ ...ok, amount: '10.005' }, 'amount.decimals'],
      [{ ...ok, amount: '0.50' }, 'transfers.amountMin'],
      [{ ...ok, amount: '-5' }, 'amount.notPositive'],
      [{ ...ok, amount: '1e3' }, 'amount.notANumber'],
      [{ ...ok, amount: '10.00', transferAll: true }, 'transfers.amountOrAll'],
      [ok, 'transfers.amountOrAll'],
      [{ fromPortfolioId: source.guid, toPortfolioId: source.guid, amount: '10.00' }, 'transfers.samePortfolio'],
      [{ ...ok, fromPortfolioId: 'not-a-guid', amount: '10.00' }, 'transfers.portfolioRequired'],
    ];
    for (const [body, message] of cases) {
      const error = await expectError(await post(owner.token, body), 400, 'VALIDATION_ERROR');
      expect(error.issues?.map((i) => i.message)).toContain(message);
    }
    await expectError(
      await post(owner.token, { ...ok, amount: '10.00' }, null),
      400,
      'VALIDATION_ERROR',
      messagesEn['money.idempotencyKeyMissing'],
    );
  });

  it("answers 404 for another client's portfolio, as for one that does not exist", async () => {
    await expectError(
      await post(owner.token, { fromPortfolioId: othersPortfolio.guid, toPortfolioId: target.guid, amount: '10.00' }),
      404,
      'NOT_FOUND',
    );
    await expectError(
      await post(owner.token, { fromPortfolioId: source.guid, toPortfolioId: othersPortfolio.guid, amount: '10.00' }),
      404,
      'NOT_FOUND',
    );
    await expectError(
      await post(other.token, { fromPortfolioId: source.guid, toPortfolioId: othersPortfolio.guid, amount: '10.00' }),
      404,
      'NOT_FOUND',
    );
    const list = transferListResponseSchema.parse(
      await (await server.fetch(ApiPaths.transfers.list, { headers: bearer(other.token) })).json(),
    );
    expect(list.result).toEqual([]);
  });

  it('moves no money for a client who is not active', async () => {
    const pending = await client(`transfer-pending-${kind.name}@example.com`, 'PENDING');
    const p = await createPortfolio(database.db, pending.clientId);
    const q = await createPortfolio(database.db, pending.clientId);
    await depositCash(database.db, p.id, 10_000n);
    await expectError(
      await post(pending.token, { fromPortfolioId: p.guid, toPortfolioId: q.guid, amount: '10.00' }),
      403,
      'FORBIDDEN',
      messagesEn['transfers.notActive'],
    );
    await database.db.update(clients).set({ status: 'SUSPEND' }).where(eq(clients.clientId, pending.clientId));
    await expectError(
      await post(pending.token, { fromPortfolioId: p.guid, toPortfolioId: q.guid, amount: '10.00' }),
      403,
      'ACCOUNT_STATUS',
    );
    expect(await getBalance(database.db, { kind: 'CLIENT_CASH', portfolioId: p.id })).toBe(10_000n);
  });

  it('refuses more than is available, counting transfers already requested', async () => {
    await expectError(
      await post(owner.token, { fromPortfolioId: source.guid, toPortfolioId: target.guid, amount: '5000.01' }),
      422,
      'INSUFFICIENT_BALANCE',
      'You can transfer at most RM 5,000.00 from this portfolio.',
    );
    await expectError(
      await post(owner.token, { fromPortfolioId: target.guid, toPortfolioId: source.guid, transferAll: true }),
      422,
      'INSUFFICIENT_BALANCE',
      messagesEn['transfers.nothingAvailable'],
    );
  });

  it('creates one transfer per Idempotency-Key: a retry answers the first, another body is refused', async () => {
    const key = randomUUID();
    const body = { fromPortfolioId: source.guid, toPortfolioId: target.guid, amount: '1200.00' };
    const first = await post(owner.token, body, key);
    expect(first.status).toBe(201);
    const created = transferResponseSchema.parse(await first.json()).result;
    expect(created).toMatchObject({
      fromPortfolioId: source.guid,
      toPortfolioId: target.guid,
      fromGoalName: 'Retirement',
      toGoalName: 'House',
      amount: '1200.00',
      transferAll: false,
      status: 'REQUESTED',
      tradeDate,
      movedAmount: null,
    });

    const retry = await post(owner.token, body, key);
    expect(retry.status).toBe(201);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect(transferResponseSchema.parse(await retry.json()).result.transferId).toBe(created.transferId);
    await expectError(await post(owner.token, { ...body, amount: '1300.00' }, key), 422, 'IDEMPOTENCY_CONFLICT');

    const list = transferListResponseSchema.parse(
      await (await server.fetch(ApiPaths.transfers.list, { headers: bearer(owner.token) })).json(),
    );
    expect(list.result.map((t) => t.transferId)).toEqual([created.transferId]);
    const legs = await database.db
      .select({
        type: clientTransactions.type,
        status: clientTransactions.status,
        portfolioId: clientTransactions.portfolioId,
      })
      .from(clientTransactions)
      .where(eq(clientTransactions.sourceId, created.transferId));
    expect(legs.sort((a, b) => (a.type < b.type ? -1 : 1))).toEqual([
      { type: 'TRANSFER_IN', status: 'PENDING', portfolioId: target.id },
      { type: 'TRANSFER_OUT', status: 'PENDING', portfolioId: source.id },
    ]);

    // RM 5,000 less the RM 1,200 already promised.
    await expectError(
      await post(owner.token, { fromPortfolioId: source.guid, toPortfolioId: target.guid, amount: '3800.01' }),
      422,
      'INSUFFICIENT_BALANCE',
      'You can transfer at most RM 3,800.00 from this portfolio.',
    );
  });

  it('the staff trade run executes it: sold in the source, moved, and invested in the target (audited)', async () => {
    const run = (token: string, body: unknown) =>
      server.fetch(ApiPaths.backofficeTrading.tradeRuns, {
        method: 'POST',
        headers: { ...bearer(token), 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    await expectError(await run(owner.token, { tradeDate }), 403, 'FORBIDDEN');
    await expectError(await run(staffToken, { tradeDate: '2026-02-30' }), 400, 'VALIDATION_ERROR');
    await expectError(await run(staffToken, { tradeDate: '2026-01-03' }), 409, 'CONFLICT'); // a Saturday
    await expectError(await run(staffToken, { tradeDate: addDays(tradeDate, 7) }), 409, 'CONFLICT'); // the future

    const summary = tradeRunResponseSchema.shape.result.parse(
      (await approveSent(server, checkerToken, await run(staffToken, { tradeDate }))).result,
    );
    expect(summary.steps.transfers).toMatchObject({ completed: 1 });

    const [transfer] = transferListResponseSchema.parse(
      await (await server.fetch(ApiPaths.transfers.list, { headers: bearer(owner.token) })).json(),
    ).result;
    expect(transfer).toMatchObject({ status: 'COMPLETED', movedAmount: '1200.00', executedDate: tradeDate });
    // The source kept RM 3,800 (invested by the same run); the target bought its model with RM 1,200.
    const legs = await database.db
      .select({
        type: clientTransactions.type,
        status: clientTransactions.status,
        amountSen: clientTransactions.amountSen,
      })
      .from(clientTransactions)
      .where(eq(clientTransactions.sourceId, transfer!.transferId));
    expect(legs.every((l) => l.status === 'COMPLETED' && l.amountSen === 120_000n)).toBe(true);
    const [invested] = await database.db
      .select({ amountSen: clientTransactions.amountSen })
      .from(clientTransactions)
      .where(
        and(
          eq(clientTransactions.sourceId, investKey(tradeDate, target.id)),
          eq(clientTransactions.type, 'INVESTMENT'),
        ),
      );
    expect(invested!.amountSen! > 119_000n && invested!.amountSen! <= 120_000n).toBe(true);

    const audit = await database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.subjectType, 'trade_run'), eq(auditLog.subjectId, tradeDate)));
    expect(audit.map((a) => a.action).sort()).toEqual(['trade-run.complete', 'trade-run.start']);
  });
});
