import { errorBodySchema, profileUpdateResultSchema } from '@harta/contracts/errors';
import { messagesEn } from '@harta/contracts/messages';
import { ApiPaths } from '@harta/contracts/paths';
import {
  documentReplacementDecisionResponseSchema,
  documentReplacementQueueResponseSchema,
  documentReplacementResponseSchema,
} from '@harta/contracts/schemas/profile-documents';
import { and, desc, eq, isNull } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../src/db/schema/audit';
import { documentReplacements } from '../src/db/schema/document-replacements';
import { clientDocuments } from '../src/db/schema/kyc';
import { mailOutbox, smsMessages } from '../src/db/schema/mail';
import { clientPersonalInfo, otpCodes } from '../src/db/schema/registration';
import { testDatabases, type TestDatabase } from './databases';
import { jpegFixture, pdfFixture, pngFixture } from './helpers/fixture-images';
import { loggedInProfileClient } from './helpers/registration-clients';
import { bearer, startServer, type StartedServer } from './helpers/start-server';

/**
 * Identity-document replacement (docs/account.md "Identity document replacement"): an approved client sends a
 * renewed document with the step-up code; the old document stays the one of record until staff approve; staff
 * approve (the new pages become the documents of record) or reject with a reason; the client is e-mailed in their
 * language; every step is audited before and after; the files are checked as at registration; the ID number
 * cannot change; another client's id changes nothing.
 */
