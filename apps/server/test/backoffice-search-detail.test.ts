import { DEMO_TOTP_SECRET } from '@harta/contracts/second-factor';
import { errorBodySchema } from '@harta/contracts/errors';
import { ApiPaths } from '@harta/contracts/paths';
import {
  applicationDetailResponseSchema,
  applicationListResponseSchema,
  type ApplicationDetail,
} from '@harta/contracts/schemas/backoffice';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clients } from '../src/db/schema/clients';
import { users } from '../src/db/schema/identity';
import { mailOutbox } from '../src/db/schema/mail';
import { clientContactInfo } from '../src/db/schema/registration';
import { clientApplications } from '../src/db/schema/review';
import { writeAudit } from '../src/modules/audit/audit-log';
import { secondFactorKeyFrom } from '../src/identity/second-factor-secret';
import { setKnownSecret } from '../src/identity/second-factor-store';
import { testDatabases, type TestDatabase } from './databases';
import { createTestClient, fillRegistration, TEST_CLIENT_PASSWORD } from './helpers/registration-clients';
import { bearer, startServer, type StartedServer } from './helpers/start-server';

/**
 * Staff review, the parts compliance staff work with: the server-side search (name, e-mail, ID number, mobile),
 * status filter and paging; the application's sections with reference labels; the audit trail with names;
 * refusals (403 for client logins, 404 for unknown ids).
 */

