import { ApiPaths } from '@harta/contracts/paths';
import { noticesResponseSchema } from '@harta/contracts/schemas/notices';
import { portfolioResponseSchema } from '@harta/contracts/schemas/portfolios';
import {
  collectionRunResponseSchema,
  collectionsResponseSchema,
  createRecurringDepositResponseSchema,
  recurringDepositListResponseSchema,
  recurringDepositResponseSchema,
  staffMandateResponseSchema,
  staffMandatesResponseSchema,
} from '@harta/contracts/schemas/recurring-deposits';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clients } from '../src/db/schema/clients';
import { paymentOrders } from '../src/db/schema/payments';
import { recurringCollections, recurringSchedules } from '../src/db/schema/recurring-deposits';
import { clientTransactions } from '../src/db/schema/transactions';
import { signFields } from '../src/providers/mandate-gateway/mandate-messages';
import { sandboxMandateSigners } from '../src/providers/mandate-gateway/sandbox/sandbox-mandate-gateway';
import { runCollections } from '../src/modules/recurring-deposits/collection-run';
import { testDatabases, type TestDatabase } from './databases';
import { createTestClient, fillRegistration, TEST_CLIENT_PASSWORD } from './helpers/registration-clients';
import { approveSent, signInNewStaffMember, type StaffMember } from './helpers/staff-members';
import { bearer, startServer, type StartedServer } from './helpers/start-server';

/**
 * Recurring deposits over HTTP (docs/goals.md "Recurring deposits"): the mandate authorised (or not) at the sandbox
 * bank, its signed answers (duplicated, reordered, forged), expiry, cancellation at the bank, the collections run,
 * each collected debit a deposit like any other, refused debits and their retry, notices, ownership, status gates,
 * validation, and the staff side with four eyes.
 */
const TODAY = new Date('2026-11-28T04:00:00Z'); // Saturday, noon in Malaysia
const DATE = '2026-11-28';