describe.each(testDatabases())('identity document replacement on $name', (kind) => {
  let database: TestDatabase;
  let server: StartedServer;
  let staffToken: string;
  let seq = 0;
  const db = () => database.db;

  beforeAll(async () => {
    database = await kind.open();
    server = await startServer({ database });
    staffToken = (await server.login('staff@example.com', 'Staff@1234')).access_token;
  });
  afterAll(async () => {
    await server?.close();
    await database?.close();
  });

  interface TestClient {
    clientId: number;
    token: string;
    mobile: string;
    email: string;
    nric: string;
  }

  async function client(options: { status?: string; passport?: boolean; language?: string } = {}): Promise<TestClient> {
    seq += 1;
    const created = await loggedInProfileClient(db(), server, {
      email: `docrep-${seq}-${kind.name}@example.com`,
      mobile: `+60124${String(400000 + seq)}`,
      ...options,
    });
    if (options.passport) {
      await db()
        .update(clientPersonalInfo)
        .set({ idType: 'PASSPORT', country: 'SG', nric: `E${String(1000000 + seq)}K` })
        .where(eq(clientPersonalInfo.clientId, created.clientId));
    }
    const [p] = await db().select().from(clientPersonalInfo).where(eq(clientPersonalInfo.clientId, created.clientId));
    return { ...created, nric: p!.nric };
  }

  /** Registration's documents of record (front, back, selfie) for the client, as step 4 leaves them. */
  async function documentsOfRecord(c: TestClient) {
    for (const documentType of ['ID_FRONT', 'ID_BACK', 'SELFIE']) {
      await db()
        .insert(clientDocuments)
        .values({
          clientId: c.clientId,
          idType: 'MYKAD',
          documentType,
          fileName: `${documentType.toLowerCase()}.jpg`,
          contentType: 'image/jpeg',
          sizeBytes: 1,
          storageKey: `documents/${c.clientId}/${documentType}`,
          sha256: documentType,
          encrypted: false,
        });
    }
  }

  async function stepUp(c: TestClient) {
    // One code a minute: an earlier code of this test is made older than that (no waiting in tests).
    await db()
      .update(otpCodes)
      .set({ createdAt: new Date(Date.now() - 120_000) })
      .where(eq(otpCodes.clientId, c.clientId));
    const sent = await post(c.token, ApiPaths.clientProfile.sendStepUpOTP, { change: 'document' });
    expect(profileUpdateResultSchema.parse(await sent.json())).toEqual({ status: true, errorMessage: null });
    const [sms] = await db()
      .select({ text: smsMessages.text })
      .from(smsMessages)
      .where(eq(smsMessages.to, c.mobile))
      .orderBy(desc(smsMessages.id))
      .limit(1);
    expect(sms!.text).toMatch(/identity document|dokumen pengenalan/);
    return /(\d{6})/.exec(sms!.text)![1]!;
  }

  const post = (token: string, path: string, body?: unknown) =>
    server.fetch(path, {
      method: 'POST',
      headers: { ...bearer(token), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });

  type Page = { name: string; data: Buffer; type?: string };
  const front = (): Page => ({ name: 'mykad-front.jpg', data: jpegFixture(30 * 1024), type: 'image/jpeg' });
  const back = (): Page => ({ name: 'mykad-back.png', data: pngFixture(30 * 1024) });

  function submit(c: TestClient, fields: Record<string, string>, pages: { front?: Page; back?: Page }) {
    const form = new FormData();
    for (const [k, v] of Object.entries(fields)) form.append(k, v);
    for (const [name, page] of Object.entries(pages)) {
      form.append(name, new Blob([new Uint8Array(page.data)], { type: page.type ?? 'image/png' }), page.name);
    }
    return server.fetch(ApiPaths.clientProfile.updateClientDocument, {
      method: 'POST',
      headers: bearer(c.token),
      body: form,
    });
  }

  async function result(response: Response) {
    expect(response.status).toBe(200);
    return profileUpdateResultSchema.parse(await response.json());
  }

  const cardFields = (c: TestClient, code: string) => ({ idType: 'MYKAD', idNumber: c.nric, stepUpOtp: code });

  async function submitted(c: TestClient) {
    const code = await stepUp(c);
    expect(await result(await submit(c, cardFields(c, code), { front: front(), back: back() }))).toEqual({
      status: true,
      errorMessage: null,
    });
    return latest(c);
  }

  async function latest(c: TestClient) {
    const response = await server.fetch(ApiPaths.clientProfile.getClientDocumentReplacement, {
      headers: bearer(c.token),
    });
    expect(response.status).toBe(200);
    return documentReplacementResponseSchema.parse(await response.json()).result;
  }

  const current = (clientId: number) =>
    db()
      .select()
      .from(clientDocuments)
      .where(and(eq(clientDocuments.clientId, clientId), isNull(clientDocuments.supersededAt)))
      .orderBy(clientDocuments.documentType);

  const audits = (clientId: number, action: string) =>
    db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subjectId, String(clientId)), eq(auditLog.action, action)))
      .orderBy(desc(auditLog.id));

  const mailsTo = (to: string) =>
    db().select().from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(desc(mailOutbox.id));

  async function queue() {
    const response = await server.fetch(ApiPaths.backofficeDocumentReplacements.queue, {
      headers: bearer(staffToken),
    });
    expect(response.status).toBe(200);
    return documentReplacementQueueResponseSchema.parse(await response.json()).result;
  }

  it('keeps the old document of record while staff review, then approval makes the new pages the documents of record', async () => {
    const c = await client();
    await documentsOfRecord(c);
    expect(await latest(c)).toBeNull();
    const pending = await submitted(c);
    expect(pending).toMatchObject({ status: 'SUBMITTED', idType: 'MYKAD', expiryDate: null, rejectReason: null });
    expect(pending!.files.map((f) => f.page)).toEqual(['front', 'back']);

    // Nothing of record changed yet.
    expect((await current(c.clientId)).map((d) => d.sha256)).toEqual(['ID_BACK', 'ID_FRONT', 'SELFIE']);
    const [submitAudit] = await audits(c.clientId, 'profile.document.submit');
    const details = submitAudit!.details as { before: { documents: unknown[] }; after: { replacementId: string } };
    expect(details.before.documents).toHaveLength(2);
    expect(details.after.replacementId).toBe(pending!.id);

    // A second one while the first awaits review is refused.
    expect(await result(await submit(c, cardFields(c, await stepUp(c)), { front: front(), back: back() }))).toEqual({
      status: false,
      errorMessage: messagesEn['profile.documentPending'],
    });

    // Staff see it in the queue, with its pages, and can open them (audited).
    const item = (await queue()).find((i) => i.id === pending!.id);
    expect(item).toMatchObject({ clientId: c.clientId, idNumber: c.nric });
    const page = await server.fetch(item!.fileUrls.front!, { headers: bearer(staffToken) });
    expect(page.status).toBe(200);
    expect(Buffer.from(await page.arrayBuffer()).equals(front().data)).toBe(true);
    expect(await audits(c.clientId, 'profile.document.view')).toHaveLength(1);
    // A client cannot open the staff file route.
    expect((await server.fetch(item!.fileUrls.front!, { headers: bearer(c.token) })).status).toBe(403);

    const approved = await post(staffToken, ApiPaths.backofficeDocumentReplacements.approve(pending!.id));
    expect(approved.status).toBe(200);
    expect(documentReplacementDecisionResponseSchema.parse(await approved.json()).result.status).toBe('APPROVED');
    const now = await current(c.clientId);
    expect(now.map((d) => d.documentType)).toEqual(['ID_BACK', 'ID_FRONT', 'SELFIE']);
    expect(now.find((d) => d.documentType === 'SELFIE')!.sha256).toBe('SELFIE');
    expect(now.find((d) => d.documentType === 'ID_FRONT')!.fileName).toBe('mykad-front.jpg');
    // The new front is served to its owner through the registration's document route.
    const file = await server.fetch(
      ApiPaths.registration.documentFile(now.find((d) => d.documentType === 'ID_FRONT')!.guid),
      {
        headers: bearer(c.token),
      },
    );
    expect(Buffer.from(await file.arrayBuffer()).equals(front().data)).toBe(true);

    const [approveAudit] = await audits(c.clientId, 'profile.document.approve');
    const decided = approveAudit!.details as { before: { status: string }; after: { status: string } };
    expect([decided.before.status, decided.after.status]).toEqual(['SUBMITTED', 'APPROVED']);
    expect((await mailsTo(c.email))[0]!.subject).toBe('Your new identity document is accepted');
    expect((await latest(c))!.status).toBe('APPROVED');

    // Decided once only.
    const twice = await post(staffToken, ApiPaths.backofficeDocumentReplacements.reject(pending!.id), { reason: 'x' });
    expect(twice.status).toBe(409);
    // An unknown id, and the row's integer key, name nothing (ids in URLs are random: docs/security.md).
    expect((await post(staffToken, ApiPaths.backofficeDocumentReplacements.approve(randomUUID()))).status).toBe(404);
    const [row] = await db().select().from(documentReplacements).where(eq(documentReplacements.guid, pending!.id));
    const integerId = String(row!.id);
    expect(
      (await post(staffToken, ApiPaths.backofficeDocumentReplacements.reject(integerId), { reason: 'x' })).status,
    ).toBe(404);
    const integerPage = ApiPaths.backofficeDocumentReplacements.file(integerId, 'front');
    expect((await server.fetch(integerPage, { headers: bearer(staffToken) })).status).toBe(404);
  });

  it('a rejection keeps the old document, tells the client why in their language, and lets them send another', async () => {
    const c = await client({ language: 'ms' });
    await documentsOfRecord(c);
    const pending = await submitted(c);
    const noReason = await post(staffToken, ApiPaths.backofficeDocumentReplacements.reject(pending!.id), {
      reason: ' ',
    });
    expect(noReason.status).toBe(400);
    const rejected = await post(staffToken, ApiPaths.backofficeDocumentReplacements.reject(pending!.id), {
      reason: 'The photo is blurred',
    });
    expect(rejected.status).toBe(200);
    expect((await current(c.clientId)).map((d) => d.sha256)).toEqual(['ID_BACK', 'ID_FRONT', 'SELFIE']);
    expect(await latest(c)).toMatchObject({ status: 'REJECTED', rejectReason: 'The photo is blurred' });
    const [mail] = await mailsTo(c.email);
    expect(mail!.subject).toBe('Dokumen pengenalan baharu anda tidak diterima');
    expect(mail!.text).toContain('Sebab: The photo is blurred');
    const [entry] = await audits(c.clientId, 'profile.document.reject');
    expect(entry!.details).toMatchObject({ reason: 'The photo is blurred', after: { status: 'REJECTED' } });
    // Another one may now be sent.
    expect((await submitted(c))!.status).toBe('SUBMITTED');
  });

  it('a passport needs its new expiry date (after today) and has no back page; the date is kept on approval', async () => {
    const c = await client({ passport: true });
    const code = await stepUp(c);
    const fields = { idType: 'PASSPORT', idNumber: c.nric.toLowerCase(), stepUpOtp: code };
    const noDate = await submit(c, fields, { front: front() });
    expect(noDate.status).toBe(400);
    expect(errorBodySchema.parse(await noDate.json()).issues).toContainEqual(
      expect.objectContaining({ path: 'expiryDate', message: 'profile.documentExpiryRequired' }),
    );
    const past = await submit(c, { ...fields, expiryDate: '2020-01-01' }, { front: front() });
    expect(errorBodySchema.parse(await past.json()).issues?.[0]?.message).toBe('profile.documentExpired');
    const withBack = await submit(c, { ...fields, expiryDate: '2036-05-01' }, { front: front(), back: back() });
    expect(withBack.status).toBe(400);
    expect(await result(await submit(c, { ...fields, expiryDate: '2036-05-01' }, { front: front() }))).toEqual({
      status: true,
      errorMessage: null,
    });
    const pending = await latest(c);
    expect(pending).toMatchObject({ idType: 'PASSPORT', expiryDate: '2036-05-01' });
    expect((await post(staffToken, ApiPaths.backofficeDocumentReplacements.approve(pending!.id))).status).toBe(200);
    const [record] = await current(c.clientId);
    expect(record).toMatchObject({ documentType: 'ID_FRONT', idType: 'PASSPORT', expiryDate: '2036-05-01' });
  });

  it('checks the files as registration does (type, size, content, both pages) with 400 / 413', async () => {
    const c = await client();
    const fields = cardFields(c, '123456');
    const cases: [{ front?: Page; back?: Page }, number][] = [
      [{ back: back() }, 400],
      [{ front: front() }, 400],
      [{ front: { name: 'id.gif', data: pngFixture(30 * 1024) }, back: back() }, 400],
      [{ front: { name: 'id.png', data: pngFixture(5 * 1024) }, back: back() }, 400],
      [{ front: { name: 'id.pdf', data: pngFixture(30 * 1024) }, back: back() }, 400],
      [{ front: { name: 'id.png', data: pngFixture(5200 * 1024) }, back: back() }, 413],
    ];
    for (const [pages, status] of cases) {
      expect((await submit(c, fields, pages)).status, JSON.stringify(Object.keys(pages))).toBe(status);
    }
    const pdf = await submit(c, fields, { front: { name: 'id.pdf', data: pdfFixture(30 * 1024) }, back: back() });
    // A well-formed upload reaches the rules: here the (unsent) step-up code.
    expect((await result(pdf)).status).toBe(false);
    expect(await db().select().from(documentReplacements).where(eq(documentReplacements.clientId, c.clientId))).toEqual(
      [],
    );
  });

  it('refuses a different ID number, a wrong code and a client not yet approved, as { status: false }', async () => {
    const c = await client();
    const code = await stepUp(c);
    const otherNumber = await submit(
      c,
      { ...cardFields(c, code), idNumber: '850505-10-5557' },
      { front: front(), back: back() },
    );
    expect(await result(otherNumber)).toEqual({
      status: false,
      errorMessage: messagesEn['profile.documentIdMismatch'],
    });
    const otherType = await submit(c, { ...cardFields(c, code), idType: 'MYPR' }, { front: front(), back: back() });
    expect((await result(otherType)).errorMessage).toBe(messagesEn['profile.documentIdMismatch']);
    expect(await audits(c.clientId, 'profile.document.refused')).toHaveLength(2);
    const wrong = await submit(c, cardFields(c, code === '000000' ? '111111' : '000000'), {
      front: front(),
      back: back(),
    });
    expect(await result(wrong)).toEqual({
      status: false,
      errorMessage: messagesEn['otp.invalid'],
      errorCode: 'OTP_INVALID',
      field: 'stepUpOtp',
    });
    // The same ID number written differently is the same number.
    const spaced = await submit(
      c,
      { ...cardFields(c, code), idNumber: c.nric.replace(/-/g, '') },
      { front: front(), back: back() },
    );
    expect((await result(spaced)).status).toBe(true);

    const pending = await client({ status: 'PENDING' });
    const refused = await submit(pending, cardFields(pending, '123456'), { front: front(), back: back() });
    expect(await result(refused)).toEqual({ status: false, errorMessage: messagesEn['profile.notActive'] });
  });

  it("refuses another client's id (403) and changes nothing of either client", async () => {
    const owner = await client();
    const other = await client();
    const code = await stepUp(owner);
    const response = await submit(
      owner,
      { ...cardFields(owner, code), clientId: String(other.clientId) },
      {
        front: front(),
        back: back(),
      },
    );
    expect(response.status).toBe(403);
    expect(errorBodySchema.parse(await response.json()).code).toBe('NOT_OWNER');
    const rows = await db().select().from(documentReplacements);
    expect(rows.filter((r) => r.clientId === owner.clientId || r.clientId === other.clientId)).toEqual([]);
    // The step-up code was not used: the corrected request passes, for the caller only.
    expect((await result(await submit(owner, cardFields(owner, code), { front: front(), back: back() }))).status).toBe(
      true,
    );
    expect(await latest(other)).toBeNull();
    // Staff calls are staff only.
    const pendingId = (await latest(owner))!.id;
    expect((await post(owner.token, ApiPaths.backofficeDocumentReplacements.approve(pendingId))).status).toBe(403);
    expect(
      (await server.fetch(ApiPaths.backofficeDocumentReplacements.queue, { headers: bearer(owner.token) })).status,
    ).toBe(403);
  });
});
