import { errorBodySchema } from '@harta/contracts/errors';
import { ApiPaths } from '@harta/contracts/paths';
import {
  applicationDecisionResponseSchema,
  applicationDetailResponseSchema,
  applicationListResponseSchema,
  bureauCheckResponseSchema,
} from '@harta/contracts/schemas/backoffice';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../src/db/schema/audit';
import { clients } from '../src/db/schema/clients';
import { clientPersonalInfo } from '../src/db/schema/registration';
import { mailOutbox } from '../src/db/schema/mail';
import { clientApplications } from '../src/db/schema/review';
import { seedDemoApplication } from '../src/modules/backoffice/demo-application';
import { activate } from '../src/modules/completion/completion.service';
import { createFileStore } from '../src/modules/files/file-store';
import { testDatabases, type TestDatabase } from './databases';
import { pngFixture } from './helpers/fixture-images';
import { createTestClient, fillRegistration, TEST_CLIENT_PASSWORD } from './helpers/registration-clients';
import { bearer, startServer, type StartedServer } from './helpers/start-server';

/** Staff review: list, detail, approve/reject (audit + mail), bureau check; staff only. */

describe.each(testDatabases())('staff review on $name', (kind) => {
  let database: TestDatabase;
  let server: StartedServer;
  let staffToken: string;
  let staffId: string;
  let clientToken: string;
  let seq = 0;

  beforeAll(async () => {
    database = await kind.open();
    server = await startServer({ database, env: { BUREAU_SANDBOX_DELAY_MS: '0' } });
    const staffLogin = await server.login('staff@example.com', 'Staff@1234');
    staffToken = staffLogin.access_token;
    staffId = JSON.parse(Buffer.from(staffToken.split('.')[1]!, 'base64url').toString()).sub as string;
    clientToken = (await server.login('demo@example.com', 'Demo@1234')).access_token;
  });

  afterAll(async () => {
    await server?.close();
    await database?.dispose();
  });

  async function pendingApplication(options: Parameters<typeof fillRegistration>[2] & { givenName?: string } = {}) {
    seq += 1;
    const email = `review${seq}@example.com`;
    const c = await createTestClient(database.db, {
      email,
      currentStep: 10,
      status: 'PENDING',
      givenName: options.givenName,
    });
    await fillRegistration(database.db, c, options);
    await database.db
      .insert(clientApplications)
      .values({ clientId: c.clientId, submittedAt: new Date(Date.now() - seq * 60_000) });
    return c;
  }

  const staffGet = (url: string, token = staffToken) => server.fetch(url, { headers: bearer(token) });
  const staffPost = (url: string, body: unknown = {}, token = staffToken) =>
    server.fetch(url, {
      method: 'POST',
      headers: { ...bearer(token), 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  it('refuses clients (403) and anonymous callers (401) on every staff endpoint', async () => {
    const c = await pendingApplication();
    for (const [method, url] of [
      ['GET', ApiPaths.backoffice.applications],
      ['GET', ApiPaths.backoffice.application(c.clientId)],
      ['POST', ApiPaths.backoffice.approve(c.clientId)],
      ['POST', ApiPaths.backoffice.reject(c.clientId)],
      ['POST', ApiPaths.backoffice.resetKycAttempts(c.clientId)],
    ] as const) {
      const init =
        method === 'POST'
          ? { method, headers: { 'content-type': 'application/json' }, body: '{"reason":"xyz"}' }
          : { method };
      const asClient = await server.fetch(url, { ...init, headers: { ...init.headers, ...bearer(clientToken) } });
      expect(asClient.status, url).toBe(403);
      expect((await server.fetch(url, init)).status, url).toBe(401);
    }
  });

  it('lists PENDING applications first, oldest submission first, with flags', async () => {
    const pep = await pendingApplication({ isPep: true });
    const restricted = await pendingApplication({ country: 'IR' });
    const response = await staffGet(`${ApiPaths.backoffice.applications}?pageSize=100`);
    expect(response.status).toBe(200);
    const { items, total } = applicationListResponseSchema.parse(await response.json()).result;
    expect(total).toBeGreaterThanOrEqual(items.length);
    const firstNonPending = items.findIndex((i) => i.status !== 'PENDING');
    const lastPending = items.map((i) => i.status).lastIndexOf('PENDING');
    expect(firstNonPending === -1 || lastPending < firstNonPending).toBe(true);
    const pendingDates = items.filter((i) => i.status === 'PENDING' && i.submittedAt).map((i) => i.submittedAt!);
    expect([...pendingDates].sort()).toEqual(pendingDates);
    expect(items.find((i) => i.clientId === pep.clientId)).toMatchObject({
      isPep: true,
      restrictedCountry: false,
      kycPassed: true,
      faceMatchScore: 0.9612,
    });
    expect(items.find((i) => i.clientId === restricted.clientId)).toMatchObject({
      isPep: false,
      restrictedCountry: true,
    });

    const filtered = applicationListResponseSchema.parse(
      await (await staffGet(`${ApiPaths.backoffice.applications}?status=ACTIVE`)).json(),
    ).result;
    expect(filtered.items.every((i) => i.status === 'ACTIVE')).toBe(true);
  });

  it('shows an application with documents, selfie, score, bureau result and history', async () => {
    const c = await pendingApplication({ nric: '900101-14-5678' });
    // An uploaded selfie (through the client's own API while still a draft).
    const draft = await createTestClient(database.db, { email: `selfie${seq}@example.com`, currentStep: 4 });
    const token = (await server.login(draft.email, TEST_CLIENT_PASSWORD)).access_token;
    const form = new FormData();
    form.append('idType', 'MYKAD');
    form.append('documentType', 'SELFIE');
    form.append('file', new Blob([new Uint8Array(pngFixture())]), 'selfie.png');
    expect(
      (
        await server.fetch(ApiPaths.registration.saveClientDocumentMobile, {
          method: 'POST',
          headers: bearer(token),
          body: form,
        })
      ).status,
    ).toBe(200);

    const withDoc = applicationDetailResponseSchema.parse(
      await (await staffGet(ApiPaths.backoffice.application(draft.clientId))).json(),
    ).result;
    expect(withDoc.selfie).toMatchObject({ documentType: 'SELFIE', contentType: 'image/png' });
    expect((await staffGet(withDoc.selfie!.downloadUrl)).status).toBe(200);

    await staffGet(ApiPaths.experianRequestChecker(c.clientId));
    const detail = applicationDetailResponseSchema.parse(
      await (await staffGet(ApiPaths.backoffice.application(c.clientId))).json(),
    ).result;
    expect(detail).toMatchObject({
      clientId: c.clientId,
      status: 'PENDING',
      nric: '900101-14-5678',
      idType: 'MYKAD',
      isPep: false,
      restrictedCountry: false,
      riskLevel: 4,
      kyc: { passed: true, attemptsUsed: 1, attemptsLeft: 4 },
      bureau: { recommendation: 'REVIEW', sandbox: true },
      decision: null,
    });
    expect(detail.history.map((h) => h.action)).toContain('bureau.check');
    expect((await staffGet(ApiPaths.backoffice.application(999_999))).status).toBe(404);
  });

  it.each([
    ['900101-14-5670', 'CLEAR', false],
    ['900101-14-5677', 'REVIEW', false],
    ['900101-14-5679', 'DECLINE', true],
  ] as const)('bureau check for NRIC %s → %s (sandbox, deterministic)', async (nric, recommendation, bankruptcy) => {
    const c = await pendingApplication({ nric });
    const response = await staffGet(ApiPaths.experianRequestChecker(c.clientId));
    expect(response.status).toBe(200);
    const { result } = bureauCheckResponseSchema.parse(await response.json());
    expect(result).toMatchObject({ clientId: c.clientId, recommendation, bankruptcy, sandbox: true });
    const audit = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'bureau.check'), eq(auditLog.subjectId, String(c.clientId))));
    expect(audit[0]).toMatchObject({ actor: staffId });
  });

  it("lets a client read their own latest bureau check, never start one, never read another client's", async () => {
    const c = await pendingApplication({ nric: '880808-08-8881' });
    const own = (await server.login(c.email, TEST_CLIENT_PASSWORD)).access_token;
    const checksOf = async () =>
      (
        await database.db
          .select()
          .from(auditLog)
          .where(and(eq(auditLog.action, 'bureau.check'), eq(auditLog.subjectId, String(c.clientId))))
      ).length;
    // Nothing checked yet: nothing to read, and asking does not start a (paid) check.
    expect((await staffGet(ApiPaths.experianRequestChecker(c.clientId), own)).status).toBe(404);
    expect(await checksOf()).toBe(0);

    expect((await staffGet(ApiPaths.experianRequestChecker(c.clientId))).status).toBe(200);
    const response = await staffGet(ApiPaths.experianRequestChecker(c.clientId), own);
    expect(response.status).toBe(200);
    expect(bureauCheckResponseSchema.parse(await response.json()).result).toMatchObject({
      clientId: c.clientId,
      recommendation: 'CLEAR',
    });
    expect(await checksOf()).toBe(1);
    // Another client asking for this one's check gets what an unknown id gets.
    expect((await staffGet(ApiPaths.experianRequestChecker(c.clientId), clientToken)).status).toBe(404);
  });

  it('approves: ACTIVE, e-mail, audit entry with the staff id; a second decision is refused', async () => {
    const c = await pendingApplication();
    const response = await staffPost(ApiPaths.backoffice.approve(c.clientId), { note: 'all good' });
    expect(response.status).toBe(200);
    expect(applicationDecisionResponseSchema.parse(await response.json()).result).toMatchObject({
      clientId: c.clientId,
      status: 'ACTIVE',
      decidedBy: staffId,
    });
    const mail = await database.db.select().from(mailOutbox).where(eq(mailOutbox.to, c.email));
    expect(mail.map((m) => m.subject)).toContain('Your Harta account is approved');
    const audit = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'application.approve'), eq(auditLog.subjectId, String(c.clientId))));
    expect(audit).toHaveLength(1);
    // The approval note is internal: stored as a note, never as a client-facing reason.
    expect(audit[0]).toMatchObject({ actor: staffId, details: { note: 'all good' } });
    expect(audit[0]!.at).toBeInstanceOf(Date);

    const again = await staffPost(ApiPaths.backoffice.reject(c.clientId), { reason: 'changed my mind' });
    expect(again.status).toBe(409);
    expect(errorBodySchema.parse(await again.json()).code).toBe('NOT_PENDING');

    // The approved client now logs in as ACTIVE and is welcomed once.
    const token = (await server.login(c.email, TEST_CLIENT_PASSWORD)).access_token;
    const activate = await server.fetch(ApiPaths.clientProfile.activateClient, { headers: bearer(token) });
    expect(((await activate.json()) as { result: { showWelcome: boolean } }).result.showWelcome).toBe(true);
  });

  it('rejects with a reason only: REJECT, e-mail with the reason, audit entry', async () => {
    const c = await pendingApplication();
    expect((await staffPost(ApiPaths.backoffice.reject(c.clientId), {})).status).toBe(400);
    expect((await staffPost(ApiPaths.backoffice.reject(c.clientId), { reason: '  ' })).status).toBe(400);
    const response = await staffPost(ApiPaths.backoffice.reject(c.clientId), { reason: 'ID document expired' });
    expect(response.status).toBe(200);
    expect(applicationDecisionResponseSchema.parse(await response.json()).result.status).toBe('REJECT');
    const mail = await database.db.select().from(mailOutbox).where(eq(mailOutbox.to, c.email));
    expect(mail.some((m) => m.text.includes('ID document expired'))).toBe(true);
    const detail = applicationDetailResponseSchema.parse(
      await (await staffGet(ApiPaths.backoffice.application(c.clientId))).json(),
    ).result;
    expect(detail.decision).toMatchObject({
      decision: 'REJECT',
      reason: 'ID document expired',
      decidedBy: { id: staffId, role: 'STAFF', name: 'Nadia Ismail', email: 'staff@example.com' },
    });
  });
});

