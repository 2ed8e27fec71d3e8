import { errorBodySchema, profileUpdateResultSchema } from '@harta/contracts/errors';
import { ApiPaths } from '@harta/contracts/paths';
import { noticesResponseSchema, type Notice } from '@harta/contracts/schemas/notices';
import { and, desc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { auditLog } from '../../src/db/schema/audit';
import type { TestDatabase } from '../databases';
import { createTestClient, fillRegistration, TEST_CLIENT_PASSWORD } from './registration-clients';
import { bearer, type StartedServer } from './start-server';

export interface ActiveClient {
  clientId: number;
  token: string;
}

/**
 * What the HTTP tests of one `serverSuite` share: approved clients with a complete registration, logged in; JSON
 * calls with a token; the caller's notices; the audit entries about a client. Read the suite lazily (its database
 * and server exist once its `beforeAll` has run).
 */
export function clientApi(suite: { readonly database: TestDatabase; readonly server: StartedServer }) {
  const json = (token: string, method: string, path: string, body?: unknown) =>
    suite.server.fetch(path, {
      method,
      headers: { ...bearer(token), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });

  return {
    json,

    /** An ACTIVE client with steps 4–9 on record, logged in (the e-mail must be unique to the test). */
    async activeClient(email: string): Promise<ActiveClient> {
      const created = await createTestClient(suite.database.db, { email, status: 'ACTIVE', currentStep: 10 });
      await fillRegistration(suite.database.db, created);
      const { access_token: token } = await suite.server.login(email, TEST_CLIENT_PASSWORD);
      return { clientId: created.clientId, token };
    },

    /** GET /api/notices for the token's client (200 expected). */
    async notices(token: string): Promise<Notice[]> {
      const response = await json(token, 'GET', ApiPaths.notices.list);
      expect(response.status).toBe(200);
      return noticesResponseSchema.parse(await response.json()).result;
    },

    /** The audit entries of an action about a client, newest first. */
    audits: (action: string, clientId: number) =>
      suite.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, action), eq(auditLog.subjectId, String(clientId))))
        .orderBy(desc(auditLog.id)),
  };
}

/** Expects an error answer with this status and code; answers its body. */
export async function expectError(response: Response, status: number, code: string) {
  expect(response.status).toBe(status);
  const body = errorBodySchema.parse(await response.json());
  expect(body.code).toBe(code);
  return body;
}

/** A JSON POST with the client's token. */
export const postJson = (server: StartedServer, token: string, path: string, body: unknown) =>
  server.fetch(path, {
    method: 'POST',
    headers: { ...bearer(token), 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

/** A my-profile call's answer: 200 with { status, errorMessage }, also for a rule the server refuses. */
export async function profileResult(response: Response) {
  expect(response.status).toBe(200);
  return profileUpdateResultSchema.parse(await response.json());
}
