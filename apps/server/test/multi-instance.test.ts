import { ApiPaths } from '@harta/contracts/paths';
import { clientBasicInfoResponseSchema } from '@harta/contracts/schemas/client';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clients } from '../src/db/schema/clients';
import { testDatabases, type TestDatabase } from './databases';
import { bearer, startServer, type StartedServer } from './helpers/start-server';

/**
 * GUIDE section 1: the same build runs as N stateless instances against one PostgreSQL database.
 * Two instances start together on a fresh database (both migrate, seed and create identity keys at once),
 * then a session started on one must keep working on the other. Runs only when TEST_DATABASE_URL is set.
 */

const postgres = testDatabases().find((kind) => kind.name === 'postgres');

describe.skipIf(!postgres)('two instances on one PostgreSQL database', () => {
  let database: TestDatabase;
  let a: StartedServer;
  let b: StartedServer;

  beforeAll(async () => {
    database = await postgres!.open();
    const second = await database.openAnother();
    // Concurrent start: the seed and the signing-key creation must tolerate a racing twin.
    [a, b] = await Promise.all([startServer({ database }), startServer({ database: second })]);
  });

  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
    await database?.dispose();
  });

  it('both answer health on the shared database', async () => {
    for (const server of [a, b])
      expect(await (await server.fetch(ApiPaths.health)).json()).toEqual({ result: { status: 'ok', db: 'postgres' } });
  });

  it('a token issued by A is accepted by B, and a refresh on B keeps the session going on A', async () => {
    const tokens = await a.login('demo@example.com', 'Demo@1234');
    const onB = await b.fetch(ApiPaths.ClientProfile.getClientBasicInfo, { headers: bearer(tokens.access_token) });
    expect(onB.status).toBe(200);
    expect(clientBasicInfoResponseSchema.parse(await onB.json()).result.emailAddress).toBe('demo@example.com');

    expect(tokens.refresh_token).toBeTruthy();
    const refreshed = await b.refresh(tokens.refresh_token!);
    expect(refreshed.access_token).not.toBe(tokens.access_token);
    const onA = await a.fetch(ApiPaths.registration.getClientLoginById, { headers: bearer(refreshed.access_token) });
    expect(onA.status).toBe(200);
  });

  it('a status change in the shared database gates both instances at once (no per-instance cache)', async () => {
    const { access_token } = await b.login('pending@example.com', 'Demo@1234');
    expect((await a.fetch(ApiPaths.ClientProfile.getClientBasicInfo, { headers: bearer(access_token) })).status).toBe(
      200,
    );
    await database.db.update(clients).set({ status: 'SUSPEND' }).where(eq(clients.emailAddress, 'pending@example.com'));
    expect((await a.fetch(ApiPaths.ClientProfile.getClientBasicInfo, { headers: bearer(access_token) })).status).toBe(
      403,
    );
    expect((await b.fetch(ApiPaths.ClientProfile.getClientBasicInfo, { headers: bearer(access_token) })).status).toBe(
      403,
    );
  });
});
