import { randomUUID } from 'node:crypto';
import { and, eq, like, ne, sql } from 'drizzle-orm';
import { errorBodySchema } from '@harta/contracts/errors';
import { IDEMPOTENCY_KEY_HEADER } from '@harta/contracts/idempotency';
import { messagesEn } from '@harta/contracts/messages';
import { messagesMs } from '@harta/contracts/messages-ms';
import { formatMinorUnits } from '@harta/contracts/money';
import { ApiPaths } from '@harta/contracts/paths';
import {
  bankListResponseSchema,
  onlineTransactionsResponseSchema,
  paymentReceiptResponseSchema,
} from '@harta/contracts/schemas/payments';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerJournals } from '../src/db/schema/ledger';
import { paymentOrders } from '../src/db/schema/payments';
import { systemParameters } from '../src/db/schema/reference-data';
import { clientFinancialInfo } from '../src/db/schema/registration';
import { foreignWeightBps } from '../src/modules/payments/foreign-asset-limit';
import { formatFpxTime, type FpxFields } from '../src/providers/payment-gateway/fpx-messages';
import { testDatabases, type TestDatabase } from './databases';
import {
  cashOf,
  createPortfolio,
  depositForm,
  depositRows,
  orderRow,
  payAtBank,
  postDeposit,
  callbacksSettled,
  postAc,
  postForm,
  signedAc,
} from './helpers/deposits';
import { createTestClient, TEST_CLIENT_PASSWORD } from './helpers/registration-clients';
import { bearer, startServer, type StartedServer } from './helpers/start-server';

/**
 * Deposits through the FPX sandbox (issue #11 items 4-6, docs/money.md): the order and its AR form, the bank's
 * decision, the signed direct AC, and everything that must change nothing: forged, replayed, late, duplicated and
 * out-of-order callbacks; the enquiry job settling a lost callback; the foreign-currency limit; validation,
 * ownership, status gates and idempotent retries. On PGlite, and on PostgreSQL when TEST_DATABASE_URL is set.
 */

