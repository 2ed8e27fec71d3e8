import { createServer, type Server, type Socket } from 'node:net';
import { messagesEn } from '@harta/contracts/messages';
import { ApiPaths } from '@harta/contracts/paths';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases, type TestDatabase } from './databases';
import { json, registrationAuth, uniqueEmail } from './helpers/registration';
import { startServer, type StartedServer } from './helpers/start-server';

/**
 * Issue 10 item 2: forgotPassword must not tell which e-mails have an account, by its answer or by its time.
 * Its time is measured in bench/ (login-timing.ts); here, the answer, and the structural cause of the time
 * difference: the known address's extra work (reset token, mail) must not hold the answer. The server's SMTP
 * server accepts connections and never speaks, so an answer that waited for the mail would never come.
 */

/** Per-response headers: the time, the request's id, and the rate limit's countdown. */
const HEADERS_THAT_DIFFER = new Set(['date', 'x-request-id', 'x-ratelimit-remaining', 'x-ratelimit-reset']);

describe.each(testDatabases())('forgotPassword answers every address alike ($name)', ({ open }) => {
  let database: TestDatabase;
  let server: StartedServer;
  let silentSmtp: Server;
  const sockets = new Set<Socket>();

  beforeAll(async () => {
    silentSmtp = createServer((socket) => {
      sockets.add(socket);
      socket.on('error', () => undefined);
    });
    await new Promise<void>((resolve) => silentSmtp.listen(0, '127.0.0.1', resolve));
    const { port } = silentSmtp.address() as { port: number };
    database = await open();
    server = await startServer({ database, env: { SMTP_URL: `smtp://127.0.0.1:${port}` } });
  });

  afterAll(async () => {
    // Let the mails that are still waiting for a greeting fail now, not at the transport's timeout.
    for (const socket of sockets) socket.destroy();
    silentSmtp?.close();
    await server?.close();
    await database?.dispose();
  });

  async function forgot(emailAddress: string) {
    const response = await server.fetch(ApiPaths.registration.forgotPassword, {
      ...json({ emailAddress }, registrationAuth(server)),
      signal: AbortSignal.timeout(5_000),
    });
    const headers = [...response.headers].filter(([name]) => !HEADERS_THAT_DIFFER.has(name));
    return { status: response.status, headers, body: await response.text() };
  }

  it('answers a known address as an unknown one, headers and bytes, without waiting for the mail', async () => {
    const unknown = await forgot(uniqueEmail('nobody'));
    expect(unknown.status).toBe(200);
    expect(JSON.parse(unknown.body)).toEqual({ result: { message: messagesEn['registration.forgotPasswordSent'] } });

    expect(await forgot('demo@example.com')).toEqual(unknown);
    // Within the cooldown (nothing new is sent) and in another spelling: still the same.
    expect(await forgot(' DEMO@example.com ')).toEqual(unknown);
    expect(await forgot(uniqueEmail('nobody'))).toEqual(unknown);
  });
});
