import { errorBodySchema } from '@harta/contracts/errors';
import { messagesEn } from '@harta/contracts/messages';
import { ApiPaths } from '@harta/contracts/paths';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../src/db/schema/audit';
import { clients } from '../src/db/schema/clients';
import { users } from '../src/db/schema/identity';
import { mailOutbox, smsMessages } from '../src/db/schema/mail';
import { otpCodes } from '../src/db/schema/registration';
import { testDatabases, type TestDatabase } from './databases';
import { loggedInProfileClient, TEST_CLIENT_PASSWORD } from './helpers/registration-clients';
import { postJson, profileResult } from './helpers/client-api';
import { bearer, startServer, type StartedServer } from './helpers/start-server';

/**
 * Changing the login e-mail address from my-profile (docs/account.md "E-mail address"): the new address proves
 * itself with a code e-mailed to it, the change needs the step-up code texted to the number on record, the login
 * name and the client record change together, the old address is told, every other session ends, an address in
 * use is refused with registration's own fact and nothing more, another client's id is refused.
 */
describe.each(testDatabases())('e-mail address change on $name', (kind) => {
  let database: TestDatabase;
  let server: StartedServer;
  let seq = 0;
  const db = () => database.db;

  beforeAll(async () => {
    database = await kind.open();
    server = await startServer({ database });
  });
  afterAll(async () => {
    await server?.close();
    await database?.close();
  });

  function client(status = 'ACTIVE') {
    seq += 1;
    return loggedInProfileClient(db(), server, {
      email: `mailchange-${seq}-${kind.name}@example.com`,
      mobile: `+60125${String(400000 + seq)}`,
      status,
    });
  }
  type Client = Awaited<ReturnType<typeof client>>;

  const post = (token: string, path: string, body: unknown) => postJson(server, token, path, body);
  const result = profileResult;

  const lastCode = (text: string) => /(\d{6})/.exec(text)![1]!;

  /** Both codes: the step-up to the phone and the confirmation to the new address. */
  async function codes(c: Client, newAddress: string) {
    await db()
      .update(otpCodes)
      .set({ createdAt: new Date(Date.now() - 120_000) })
      .where(eq(otpCodes.clientId, c.clientId));
    expect(await result(await post(c.token, ApiPaths.clientProfile.sendStepUpOTP, { change: 'email' }))).toEqual({
      status: true,
      errorMessage: null,
    });
    const [sms] = await db()
      .select()
      .from(smsMessages)
      .where(eq(smsMessages.to, c.mobile))
      .orderBy(desc(smsMessages.id))
      .limit(1);
    expect(sms!.text).toContain('e-mail address');
    expect(
      await result(await post(c.token, ApiPaths.clientProfile.sendEmailOTP, { emailAddress: newAddress })),
    ).toEqual({ status: true, errorMessage: null });
    const [mail] = await mailsTo(newAddress.toLowerCase());
    expect(mail!.subject).toBe('Your code to confirm your new e-mail address');
    return { stepUpOtp: lastCode(sms!.text), otp: lastCode(mail!.text) };
  }

  const mailsTo = (to: string) =>
    db().select().from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(desc(mailOutbox.id));

  const basicInfo = (token: string) =>
    server.fetch(ApiPaths.ClientProfile.getClientBasicInfo, { headers: bearer(token) });

  it('changes the login and the record together, tells the old address and ends the other sessions', async () => {
    const c = await client();
    const otherDevice = await server.login(c.email, TEST_CLIENT_PASSWORD);
    const newAddress = `New-${seq}-${kind.name}@Example.com`;
    const lower = newAddress.toLowerCase();
    const body = { emailAddress: newAddress, ...(await codes(c, newAddress)) };
    expect(await result(await post(c.token, ApiPaths.clientProfile.updateEmailAddress, body))).toEqual({
      status: true,
      errorMessage: null,
    });
    const [row] = await db()
      .select({ record: clients.emailAddress, login: users.email })
      .from(clients)
      .innerJoin(users, eq(users.id, clients.userId))
      .where(eq(clients.clientId, c.clientId));
    expect(row).toEqual({ record: lower, login: lower });

    // The old address is told, the new one too.
    const [notice] = await mailsTo(c.email);
    expect(notice!.text).toContain(`from ${c.email} to ${lower}`);
    expect(notice!.text).toContain('If you did not ask for this');
    expect((await mailsTo(lower))[0]!.subject).toBe('Your e-mail address was changed');

    // This session stays; the other device is signed out; the new address logs in, the old one no longer.
    expect((await basicInfo(c.token)).status).toBe(200);
    expect((await basicInfo(otherDevice.access_token)).status).toBe(401);
    await expect(server.refresh(otherDevice.refresh_token!)).rejects.toThrow(/invalid_grant/);
    await expect(server.login(lower, TEST_CLIENT_PASSWORD)).resolves.toHaveProperty('access_token');
    await expect(server.login(c.email, TEST_CLIENT_PASSWORD)).rejects.toThrow();

    const [entry] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subjectId, String(c.clientId)), eq(auditLog.action, 'profile.update.email')));
    expect(entry!.details).toEqual({
      before: { emailAddress: c.email, loginName: c.email },
      after: { emailAddress: lower, loginName: lower },
    });

    // The codes were used.
    expect((await result(await post(c.token, ApiPaths.clientProfile.updateEmailAddress, body))).status).toBe(false);
  });

  it('refuses an address in use, the own address, wrong codes and a client not yet approved', async () => {
    const c = await client();
    const other = await client();
    const taken = await post(c.token, ApiPaths.clientProfile.sendEmailOTP, { emailAddress: other.email.toUpperCase() });
    expect(await result(taken)).toEqual({ status: false, errorMessage: messagesEn['profile.emailTaken'] });
    // Staff logins are accounts too.
    const staff = await post(c.token, ApiPaths.clientProfile.sendEmailOTP, { emailAddress: 'staff@example.com' });
    expect((await result(staff)).errorMessage).toBe(messagesEn['profile.emailTaken']);
    const own = await post(c.token, ApiPaths.clientProfile.sendEmailOTP, { emailAddress: c.email });
    expect((await result(own)).errorMessage).toBe(messagesEn['profile.sameEmail']);

    const bad = await post(c.token, ApiPaths.clientProfile.sendEmailOTP, { emailAddress: 'not-an-address' });
    expect(bad.status).toBe(400);

    const newAddress = `fresh-${seq}-${kind.name}@example.com`;
    const good = await codes(c, newAddress);
    const wrongStepUp = {
      emailAddress: newAddress,
      otp: good.otp,
      stepUpOtp: good.stepUpOtp === '000000' ? '111111' : '000000',
    };
    expect(await result(await post(c.token, ApiPaths.clientProfile.updateEmailAddress, wrongStepUp))).toEqual({
      status: false,
      errorMessage: messagesEn['otp.invalid'],
      errorCode: 'OTP_INVALID',
      field: 'stepUpOtp',
    });
    // The e-mailed code confirms that address only.
    const otherAddress = { ...good, emailAddress: `else-${seq}@example.com` };
    expect((await result(await post(c.token, ApiPaths.clientProfile.updateEmailAddress, otherAddress))).status).toBe(
      false,
    );
    // Taken between the code and the change: refused, nothing changes, the codes stay usable.
    await db().update(users).set({ email: newAddress }).where(eq(users.id, other.userId));
    const raced = await post(c.token, ApiPaths.clientProfile.updateEmailAddress, { emailAddress: newAddress, ...good });
    expect(await result(raced)).toEqual({ status: false, errorMessage: messagesEn['profile.emailTaken'] });
    const [row] = await db().select().from(users).where(eq(users.id, c.userId));
    expect(row!.email).toBe(c.email);

    const pending = await client('PENDING');
    const refused = await post(pending.token, ApiPaths.clientProfile.sendEmailOTP, { emailAddress: 'p@example.com' });
    expect(await result(refused)).toEqual({ status: false, errorMessage: messagesEn['profile.notActive'] });
  });

  it("refuses another client's id (403) and changes nothing", async () => {
    const c = await client();
    const other = await client();
    for (const [path, body] of [
      [ApiPaths.clientProfile.sendEmailOTP, { emailAddress: 'x@example.com' }],
      [
        ApiPaths.clientProfile.updateEmailAddress,
        { emailAddress: 'x@example.com', otp: '123456', stepUpOtp: '123456' },
      ],
    ] as const) {
      const response = await post(c.token, path, { ...body, clientId: other.clientId });
      expect(response.status, path).toBe(403);
      expect(errorBodySchema.parse(await response.json()).code).toBe('NOT_OWNER');
    }
    const [row] = await db().select().from(users).where(eq(users.id, other.userId));
    expect(row!.email).toBe(other.email);
  });
});
