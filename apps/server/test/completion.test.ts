import { errorBodySchema } from '@harta/contracts/errors';
import { ApiPaths } from '@harta/contracts/paths';
import { clientLoginSummaryResponseSchema } from '@harta/contracts/schemas/client';
import {
  activateClientResponseSchema,
  completeRegistrationResponseSchema,
} from '@harta/contracts/schemas/registration-completion';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../src/db/schema/audit';
import { mailOutbox } from '../src/db/schema/mail';
import { testDatabases } from './databases';
import { createTestClient, fillRegistration, TEST_CLIENT_PASSWORD } from './helpers/registration-clients';
import { bearer, serverSuite } from './helpers/start-server';

/** Step 10 (completeRegistration) and the first login after approval (activateClient). */

describe.each(testDatabases())('completion on $name', (kind) => {
  const suite = serverSuite(kind.open);
  let seq = 0;

  async function newClient(status = 'DRAFT') {
    seq += 1;
    const email = `complete${seq}@example.com`;
    const c = await createTestClient(suite.database.db, { email, currentStep: 10, status });
    return { ...c, token: (await suite.server.login(email, TEST_CLIENT_PASSWORD)).access_token };
  }

  const complete = (token: string, body: unknown = { declarationsAccepted: true }) =>
    suite.server.fetch(ApiPaths.registration.completeRegistration, {
      method: 'POST',
      headers: { ...bearer(token), 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  it('answers 409 naming every unfinished step', async () => {
    const c = await newClient();
    await fillRegistration(suite.database.db, c, { skip: ['identity', 'financial', 'investment-profile'] });
    const response = await complete(c.token);
    expect(response.status).toBe(409);
    const body = errorBodySchema.parse(await response.json());
    expect(body.code).toBe('REGISTRATION_INCOMPLETE');
    expect(body.result).toBe('Please complete these steps first: identity, financial, investment-profile.');
    expect(body.issues?.map((i) => i.path)).toEqual(['identity', 'financial', 'investment-profile']);
  });

  it('requires the declarations (400)', async () => {
    const c = await newClient();
    expect((await complete(c.token, {})).status).toBe(400);
    expect((await complete(c.token, { declarationsAccepted: false })).status).toBe(400);
  });

  it('submits a complete application: PENDING, confirmation e-mail, audit entry; then frozen', async () => {
    const c = await newClient();
    await fillRegistration(suite.database.db, c);
    const response = await complete(c.token);
    expect(response.status).toBe(200);
    expect(completeRegistrationResponseSchema.parse(await response.json()).result).toMatchObject({
      status: 'PENDING',
      currentStep: 10,
    });
    const summary = clientLoginSummaryResponseSchema.parse(
      await (await suite.server.fetch(ApiPaths.registration.getClientLoginById, { headers: bearer(c.token) })).json(),
    ).result;
    expect(summary.status).toBe('PENDING');

    const mail = await suite.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, c.email));
    expect(mail).toHaveLength(1);
    expect(mail[0]!.subject).toMatch(/received your Harta application/);

    const audit = await suite.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'registration.submit'), eq(auditLog.subjectId, String(c.clientId))));
    expect(audit).toHaveLength(1);
    expect(audit[0]!.actor).toBe(c.userId);

    const again = await complete(c.token);
    expect(again.status).toBe(409);
    expect(errorBodySchema.parse(await again.json()).code).toBe('NOT_DRAFT');
  });

  it('activateClient: welcome once for an approved client, never for a pending one', async () => {
    const pending = await newClient('PENDING');
    const get = async (token: string) =>
      activateClientResponseSchema.parse(
        await (await suite.server.fetch(ApiPaths.clientProfile.activateClient, { headers: bearer(token) })).json(),
      ).result;
    expect(await get(pending.token)).toMatchObject({ status: 'PENDING', activated: false, showWelcome: false });

    const active = await newClient('ACTIVE');
    const first = await get(active.token);
    expect(first).toMatchObject({ status: 'ACTIVE', activated: true, showWelcome: true });
    expect(first.activatedAt).not.toBeNull();
    const second = await get(active.token);
    expect(second).toMatchObject({ activated: true, showWelcome: false, activatedAt: first.activatedAt });
  });
});