describe('demo application seed', () => {
  it('gives pending@ and review@ complete, reviewable applications once (idempotent), each its own NRIC', async () => {
    const [kind] = testDatabases();
    const database = await kind!.open();
    const server = await startServer({ database, env: { BUREAU_SANDBOX_DELAY_MS: '0' } });
    try {
      const files = { store: createFileStore(server.config), encryptionKey: server.config.files.encryptionKey };
      expect(await seedDemoApplication(database.db, files)).toBe(true);
      expect(await seedDemoApplication(database.db, files)).toBe(false);
      const staff = (await server.login('staff@example.com', 'Staff@1234')).access_token;
      const list = applicationListResponseSchema.parse(
        await (
          await server.fetch(`${ApiPaths.backoffice.applications}?status=PENDING`, { headers: bearer(staff) })
        ).json(),
      ).result;
      const pending = list.items.find((i) => i.emailAddress === 'pending@example.com')!;
      const detail = applicationDetailResponseSchema.parse(
        await (
          await server.fetch(ApiPaths.backoffice.application(pending.clientId), { headers: bearer(staff) })
        ).json(),
      ).result;
      expect(detail.documents.map((d) => d.documentType).sort()).toEqual(['ID_BACK', 'ID_FRONT', 'SELFIE']);
      const selfie = await server.fetch(detail.selfie!.downloadUrl, { headers: bearer(staff) });
      expect(selfie.headers.get('content-type')).toBe('image/jpeg');
      const token = (await server.login('pending@example.com', 'Demo@1234')).access_token;
      const complete = await server.fetch(ApiPaths.registration.getClientDocumentByClientId, {
        headers: bearer(token),
      });
      expect(complete.status).toBe(200);

      // review@ gets its own application with its own MyKad number: one person, one account.
      expect(await seedDemoApplication(database.db, files, 'review@example.com')).toBe(true);
      const numbers = await database.db
        .select({ email: clients.emailAddress, nric: clientPersonalInfo.nric })
        .from(clientPersonalInfo)
        .innerJoin(clients, eq(clients.clientId, clientPersonalInfo.clientId));
      expect(numbers).toHaveLength(2);
      expect(new Set(numbers.map((n) => n.nric)).size).toBe(2);

      // demo@, the active client, went through onboarding too: submitted, identity verified, documents, approved.
      expect(
        await seedDemoApplication(database.db, files, 'demo@example.com', { staffEmail: 'staff@example.com' }),
      ).toBe(true);
      const active = applicationListResponseSchema.parse(
        await (
          await server.fetch(`${ApiPaths.backoffice.applications}?status=ACTIVE&q=demo@example.com`, {
            headers: bearer(staff),
          })
        ).json(),
      ).result.items[0]!;
      const demo = applicationDetailResponseSchema.parse(
        await (await server.fetch(ApiPaths.backoffice.application(active.clientId), { headers: bearer(staff) })).json(),
      ).result;
      expect(demo.submittedAt).not.toBeNull();
      expect(demo.kycPassed).toBe(true);
      expect(demo.documents).toHaveLength(3);
      expect(demo.decision).toMatchObject({ decision: 'APPROVE', decidedBy: { email: 'staff@example.com' } });
      // Welcomed long ago: the demo client's logins show no Welcome modal (the first activateClient answers false).
      const [demoClient] = await database.db.select().from(clients).where(eq(clients.emailAddress, 'demo@example.com'));
      expect((await activate(database.db, demoClient!)).showWelcome).toBe(false);
    } finally {
      await server.close();
      await database.dispose();
    }
  });
});