describe.each(testDatabases())('recurring deposits on $name', (kind) => {
  let database: TestDatabase;
  let server: StartedServer;
  let operations: StaffMember;
  let checker: StaffMember;
  let seq = 0;

  beforeAll(async () => {
    database = await kind.open();
    server = await startServer({
      database,
      tradeClock: () => TODAY,
      env: { BUREAU_SANDBOX_DELAY_MS: '0', FPX_SANDBOX_CALLBACK_DELAY_MS: '0' },
    });
    operations = await signInNewStaffMember(database.db, server, 'dd-ops1@harta.test', ['operations']);
    checker = await signInNewStaffMember(database.db, server, 'dd-ops2@harta.test', ['operations']);
  });
  afterAll(async () => {
    await server?.close();
    await database?.dispose();
  });

  const sandbox = () => server.app.recurringDeposits.sandbox;
  const json = (token: string, method: string, path: string, body?: unknown) =>
    server.fetch(path, {
      method,
      headers: { ...bearer(token), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });

  /** An approved client (bank MBB, verified) with one goal. */
  async function clientWithGoal(status = 'ACTIVE') {
    seq += 1;
    const email = `saver${seq}@example.com`;
    const c = await createTestClient(database.db, { email, status: 'ACTIVE', currentStep: 10 });
    await fillRegistration(database.db, c);
    const token = (await server.login(email, TEST_CLIENT_PASSWORD)).access_token;
    const created = await json(token, 'POST', ApiPaths.portfolios.create, { goalName: 'House', riskLevel: 3 });
    expect(created.status).toBe(201);
    const { guid } = portfolioResponseSchema.parse(await created.json()).result;
    if (status !== 'ACTIVE') await database.db.update(clients).set({ status }).where(eq(clients.clientId, c.clientId));
    return { ...c, token, guid };
  }

  const monthly = (amount: string, extra: Record<string, unknown> = {}) => ({
    amount,
    frequency: 'monthly',
    dayOfMonth: 28,
    dayOfWeek: null,
    startDate: DATE,
    bankId: 'MBB',
    ...extra,
  });

  async function setUp(c: { token: string; guid: string }, body: unknown) {
    const response = await json(c.token, 'POST', ApiPaths.recurringDeposits.schedule(c.guid), body);
    expect(response.status, await response.clone().text()).toBe(201);
    return createRecurringDepositResponseSchema.parse(await response.json()).result;
  }

  /** The client decides on the sandbox bank's page; the bank's answer arrives asynchronously. */
  async function decide(form: { fields: Record<string, string> }, decision: 'approve' | 'reject') {
    const response = await server.fetch(`${ApiPaths.sandboxMandates.base}/decide`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ ...form.fields, decision }).toString(),
      redirect: 'manual',
    });
    expect(response.status).toBe(303);
    await sandbox().idle();
    return response.headers.get('location');
  }

  async function schedule(c: { token: string; guid: string }) {
    const response = await json(c.token, 'GET', ApiPaths.recurringDeposits.schedule(c.guid));
    expect(response.status).toBe(200);
    return recurringDepositResponseSchema.parse(await response.json()).result.schedule!;
  }

  async function collections(c: { token: string; guid: string }) {
    const response = await json(c.token, 'GET', `${ApiPaths.recurringDeposits.collections(c.guid)}?page=1`);
    expect(response.status).toBe(200);
    return collectionsResponseSchema.parse(await response.json()).result;
  }

  async function runOn(date: string, now = TODAY) {
    const result = await runCollections(database.db, sandbox().gateway, date, now);
    await sandbox().idle();
    return result;
  }

  async function approved(amount = '200.00', extra: Record<string, unknown> = {}) {
    const c = await clientWithGoal();
    const created = await setUp(c, monthly(amount, extra));
    await decide(created.authorisation, 'approve');
    return { c, created };
  }

  async function notices(token: string) {
    const response = await json(token, 'GET', ApiPaths.notices.list);
    return noticesResponseSchema.parse(await response.json()).result;
  }

  /** The bank's key, as a test stands in for the bank's server. */
  async function postBankAnswer(fields: Record<string, string>) {
    const signed = signFields(fields, sandboxMandateSigners(server.config.payments.sandboxSecret).bank);
    return server.fetch(ApiPaths.recurringDeposits.bankAnswers, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(signed).toString(),
    });
  }

  it('approved at the bank: active, collected on its date as a deposit (order, ledger, transaction), once per date', async () => {
    const c = await clientWithGoal();
    const created = await setUp(c, monthly('200'));
    expect(created.schedule).toMatchObject({
      status: 'pending_authorisation',
      amount: '200.00',
      mandate: { status: 'pending', maxAmount: '400.00' },
      nextCollection: null,
    });
    expect(created.authorisation.action).toBe(
      `${server.config.publicUrl}${ApiPaths.sandboxMandates.authorisationRequest}`,
    );
    expect(created.authorisation.fields.checksum).toMatch(/^[0-9A-F]{64}$/);

    // The bank's page, in the client's language and the other.
    const page = await server.fetch(ApiPaths.sandboxMandates.authorisationRequest, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(created.authorisation.fields).toString(),
    });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Authorise a direct debit');
    const malay = await server.fetch(`${ApiPaths.sandboxMandates.authorisationRequest}?lang=ms`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(created.authorisation.fields).toString(),
    });
    expect(await malay.text()).toContain('Benarkan debit langsung');
    // A tampered request is refused by the bank.
    const tampered = await server.fetch(ApiPaths.sandboxMandates.authorisationRequest, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ ...created.authorisation.fields, maxAmount: '30000.00' }).toString(),
    });
    expect(tampered.status).toBe(400);

    const location = await decide(created.authorisation, 'approve');
    expect(location).toBe(`${server.config.publicUrl}/recurring-deposit/return?schedule=${created.schedule.guid}`);
    const active = await schedule(c);
    expect(active).toMatchObject({
      status: 'active',
      mandate: { status: 'approved' },
      nextCollection: { date: DATE, amount: '200.00' },
    });
    const list = recurringDepositListResponseSchema.parse(
      await (await json(c.token, 'GET', ApiPaths.recurringDeposits.list)).json(),
    ).result.items;
    expect(list.map((s) => s.guid)).toEqual([created.schedule.guid]);

    const run = await runOn(DATE);
    expect(run.submitted).toBeGreaterThanOrEqual(1);
    const page1 = await collections(c);
    expect(page1.total).toBe(1);
    const collected = page1.items[0]!;
    expect(collected).toMatchObject({ scheduledFor: DATE, amount: '200.00', status: 'collected', attempt: 1 });
    const [order] = await database.db.select().from(paymentOrders).where(eq(paymentOrders.orderId, collected.orderId!));
    expect(order).toMatchObject({ state: 'SUCCESS', amountSen: 20_000n, settledBy: 'mandate' });
    const [txn] = await database.db
      .select()
      .from(clientTransactions)
      .where(and(eq(clientTransactions.sourceType, 'payment_order'), eq(clientTransactions.sourceId, order!.orderId)));
    expect(txn).toMatchObject({ type: 'DEPOSIT', status: 'COMPLETED' });
    expect(txn!.descriptionFields).toMatchObject({ kind: 'DIRECT_DEBIT', date: DATE });
    const after = await schedule(c);
    expect(after.nextCollection).toEqual({ date: '2026-12-28', amount: '200.00' });
    expect(after.lastCollection?.status).toBe('collected');

    // The run again for the same date, and the bank's answer again: nothing more.
    await runOn(DATE);
    const [collectedAnswer] = await database.db
      .select({ answer: recurringCollections.bankAnswer })
      .from(recurringCollections)
      .where(eq(recurringCollections.guid, collected.guid));
    const replay = await server.fetch(ApiPaths.recurringDeposits.bankAnswers, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(collectedAnswer!.answer as Record<string, string>).toString(),
    });
    expect(await replay.text()).toBe('OK');
    expect((await collections(c)).total).toBe(1);
    const orders = await database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(paymentOrders)
      .where(eq(paymentOrders.clientId, c.clientId));
    expect(orders[0]!.n).toBe(1);
  });

  it('rejected at the bank: rejected with its reason, a notice; a later approval answer changes nothing', async () => {
    const c = await clientWithGoal();
    const created = await setUp(c, monthly('150'));
    await decide(created.authorisation, 'reject');
    const rejected = await schedule(c);
    expect(rejected).toMatchObject({ status: 'rejected', statusReason: 'recurringDeposit.reason.rejected' });
    expect((await notices(c.token)).map((n) => n.code)).toContain('MANDATE_REJECTED');
    // Out of order: an "approved" for the same mandate after the rejection.
    const late = await postBankAnswer({
      msgType: 'MA',
      reference: created.schedule.mandate.reference,
      status: 'approved',
      maxAmount: '300.00',
      expiresOn: '2031-11-27',
      bankTime: TODAY.toISOString(),
    });
    expect(await late.text()).toBe('OK');
    expect((await schedule(c)).status).toBe('rejected');
    // Ended: a new one may be set up.
    await setUp(c, monthly('150'));
  });

  it('never authorised in time: expired with a notice; a mandate past its last day expires too', async () => {
    const c = await clientWithGoal();
    await setUp(c, monthly('120'));
    await runOn(DATE, new Date(TODAY.getTime() + 31 * 60_000));
    expect(await schedule(c)).toMatchObject({ status: 'expired', statusReason: 'recurringDeposit.reason.expired' });
    expect((await notices(c.token)).map((n) => n.code)).toContain('MANDATE_EXPIRED');

    const { c: other, created } = await approved('120');
    await database.db
      .update(recurringSchedules)
      .set({ mandateExpiresOn: '2026-11-27' })
      .where(eq(recurringSchedules.guid, created.schedule.guid));
    await runOn(DATE);
    expect((await schedule(other)).status).toBe('expired');
    expect((await collections(other)).total).toBe(0);
  });

  it('cancelled at the bank: the schedule ends; a debit refused as cancelled ends it too', async () => {
    const { c, created } = await approved('200');
    expect(sandbox().bank.cancelAtBank(created.schedule.mandate.reference)).toBe(true);
    await sandbox().idle();
    expect(await schedule(c)).toMatchObject({
      status: 'cancelled',
      statusReason: 'recurringDeposit.reason.cancelledAtBank',
      mandate: { status: 'cancelled' },
    });

    const { c: second } = await approved('200.53');
    await runOn(DATE);
    const [failed] = (await collections(second)).items;
    expect(failed).toMatchObject({ status: 'failed', failureReason: 'recurringDeposit.failure.mandateCancelled' });
    expect((await schedule(second)).status).toBe('cancelled');
  });

  it('refused for insufficient funds: retried once three days later; refused again it fails with a notice', async () => {
    const { c: lucky } = await approved('100.51');
    const { c: unlucky } = await approved('100.52');
    await runOn(DATE);
    for (const c of [lucky, unlucky]) {
      expect((await collections(c)).items[0]).toMatchObject({
        status: 'scheduled',
        attempt: 2,
        failureReason: 'recurringDeposit.failure.insufficientFunds',
      });
    }
    // Not before its day.
    await runOn('2026-11-30');
    expect((await collections(lucky)).items[0]!.status).toBe('scheduled');
    await runOn('2026-12-01');
    expect((await collections(lucky)).items[0]).toMatchObject({ status: 'collected', attempt: 2 });
    expect((await collections(unlucky)).items[0]).toMatchObject({
      status: 'failed',
      attempt: 2,
      failureReason: 'recurringDeposit.failure.insufficientFunds',
    });
    const notice = (await notices(unlucky.token)).find((n) => n.code === 'COLLECTION_FAILED');
    expect(notice?.values).toEqual({ amount: '100.52', goalName: 'House', date: DATE });
    expect((await notices(lucky.token)).map((n) => n.code)).not.toContain('COLLECTION_FAILED');
  });

  it('bank answers: a stale attempt, a mismatched amount and a forged checksum move nothing', async () => {
    const { c } = await approved('100.51');
    await runOn(DATE);
    const [retrying] = (await collections(c)).items;
    const [row] = await database.db
      .select({ reference: recurringSchedules.mandateReference })
      .from(recurringSchedules)
      .innerJoin(recurringCollections, eq(recurringCollections.scheduleId, recurringSchedules.id))
      .where(eq(recurringCollections.guid, retrying!.guid));
    const answer = {
      msgType: 'DA',
      debitId: retrying!.guid,
      attempt: '1',
      reference: row!.reference,
      amount: '100.51',
      status: 'collected',
      refusal: '',
      bankTxnId: 'DDSTALE',
      bankTime: TODAY.toISOString(),
    };
    expect(await (await postBankAnswer(answer)).text()).toBe('OK');
    expect((await collections(c)).items[0]).toMatchObject({ status: 'scheduled', attempt: 2 });
    expect((await postBankAnswer({ ...answer, attempt: '2', amount: '999.00' })).status).toBe(400);
    const forged = await server.fetch(ApiPaths.recurringDeposits.bankAnswers, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ ...answer, attempt: '2', checksum: 'AB'.repeat(32) }).toString(),
    });
    expect(forged.status).toBe(400);
    expect((await collections(c)).items[0]).toMatchObject({ status: 'scheduled', attempt: 2 });
  });

  it("another client's goal is not found, whatever the call", async () => {
    const { created } = await approved('200');
    const stranger = await clientWithGoal();
    const guid = created.schedule.portfolioGuid;
    expect((await json(stranger.token, 'GET', ApiPaths.recurringDeposits.schedule(guid))).status).toBe(404);
    expect((await json(stranger.token, 'POST', ApiPaths.recurringDeposits.schedule(guid), monthly('50'))).status).toBe(
      404,
    );
    expect(
      (await json(stranger.token, 'PATCH', ApiPaths.recurringDeposits.schedule(guid), { action: 'cancel' })).status,
    ).toBe(404);
    expect((await json(stranger.token, 'GET', ApiPaths.recurringDeposits.collections(guid))).status).toBe(404);
  });

  it('status gates: one live schedule per goal, pause/resume in order, the mandate maximum, cancelled is final', async () => {
    const { c } = await approved('200');
    expect((await json(c.token, 'POST', ApiPaths.recurringDeposits.schedule(c.guid), monthly('50'))).status).toBe(409);
    const path = ApiPaths.recurringDeposits.schedule(c.guid);
    expect((await json(c.token, 'PATCH', path, { action: 'resume' })).status).toBe(409);
    const paused = await json(c.token, 'PATCH', path, { action: 'pause' });
    expect(recurringDepositResponseSchema.parse(await paused.json()).result.schedule).toMatchObject({
      status: 'paused',
      nextCollection: null,
    });
    await runOn(DATE);
    expect((await collections(c)).total).toBe(0);
    expect((await json(c.token, 'PATCH', path, { action: 'resume' })).status).toBe(200);
    const above = await json(c.token, 'PATCH', path, { amount: '400.01' });
    expect(above.status).toBe(422);
    expect(JSON.stringify(await above.json())).toContain('400.00');
    const changed = await json(c.token, 'PATCH', path, { amount: '400' });
    expect(recurringDepositResponseSchema.parse(await changed.json()).result.schedule?.amount).toBe('400.00');
    expect((await json(c.token, 'PATCH', path, { action: 'cancel' })).status).toBe(200);
    expect(sandbox().bank.mandate((await schedule(c)).mandate.reference)?.status).toBe('cancelled');
    expect((await json(c.token, 'PATCH', path, { action: 'pause' })).status).toBe(409);

    const pending = await clientWithGoal('PENDING');
    expect(
      (await json(pending.token, 'POST', ApiPaths.recurringDeposits.schedule(pending.guid), monthly('50'))).status,
    ).toBe(403);
  });

  it('validation: amount, days, start date and bank, each on its field', async () => {
    const c = await clientWithGoal();
    const path = ApiPaths.recurringDeposits.schedule(c.guid);
    const cases: [Record<string, unknown>, string][] = [
      [monthly('abc'), 'amount'],
      [monthly('0.50'), 'amount'],
      [monthly('200', { dayOfMonth: 31 }), 'dayOfMonth'],
      [monthly('200', { dayOfMonth: null }), 'dayOfMonth'],
      [monthly('200', { frequency: 'weekly', dayOfMonth: null, dayOfWeek: 8 }), 'dayOfWeek'],
      [monthly('200', { startDate: '2026-11-27' }), 'startDate'],
      [monthly('200', { startDate: '2026-02-30' }), 'startDate'],
      [monthly('200', { bankId: 'CIMB' }), 'bankId'],
    ];
    for (const [body, field] of cases) {
      const response = await json(c.token, 'POST', path, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(JSON.stringify(await response.json())).toContain(field);
    }
    expect((await json(c.token, 'GET', path)).status).toBe(200);
  });

  it('staff: the list and detail, the collections run, and a cancellation under four eyes', async () => {
    const { c, created } = await approved('75');
    const run = await json(operations.token, 'POST', ApiPaths.backofficeMandates.collectionRuns, { date: DATE });
    expect(run.status, await run.clone().text()).toBe(200);
    collectionRunResponseSchema.parse(await run.json());
    await sandbox().idle();
    const list = await json(
      operations.token,
      'GET',
      `${ApiPaths.backofficeMandates.list}?q=${encodeURIComponent(c.email)}`,
    );
    const listed = staffMandatesResponseSchema.parse(await list.json()).result;
    expect(listed.items.map((i) => i.guid)).toEqual([created.schedule.guid]);
    expect(listed.items[0]!.clientEmail).toBe(c.email.toLowerCase());
    const detail = staffMandateResponseSchema.parse(
      await (await json(operations.token, 'GET', ApiPaths.backofficeMandates.detail(created.schedule.guid))).json(),
    ).result;
    expect(detail.collections.map((x) => x.status)).toEqual(['collected']);
    // A client token is not staff.
    expect((await json(c.token, 'GET', ApiPaths.backofficeMandates.list)).status).toBe(403);

    const sent = await json(operations.token, 'POST', ApiPaths.backofficeMandates.cancel(created.schedule.guid), {
      reason: 'Client asked by phone',
    });
    expect((await schedule(c)).status).toBe('active');
    await approveSent(server, checker.token, sent);
    expect(await schedule(c)).toMatchObject({
      status: 'cancelled',
      statusReason: 'recurringDeposit.reason.cancelledByStaff',
    });
  });
});
