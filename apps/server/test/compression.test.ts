import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { APP_CLIENT_ID, APP_SCOPES } from '@harta/contracts/constants';
import { IdentityPaths, StaticPaths } from '@harta/contracts/paths';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPRESS_THRESHOLD_BYTES } from '../src/plugins/compress';
import { testDatabases, type TestDatabase } from './databases';
import { startServer, type StartedServer } from './helpers/start-server';

/**
 * (The real build's every file is checked the same way by the browser stage, e2e/tests/compression.spec.ts.)
 * What a browser downloads: the web app's files in the compressed copies the build made (brotli, else gzip, else
 * the file itself), and the API's and identity server's JSON compressed on the fly from a kilobyte up.
 */

/** The build's copies of index.html that also preload a first page's files (apps/web/build/route-preloads.ts). */
const REGISTRATION_SHELL =
  '<!doctype html><html><head><link rel="modulepreload" href="/assets/reg-Zz99.js"></head><body></body></html>';
/** The login page rendered at build time (apps/web/build/prerender.ts), one copy per kind of deployment. */
const prerenderedLogin = (variant: string) =>
  `<!doctype html><html><head></head><body><div id="root" data-prerendered="/user-login" ` +
  `data-prerender-variant="${variant}"><form><label>E-mail address</label><label>Password</label></form></div></body></html>`;

/** A build as apps/web/build/precompress.ts leaves it: every text file with its .br and .gz beside it. */
const FILES: Record<string, string> = {
  'index.html': '<!doctype html><html><body><div id="root">harta-compression-shell</div></body></html>',
  'assets/index-Ab12Cd34.js': `export const words = ${JSON.stringify('ringgit '.repeat(400))};`,
  'assets/index-Ef56Gh78.css': `.shell { color: teal; }\n`.repeat(60),
  'before-paint.js': '(function () { document.documentElement.dataset.x = "1"; })();',
  'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
  'shells/registration.html': REGISTRATION_SHELL,
  'prerendered/user-login.html': prerenderedLogin('production'),
  'prerendered/user-login.sandbox.html': prerenderedLogin('sandbox'),
};
const BROWSER_NAVIGATION = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

function fakeCompressedBuild(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'harta-web-compressed-'));
  mkdirSync(path.join(dir, 'assets'));
  mkdirSync(path.join(dir, 'shells'));
  mkdirSync(path.join(dir, 'prerendered'));
  mkdirSync(path.join(dir, '.vite'));
  writeFileSync(
    path.join(dir, '.vite/route-shells.json'),
    JSON.stringify({
      '/user-login': { production: 'prerendered/user-login.html', sandbox: 'prerendered/user-login.sandbox.html' },
      '/registration': 'shells/registration.html',
      '/gone': 'shells/gone.html',
    }),
  );
  for (const [name, content] of Object.entries(FILES)) {
    const file = path.join(dir, name);
    writeFileSync(file, content);
    writeFileSync(`${file}.br`, brotliCompressSync(content));
    writeFileSync(`${file}.gz`, gzipSync(content));
  }
  return dir;
}

interface RawResponse {
  statusCode: number;
  headers: IncomingHttpHeaders | LightMyRequestResponse['headers'];
  rawPayload: Buffer;
}

/** A request over HTTP as a browser sends it, the answer's bytes as they came (Node's fetch would inflate them). */
function rawPost(url: string, headers: Record<string, string>, body: string): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { method: 'POST', headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ statusCode: res.statusCode ?? 0, headers: res.headers, rawPayload: Buffer.concat(chunks) }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

function decoded(response: RawResponse): string {
  const body = response.rawPayload;
  switch (response.headers['content-encoding']) {
    case 'br':
      return brotliDecompressSync(body).toString('utf8');
    case 'gzip':
      return gunzipSync(body).toString('utf8');
    case undefined:
      return body.toString('utf8');
    default:
      throw new Error(`unexpected content-encoding ${String(response.headers['content-encoding'])}`);
  }
}

