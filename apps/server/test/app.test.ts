import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { errorBodySchema } from '@harta/contracts/errors';
import { messagesEn } from '@harta/contracts/messages';
import { ApiPaths, isApiUrl, StaticPaths } from '@harta/contracts/paths';
import { appSettingsSchema } from '@harta/contracts/settings-schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../src/app';
import { loadConfig } from '../src/config/config';
import { testDatabases, type TestDatabase } from './databases';
import { ProbePaths, probeRoutes } from './helpers/probe-routes';
import { startServer, testEnv, TEST_PUBLIC_URL, type StartedServer } from './helpers/start-server';

/** The shared HTTP plumbing: settings file, health, headers, errors, SPA fallback, OpenAPI, limits. */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const INDEX_HTML = '<!doctype html><html><body><div id="root">harta-test-shell</div></body></html>';
const HASHED_ASSET = 'assets/index-Ab12Cd34.js';
const HTML = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };
const JSON_BODY = { 'content-type': 'application/json' };
const basic = (pair: string) => ({ authorization: `Basic ${Buffer.from(pair).toString('base64')}` });

function fakeWebBuild(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'harta-web-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'index.html'), INDEX_HTML);
  writeFileSync(path.join(dir, HASHED_ASSET), 'console.log("app")');
  writeFileSync(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  mkdirSync(path.join(dir, '.vite'));
  writeFileSync(path.join(dir, '.vite/manifest.json'), '{"index.html":{"file":"assets/index-Ab12Cd34.js"}}');
  return dir;
}

async function errorBody(response: Response) {
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  const body: unknown = await response.json();
  return errorBodySchema.parse(body);
}

describe.each(testDatabases())('HTTP plumbing on $name', (kind) => {
  let database: TestDatabase;
  let server: StartedServer;
  let webDir: string;

  beforeAll(async () => {
    database = await kind.open();
    webDir = fakeWebBuild();
    server = await startServer({
      database,
      seed: false,
      env: { WEB_DIST_DIR: webDir, REGISTRATION_BASIC_AUTH: 'reg-user:reg-secret' },
      extraRoutes: [probeRoutes],
    });
  });

  afterAll(async () => {
    await server?.close();
    await database?.dispose();
    rmSync(webDir, { recursive: true, force: true });
  });

  describe('/appsettings.json', () => {
    it('publishes exactly the documented keys, derived from the configuration', async () => {
      const response = await server.fetch(StaticPaths.appSettings);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toContain('no-cache');
      const body = (await response.json()) as Record<string, unknown>;
      expect(Object.keys(body).sort()).toEqual(
        [
          'apiBase',
          'switchApiBase',
          'identityServer',
          'clientId',
          'scope',
          'redirectUri',
          'clientAppUrl',
          'storage',
          'idlePeriod',
          'timeoutCountdown',
          'environment',
          'supportEmail',
          'marketingSiteUrl',
          'faqUrl',
          'contactUrl',
          'registrationAuth',
        ].sort(),
      );
      expect(appSettingsSchema.parse(body)).toEqual({
        apiBase: TEST_PUBLIC_URL,
        switchApiBase: TEST_PUBLIC_URL,
        identityServer: `${TEST_PUBLIC_URL}/identity`,
        clientId: 'harta-app',
        scope: 'openid profile harta-api roles offline_access',
        redirectUri: `${TEST_PUBLIC_URL}/`,
        clientAppUrl: TEST_PUBLIC_URL,
        storage: 'sessionStorage',
        idlePeriod: 900,
        timeoutCountdown: 10,
        environment: 'test',
        supportEmail: 'support@harta.example',
        marketingSiteUrl: `${TEST_PUBLIC_URL}/home`,
        faqUrl: `${TEST_PUBLIC_URL}/faq`,
        contactUrl: 'mailto:support@harta.example',
        registrationAuth: Buffer.from('reg-user:reg-secret').toString('base64'),
      });
    });
  });

  describe('/api/health', () => {
    it('reports the database engine and is not rate limited', async () => {
      const response = await server.fetch(ApiPaths.health);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ result: { status: 'ok', db: kind.name } });
      expect(response.headers.get('x-ratelimit-limit')).toBeNull();
      expect(response.headers.get('cache-control')).toBe('no-store');
    });
  });

  describe('headers', () => {
    it('sends security headers with a CSP that allows the SPA itself', async () => {
      const response = await server.fetch('/dashboard', { headers: HTML });
      const csp = response.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("style-src 'self' 'unsafe-inline'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toMatch(/connect-src 'self' [^;]*capacitor:\/\/localhost/);
      expect(csp).not.toContain('upgrade-insecure-requests');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('x-frame-options')).toBe('DENY');
      expect(response.headers.get('referrer-policy')).toBe('no-referrer');
      // Plain-http deployment (the test's PUBLIC_URL): no HSTS.
      expect(response.headers.get('strict-transport-security')).toBeNull();
    });

    it('gives every response its own request id, repeated in error bodies', async () => {
      const first = await server.fetch(ApiPaths.health);
      const second = await server.fetch(ApiPaths.health);
      expect(first.headers.get('x-request-id')).toMatch(UUID);
      expect(second.headers.get('x-request-id')).not.toBe(first.headers.get('x-request-id'));

      const failed = await server.fetch(ApiPaths.ClientProfile.getClientBasicInfo);
      expect((await errorBody(failed)).requestId).toBe(failed.headers.get('x-request-id'));
    });

    it('ignores a request id sent by the caller', async () => {
      const response = await server.fetch(ApiPaths.health, { headers: { 'x-request-id': 'forged-id' } });
      expect(response.headers.get('x-request-id')).toMatch(UUID);
    });

    it('answers CORS preflights for the token endpoint from the native app', async () => {
      const response = await server.fetch('/identity/token', {
        method: 'OPTIONS',
        headers: { origin: 'capacitor://localhost', 'access-control-request-method': 'POST' },
      });
      expect(response.status).toBe(204);
      expect(response.headers.get('access-control-allow-origin')).toBe('capacitor://localhost');
    });

    it('answers CORS preflights for configured origins only', async () => {
      const preflight = (origin: string) =>
        server.fetch(ApiPaths.ClientProfile.getClientBasicInfo, {
          method: 'OPTIONS',
          headers: {
            origin,
            'access-control-request-method': 'GET',
            'access-control-request-headers': 'authorization',
          },
        });
      const allowed = await preflight('capacitor://localhost');
      expect(allowed.status).toBe(204);
      expect(allowed.headers.get('access-control-allow-origin')).toBe('capacitor://localhost');
      expect(allowed.headers.get('access-control-allow-credentials')).toBe('true');
      const refused = await preflight('https://evil.example');
      expect(refused.headers.get('access-control-allow-origin')).toBeNull();
      expect(refused.headers.get('access-control-allow-credentials')).toBeNull();
    });

    it('sends no CORS grant at all to a refused origin', async () => {
      for (const origin of ['https://evil.example', 'http://localhost']) {
        const response = await server.fetch(ApiPaths.health, { headers: { origin } });
        const granted = [...response.headers.keys()].filter((name) => name.startsWith('access-control-'));
        expect(granted, origin).toEqual([]);
      }
      const allowed = await server.fetch(ApiPaths.health, { headers: { origin: 'https://localhost' } });
      expect(allowed.headers.get('access-control-allow-origin')).toBe('https://localhost');
      expect(allowed.headers.get('access-control-allow-credentials')).toBe('true');
    });
  });

  describe('errors', () => {
    it('answers 401 without a token and with a garbage token', async () => {
      for (const headers of [
        {} as Record<string, string>,
        { authorization: 'Bearer garbage.token.value' },
        { authorization: 'Bearer ' },
      ]) {
        for (const url of [
          ApiPaths.ClientProfile.getClientBasicInfo,
          ApiPaths.registration.getClientLoginById,
          ApiPaths.session.keepAlive,
        ]) {
          const response = await server.fetch(url, { headers });
          expect(response.status, url).toBe(401);
          expect(response.headers.get('www-authenticate')).toBe('Bearer');
          expect(await errorBody(response)).toMatchObject({
            code: 'UNAUTHORIZED',
            result: messagesEn['api.unauthorized'],
          });
        }
      }
    });

    it('answers a validation error with the contract shape and field paths', async () => {
      const response = await server.fetch(ProbePaths.echo, {
        method: 'POST',
        headers: JSON_BODY,
        body: JSON.stringify({ name: 'A', age: 'old' }),
      });
      expect(response.status).toBe(400);
      const body = await errorBody(response);
      expect(body).toMatchObject({
        result: 'Some of the information you sent is not valid.',
        code: 'VALIDATION_ERROR',
      });
      expect(body.issues?.map((i) => i.path).sort()).toEqual(['age', 'name']);
      expect(body.issues?.every((i) => i.message.length > 0)).toBe(true);
    });

    it('answers malformed and empty JSON with a 400 JSON body', async () => {
      for (const payload of ['{"name": "Al', '']) {
        const response = await server.fetch(ProbePaths.echo, { method: 'POST', headers: JSON_BODY, body: payload });
        expect(response.status).toBe(400);
        expect(await errorBody(response)).toMatchObject({
          code: 'VALIDATION_ERROR',
          issues: [{ path: 'body', message: messagesEn['api.invalidJson'] }],
        });
      }
    });

    it('answers an unsupported body type with a 415 JSON body', async () => {
      const response = await server.fetch(ProbePaths.echo, {
        method: 'POST',
        headers: { 'content-type': 'text/xml' },
        body: '<a/>',
      });
      expect(response.status).toBe(415);
      expect((await errorBody(response)).code).toBe('UNSUPPORTED_MEDIA_TYPE');
    });

    it('hides the internals of a 5xx', async () => {
      const response = await server.fetch(ProbePaths.boom);
      expect(response.status).toBe(500);
      const text = await response.clone().text();
      expect(text).not.toContain('secret');
      expect(text).not.toContain('postgres');
      expect(await errorBody(response)).toEqual({
        result: messagesEn['api.internal'],
        code: 'INTERNAL_ERROR',
        requestId: response.headers.get('x-request-id'),
      });
    });

    it('answers unknown /api paths with a JSON 404, even for a browser', async () => {
      for (const [method, headers] of [
        ['GET', {}],
        ['GET', HTML],
        ['POST', JSON_BODY],
        ['DELETE', {}],
      ] as const) {
        const response = await server.fetch('/api/no/such/thing', {
          method,
          headers,
          ...(method === 'POST' ? { body: '{}' } : {}),
        });
        expect(response.status, method).toBe(404);
        expect(await errorBody(response)).toMatchObject({ code: 'NOT_FOUND', result: messagesEn['api.notFound'] });
      }
    });
  });

  describe('registration basic auth', () => {
    it('admits the configured pair and refuses anything else', async () => {
      const ok = await server.fetch(ProbePaths.registration, { method: 'POST', headers: basic('reg-user:reg-secret') });
      expect(ok.status).toBe(200);
      for (const headers of [{}, basic('reg-user:wrong'), basic('wrong:reg-secret'), { authorization: 'Bearer abc' }]) {
        const refused = await server.fetch(ProbePaths.registration, { method: 'POST', headers });
        expect(refused.status).toBe(401);
        expect(refused.headers.get('www-authenticate')).toMatch(/^Basic realm=/);
        expect((await errorBody(refused)).code).toBe('UNAUTHORIZED');
      }
    });
  });

  describe('web app', () => {
    it('serves index.html for client-side routes a browser navigates to', async () => {
      for (const route of ['/', '/dashboard', '/registration?step=3', '/app-pending/PENDING']) {
        const response = await server.fetch(route, { headers: HTML });
        expect(response.status, route).toBe(200);
        expect(response.headers.get('content-type')).toMatch(/^text\/html/);
        expect(response.headers.get('cache-control')).toBe('no-cache');
        expect(await response.text()).toContain('harta-test-shell');
      }
    });

    it('caches hashed assets forever and revalidates other files', async () => {
      const asset = await server.fetch(`/${HASHED_ASSET}`);
      expect(asset.status).toBe(200);
      expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      const icon = await server.fetch('/favicon.svg');
      expect(icon.headers.get('cache-control')).toBe('no-cache');
    });

    it('answers JSON 404 for unknown files and non-HTML requests', async () => {
      expect((await server.fetch('/assets/missing-123.js')).status).toBe(404);
      expect((await server.fetch('/.vite/manifest.json')).status).toBe(404); // build internals stay private
      const api = await server.fetch('/dashboard', { headers: { accept: 'application/json' } });
      expect(api.status).toBe(404);
      expect((await errorBody(api)).code).toBe('NOT_FOUND');
    });
  });

  describe('OpenAPI', () => {
    type Operation = {
      tags?: string[];
      summary?: string;
      security?: Record<string, string[]>[];
      parameters?: { name: string; in: string }[];
      responses: Record<string, { content?: Record<string, { schema?: unknown }> }>;
    };
    type Document = {
      openapi: string;
      paths: Record<string, Record<string, Operation>>;
      components: { securitySchemes: Record<string, unknown> };
    };
    let doc: Document;

    beforeAll(async () => {
      const response = await server.fetch(ApiPaths.openapi);
      expect(response.status).toBe(200);
      doc = (await response.json()) as Document;
    });

    const documented: [string, 'bearerAuth' | null][] = [
      [ApiPaths.registration.getClientLoginById, 'bearerAuth'],
      [ApiPaths.ClientProfile.getClientBasicInfo, 'bearerAuth'],
      [ApiPaths.session.keepAlive, 'bearerAuth'],
      [ApiPaths.health, null],
      [StaticPaths.appSettings, null],
    ];

    it.each(documented)('documents GET %s with tags, summary, response schema and security', (url, scheme) => {
      const operation = doc.paths[url]?.get;
      expect(operation, url).toBeDefined();
      expect(operation!.tags?.length).toBeGreaterThan(0);
      expect(operation!.summary).toBeTruthy();
      expect(operation!.responses['200']?.content?.['application/json']?.schema).toBeTruthy();
      if (scheme) {
        expect(operation!.security).toEqual([{ [scheme]: [] }]);
        expect(operation!.responses['401']?.content?.['application/json']?.schema).toBeTruthy();
        expect(operation!.responses['403']).toBeDefined();
      } else {
        // A public operation says so (`security: []`), so a generated client sends no credentials to it.
        expect(operation!.security).toEqual([]);
      }
    });

    it('documents the query of getClientLoginById and the security schemes', () => {
      expect(doc.openapi).toMatch(/^3\./);
      expect(doc.paths[ApiPaths.registration.getClientLoginById]!.get!.parameters).toEqual(
        expect.arrayContaining([expect.objectContaining({ name: 'clientId', in: 'query' })]),
      );
      expect(Object.keys(doc.components.securitySchemes).sort()).toEqual(['bearerAuth', 'registrationBasic']);
    });

    it('documents the registration probe with basic auth, and leaves identity and static routes out', () => {
      expect(doc.paths[ProbePaths.registration]!.post!.security).toEqual([{ registrationBasic: [] }]);
      expect(Object.keys(doc.paths).filter((p) => !isApiUrl(p) && p !== StaticPaths.appSettings)).toEqual([]);
      // The spec's central-bank calls sit at the API base itself, and are documented like any other call.
      expect(doc.paths[ApiPaths.bnm.get]).toBeDefined();
      expect(Object.keys(doc.paths).some((p) => p.startsWith('/api/docs'))).toBe(false);
    });

    it('serves Swagger UI', async () => {
      const response = await server.fetch(`${ApiPaths.docs}/`, { headers: HTML });
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('swagger');
    });
  });

  describe('rate limit', () => {
    let limited: App;

    beforeAll(async () => {
      const config = loadConfig(testEnv({ RATE_LIMIT_MAX: '3', WEB_DIST_DIR: webDir }));
      limited = await buildApp({ config, database });
      await limited.ready();
    });
    afterAll(() => limited?.close());

    it('answers 429 with the JSON error body once the limit is spent, and spares the health check', async () => {
      const get = (url: string) => limited.inject({ method: 'GET', url, remoteAddress: '203.0.113.7' });
      for (let i = 0; i < 3; i += 1) expect((await get(StaticPaths.appSettings)).statusCode).toBe(200);

      const refused = await get(StaticPaths.appSettings);
      expect(refused.statusCode).toBe(429);
      expect(refused.headers['retry-after']).toBeDefined();
      expect(refused.json()).toEqual({
        result: messagesEn['api.rateLimited'],
        code: 'RATE_LIMITED',
        requestId: refused.headers['x-request-id'],
      });
      // Unknown paths count too (no free path scanning) …
      expect((await get('/api/unknown')).statusCode).toBe(429);
      expect((await get('/assets/missing-123.js')).statusCode).toBe(429);
      // … the health check never does, and other addresses have their own budget.
      expect((await get(ApiPaths.health)).statusCode).toBe(200);
      expect(
        (await limited.inject({ method: 'GET', url: StaticPaths.appSettings, remoteAddress: '203.0.113.8' }))
          .statusCode,
      ).toBe(200);
    });

    it("never counts the web app's own files: a page load fetches dozens, and many clients share an address", async () => {
      const get = (url: string) => limited.inject({ method: 'GET', url, remoteAddress: '203.0.113.9' });
      for (let i = 0; i < 10; i += 1) {
        expect((await get(`/${HASHED_ASSET}`)).statusCode).toBe(200);
        expect((await get('/favicon.svg?v=2')).statusCode).toBe(200);
        expect((await get('/')).statusCode).toBe(200);
      }
      // … and the budget is still whole for the API.
      for (let i = 0; i < 3; i += 1) expect((await get(StaticPaths.appSettings)).statusCode).toBe(200);
      expect((await get(StaticPaths.appSettings)).statusCode).toBe(429);
    });
  });

  describe('rate limit on the identity server', () => {
    let limited: App;

    beforeAll(async () => {
      // The identity server answers from its own hook, before route-level limits run: its paths have their own.
      const config = loadConfig(testEnv({ RATE_LIMIT_MAX: '2', WEB_DIST_DIR: webDir }));
      limited = await buildApp({ config, database, identity: server.identity });
      await limited.ready();
    });
    afterAll(() => limited?.close());

    it('counts identity requests against the same per-address budget', async () => {
      const discovery = () =>
        limited.inject({
          method: 'GET',
          url: '/identity/.well-known/openid-configuration',
          remoteAddress: '203.0.113.9',
        });
      expect((await discovery()).statusCode).toBe(200);
      expect(
        (await limited.inject({ method: 'GET', url: StaticPaths.appSettings, remoteAddress: '203.0.113.9' }))
          .statusCode,
      ).toBe(200);
      const refused = await discovery();
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({ code: 'RATE_LIMITED' });
    });
  });

  // Needs a Redis server: TEST_REDIS_URL=redis://127.0.0.1:6379
  describe.skipIf(!process.env.TEST_REDIS_URL)('rate limit shared through Redis', () => {
    let first: App;
    let second: App;

    beforeAll(async () => {
      const config = loadConfig(
        testEnv({ RATE_LIMIT_MAX: '4', REDIS_URL: process.env.TEST_REDIS_URL, WEB_DIST_DIR: webDir }),
      );
      [first, second] = await Promise.all([buildApp({ config, database }), buildApp({ config, database })]);
      await Promise.all([first.ready(), second.ready()]);
    });
    afterAll(async () => {
      await Promise.all([first?.close(), second?.close()]);
    });

    it('counts one budget per address across instances', async () => {
      // A fresh address per run: counters in Redis outlive the test for a minute.
      const remoteAddress = `198.51.100.${Math.floor(Math.random() * 250) + 1}`;
      const get = (app: App) => app.inject({ method: 'GET', url: StaticPaths.appSettings, remoteAddress });
      const statuses = [];
      for (const app of [first, second, first, second, first, second]) statuses.push((await get(app)).statusCode);
      expect(statuses).toEqual([200, 200, 200, 200, 429, 429]);
    });
  });
});
