import { request } from 'node:http';
import { IdentityPaths } from '@harta/contracts/paths';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases, type TestDatabase } from './databases';
import { startServer, TEST_PUBLIC_URL, type StartedServer } from './helpers/start-server';

/**
 * The identity server's URLs (discovery, the end-session form) are built from PUBLIC_URL, so they always agree with
 * the issuer: neither the Host header nor X-Forwarded-Host/-Proto from a client changes them. Only a proxy trusted
 * under TRUST_PROXY may name another host (docs/security.md, "Logins and sessions").
 */

const FORGED = { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' };

async function discovery(server: StartedServer, headers: Record<string, string> = {}) {
  const response = await server.fetch(`${IdentityPaths.base}/.well-known/openid-configuration`, { headers });
  expect(response.status).toBe(200);
  return (await response.json()) as { token_endpoint: string; end_session_endpoint: string };
}

/** A GET with a Host header of our choosing (fetch does not let a caller set Host). */
function getWithHost(server: StartedServer, path: string, host: string): Promise<string> {
  const { port } = new URL(server.baseUrl);
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, headers: { host } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve(body));
    });
    req.on('error', reject);
    req.end();
  });
}

async function endSessionFormAction(server: StartedServer, headers: Record<string, string>) {
  const response = await server.fetch(`${IdentityPaths.base}/session/end`, { headers });
  return /action="([^"]+)"/.exec(await response.text())?.[1];
}

describe.each(testDatabases())('identity behind a proxy on $name', ({ open }) => {
  let database: TestDatabase;
  let direct: StartedServer;
  let proxied: StartedServer;

  beforeAll(async () => {
    database = await open();
    direct = await startServer({ database, seed: false });
    proxied = await startServer({ database, seed: false, env: { TRUST_PROXY: '127.0.0.1' } });
  });

  afterAll(async () => {
    await direct?.close();
    await proxied?.close();
    await database?.dispose();
  });

  it('builds discovery from PUBLIC_URL, whatever the Host header says, with or without TRUST_PROXY', async () => {
    for (const server of [direct, proxied]) {
      const honest = await discovery(server);
      expect(honest.token_endpoint).toBe(`${TEST_PUBLIC_URL}${IdentityPaths.base}/token`);
      for (const host of ['evil.example', 'evil.example:8443', `127.0.0.1:${new URL(server.baseUrl).port}`]) {
        const answer = await getWithHost(server, `${IdentityPaths.base}/.well-known/openid-configuration`, host);
        expect(JSON.parse(answer), host).toEqual(honest);
        const form = await getWithHost(server, `${IdentityPaths.base}/session/end`, host);
        expect(/action="([^"]+)"/.exec(form)?.[1], host).toBe(
          `${TEST_PUBLIC_URL}${IdentityPaths.base}/session/end/confirm`,
        );
      }
    }
  });

  it('ignores forged X-Forwarded-Host/-Proto when TRUST_PROXY is off', async () => {
    const honest = await discovery(direct);
    expect(await discovery(direct, FORGED)).toEqual(honest);
    expect(await endSessionFormAction(direct, FORGED)).toBe(
      `${TEST_PUBLIC_URL}${IdentityPaths.base}/session/end/confirm`,
    );
  });

  it('follows them from a trusted proxy, taking the entry the nearest proxy added as the API does', async () => {
    const { token_endpoint: tokenEndpoint } = await discovery(proxied, {
      'x-forwarded-host': 'spoofed.example, app.harta.example',
      'x-forwarded-proto': 'http, https',
    });
    expect(tokenEndpoint).toBe(`https://app.harta.example${IdentityPaths.base}/token`);
  });
});