describe.each(testDatabases())('deposits on $name', (kind) => {
  let database: TestDatabase;
  let server: StartedServer;
  let secret: string;
  const clients = {} as Record<
    'active' | 'other' | 'draft' | 'pending' | 'suspended' | 'borrower',
    { clientId: number; token: string; portfolio: { id: number; guid: string } }
  >;

  beforeAll(async () => {
    database = await kind.open();
    server = await startServer({
      database,
      env: { FPX_SANDBOX_CALLBACK_DELAY_MS: '0', FPX_ENQUIRY_POLL_MS: '3600000' },
    });
    secret = server.config.payments.sandboxSecret;
    const statuses = {
      active: 'ACTIVE',
      other: 'ACTIVE',
      draft: 'DRAFT',
      pending: 'PENDING',
      suspended: 'SUSPEND',
      borrower: 'ACTIVE',
    } as const;
    for (const [who, status] of Object.entries(statuses) as [keyof typeof clients, string][]) {
      const email = `deposit-${who}-${kind.name}@example.com`;
      const { clientId } = await createTestClient(database.db, { email, status, currentStep: 10 });
      const { access_token: token } = await server.login(email, TEST_CLIENT_PASSWORD);
      clients[who] = { clientId, token, portfolio: await createPortfolio(database.db, clientId) };
    }
  });

  afterAll(async () => {
    await server?.close();
    await database?.dispose();
  });

  const db = () => database.db;
  const form0 = () => ({ fields: { fpx_sellerTxnTime: formatFpxTime(new Date()) } });
  const sandbox = () => server.app.payments.sandbox;
  const body = (who: keyof typeof clients, amount = '500.00', bankId = 'MBB') => ({
    amount,
    portfolioId: clients[who].portfolio.guid,
    bankId,
  });

  async function receipt(orderId: string, language = 'en') {
    const response = await server.fetch(ApiPaths.payments.receipt(orderId), {
      headers: { 'accept-language': language },
    });
    expect(response.status).toBe(200);
    return paymentReceiptResponseSchema.parse(await response.json()).result;
  }

  async function expectError(response: Response, status: number, code: string, result?: string) {
    expect(response.status).toBe(status);
    const error = errorBodySchema.parse(await response.json());
    expect(error.code).toBe(code);
    if (result !== undefined) expect(error.result).toBe(result);
    return error;
  }

  /** Captures the sandbox's direct ACs instead of delivering them, for the test to send as it likes. */
  function captureAcs(): { acs: FpxFields[]; restore: () => void } {
    const acs: FpxFields[] = [];
    sandbox().setDelivery(async (fields) => {
      acs.push(fields);
    });
    return {
      acs,
      restore: () =>
        sandbox().setDelivery(async (fields) => {
          await postAc(server, fields);
        }),
    };
  }

  describe('the bank list (BE)', () => {
    it('lists every bank with its online state; the sandbox has KFH and CITI offline', async () => {
      const response = await server.fetch(ApiPaths.dropDown.getBankList);
      const banks = bankListResponseSchema.parse(await response.json()).result;
      expect(banks.find((b) => b.code === 'MBB')).toEqual({ code: 'MBB', name: 'Maybank', online: true });
      expect(
        banks
          .filter((b) => !b.online)
          .map((b) => b.code)
          .sort(),
      ).toEqual(['CITI', 'KFH']);
    });
  });

  describe("the sandbox gateway's own pages", () => {
    it('marks every page Sandbox, refuses a tampered AR, and greys out offline banks on its bank list', async () => {
      const form = server.app.payments.sandbox.gateway.authorisationForm({
        orderId: 'abcdef0123456789abcdef0123456789',
        amountSen: 1_000n,
        bankCode: 'KFH',
        sellerTxnTime: form0().fields.fpx_sellerTxnTime!,
        buyerEmail: 'x@example.com',
        buyerName: 'X',
        description: 'Test',
      });
      const tampered = await postForm(server, '/sandbox/fpx/ar', { ...form.fields, fpx_txnAmount: '1.00' });
      expect(tampered.status).toBe(400);
      expect(await tampered.text()).toContain('MAC error');

      const ar = await postForm(server, '/sandbox/fpx/ar', form.fields);
      expect(ar.status).toBe(303);
      const page = await (await server.fetch(ar.headers.get('location')!)).text();
      expect(page).toContain('Sandbox');
      expect(page).toContain('Choose your bank');
      expect(page).toMatch(
        /value="KFH" required disabled[^>]*>\s*<label for="bank-KFH">Kuwait Finance House \(Malaysia\) \(offline\)/,
      );
      expect(page).toMatch(/value="MBB" required>/);
      expect((await postForm(server, `${ar.headers.get('location')}/bank`, { bank: 'KFH' })).status).toBe(422);
      expect((await postForm(server, `${ar.headers.get('location')}/bank`, { bank: 'MBB' })).status).toBe(303);
      const login = await (await server.fetch(ar.headers.get('location')!)).text();
      expect(login).toContain('Log in to Maybank');
      expect(login).toContain('<label class="field" for="userId">User ID</label>');
      // In the language the app shows (its cookie on this origin), else the browser's.
      const inMalay = async (headers: Record<string, string>) =>
        (await server.fetch(ar.headers.get('location')!, { headers })).text();
      const malay = await inMalay({ cookie: 'other=1; harta-lang=ms', 'accept-language': 'en' });
      expect(malay).toContain('<html lang="ms">');
      expect(malay).toContain('Log masuk ke Maybank');
      expect(malay).toContain('<label class="field" for="userId">ID pengguna</label>');
      expect(malay).not.toContain('User ID');
      expect(await inMalay({ 'accept-language': 'ms-MY,ms;q=0.9' })).toContain('Log masuk ke Maybank');
      expect(await inMalay({ cookie: 'harta-lang=en', 'accept-language': 'ms' })).toContain('Log in to Maybank');
    });
  });

  describe('a deposit, end to end', () => {
    it('records the order, answers the signed AR, and settles once the bank approves', async () => {
      const { portfolio, token, clientId } = clients.active;
      const before = await cashOf(db(), portfolio.id);
      const form = await depositForm(server, token, body('active', '500.50'));
      expect(form.orderId).toMatch(/^[0-9a-f]{32}$/);
      expect(form.action).toBe(`${server.config.publicUrl}/sandbox/fpx/ar`);
      expect(form.fields).toMatchObject({
        fpx_msgType: 'AR',
        fpx_msgToken: '01',
        fpx_sellerOrderNo: form.orderId,
        fpx_txnAmount: '500.50',
        fpx_txnCurrency: 'MYR',
        fpx_buyerBankId: 'MBB',
      });
      expect(form.fields.fpx_checkSum).toMatch(/^[0-9A-F]{64}$/);
      expect(await orderRow(db(), form.orderId)).toMatchObject({ state: 'CREATED', clientId, amountSen: 50_050n });
      expect(await depositRows(db(), form.orderId)).toEqual([
        expect.objectContaining({ type: 'DEPOSIT', status: 'PENDING', amountSen: 50_050n, portfolioId: portfolio.id }),
      ]);
      expect(await receipt(form.orderId)).toMatchObject({ status: 'PENDING', statusCode: null, amount: '500.50' });

      const back = await payAtBank(server, form, 'approve');
      expect(back).toBe(`${server.config.publicUrl}/payment/${form.orderId}/00`);
      await callbacksSettled(server.app);

      expect(await orderRow(db(), form.orderId)).toMatchObject({
        state: 'SUCCESS',
        statusCode: '00',
        settledBy: 'direct',
      });
      expect(await cashOf(db(), portfolio.id)).toBe(before + 50_050n);
      expect(await depositRows(db(), form.orderId)).toEqual([expect.objectContaining({ status: 'COMPLETED' })]);
      expect(await receipt(form.orderId)).toMatchObject({
        status: 'SUCCESS',
        statusCode: '00',
        statusMessage: messagesEn['payments.status.00'],
        amount: '500.50',
        bankName: 'Maybank',
      });
    });

    it('marks a declined payment failed with the bank reason, and moves no money', async () => {
      const { portfolio, token } = clients.active;
      const before = await cashOf(db(), portfolio.id);
      const form = await depositForm(server, token, body('active', '75.00'));
      await payAtBank(server, form, 'decline', 'insufficientFunds');
      await callbacksSettled(server.app);
      expect(await orderRow(db(), form.orderId)).toMatchObject({ state: 'FAILED', statusCode: '51' });
      expect(await depositRows(db(), form.orderId)).toEqual([expect.objectContaining({ status: 'FAILED' })]);
      expect(await cashOf(db(), portfolio.id)).toBe(before);
      expect(await receipt(form.orderId)).toMatchObject({
        status: 'FAILED',
        statusMessage: messagesEn['payments.status.51'],
      });
      // A client reading in Malay reads the bank's answer in Malay.
      expect(await receipt(form.orderId, 'ms')).toMatchObject({ statusMessage: messagesMs['payments.status.51'] });
    });

    it('answers the receipt to anyone, with status, amount, bank and reference only; the URL status decides nothing', async () => {
      const form = await depositForm(server, clients.active.token, body('active', '12.00'));
      // The browser comes back claiming success before anything happened: the receipt reads the stored state.
      const result = await receipt(form.orderId);
      expect(Object.keys(result).sort()).toEqual(
        [
          'amount',
          'bankName',
          'bankReference',
          'currency',
          'orderId',
          'reference',
          'status',
          'statusCode',
          'statusMessage',
        ].sort(),
      );
      // One reference from start to end: the order id, as the transactions page and the CSV show the deposit.
      expect(result.reference).toBe(form.orderId);
      expect(result.bankReference).toBeNull();
      expect(result.status).toBe('PENDING');
      expect(JSON.stringify(result)).not.toContain('deposit-active');
      expect((await server.fetch(ApiPaths.payments.receipt('0'.repeat(32)))).status).toBe(404);
      expect((await server.fetch(ApiPaths.payments.receipt('not-an-order'))).status).toBe(404);
    });

    it("lists the client's own online payments, newest first, and nobody else's", async () => {
      const response = await server.fetch(ApiPaths.clientProfile.onlineTransactions, {
        headers: bearer(clients.active.token),
      });
      const { items } = onlineTransactionsResponseSchema.parse(await response.json()).result;
      expect(items.length).toBeGreaterThanOrEqual(3);
      expect(items[0]).toMatchObject({ amount: '12.00', status: 'PENDING', portfolioName: 'Retirement' });
      expect(items.map((i) => i.status)).toEqual(expect.arrayContaining(['SUCCESS', 'FAILED']));
      const others = await server.fetch(`${ApiPaths.clientProfile.onlineTransactions}?limit=1`, {
        headers: bearer(clients.other.token),
      });
      expect(onlineTransactionsResponseSchema.parse(await others.json()).result.items).toEqual([]);
    });
  });

  describe('bad input, ownership and status gates', () => {
    it.each([
      // Each for its own reason, with the amount field's messages (contracts amount.ts).
      ['0', 'amount.notPositive'],
      ['-5', 'amount.notPositive'],
      ['1.234', 'amount.decimals'],
      ['1e3', 'amount.notANumber'],
      ['abc', 'amount.notANumber'],
    ])('refuses the amount %s with a message', async (amount, key) => {
      const response = await postDeposit(server, clients.active.token, body('active', amount));
      const error = await expectError(response, 400, 'VALIDATION_ERROR');
      expect(JSON.stringify(error)).toContain(key);
    });

    it('refuses amounts outside the system parameters with their bounds', async () => {
      for (const amount of ['0.99', '30000.01']) {
        const response = await postDeposit(server, clients.active.token, body('active', amount));
        await expectError(response, 400, 'VALIDATION_ERROR', 'Please enter an amount from RM 1.00 to RM 30,000.00.');
      }
    });

    it('refuses a missing Idempotency-Key, a malformed portfolio, an unknown bank and an offline one', async () => {
      await expectError(await postDeposit(server, clients.active.token, body('active'), null), 400, 'VALIDATION_ERROR');
      await expectError(
        await postDeposit(server, clients.active.token, { ...body('active'), portfolioId: 'nope' }),
        400,
        'VALIDATION_ERROR',
      );
      await expectError(
        await postDeposit(server, clients.active.token, body('active', '10.00', 'NOBANK')),
        400,
        'VALIDATION_ERROR',
        messagesEn['payments.bankUnknown'],
      );
      await expectError(
        await postDeposit(server, clients.active.token, body('active', '10.00', 'KFH')),
        422,
        'BANK_OFFLINE',
        messagesEn['payments.bankOffline'],
      );
    });

    it("answers 404 for another client's portfolio and records nothing", async () => {
      const count = async () => (await db().select().from(paymentOrders)).length;
      const before = await count();
      const response = await postDeposit(server, clients.active.token, {
        ...body('active'),
        portfolioId: clients.other.portfolio.guid,
      });
      await expectError(response, 404, 'NOT_FOUND');
      expect(await count()).toBe(before);
    });

    it('lets no DRAFT, PENDING or SUSPEND client deposit', async () => {
      for (const who of ['draft', 'pending'] as const) {
        await expectError(
          await postDeposit(server, clients[who].token, body(who)),
          403,
          'ACCOUNT_NOT_ACTIVE',
          messagesEn['payments.accountNotActive'],
        );
      }
      await expectError(await postDeposit(server, clients.suspended.token, body('suspended')), 403, 'ACCOUNT_STATUS');
      const orders = await db()
        .select()
        .from(paymentOrders)
        .where(
          sql`${paymentOrders.clientId} in (${clients.draft.clientId}, ${clients.pending.clientId}, ${clients.suspended.clientId})`,
        );
      expect(orders).toEqual([]);
    });

    it('answers a retry with the first form and makes one order; the same key with other details is refused', async () => {
      const key = randomUUID();
      const first = await postDeposit(server, clients.active.token, body('active', '20.00'), key);
      const again = await postDeposit(server, clients.active.token, body('active', '20.00'), key);
      expect(first.status).toBe(201);
      expect(again.status).toBe(201);
      expect(again.headers.get('idempotent-replayed')).toBe('true');
      const a = (await first.json()) as { result: { orderId: string } };
      const b = (await again.json()) as { result: { orderId: string } };
      expect(b.result.orderId).toBe(a.result.orderId);
      expect(await depositRows(db(), a.result.orderId)).toHaveLength(1);
      const other = await postDeposit(server, clients.active.token, body('active', '21.00'), key);
      await expectError(other, 422, 'IDEMPOTENCY_CONFLICT');
      expect(IDEMPOTENCY_KEY_HEADER).toBe('Idempotency-Key');
    });
  });

  describe('callbacks that must change nothing', () => {
    async function capturedApproval(amount: string) {
      const capture = captureAcs();
      try {
        const form = await depositForm(server, clients.active.token, body('active', amount));
        await payAtBank(server, form, 'approve');
        await callbacksSettled(server.app);
        return { form, ac: capture.acs[0]! };
      } finally {
        capture.restore();
      }
    }

    it('refuses forged ACs (tampered field, wrong key, missing checksum) and changes nothing', async () => {
      const { form, ac } = await capturedApproval('40.00');
      const forged = [
        { ...ac, fpx_txnAmount: '4000.00' },
        { ...ac, fpx_debitAuthCode: '00', fpx_sellerOrderNo: '0'.repeat(32) },
        signedAc('another-secret-entirely-0123456789', {
          orderId: form.orderId,
          amount: '40.00',
          sellerTxnTime: form.fields.fpx_sellerTxnTime!,
        }),
        Object.fromEntries(Object.entries(ac).filter(([name]) => name !== 'fpx_checkSum')),
        Object.fromEntries(Object.entries(ac).filter(([name]) => name !== 'fpx_buyerName')),
      ];
      for (const fields of forged) {
        await expectError(await postAc(server, fields), 400, 'GATEWAY_MESSAGE_REFUSED');
      }
      expect(await orderRow(db(), form.orderId)).toMatchObject({ state: 'CREATED' });
      // The genuine one, with an extra field nobody signed, still verifies (extra fields are never read).
      const ok = await postAc(server, { ...ac, fpx_extra: 'ignored' });
      expect(ok.status).toBe(200);
      expect(await ok.text()).toBe('OK');
      expect(await orderRow(db(), form.orderId)).toMatchObject({ state: 'SUCCESS' });
    });

    it('settles once when one AC is replayed ten times at once (and again later)', async () => {
      const { form, ac } = await capturedApproval('33.33');
      const cash = await cashOf(db(), clients.active.portfolio.id);
      const answers = await Promise.all(Array.from({ length: 10 }, () => postAc(server, ac)));
      expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
      for (let i = 0; i < 10; i += 1) expect((await postAc(server, ac)).status).toBe(200);
      expect(await cashOf(db(), clients.active.portfolio.id)).toBe(cash + 3_333n);
      const journals = await db()
        .select()
        .from(ledgerJournals)
        .where(eq(ledgerJournals.idempotencyKey, `deposit:${form.orderId}:settle`));
      expect(journals).toHaveLength(1);
      expect(await depositRows(db(), form.orderId)).toEqual([expect.objectContaining({ status: 'COMPLETED' })]);
    });

    it('answers a burst of ACs for many orders (applied together) each as if it had come alone', async () => {
      async function paid(amount: string, decision: 'approve' | 'decline') {
        const capture = captureAcs();
        try {
          const form = await depositForm(server, clients.active.token, body('active', amount));
          await payAtBank(server, form, decision);
          await callbacksSettled(server.app);
          const order = { orderId: form.orderId, amount, sellerTxnTime: form.fields.fpx_sellerTxnTime! };
          return { order, ac: capture.acs[0]! };
        } finally {
          capture.restore();
        }
      }
      const approved = await paid('51.00', 'approve');
      const approvedTwice = await paid('52.00', 'approve');
      const declined = await paid('53.00', 'decline');
      const pendingThenApproved = await paid('55.00', 'approve');
      const orders = [approved, approvedTwice, declined, pendingThenApproved];
      const stalePending = signedAc(secret, pendingThenApproved.order, {
        fpx_debitAuthCode: '09',
        fpx_creditAuthCode: '09',
        fpx_fpxTxnId: pendingThenApproved.ac.fpx_fpxTxnId!,
      });
      const cash = await cashOf(db(), clients.active.portfolio.id);
      const burst = [
        { fields: approved.ac, status: 200 },
        { fields: approvedTwice.ac, status: 200 },
        { fields: signedAc(secret, { ...approved.order, amount: '5100.00' }), status: 400 },
        { fields: declined.ac, status: 200 },
        { fields: approvedTwice.ac, status: 200 },
        { fields: stalePending, status: 200 },
        { fields: pendingThenApproved.ac, status: 200 },
        { fields: signedAc(secret, { ...approved.order, orderId: 'e'.repeat(32) }), status: 400 },
      ];
      const answers = await Promise.all(burst.map(({ fields }) => postAc(server, fields)));
      expect(answers.map((a) => a.status)).toEqual(burst.map((b) => b.status));
      const states = await Promise.all(orders.map(async ({ order }) => (await orderRow(db(), order.orderId)).state));
      expect(states).toEqual(['SUCCESS', 'SUCCESS', 'FAILED', 'SUCCESS']);
      expect(await cashOf(db(), clients.active.portfolio.id)).toBe(cash + 5_100n + 5_200n + 5_500n);
      const keys = (list: typeof orders) => list.map(({ order }) => `deposit:${order.orderId}:settle`).sort();
      const journals = await db()
        .select()
        .from(ledgerJournals)
        .where(sql`${ledgerJournals.idempotencyKey} in ${keys(orders)}`);
      expect(journals.map((j) => j.idempotencyKey).sort()).toEqual(
        keys([approved, approvedTwice, pendingThenApproved]),
      );
      const rows = await Promise.all(
        orders.map(async ({ order }) => (await depositRows(db(), order.orderId))[0]!.status),
      );
      expect(rows).toEqual(['COMPLETED', 'COMPLETED', 'FAILED', 'COMPLETED']);
    });

    it('refuses a late AC (outside the time window) and one from the future; the order stays open', async () => {
      const form = await depositForm(server, clients.active.token, body('active', '41.00'));
      const order = { orderId: form.orderId, amount: '41.00', sellerTxnTime: form.fields.fpx_sellerTxnTime! };
      const hours = (h: number) => new Date(Date.now() + h * 3_600_000);
      for (const at of [hours(-2), hours(1)]) {
        const late = signedAc(secret, order, { fpx_fpxTxnTime: formatFpxTime(at) });
        await expectError(
          await postAc(server, late),
          400,
          'GATEWAY_MESSAGE_REFUSED',
          messagesEn['payments.acknowledgementStale'],
        );
      }
      expect(await orderRow(db(), form.orderId)).toMatchObject({ state: 'CREATED' });
    });

    it('refuses a genuinely signed AC for another amount, merchant or AR time', async () => {
      const form = await depositForm(server, clients.active.token, body('active', '42.00'));
      const order = { orderId: form.orderId, amount: '42.00', sellerTxnTime: form.fields.fpx_sellerTxnTime! };
      for (const overrides of [
        { fpx_txnAmount: '4200.00' },
        { fpx_sellerExId: 'EX99999999' },
        { fpx_sellerTxnTime: '20200101000000' },
        { fpx_txnCurrency: 'USD' },
      ]) {
        const response = await postAc(server, signedAc(secret, order, overrides));
        await expectError(response, 400, 'GATEWAY_MESSAGE_REFUSED', messagesEn['payments.acknowledgementMismatch']);
      }
      const unknown = signedAc(secret, { ...order, orderId: 'f'.repeat(32) });
      await expectError(await postAc(server, unknown), 400, 'GATEWAY_MESSAGE_REFUSED');
      expect(await orderRow(db(), form.orderId)).toMatchObject({ state: 'CREATED' });
    });

    it('keeps the final outcome when a pending or contrary AC arrives after it (out of order)', async () => {
      const { form, ac: final } = await capturedApproval('43.00');
      const order = { orderId: form.orderId, amount: '43.00', sellerTxnTime: form.fields.fpx_sellerTxnTime! };
      const ac = (code: string) =>
        signedAc(secret, order, {
          fpx_debitAuthCode: code,
          fpx_creditAuthCode: code,
          fpx_fpxTxnId: final.fpx_fpxTxnId!,
        });
      expect((await postAc(server, ac('09'))).status).toBe(200);
      expect(await orderRow(db(), form.orderId)).toMatchObject({ state: 'PENDING', statusCode: '09' });
      expect(await receipt(form.orderId)).toMatchObject({
        status: 'PENDING',
        statusMessage: messagesEn['payments.status.09'],
      });
      expect((await postAc(server, final)).status).toBe(200);
      const cash = await cashOf(db(), clients.active.portfolio.id);
      for (const code of ['09', '99', '1M', '51']) expect((await postAc(server, ac(code))).status).toBe(200);
      expect(await orderRow(db(), form.orderId)).toMatchObject({ state: 'SUCCESS', statusCode: '00' });
      expect(await cashOf(db(), clients.active.portfolio.id)).toBe(cash);
    });
  });

  describe('the sandbox faults of the settings (a second instance on the same database)', () => {
    async function instance(env: Record<string, string>) {
      const other = await startServer({
        database: await database.openAnother(),
        seed: false,
        env: { FPX_ENQUIRY_POLL_MS: '3600000', ...env },
      });
      const delivered: string[] = [];
      other.app.payments.sandbox.setDelivery(async (fields) => {
        delivered.push(fields.fpx_debitAuthCode!);
        await postAc(other, fields);
      });
      return { other, delivered };
    }

    it('duplicated and reordered ACs settle once and keep the final outcome', async () => {
      const { other, delivered } = await instance({
        FPX_SANDBOX_CALLBACK_DELAY_MS: '5',
        FPX_SANDBOX_CALLBACK_DUPLICATES: '3',
        FPX_SANDBOX_CALLBACK_REORDER: 'true',
      });
      try {
        const cash = await cashOf(db(), clients.active.portfolio.id);
        const form = await depositForm(other, clients.active.token, body('active', '44.00'));
        await payAtBank(other, form, 'approve');
        await callbacksSettled(other.app);
        // The final AC four times, then a stale "pending" one after it.
        expect(delivered).toEqual(['00', '00', '00', '00', '09']);
        expect(await orderRow(db(), form.orderId)).toMatchObject({ state: 'SUCCESS', statusCode: '00' });
        expect(await cashOf(db(), clients.active.portfolio.id)).toBe(cash + 4_400n);
      } finally {
        await other.close();
      }
    });

    it('a lost AC leaves the order open until the enquiry job settles it', async () => {
      const { other, delivered } = await instance({
        FPX_SANDBOX_CALLBACK_LOSS: '1',
        FPX_SANDBOX_CALLBACK_DELAY_MS: '0',
      });
      try {
        const form = await depositForm(other, clients.active.token, body('active', '45.00'));
        await payAtBank(other, form, 'approve');
        await callbacksSettled(other.app);
        expect(delivered).toEqual([]);
        expect(await orderRow(db(), form.orderId)).toMatchObject({ state: 'CREATED' });
        await db()
          .update(paymentOrders)
          .set({ createdAt: new Date(Date.now() - 6 * 60_000) })
          .where(eq(paymentOrders.orderId, form.orderId));
        expect((await other.app.payments.enquiryJob.runOnce()).get(form.orderId)).toBe('SETTLED');
        expect(await orderRow(db(), form.orderId)).toMatchObject({ state: 'SUCCESS', settledBy: 'enquiry' });
      } finally {
        await other.close();
      }
    });
  });

  describe('the enquiry job (AE)', () => {
    async function makeDue(orderId: string, minutesAgo: number) {
      await db()
        .update(paymentOrders)
        .set({ createdAt: new Date(Date.now() - minutesAgo * 60_000) })
        .where(eq(paymentOrders.orderId, orderId));
    }

    it('settles an order whose callback was lost', async () => {
      const capture = captureAcs();
      let form;
      try {
        form = await depositForm(server, clients.active.token, body('active', '60.00'));
        await payAtBank(server, form, 'approve');
        await callbacksSettled(server.app);
      } finally {
        capture.restore();
      }
      expect(capture.acs).toHaveLength(1); // captured, never delivered: lost
      expect(await orderRow(db(), form.orderId)).toMatchObject({ state: 'CREATED' });
      const cash = await cashOf(db(), clients.active.portfolio.id);

      // Not yet due: younger than FPX_ENQUIRY_AFTER_MINUTES.
      expect((await server.app.payments.enquiryJob.runOnce()).has(form.orderId)).toBe(false);
      await makeDue(form.orderId, 6);
      const results = await server.app.payments.enquiryJob.runOnce();
      expect(results.get(form.orderId)).toBe('SETTLED');
      expect(await orderRow(db(), form.orderId)).toMatchObject({
        state: 'SUCCESS',
        settledBy: 'enquiry',
        enquiryCount: 1,
      });
      expect(await cashOf(db(), clients.active.portfolio.id)).toBe(cash + 6_000n);
      // The lost AC turns up after all: nothing more happens.
      expect((await postAc(server, capture.acs[0]!)).status).toBe(200);
      expect(await cashOf(db(), clients.active.portfolio.id)).toBe(cash + 6_000n);
    });

    it('times out a payment left at the bank, and expires one the gateway never saw', async () => {
      const atBank = await depositForm(server, clients.active.token, body('active', '61.00'));
      const ar = await postForm(server, new URL(atBank.action).pathname, atBank.fields);
      expect(ar.status).toBe(303);
      await db()
        .update((await import('../src/db/schema/payments')).fpxSandboxTransactions)
        .set({ createdAt: new Date(Date.now() - 20 * 60_000) })
        .where(like((await import('../src/db/schema/payments')).fpxSandboxTransactions.sellerOrderNo, atBank.orderId));
      const neverSent = await depositForm(server, clients.active.token, body('active', '62.00'));
      const tooYoung = await depositForm(server, clients.active.token, body('active', '63.00'));
      await makeDue(atBank.orderId, 20);
      await makeDue(neverSent.orderId, 61);
      await makeDue(tooYoung.orderId, 6);

      // Timing the payment out also makes the sandbox send its direct AC: held back until the job has answered, so
      // the job's own outcome is the one seen (delivered at once, the two race for the order's lock).
      const capture = captureAcs();
      let results;
      try {
        results = await server.app.payments.enquiryJob.runOnce();
        await callbacksSettled(server.app);
      } finally {
        capture.restore();
      }
      expect(results.get(atBank.orderId)).toBe('FAILED');
      expect(await orderRow(db(), atBank.orderId)).toMatchObject({ state: 'FAILED', statusCode: '1M' });
      for (const ac of capture.acs) expect((await postAc(server, ac)).status).toBe(200);
      expect(await orderRow(db(), atBank.orderId)).toMatchObject({ state: 'FAILED', statusCode: '1M' });
      expect(results.get(neverSent.orderId)).toBe('EXPIRED');
      expect(await orderRow(db(), neverSent.orderId)).toMatchObject({ state: 'FAILED', settledBy: 'expired' });
      expect(await depositRows(db(), neverSent.orderId)).toEqual([expect.objectContaining({ status: 'FAILED' })]);
      expect(results.get(tooYoung.orderId)).toBe('NO_RECORD');
      expect(await orderRow(db(), tooYoung.orderId)).toMatchObject({ state: 'CREATED' });
    });
  });

  describe('the foreign-currency asset limit (BNM)', () => {
    beforeAll(async () => {
      await db().insert(clientFinancialInfo).values({
        clientId: clients.borrower.clientId,
        employmentStatus: 'EMPLOYED',
        annualIncome: 'INC_24K_60K',
        netWorth: 'NW_LT_100K',
        sourceOfFunds: 'SALARY',
        bankCode: 'MBB',
        bankAccountNumber: '1234567890',
        bankAccountHolderName: 'Test Client',
        taxResidency: 'MY',
        isUsPerson: false,
        hasDomesticRinggitBorrowing: true,
        borrowingUndertakingAt: new Date(),
        createdBy: 'test',
        modifiedBy: 'test',
      });
      // A small limit so the test stays within one payment's maximum.
      await db()
        .update(systemParameters)
        .set({ value: '2000' })
        .where(and(eq(systemParameters.category, 'BNM'), eq(systemParameters.key, 'FOREIGN_ASSET_LIMIT_MYR')));
    });
    afterAll(async () => {
      await db()
        .update(systemParameters)
        .set({ value: '1000000' })
        .where(and(eq(systemParameters.category, 'BNM'), eq(systemParameters.key, 'FOREIGN_ASSET_LIMIT_MYR')));
    });

    it('counts the foreign share of each deposit and refuses the one beyond the limit with the notice', async () => {
      const first = await depositForm(server, clients.borrower.token, body('borrower', '1500.00'));
      const { foreignSen } = await orderRow(db(), first.orderId);
      // Risk level 3's model is mostly in US-listed ETFs: its foreign share is that weight of the amount.
      expect(foreignSen).toBeGreaterThan(0n);
      expect(foreignSen).toBeLessThanOrEqual(150_000n);
      const over = await postDeposit(server, clients.borrower.token, body('borrower', '3000.00'));
      const error = await expectError(over, 422, 'FOREIGN_ASSET_LIMIT');
      expect(error.result).toContain('RM 2,000.00');
      expect(error.result).toContain('My Profile');
      // A client without ringgit borrowing has no limit.
      expect((await postDeposit(server, clients.other.token, body('other', '3000.00'))).status).toBe(201);
    });

    it('lets only one of two deposits at the same moment use the rest of the limit', async () => {
      const [row] = await db()
        .select({ used: sql<string>`coalesce(sum(${paymentOrders.foreignSen}), 0)::text` })
        .from(paymentOrders)
        .where(and(eq(paymentOrders.clientId, clients.borrower.clientId), ne(paymentOrders.state, 'FAILED')));
      const remaining = 200_000n - BigInt(row!.used);
      expect(remaining).toBeGreaterThan(0n);
      // Each deposit's foreign share is three quarters of what is left: each fits alone, both together do not.
      const bps = await foreignWeightBps(db(), 3);
      const amountSen = (remaining * 3n * 10_000n) / (4n * bps);
      const amount = formatMinorUnits(amountSen, 2);
      const answers = await Promise.all([
        postDeposit(server, clients.borrower.token, body('borrower', amount)),
        postDeposit(server, clients.borrower.token, body('borrower', amount)),
      ]);
      expect(answers.map((a) => a.status).sort()).toEqual([201, 422]);
    });

    it('gives the limit back when an order fails', async () => {
      const orders = await db()
        .select()
        .from(paymentOrders)
        .where(eq(paymentOrders.clientId, clients.borrower.clientId));
      for (const order of orders) {
        const form = {
          orderId: order.orderId,
          amount: (Number(order.amountSen) / 100).toFixed(2),
          sellerTxnTime: order.sellerTxnTime,
        };
        await postAc(server, signedAc(secret, form, { fpx_debitAuthCode: '1K', fpx_creditAuthCode: '1K' }));
      }
      expect((await postDeposit(server, clients.borrower.token, body('borrower', '1500.00'))).status).toBe(201);
    });
  });

  describe('staff', () => {
    let staffToken: string;
    beforeAll(async () => {
      staffToken = (await server.login('staff@example.com', 'Staff@1234')).access_token;
    });

    it('lists payments with their states (staff only)', async () => {
      const response = await server.fetch(`${ApiPaths.payments.backofficePayments}?state=SUCCESS&limit=200`, {
        headers: bearer(staffToken),
      });
      expect(response.status).toBe(200);
      const { items } = ((await response.json()) as { result: { items: { state: string; clientEmail: string }[] } })
        .result;
      expect(items.length).toBeGreaterThan(0);
      expect(items.every((i) => i.state === 'SUCCESS')).toBe(true);
      const byClient = await server.fetch(ApiPaths.payments.backofficePayments, {
        headers: bearer(clients.active.token),
      });
      expect(byClient.status).toBe(403);
    });

    it('enquires about one order on demand and audits it', async () => {
      const form = await depositForm(server, clients.other.token, body('other', '15.00'));
      const response = await server.fetch(ApiPaths.payments.backofficeEnquire(form.orderId), {
        method: 'POST',
        headers: bearer(staffToken),
      });
      expect(response.status).toBe(200);
      const { result } = (await response.json()) as { result: { state: string; enquiryCount: number } };
      expect(result.state).toBe('CREATED');
      const audit = await db().execute(
        sql`select action from audit_log where subject_type = 'payment_order' and subject_id = ${form.orderId}`,
      );
      expect((audit as unknown as { rows: { action: string }[] }).rows).toEqual([{ action: 'payment.enquire' }]);
    });

    it('reconciles: clean books answer no mismatch; an approved order without its journal is listed', async () => {
      const get = async () => {
        const response = await server.fetch(ApiPaths.payments.reconciliation, { headers: bearer(staffToken) });
        expect(response.status).toBe(200);
        return (
          (await response.json()) as {
            result: { mismatches: { kind: string; orderId: string }[]; payments: { succeeded: number } };
          }
        ).result;
      };
      const clean = await get();
      expect(clean.mismatches).toEqual([]);
      expect(clean.payments.succeeded).toBeGreaterThan(0);

      const form = await depositForm(server, clients.other.token, body('other', '16.00'));
      await db()
        .update(paymentOrders)
        .set({ state: 'SUCCESS', statusCode: '00' })
        .where(eq(paymentOrders.orderId, form.orderId));
      const dirty = await get();
      expect(dirty.mismatches).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ kind: 'SUCCESS_WITHOUT_JOURNAL', orderId: form.orderId }),
          expect.objectContaining({ kind: 'GATEWAY_NOT_APPROVED_BUT_SUCCESS', orderId: form.orderId }),
        ]),
      );
    });
  });
});
