import { randomUUID } from 'node:crypto';
import { ApiPaths } from '@harta/contracts/paths';
import { transactionListingResponseSchema } from '@harta/contracts/schemas/transaction-listing';
import {
  payoutResultResponseSchema,
  staffWithdrawalListResponseSchema,
  staffWithdrawalResponseSchema,
  withdrawalListResponseSchema,
  withdrawalOptionsResponseSchema,
  withdrawalResponseSchema,
} from '@harta/contracts/schemas/withdrawals';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/connection';
import { auditLog } from '../src/db/schema/audit';
import { clients } from '../src/db/schema/clients';
import { mailOutbox, smsMessages } from '../src/db/schema/mail';
import { portfolios } from '../src/db/schema/portfolios';
import { clientContactInfo, clientFinancialInfo, otpCodes } from '../src/db/schema/registration';
import { clientTransactions } from '../src/db/schema/transactions';
import { withdrawals } from '../src/db/schema/withdrawals';
import { ensureInvestmentReferenceData } from '../src/modules/investment-profile/reference-data';
import type { AccountRef } from '../src/modules/ledger/account-kinds';
import { getBalance } from '../src/modules/ledger/ledger-reads';
import { postJournal } from '../src/modules/ledger/post-journal';
import { importPricesCsv } from '../src/modules/market-data/price-store';
import { malaysiaDate } from '../src/modules/portfolios/portfolio-valuation';
import { precedingTradeDate } from '../src/modules/trading/trade-calendar';
import { tradeDateOfRequest } from '../src/modules/trading/trade-calendar-settings';
import { runTradeDate } from '../src/modules/trading/trade-run';
import { createWithdrawalTradeStep } from '../src/modules/withdrawals/withdrawal-trade-step';
import { reserveWithdrawal } from '../src/modules/withdrawals/withdrawal-requests';
import { testDatabases, type TestDatabase } from './databases';
import { createTestClient, fillRegistration, TEST_CLIENT_PASSWORD } from './helpers/registration-clients';
import { bearer, startServer, type StartedServer } from './helpers/start-server';
import { approveSent, signInNewStaffMember, type StaffMember } from './helpers/staff-members';

/**
 * Withdrawals end to end over HTTP (issue #11 item 8, docs/money.md "Withdrawal"): validation, ownership, status
 * gates, the SMS code, idempotent retries, the reservation under concurrency, cancel, the trade step's sale and
 * reservation, staff paid/failed, the bulk-payment file and its result import, and the e-mails and audit entries.
 *
 * Prices are imported from CSV (real closes win over the sandbox's) on the trade date T a request made now is
 * sold at, and on the trading day before today, so the value seen at request time and the sale at T are both
 * worked by hand: VTI 250, BND 70 (US dollars), USDMYR 4. A portfolio with RM 100.00 cash, 10 VTI and 10 BND is
 * worth 100 + 10 x 250 x 4 + 10 x 70 x 4 = RM 12,900.00.
 */

const SYMBOLS = new Set(['VTI', 'BND', 'USDMYR']);
const FULL_VALUE_SEN = 1_290_000n;

