import { messagesEn } from '@harta/contracts/messages';
import { ApiPaths } from '@harta/contracts/paths';
import {
  bnmDocumentResponseSchema,
  bnmDocumentsResponseSchema,
  bnmReviewQueueResponseSchema,
  type BnmDocument,
} from '@harta/contracts/schemas/bnm-documents';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemParameters } from '../src/db/schema/reference-data';
import { clientFinancialInfo } from '../src/db/schema/registration';
import { malaysiaDate } from '../src/modules/trading/trade-calendar';
import { testDatabases } from './databases';
import { createPortfolio, postDeposit } from './helpers/deposits';
import { jpegFixture, pdfFixture, pngFixture } from './helpers/fixture-images';
import { clientApi, expectError, type ActiveClient } from './helpers/client-api';
import { bearer, serverSuite } from './helpers/start-server';

/**
 * Central-bank approval documents over HTTP with real logins (issue #13 item 4, docs/account.md "Central-bank
 * approval documents"): upload, view, replace, cancel; staff approve for a period or reject with a reason; a
 * rejection raises the rejected-documents notice until a new upload; an approval lifts the foreign-currency limit
 * on the days it covers only; a client never reaches another's documents; bad files are refused with 4xx.
 */

describe.each(testDatabases())('BNM approval documents on $name', (kind) => {
  const suite = serverSuite(kind.open, { env: { FPX_SANDBOX_CALLBACK_DELAY_MS: '0' } });
  const api = clientApi(suite);
  const { json } = api;
  let staffToken: string;
  const db = () => suite.database.db;
  const activeClient = (name: string) => api.activeClient(`bnm-${name}-${kind.name}@example.com`);
  type TestClient = ActiveClient;

  type FilePart = { name: string; data: Buffer; type?: string } | null;

  function multipart(
    path: string,
    token: string,
    file: FilePart,
    fields: Record<string, string> = {},
    headers: Record<string, string> = {},
  ) {
    const form = new FormData();
    for (const [k, v] of Object.entries(fields)) form.append(k, v);
    if (file) form.append('file', new Blob([new Uint8Array(file.data)], { type: file.type ?? 'image/png' }), file.name);
    return suite.server.fetch(path, { method: 'POST', headers: { ...bearer(token), ...headers }, body: form });
  }

  const upload = (client: TestClient, file: FilePart, fields: Record<string, string> = {}) =>
    multipart(ApiPaths.bnm.upload, client.token, file, fields, { clientId: String(client.clientId) });

  async function uploaded(
    client: TestClient,
    file: FilePart = { name: 'approval.pdf', data: pdfFixture(24 * 1024 + 1) },
  ) {
    const response = await upload(client, file, { description: 'BNM letter' });
    expect(response.status).toBe(200);
    return bnmDocumentResponseSchema.parse(await response.json()).result;
  }

  async function documentsOf(token: string, clientId?: number): Promise<BnmDocument[]> {
    const query = clientId === undefined ? '' : `?clientId=${clientId}`;
    const response = await json(token, 'GET', `${ApiPaths.bnm.get}${query}`);
    expect(response.status).toBe(200);
    return bnmDocumentsResponseSchema.parse(await response.json()).result;
  }

  const notices = async (token: string) => (await api.notices(token)).map((n) => n.code);

  const approve = (id: string, validFrom: string, validUntil: string) =>
    json(staffToken, 'POST', ApiPaths.backofficeBnm.approve(id), { validFrom, validUntil });
  const reject = (id: string, reason: string) =>
    json(staffToken, 'POST', ApiPaths.backofficeBnm.reject(id), { reason });

  const audits = api.audits;

  beforeAll(async () => {
    staffToken = (await suite.server.login('staff@example.com', 'Staff@1234')).access_token;
  });

  it('uploads, lists, views, replaces and cancels a document; each step is audited', async () => {
    const client = await activeClient('lifecycle');
    const pdf = pdfFixture(24 * 1024 + 3);
    const document = await uploaded(client, { name: 'C:\\scans\\approval.pdf', data: pdf, type: 'application/pdf' });
    expect(document).toMatchObject({
      clientId: client.clientId,
      status: 'SUBMITTED',
      fileName: 'approval.pdf',
      contentType: 'application/pdf',
      sizeBytes: pdf.length,
      description: 'BNM letter',
      validFrom: null,
      rejectReason: null,
      viewUrl: ApiPaths.bnm.view(document.id),
    });
    expect(await documentsOf(client.token)).toEqual([document]);

    const view = await suite.server.fetch(document.viewUrl, { headers: bearer(client.token) });
    expect(view.status).toBe(200);
    expect(view.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await view.arrayBuffer()).equals(pdf)).toBe(true);
    // At the API base itself (spec section 7), yet an API answer: personal, never kept by a cache.
    expect(document.viewUrl).toBe(`/bnmView/${document.id}`);
    // Random, so an id tells nothing about how many documents exist or which come next.
    expect(document.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(view.headers.get('cache-control')).toContain('no-store');

    const png = pngFixture(24 * 1024 + 2);
    const replaced = await multipart(
      ApiPaths.bnm.update,
      client.token,
      { name: 'better.png', data: png },
      {
        id: String(document.id),
      },
    );
    expect(replaced.status).toBe(200);
    const updated = bnmDocumentResponseSchema.parse(await replaced.json()).result;
    expect(updated).toMatchObject({ id: document.id, status: 'SUBMITTED', fileName: 'better.png' });
    // The description is kept when the replacement does not send one.
    expect(updated.description).toBe('BNM letter');
    const viewAgain = await suite.server.fetch(document.viewUrl, { headers: bearer(client.token) });
    expect(Buffer.from(await viewAgain.arrayBuffer()).equals(png)).toBe(true);

    const cancelled = await json(client.token, 'POST', ApiPaths.bnm.cancel, { id: document.id });
    expect(cancelled.status).toBe(200);
    expect(bnmDocumentResponseSchema.parse(await cancelled.json()).result.status).toBe('CANCELLED');
    const again = await expectError(
      await json(client.token, 'POST', ApiPaths.bnm.cancel, { id: document.id }),
      409,
      'CONFLICT',
    );
    expect(again.result).toBe(messagesEn['bnm.notCancellable']);
    await expectError(
      await multipart(ApiPaths.bnm.update, client.token, { name: 'late.png', data: png }, { id: String(document.id) }),
      409,
      'CONFLICT',
    );
    // Staff cannot review what the client withdrew.
    await expectError(await reject(document.id, 'too late'), 409, 'CONFLICT');

    for (const action of ['bnm.upload', 'bnm.update', 'bnm.cancel']) {
      expect((await audits(action, client.clientId)).length, action).toBe(1);
    }
  });

  it('checks the client id header of the upload against the token', async () => {
    const client = await activeClient('header');
    const other = await activeClient('header-other');
    const file = { name: 'approval.jpg', data: jpegFixture(24 * 1024 + 1), type: 'image/jpeg' };
    const missing = await multipart(ApiPaths.bnm.upload, client.token, file);
    expect((await expectError(missing, 400, 'VALIDATION_ERROR')).result).toBe(messagesEn['bnm.clientIdHeaderRequired']);
    await expectError(
      await multipart(ApiPaths.bnm.upload, client.token, file, {}, { clientId: String(other.clientId) }),
      403,
      'NOT_OWNER',
    );
    // A clientId form field naming someone else is refused as well.
    await expectError(await upload(client, file, { clientId: String(other.clientId) }), 403, 'NOT_OWNER');
    expect(await documentsOf(client.token)).toEqual([]);
    expect(await documentsOf(other.token)).toEqual([]);
    expect((await upload(client, file)).status).toBe(200);
  });

  it('never lets a client read, replace or cancel another client’s document; staff read all, audited', async () => {
    const owner = await activeClient('owner');
    const other = await activeClient('intruder');
    const document = await uploaded(owner);

    expect((await suite.server.fetch(document.viewUrl, { headers: bearer(other.token) })).status).toBe(404);
    await expectError(await json(other.token, 'POST', ApiPaths.bnm.cancel, { id: document.id }), 404, 'NOT_FOUND');
    await expectError(
      await multipart(
        ApiPaths.bnm.update,
        other.token,
        { name: 'x.png', data: pngFixture(24 * 1024 + 1) },
        {
          id: String(document.id),
        },
      ),
      404,
      'NOT_FOUND',
    );
    await expectError(
      await json(other.token, 'GET', `${ApiPaths.bnm.get}?clientId=${owner.clientId}`),
      403,
      'NOT_OWNER',
    );
    expect(await documentsOf(other.token)).toEqual([]);
    expect((await documentsOf(owner.token))[0]?.status).toBe('SUBMITTED');
    // Nothing without a token; staff are not clients for the client's own calls.
    expect((await suite.server.fetch(document.viewUrl)).status).toBe(401);
    expect((await json(staffToken, 'POST', ApiPaths.bnm.cancel, { id: document.id })).status).toBeGreaterThanOrEqual(
      400,
    );
    // Staff must name the client, then read the list and the file (the look is audit-logged).
    await expectError(await json(staffToken, 'GET', ApiPaths.bnm.get), 400, 'VALIDATION_ERROR');
    expect((await documentsOf(staffToken, owner.clientId)).map((d) => d.id)).toEqual([document.id]);
    const staffView = await suite.server.fetch(document.viewUrl, { headers: bearer(staffToken) });
    expect(staffView.status).toBe(200);
    expect(await audits('bnm.view', owner.clientId)).toHaveLength(1);
    // A client cannot reach the staff review.
    await expectError(
      await json(owner.token, 'POST', ApiPaths.backofficeBnm.approve(document.id), {
        validFrom: '2026-01-01',
        validUntil: '2026-12-31',
      }),
      403,
      'FORBIDDEN',
    );
    expect((await json(owner.token, 'GET', ApiPaths.backofficeBnm.queue)).status).toBe(403);
  });

  describe('bad files and bad requests answer 4xx and store nothing', () => {
    let client: TestClient;
    beforeAll(async () => {
      client = await activeClient('bad-files');
    });

    it.each([
      [
        'a text file called .pdf',
        { name: 'approval.pdf', data: Buffer.alloc(30 * 1024, 'a'), type: 'application/pdf' },
      ],
      ['a PNG called .pdf', { name: 'approval.pdf', data: pngFixture(24 * 1024 + 1), type: 'application/pdf' }],
      ['an executable', { name: 'approval.exe', data: pdfFixture(24 * 1024 + 1), type: 'application/octet-stream' }],
      ['a file below 20 KB', { name: 'tiny.png', data: pngFixture(1024), type: 'image/png' }],
      ['no file at all', null],
    ])('refuses %s (400)', async (_name, file) => {
      await expectError(await upload(client, file), 400, 'VALIDATION_ERROR');
    });

    it('refuses a file above the maximum (413) and a body that is not multipart (400)', async () => {
      const big = pdfFixture(5121 * 1024);
      await expectError(
        await upload(client, { name: 'big.pdf', data: big, type: 'application/pdf' }),
        413,
        'FILE_TOO_LARGE',
      );
      const notMultipart = await suite.server.fetch(ApiPaths.bnm.upload, {
        method: 'POST',
        headers: { ...bearer(client.token), 'content-type': 'application/json', clientId: String(client.clientId) },
        body: JSON.stringify({ file: 'nope' }),
      });
      expect(notMultipart.status).toBe(400);
      await expectError(await json(client.token, 'POST', ApiPaths.bnm.cancel, { id: 'x' }), 400, 'VALIDATION_ERROR');
      await expectError(
        await multipart(ApiPaths.bnm.update, client.token, { name: 'a.png', data: pngFixture(24 * 1024 + 1) }, {}),
        400,
        'VALIDATION_ERROR',
      );
      expect(await documentsOf(client.token)).toEqual([]);
    });

    it('refuses a period that ends before it starts, or an empty rejection reason', async () => {
      const document = await uploaded(client);
      await expectError(await approve(document.id, '2026-02-01', '2026-01-31'), 400, 'VALIDATION_ERROR');
      await expectError(await approve(document.id, '2026-13-01', '2026-12-31'), 400, 'VALIDATION_ERROR');
      await expectError(await reject(document.id, '   '), 400, 'VALIDATION_ERROR');
      await expectError(
        await approve('00000000-0000-4000-8000-000000000000', '2026-01-01', '2026-01-31'),
        404,
        'NOT_FOUND',
      );
      expect((await documentsOf(client.token))[0]?.status).toBe('SUBMITTED');
    });
  });

  it('a rejection raises the rejected-documents notice until the client uploads again', async () => {
    const client = await activeClient('rejected');
    const document = await uploaded(client);
    const queue = await json(staffToken, 'GET', ApiPaths.backofficeBnm.queue);
    const queued = bnmReviewQueueResponseSchema.parse(await queue.json()).result.find((d) => d.id === document.id);
    expect(queued?.clientName).toBeTruthy();

    const rejected = await reject(document.id, 'The letter has expired');
    expect(rejected.status).toBe(200);
    expect(bnmDocumentResponseSchema.parse(await rejected.json()).result).toMatchObject({
      status: 'REJECTED',
      rejectReason: 'The letter has expired',
    });
    const [entry] = await audits('bnm.reject', client.clientId);
    expect(entry?.details).toMatchObject({ bnmDocumentId: document.id, reason: 'The letter has expired' });
    expect(await notices(client.token)).toContain('BNM_DOCUMENTS_REJECTED');
    // Decided once: a second decision on the same document is refused.
    await expectError(await approve(document.id, '2026-01-01', '2026-12-31'), 409, 'CONFLICT');
    // The client cannot cancel a reviewed document, but may re-submit it with a new file.
    await expectError(await json(client.token, 'POST', ApiPaths.bnm.cancel, { id: document.id }), 409, 'CONFLICT');
    const resubmitted = await multipart(
      ApiPaths.bnm.update,
      client.token,
      { name: 'new.pdf', data: pdfFixture(24 * 1024 + 4) },
      {
        id: String(document.id),
      },
    );
    expect(bnmDocumentResponseSchema.parse(await resubmitted.json()).result).toMatchObject({
      status: 'SUBMITTED',
      rejectReason: null,
    });
    expect(await notices(client.token)).not.toContain('BNM_DOCUMENTS_REJECTED');

    // Rejected again, then a brand-new upload clears the notice too; cancelling that upload brings it back.
    expect((await reject(document.id, 'Still expired')).status).toBe(200);
    expect(await notices(client.token)).toContain('BNM_DOCUMENTS_REJECTED');
    const fresh = await uploaded(client);
    expect(await notices(client.token)).not.toContain('BNM_DOCUMENTS_REJECTED');
    expect((await json(client.token, 'POST', ApiPaths.bnm.cancel, { id: fresh.id })).status).toBe(200);
    expect(await notices(client.token)).toContain('BNM_DOCUMENTS_REJECTED');
  });

  it('a double click stores one document: the same file sent again while it awaits review answers that one', async () => {
    const client = await activeClient('double');
    const file = { name: 'approval.pdf', data: pdfFixture(24 * 1024 + 7) };
    const [first, second] = await Promise.all([upload(client, file), upload(client, file)]);
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    const a = bnmDocumentResponseSchema.parse(await first.json()).result;
    const b = bnmDocumentResponseSchema.parse(await second.json()).result;
    expect(b.id).toBe(a.id);
    expect(await documentsOf(client.token)).toHaveLength(1);
    expect(await audits('bnm.upload', client.clientId)).toHaveLength(1);
    // Another file is another document.
    await uploaded(client, { name: 'second.pdf', data: pdfFixture(24 * 1024 + 8) });
    expect(await documentsOf(client.token)).toHaveLength(2);
  });

  it('an approval covering today silences the rejected-documents notice of a later rejected duplicate', async () => {
    const client = await activeClient('duplicate-rejected');
    const letter = await uploaded(client, { name: 'letter.pdf', data: pdfFixture(24 * 1024 + 9) });
    const copy = await uploaded(client, { name: 'letter-again.pdf', data: pdfFixture(24 * 1024 + 10) });
    const today = malaysiaDate(new Date());
    expect((await approve(letter.id, today, today)).status).toBe(200);
    expect((await reject(copy.id, 'Sent twice')).status).toBe(200);
    expect(await notices(client.token)).not.toContain('BNM_DOCUMENTS_REJECTED');
  });

  describe('an approval and the foreign-currency limit', () => {
    const setLimit = (value: string) =>
      db()
        .update(systemParameters)
        .set({ value })
        .where(and(eq(systemParameters.category, 'BNM'), eq(systemParameters.key, 'FOREIGN_ASSET_LIMIT_MYR')));
    beforeAll(() => setLimit('100'));
    afterAll(() => setLimit('1000000'));

    it('lifts the limit on the days the approval covers, and only then', async () => {
      const borrower = await activeClient('borrower');
      await db()
        .update(clientFinancialInfo)
        .set({ hasDomesticRinggitBorrowing: true })
        .where(eq(clientFinancialInfo.clientId, borrower.clientId));
      const portfolio = await createPortfolio(db(), borrower.clientId, 3);
      const deposit = () =>
        postDeposit(suite.server, borrower.token, { amount: '500.00', portfolioId: portfolio.guid, bankId: 'MBB' });

      await expectError(await deposit(), 422, 'FOREIGN_ASSET_LIMIT');
      // Approved, but for a period that is over: the limit still binds.
      const expired = await uploaded(borrower);
      expect((await approve(expired.id, '2020-01-01', '2020-12-31')).status).toBe(200);
      await expectError(await deposit(), 422, 'FOREIGN_ASSET_LIMIT');
      // Approved for a period that has not begun: still bound.
      const future = await uploaded(borrower);
      expect((await approve(future.id, '2999-01-01', '2999-12-31')).status).toBe(200);
      await expectError(await deposit(), 422, 'FOREIGN_ASSET_LIMIT');
      // A pending document lifts nothing.
      const current = await uploaded(borrower);
      await expectError(await deposit(), 422, 'FOREIGN_ASSET_LIMIT');

      // Approved for a period covering today (Malaysia date; both days included): the deposit goes through.
      const today = malaysiaDate(new Date());
      const approved = await approve(current.id, today, today);
      expect(approved.status).toBe(200);
      expect(bnmDocumentResponseSchema.parse(await approved.json()).result).toMatchObject({
        status: 'APPROVED',
        validFrom: today,
        validUntil: today,
      });
      const [entry] = await audits('bnm.approve', borrower.clientId);
      expect(entry?.details).toMatchObject({ bnmDocumentId: current.id, validFrom: today, validUntil: today });
      expect((await deposit()).status).toBe(201);
    });
  });
});
