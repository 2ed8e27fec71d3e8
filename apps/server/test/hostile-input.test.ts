import { gzipSync } from 'node:zlib';
import { APP_CLIENT_ID, APP_SCOPES } from '@harta/contracts/constants';
import { errorBodySchema, type ErrorBody } from '@harta/contracts/errors';
import { ApiPaths, IdentityPaths } from '@harta/contracts/paths';
import type { FastifyPluginAsync } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases, type TestDatabase } from './databases';
import { pngFixture } from './helpers/fixture-images';
import { createTestClient, TEST_CLIENT_PASSWORD } from './helpers/registration-clients';
import { bearer, startServer, type StartedServer } from './helpers/start-server';

/** A route written without any schema, as a future one might be: the app-wide rule must still cover it. */
const SCHEMALESS = '/api/test/schemaless';
const schemalessRoute: FastifyPluginAsync = async (app) => {
  app.post(`${SCHEMALESS}/:name`, async (request) => ({ result: { params: request.params, query: request.query } }));
};

/**
 * Bytes an attacker chooses (issue 10 item 3): a NUL or another control character in any string, a body that
 * is `null`, a multipart body that is cut short, has no boundary or is compressed. Each once answered 500
 * (PostgreSQL refuses NUL in text; a schema refinement read a property of null; the multipart parser's errors
 * reached the catch-all). Each must be a 400-class answer that says what was wrong: the house error body on
 * the API, an OAuth error on the identity server.
 */
