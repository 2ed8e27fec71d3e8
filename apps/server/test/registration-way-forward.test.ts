import { ClientStatus } from '@harta/contracts/client-status';
import { errorBodySchema } from '@harta/contracts/errors';
import { PRIVACY_VERSION, TERMS_VERSION } from '@harta/contracts/legal-documents';
import { messagesEn } from '@harta/contracts/messages';
import { ApiPaths } from '@harta/contracts/paths';
import { clientLoginSummaryResponseSchema } from '@harta/contracts/schemas/client';
import { confirmEmailResponseSchema, saveClientResponseSchema } from '@harta/contracts/schemas/registration-signup';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { clients } from '../src/db/schema/clients';
import { users } from '../src/db/schema/identity';
import { clientPersonalInfo, clientSignups, registrationTokens } from '../src/db/schema/registration';
import { clientApplications } from '../src/db/schema/review';
import { testDatabases } from './databases';
import { json, mailbox, PASSWORD, registrationAuth, signupBody, tokenFromMailbox } from './helpers/registration';
import { createTestClient, fillRegistration, TEST_CLIENT_PASSWORD } from './helpers/registration-clients';
import { bearer, serverSuite } from './helpers/start-server';

/**
 * Issue 15 item 1: every state of an unfinished sign-up has a way forward, a cooldown says how long to wait, and
 * a rejected applicant can apply again after the cooling-off period (system parameter REAPPLY_AFTER_DAYS, 30).
 */
