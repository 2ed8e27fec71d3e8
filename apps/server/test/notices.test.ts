import { randomUUID } from 'node:crypto';
import { profileUpdateResultSchema } from '@harta/contracts/errors';
import { messagesEn } from '@harta/contracts/messages';
import { ApiPaths } from '@harta/contracts/paths';
import { closeAccountResponseSchema, closureFlagResponseSchema } from '@harta/contracts/schemas/notices';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clients } from '../src/db/schema/clients';
import { foreignLimitRefusals } from '../src/db/schema/compliance';
import { systemParameters } from '../src/db/schema/reference-data';
import { clientFinancialInfo, clientPersonalInfo } from '../src/db/schema/registration';
import { testDatabases } from './databases';
import { createPortfolio, postDeposit } from './helpers/deposits';
import { createTestClient, fillRegistration, TEST_CLIENT_PASSWORD } from './helpers/registration-clients';
import { clientApi, expectError } from './helpers/client-api';
import { bearer, serverSuite } from './helpers/start-server';
import { approveSent, signInNewStaffMember } from './helpers/staff-members';
import { createPortfolio as createGoal, depositCash } from './helpers/trading-fixtures';

/**
 * The notices over HTTP with real logins (issue #13 item 3, docs/account.md "Notices"): each client reads only
 * their own; informational ones are dismissed for good, mandatory ones cannot be; the spouse ID update validates
 * with the section 5 rules and is audited; a refused foreign-currency deposit raises its notice; staff flag a
 * client for closure (audited), after which deposits, transfers and new portfolios are refused and the account
 * can be closed once empty.
 */