/**
 * What a client accepts, and what it gets: `expected` for the web app's files (brotli 11 made at build time wins),
 * `onTheFly` for API and identity answers (gzip wins: see RESPONSE_ENCODINGS).
 */
const ASKS = [
  { accepts: 'gzip, deflate, br, zstd', expected: 'br', onTheFly: 'gzip' },
  { accepts: 'br', expected: 'br', onTheFly: 'br' },
  { accepts: 'gzip, deflate', expected: 'gzip', onTheFly: 'gzip' },
  { accepts: 'gzip;q=1, br;q=0', expected: 'gzip', onTheFly: 'gzip' },
  { accepts: 'gzip;q=0.5, br', expected: 'br', onTheFly: 'br' },
  { accepts: undefined, expected: undefined, onTheFly: undefined },
  { accepts: 'identity', expected: undefined, onTheFly: undefined },
  { accepts: 'deflate', expected: undefined, onTheFly: undefined },
] as const;

describe.each(testDatabases())('compression on $name', (kind) => {
  let database: TestDatabase;
  let server: StartedServer;
  let webDir: string;

  beforeAll(async () => {
    database = await kind.open();
    webDir = fakeCompressedBuild();
    server = await startServer({ database, env: { WEB_DIST_DIR: webDir } });
  });

  afterAll(async () => {
    await server?.close();
    await database?.dispose();
    if (webDir) rmSync(webDir, { recursive: true, force: true });
  });

  const get = (url: string, acceptEncoding: string | undefined, headers: Record<string, string> = {}) =>
    server.app.inject({
      method: 'GET',
      url,
      headers: { ...headers, ...(acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding }) },
    });

  describe.each(ASKS)('web app files, Accept-Encoding: $accepts', ({ accepts, expected }) => {
    it.each(Object.keys(FILES))(`/%s is sent as ${expected ?? 'the file itself'}`, async (name) => {
      const response = await get(`/${name}`, accepts);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe(expected);
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(decoded(response)).toBe(FILES[name]);
      // The type is the file's, not its compressed copy's.
      expect(response.headers['content-type']).toMatch(
        /^(text\/html|text\/javascript|application\/javascript|text\/css|image\/svg\+xml)/,
      );
    });

    it('a client-side route gets the app shell, compressed the same way and never cached', async () => {
      const response = await get('/dashboard', accepts, BROWSER_NAVIGATION);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe(expected);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(decoded(response)).toBe(FILES['index.html']);
    });
  });

  it('hashed assets are cached for good; the shell and unhashed files are revalidated', async () => {
    for (const [name, policy] of [
      ['assets/index-Ab12Cd34.js', 'public, max-age=31536000, immutable'],
      ['index.html', 'no-cache'],
      ['before-paint.js', 'no-cache'],
    ] as const) {
      const response = await get(`/${name}`, 'br');
      expect(response.headers['cache-control'], name).toBe(policy);
    }
    const settings = await get(StaticPaths.appSettings, 'br');
    expect(settings.headers['cache-control']).toMatch(/no-store/);
  });

  it("a first page gets the app shell that preloads that page's files, compressed and never cached", async () => {
    const registration = await get('/registration', 'br', BROWSER_NAVIGATION);
    expect(registration.headers['content-encoding']).toBe('br');
    expect(registration.headers['cache-control']).toBe('no-cache');
    expect(decoded(registration)).toBe(REGISTRATION_SHELL);
    // The login page goes prerendered, in the copy for this server's kind of deployment (the tests run as 'test':
    // the sandbox's, with its badge), compressed and revalidated like index.html.
    for (const url of ['/user-login', '/user-login/?reset=abc']) {
      for (const { accepts, expected } of ASKS) {
        const login = await get(url, accepts, BROWSER_NAVIGATION);
        expect(login.statusCode, url).toBe(200);
        expect(login.headers['content-encoding'], accepts).toBe(expected);
        expect(login.headers.vary).toMatch(/accept-encoding/i);
        expect(login.headers['content-type']).toMatch(/^text\/html/);
        expect(login.headers['cache-control']).toBe('no-cache');
        expect(login.headers['content-security-policy']).toMatch(/script-src 'self'[;]/);
        const html = decoded(login);
        expect(html).toBe(prerenderedLogin('sandbox'));
        expect(html).toContain('<label>E-mail address</label>');
      }
    }
    // Other pages, and a listed shell the build does not have, get index.html.
    for (const url of ['/about', '/gone']) {
      expect(decoded(await get(url, 'gzip', BROWSER_NAVIGATION)), url).toBe(FILES['index.html']);
    }
  });

  it('the compressed copies are not served under their own names', async () => {
    for (const name of ['assets/index-Ab12Cd34.js.br', 'assets/index-Ab12Cd34.js.gz', 'index.html.br']) {
      const response = await get(`/${name}`, 'br, gzip');
      expect(response.statusCode, name).toBe(404);
    }
  });

  describe('API answers', () => {
    it('a large JSON answer is compressed as the client accepts, and decodes to the same JSON', async () => {
      const openApi = await get('/api/docs/json', undefined);
      expect(openApi.statusCode).toBe(200);
      expect(openApi.rawPayload.length).toBeGreaterThan(COMPRESS_THRESHOLD_BYTES);
      for (const { accepts, onTheFly } of ASKS) {
        const response = await get('/api/docs/json', accepts);
        expect(response.headers['content-encoding'], accepts).toBe(onTheFly);
        if (onTheFly) expect(response.headers.vary, accepts).toMatch(/accept-encoding/i);
        expect(JSON.parse(decoded(response))).toEqual(JSON.parse(openApi.body));
      }
    });

    it('a small answer goes as it is, whatever the client accepts', async () => {
      const response = await get(StaticPaths.appSettings, 'br, gzip');
      expect(response.statusCode).toBe(200);
      expect(response.rawPayload.length).toBeLessThan(COMPRESS_THRESHOLD_BYTES);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.json()).toHaveProperty('clientId', APP_CLIENT_ID);
    });

    it('a compressed request body is still refused', async () => {
      const response = await server.app.inject({
        method: 'POST',
        url: '/api/ClientProfile/getClientBasicInfo',
        headers: { 'content-type': 'application/json', 'content-encoding': 'gzip', 'accept-encoding': 'br' },
        payload: gzipSync('{}'),
      });
      expect(response.statusCode).toBe(415);
    });
  });

  describe('identity answers', () => {
    it('the token set of a login is compressed as the client accepts, and decodes to a token set', async () => {
      for (const { accepts, onTheFly } of ASKS) {
        const response = await rawPost(
          `${server.baseUrl}${IdentityPaths.base}/token`,
          {
            'content-type': 'application/x-www-form-urlencoded',
            ...(accepts === undefined ? {} : { 'accept-encoding': accepts }),
          },
          new URLSearchParams({
            grant_type: 'password',
            client_id: APP_CLIENT_ID,
            username: 'demo@example.com',
            password: 'Demo@1234',
            scope: APP_SCOPES.join(' '),
          }).toString(),
        );
        expect(response.statusCode, accepts).toBe(200);
        expect(response.headers['content-encoding'], accepts).toBe(onTheFly);
        expect(response.headers.vary, accepts).toMatch(/accept-encoding/i);
        expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
        const tokens = JSON.parse(decoded(response)) as { access_token?: string; token_type?: string };
        expect(tokens.token_type).toBe('Bearer');
        expect(tokens.access_token).toEqual(expect.any(String));
      }
    });

    it('the identity server answers pass through the same rule: discovery, under a kilobyte, goes as it is', async () => {
      // Discovery lists only what works (ADR 0006): about 750 bytes, below the threshold, so not worth compressing;
      // the Vary header shows it went through the compression hook like every other answer.
      const response = await get(`${IdentityPaths.base}/.well-known/openid-configuration`, 'gzip');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.body.length).toBeLessThan(1024);
      expect(String(response.headers.vary)).toContain('Accept-Encoding');
      expect(JSON.parse(response.body)).toHaveProperty('token_endpoint');
    });
  });
});
