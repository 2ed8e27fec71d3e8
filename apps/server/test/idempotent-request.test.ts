import { errorBodySchema } from '@harta/contracts/errors';
import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Db } from '../src/db/connection';
import { clients } from '../src/db/schema/clients';
import { portfolios } from '../src/db/schema/portfolios';
import { clientTransactions } from '../src/db/schema/transactions';
import { runIdempotent, sendIdempotent } from '../src/modules/idempotency/idempotent-request';
import { recordTransaction, updateTransactions } from '../src/modules/transactions/transaction-log';
import { requireClient } from '../src/plugins/auth/caller';
import { AppError } from '../src/plugins/errors/app-error';
import { testDatabases, type TestDatabase } from './databases';
import { bearer, startServer, type StartedServer } from './helpers/start-server';

/**
 * A money-moving POST runs once per (caller, Idempotency-Key): retries and concurrent duplicates get the first
 * answer and move nothing again; the same key with other details is refused; a failed attempt leaves nothing
 * behind. The probe route records a client transaction on the handler's transaction, as the real flows do.
 */
const PATH = '/api/test/idempotent-deposit';

function probe(db: Db): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      PATH,
      {
        config: { auth: 'client' },
        schema: { body: z.object({ amountSen: z.string(), refuse: z.boolean().optional() }) },
      },
      async (request, reply) => {
        const client = requireClient(request);
        const answer = await runIdempotent(db, request, async (tx) => {
          const [portfolio] = await tx
            .select()
            .from(portfolios)
            .where(and(eq(portfolios.clientId, client.clientId), eq(portfolios.goalName, 'Idempotency probe')));
          const row = await recordTransaction(tx, {
            clientId: client.clientId,
            portfolioId: portfolio!.id,
            type: 'DEPOSIT',
            status: 'PENDING',
            amountSen: BigInt(request.body.amountSen),
            sourceType: 'probe',
            sourceId: crypto.randomUUID(),
          });
          // A refusal after the handler wrote: the write must not survive.
          if (request.body.refuse) throw new AppError(422, 'PROBE_REFUSED', 'Refused after writing.');
          return { statusCode: 201, body: { transactionId: row.guid } };
        });
        return sendIdempotent(reply, answer);
      },
    );
  };
}

