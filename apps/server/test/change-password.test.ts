import { errorBodySchema, profileUpdateResultSchema } from '@harta/contracts/errors';
import { messagesEn } from '@harta/contracts/messages';
import { messagesMs } from '@harta/contracts/messages-ms';
import { ApiPaths } from '@harta/contracts/paths';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../src/db/schema/audit';
import { mailOutbox } from '../src/db/schema/mail';
import { testDatabases } from './databases';
import { createTestClient, TEST_CLIENT_PASSWORD } from './helpers/registration-clients';
import { bearer, serverSuite } from './helpers/start-server';

/**
 * Changing the password while logged in (docs/account.md): the current password is checked (and counts toward
 * the lockout), the new one follows the strength rule, the other sessions end (or all of them with
 * updateClientPassword), the account is e-mailed and the change audited.
 */
const NEW_PASSWORD = 'N3w!Passw0rd';

describe.each(testDatabases())('changing the password on $name', (kind) => {
  const suite = serverSuite(kind.open);
  let n = 0;

  async function newClient() {
    n += 1;
    const client = await createTestClient(suite.database.db, {
      email: `change-${n}-${Date.now()}@example.test`,
      status: 'ACTIVE',
      currentStep: 10,
    });
    const tokens = await suite.server.login(client.email, TEST_CLIENT_PASSWORD);
    return { ...client, tokens };
  }

  const change = (url: string, token: string, body: Record<string, string>) =>
    suite.server.fetch(url, {
      method: 'POST',
      headers: { ...bearer(token), 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  const body = (currentPassword: string, newPassword = NEW_PASSWORD) => ({
    currentPassword,
    newPassword,
    confirmPassword: newPassword,
  });

  const basicInfo = (token: string) =>
    suite.server.fetch(ApiPaths.ClientProfile.getClientBasicInfo, { headers: bearer(token) });

  it('keeps this session, signs out the others, and the new password is the one that logs in', async () => {
    const client = await newClient();
    const otherDevice = await suite.server.login(client.email, TEST_CLIENT_PASSWORD);

    const response = await change(
      ApiPaths.clientProfile.changeUserPassword,
      client.tokens.access_token,
      body(TEST_CLIENT_PASSWORD),
    );
    expect(response.status).toBe(200);
    expect(profileUpdateResultSchema.parse(await response.json())).toEqual({ status: true, errorMessage: null });

    expect((await basicInfo(client.tokens.access_token)).status).toBe(200);
    await expect(suite.server.refresh(client.tokens.refresh_token!)).resolves.toHaveProperty('access_token');
    expect((await basicInfo(otherDevice.access_token)).status).toBe(401);
    await expect(suite.server.refresh(otherDevice.refresh_token!)).rejects.toThrow(/invalid_grant/);

    await expect(suite.server.login(client.email, TEST_CLIENT_PASSWORD)).rejects.toThrow(/invalid_grant/);
    await expect(suite.server.login(client.email, NEW_PASSWORD)).resolves.toHaveProperty('access_token');

    const [mail] = await suite.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, client.email));
    expect(mail?.subject).toBe(messagesEn['account.passwordChangedSubject']);
    expect(mail?.text).toContain('Every other device and browser');
    const audit = await suite.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subjectId, client.userId), eq(auditLog.action, 'account.passwordChanged')));
    expect(audit).toHaveLength(1);
  });

  it('updateClientPassword signs out every session, this one too', async () => {
    const client = await newClient();
    const response = await change(
      ApiPaths.clientProfile.updateClientPassword,
      client.tokens.access_token,
      body(TEST_CLIENT_PASSWORD),
    );
    expect(profileUpdateResultSchema.parse(await response.json())).toEqual({ status: true, errorMessage: null });
    expect((await basicInfo(client.tokens.access_token)).status).toBe(401);
    await expect(suite.server.refresh(client.tokens.refresh_token!)).rejects.toThrow(/invalid_grant/);
    await expect(suite.server.login(client.email, NEW_PASSWORD)).resolves.toHaveProperty('access_token');
  });

  it('refuses a wrong current password with a message, changes nothing, and counts it toward the lockout', async () => {
    const client = await newClient();
    const wrong = async () =>
      profileUpdateResultSchema.parse(
        await (
          await change(ApiPaths.clientProfile.changeUserPassword, client.tokens.access_token, body('Wrong!pass1'))
        ).json(),
      );
    const wrongPassword = {
      status: false,
      errorMessage: messagesEn['account.currentPasswordWrong'],
      field: 'currentPassword',
    };
    expect(await wrong()).toEqual(wrongPassword);
    expect(await wrong()).toEqual(wrongPassword);
    // The third wrong guess locks the account, as three wrong logins would.
    expect(await wrong()).toEqual({ status: false, errorMessage: messagesEn['auth.lockout'] });
    await expect(suite.server.login(client.email, TEST_CLIENT_PASSWORD)).rejects.toThrow(/account_locked/);
    // The right current password is refused too while locked: the lock holds for every way in.
    const locked = await change(
      ApiPaths.clientProfile.changeUserPassword,
      client.tokens.access_token,
      body(TEST_CLIENT_PASSWORD),
    );
    expect(profileUpdateResultSchema.parse(await locked.json())).toEqual({
      status: false,
      errorMessage: messagesEn['auth.lockout'],
    });
    const mails = await suite.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, client.email));
    expect(mails).toHaveLength(0);
  });

  it('answers a refusal in the language of the page that asked, naming the field it is about', async () => {
    const client = await newClient();
    const response = await suite.server.fetch(ApiPaths.clientProfile.changeUserPassword, {
      method: 'POST',
      headers: { ...bearer(client.tokens.access_token), 'content-type': 'application/json', 'accept-language': 'ms' },
      body: JSON.stringify(body('Wrong!pass1')),
    });
    expect(profileUpdateResultSchema.parse(await response.json())).toEqual({
      status: false,
      errorMessage: messagesMs['account.currentPasswordWrong'],
      field: 'currentPassword',
    });
    // An error body too: another client's id refused in Malay, its code unchanged.
    const refused = await suite.server.fetch(`${ApiPaths.ClientProfile.getClientBasicInfo}?clientId=999999`, {
      headers: { ...bearer(client.tokens.access_token), 'accept-language': 'ms-MY' },
    });
    expect(refused.status).toBe(403);
    expect(errorBodySchema.parse(await refused.json())).toMatchObject({
      result: messagesMs['api.notOwner'],
      code: 'NOT_OWNER',
    });
  });

  it('refuses a weak, mismatched or unchanged new password with 400 and the rule', async () => {
    const client = await newClient();
    const cases: [Record<string, string>, string][] = [
      [body(TEST_CLIENT_PASSWORD, 'weakpass'), 'newPassword'],
      [{ ...body(TEST_CLIENT_PASSWORD), confirmPassword: 'Other!Passw0rd' }, 'confirmPassword'],
      [body(TEST_CLIENT_PASSWORD, TEST_CLIENT_PASSWORD), 'newPassword'],
      [{ ...body(TEST_CLIENT_PASSWORD), currentPassword: '' }, 'currentPassword'],
    ];
    for (const [request, field] of cases) {
      const response = await change(ApiPaths.clientProfile.changeUserPassword, client.tokens.access_token, request);
      expect(response.status).toBe(400);
      const error = errorBodySchema.parse(await response.json());
      expect(error.issues?.map((issue) => issue.path)).toContain(field);
    }
    await expect(suite.server.login(client.email, TEST_CLIENT_PASSWORD)).resolves.toHaveProperty('access_token');
  });

  it('is for clients only: staff and anonymous callers are refused', async () => {
    const staff = await suite.server.login('staff@example.com', 'Staff@1234');
    expect(
      (await change(ApiPaths.clientProfile.changeUserPassword, staff.access_token, body('Staff@1234'))).status,
    ).toBe(403);
    const anonymous = await suite.server.fetch(ApiPaths.clientProfile.changeUserPassword, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body('x')),
    });
    expect(anonymous.status).toBe(401);
  });
});
