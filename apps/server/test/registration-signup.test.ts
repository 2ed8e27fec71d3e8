import { errorBodySchema } from '@harta/contracts/errors';
import { messagesEn } from '@harta/contracts/messages';
import { ApiPaths } from '@harta/contracts/paths';
import { acknowledgedResponseSchema } from '@harta/contracts/schemas/registration-common';
import {
  confirmEmailCheckResponseSchema,
  confirmEmailResponseSchema,
  saveClientPasswordResponseSchema,
  saveClientResponseSchema,
} from '@harta/contracts/schemas/registration-signup';
import { clientLoginSummaryResponseSchema } from '@harta/contracts/schemas/client';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clients } from '../src/db/schema/clients';
import { users } from '../src/db/schema/identity';
import { lockoutStateOf } from '../src/identity/lockout';
import { clientSignups, registrationTokens } from '../src/db/schema/registration';
import { hashToken } from '../src/modules/registration/shared/link-tokens';
import { testDatabases, type TestDatabase } from './databases';
import {
  json,
  mailbox,
  PASSWORD,
  registerThroughPassword,
  registrationAuth,
  signupBody,
  tokenFromMailbox,
  uniqueEmail,
} from './helpers/registration';
import { bearer, startServer, type StartedServer } from './helpers/start-server';

