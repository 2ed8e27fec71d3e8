import { IdentityPaths } from '@harta/contracts/paths';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases, type TestDatabase } from './databases';
import { startServer, type StartedServer } from './helpers/start-server';

/**
 * The identity server believes X-Forwarded-Host/-Proto exactly when the API does (TRUST_PROXY): its discovery
 * document and the end-session form are built from the request's host, so a forged header from a client that
 * is not a trusted proxy must change nothing (issue 10 item 6).
 */

const FORGED = { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' };

async function discovery(server: StartedServer, headers: Record<string, string> = {}) {
  const response = await server.fetch(`${IdentityPaths.base}/.well-known/openid-configuration`, { headers });
  expect(response.status).toBe(200);
  return (await response.json()) as { token_endpoint: string; end_session_endpoint: string };
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

  it('ignores forged X-Forwarded-Host/-Proto when TRUST_PROXY is off', async () => {
    const honest = await discovery(direct);
    expect(honest.token_endpoint).toBe(`${direct.baseUrl}${IdentityPaths.base}/token`);
    expect(await discovery(direct, FORGED)).toEqual(honest);
    expect(await endSessionFormAction(direct, FORGED)).toBe(
      `${direct.baseUrl}${IdentityPaths.base}/session/end/confirm`,
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