describe.each(testDatabases())('ways forward for unfinished and rejected sign-ups on $name', (kind) => {
  const suite = serverSuite(kind.open, { seed: false });
  const post = (path: string, body: unknown) => suite.server.fetch(path, json(body, registrationAuth(suite.server)));

  /** Lets the last link to `email` look older than the one-minute cooldown. */
  async function ageLinks(email: string) {
    const [user] = await suite.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    await suite.database.db
      .update(registrationTokens)
      .set({ createdAt: sql`now() - interval '2 minutes'` })
      .where(eq(registrationTokens.userId, user!.id));
  }

  /** Signs up and confirms the e-mail, then "closes the tab" before choosing a password. */
  async function confirmedWithoutPassword() {
    const body = signupBody();
    expect((await post(ApiPaths.registration.saveClient, body)).status).toBe(200);
    const token = await tokenFromMailbox(suite.server, body.emailAddress, 'confirm');
    expect((await post(ApiPaths.registration.confirmEmail, { token })).status).toBe(200);
    return { email: body.emailAddress, usedToken: token };
  }

  /** Uses the newest link to `email` to the end: confirm, choose the password, log in. */
  async function finishWithNewestLink(email: string) {
    const token = await tokenFromMailbox(suite.server, email, 'confirm');
    const confirm = await post(ApiPaths.registration.confirmEmail, { token });
    expect(confirm.status, await confirm.clone().text()).toBe(200);
    const { setupToken } = confirmEmailResponseSchema.parse(await confirm.json()).result;
    const saved = await post(ApiPaths.registration.saveClientPassword, {
      setupToken,
      password: PASSWORD,
      confirmPassword: PASSWORD,
    });
    expect(saved.status).toBe(200);
    return suite.server.login(email, PASSWORD);
  }

  it('a confirmed address without a password gets a choose-password link from sign-up again', async () => {
    const { email, usedToken } = await confirmedWithoutPassword();
    // The old link stays used; signing up again is the way back.
    expect(
      errorBodySchema.parse(await (await post(ApiPaths.registration.confirmEmail, { token: usedToken })).json()).code,
    ).toBe('TOKEN_USED');
    await ageLinks(email);
    const again = await post(ApiPaths.registration.saveClient, signupBody({ emailAddress: email }));
    expect(again.status).toBe(200);
    expect(saveClientResponseSchema.parse(await again.json()).result).toEqual({
      emailAddress: email,
      currentStep: 2,
      message: messagesEn['registration.signupResumed'],
    });
    const [newest] = await mailbox(suite.server, email);
    expect(newest!.subject).toBe('Choose your password');
    expect((await finishWithNewestLink(email)).access_token).toBeTruthy();
  });

  it('forgot password sends an unfinished sign-up the link to continue; resend too, and says how long to wait', async () => {
    const { email } = await confirmedWithoutPassword();
    await ageLinks(email);
    const forgot = await post(ApiPaths.registration.forgotPassword, { emailAddress: email });
    expect(await forgot.json()).toEqual({ result: { message: messagesEn['registration.forgotPasswordSent'] } });
    await expect.poll(async () => (await mailbox(suite.server, email))[0]?.subject).toBe('Choose your password');

    // Within the minute after that link: a 429 that says how long, not "we sent you an e-mail".
    const early = await post(ApiPaths.registration.resendConfirmationEmail, { emailAddress: email });
    expect(early.status).toBe(429);
    const seconds = Number(early.headers.get('retry-after'));
    expect(seconds).toBeGreaterThan(0);
    expect(seconds).toBeLessThanOrEqual(60);
    expect(errorBodySchema.parse(await early.json())).toMatchObject({
      code: 'LINK_COOLDOWN',
      result: messagesEn['registration.resendCooldown'].replace('{{seconds}}', String(seconds)),
    });

    await ageLinks(email);
    const resend = await post(ApiPaths.registration.resendConfirmationEmail, { emailAddress: email });
    expect(await resend.json()).toEqual({ result: { message: messagesEn['registration.resendSent'] } });
    expect(await mailbox(suite.server, email)).toHaveLength(3);
    expect((await finishWithNewestLink(email)).access_token).toBeTruthy();
  });

  it('records the accepted versions of the terms and privacy notice, and refuses an outdated one', async () => {
    const body = signupBody({ termsVersion: TERMS_VERSION, privacyVersion: PRIVACY_VERSION });
    expect((await post(ApiPaths.registration.saveClient, body)).status).toBe(200);
    const [row] = await suite.database.db
      .select({ terms: clientSignups.termsVersion, privacy: clientSignups.privacyVersion })
      .from(clientSignups)
      .innerJoin(clients, eq(clients.clientId, clientSignups.clientId))
      .where(eq(clients.emailAddress, body.emailAddress));
    expect(row).toEqual({ terms: TERMS_VERSION, privacy: PRIVACY_VERSION });

    const outdated = await post(ApiPaths.registration.saveClient, signupBody({ termsVersion: '2020-01' as never }));
    expect(outdated.status).toBe(400);
    expect(errorBodySchema.parse(await outdated.json()).issues).toEqual([
      { path: 'termsVersion', message: 'registration.termsOutdated' },
    ]);
  });

  describe('a rejected applicant', () => {
    let seq = 0;
    /** A rejected application decided `daysAgo` days ago, with its ID number. */
    async function rejected(daysAgo: number, nric: string) {
      seq += 1;
      const c = await createTestClient(suite.database.db, {
        email: `rejected-${seq}.${Date.now().toString(36)}@example.com`,
        status: ClientStatus.Reject,
        currentStep: 10,
      });
      await fillRegistration(suite.database.db, c, { nric });
      await suite.database.db.insert(clientApplications).values({
        clientId: c.clientId,
        submittedAt: new Date(Date.now() - (daysAgo + 1) * 86_400_000),
        decision: 'REJECT',
        reason: 'Unreadable ID',
        decidedBy: 'staff',
        decidedAt: new Date(Date.now() - daysAgo * 86_400_000),
      });
      return c;
    }

    it('cannot take the e-mail address again during the cooling-off period', async () => {
      const c = await rejected(29, '880101-14-5013');
      const again = await post(ApiPaths.registration.saveClient, signupBody({ emailAddress: c.email }));
      expect(again.status).toBe(409);
      expect(errorBodySchema.parse(await again.json()).code).toBe('EMAIL_TAKEN');
      // The rejected login still answers with its status.
      await suite.server.login(c.email, TEST_CLIENT_PASSWORD);
    });

    it('starts a new application after it, with the same e-mail address and ID number', async () => {
      const nric = '880101-14-5027';
      const old = await rejected(31, nric);
      const again = await post(ApiPaths.registration.saveClient, signupBody({ emailAddress: old.email }));
      expect(again.status, await again.clone().text()).toBe(200);

      // The old application stays as it was decided, under a login that gave up the address.
      const [oldRow] = await suite.database.db
        .select({ status: clients.status, email: clients.emailAddress, login: users.email, disabled: users.disabled })
        .from(clients)
        .innerJoin(users, eq(users.id, clients.userId))
        .where(eq(clients.clientId, old.clientId));
      expect(oldRow).toEqual({
        status: 'REJECT',
        email: old.email,
        login: `rejected-${old.clientId}@archive.invalid`,
        disabled: true,
      });
      await expect(suite.server.login(old.email, TEST_CLIENT_PASSWORD)).rejects.toThrow();

      const tokens = await finishWithNewestLink(old.email);
      const summary = clientLoginSummaryResponseSchema.parse(
        await (
          await suite.server.fetch(ApiPaths.registration.getClientLoginById, { headers: bearer(tokens.access_token) })
        ).json(),
      ).result;
      expect(summary).toMatchObject({ status: 'DRAFT', currentStep: 4 });
      expect(summary.clientId).not.toBe(old.clientId);

      // At step 5 the ID number of the rejected application is free for the new one.
      await suite.database.db.update(clients).set({ currentStep: 5 }).where(eq(clients.clientId, summary.clientId));
      const personal = await suite.server.fetch(
        ApiPaths.registration.saveClientPersonalInformation,
        json(
          {
            title: 'MR',
            surName: 'Client',
            country: 'MY',
            idType: 'MYKAD',
            nric,
            martialStatus: 'SINGLE',
            ethnicity: 'MALAY',
            isPep: false,
          },
          bearer(tokens.access_token),
        ),
      );
      expect(personal.status, await personal.clone().text()).toBe(200);
      const holders = await suite.database.db
        .select({ clientId: clientPersonalInfo.clientId, released: clientPersonalInfo.idNumberReleasedAt })
        .from(clientPersonalInfo)
        .where(and(eq(clientPersonalInfo.nric, nric)));
      expect(holders.find((h) => h.clientId === old.clientId)!.released).not.toBeNull();
      expect(holders.find((h) => h.clientId === summary.clientId)!.released).toBeNull();
    });

    it('keeps its ID number taken for others during the cooling-off period', async () => {
      const nric = '880101-14-5035';
      await rejected(5, nric);
      const c = await createTestClient(suite.database.db, { email: `other-${Date.now()}@example.com`, currentStep: 5 });
      const { access_token } = await suite.server.login(c.email, TEST_CLIENT_PASSWORD);
      const personal = await suite.server.fetch(
        ApiPaths.registration.saveClientPersonalInformation,
        json(
          {
            title: 'MR',
            surName: 'Client',
            country: 'MY',
            idType: 'MYKAD',
            nric,
            martialStatus: 'SINGLE',
            ethnicity: 'MALAY',
            isPep: false,
          },
          bearer(access_token),
        ),
      );
      expect(personal.status).toBe(409);
    });
  });
});
