import { errorBodySchema } from '@harta/contracts/errors';
import { ApiPaths } from '@harta/contracts/paths';
import {
  clientDocumentsResponseSchema,
  saveClientDocumentResponseSchema,
} from '@harta/contracts/schemas/registration-documents';
import { and, eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../src/db/schema/audit';
import { clientDocuments } from '../src/db/schema/kyc';
import { testDatabases, type TestDatabase } from './databases';
import { jpegFixture, pdfFixture, pngFixture } from './helpers/fixture-images';
import { createTestClient, TEST_CLIENT_PASSWORD } from './helpers/registration-clients';
import { bearer, startServer, type StartedServer } from './helpers/start-server';

/** Step 4 uploads: limits, allow-list, sniffing, encryption at rest, ownership of the download. */

function listFiles(dir: string): string[] {
  try {
    return readdirSync(dir).flatMap((name) => {
      const full = path.join(dir, name);
      return statSync(full).isDirectory() ? listFiles(full) : [full];
    });
  } catch {
    return [];
  }
}

describe.each(testDatabases())('kyc documents on $name', (kind) => {
  let database: TestDatabase;
  let server: StartedServer;
  let alice: { clientId: number; token: string };
  let bob: { clientId: number; token: string };
  let early: { clientId: number; token: string };
  let staffToken: string;

  beforeAll(async () => {
    database = await kind.open();
    server = await startServer({ database, env: { EKYC_SANDBOX_DELAY_MS: '0' } });
    const make = async (email: string, currentStep = 4) => {
      const c = await createTestClient(database.db, { email, currentStep });
      return { clientId: c.clientId, token: (await server.login(email, TEST_CLIENT_PASSWORD)).access_token };
    };
    [alice, bob, early] = await Promise.all([
      make('alice.docs@example.com'),
      make('bob.docs@example.com'),
      make('early.docs@example.com', 3),
    ]);
    staffToken = (await server.login('staff@example.com', 'Staff@1234')).access_token;
  });

  afterAll(async () => {
    await server?.close();
    await database?.dispose();
  });

  function upload(
    token: string,
    file: { name: string; data: Buffer; type?: string } | null,
    fields: Record<string, string> = { idType: 'MYKAD', documentType: 'ID_FRONT' },
  ) {
    const form = new FormData();
    for (const [k, v] of Object.entries(fields)) form.append(k, v);
    if (file) form.append('file', new Blob([new Uint8Array(file.data)], { type: file.type ?? 'image/png' }), file.name);
    return server.fetch(ApiPaths.registration.saveClientDocumentMobile, {
      method: 'POST',
      headers: bearer(token),
      body: form,
    });
  }

  async function expectError(response: Response, status: number, code: string) {
    expect(response.status).toBe(status);
    const body = errorBodySchema.parse(await response.json());
    expect(body.code).toBe(code);
    return body;
  }

  const rowsOf = (clientId: number) =>
    database.db.select().from(clientDocuments).where(eq(clientDocuments.clientId, clientId));

  it('stores a good PNG encrypted, outside the web root, and lists it with a download link', async () => {
    const png = pngFixture();
    const response = await upload(alice.token, { name: 'my-id-front.png', data: png });
    expect(response.status).toBe(200);
    const { result } = saveClientDocumentResponseSchema.parse(await response.json());
    expect(result).toMatchObject({
      clientId: alice.clientId,
      idType: 'MYKAD',
      documentType: 'ID_FRONT',
      fileName: 'my-id-front.png',
      contentType: 'image/png',
      sizeBytes: png.length,
      downloadUrl: ApiPaths.registration.documentFile(result.documentId),
    });
    // A random id, not the row's sequential key (docs/security.md).
    expect(result.documentId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);

    // On disk under DATA_DIR/files, never the plaintext.
    const files = listFiles(path.join(server.config.dataDir, 'files'));
    expect(files.length).toBeGreaterThan(0);
    for (const f of files) expect(readFileSync(f).includes(png.subarray(0, 64))).toBe(false);

    const list = await server.fetch(ApiPaths.registration.getClientDocumentByClientId, {
      headers: bearer(alice.token),
    });
    const docs = clientDocumentsResponseSchema.parse(await list.json()).result;
    expect(docs.idType).toBe('MYKAD');
    expect(docs.documents.map((d) => d.documentType)).toEqual(['ID_FRONT']);
    expect(docs.missingDocumentTypes).toEqual(['ID_BACK', 'SELFIE']);

    const file = await server.fetch(result.downloadUrl, { headers: bearer(alice.token) });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/png');
    expect(file.headers.get('cache-control')).toBe('private, no-store');
    expect(Buffer.from(await file.arrayBuffer()).equals(png)).toBe(true);
  });

  it('accepts a JPEG and a PDF ID page; a re-upload replaces the earlier one', async () => {
    expect(
      (
        await upload(
          alice.token,
          { name: 'back.jpg', data: jpegFixture(), type: 'image/jpeg' },
          { idType: 'MYKAD', documentType: 'ID_BACK' },
        )
      ).status,
    ).toBe(200);
    expect((await upload(alice.token, { name: 'front.pdf', data: pdfFixture(), type: 'application/pdf' })).status).toBe(
      200,
    );
    const current = (await rowsOf(alice.clientId)).filter((r) => r.supersededAt === null);
    expect(current.map((r) => `${r.documentType}:${r.contentType}`).sort()).toEqual([
      'ID_BACK:image/jpeg',
      'ID_FRONT:application/pdf',
    ]);
  });

  it('refuses a file over 5120 KB with 413 before storing anything', async () => {
    const before = (await rowsOf(bob.clientId)).length;
    const filesBefore = listFiles(path.join(server.config.dataDir, 'files')).length;
    const big = pngFixture(5121 * 1024);
    await expectError(await upload(bob.token, { name: 'huge.png', data: big }), 413, 'FILE_TOO_LARGE');
    expect((await rowsOf(bob.clientId)).length).toBe(before);
    expect(listFiles(path.join(server.config.dataDir, 'files')).length).toBe(filesBefore);
  });

  it('refuses a file under 20 KB, a wrong extension and a PDF selfie (400)', async () => {
    const small = await expectError(
      await upload(bob.token, { name: 'small.png', data: pngFixture(1024) }),
      400,
      'VALIDATION_ERROR',
    );
    expect(small.result).toBe('The file must be between 20 KB and 5120 KB.');
    const gif = await expectError(
      await upload(bob.token, { name: 'id.gif', data: pngFixture() }),
      400,
      'VALIDATION_ERROR',
    );
    expect(gif.result).toBe('Only these file types are allowed: jpg, jpeg, png, pdf.');
    await expectError(
      await upload(bob.token, { name: 'selfie.pdf', data: pdfFixture() }, { idType: 'MYKAD', documentType: 'SELFIE' }),
      400,
      'VALIDATION_ERROR',
    );
    expect(await rowsOf(bob.clientId)).toHaveLength(0);
  });

  it('refuses content that does not match the extension (text in a .jpg, a PNG named .jpg)', async () => {
    const text = Buffer.from('this is not an image '.repeat(2000));
    const body = await expectError(
      await upload(bob.token, { name: 'id.jpg', data: text, type: 'image/jpeg' }),
      400,
      'VALIDATION_ERROR',
    );
    expect(body.result).toMatch(/does not match its type/);
    await expectError(await upload(bob.token, { name: 'id.jpg', data: pngFixture() }), 400, 'VALIDATION_ERROR');
    expect(await rowsOf(bob.clientId)).toHaveLength(0);
  });

  it('refuses missing fields, a missing file, an ID back for a passport and a step not reached', async () => {
    await expectError(
      await upload(bob.token, { name: 'a.png', data: pngFixture() }, { idType: 'NOPE', documentType: 'ID_FRONT' }),
      400,
      'VALIDATION_ERROR',
    );
    await expectError(await upload(bob.token, null), 400, 'VALIDATION_ERROR');
    await expectError(
      await upload(bob.token, { name: 'a.png', data: pngFixture() }, { idType: 'PASSPORT', documentType: 'ID_BACK' }),
      400,
      'VALIDATION_ERROR',
    );
    await expectError(await upload(early.token, { name: 'a.png', data: pngFixture() }), 409, 'STEP_NOT_REACHED');
  });

  it("refuses another client's id in the form (403 NOT_OWNER) and anonymous uploads (401)", async () => {
    await expectError(
      await upload(
        bob.token,
        { name: 'a.png', data: pngFixture() },
        { idType: 'MYKAD', documentType: 'ID_FRONT', clientId: String(alice.clientId) },
      ),
      403,
      'NOT_OWNER',
    );
    const form = new FormData();
    form.append('idType', 'MYKAD');
    const anonymous = await server.fetch(ApiPaths.registration.saveClientDocumentMobile, {
      method: 'POST',
      body: form,
    });
    expect(anonymous.status).toBe(401);
  });

  it('serves a document to its owner and staff only; staff access is audit-logged', async () => {
    const [doc] = (await rowsOf(alice.clientId)).filter((r) => r.supersededAt === null);
    const url = ApiPaths.registration.documentFile(doc!.guid);
    // Another client's document and one that does not exist get the same answer, so nobody learns which ids
    // exist; the old integer id names nothing any more (ids are random: docs/security.md).
    const othersDocument = await server.fetch(url, { headers: bearer(bob.token) });
    const missingDocument = await server.fetch(ApiPaths.registration.documentFile(randomUUID()), {
      headers: bearer(bob.token),
    });
    const integerId = await server.fetch(ApiPaths.registration.documentFile(String(doc!.id)), {
      headers: bearer(alice.token),
    });
    expect([othersDocument.status, missingDocument.status, integerId.status]).toEqual([404, 404, 404]);
    const { requestId: _a, ...othersBody } = (await othersDocument.json()) as Record<string, unknown>;
    const { requestId: _b, ...missingBody } = (await missingDocument.json()) as Record<string, unknown>;
    expect(othersBody).toEqual(missingBody);
    expect(othersBody.code).toBe('NOT_FOUND');
    expect((await server.fetch(url)).status).toBe(401);
    const asStaff = await server.fetch(url, { headers: bearer(staffToken) });
    expect(asStaff.status).toBe(200);
    const audit = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'document.view'), eq(auditLog.subjectId, String(alice.clientId))));
    expect(audit).toHaveLength(1);
    expect(audit[0]!.actor).not.toBe('system');
    expect(audit[0]!.details).toMatchObject({ documentId: doc!.guid });
    await expectError(
      await server.fetch(ApiPaths.registration.documentFile(String(doc!.id)), { headers: bearer(staffToken) }),
      404,
      'NOT_FOUND',
    );
  });

  it('audits one entry per application view, not one per thumbnail; a preview without a view is audited', async () => {
    const docs = (await rowsOf(alice.clientId)).filter((r) => r.supersededAt === null);
    const entries = async () =>
      (
        await database.db
          .select({ action: auditLog.action, details: auditLog.details })
          .from(auditLog)
          .where(eq(auditLog.subjectId, String(alice.clientId)))
          .orderBy(auditLog.id)
      ).filter((e) => e.action === 'document.view' || e.action === 'application.view');
    const before = (await entries()).length;
    const preview = (id: string) =>
      server.fetch(`${ApiPaths.registration.documentFile(id)}?view=preview`, { headers: bearer(staffToken) });

    // A preview asked for without opening the application first: audited as a look at the document.
    expect((await preview(docs[0]!.guid)).status).toBe(200);
    expect(await entries()).toHaveLength(before + 1);

    // Opening the application (one entry, naming its documents), then its thumbnails: nothing more.
    const view = await server.fetch(ApiPaths.backoffice.application(alice.clientId), { headers: bearer(staffToken) });
    expect(view.status).toBe(200);
    for (const doc of docs) expect((await preview(doc.guid)).status).toBe(200);
    const after = await entries();
    expect(after).toHaveLength(before + 2);
    expect(after.at(-1)).toMatchObject({ action: 'application.view' });
    expect((after.at(-1)!.details as { documentIds: string[] }).documentIds).toEqual(
      expect.arrayContaining(docs.map((d) => d.guid)),
    );
  });
});
