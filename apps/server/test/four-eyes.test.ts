import { randomUUID } from 'node:crypto';
import { messagesEn } from '@harta/contracts/messages';
import { ApiPaths } from '@harta/contracts/paths';
import {
  approvalCountResponseSchema,
  approvalListResponseSchema,
  approvalResponseSchema,
  sentForApprovalResponseSchema,
  type ApprovalRequest,
} from '@harta/contracts/schemas/approvals';
import { and, eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/connection';
import { staffActionRequests } from '../src/db/schema/approvals';
import { auditLog } from '../src/db/schema/audit';
import { clients } from '../src/db/schema/clients';
import { ledgerJournals } from '../src/db/schema/ledger';
import { mailOutbox } from '../src/db/schema/mail';
import { clientClosureFlags as closureFlags } from '../src/db/schema/compliance';
import { systemParameters } from '../src/db/schema/reference-data';
import { clientFinancialInfo } from '../src/db/schema/registration';
import { withdrawals } from '../src/db/schema/withdrawals';
import { addDays } from '../src/modules/returns/calendar-days';
import { nextTradeDate } from '../src/modules/trading/trade-calendar';
import { runTradeDate } from '../src/modules/trading/trade-run';
import { reserveWithdrawal } from '../src/modules/withdrawals/withdrawal-requests';
import { createWithdrawalTradeStep } from '../src/modules/withdrawals/withdrawal-trade-step';
import { testDatabases, type TestDatabase } from './databases';
import { createTestClient, fillRegistration } from './helpers/registration-clients';
import { signInNewStaffMember, type StaffMember } from './helpers/staff-members';
import { bearer, startServer, type StartedServer } from './helpers/start-server';
import { morningAfter } from './helpers/trading-fixtures';
import { createPortfolio, depositCash, fillPrices } from './helpers/trading-fixtures';

/**
 * Four eyes (docs/backoffice.md "Four eyes"): a money- or risk-moving staff action is a request until a second,
 * different member with a role of that action approves it; the approval applies it exactly once; requests expire,
 * may be rejected or withdrawn, and stay on record; a firm may turn four eyes off per action, through four eyes.
 */
describe.each(testDatabases())('four eyes on $name', (kind) => {
  let database: TestDatabase;
  let db: Db;
  let server: StartedServer;
  let tradeDate: string;
  /** The maker, and checkers: every role; operations only; compliance only. */
  let maker: StaffMember;
  let checker: StaffMember;
  let operations: StaffMember;
  let compliance: StaffMember;
  let seq = 0;

  beforeAll(async () => {
    database = await kind.open();
    db = database.db;
    // The trade run is asked for once its date's cut-off has passed (docs/money.md "Trade run"): the clock of the
    // run's checks is the morning after.
    server = await startServer({ database, tradeClock: () => morningAfter(tradeDate) });
    tradeDate = nextTradeDate(new Date());
    await fillPrices(db, addDays(tradeDate, -10), tradeDate);
    const all = ['reviewer', 'operations', 'compliance', 'administrator'] as const;
    maker = await signInNewStaffMember(db, server, `maker-${kind.name}@example.com`, all);
    checker = await signInNewStaffMember(db, server, `checker-${kind.name}@example.com`, all);
    operations = await signInNewStaffMember(db, server, `ops-${kind.name}@example.com`, ['operations']);
    compliance = await signInNewStaffMember(db, server, `compliance-${kind.name}@example.com`, ['compliance']);
  });

  afterAll(async () => {
    await server?.close();
    await database?.dispose();
  });

  const call = (token: string, method: string, path: string, body?: unknown, key: string = randomUUID()) =>
    server.fetch(path, {
      method,
      headers: {
        ...bearer(token),
        'idempotency-key': key,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });

  async function sent(response: Response): Promise<ApprovalRequest> {
    expect(response.status, await response.clone().text()).toBe(202);
    return sentForApprovalResponseSchema.parse(await response.json()).result;
  }

  const approve = (token: string, id: string) => call(token, 'POST', ApiPaths.backofficeApprovals.approve(id));

  async function approved(token: string, id: string): Promise<ApprovalRequest> {
    const response = await approve(token, id);
    expect(response.status, await response.clone().text()).toBe(200);
    return approvalResponseSchema.parse(await response.json()).result;
  }

  async function expectRefused(response: Response, status: number, message?: string) {
    expect(response.status, await response.clone().text()).toBe(status);
    if (message) expect(((await response.json()) as { result: string }).result).toBe(message);
  }

  /** An active client with RM 100.00 cash and a withdrawal of RM 40.00 sold and waiting to be paid (PROCESSING). */
  async function processingPayout(): Promise<{ guid: string; clientId: number; email: string }> {
    seq += 1;
    const email = `payee${seq}-${kind.name}@example.com`;
    const c = await createTestClient(db, { email, status: 'ACTIVE', currentStep: 11 });
    await fillRegistration(db, c);
    const portfolio = await createPortfolio(db, c.clientId);
    await depositCash(db, portfolio.id, 10_000n);
    const [client] = await db.select().from(clients).where(eq(clients.clientId, c.clientId));
    const ask = { portfolioId: portfolio.guid, amount: 4_000n };
    const { row } = await db.transaction((tx) =>
      reserveWithdrawal(tx as unknown as Db, { client: client!, ask, tradeDate, actor: 'test' }),
    );
    await runTradeDate(db, tradeDate, [createWithdrawalTradeStep({ mailer: server.app.mailer, log: server.app.log })]);
    const [w] = await db.select().from(withdrawals).where(eq(withdrawals.guid, row.guid));
    expect(w!.status).toBe('PROCESSING');
    return { guid: row.guid, clientId: c.clientId, email };
  }

  const status = async (guid: string) =>
    (await db.select({ s: withdrawals.status }).from(withdrawals).where(eq(withdrawals.guid, guid)))[0]!.s;

  const paidJournals = async (guid: string) =>
    (
      await db
        .select()
        .from(ledgerJournals)
        .where(eq(ledgerJournals.idempotencyKey, `withdrawal:${guid}:paid`))
    ).length;

  async function audits(action: string, subjectId?: string) {
    return db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, action), subjectId ? eq(auditLog.subjectId, subjectId) : undefined));
  }

  it('a payout marked paid waits for a second member; its maker cannot approve it, not even from another session', async () => {
    const payout = await processingPayout();
    const request = await sent(
      await call(maker.token, 'POST', ApiPaths.backofficeWithdrawals.paid(payout.guid), { reference: 'MBB-77' }),
    );
    expect(request).toMatchObject({
      kind: 'payout.paid',
      status: 'PENDING',
      subjectType: 'withdrawal',
      subjectId: payout.guid,
      maker: { id: maker.id },
      mine: true,
      canDecide: false,
      checker: null,
      change: {
        withdrawalId: payout.guid,
        reference: 'MBB-77',
        before: { status: 'PROCESSING' },
        after: { status: 'PAID' },
      },
    });
    expect(request.summary).toContain('RM 40.00');
    // Nothing moved yet.
    expect(await status(payout.guid)).toBe('PROCESSING');
    expect(await paidJournals(payout.guid)).toBe(0);
    // A second request for the same payout while this one waits: refused.
    await expectRefused(
      await call(operations.token, 'POST', ApiPaths.backofficeWithdrawals.paid(payout.guid), {}),
      409,
      messagesEn['approvals.alreadyPending'],
    );

    // The maker, in this session and in a second one, cannot approve (nor reject) their own request.
    await expectRefused(await approve(maker.token, request.id), 403, messagesEn['approvals.ownRequest']);
    const secondSession = await maker.newSession();
    expect(secondSession).not.toBe(maker.token);
    await expectRefused(await approve(secondSession, request.id), 403, messagesEn['approvals.ownRequest']);
    await expectRefused(
      await call(secondSession, 'POST', ApiPaths.backofficeApprovals.reject(request.id), { reason: 'mine' }),
      403,
    );
    // A member without the operations role cannot decide a payout.
    await expectRefused(await approve(compliance.token, request.id), 403, messagesEn['approvals.roleMissing']);
    expect(await status(payout.guid)).toBe('PROCESSING');

    // What each member sees: the count and the list.
    const count = async (token: string) =>
      approvalCountResponseSchema.parse(await (await call(token, 'GET', ApiPaths.backofficeApprovals.count)).json())
        .result;
    expect((await count(maker.token)).pending).toBeGreaterThanOrEqual(1);
    expect((await count(operations.token)).awaitingMe).toBeGreaterThanOrEqual(1);
    const listed = approvalListResponseSchema
      .parse(await (await call(operations.token, 'GET', ApiPaths.backofficeApprovals.list)).json())
      .result.items.find((i) => i.id === request.id);
    expect(listed).toMatchObject({ mine: false, canDecide: true });

    const decided = await approved(operations.token, request.id);
    expect(decided).toMatchObject({
      status: 'APPROVED',
      checker: { id: operations.id },
      result: { id: payout.guid, status: 'PAID', payoutReference: 'MBB-77' },
    });
    expect(decided.decidedAt).not.toBeNull();
    expect(await status(payout.guid)).toBe('PAID');
    expect(await paidJournals(payout.guid)).toBe(1);
    await expectRefused(await approve(checker.token, request.id), 409);

    // The record: who asked, who approved, and the money step under the approver's name.
    expect((await audits('approval.request', request.id))[0]).toMatchObject({ actor: maker.id });
    expect((await audits('approval.approve', request.id))[0]).toMatchObject({ actor: operations.id });
    expect((await audits('withdrawal.paid', payout.guid))[0]).toMatchObject({ actor: operations.id });
  });

  it('applies an approval exactly once when several members approve at the same moment', async () => {
    const payout = await processingPayout();
    const request = await sent(await call(maker.token, 'POST', ApiPaths.backofficeWithdrawals.paid(payout.guid), {}));
    const sessions = [
      checker.token,
      operations.token,
      await checker.newSession(),
      await operations.newSession(),
      checker.token,
    ];
    const answers = await Promise.all(sessions.map((token) => approve(token, request.id)));
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([200, 409, 409, 409, 409]);
    // The action happened once: one ledger movement, one audit entry, one e-mail.
    expect(await paidJournals(payout.guid)).toBe(1);
    expect(await audits('withdrawal.paid', payout.guid)).toHaveLength(1);
    expect(await audits('approval.approve', request.id)).toHaveLength(1);
    const mails = await db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, payout.email), eq(mailOutbox.subject, 'Your withdrawal has been paid')));
    expect(mails).toHaveLength(1);
  });

  it('expires a request nobody decided: it cannot be approved and stays in the history and the audit log', async () => {
    const payout = await processingPayout();
    const request = await sent(
      await call(maker.token, 'POST', ApiPaths.backofficeWithdrawals.failed(payout.guid), { reason: 'Closed' }),
    );
    // FOUR_EYES.EXPIRY_HOURS: 24 by default.
    const lifetime = Date.parse(request.expiresAt) - Date.parse(request.madeAt);
    expect(Math.abs(lifetime - 24 * 3_600_000)).toBeLessThan(60_000);
    await db
      .update(staffActionRequests)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(staffActionRequests.id, request.id));

    await expectRefused(await approve(checker.token, request.id), 409, messagesEn['approvals.expired']);
    expect(await status(payout.guid)).toBe('PROCESSING');
    const history = approvalListResponseSchema.parse(
      await (await call(checker.token, 'GET', `${ApiPaths.backofficeApprovals.list}?view=decided`)).json(),
    ).result.items;
    expect(history.find((i) => i.id === request.id)).toMatchObject({ status: 'EXPIRED', canDecide: false });
    const pending = approvalListResponseSchema.parse(
      await (await call(checker.token, 'GET', ApiPaths.backofficeApprovals.list)).json(),
    ).result.items;
    expect(pending.map((i) => i.id)).not.toContain(request.id);
    expect(await audits('approval.expire', request.id)).toEqual([expect.objectContaining({ actor: 'system' })]);
    // Expired, the same action may be asked for again.
    await sent(
      await call(maker.token, 'POST', ApiPaths.backofficeWithdrawals.failed(payout.guid), { reason: 'Closed' }),
    );
  });

  it('rejects with a reason (nothing applied, on record); its maker may withdraw a request, nobody else', async () => {
    const payout = await processingPayout();
    const request = await sent(await call(maker.token, 'POST', ApiPaths.backofficeWithdrawals.paid(payout.guid), {}));
    const reject = (token: string, body: unknown) =>
      call(token, 'POST', ApiPaths.backofficeApprovals.reject(request.id), body);
    await expectRefused(await reject(checker.token, { reason: '  ' }), 400);
    const rejected = approvalResponseSchema.parse(
      await (await reject(checker.token, { reason: 'No bank confirmation yet' })).json(),
    ).result;
    expect(rejected).toMatchObject({
      status: 'REJECTED',
      reason: 'No bank confirmation yet',
      checker: { id: checker.id },
    });
    await expectRefused(await approve(operations.token, request.id), 409);
    expect(await status(payout.guid)).toBe('PROCESSING');
    expect((await audits('approval.reject', request.id))[0]).toMatchObject({
      actor: checker.id,
      details: expect.objectContaining({ reason: 'No bank confirmation yet', kind: 'payout.paid' }),
    });

    const again = await sent(await call(maker.token, 'POST', ApiPaths.backofficeWithdrawals.paid(payout.guid), {}));
    const withdraw = (token: string) => call(token, 'POST', ApiPaths.backofficeApprovals.withdraw(again.id));
    await expectRefused(await withdraw(checker.token), 403, messagesEn['approvals.notMaker']);
    expect((await withdraw(maker.token)).status).toBe(200);
    await expectRefused(await approve(checker.token, again.id), 409);
    expect(await status(payout.guid)).toBe('PROCESSING');
    expect(await audits('approval.withdraw', again.id)).toHaveLength(1);
  });

  it('marks a request FAILED when its action can no longer apply, with the reason', async () => {
    const payout = await processingPayout();
    const paid = await sent(await call(maker.token, 'POST', ApiPaths.backofficeWithdrawals.paid(payout.guid), {}));
    const failed = await sent(
      await call(maker.token, 'POST', ApiPaths.backofficeWithdrawals.failed(payout.guid), { reason: 'Closed' }),
    );
    await approved(checker.token, paid.id);
    await expectRefused(await approve(checker.token, failed.id), 409);
    const row = approvalResponseSchema.parse(
      await (await call(checker.token, 'GET', ApiPaths.backofficeApprovals.one(failed.id))).json(),
    ).result;
    expect(row).toMatchObject({ status: 'FAILED', reason: expect.stringContaining('PAID') });
    expect(await status(payout.guid)).toBe('PAID');
  });

  it('sends every converted action for approval: the direct call alone changes nothing', async () => {
    // The bank's result file.
    const payout = await processingPayout();
    const file = ['payment_reference,status,bank_reference,reason', `${payout.guid},PAID,REF-9,`].join('\r\n');
    const imported = await sent(
      await server.fetch(ApiPaths.backofficeWithdrawals.payoutResult, {
        method: 'POST',
        headers: { ...bearer(maker.token), 'content-type': 'text/csv', 'idempotency-key': randomUUID() },
        body: file,
      }),
    );
    expect(imported).toMatchObject({ kind: 'payout.import', change: { paid: 1, failed: 0 } });
    expect(await status(payout.guid)).toBe('PROCESSING');
    expect((await approved(operations.token, imported.id)).result).toMatchObject({ paid: 1 });
    expect(await status(payout.guid)).toBe('PAID');

    // A closure flag, set and lifted.
    const c = await createTestClient(db, { email: `flag-${kind.name}@example.com`, status: 'ACTIVE', currentStep: 11 });
    await fillRegistration(db, c);
    const flagged = async () =>
      (await db.select().from(closureFlags).where(eq(closureFlags.clientId, c.clientId))).length;
    const flag = await sent(
      await call(maker.token, 'PUT', ApiPaths.backofficeClosure.flag(c.clientId), { reason: 'PEP', note: 'Minister' }),
    );
    expect(flag.change).toMatchObject({ before: null, after: { reason: 'PEP', note: 'Minister' } });
    expect(await flagged()).toBe(0);
    await expectRefused(await approve(operations.token, flag.id), 403, messagesEn['approvals.roleMissing']);
    await approved(compliance.token, flag.id);
    expect(await flagged()).toBe(1);
    const lift = await sent(await call(maker.token, 'DELETE', ApiPaths.backofficeClosure.flag(c.clientId)));
    expect(await flagged()).toBe(1);
    await approved(compliance.token, lift.id);
    expect(await flagged()).toBe(0);

    // A changed bank account, verified: the exact account is named; a later change is not verified by it.
    await db
      .update(clientFinancialInfo)
      .set({ bankAccountVerified: false, bankAccountNumber: '700011112222' })
      .where(eq(clientFinancialInfo.clientId, c.clientId));
    const verified = async () =>
      (
        await db
          .select({ v: clientFinancialInfo.bankAccountVerified })
          .from(clientFinancialInfo)
          .where(eq(clientFinancialInfo.clientId, c.clientId))
      )[0]!.v;
    const verify = await sent(await call(maker.token, 'POST', ApiPaths.backoffice.verifyBankAccount(c.clientId), {}));
    expect(verify.change).toMatchObject({ after: { accountNumber: '700011112222', verified: true } });
    expect(await verified()).toBe(false);
    await db
      .update(clientFinancialInfo)
      .set({ bankAccountNumber: '700099998888' })
      .where(eq(clientFinancialInfo.clientId, c.clientId));
    await expectRefused(await approve(checker.token, verify.id), 409, messagesEn['approvals.bankAccountChanged']);
    expect(await verified()).toBe(false);
    const verifyAgain = await sent(
      await call(maker.token, 'POST', ApiPaths.backoffice.verifyBankAccount(c.clientId), {}),
    );
    await approved(checker.token, verifyAgain.id);
    expect(await verified()).toBe(true);

    // A trade run on demand.
    const runs = async () => (await audits('trade-run.start', tradeDate)).length;
    const before = await runs();
    const run = await sent(await call(maker.token, 'POST', ApiPaths.backofficeTrading.tradeRuns, { tradeDate }));
    expect(run).toMatchObject({ kind: 'tradeRun.start', change: { tradeDate } });
    expect(await runs()).toBe(before);
    const ran = await approved(operations.token, run.id);
    expect(ran.result).toMatchObject({ tradeDate });
    expect(await runs()).toBe(before + 1);

    // A fee in reference data (the management fee rate): before and after shown; one that moves no money is direct.
    const paths = ApiPaths.backofficeReferenceData;
    const fee = await sent(
      await call(maker.token, 'PUT', paths.item('SYSTEM_PARAMETER', 'FEE.MANAGEMENT_RATE_FIRST_TIER_PERCENT'), {
        label: 'Annual management fee in percent on the balance up to the limit',
        value: '0.75',
      }),
    );
    expect(fee.change).toMatchObject({ before: { value: '0.80' }, after: { value: '0.75' } });
    const feeValue = async () =>
      (
        await db
          .select({ value: systemParameters.value })
          .from(systemParameters)
          .where(
            and(eq(systemParameters.category, 'FEE'), eq(systemParameters.key, 'MANAGEMENT_RATE_FIRST_TIER_PERCENT')),
          )
      )[0]!.value;
    expect(await feeValue()).toBe('0.80');
    await expectRefused(await approve(operations.token, fee.id), 403);
    await approved(checker.token, fee.id);
    expect(await feeValue()).toBe('0.75');
    const otp = await call(maker.token, 'PUT', paths.item('SYSTEM_PARAMETER', 'OTP.TTL_SECONDS'), {
      label: 'Validity of a one-time code',
      value: '240',
    });
    expect(otp.status).toBe(200);
    // A value the list refuses is refused to the maker at once, not at approval.
    const bad = await call(maker.token, 'POST', paths.items('SYSTEM_PARAMETER'), {
      code: 'NO_DOT',
      label: 'x',
      value: '',
    });
    expect(bad.status).toBe(400);
  });

  it('lets a firm turn four eyes off for one action, through four eyes; the audit says so', async () => {
    const paths = ApiPaths.backofficeReferenceData;
    const setSwitch = async (key: string, value: string) => {
      const request = await sent(
        await call(maker.token, 'PUT', paths.item('SYSTEM_PARAMETER', `FOUR_EYES.${key}`), {
          label: `switch ${key}`,
          value,
        }),
      );
      await approved(checker.token, request.id);
    };
    await setSwitch('PAYOUT_PAID', 'false');

    const payout = await processingPayout();
    const direct = await call(maker.token, 'POST', ApiPaths.backofficeWithdrawals.paid(payout.guid), {
      reference: 'X1',
    });
    expect(direct.status, await direct.clone().text()).toBe(200);
    expect(((await direct.json()) as { result: { status: string } }).result.status).toBe('PAID');
    expect(await paidJournals(payout.guid)).toBe(1);
    expect((await audits('approval.notRequired', payout.guid))[0]).toMatchObject({
      actor: maker.id,
      details: expect.objectContaining({ kind: 'payout.paid', fourEyes: 'off' }),
    });
    // The other actions keep four eyes.
    const other = await processingPayout();
    await sent(await call(maker.token, 'POST', ApiPaths.backofficeWithdrawals.failed(other.guid), { reason: 'x' }));

    // Off for reference data: a fee changes at once, but the switches themselves still need a second member.
    await setSwitch('REFERENCE_DATA', 'false');
    const fee = await call(maker.token, 'PUT', paths.item('SYSTEM_PARAMETER', 'FEE.MANAGEMENT_TIER_LIMIT_MYR'), {
      label: 'Balance in ringgit up to which the first management fee rate applies',
      value: '120000',
    });
    expect(fee.status).toBe(200);
    await sent(
      await call(maker.token, 'PUT', paths.item('SYSTEM_PARAMETER', 'FOUR_EYES.TRADE_RUN'), {
        label: 'switch',
        value: 'false',
      }),
    );
    const switches = await db
      .select({ value: systemParameters.value })
      .from(systemParameters)
      .where(and(eq(systemParameters.category, 'FOUR_EYES'), like(systemParameters.key, 'TRADE_RUN')));
    expect(switches).toEqual([{ value: 'true' }]);
  });
});
