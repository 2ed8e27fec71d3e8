import { randomUUID } from 'node:crypto';
import { ApiPaths } from '@harta/contracts/paths';
import { withdrawalResponseSchema } from '@harta/contracts/schemas/withdrawals';
import { desc, eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/connection';
import { clients } from '../src/db/schema/clients';
import { smsMessages } from '../src/db/schema/mail';
import { clientContactInfo, otpCodes } from '../src/db/schema/registration';
import { findLedgerViolations, NO_VIOLATIONS } from '../src/modules/ledger/ledger-invariants';
import { malaysiaDate, precedingTradeDate } from '../src/modules/trading/trade-calendar';
import { loadTradeCalendar, tradeDateOfRequest } from '../src/modules/trading/trade-calendar-settings';
import type { FpxFields } from '../src/providers/payment-gateway/fpx-messages';
import { addDays } from '../src/modules/returns/calendar-days';
import { testDatabases, type TestDatabase } from './databases';
import { depositForm, orderRow, payAtBank, callbacksSettled, postAc, signedAc } from './helpers/deposits';
import {
  conservationViolations,
  findMovementViolations,
  moneyFigures,
  NO_MOVEMENT_VIOLATIONS,
} from '../src/modules/ledger/money-checks';
import { createTestClient, fillRegistration, TEST_CLIENT_PASSWORD } from './helpers/registration-clients';
import { bearer, startServer, type StartedServer } from './helpers/start-server';
import { signInNewStaffMember } from './helpers/staff-members';
import { createPortfolio, fillPrices, morningAfter } from './helpers/trading-fixtures';

/**
 * Issue #11 "Tests": random sequences of every money flow, by two clients with two portfolios each, through the
 * real routes: deposits (the sandbox bank decides; its signed direct ACs are duplicated, reordered behind a stale
 * "pending" one, and joined by forged ones), withdrawals (with the SMS code) and their cancellation, transfers,
 * staff trade runs for the next trade date and the days before it, and staff payouts (paid or failed). After every
 * step: the ledger rules hold (`findLedgerViolations`: balanced journals, no client account below zero, balances =
 * postings, custody = client units), every movement is complete or absent (each flow's rows against its
 * journals, units = the units their fills moved), and money is conserved (src/modules/ledger/money-checks.ts derives the
 * identity: settled deposits = paid + processing withdrawals + fees + client cash + bought − sold).
 */

const ringgit = (sen: number) => `${Math.floor(sen / 100)}.${String(sen % 100).padStart(2, '0')}`;

/** A deterministic shuffle from a generated seed, so a failing case replays exactly. */
function shuffle<T>(items: T[], seed: number): T[] {
  const out = [...items];
  let s = seed >>> 0 || 1;
  for (let i = out.length - 1; i > 0; i -= 1) {
    s = (Math.imul(s, 1_103_515_245) + 12_345) >>> 0;
    const j = s % (i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

const PORTFOLIOS = 4; // client 0 holds portfolios 0 and 1, client 1 holds 2 and 3
const portfolioArb = fc.integer({ min: 0, max: PORTFOLIOS - 1 });
const amountArb = fc.oneof(fc.integer({ min: 100, max: 300_000 }), fc.constant('ALL' as const));

const opArb = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      t: fc.constant('deposit' as const),
      p: portfolioArb,
      sen: fc.integer({ min: 100, max: 500_000 }),
      approve: fc.boolean(),
      duplicates: fc.integer({ min: 0, max: 2 }),
      stalePending: fc.boolean(),
      forged: fc.boolean(),
      order: fc.integer(),
    }),
  },
  { weight: 2, arbitrary: fc.record({ t: fc.constant('withdraw' as const), p: portfolioArb, amount: amountArb }) },
  { weight: 1, arbitrary: fc.record({ t: fc.constant('cancel' as const), i: fc.nat() }) },
  {
    weight: 2,
    arbitrary: fc.record({
      t: fc.constant('transfer' as const),
      p: portfolioArb,
      amount: amountArb,
    }),
  },
  { weight: 2, arbitrary: fc.record({ t: fc.constant('run' as const), daysBack: fc.integer({ min: 0, max: 3 }) }) },
  { weight: 1, arbitrary: fc.record({ t: fc.constant('payout' as const), i: fc.nat(), paid: fc.boolean() }) },
);
type Op = typeof opArb extends fc.Arbitrary<infer T> ? T : never;

/**
 * Eight random sequences a run (fast-check picks a new seed each time and prints it on a failure), shared out
 * between the engines when PostgreSQL runs too: each sequence replays the whole books' checks after every step,
 * so the same number of sequences on a second engine doubled the suite's second-longest file for no new path.
 */
const kinds = testDatabases();
const RUNS_PER_ENGINE = Math.ceil(8 / kinds.length);