describe.each(testDatabases())('idempotent money requests on $name', (kind) => {
  let database: TestDatabase;
  let server: StartedServer;
  let demoToken: string;
  let otherToken: string;
  const portfolioOf: Record<string, number> = {};

  beforeAll(async () => {
    database = await kind.open();
    server = await startServer({ database, extraRoutes: [async (app) => app.register(probe(database.db))] });
    for (const email of ['demo@example.com', 'pending@example.com']) {
      const [client] = await database.db.select().from(clients).where(eq(clients.emailAddress, email));
      const [portfolio] = await database.db
        .insert(portfolios)
        .values({ clientId: client!.clientId, goalName: 'Idempotency probe', riskLevel: 3 })
        .returning();
      portfolioOf[email] = portfolio!.id;
    }
    demoToken = (await server.login('demo@example.com', 'Demo@1234')).access_token;
    otherToken = (await server.login('pending@example.com', 'Demo@1234')).access_token;
  });

  afterAll(async () => {
    await server?.close();
    await database?.dispose();
  });

  const post = (token: string, key: string | undefined, body: unknown) =>
    server.fetch(PATH, {
      method: 'POST',
      headers: { ...bearer(token), 'content-type': 'application/json', ...(key ? { 'idempotency-key': key } : {}) },
      body: JSON.stringify(body),
    });

  const answerSchema = z.object({ transactionId: z.string().uuid() });
  const answerOf = async (response: Response) => answerSchema.parse(await response.json());

  const rowsOf = (email: string) =>
    database.db.select().from(clientTransactions).where(eq(clientTransactions.portfolioId, portfolioOf[email]!));

  it('refuses a money request without a usable Idempotency-Key, moving nothing', async () => {
    const before = (await rowsOf('demo@example.com')).length;
    for (const key of [undefined, 'has space', 'x'.repeat(256)]) {
      const response = await post(demoToken, key, { amountSen: '100' });
      expect(response.status).toBe(400);
      expect(errorBodySchema.parse(await response.json()).result).toContain('Idempotency-Key');
    }
    expect(await rowsOf('demo@example.com')).toHaveLength(before);
  });

  it('answers a retry with the first answer and records the movement once', async () => {
    const key = crypto.randomUUID();
    const first = await post(demoToken, key, { amountSen: '5000' });
    expect(first.status).toBe(201);
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    const firstBody = await answerOf(first);

    const retry = await post(demoToken, key, { amountSen: '5000' });
    expect(retry.status).toBe(201);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect(await answerOf(retry)).toEqual(firstBody);

    const rows = (await rowsOf('demo@example.com')).filter((r) => r.guid === firstBody.transactionId);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.amountSen).toBe(5000n);
  });

  it('refuses the same key with other details (422) and moves nothing', async () => {
    const key = crypto.randomUUID();
    expect((await post(demoToken, key, { amountSen: '700' })).status).toBe(201);
    const before = (await rowsOf('demo@example.com')).length;
    const response = await post(demoToken, key, { amountSen: '70000' });
    expect(response.status).toBe(422);
    expect(errorBodySchema.parse(await response.json()).code).toBe('IDEMPOTENCY_CONFLICT');
    expect(await rowsOf('demo@example.com')).toHaveLength(before);
  });

  it('runs concurrent duplicates once: every one gets the same answer', async () => {
    const key = crypto.randomUUID();
    const before = (await rowsOf('demo@example.com')).length;
    const responses = await Promise.all(Array.from({ length: 8 }, () => post(demoToken, key, { amountSen: '123' })));
    const bodies = await Promise.all(responses.map(answerOf));
    expect(responses.map((r) => r.status)).toEqual(Array(8).fill(201));
    expect(new Set(bodies.map((b) => b.transactionId)).size).toBe(1);
    expect(await rowsOf('demo@example.com')).toHaveLength(before + 1);
  });

  it('keeps nothing of a refused attempt, so the same key can be used again', async () => {
    const key = crypto.randomUUID();
    const before = (await rowsOf('demo@example.com')).length;
    const refused = await post(demoToken, key, { amountSen: '900', refuse: true });
    expect(refused.status).toBe(422);
    expect(await rowsOf('demo@example.com')).toHaveLength(before);
    // The stored request hash is gone too: another body with the same key now runs.
    expect((await post(demoToken, key, { amountSen: '900' })).status).toBe(201);
    expect(await rowsOf('demo@example.com')).toHaveLength(before + 1);
  });

  it('keeps keys per caller: another client reusing a key gets its own movement, never the first answer', async () => {
    const key = crypto.randomUUID();
    const mine = await answerOf(await post(demoToken, key, { amountSen: '100' }));
    const response = await post(otherToken, key, { amountSen: '100' });
    expect(response.status).toBe(201);
    expect(response.headers.get('idempotent-replayed')).toBeNull();
    const theirs = await answerOf(response);
    expect(theirs.transactionId).not.toBe(mine.transactionId);
    const [row] = (await rowsOf('pending@example.com')).filter((r) => r.guid === theirs.transactionId);
    expect(row?.portfolioId).toBe(portfolioOf['pending@example.com']);
  });

  it('never moves a transaction out of a final status', async () => {
    const source = { sourceType: 'probe-final', sourceId: crypto.randomUUID() };
    const base = {
      ...source,
      clientId: (await rowsOf('demo@example.com'))[0]!.clientId,
      portfolioId: portfolioOf['demo@example.com']!,
      type: 'WITHDRAWAL' as const,
      amountSen: 100n,
    };
    const first = await recordTransaction(database.db, { ...base, status: 'PENDING' });
    // Recording the same step again returns the first row unchanged.
    expect((await recordTransaction(database.db, { ...base, status: 'PROCESSING', amountSen: 5n })).id).toBe(first.id);

    expect(await updateTransactions(database.db, source, { status: 'COMPLETED' })).toBe(1);
    expect(await updateTransactions(database.db, source, { status: 'FAILED' })).toBe(0);
    const [row] = await database.db.select().from(clientTransactions).where(eq(clientTransactions.id, first.id));
    expect(row).toMatchObject({ status: 'COMPLETED', amountSen: 100n });
    expect(row!.completedAt).toBeInstanceOf(Date);
  });
});