describe.each(testDatabases())('back-office search and detail on $name', (kind) => {
  let database: TestDatabase;
  let server: StartedServer;
  let staffToken: string;
  let staffId: string;
  let clientToken: string;
  let seq = 0;

  beforeAll(async () => {
    database = await kind.open();
    server = await startServer({ database, env: { BUREAU_SANDBOX_DELAY_MS: '0' } });
    staffToken = (await server.login('staff@example.com', 'Staff@1234')).access_token;
    staffId = JSON.parse(Buffer.from(staffToken.split('.')[1]!, 'base64url').toString()).sub as string;
    clientToken = (await server.login('demo@example.com', 'Demo@1234')).access_token;
  });

  afterAll(async () => {
    await server?.close();
    await database?.dispose();
  });

  async function applicant(options: {
    givenName: string;
    surName: string;
    status?: string;
    nric?: string;
    mobileNumber?: string;
    skip?: NonNullable<Parameters<typeof fillRegistration>[2]>['skip'];
  }) {
    seq += 1;
    const status = options.status ?? 'PENDING';
    const c = await createTestClient(database.db, {
      email: `${options.givenName.toLowerCase()}.${seq}@example.com`,
      givenName: options.givenName,
      surName: options.surName,
      status,
      currentStep: 10,
    });
    await fillRegistration(database.db, c, { nric: options.nric, skip: options.skip });
    if (options.mobileNumber) {
      await database.db
        .update(clients)
        .set({ mobileNumber: options.mobileNumber })
        .where(eq(clients.clientId, c.clientId));
    }
    if (status !== 'DRAFT') {
      await database.db
        .insert(clientApplications)
        .values({ clientId: c.clientId, submittedAt: new Date(Date.UTC(2026, 0, 1) + seq * 60_000) });
    }
    return c;
  }

  const get = (url: string, token = staffToken) => server.fetch(url, { headers: bearer(token) });
  const post = (url: string, body: unknown = {}, token = staffToken) =>
    server.fetch(url, {
      method: 'POST',
      headers: { ...bearer(token), 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  async function search(query: Record<string, string | number>) {
    const params = new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]));
    const response = await get(`${ApiPaths.backoffice.applications}?${params.toString()}`);
    expect(response.status).toBe(200);
    return applicationListResponseSchema.parse(await response.json()).result;
  }

  async function detailOf(clientId: number): Promise<ApplicationDetail> {
    const response = await get(ApiPaths.backoffice.application(clientId));
    expect(response.status).toBe(200);
    return applicationDetailResponseSchema.parse(await response.json()).result;
  }

  describe('search', () => {
    let zulaikha: Awaited<ReturnType<typeof applicant>>;
    let obrien: Awaited<ReturnType<typeof applicant>>;

    beforeAll(async () => {
      zulaikha = await applicant({
        givenName: 'Zulaikha',
        surName: 'Qistina',
        nric: '950505-10-7123',
        mobileNumber: '+60198765432',
      });
      obrien = await applicant({ givenName: 'Siobhan', surName: "O'Brien_x", nric: '960606-10-6123' });
    });

    const ids = (list: { items: { clientId: number }[] }) => list.items.map((i) => i.clientId);

    it('finds an applicant by part of the name, ignoring case, and by the full name', async () => {
      for (const q of ['zulai', 'QISTINA', 'Zulaikha Qistina', '  zulaikha   qist ']) {
        const list = await search({ q });
        expect(ids(list), q).toEqual([zulaikha.clientId]);
        expect(list.total, q).toBe(1);
      }
      // Every word must match: a right first name with a wrong surname finds nothing.
      expect((await search({ q: 'Zulaikha Tan' })).total).toBe(0);
    });

    it('finds an applicant by e-mail, ignoring case', async () => {
      expect(ids(await search({ q: zulaikha.email.toUpperCase() }))).toEqual([zulaikha.clientId]);
      expect(ids(await search({ q: zulaikha.email.split('@')[0]! }))).toEqual([zulaikha.clientId]);
    });

    it('finds an applicant by NRIC with or without dashes', async () => {
      for (const q of ['950505-10-7123', '950505107123', '10-7123']) {
        expect(ids(await search({ q })), q).toEqual([zulaikha.clientId]);
      }
    });

    it('finds an applicant by mobile number as typed locally or internationally', async () => {
      for (const q of ['0198765432', '019-876 5432', '+60 19 876 5432', '60198765432']) {
        expect(ids(await search({ q })), q).toEqual([zulaikha.clientId]);
      }
    });

    it('takes wildcard and quote characters literally (bound parameters, escaped patterns)', async () => {
      const all = await search({ pageSize: 100 });
      expect(all.total).toBeGreaterThan(2);
      expect((await search({ q: '%' })).total).toBe(0);
      expect((await search({ q: '_' })).items.map((i) => i.clientId)).toEqual([obrien.clientId]);
      expect(ids(await search({ q: "o'brien" }))).toEqual([obrien.clientId]);
      expect((await search({ q: "'; drop table clients; --" })).total).toBe(0);
      // Still there.
      expect((await search({ pageSize: 100 })).total).toBe(all.total);
    });

    it('treats a blank search as none and refuses an over-long one', async () => {
      const all = await search({ pageSize: 100 });
      expect((await search({ q: '   ', pageSize: 100 })).total).toBe(all.total);
      const tooLong = await get(`${ApiPaths.backoffice.applications}?q=${'a'.repeat(101)}`);
      expect(tooLong.status).toBe(400);
    });
  });

  describe('every status', () => {
    it('finds closed and suspended clients by search and by their status filter (issue 15 item 3)', async () => {
      const closed = await applicant({ givenName: 'Kamala', surName: 'Closedtest', status: 'CLOSE' });
      const suspended = await applicant({ givenName: 'Suriani', surName: 'Suspendtest', status: 'SUSPEND' });
      const ids = (list: { items: { clientId: number }[] }) => list.items.map((i) => i.clientId);
      expect(ids(await search({ q: 'Closedtest' }))).toEqual([closed.clientId]);
      expect(ids(await search({ q: suspended.email }))).toEqual([suspended.clientId]);
      expect(ids(await search({ status: 'CLOSE', q: 'Closedtest' }))).toEqual([closed.clientId]);
      expect(ids(await search({ status: 'SUSPEND' }))).toContain(suspended.clientId);
      expect(ids(await search({ status: 'SUSPEND' }))).not.toContain(closed.clientId);
    });
  });

  describe('filter and pages', () => {
    it('combines the search with the status filter and pages through every match with the same total', async () => {
      const pending = [];
      for (let i = 0; i < 5; i += 1) pending.push(await applicant({ givenName: 'Paging', surName: `Pendingham${i}` }));
      const approved = await applicant({ givenName: 'Paging', surName: 'Activeson', status: 'ACTIVE' });
      const draft = await applicant({ givenName: 'Paging', surName: 'Draftley', status: 'DRAFT' });

      const seen: number[] = [];
      for (const [page, size] of [
        [1, 3],
        [2, 3],
        [3, 3],
      ] as const) {
        const list = await search({ q: 'paging', page, pageSize: 3 });
        expect(list).toMatchObject({ total: 7, page, pageSize: 3 });
        expect(list.items.length).toBe(page < 3 ? size : 1);
        seen.push(...list.items.map((i) => i.clientId));
      }
      expect(new Set(seen).size).toBe(7);
      // PENDING first, oldest submission first.
      expect(seen.slice(0, 5)).toEqual(pending.map((p) => p.clientId));
      expect(seen.slice(5).sort()).toEqual([approved.clientId, draft.clientId].sort());
      expect((await search({ q: 'paging', page: 4, pageSize: 3 })).items).toEqual([]);

      const onlyActive = await search({ q: 'paging', status: 'ACTIVE' });
      expect(onlyActive).toMatchObject({ total: 1 });
      expect(onlyActive.items.map((i) => i.clientId)).toEqual([approved.clientId]);
      const onlyPending = await search({ q: 'paging', status: 'PENDING', pageSize: 2 });
      expect(onlyPending.total).toBe(5);
      expect(onlyPending.items.every((i) => i.status === 'PENDING')).toBe(true);
      expect((await get(`${ApiPaths.backoffice.applications}?status=CLOSED`)).status).toBe(400);
    });
  });

  describe('detail sections', () => {
    it('shows personal, address, financial, knowledge and investment profile with reference labels', async () => {
      const c = await applicant({ givenName: 'Hana', surName: 'Yusof' });
      const body = await (await get(ApiPaths.backoffice.application(c.clientId))).text();
      const detail = applicationDetailResponseSchema.parse(JSON.parse(body)).result;

      expect(detail.personal).toEqual({
        title: { code: 'MS', label: 'Ms' },
        gender: 'F',
        maritalStatus: { code: 'SINGLE', label: 'Single' },
        spouseName: null,
        ethnicity: { code: 'MALAY', label: 'Malay' },
        idType: { code: 'MYKAD', label: 'MyKad' },
        nationality: { code: 'MY', label: 'Malaysia' },
      });
      expect(detail.contact).toMatchObject({
        addressLine1: '1 Jalan Ampang',
        addressLine2: null,
        postcode: '50450',
        city: 'Kuala Lumpur',
        state: { code: 'KUL', label: 'W.P. Kuala Lumpur' },
        country: { code: 'MY', label: 'Malaysia' },
      });
      expect(detail.financial).toMatchObject({
        employmentStatus: { code: 'EMPLOYED', label: 'Employed' },
        occupation: null,
        annualIncome: { code: 'INC_24K_60K', label: 'RM24,000 to RM60,000' },
        netWorth: { code: 'NW_LT_100K', label: 'Below RM100,000' },
        sourceOfFunds: { code: 'SALARY', label: 'Salary or wages' },
        bank: { code: 'MBB', label: 'Maybank' },
        bankAccountMasked: '•••• 7890',
        bankAccountHolderName: 'Test Client',
        bankAccountVerified: true,
        taxResidency: { code: 'MY', label: 'Malaysia' },
        isUsPerson: false,
        hasDomesticRinggitBorrowing: false,
      });
      // The account number never leaves the server whole.
      expect(body).not.toContain('1234567890');
      expect(detail.knowledge).toEqual({
        hasFinanceEducation: true,
        investmentExperience: 'GT_3Y',
        instrumentsTraded: [],
        understandsRisk: true,
        understandsCurrencyRisk: true,
        riskCap: 5,
      });
      const profile = detail.investmentProfile!;
      expect(profile).toMatchObject({
        answers: { horizon: 'Y5_10', goal: 'GROWTH', reaction: 'HOLD' },
        score: 13,
        riskLevel: 4,
        capReason: null,
      });
      expect(profile.portfolio!.name).toBeTruthy();
      expect(profile.portfolio!.allocations.reduce((sum, a) => sum + a.weightBps, 0)).toBe(10_000);
    });

    it('leaves unsaved steps empty, and labels a foreign free-text state as typed', async () => {
      const c = await applicant({
        givenName: 'Partial',
        surName: 'Steps',
        status: 'DRAFT',
        skip: ['financial', 'knowledge', 'investment-profile'],
      });
      await database.db
        .update(clientContactInfo)
        .set({ country: 'SG', state: 'Central Region', postcode: '238823' })
        .where(eq(clientContactInfo.clientId, c.clientId));
      const detail = await detailOf(c.clientId);
      expect(detail).toMatchObject({ financial: null, knowledge: null, investmentProfile: null });
      expect(detail.personal).not.toBeNull();
      expect(detail.contact).toMatchObject({
        state: { code: 'Central Region', label: 'Central Region' },
        country: { code: 'SG', label: 'Singapore' },
      });
    });
  });

  describe('audit trail', () => {
    it('names who did what: staff by their name and e-mail, the client by theirs, the server as system', async () => {
      const c = await applicant({ givenName: 'Audra', surName: 'Lim' });
      await writeAudit(database.db, {
        actor: c.userId,
        action: 'registration.submit',
        subjectType: 'client',
        subjectId: c.clientId,
      });
      await writeAudit(database.db, {
        actor: 'system',
        action: 'kyc.expire',
        subjectType: 'client',
        subjectId: c.clientId,
      });
      await get(ApiPaths.experianRequestChecker(c.clientId));
      expect((await post(ApiPaths.backoffice.approve(c.clientId), { note: 'Checked the bureau' })).status).toBe(200);

      const detail = await detailOf(c.clientId);
      const body = JSON.stringify(detail);
      expect(body).not.toMatch(/argon2|password/i);
      const staff = { id: staffId, role: 'STAFF', name: 'Nadia Ismail', email: 'staff@example.com' };
      expect(detail.history[0]).toMatchObject({
        action: 'application.approve',
        actor: staff,
        details: { note: 'Checked the bureau' },
      });
      expect(Number.isNaN(Date.parse(detail.history[0]!.at))).toBe(false);
      expect(detail.history.find((h) => h.action === 'bureau.check')).toMatchObject({
        actor: staff,
        details: { recommendation: expect.any(String), reference: expect.any(String) },
      });
      expect(detail.history.find((h) => h.action === 'registration.submit')!.actor).toEqual({
        id: c.userId,
        role: 'CLIENT',
        name: 'Audra Lim',
        email: c.email,
      });
      expect(detail.history.find((h) => h.action === 'kyc.expire')!.actor).toEqual({
        id: 'system',
        role: 'SYSTEM',
        name: null,
        email: null,
      });
      expect(detail.decision).toMatchObject({ decision: 'APPROVE', reason: 'Checked the bureau', decidedBy: staff });
    });

    it('keeps the rejection reason in the audit trail and writes it into the client letter', async () => {
      const c = await applicant({ givenName: 'Rosli', surName: 'Ahmad' });
      const reason = 'Your MyKad photo was too blurry to read.\r\n\r\n\r\n\r\nPlease apply again with a clear photo.';
      expect((await post(ApiPaths.backoffice.reject(c.clientId), { reason: '' })).status).toBe(400);
      expect((await post(ApiPaths.backoffice.reject(c.clientId), { reason })).status).toBe(200);
      const detail = await detailOf(c.clientId);
      expect(detail.history[0]).toMatchObject({ action: 'application.reject', details: { reason: reason.trim() } });
      const [mail] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.to, c.email));
      expect(mail!.subject).toBe('Your Harta application');
      expect(mail!.text).toContain('Dear Rosli,');
      expect(mail!.text).toContain(
        "Our review team's explanation:\nYour MyKad photo was too blurry to read.\n\nPlease apply again with a clear photo.",
      );
      expect(mail!.text).toContain(server.config.client.supportEmail);
    });
  });

  describe('refusals', () => {
    it("refuses client logins (403), also one that carries the staff role as well as 'c'", async () => {
      const dual = await createTestClient(database.db, { email: `dual${Date.now()}@example.com`, status: 'ACTIVE' });
      await database.db
        .update(users)
        .set({ roles: ['staff', 'c'] })
        .where(eq(users.id, dual.userId));
      // A login holding the staff role signs in with a second factor (docs/security.md "Second factor").
      await setKnownSecret(
        database.db,
        dual.userId,
        DEMO_TOTP_SECRET,
        secondFactorKeyFrom(server.config.files.encryptionKey),
      );
      const dualToken = (await server.login(dual.email, TEST_CLIENT_PASSWORD)).access_token;
      const c = await applicant({ givenName: 'Target', surName: 'Client' });
      for (const token of [clientToken, dualToken]) {
        expect((await get(`${ApiPaths.backoffice.applications}?q=target`, token)).status).toBe(403);
        expect((await get(ApiPaths.backoffice.application(c.clientId), token)).status).toBe(403);
        expect((await post(ApiPaths.backoffice.approve(c.clientId), {}, token)).status).toBe(403);
        expect((await post(ApiPaths.backoffice.reject(c.clientId), { reason: 'no way' }, token)).status).toBe(403);
        expect((await post(ApiPaths.backoffice.resetKycAttempts(c.clientId), {}, token)).status).toBe(403);
        // A client may read their own latest bureau check only: another client's id is as unknown (404).
        expect((await get(ApiPaths.experianRequestChecker(c.clientId), token)).status).toBe(404);
      }
      expect((await detailOf(c.clientId)).status).toBe('PENDING');
    });

    it('answers 404 for an unknown application on every staff action', async () => {
      const unknown = 987_654;
      for (const response of [
        await get(ApiPaths.backoffice.application(unknown)),
        await post(ApiPaths.backoffice.approve(unknown)),
        await post(ApiPaths.backoffice.reject(unknown), { reason: 'Not known' }),
        await post(ApiPaths.backoffice.resetKycAttempts(unknown)),
        await get(ApiPaths.experianRequestChecker(unknown)),
      ]) {
        expect(response.status, response.url).toBe(404);
        expect(errorBodySchema.parse(await response.json()).code).toBe('NOT_FOUND');
      }
    });
  });
});