describe.each(kinds)('money properties on $name', (kind) => {
  let database: TestDatabase;
  let db: Db;
  let server: StartedServer;
  let secret: string;
  let staffToken: string;
  /** Four eyes: a second (operations) member approves the runs and payouts staff@ makes. */
  let checkerToken: string;
  let tradeDate: string;
  const runDates: string[] = [];
  const owners: { clientId: number; token: string; mobile: string }[] = [];
  const portfolios: { id: number; guid: string; owner: number }[] = [];
  const withdrawalIds: string[] = [];

  beforeAll(async () => {
    database = await kind.open();
    db = database.db;
    server = await startServer({
      database,
      env: { FPX_SANDBOX_CALLBACK_DELAY_MS: '0', FPX_ENQUIRY_POLL_MS: '3600000' },
      // Staff run the requests' trade date (and the dates before it) the morning after it, past its cut-off.
      tradeClock: () => morningAfter(tradeDate),
    });
    secret = server.config.payments.sandboxSecret;
    tradeDate = await tradeDateOfRequest(db, new Date());
    const calendar = await loadTradeCalendar(db);
    runDates.push(tradeDate);
    for (let i = 0; i < 3; i += 1) runDates.push(precedingTradeDate(runDates[runDates.length - 1]!, calendar));
    await fillPrices(db, addDays(runDates[3]!, -10), addDays(tradeDate, 3));
    expect(malaysiaDate(new Date()) <= tradeDate).toBe(true);
    staffToken = (await server.login('staff@example.com', 'Staff@1234')).access_token;
    checkerToken = (await signInNewStaffMember(db, server, `checker-${kind.name}@example.com`, ['operations'])).token;
    for (let i = 0; i < 2; i += 1) {
      const email = `money-${i}-${kind.name}@example.com`;
      const c = await createTestClient(db, { email, status: 'ACTIVE', currentStep: 11 });
      await fillRegistration(db, c);
      const mobile = `+6012399${String(i + 1).padStart(4, '0')}`; // a number ending in 0000 fails in the sandbox
      await db.update(clients).set({ mobileNumber: mobile }).where(eq(clients.clientId, c.clientId));
      await db
        .update(clientContactInfo)
        .set({ verifiedMobileNumber: mobile })
        .where(eq(clientContactInfo.clientId, c.clientId));
      const token = (await server.login(email, TEST_CLIENT_PASSWORD)).access_token;
      owners.push({ clientId: c.clientId, token, mobile });
      for (const riskLevel of [2, 4]) {
        portfolios.push({ ...(await createPortfolio(db, c.clientId, { riskLevel })), owner: i });
      }
    }
  });

  afterAll(async () => {
    await server?.close();
    await database?.dispose();
  });

  function post(path: string, token: string, body: unknown) {
    return server.fetch(path, {
      method: 'POST',
      headers: { ...bearer(token), 'content-type': 'application/json', 'idempotency-key': randomUUID() },
      body: JSON.stringify(body),
    });
  }

  /** The request's answer must be one the flow documents; never a 5xx. */
  async function expectStatus(response: Response, allowed: number[]) {
    const text = await response.text();
    expect(allowed, `${response.status} ${text}`).toContain(response.status);
    return text;
  }

  /** A four-eyes action: the maker's call (202) approved by the second member, whose answer is checked. */
  async function madeAndApproved(sent: Response, allowedMaker: number[], allowedApproval: number[]) {
    const text = await expectStatus(sent, [202, ...allowedMaker]);
    if (sent.status !== 202) return;
    const { id } = (JSON.parse(text) as { result: { id: string } }).result;
    await expectStatus(await post(ApiPaths.backofficeApprovals.approve(id), checkerToken, {}), allowedApproval);
  }

  async function deposit(op: Extract<Op, { t: 'deposit' }>) {
    const portfolio = portfolios[op.p]!;
    const form = await depositForm(server, owners[portfolio.owner]!.token, {
      amount: ringgit(op.sen),
      portfolioId: portfolio.guid,
      bankId: 'MBB',
    });
    const captured: FpxFields[] = [];
    server.app.payments.sandbox.setDelivery(async (fields) => {
      captured.push(fields);
    });
    await payAtBank(server, form, op.approve ? 'approve' : 'decline');
    await callbacksSettled(server.app);
    expect(captured.length).toBeGreaterThan(0);
    const order = {
      orderId: form.orderId,
      amount: form.fields.fpx_txnAmount!,
      sellerTxnTime: form.fields.fpx_sellerTxnTime!,
    };
    const genuine: FpxFields[] = [];
    for (let copy = 0; copy <= op.duplicates; copy += 1) genuine.push(...captured);
    // A stale "pending" AC, correctly signed: before the final one it leaves the order open, after it it is ignored.
    if (op.stalePending) genuine.push(signedAc(secret, order, { fpx_debitAuthCode: '09', fpx_creditAuthCode: '09' }));
    const forged = op.forged
      ? [
          signedAc('not-the-exchange-key-0123456789abcdef', order), // wrong key
          signedAc(secret, { ...order, amount: ringgit(op.sen + 100_000) }), // amount changed after signing
        ]
      : [];
    const deliveries = shuffle(
      [...genuine.map((fields) => ({ fields, forged: false })), ...forged.map((fields) => ({ fields, forged: true }))],
      op.order,
    );
    for (const delivery of deliveries) {
      const response = await postAc(server, delivery.fields);
      await expectStatus(response, delivery.forged ? [400] : [200]);
    }
    // The exchange's final answer was delivered at least once, so the order ends as the bank decided.
    expect((await orderRow(db, form.orderId)).state).toBe(op.approve ? 'SUCCESS' : 'FAILED');
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

  async function withdraw(op: Extract<Op, { t: 'withdraw' }>) {
    const portfolio = portfolios[op.p]!;
    const owner = owners[portfolio.owner]!;
    const draft =
      op.amount === 'ALL'
        ? { portfolioId: portfolio.guid, withdrawAll: true }
        : { portfolioId: portfolio.guid, amount: ringgit(op.amount) };
    // One code a minute is the flow's rule (tested in withdrawals.test.ts); here codes are asked back to back.
    await db
      .update(otpCodes)
      .set({ createdAt: new Date(Date.now() - 120_000) })
      .where(eq(otpCodes.clientId, owner.clientId));
    const otp = await post(ApiPaths.withdrawals.otp, owner.token, draft);
    await expectStatus(otp, [200, 409, 422]);
    if (otp.status !== 200) return;
    const response = await post(ApiPaths.withdrawals.create, owner.token, {
      ...draft,
      otp: await lastCode(owner.mobile),
    });
    const text = await expectStatus(response, [201, 409, 422]);
    if (response.status === 201) withdrawalIds.push(withdrawalResponseSchema.parse(JSON.parse(text)).result.id);
  }

  async function apply(op: Op) {
    switch (op.t) {
      case 'deposit':
        return deposit(op);
      case 'withdraw':
        return withdraw(op);
      case 'cancel': {
        if (withdrawalIds.length === 0) return;
        const id = withdrawalIds[op.i % withdrawalIds.length]!;
        for (const owner of owners) {
          // Only the owner may cancel: the other client is answered 404.
          await expectStatus(await post(ApiPaths.withdrawals.cancel(id), owner.token, {}), [200, 404, 409]);
        }
        return;
      }
      case 'transfer': {
        const from = portfolios[op.p]!;
        const to = portfolios[op.p ^ 1]!; // the same client's other portfolio
        const body =
          op.amount === 'ALL'
            ? { fromPortfolioId: from.guid, toPortfolioId: to.guid, transferAll: true }
            : { fromPortfolioId: from.guid, toPortfolioId: to.guid, amount: ringgit(op.amount) };
        await expectStatus(await post(ApiPaths.transfers.create, owners[from.owner]!.token, body), [201, 409, 422]);
        return;
      }
      case 'run':
        await madeAndApproved(
          await post(ApiPaths.backofficeTrading.tradeRuns, staffToken, { tradeDate: runDates[op.daysBack] }),
          [],
          [200],
        );
        return;
      case 'payout': {
        if (withdrawalIds.length === 0) return;
        const id = withdrawalIds[op.i % withdrawalIds.length]!;
        const response = op.paid
          ? await post(ApiPaths.backofficeWithdrawals.paid(id), staffToken, { reference: 'BANK-REF' })
          : await post(ApiPaths.backofficeWithdrawals.failed(id), staffToken, { reason: 'Account closed' });
        // 409 at once when no longer processing; the approval answers 200.
        await madeAndApproved(response, [409], [200]);
        return;
      }
    }
  }

  async function expectInvariants() {
    expect(await findLedgerViolations(db)).toEqual(NO_VIOLATIONS);
    expect(await findMovementViolations(db)).toEqual(NO_MOVEMENT_VIOLATIONS);
    expect(conservationViolations(await moneyFigures(db))).toEqual([]);
  }

  it('keeps every journal balanced, no client below zero, units = their postings and cash in = out + held', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(opArb, { minLength: 4, maxLength: 14 }), async (ops) => {
        for (const op of ops) {
          await apply(op);
          await expectInvariants();
        }
        // The staff reconciliation sees the same books: every settled order has its journal and the gateway agrees.
        const reconciliation = await server.fetch(ApiPaths.payments.reconciliation, { headers: bearer(staffToken) });
        expect(reconciliation.status).toBe(200);
        expect(((await reconciliation.json()) as { result: { mismatches: unknown[] } }).result.mismatches).toEqual([]);
      }),
      { numRuns: RUNS_PER_ENGINE, endOnFailure: true },
    );
  });
});