describe.each(testDatabases())('notices on $name', (kind) => {
  const suite = serverSuite(kind.open, { env: { FPX_SANDBOX_CALLBACK_DELAY_MS: '0' } });
  const api = clientApi(suite);
  const { json, notices } = api;
  let staffToken: string;
  /** Four eyes: a second (compliance) member approves what staff@ sends for approval. */
  let approve: (sent: Response) => ReturnType<typeof approveSent>;
  const db = () => suite.database.db;
  const activeClient = (name: string) => api.activeClient(`notices-${name}-${kind.name}@example.com`);
  const latestAudit = async (action: string, clientId: number) => (await api.audits(action, clientId))[0];

  beforeAll(async () => {
    staffToken = (await suite.server.login('staff@example.com', 'Staff@1234')).access_token;
    const checker = await signInNewStaffMember(db(), suite.server, `compliance-${kind.name}@example.com`, [
      'compliance',
    ]);
    approve = (sent) => approveSent(suite.server, checker.token, sent);
  });

  describe('reading and dismissing', () => {
    it('answers nothing for a client whose records are all in order', async () => {
      const plain = await activeClient('plain');
      expect(await notices(plain.token)).toEqual([]);
    });

    it("answers the caller's own notices only, whatever id the request carries", async () => {
      const married = await activeClient('married-owner');
      await db()
        .update(clientPersonalInfo)
        .set({ maritalStatus: 'MARRIED', spouseNric: null })
        .where(eq(clientPersonalInfo.clientId, married.clientId));
      const other = await activeClient('owner-other');
      expect((await notices(married.token)).map((n) => n.code)).toEqual(['SPOUSE_ID']);
      // The token decides whose notices: a client id in the query or a header never reaches another's.
      const viaQuery = await json(other.token, 'GET', `${ApiPaths.notices.list}?clientId=${married.clientId}`);
      expect(await viaQuery.text()).not.toContain('SPOUSE_ID');
      const viaHeader = await suite.server.fetch(ApiPaths.notices.list, {
        headers: { ...bearer(other.token), 'x-client-id': String(married.clientId) },
      });
      // Another client's id in the client id header is refused outright (GUIDE section 5).
      await expectError(viaHeader, 403, 'NOT_OWNER');
      // Another client cannot dismiss (nor learn about) the first one's notice.
      await expectError(
        await json(other.token, 'POST', ApiPaths.notices.dismiss, { noticeId: 'SPOUSE_ID' }),
        404,
        'NOT_FOUND',
      );
      // Staff are not clients: the client endpoint is not theirs.
      expect((await json(staffToken, 'GET', ApiPaths.notices.list)).status).toBeGreaterThanOrEqual(400);
      expect((await suite.server.fetch(ApiPaths.notices.list)).status).toBe(401);
    });

    it('answers nothing to a client not yet approved', async () => {
      const email = `notices-pending-${kind.name}@example.com`;
      const created = await createTestClient(db(), { email, status: 'PENDING', currentStep: 10 });
      await fillRegistration(db(), created, { skip: ['financial'] });
      const { access_token } = await suite.server.login(email, TEST_CLIENT_PASSWORD);
      expect(await notices(access_token)).toEqual([]);
    });

    it('keeps a mandatory notice (an old borrowing declaration, a retired ethnicity) however often dismissed', async () => {
      const stale = await activeClient('stale');
      await db()
        .update(clientFinancialInfo)
        .set({ borrowingUndertakingAt: new Date(Date.now() - 400 * 86_400_000) })
        .where(eq(clientFinancialInfo.clientId, stale.clientId));
      await db()
        .update(clientPersonalInfo)
        .set({ ethnicity: 'NO_LONGER_LISTED' })
        .where(eq(clientPersonalInfo.clientId, stale.clientId));
      const before = await notices(stale.token);
      expect(before.map((n) => [n.code, n.kind])).toEqual([
        ['ETHNICITY', 'mandatory'],
        ['RINGGIT_BORROWING', 'mandatory'],
      ]);
      const refused = await expectError(
        await json(stale.token, 'POST', ApiPaths.notices.dismiss, { noticeId: 'RINGGIT_BORROWING' }),
        409,
        'NOTICE_MANDATORY',
      );
      expect(refused.result).toBe(messagesEn['notices.mandatory']);
      expect(await notices(stale.token)).toEqual(before);
    });

    describe('a deposit refused by the foreign-currency limit', () => {
      const setLimit = (value: string) =>
        db()
          .update(systemParameters)
          .set({ value })
          .where(and(eq(systemParameters.category, 'BNM'), eq(systemParameters.key, 'FOREIGN_ASSET_LIMIT_MYR')));
      beforeAll(() => setLimit('100'));
      afterAll(() => setLimit('1000000'));

      it('is recorded, raises an informational notice, and a dismissal hides it for good', async () => {
        const borrower = await activeClient('borrower');
        await db()
          .update(clientFinancialInfo)
          .set({ hasDomesticRinggitBorrowing: true })
          .where(eq(clientFinancialInfo.clientId, borrower.clientId));
        const portfolio = await createPortfolio(db(), borrower.clientId, 3);
        const refused = await postDeposit(suite.server, borrower.token, {
          amount: '500.00',
          portfolioId: portfolio.guid,
          bankId: 'MBB',
        });
        await expectError(refused, 422, 'FOREIGN_ASSET_LIMIT');
        const [refusal] = await db()
          .select()
          .from(foreignLimitRefusals)
          .where(eq(foreignLimitRefusals.clientId, borrower.clientId));
        expect(refusal).toMatchObject({ remainingSen: 10_000n });
        expect(refusal!.requestedSen).toBeGreaterThan(10_000n);

        const [notice] = await notices(borrower.token);
        expect(notice).toEqual({
          id: `FOREIGN_LIMIT_REFUSED:${refusal!.id}`,
          code: 'FOREIGN_LIMIT_REFUSED',
          kind: 'informational',
          values: { limit: '100.00', remaining: '100.00' },
        });
        const dismissed = await json(borrower.token, 'POST', ApiPaths.notices.dismiss, { noticeId: notice!.id });
        expect(dismissed.status).toBe(200);
        expect(await notices(borrower.token)).toEqual([]);
        // Dismissed once is dismissed: a second dismissal names a notice that no longer applies.
        await expectError(
          await json(borrower.token, 'POST', ApiPaths.notices.dismiss, { noticeId: notice!.id }),
          404,
          'NOT_FOUND',
        );
        await expectError(await json(borrower.token, 'POST', ApiPaths.notices.dismiss, {}), 400, 'VALIDATION_ERROR');
      });
    });
  });

  describe('the spouse ID update', () => {
    it('validates with the section 5 rules, saves, audits, and the notice goes', async () => {
      const married = await activeClient('married');
      await db()
        .update(clientPersonalInfo)
        .set({ maritalStatus: 'MARRIED', spouseNric: 'AB-1' })
        .where(eq(clientPersonalInfo.clientId, married.clientId));
      expect((await notices(married.token)).map((n) => n.code)).toEqual(['SPOUSE_ID']);

      for (const [spouseNric, message] of [
        ['', 'spouseNric.required'],
        ['      ', 'spouseNric.whitespace'],
        ['AB-123', 'spouseNric.alphanumeric'],
        ['A1234', 'spouseNric.length'],
        ['A'.repeat(46), 'spouseNric.length'],
      ] as const) {
        const error = await expectError(
          await json(married.token, 'POST', ApiPaths.notices.spouseId, { spouseNric }),
          400,
          'VALIDATION_ERROR',
        );
        expect(error.issues?.map((i) => i.message)).toEqual([message]);
      }
      const [unchanged] = await db()
        .select({ spouseNric: clientPersonalInfo.spouseNric })
        .from(clientPersonalInfo)
        .where(eq(clientPersonalInfo.clientId, married.clientId));
      expect(unchanged!.spouseNric).toBe('AB-1');

      const saved = await json(married.token, 'POST', ApiPaths.notices.spouseId, { spouseNric: 'A1234567' });
      expect(profileUpdateResultSchema.parse(await saved.json())).toEqual({ status: true, errorMessage: null });
      expect(await notices(married.token)).toEqual([]);
      const audit = await latestAudit('client.spouseNric.update', married.clientId);
      expect(audit?.details).toEqual({ before: 'AB-1', after: 'A1234567', via: 'notice' });

      // A MyKad number typed as the app shows it is accepted and stored without its dashes.
      const dashed = await json(married.token, 'POST', ApiPaths.notices.spouseId, { spouseNric: '900101-14-5678' });
      expect(profileUpdateResultSchema.parse(await dashed.json())).toEqual({ status: true, errorMessage: null });
      const [stored] = await db()
        .select({ spouseNric: clientPersonalInfo.spouseNric })
        .from(clientPersonalInfo)
        .where(eq(clientPersonalInfo.clientId, married.clientId));
      expect(stored!.spouseNric).toBe('900101145678');
    });

    it('refuses a client who is not married, in the profile-update answer', async () => {
      const single = await activeClient('single');
      const response = await json(single.token, 'POST', ApiPaths.notices.spouseId, { spouseNric: 'A1234567' });
      expect(profileUpdateResultSchema.parse(await response.json())).toEqual({
        status: false,
        errorMessage: messagesEn['notices.notMarried'],
      });
      expect(await latestAudit('client.spouseNric.update', single.clientId)).toBeUndefined();
    });

    it('refuses a married client whose application is still under review (no change outside registration)', async () => {
      const email = `notices-pending-married-${kind.name}@example.com`;
      const pending = await createTestClient(db(), { email, status: 'PENDING', currentStep: 10 });
      await fillRegistration(db(), pending);
      await db()
        .update(clientPersonalInfo)
        .set({ maritalStatus: 'MARRIED', spouseNric: null })
        .where(eq(clientPersonalInfo.clientId, pending.clientId));
      const { access_token: token } = await suite.server.login(email, TEST_CLIENT_PASSWORD);
      const response = await json(token, 'POST', ApiPaths.notices.spouseId, { spouseNric: 'A1234567' });
      expect(profileUpdateResultSchema.parse(await response.json())).toEqual({
        status: false,
        errorMessage: messagesEn['profile.notActive'],
      });
      const [row] = await db()
        .select({ spouseNric: clientPersonalInfo.spouseNric })
        .from(clientPersonalInfo)
        .where(eq(clientPersonalInfo.clientId, pending.clientId));
      expect(row!.spouseNric).toBeNull();
      expect(await latestAudit('client.spouseNric.update', pending.clientId)).toBeUndefined();
    });
  });

  describe('the closure flag (PEP / restricted country)', () => {
    let flagged: { clientId: number; token: string };
    let source: { id: number; guid: string };
    let target: { id: number; guid: string };

    beforeAll(async () => {
      flagged = await activeClient('pep');
      source = await createGoal(db(), flagged.clientId, { riskLevel: 3, goalName: 'Retirement' });
      target = await createGoal(db(), flagged.clientId, { riskLevel: 5, goalName: 'House' });
      await depositCash(db(), source.id, 100_000n);
    });

    it('is staff-only, audited, and shows the closure notice alone', async () => {
      const path = ApiPaths.backofficeClosure.flag(flagged.clientId);
      expect((await json(flagged.token, 'PUT', path, { reason: 'PEP' })).status).toBe(403);
      await expectError(await json(staffToken, 'PUT', path, { reason: 'OTHER' }), 400, 'VALIDATION_ERROR');
      await expectError(
        await json(staffToken, 'PUT', ApiPaths.backofficeClosure.flag(999_999), { reason: 'PEP' }),
        404,
        'NOT_FOUND',
      );

      const sent = await json(staffToken, 'PUT', path, { reason: 'PEP', note: 'Appointed state minister' });
      // Sent for approval: not flagged until a second member approves.
      expect(sent.status).toBe(202);
      expect(await notices(flagged.token)).not.toContainEqual(expect.objectContaining({ code: 'CLOSURE_PEP' }));
      const approved = await approve(sent);
      expect(closureFlagResponseSchema.shape.result.parse(approved.result)).toMatchObject({
        clientId: flagged.clientId,
        reason: 'PEP',
        note: 'Appointed state minister',
      });
      await expectError(await json(staffToken, 'PUT', path, { reason: 'RESTRICTED_COUNTRY' }), 409, 'CONFLICT');
      expect((await latestAudit('client.closureFlag.set', flagged.clientId))?.details).toEqual({
        reason: 'PEP',
        note: 'Appointed state minister',
      });
      // Other notices would apply too (an expired declaration), but closure is all the client is told.
      await db()
        .update(clientFinancialInfo)
        .set({ borrowingUndertakingAt: new Date(Date.now() - 400 * 86_400_000) })
        .where(eq(clientFinancialInfo.clientId, flagged.clientId));
      expect(await notices(flagged.token)).toEqual([{ id: 'CLOSURE_PEP', code: 'CLOSURE_PEP', kind: 'mandatory' }]);
      await expectError(
        await json(flagged.token, 'POST', ApiPaths.notices.dismiss, { noticeId: 'CLOSURE_PEP' }),
        409,
        'NOTICE_MANDATORY',
      );
    });

    it('refuses deposits, transfers and new portfolios with a clear message; withdrawals stay open', async () => {
      const deposit = await postDeposit(suite.server, flagged.token, {
        amount: '100.00',
        portfolioId: source.guid,
        bankId: 'MBB',
      });
      expect((await expectError(deposit, 403, 'ACCOUNT_WITHDRAW_ONLY')).result).toBe(
        messagesEn['notices.withdrawOnly'],
      );
      const transfer = await suite.server.fetch(ApiPaths.transfers.create, {
        method: 'POST',
        headers: { ...bearer(flagged.token), 'content-type': 'application/json', 'idempotency-key': randomUUID() },
        body: JSON.stringify({ fromPortfolioId: source.guid, toPortfolioId: target.guid, amount: '10.00' }),
      });
      await expectError(transfer, 403, 'ACCOUNT_WITHDRAW_ONLY');
      await expectError(
        await json(flagged.token, 'POST', ApiPaths.portfolios.create, { goalName: 'Holiday', riskLevel: 2 }),
        403,
        'ACCOUNT_WITHDRAW_ONLY',
      );
      // The app is told not to offer a new goal.
      const list = await json(flagged.token, 'GET', ApiPaths.portfolios.list);
      expect(((await list.json()) as { result: { canAdd: boolean } }).result.canAdd).toBe(false);
      // The way out stays open: the withdrawal options still answer.
      expect((await json(flagged.token, 'GET', ApiPaths.withdrawals.options)).status).toBe(200);
    });

    it('cannot be closed while money is held; a lifted flag opens the account again', async () => {
      await expectError(
        await json(staffToken, 'POST', ApiPaths.backofficeClosure.close(flagged.clientId)),
        409,
        'BALANCE_NOT_ZERO',
      );
      await approve(await json(staffToken, 'DELETE', ApiPaths.backofficeClosure.flag(flagged.clientId)));
      expect(await latestAudit('client.closureFlag.lift', flagged.clientId)).toBeDefined();
      const added = await json(flagged.token, 'POST', ApiPaths.portfolios.create, {
        goalName: 'Holiday',
        riskLevel: 2,
      });
      expect(added.status).toBe(201);
      await expectError(
        await json(staffToken, 'DELETE', ApiPaths.backofficeClosure.flag(flagged.clientId)),
        404,
        'NOT_FOUND',
      );
      // Not flagged: closing is not for this client.
      await expectError(
        await json(staffToken, 'POST', ApiPaths.backofficeClosure.close(flagged.clientId)),
        404,
        'NOT_FOUND',
      );
    });

    it('closes an empty flagged account (status CLOSE, audited); the client can no longer log in', async () => {
      const empty = await activeClient('restricted');
      await approve(
        await json(staffToken, 'PUT', ApiPaths.backofficeClosure.flag(empty.clientId), {
          reason: 'RESTRICTED_COUNTRY',
        }),
      );
      expect((await notices(empty.token)).map((n) => n.code)).toEqual(['CLOSURE_RESTRICTED_COUNTRY']);
      const response = await json(staffToken, 'POST', ApiPaths.backofficeClosure.close(empty.clientId));
      expect(response.status).toBe(200);
      expect(closeAccountResponseSchema.parse(await response.json()).result).toMatchObject({
        clientId: empty.clientId,
        status: 'CLOSE',
      });
      const [row] = await db()
        .select({ status: clients.status })
        .from(clients)
        .where(eq(clients.clientId, empty.clientId));
      expect(row!.status).toBe('CLOSE');
      expect((await latestAudit('client.close', empty.clientId))?.details).toEqual({
        from: 'ACTIVE',
        reason: 'RESTRICTED_COUNTRY',
      });
      expect((await json(empty.token, 'GET', ApiPaths.notices.list)).status).toBe(403);
    });
  });
});