describe.each(testDatabases())('hostile input on $name', (kind) => {
  let database: TestDatabase;
  let server: StartedServer;
  let staffToken: string;
  let clientToken: string;

  beforeAll(async () => {
    database = await kind.open();
    server = await startServer({ database, extraRoutes: [schemalessRoute] });
    staffToken = (await server.login('staff@example.com', 'Staff@1234')).access_token;
    await createTestClient(database.db, { email: 'hostile.input@example.com', currentStep: 4 });
    clientToken = (await server.login('hostile.input@example.com', TEST_CLIENT_PASSWORD)).access_token;
  });

  afterAll(async () => {
    await server?.close();
    await database?.dispose();
  });

  async function expectRefused(response: Response, status = 400): Promise<ErrorBody> {
    const text = await response.text();
    expect(response.status, text).toBe(status);
    const body = errorBodySchema.parse(JSON.parse(text));
    expect(body.result).not.toBe('');
    return body;
  }

  /** The control-character refusal names the field and the rule (a message key the web translates). */
  async function expectControlCharacters(response: Response, path: string) {
    const body = await expectRefused(response);
    expect(body.code).toBe('VALIDATION_ERROR');
    expect(body.issues).toContainEqual({ path, message: 'validation.controlCharacters' });
  }

  const json = (token: string, method: string, body: unknown): RequestInit => ({
    method,
    headers: { ...bearer(token), 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

  describe('control characters on the API', () => {
    it('refuses a NUL in a public path parameter', async () => {
      await expectControlCharacters(await server.fetch('/api/DropDown/getValueByType/%00'), 'type');
      await expectControlCharacters(await server.fetch('/api/SystemParameter/SystemParameters/%00/Y'), 'a');
      await expectControlCharacters(await server.fetch('/api/SystemParameter/SystemParameters/A/x%07y'), 'b');
    });

    it("refuses a NUL in the back office's search", async () => {
      const response = await server.fetch(`${ApiPaths.backoffice.applications}?q=ab%00cd`, {
        headers: bearer(staffToken),
      });
      await expectControlCharacters(response, 'q');
    });

    it('refuses control characters in reference-data codes and labels, in the body and in the path', async () => {
      const items = ApiPaths.backofficeReferenceData.items('BANK');
      await expectControlCharacters(
        await server.fetch(items, json(staffToken, 'POST', { code: 'NEW\u0000BANK', label: 'Bank' })),
        'code',
      );
      await expectControlCharacters(
        await server.fetch(items, json(staffToken, 'POST', { code: 'NEWBANK', label: 'Bank\u001b[31m' })),
        'label',
      );
      const item = ApiPaths.backofficeReferenceData.item('BANK', 'MBB\u0000');
      await expectControlCharacters(await server.fetch(item, json(staffToken, 'PUT', { label: 'Bank' })), 'code');
    });

    it('refuses a lone surrogate (text that cannot be stored as UTF-8)', async () => {
      const items = ApiPaths.backofficeReferenceData.items('BANK');
      // JSON.stringify escapes a lone surrogate as \ud800, which JSON.parse turns back into one.
      const response = await server.fetch(items, json(staffToken, 'POST', { code: 'NEWBANK', label: 'a\ud800b' }));
      await expectControlCharacters(response, 'label');
    });

    it('refuses a NUL in a JSON object key', async () => {
      const response = await server.fetch(
        ApiPaths.registration.saveClientContactInformation,
        json(clientToken, 'POST', { 'x\u0000': 1 }),
      );
      await expectControlCharacters(response, 'x\u0000');
    });

    it('covers a route that declares no schema at all: path, query and body', async () => {
      const post = (path: string, body: unknown) =>
        server.fetch(path, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
      await expectControlCharacters(await post(`${SCHEMALESS}/a%00b`, {}), 'name');
      await expectControlCharacters(await post(`${SCHEMALESS}/ok?x=%01`, {}), 'x');
      await expectControlCharacters(await post(`${SCHEMALESS}/ok`, { deep: [{ v: '\u0000' }] }), 'deep.0.v');
      await expectControlCharacters(await post(`${SCHEMALESS}/ok`, '\u0008'), 'body');
      const clean = await post(`${SCHEMALESS}/ok?x=1`, { note: 'tab\there' });
      expect(clean.status).toBe(200);
    });

    it('keeps tabs and line breaks, which multi-line text needs', async () => {
      const response = await server.fetch(
        ApiPaths.backofficeReferenceData.items('BANK'),
        json(staffToken, 'POST', { code: 'TABBED', label: 'Line one\r\nLine\ttwo' }),
      );
      expect(response.status, await response.text()).not.toBe(500);
      const body = (await response.json().catch(() => ({}))) as ErrorBody;
      expect(body.issues ?? []).not.toContainEqual(
        expect.objectContaining({ message: 'validation.controlCharacters' }),
      );
    });
  });

  describe('bodies of the wrong shape', () => {
    for (const path of [
      ApiPaths.registration.saveClientContactInformation,
      ApiPaths.registration.saveFinancialInformation,
    ]) {
      it(`answers a JSON null, a number and an array sent to ${path} with 400`, async () => {
        for (const body of [null, 42, [], 'text']) {
          const refused = await expectRefused(await server.fetch(path, json(clientToken, 'POST', body)));
          expect(refused.code).toBe('VALIDATION_ERROR');
        }
      });
    }
  });

  describe('uploads', () => {
    const upload = ApiPaths.registration.saveClientDocumentMobile;
    const png = pngFixture();
    const boundary = 'hostile-boundary-1234';
    const head = (name: string) =>
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="idType"\r\n\r\nMYKAD\r\n` +
          `--${boundary}\r\nContent-Disposition: form-data; name="documentType"\r\n\r\nID_FRONT\r\n` +
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename*=UTF-8''${name}\r\n` +
          'Content-Type: image/png\r\n\r\n',
      );
    const complete = (name: string) => Buffer.concat([head(name), png, Buffer.from(`\r\n--${boundary}--\r\n`)]);
    const send = (body: Buffer, headers: Record<string, string> = {}) =>
      server.fetch(upload, {
        method: 'POST',
        headers: { ...bearer(clientToken), 'content-type': `multipart/form-data; boundary=${boundary}`, ...headers },
        body: new Uint8Array(body),
      });

    it('refuses a file name with a NUL or another control character', async () => {
      await expectControlCharacters(await send(complete('id%00.png')), 'file');
      await expectControlCharacters(await send(complete('id%1B.png')), 'file');
    });

    it('still takes a well-formed upload (the reference for the malformed ones below)', async () => {
      const response = await send(complete('id-front.png'));
      expect(response.status, await response.text()).toBe(200);
    });

    it('answers a multipart body cut short with 400', async () => {
      const truncated = Buffer.concat([head('id.png'), png.subarray(0, 1000)]);
      const body = await expectRefused(await send(truncated));
      expect(body.code).toBe('MULTIPART_INVALID');
    });

    it('answers a multipart content type without a boundary with 400', async () => {
      const body = await expectRefused(await send(complete('id.png'), { 'content-type': 'multipart/form-data' }));
      expect(body.code).toBe('MULTIPART_INVALID');
    });

    it('answers a compressed request body with 415', async () => {
      const body = await expectRefused(await send(gzipSync(complete('id.png')), { 'content-encoding': 'gzip' }), 415);
      expect(body.code).toBe('UNSUPPORTED_CONTENT_ENCODING');
    });

    it('answers a compressed JSON body with 415 too', async () => {
      const response = await server.fetch(ApiPaths.registration.saveClientContactInformation, {
        method: 'POST',
        headers: { ...bearer(clientToken), 'content-type': 'application/json', 'content-encoding': 'gzip' },
        body: new Uint8Array(gzipSync(JSON.stringify({ addressLine1: 'x' }))),
      });
      expect((await expectRefused(response, 415)).code).toBe('UNSUPPORTED_CONTENT_ENCODING');
    });
  });

  describe('control characters at the identity server', () => {
    const token = `${IdentityPaths.base}/token`;
    const form = (params: Record<string, string>) =>
      server.fetch(token, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(params).toString(),
      });

    async function expectInvalidRequest(response: Response) {
      const text = await response.text();
      expect(response.status, text).toBe(400);
      const body = JSON.parse(text) as { error: string; error_description?: string };
      expect(body.error).toBe('invalid_request');
      expect(body.error_description).toMatch(/control character/);
    }

    const login = { grant_type: 'password', client_id: APP_CLIENT_ID, scope: APP_SCOPES.join(' ') };

    it('refuses a NUL in the username of a password login', async () => {
      await expectInvalidRequest(await form({ ...login, username: 'demo\u0000@example.com', password: 'Demo@1234' }));
    });

    it('refuses a NUL in the client id', async () => {
      await expectInvalidRequest(
        await form({ ...login, client_id: 'harta\u0000', username: 'demo@example.com', password: 'Demo@1234' }),
      );
    });

    it('refuses a NUL in a refresh token', async () => {
      await expectInvalidRequest(
        await form({ grant_type: 'refresh_token', client_id: APP_CLIENT_ID, refresh_token: 'abc\u0000def' }),
      );
    });

    it('refuses a NUL in a body sent without a length (chunked)', async () => {
      const body = new URLSearchParams({ ...login, username: 'x\u0000', password: 'y' }).toString();
      const response = await server.fetch(token, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new Blob([body]).stream(),
        duplex: 'half',
      } as RequestInit);
      await expectInvalidRequest(response);
    });

    it('still takes a clean login sent in chunks (the checked body is handed on to the provider)', async () => {
      const body = new URLSearchParams({ ...login, username: 'demo@example.com', password: 'Demo@1234' }).toString();
      const response = await server.fetch(token, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new Blob([body]).stream(),
        duplex: 'half',
      } as RequestInit);
      const text = await response.text();
      expect(response.status, text).toBe(200);
      expect(JSON.parse(text)).toHaveProperty('access_token');
    });

    it('refuses a NUL in a token to revoke', async () => {
      const response = await server.fetch(`${token}/revocation`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ client_id: APP_CLIENT_ID, token: 'abc\u0000' }).toString(),
      });
      await expectInvalidRequest(response);
    });

    it('refuses a NUL in a query parameter and in Basic client credentials', async () => {
      await expectInvalidRequest(await server.fetch(`${IdentityPaths.base}/auth?client_id=%00&response_type=code`));
      const response = await server.fetch(token, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          authorization: `Basic ${Buffer.from('harta%00:secret').toString('base64')}`,
        },
        body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: 'abc' }).toString(),
      });
      await expectInvalidRequest(response);
    });

    it('still logs in with a clean request after the refusals', async () => {
      const tokens = await server.login('demo@example.com', 'Demo@1234');
      expect(tokens.access_token).toBeTruthy();
    });
  });
});