/** Steps 1–3 (sign-up, e-mail confirmation, password) and forgot password, over HTTP. */
describe.each(testDatabases())('registration steps 1–3 and forgot password on $name', (kind) => {
  let database: TestDatabase;
  let server: StartedServer;
  let auth: Record<string, string>;

  beforeAll(async () => {
    database = await kind.open();
    server = await startServer({ database });
    auth = registrationAuth(server);
  });

  afterAll(async () => {
    await server?.close();
    await database?.dispose();
  });

  const post = (path: string, body: unknown, headers = auth) => server.fetch(path, json(body, headers));

  async function expectError(response: Response, status: number, code: string, result?: string) {
    const body = errorBodySchema.parse(await response.json());
    expect(response.status, JSON.stringify(body)).toBe(status);
    expect(body.code).toBe(code);
    if (result) expect(body.result).toBe(result);
    return body;
  }

  /** Step 1 → the confirmation token from the mailbox. */
  async function signUp(overrides = {}) {
    const body = signupBody(overrides);
    const response = await post(ApiPaths.registration.saveClient, body);
    expect(response.status).toBe(200);
    return { body, token: await tokenFromMailbox(server, body.emailAddress, 'confirm') };
  }

  describe('POST saveClient (step 1)', () => {
    it('creates the login without a password and a DRAFT client on step 2, and e-mails the link', async () => {
      const body = signupBody({ emailAddress: uniqueEmail('Mixed.Case').toUpperCase(), isMobileRegistration: true });
      const response = await post(ApiPaths.registration.saveClient, body);
      expect(response.status).toBe(200);
      const email = body.emailAddress.toLowerCase();
      expect(saveClientResponseSchema.parse(await response.json()).result).toEqual({
        emailAddress: email,
        currentStep: 2,
        message: messagesEn['registration.confirmationSent'],
      });

      const [row] = await database.db
        .select()
        .from(users)
        .innerJoin(clients, eq(clients.userId, users.id))
        .where(eq(users.email, email));
      expect(row!.users.passwordHash).toBeNull();
      expect(row!.users.roles).toEqual(['c']);
      expect(row!.clients).toMatchObject({
        status: 'DRAFT',
        currentStep: 2,
        givenName: 'Daniel',
        mobileNumber: '+60123456789',
        isMobileRegistration: true,
      });
      const [signup] = await database.db
        .select()
        .from(clientSignups)
        .where(eq(clientSignups.clientId, row!.clients.clientId));
      expect(signup!.referralCode).toBe('FRIEND2026');

      const [message] = await mailbox(server, email);
      expect(message!.subject).toBe('Confirm your e-mail address');
      expect(message!.text).toMatch(new RegExp(`${server.config.publicUrl}/registration\\?confirm=[A-Za-z0-9_-]{43}`));
      // Only the hash is stored.
      const token = await tokenFromMailbox(server, email, 'confirm');
      const stored = await database.db
        .select()
        .from(registrationTokens)
        .where(eq(registrationTokens.tokenHash, hashToken(token)));
      expect(stored).toHaveLength(1);
    });

    it('answers 409 EMAIL_TAKEN for an account, whatever its case; a sign-up waiting for confirmation resumes', async () => {
      const response = await post(ApiPaths.registration.saveClient, signupBody({ emailAddress: 'DEMO@example.com' }));
      await expectError(response, 409, 'EMAIL_TAKEN', messagesEn['registration.emailTaken']);

      const { body } = await signUp();
      const again = await post(ApiPaths.registration.saveClient, signupBody({ emailAddress: body.emailAddress }));
      expect(again.status).toBe(200);
      expect(saveClientResponseSchema.parse(await again.json()).result.message).toBe(
        messagesEn['registration.signupResumed'],
      );
      // Within the minute after the first link no second one is sent.
      expect(await mailbox(server, body.emailAddress)).toHaveLength(1);
    });

    it('refuses invalid fields with 400 and an issue per field', async () => {
      const response = await post(ApiPaths.registration.saveClient, {
        emailAddress: 'not-an-email',
        givenName: 'R2-D2 <script>',
        mobileNumber: '+6591234567',
        referralCode: 'x',
        acceptTerms: false,
        acceptPrivacy: true,
      });
      const body = await expectError(response, 400, 'VALIDATION_ERROR');
      const paths = Object.fromEntries(body.issues!.map((i) => [i.path, i.message]));
      expect(paths).toMatchObject({
        emailAddress: 'validation.email',
        givenName: 'validation.givenName',
        mobileNumber: 'validation.mobileNumber',
        referralCode: 'validation.referralCode',
        acceptTerms: 'validation.mustAccept',
      });
    });

    it('needs the registration basic-auth pair', async () => {
      const response = await post(ApiPaths.registration.saveClient, signupBody(), {
        authorization: `Basic ${Buffer.from('harta-registration:wrong').toString('base64')}`,
      });
      await expectError(response, 401, 'UNAUTHORIZED');
      expect((await server.fetch(ApiPaths.registration.saveClient, json(signupBody()))).status).toBe(401);
    });
  });

  describe('step 2: confirm e-mail', () => {
    it('checks, confirms once and returns a set-up token; the link cannot be replayed', async () => {
      const { body, token } = await signUp();
      const check = await server.fetch(ApiPaths.registration.confirmEmailCheck(token), { headers: auth });
      expect(check.status).toBe(200);
      const checked = confirmEmailCheckResponseSchema.parse(await check.json()).result;
      expect(checked.state).toBe('VALID');
      expect(checked.emailAddress).toMatch(/^c\*+@example\.com$/);

      const confirm = await post(ApiPaths.registration.confirmEmail, { token });
      expect(confirm.status).toBe(200);
      const confirmed = confirmEmailResponseSchema.parse(await confirm.json()).result;
      expect(confirmed).toMatchObject({
        emailAddress: body.emailAddress,
        currentStep: 3,
        setupTokenExpiresInSeconds: 1800,
      });

      await expectError(await post(ApiPaths.registration.confirmEmail, { token }), 400, 'TOKEN_USED');
      const after = await server.fetch(ApiPaths.registration.confirmEmailCheck(token), { headers: auth });
      expect(confirmEmailCheckResponseSchema.parse(await after.json()).result).toEqual({
        state: 'USED',
        emailAddress: null,
      });
    });

    it('refuses unknown and expired tokens', async () => {
      const unknown = 'x'.repeat(43);
      await expectError(await post(ApiPaths.registration.confirmEmail, { token: unknown }), 400, 'TOKEN_INVALID');
      const check = await server.fetch(ApiPaths.registration.confirmEmailCheck(unknown), { headers: auth });
      expect(confirmEmailCheckResponseSchema.parse(await check.json()).result.state).toBe('INVALID');

      const { token } = await signUp();
      await database.db
        .update(registrationTokens)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(registrationTokens.tokenHash, hashToken(token)));
      const expiredCheck = await server.fetch(ApiPaths.registration.confirmEmailCheck(token), { headers: auth });
      expect(confirmEmailCheckResponseSchema.parse(await expiredCheck.json()).result.state).toBe('EXPIRED');
      await expectError(await post(ApiPaths.registration.confirmEmail, { token }), 400, 'TOKEN_EXPIRED');
    });

    it('resends with a cooldown that says how long to wait; unknown addresses get the usual answer', async () => {
      const { body, token: first } = await signUp();
      const expected = { result: { message: messagesEn['registration.resendSent'] } };

      // Within the cooldown of the sign-up e-mail: 429 with the wait, nothing new sent.
      const early = await post(ApiPaths.registration.resendConfirmationEmail, { emailAddress: body.emailAddress });
      await expectError(early, 429, 'LINK_COOLDOWN');
      expect(Number(early.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(await mailbox(server, body.emailAddress)).toHaveLength(1);

      const unknown = await post(ApiPaths.registration.resendConfirmationEmail, {
        emailAddress: uniqueEmail('nobody'),
      });
      expect(unknown.status).toBe(200);
      expect(await unknown.json()).toEqual(expected);

      // After the cooldown a new link goes out and the old one stops working.
      await database.db
        .update(registrationTokens)
        .set({ createdAt: sql`now() - interval '2 minutes'` })
        .where(eq(registrationTokens.tokenHash, hashToken(first)));
      const later = await post(ApiPaths.registration.resendConfirmationEmail, { emailAddress: body.emailAddress });
      expect(await later.json()).toEqual(expected);
      expect(await mailbox(server, body.emailAddress)).toHaveLength(2);
      const second = await tokenFromMailbox(server, body.emailAddress, 'confirm');
      expect(second).not.toBe(first);
      await expectError(await post(ApiPaths.registration.confirmEmail, { token: first }), 400, 'TOKEN_USED');
      expect((await post(ApiPaths.registration.confirmEmail, { token: second })).status).toBe(200);

      // An account with a password gets nothing.
      const active = await post(ApiPaths.registration.resendConfirmationEmail, { emailAddress: 'demo@example.com' });
      expect(await active.json()).toEqual(expected);
      expect(await mailbox(server, 'demo@example.com')).toHaveLength(0);
    });
  });

  describe('POST saveClientPassword (step 3)', () => {
    it('sets the password once; the client logs in as DRAFT on step 4', async () => {
      const { body, token } = await signUp();
      const { result } = confirmEmailResponseSchema.parse(
        await (await post(ApiPaths.registration.confirmEmail, { token })).json(),
      );

      const weak = await post(ApiPaths.registration.saveClientPassword, {
        setupToken: result.setupToken,
        password: 'password',
        confirmPassword: 'different',
      });
      const issues = (await expectError(weak, 400, 'VALIDATION_ERROR')).issues!;
      expect(issues.map((i) => [i.path, i.message])).toEqual(
        expect.arrayContaining([
          ['password', 'validation.passwordWeak'],
          ['confirmPassword', 'validation.confirmMismatch'],
        ]),
      );

      const ok = await post(ApiPaths.registration.saveClientPassword, {
        setupToken: result.setupToken,
        password: PASSWORD,
        confirmPassword: PASSWORD,
      });
      expect(ok.status).toBe(200);
      expect(saveClientPasswordResponseSchema.parse(await ok.json()).result).toEqual({
        emailAddress: body.emailAddress,
        currentStep: 4,
      });

      const replay = await post(ApiPaths.registration.saveClientPassword, {
        setupToken: result.setupToken,
        password: 'Other@12345',
        confirmPassword: 'Other@12345',
      });
      await expectError(replay, 400, 'TOKEN_INVALID', messagesEn['registration.setupTokenInvalid']);

      const tokens = await server.login(body.emailAddress, PASSWORD);
      const summary = await server.fetch(ApiPaths.registration.getClientLoginById, {
        headers: bearer(tokens.access_token),
      });
      expect(clientLoginSummaryResponseSchema.parse(await summary.json()).result).toMatchObject({
        status: 'DRAFT',
        currentStep: 4,
      });
    });
  });

  describe('forgot password', () => {
    it('answers the same for unknown addresses and sends nothing', async () => {
      const email = uniqueEmail('ghost');
      const response = await post(ApiPaths.registration.forgotPassword, { emailAddress: email });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ result: { message: messagesEn['registration.forgotPasswordSent'] } });
      expect(await mailbox(server, email)).toHaveLength(0);
    });

    it('resets once: ends the lockout and revokes refresh tokens', async () => {
      const email = await registerThroughPassword(server);
      const session = await server.login(email, PASSWORD);
      expect(session.refresh_token).toBeTruthy();

      // Lock the account with three wrong passwords.
      for (let i = 0; i < 3; i += 1) await expect(server.login(email, 'Wrong@1234')).rejects.toThrow();
      await expect(server.login(email, PASSWORD)).rejects.toThrow();

      const forgot = await post(ApiPaths.registration.forgotPassword, { emailAddress: email.toUpperCase() });
      expect(await forgot.json()).toEqual({ result: { message: messagesEn['registration.forgotPasswordSent'] } });
      const token = await tokenFromMailbox(server, email, 'reset');
      const [message] = await mailbox(server, email);
      expect(message!.text).toContain(`${server.config.publicUrl}/user-login?reset=`);

      // Within the cooldown no second link is sent.
      await post(ApiPaths.registration.forgotPassword, { emailAddress: email });
      expect((await mailbox(server, email)).filter((m) => m.subject === 'Reset your password')).toHaveLength(1);

      const weak = await post(ApiPaths.registration.resetPassword, {
        token,
        password: 'short',
        confirmPassword: 'short',
      });
      await expectError(weak, 400, 'VALIDATION_ERROR');

      const newPassword = 'Brand@New2026';
      const reset = await post(ApiPaths.registration.resetPassword, {
        token,
        password: newPassword,
        confirmPassword: newPassword,
      });
      expect(reset.status).toBe(200);
      expect(acknowledgedResponseSchema.parse(await reset.json()).result.message).toBe(
        messagesEn['registration.passwordReset'],
      );

      await expect(server.refresh(session.refresh_token!)).rejects.toThrow();
      expect(await lockoutStateOf(database.db, email)).toEqual({ failedLoginCount: 0, lockedUntil: null });
      await expect(server.login(email, PASSWORD)).rejects.toThrow();
      const fresh = await server.login(email, newPassword);
      expect(fresh.access_token).toBeTruthy();

      const replay = await post(ApiPaths.registration.resetPassword, {
        token,
        password: 'Again@New2026',
        confirmPassword: 'Again@New2026',
      });
      await expectError(replay, 400, 'TOKEN_INVALID', messagesEn['registration.resetTokenInvalid']);
    });

    it('refuses an expired reset link', async () => {
      const email = await registerThroughPassword(server);
      await post(ApiPaths.registration.forgotPassword, { emailAddress: email });
      const token = await tokenFromMailbox(server, email, 'reset');
      await database.db
        .update(registrationTokens)
        .set({ expiresAt: new Date(Date.now() - 1) })
        .where(eq(registrationTokens.tokenHash, hashToken(token)));
      const response = await post(ApiPaths.registration.resetPassword, {
        token,
        password: 'Brand@New2026',
        confirmPassword: 'Brand@New2026',
      });
      await expectError(response, 400, 'TOKEN_INVALID');
    });
  });
});
