import { errorBodySchema } from '@harta/contracts/errors';
import { ApiPaths } from '@harta/contracts/paths';
import { accountLanguageResponseSchema, clientBasicInfoResponseSchema } from '@harta/contracts/schemas/client';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailOutbox } from '../src/db/schema/mail';
import { testDatabases } from './databases';
import { createTestClient, TEST_CLIENT_PASSWORD } from './helpers/registration-clients';
import { bearer, serverSuite } from './helpers/start-server';

/**
 * The account's language (issue #14): chosen in the app, stored on the client, and the e-mails follow it. A new
 * device adopts it from the basic profile.
 */
describe.each(testDatabases())('the account language on $name', (kind) => {
  const suite = serverSuite(kind.open);
  let n = 0;

  async function newClient() {
    n += 1;
    const client = await createTestClient(suite.database.db, {
      email: `language-${n}-${Date.now()}@example.test`,
      status: 'ACTIVE',
      currentStep: 10,
    });
    const tokens = await suite.server.login(client.email, TEST_CLIENT_PASSWORD);
    return { ...client, token: tokens.access_token };
  }

  const setLanguage = (token: string, body: unknown) =>
    suite.server.fetch(ApiPaths.ClientProfile.language, {
      method: 'PUT',
      headers: { ...bearer(token), 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  const basicInfo = async (token: string) =>
    clientBasicInfoResponseSchema.parse(
      await (await suite.server.fetch(ApiPaths.ClientProfile.getClientBasicInfo, { headers: bearer(token) })).json(),
    ).result;

  it('starts in English, stores Malay when chosen, and the next e-mail is written in Malay', async () => {
    const client = await newClient();
    expect((await basicInfo(client.token)).language).toBe('en');

    const response = await setLanguage(client.token, { language: 'ms' });
    expect(response.status).toBe(200);
    expect(accountLanguageResponseSchema.parse(await response.json()).result.language).toBe('ms');
    expect((await basicInfo(client.token)).language).toBe('ms');

    const changed = await suite.server.fetch(ApiPaths.clientProfile.changeUserPassword, {
      method: 'POST',
      headers: { ...bearer(client.token), 'content-type': 'application/json' },
      body: JSON.stringify({
        currentPassword: TEST_CLIENT_PASSWORD,
        newPassword: 'N3w!Passw0rd',
        confirmPassword: 'N3w!Passw0rd',
      }),
    });
    expect(changed.status).toBe(200);
    const [mail] = await suite.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, client.email));
    expect(mail?.subject).toBe('Kata laluan Harta anda telah ditukar');
    expect(mail?.text).toContain('(waktu Malaysia)');
  });

  it('refuses a language it does not offer with a clear 400, and needs a logged-in client', async () => {
    const client = await newClient();
    const refused = await setLanguage(client.token, { language: 'fr' });
    expect(refused.status).toBe(400);
    expect(errorBodySchema.parse(await refused.json()).code).toBe('VALIDATION_ERROR');
    expect((await basicInfo(client.token)).language).toBe('en');

    const anonymous = await suite.server.fetch(ApiPaths.ClientProfile.language, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ language: 'ms' }),
    });
    expect(anonymous.status).toBe(401);
  });
});