describe.each(testDatabases())('withdrawals on $name', (kind) => {
  let database: TestDatabase;
  let db: Db;
  let server: StartedServer;
  let staffToken: string;
  let staffId: string;
  /** The second member who approves what staff@ makes (four eyes, docs/backoffice.md). */
  let checker: StaffMember;
  let tradeDate: string;
  let seq = 0;

  const cash = (portfolioId: number): AccountRef => ({ kind: 'CLIENT_CASH', portfolioId });
  const units = (portfolioId: number, ticker: string): AccountRef => ({ kind: 'CLIENT_UNITS', portfolioId, ticker });
  const PAYOUT: AccountRef = { kind: 'PAYOUT_CLEARING' };

  interface TestClient {
    clientId: number;
    email: string;
    token: string;
    portfolio: { id: number; guid: string };
    mobile: string;
  }

  /** An approved client with a verified bank account and mobile, and a funded portfolio (RM 12,900.00). */
  async function fundedClient(options: { holderName?: string; funded?: boolean } = {}): Promise<TestClient> {
    seq += 1;
    const email = `withdraw${seq}-${kind.name}@example.com`;
    const c = await createTestClient(db, { email, status: 'ACTIVE', currentStep: 11 });
    await fillRegistration(db, c);
    const mobile = `+601234${String(500000 + seq).padStart(6, '0')}`;
    await db.update(clients).set({ mobileNumber: mobile }).where(eq(clients.clientId, c.clientId));
    await db
      .update(clientContactInfo)
      .set({ verifiedMobileNumber: mobile })
      .where(eq(clientContactInfo.clientId, c.clientId));
    if (options.holderName) {
      await db
        .update(clientFinancialInfo)
        .set({ bankAccountHolderName: options.holderName })
        .where(eq(clientFinancialInfo.clientId, c.clientId));
    }
    const [portfolio] = await db
      .insert(portfolios)
      .values({ clientId: c.clientId, goalName: `Goal ${seq}`, riskLevel: 3 })
      .returning({ id: portfolios.id, guid: portfolios.guid });
    if (options.funded !== false) {
      await postJournal(db, {
        idempotencyKey: `test:deposit:${portfolio!.id}`,
        kind: 'DEPOSIT',
        postings: [
          { account: { kind: 'GATEWAY_CLEARING' }, amount: 10_000n },
          { account: cash(portfolio!.id), amount: -10_000n },
        ],
      });
      for (const ticker of ['VTI', 'BND']) {
        await postJournal(db, {
          idempotencyKey: `test:units:${portfolio!.id}:${ticker}`,
          kind: 'INVEST',
          postings: [
            { account: { kind: 'CUSTODY_UNITS', ticker }, amount: 10_000_000n },
            { account: units(portfolio!.id, ticker), amount: -10_000_000n },
          ],
        });
      }
    }
    const token = (await server.login(email, TEST_CLIENT_PASSWORD)).access_token;
    return { clientId: c.clientId, email, token, portfolio: portfolio!, mobile };
  }

  function call(
    method: 'GET' | 'POST',
    path: string,
    token: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ) {
    return server.fetch(path, {
      method,
      headers: {
        ...bearer(token),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  }

  async function lastCode(mobile: string): Promise<string> {
    const [sms] = await db
      .select({ text: smsMessages.text })
      .from(smsMessages)
      .where(eq(smsMessages.to, mobile))
      .orderBy(desc(smsMessages.id))
      .limit(1);
    return /(\d{6})/.exec(sms!.text)![1]!;
  }

  /** Lets a client ask for another code now (the one-a-minute rule is tested on its own). */
  async function skipCooldown(clientId: number) {
    await db
      .update(otpCodes)
      .set({ createdAt: new Date(Date.now() - 120_000) })
      .where(eq(otpCodes.clientId, clientId));
  }

  async function requestCode(c: TestClient, draft: Record<string, unknown>) {
    await skipCooldown(c.clientId);
    const response = await call('POST', ApiPaths.withdrawals.otp, c.token, draft);
    expect(response.status, await response.clone().text()).toBe(200);
    return lastCode(c.mobile);
  }

  /** Asks for a code and submits the request with it; answers the HTTP response. */
  async function withdraw(c: TestClient, draft: Record<string, unknown>, key = randomUUID()) {
    const otp = await requestCode(c, draft);
    return call('POST', ApiPaths.withdrawals.create, c.token, { ...draft, otp }, { 'idempotency-key': key });
  }

  async function withdrawOk(c: TestClient, draft: Record<string, unknown>) {
    const response = await withdraw(c, draft);
    expect(response.status, await response.clone().text()).toBe(201);
    return withdrawalResponseSchema.parse(await response.json()).result;
  }

  const runStep = (date = tradeDate) =>
    runTradeDate(db, date, [createWithdrawalTradeStep({ mailer: server.app.mailer, log: server.app.log })]);

  async function row(guid: string) {
    const [w] = await db.select().from(withdrawals).where(eq(withdrawals.guid, guid));
    return w!;
  }

  async function clientTx(guid: string) {
    const [t] = await db
      .select()
      .from(clientTransactions)
      .where(and(eq(clientTransactions.sourceType, 'withdrawal'), eq(clientTransactions.sourceId, guid)));
    return t!;
  }

  async function mailSubjects(email: string) {
    const rows = await db.select({ subject: mailOutbox.subject }).from(mailOutbox).where(eq(mailOutbox.to, email));
    return rows.map((r) => r.subject);
  }

  beforeAll(async () => {
    database = await kind.open();
    db = database.db;
    server = await startServer({ database });
    await ensureInvestmentReferenceData(db);
    tradeDate = await tradeDateOfRequest(db, new Date());
    const valuationDate = precedingTradeDate(malaysiaDate(new Date()));
    const lines = ['date,symbol,close'];
    for (const date of new Set([valuationDate, tradeDate])) {
      lines.push(`${date},VTI,250`, `${date},BND,70`, `${date},USDMYR,4`);
    }
    expect(await importPricesCsv(db, lines.join('\n'), SYMBOLS)).toMatchObject({ errors: [] });
    const staff = await server.login('staff@example.com', 'Staff@1234');
    staffToken = staff.access_token;
    staffId = JSON.parse(Buffer.from(staffToken.split('.')[1]!, 'base64url').toString()).sub as string;
    checker = await signInNewStaffMember(db, server, `checker-${kind.name}@example.com`, ['operations']);
  });

  afterAll(async () => {
    await server?.close();
    await database?.dispose();
  });

  it('shows the form: masked account and mobile, value, available and the next trade date', async () => {
    const c = await fundedClient();
    const response = await call('GET', ApiPaths.withdrawals.options, c.token);
    expect(response.status).toBe(200);
    const { result } = withdrawalOptionsResponseSchema.parse(await response.json());
    expect(result).toMatchObject({
      account: { bankCode: 'MBB', bankName: 'Maybank', accountNumber: '******7890', holderName: 'Test Client' },
      minimumAmount: '1.00',
      nextTradeDate: tradeDate,
      portfolios: [{ id: c.portfolio.guid, value: '12900.00', pending: '0.00', available: '12900.00' }],
    });
    expect(result.mobileNumber).toMatch(/^\+60\*+\d{4}$/);
  });

  it('refuses bad input with 400 and the message keys the form shows', async () => {
    const c = await fundedClient();
    const cases: [unknown, string][] = [
      [{ portfolioId: c.portfolio.guid, amount: 'abc' }, 'amount.notANumber'],
      [{ portfolioId: c.portfolio.guid, amount: '10.123' }, 'amount.decimals'],
      [{ portfolioId: c.portfolio.guid, amount: '-5' }, 'amount.notPositive'],
      [{ portfolioId: c.portfolio.guid, amount: '0.99' }, 'withdrawal.amountMin'],
      [{ portfolioId: c.portfolio.guid }, 'withdrawal.amountRequired'],
      [{ portfolioId: c.portfolio.guid, amount: '10', withdrawAll: true }, 'withdrawal.amountOrAll'],
      [{ portfolioId: 'not-a-uuid', amount: '10' }, 'withdrawal.portfolioRequired'],
      [null, ''],
    ];
    for (const [body, message] of cases) {
      for (const path of [ApiPaths.withdrawals.otp, ApiPaths.withdrawals.create]) {
        const payload = body && path === ApiPaths.withdrawals.create ? { ...body, otp: '123456' } : body;
        const response = await call('POST', path, c.token, payload, { 'idempotency-key': randomUUID() });
        expect(response.status, `${path} ${JSON.stringify(body)}`).toBe(400);
        const error = (await response.json()) as { code: string; issues?: { message: string }[] };
        expect(error.code).toBe('VALIDATION_ERROR');
        if (message) expect(error.issues?.map((i) => i.message)).toContain(message);
      }
    }
    // A money-moving POST without its Idempotency-Key.
    const otp = await requestCode(c, { portfolioId: c.portfolio.guid, amount: '10' });
    const noKey = await call('POST', ApiPaths.withdrawals.create, c.token, {
      portfolioId: c.portfolio.guid,
      amount: '10',
      otp,
    });
    expect(noKey.status).toBe(400);
    expect(await db.select().from(withdrawals).where(eq(withdrawals.clientId, c.clientId))).toHaveLength(0);
  });

  it("answers 404 for another client's portfolio or withdrawal, and for a malformed id", async () => {
    const owner = await fundedClient();
    const other = await fundedClient();
    const mine = await withdrawOk(owner, { portfolioId: owner.portfolio.guid, amount: '10.00' });
    for (const path of [ApiPaths.withdrawals.otp, ApiPaths.withdrawals.create]) {
      const response = await call(
        'POST',
        path,
        other.token,
        { portfolioId: owner.portfolio.guid, amount: '10.00', otp: '123456' },
        { 'idempotency-key': randomUUID() },
      );
      expect(response.status, path).toBe(404);
    }
    expect((await call('POST', ApiPaths.withdrawals.cancel(mine.id), other.token)).status).toBe(404);
    expect((await call('POST', ApiPaths.withdrawals.cancel('nope'), owner.token)).status).toBe(404);
    const list = withdrawalListResponseSchema.parse(
      await (await call('GET', ApiPaths.withdrawals.list, other.token)).json(),
    );
    expect(list.result).toEqual([]);
    expect((await row(mine.id)).status).toBe('REQUESTED');
  });

  it('lets only active clients withdraw: PENDING is refused, SUSPEND/CLOSE/REJECT cannot call at all', async () => {
    const c = await fundedClient();
    await db.update(clients).set({ status: 'PENDING' }).where(eq(clients.clientId, c.clientId));
    expect((await call('GET', ApiPaths.withdrawals.options, c.token)).status).toBe(403);
    expect(
      (await call('POST', ApiPaths.withdrawals.otp, c.token, { portfolioId: c.portfolio.guid, amount: '10' })).status,
    ).toBe(403);
    for (const status of ['SUSPEND', 'CLOSE', 'REJECT']) {
      await db.update(clients).set({ status }).where(eq(clients.clientId, c.clientId));
      const response = await call('POST', ApiPaths.withdrawals.otp, c.token, {
        portfolioId: c.portfolio.guid,
        amount: '10',
      });
      expect(response.status).toBe(403);
      expect(((await response.json()) as { code: string }).code).toBe('ACCOUNT_STATUS');
    }
    expect(await db.select().from(withdrawals).where(eq(withdrawals.clientId, c.clientId))).toHaveLength(0);
  });

  it('checks the SMS code: wrong, for another amount, expired, too many attempts, one a minute', async () => {
    const c = await fundedClient();
    const draft = { portfolioId: c.portfolio.guid, amount: '25.00' };
    const code = await requestCode(c, draft);
    const submit = (body: Record<string, unknown>) =>
      call('POST', ApiPaths.withdrawals.create, c.token, body, { 'idempotency-key': randomUUID() });
    const codeOf = async (r: Response) => ((await r.json()) as { code: string }).code;

    // One code a minute.
    const again = await call('POST', ApiPaths.withdrawals.otp, c.token, draft);
    expect(again.status).toBe(429);
    expect(await codeOf(again)).toBe('OTP_COOLDOWN');

    const wrong = code === '000000' ? '000001' : '000000';
    expect(await codeOf(await submit({ ...draft, otp: wrong }))).toBe('OTP_INVALID');
    // The code was sent for RM 25.00: it does not confirm RM 2,500.00.
    const otherAmount = await submit({ ...draft, amount: '2500.00', otp: code });
    expect(otherAmount.status).toBe(400);
    expect(await codeOf(otherAmount)).toBe('OTP_INVALID');

    await db
      .update(otpCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(otpCodes.clientId, c.clientId));
    const expired = await submit({ ...draft, otp: code });
    expect(expired.status).toBe(400);
    expect(await codeOf(expired)).toBe('OTP_EXPIRED');

    const fresh = await requestCode(c, draft);
    const bad = fresh === '000000' ? '000001' : '000000';
    const answers: string[] = [];
    for (let i = 0; i < 5; i += 1) answers.push(await codeOf(await submit({ ...draft, otp: bad })));
    expect(answers).toEqual(['OTP_INVALID', 'OTP_INVALID', 'OTP_INVALID', 'OTP_INVALID', 'OTP_TOO_MANY_ATTEMPTS']);
    // The right code is dead too now.
    expect((await submit({ ...draft, otp: fresh })).status).toBe(400);
    expect(await db.select().from(withdrawals).where(eq(withdrawals.clientId, c.clientId))).toHaveLength(0);

    // A code is single use.
    const last = await requestCode(c, draft);
    expect((await submit({ ...draft, otp: last })).status).toBe(201);
    expect(await codeOf(await submit({ ...draft, otp: last }))).toBe('OTP_EXPIRED');
  });

  it('requests: PENDING transaction row, audit entry, e-mail; a retry with the same key answers the same', async () => {
    const c = await fundedClient();
    const draft = { portfolioId: c.portfolio.guid, amount: '1234.56' };
    const otp = await requestCode(c, draft);
    const key = randomUUID();
    const first = await call(
      'POST',
      ApiPaths.withdrawals.create,
      c.token,
      { ...draft, otp },
      { 'idempotency-key': key },
    );
    expect(first.status).toBe(201);
    const created = withdrawalResponseSchema.parse(await first.json()).result;
    expect(created).toMatchObject({
      status: 'REQUESTED',
      requestedAmount: '1234.56',
      amount: null,
      withdrawAll: false,
      tradeDate,
      cancellable: true,
      portfolioId: c.portfolio.guid,
      account: { bankName: 'Maybank', accountNumber: '******7890' },
    });

    const retry = await call(
      'POST',
      ApiPaths.withdrawals.create,
      c.token,
      { ...draft, otp },
      { 'idempotency-key': key },
    );
    expect(retry.status).toBe(201);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect(withdrawalResponseSchema.parse(await retry.json()).result).toEqual(created);
    const conflict = await call(
      'POST',
      ApiPaths.withdrawals.create,
      c.token,
      { ...draft, amount: '1.00', otp },
      { 'idempotency-key': key },
    );
    expect(conflict.status).toBe(422);
    expect(await db.select().from(withdrawals).where(eq(withdrawals.clientId, c.clientId))).toHaveLength(1);

    expect(await clientTx(created.id)).toMatchObject({ type: 'WITHDRAWAL', status: 'PENDING', amountSen: 123_456n });
    expect(await mailSubjects(c.email)).toEqual(['We received your withdrawal request']);
    const [audit] = await db.select().from(auditLog).where(eq(auditLog.subjectId, created.id));
    expect(audit).toMatchObject({ action: 'withdrawal.request', subjectType: 'withdrawal' });

    // Available now counts the pending request; no money moved yet.
    const { result } = withdrawalOptionsResponseSchema.parse(
      await (await call('GET', ApiPaths.withdrawals.options, c.token)).json(),
    );
    expect(result.portfolios[0]).toMatchObject({ value: '12900.00', pending: '1234.56', available: '11665.44' });
    expect(await getBalance(db, cash(c.portfolio.id))).toBe(10_000n);
  });

  it('a right code sent twice at the same moment burns no attempt and withdraws once', async () => {
    const c = await fundedClient();
    const draft = { portfolioId: c.portfolio.guid, amount: '10.00' };
    const liveAttempts = async () => {
      const [row] = await db
        .select({ attempts: otpCodes.attempts })
        .from(otpCodes)
        .where(eq(otpCodes.clientId, c.clientId))
        .orderBy(desc(otpCodes.id))
        .limit(1);
      return row!.attempts;
    };
    const submit = (otp: string, key: string) =>
      call('POST', ApiPaths.withdrawals.create, c.token, { ...draft, otp }, { 'idempotency-key': key });

    // A double tap (the same Idempotency-Key): every copy answers the one withdrawal.
    const otp = await requestCode(c, draft);
    const key = randomUUID();
    const copies = await Promise.all([submit(otp, key), submit(otp, key), submit(otp, key)]);
    expect(copies.map((r) => r.status)).toEqual([201, 201, 201]);
    const ids = await Promise.all(copies.map(async (r) => withdrawalResponseSchema.parse(await r.json()).result.id));
    expect(new Set(ids).size).toBe(1);
    expect(await liveAttempts()).toBe(0);

    // Two tabs (two keys) with the right code: one withdraws, the other hears the code is used; no attempt burnt.
    const again = await requestCode(c, draft);
    const tabs = await Promise.all([submit(again, randomUUID()), submit(again, randomUUID())]);
    expect(tabs.map((r) => r.status).sort()).toEqual([201, 400]);
    const refused = tabs.find((r) => r.status === 400)!;
    expect(((await refused.json()) as { code: string }).code).toBe('OTP_EXPIRED');
    expect(await liveAttempts()).toBe(0);
    expect(await db.select().from(withdrawals).where(eq(withdrawals.clientId, c.clientId))).toHaveLength(2);
  });

  it('never lets requests add up to more than is available, counting pending ones and "withdraw all"', async () => {
    const c = await fundedClient();
    await withdrawOk(c, { portfolioId: c.portfolio.guid, amount: '12000.00' });
    // The code request already refuses it (409), before any code is sent.
    await skipCooldown(c.clientId);
    const refused = await call('POST', ApiPaths.withdrawals.otp, c.token, {
      portfolioId: c.portfolio.guid,
      amount: '900.01',
    });
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { result: string }).result).toContain('RM 900.00');
    await withdrawOk(c, { portfolioId: c.portfolio.guid, amount: '900.00' });
    await skipCooldown(c.clientId);
    const nothing = await call('POST', ApiPaths.withdrawals.otp, c.token, {
      portfolioId: c.portfolio.guid,
      withdrawAll: true,
    });
    expect(nothing.status).toBe(409);

    const d = await fundedClient();
    await withdrawOk(d, { portfolioId: d.portfolio.guid, withdrawAll: true });
    await skipCooldown(d.clientId);
    const afterAll = await call('POST', ApiPaths.withdrawals.otp, d.token, {
      portfolioId: d.portfolio.guid,
      amount: '1.00',
    });
    expect(afterAll.status).toBe(409);
  });

  it('two withdrawals at the same moment cannot overdraw: the second waits on the portfolio lock and is refused', async () => {
    const c = await fundedClient();
    const [client] = await db.select().from(clients).where(eq(clients.clientId, c.clientId));
    const other = await database.openAnother();
    const ask = { portfolioId: c.portfolio.guid, amount: 700_000n };
    const attempt = (handle: Db) =>
      handle.transaction((tx) => reserveWithdrawal(tx, { client: client!, ask, tradeDate, actor: 'test' }));
    const outcomes = await Promise.allSettled([attempt(db), attempt(other.db), attempt(db), attempt(other.db)]);
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    for (const o of outcomes.filter((x) => x.status === 'rejected')) {
      expect((o as PromiseRejectedResult).reason).toMatchObject({ statusCode: 409 });
    }
    const rows = await db.select().from(withdrawals).where(eq(withdrawals.clientId, c.clientId));
    expect(rows.map((r) => r.requestedSen)).toEqual([700_000n]);
  });

  it('cancels only while requested; cancelling twice answers the same; the e-mail says so', async () => {
    const c = await fundedClient();
    const w = await withdrawOk(c, { portfolioId: c.portfolio.guid, amount: '50.00' });
    const first = await call('POST', ApiPaths.withdrawals.cancel(w.id), c.token);
    expect(first.status).toBe(200);
    const cancelled = withdrawalResponseSchema.parse(await first.json()).result;
    expect(cancelled).toMatchObject({ status: 'CANCELLED', cancellable: false });
    expect(cancelled.cancelledAt).not.toBeNull();
    expect((await call('POST', ApiPaths.withdrawals.cancel(w.id), c.token)).status).toBe(200);
    expect(await clientTx(w.id)).toMatchObject({ status: 'CANCELLED' });
    expect(await mailSubjects(c.email)).toContain('Your withdrawal request is cancelled');
    // A cancelled request no longer counts against the available amount, and the trade step leaves it alone.
    const { result } = withdrawalOptionsResponseSchema.parse(
      await (await call('GET', ApiPaths.withdrawals.options, c.token)).json(),
    );
    expect(result.portfolios[0]!.available).toBe('12900.00');
    await runStep();
    expect((await row(w.id)).status).toBe('CANCELLED');

    const processing = await withdrawOk(c, { portfolioId: c.portfolio.guid, amount: '50.00' });
    await runStep();
    const late = await call('POST', ApiPaths.withdrawals.cancel(processing.id), c.token);
    expect(late.status).toBe(409);
  });

  it('the trade step pays cash first, sells the rest overweight first at the closes of T and reserves the payout', async () => {
    const c = await fundedClient();
    const w = await withdrawOk(c, { portfolioId: c.portfolio.guid, amount: '500.00' });
    const summary = await runStep();
    expect(summary.steps.withdrawals).toMatchObject({ processing: 1, failed: 0, held: 0 });
    // RM 100 of cash pays first; RM 400 is sold overweight first (docs/money.md "Rebalancing"): of the RM 12,400
    // left, the level-3 model wants 20% VTI and 20% BND = 248,000 sen each; VTI (1,000,000 sen) is 752,000 over,
    // BND (280,000) 32,000 over, so the 40,000 sen split 38,367 / 1,633 -> at 100,000 and 28,000 sen a unit,
    // 0.38367 VTI and 0.058322 BND (rounded up).
    expect(await getBalance(db, units(c.portfolio.id, 'VTI'))).toBe(9_616_330n);
    expect(await getBalance(db, units(c.portfolio.id, 'BND'))).toBe(9_941_678n);
    expect(await getBalance(db, cash(c.portfolio.id))).toBe(0n);
    const processing = await row(w.id);
    expect(processing).toMatchObject({ status: 'PROCESSING', amountSen: 50_000n });
    expect(processing.processingAt).toBeInstanceOf(Date);
    expect(await clientTx(w.id)).toMatchObject({ status: 'PROCESSING', amountSen: 50_000n });
    expect(await mailSubjects(c.email)).toContain('Your withdrawal is being paid');
    // Running the date again changes nothing.
    const payoutBefore = await getBalance(db, PAYOUT);
    await runStep();
    expect(await getBalance(db, PAYOUT)).toBe(payoutBefore);
    expect(await getBalance(db, units(c.portfolio.id, 'VTI'))).toBe(9_616_330n);
  });

  it('"withdraw all" sells every unit and pays out the whole portfolio', async () => {
    const c = await fundedClient();
    const w = await withdrawOk(c, { portfolioId: c.portfolio.guid, withdrawAll: true });
    expect(w).toMatchObject({ withdrawAll: true, requestedAmount: null });
    await runStep();
    expect(await row(w.id)).toMatchObject({ status: 'PROCESSING', amountSen: FULL_VALUE_SEN });
    expect(await getBalance(db, units(c.portfolio.id, 'VTI'))).toBe(0n);
    expect(await getBalance(db, cash(c.portfolio.id))).toBe(0n);
  });

  it('holds the withdrawal of a suspended client: no money moves until the account is resolved', async () => {
    const c = await fundedClient();
    const w = await withdrawOk(c, { portfolioId: c.portfolio.guid, amount: '20.00' });
    await db.update(clients).set({ status: 'SUSPEND' }).where(eq(clients.clientId, c.clientId));
    const summary = await runStep();
    expect(summary.steps.withdrawals!.held).toBeGreaterThanOrEqual(1);
    expect((await row(w.id)).status).toBe('REQUESTED');
    expect(await getBalance(db, cash(c.portfolio.id))).toBe(10_000n);
    await db.update(clients).set({ status: 'ACTIVE' }).where(eq(clients.clientId, c.clientId));
    await runStep();
    expect((await row(w.id)).status).toBe('PROCESSING');
  });

  describe('staff', () => {
    const staffCall = (method: 'GET' | 'POST', path: string, body?: unknown, key = randomUUID()) =>
      call(method, path, staffToken, body, { 'idempotency-key': key });

    /** A maker's answer (202, sent for approval) approved by the second member: the approval's own answer. */
    const approved = (sent: Response) => approveSent(server, checker.token, sent);

    it('refuses clients (403) and anonymous callers (401) on every staff endpoint', async () => {
      const c = await fundedClient({ funded: false });
      const id = randomUUID();
      for (const [method, path] of [
        ['GET', ApiPaths.backofficeWithdrawals.list],
        ['POST', ApiPaths.backofficeWithdrawals.paid(id)],
        ['POST', ApiPaths.backofficeWithdrawals.failed(id)],
        ['GET', `${ApiPaths.backofficeWithdrawals.payouts}?date=${tradeDate}`],
        ['POST', ApiPaths.backofficeWithdrawals.payoutResult],
      ] as const) {
        expect((await call(method, path, c.token, method === 'POST' ? {} : undefined)).status, path).toBe(403);
        expect((await server.fetch(path, { method })).status, path).toBe(401);
      }
    });

    it('marks a payout paid (journal, audit, e-mail) only from processing; failed returns the money', async () => {
      const c = await fundedClient();
      const toPay = await withdrawOk(c, { portfolioId: c.portfolio.guid, amount: '100.00' });
      const toFail = await withdrawOk(c, { portfolioId: c.portfolio.guid, amount: '300.00' });
      const requested = await withdrawOk(c, { portfolioId: c.portfolio.guid, amount: '1.00' });

      // Not processing yet: 409, nothing moves.
      expect((await staffCall('POST', ApiPaths.backofficeWithdrawals.paid(requested.id), {})).status).toBe(409);
      await runStep();
      const cashAfterSale = await getBalance(db, cash(c.portfolio.id));

      const key = randomUUID();
      const sent = await staffCall(
        'POST',
        ApiPaths.backofficeWithdrawals.paid(toPay.id),
        { reference: 'MBB-001' },
        key,
      );
      // Sent for approval: nothing has moved yet.
      expect((await row(toPay.id)).status).toBe('PROCESSING');
      const replay = await staffCall(
        'POST',
        ApiPaths.backofficeWithdrawals.paid(toPay.id),
        { reference: 'MBB-001' },
        key,
      );
      expect(replay.headers.get('idempotent-replayed')).toBe('true');
      const paid = await approved(sent);
      expect(paid.status).toBe('APPROVED');
      expect(staffWithdrawalResponseSchema.shape.result.parse(paid.result)).toMatchObject({
        status: 'PAID',
        amount: '100.00',
        payoutReference: 'MBB-001',
        account: { accountNumber: '1234567890' },
        clientId: c.clientId,
      });
      expect((await staffCall('POST', ApiPaths.backofficeWithdrawals.paid(toPay.id), {})).status).toBe(409);
      expect(await clientTx(toPay.id)).toMatchObject({ status: 'COMPLETED' });
      // The client sees the bank's payout reference on the withdrawal and on its transaction, and the withdrawal's
      // id as the transaction's one reference (docs/money.md "One reference per transaction").
      const mine = withdrawalListResponseSchema.parse(
        await (await call('GET', ApiPaths.withdrawals.list, c.token)).json(),
      ).result;
      expect(mine.find((w) => w.id === toPay.id)).toMatchObject({ payoutReference: 'MBB-001' });
      const listing = transactionListingResponseSchema.parse(
        await (await call('GET', `${ApiPaths.clientProfile.transactionListing}?type=WITHDRAWAL`, c.token)).json(),
      ).result.items;
      expect(listing.find((t) => t.reference === toPay.id)).toMatchObject({
        details: expect.objectContaining({ payoutReference: 'MBB-001' }),
      });

      await approved(
        await staffCall('POST', ApiPaths.backofficeWithdrawals.failed(toFail.id), {
          reason: 'Account closed at the bank',
        }),
      );
      expect(await row(toFail.id)).toMatchObject({ status: 'FAILED', failureReason: 'Account closed at the bank' });
      // The RM 300.00 is back in the portfolio's cash; the paid RM 100.00 is gone for good.
      expect(await getBalance(db, cash(c.portfolio.id))).toBe(cashAfterSale + 30_000n);
      expect(await clientTx(toFail.id)).toMatchObject({ status: 'FAILED' });
      expect((await staffCall('POST', ApiPaths.backofficeWithdrawals.failed(toFail.id), { reason: 'x' })).status).toBe(
        409,
      );
      expect((await staffCall('POST', ApiPaths.backofficeWithdrawals.failed(toPay.id), { reason: '' })).status).toBe(
        400,
      );
      expect((await staffCall('POST', ApiPaths.backofficeWithdrawals.paid(randomUUID()), {})).status).toBe(404);

      // The money steps are recorded under the member who approved them.
      const audit = await db
        .select({ action: auditLog.action, actor: auditLog.actor, subjectId: auditLog.subjectId })
        .from(auditLog)
        .where(eq(auditLog.actor, checker.id));
      expect(audit).toEqual(
        expect.arrayContaining([
          { action: 'withdrawal.paid', actor: checker.id, subjectId: toPay.id },
          { action: 'withdrawal.failed', actor: checker.id, subjectId: toFail.id },
        ]),
      );
      const subjects = await mailSubjects(c.email);
      expect(subjects).toContain('Your withdrawal has been paid');
      expect(subjects).toContain('Your withdrawal could not be paid');

      const list = staffWithdrawalListResponseSchema.parse(
        await (
          await staffCall('GET', `${ApiPaths.backofficeWithdrawals.list}?status=PAID&tradeDate=${tradeDate}`)
        ).json(),
      ).result;
      expect(list.items.map((i) => i.id)).toContain(toPay.id);
      expect(list.items.every((i) => i.status === 'PAID')).toBe(true);
    });

    it("exports the day's payouts as a bulk-payment CSV (formulas neutralised) and imports the bank's result", async () => {
      const c = await fundedClient({ holderName: '=HYPERLINK("http://evil")' });
      const one = await withdrawOk(c, { portfolioId: c.portfolio.guid, amount: '10.00' });
      const two = await withdrawOk(c, { portfolioId: c.portfolio.guid, amount: '20.00' });
      await runStep();

      const exported = await staffCall('GET', `${ApiPaths.backofficeWithdrawals.payouts}?date=${tradeDate}`);
      expect(exported.status).toBe(200);
      expect(exported.headers.get('content-type')).toMatch(/^text\/csv/);
      const csv = await exported.text();
      const lines = csv.trim().split('\r\n');
      expect(lines[0]).toBe(
        'payment_reference,beneficiary_name,beneficiary_bank_code,beneficiary_account,amount,currency,payment_date,description',
      );
      const line = lines.find((l) => l.startsWith(one.id))!;
      expect(line).toContain(`"'=HYPERLINK(""http://evil"")",MBB,1234567890,10.00,MYR,${tradeDate}`);
      const [exportAudit] = await db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'withdrawal.payoutExport'), eq(auditLog.actor, staffId)));
      expect(exportAudit).toBeDefined();
      expect((await staffCall('GET', `${ApiPaths.backofficeWithdrawals.payouts}?date=not-a-date`)).status).toBe(400);

      const importFile = (text: string, key = randomUUID()) =>
        server.fetch(ApiPaths.backofficeWithdrawals.payoutResult, {
          method: 'POST',
          headers: { ...bearer(staffToken), 'content-type': 'text/csv', 'idempotency-key': key },
          body: text,
        });
      // One bad line rejects the file: nothing changes.
      const bad = await importFile(
        [
          'payment_reference,status,bank_reference,reason',
          `${one.id},PAID,REF-1,`,
          `${two.id},BOUNCED,,`,
          `${randomUUID()},PAID,,`,
        ].join('\r\n'),
      );
      expect(bad.status).toBe(400);
      const badBody = (await bad.json()) as { issues: { path: string; message: string }[] };
      expect(badBody.issues.map((i) => i.path)).toEqual(['line 3']);
      expect((await row(one.id)).status).toBe('PROCESSING');
      const unknown = await importFile(
        ['payment_reference,status,bank_reference,reason', `${one.id},PAID,REF-1,`, `${randomUUID()},PAID,,`].join(
          '\n',
        ),
      );
      expect(unknown.status).toBe(400);
      expect((await row(one.id)).status).toBe('PROCESSING');

      const good = [
        'payment_reference,status,bank_reference,reason',
        `${one.id},PAID,REF-1,`,
        `${two.id},FAILED,REF-2,"Invalid account, closed"`,
      ].join('\r\n');
      const applied = await approved(await importFile(good));
      expect(payoutResultResponseSchema.shape.result.parse(applied.result)).toMatchObject({
        paid: 1,
        failed: 1,
        unchanged: 0,
      });
      expect(await row(one.id)).toMatchObject({ status: 'PAID', payoutReference: 'REF-1' });
      expect(await row(two.id)).toMatchObject({ status: 'FAILED', failureReason: 'Invalid account, closed' });
      // The same file again (a new upload): every line already has its state; nothing moves twice.
      const again = await approved(await importFile(good));
      expect(payoutResultResponseSchema.shape.result.parse(again.result)).toMatchObject({
        paid: 0,
        failed: 0,
        unchanged: 2,
      });
      const [importAudit] = await db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'withdrawal.payoutImport'), eq(auditLog.actor, checker.id)));
      expect(importAudit).toBeDefined();
    });
  });
});
