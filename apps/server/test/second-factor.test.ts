import { APP_CLIENT_ID, APP_SCOPES } from '@harta/contracts/constants';
import { messagesEn } from '@harta/contracts/messages';
import { ApiPaths, IdentityPaths } from '@harta/contracts/paths';
import { DEMO_TOTP_SECRET, RECOVERY_CODE_COUNT } from '@harta/contracts/second-factor';
import {
  secondFactorEnrolmentResponseSchema,
  secondFactorStatusResponseSchema,
} from '@harta/contracts/schemas/second-factor';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../src/db/schema/audit';
import { users } from '../src/db/schema/identity';
import { secondFactors } from '../src/db/schema/second-factor';
import { lockoutStateOf } from '../src/identity/lockout';
import { hashPassword } from '../src/identity/passwords';
import { secondFactorKeyFrom } from '../src/identity/second-factor-secret';
import { setKnownSecret } from '../src/identity/second-factor-store';
import { totpCodeAt } from '../src/identity/totp';
import { testDatabases } from './databases';
import { createTestClient, TEST_CLIENT_PASSWORD } from './helpers/registration-clients';
import { bearer, serverSuite } from './helpers/start-server';

/**
 * The second factor end to end over HTTP (docs/security.md "Second factor"): a staff member's enrolment at first
 * sign-in, sign-in refused without a code, a wrong code counted by the lockout, a code replayed inside its
 * window refused, recovery codes used once, an administrator's reset, and a client turning it on and off. The
 * password grant's answers are compared between the fast path and the provider in
 * password-login-differential.test.ts.
 */
const PASSWORD = 'Staff!pass1';
const STEP_MS = 30_000;

describe.each(testDatabases())('second factor on $name', (kind) => {
  const suite = serverSuite(kind.open);
  let n = 0;

  async function grant(username: string, password: string, otp?: string) {
    const response = await suite.server.fetch(`${IdentityPaths.base}/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'password',
        client_id: APP_CLIENT_ID,
        username,
        password,
        scope: APP_SCOPES.join(' '),
        ...(otp === undefined ? {} : { otp }),
      }).toString(),
    });
    return { status: response.status, body: (await response.json()) as Record<string, string> };
  }

  async function newStaffMember() {
    n += 1;
    const email = `member-${n}-${Date.now()}@example.test`;
    const [row] = await suite.database.db
      .insert(users)
      .values({ email, passwordHash: await hashPassword(PASSWORD), roles: ['staff'], displayName: `Member ${n}` })
      .returning({ id: users.id });
    return { id: row!.id, email };
  }

  async function enrolAtLogin(email: string, password = PASSWORD) {
    return suite.server.fetch(ApiPaths.secondFactor.loginEnrolment, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: email, password }),
    });
  }

  /** A code of another time step than any accepted now: never right. */
  const codeAt = (secret: string, offsetSteps: number) =>
    totpCodeAt(secret, new Date(Date.now() + offsetSteps * STEP_MS)).code;

  /** A staff member enrolled through the first sign-in, with their secret and recovery codes. */
  async function enrolledMember() {
    const member = await newStaffMember();
    const enrolment = secondFactorEnrolmentResponseSchema.parse(await (await enrolAtLogin(member.email)).json());
    const confirmed = await grant(member.email, PASSWORD, totpCodeAt(enrolment.result.secret).code);
    expect(confirmed.status).toBe(200);
    return { ...member, ...enrolment.result };
  }

  it('enrols a staff member at first sign-in: QR link, secret, recovery codes, then the first code signs in', async () => {
    const member = await newStaffMember();
    expect(await grant(member.email, PASSWORD)).toEqual({
      status: 400,
      body: { error: 'mfa_enrollment_required', error_description: messagesEn['secondFactor.enrollmentRequired'] },
    });
    expect((await enrolAtLogin(member.email, 'Wrong!pass1')).status).toBe(401);

    const response = await enrolAtLogin(member.email);
    expect(response.status).toBe(200);
    const { result } = secondFactorEnrolmentResponseSchema.parse(await response.json());
    expect(result.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(result.otpauthUri).toBe(
      `otpauth://totp/Harta%3A${encodeURIComponent(member.email)}?secret=${result.secret}&issuer=Harta&algorithm=SHA1&digits=6&period=30`,
    );
    expect(result.recoveryCodes).toHaveLength(RECOVERY_CODE_COUNT);
    expect(new Set(result.recoveryCodes).size).toBe(RECOVERY_CODE_COUNT);

    // Stored sealed, never in clear; the wrong password above and the right one leave no failure counted.
    const [stored] = await suite.database.db.select().from(secondFactors).where(eq(secondFactors.userId, member.id));
    expect(stored).toMatchObject({ status: 'pending' });
    expect(stored!.secretSealed).not.toContain(result.secret);
    expect((await lockoutStateOf(suite.database.db, member.email)).failedLoginCount).toBe(1);

    // A recovery code does not confirm an enrolment (a counted failure: two now, with the wrong password).
    expect((await grant(member.email, PASSWORD, result.recoveryCodes[0])).body.error).toBe('mfa_invalid');

    const signedIn = await grant(member.email, PASSWORD, totpCodeAt(result.secret).code);
    expect(signedIn.status).toBe(200);
    expect((await lockoutStateOf(suite.database.db, member.email)).failedLoginCount).toBe(0);
    const [active] = await suite.database.db.select().from(secondFactors).where(eq(secondFactors.userId, member.id));
    expect(active).toMatchObject({ status: 'active' });

    // Once on, the enrolment cannot be started again (an administrator resets it), and the secret is never shown.
    expect((await enrolAtLogin(member.email)).status).toBe(409);
  });

  it('refuses a staff sign-in without a code, and does not count it as a failure', async () => {
    for (let i = 0; i < 4; i += 1) {
      expect(await grant('staff@example.com', 'Staff@1234')).toEqual({
        status: 400,
        body: { error: 'mfa_required', error_description: messagesEn['secondFactor.required'] },
      });
    }
    expect((await lockoutStateOf(suite.database.db, 'staff@example.com')).failedLoginCount).toBe(0);
  });

  it('counts wrong codes like wrong passwords: the third locks the account, even against the right code', async () => {
    const member = await enrolledMember();
    const wrong = codeAt(member.secret, 7);
    expect((await grant(member.email, PASSWORD, wrong)).body).toEqual({
      error: 'mfa_invalid',
      error_description: messagesEn['secondFactor.invalid'],
    });
    // Asking for the code again neither counts nor clears the failure.
    expect((await grant(member.email, PASSWORD)).body.error).toBe('mfa_required');
    expect((await grant(member.email, PASSWORD, wrong)).body.error).toBe('mfa_invalid');
    expect((await lockoutStateOf(suite.database.db, member.email)).failedLoginCount).toBe(2);
    expect((await grant(member.email, PASSWORD, wrong)).body).toEqual({
      error: 'account_locked',
      error_description: messagesEn['auth.lockout'],
    });
    expect((await grant(member.email, PASSWORD, codeAt(member.secret, 1))).body.error).toBe('account_locked');
    const refusals = await suite.database.db
      .select({ details: auditLog.details })
      .from(auditLog)
      .where(and(eq(auditLog.subjectId, member.id), eq(auditLog.action, 'auth.passwordRefused')));
    expect(refusals.map((r) => (r.details as { reason: string }).reason)).toEqual([
      'mfa_invalid',
      'mfa_required',
      'mfa_invalid',
      'locked',
      'locked',
    ]);
  });

  it('refuses a code replayed inside its window, also when two sign-ins send it at once', async () => {
    const member = await enrolledMember();
    // The enrolment's code used the current step: the next step's code (accepted a step early) signs in once.
    const next = codeAt(member.secret, 1);
    const answers = await Promise.all([grant(member.email, PASSWORD, next), grant(member.email, PASSWORD, next)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 400]);
    expect(answers.find((a) => a.status === 400)!.body).toEqual({
      error: 'mfa_replayed',
      error_description: messagesEn['secondFactor.replayed'],
    });
    // An earlier code than the last one used is refused too, though still inside the window.
    expect((await grant(member.email, PASSWORD, totpCodeAt(member.secret).code)).body.error).toBe('mfa_replayed');
  });

  it('accepts each recovery code once', async () => {
    const member = await enrolledMember();
    const [code] = member.recoveryCodes;
    const first = await grant(member.email, PASSWORD, ` ${code!.toLowerCase().replace(/-/g, ' ')} `);
    expect(first.status).toBe(200);
    expect((await grant(member.email, PASSWORD, code)).body.error).toBe('mfa_invalid');
    expect((await grant(member.email, PASSWORD, member.recoveryCodes[1])).status).toBe(200);
  });

  it('lets an administrator reset a member: their sessions end and they enrol again at the next sign-in', async () => {
    const member = await enrolledMember();
    const session = await grant(member.email, PASSWORD, member.recoveryCodes[0]);
    const admin = await suite.server.login('staff@example.com', 'Staff@1234');

    const client = await createTestClient(suite.database.db, {
      email: `reset-client-${Date.now()}@example.test`,
      status: 'ACTIVE',
      currentStep: 10,
    });
    const clientTokens = await suite.server.login(client.email, TEST_CLIENT_PASSWORD);
    const reset = (token: string, id: string) =>
      suite.server.fetch(ApiPaths.secondFactor.staffReset(id), { method: 'POST', headers: bearer(token) });
    expect((await reset(clientTokens.access_token, member.id)).status).toBe(403);
    expect((await reset(admin.access_token, client.userId)).status).toBe(404);

    const response = await reset(admin.access_token, member.id);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ result: { userId: member.id, email: member.email, reset: true } });

    expect((await grant(member.email, PASSWORD)).body.error).toBe('mfa_enrollment_required');
    expect((await grant(member.email, PASSWORD, member.recoveryCodes[1])).body.error).toBe('mfa_enrollment_required');
    const refreshed = await suite.server.fetch(`${IdentityPaths.base}/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'refresh_token',
        client_id: APP_CLIENT_ID,
        refresh_token: session.body.refresh_token!,
      }).toString(),
    });
    expect(refreshed.status).toBe(400);

    const [audit] = await suite.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'secondFactor.reset'), eq(auditLog.subjectId, member.id)));
    const [adminRow] = await suite.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'staff@example.com'));
    expect(audit).toMatchObject({ actor: adminRow!.id, details: { email: member.email, hadSecondFactor: true } });
  });

  it('lets a client turn it on in My Profile, asks for the code at sign-in, and turns it off', async () => {
    const client = await createTestClient(suite.database.db, {
      email: `factor-client-${Date.now()}@example.test`,
      status: 'ACTIVE',
      currentStep: 10,
    });
    const { access_token: token } = await suite.server.login(client.email, TEST_CLIENT_PASSWORD);
    const call = (path: string, body?: unknown, method = 'POST') =>
      suite.server.fetch(path, {
        method,
        headers: { ...bearer(token), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
    const status = async () =>
      secondFactorStatusResponseSchema.parse(await (await call(ApiPaths.secondFactor.status, undefined, 'GET')).json())
        .result;

    expect(await status()).toEqual({ enabled: false, required: false, recoveryCodesLeft: 0 });
    const { result } = secondFactorEnrolmentResponseSchema.parse(
      await (await call(ApiPaths.secondFactor.enrolment)).json(),
    );
    // Not on until a code confirms it: the sign-in does not ask yet.
    expect((await grant(client.email, TEST_CLIENT_PASSWORD)).status).toBe(200);
    expect((await call(ApiPaths.secondFactor.confirm, { code: codeAt(result.secret, 6) })).status).toBe(400);
    const confirmed = await call(ApiPaths.secondFactor.confirm, { code: totpCodeAt(result.secret).code });
    expect(confirmed.status).toBe(200);
    expect(await status()).toEqual({ enabled: true, required: false, recoveryCodesLeft: RECOVERY_CODE_COUNT });

    expect((await grant(client.email, TEST_CLIENT_PASSWORD)).body.error).toBe('mfa_required');
    expect((await grant(client.email, TEST_CLIENT_PASSWORD, result.recoveryCodes[3])).status).toBe(200);
    expect((await status()).recoveryCodesLeft).toBe(RECOVERY_CODE_COUNT - 1);

    // Off with a wrong password: refused and counted; with the right one: off, and the sign-in no longer asks.
    const wrong = await call(ApiPaths.secondFactor.disable, { password: 'Wrong!pass1' });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({ result: messagesEn['secondFactor.wrongProof'] });
    expect((await lockoutStateOf(suite.database.db, client.email)).failedLoginCount).toBe(1);
    expect((await call(ApiPaths.secondFactor.disable, { password: TEST_CLIENT_PASSWORD })).status).toBe(200);
    expect(await status()).toEqual({ enabled: false, required: false, recoveryCodesLeft: 0 });
    expect((await grant(client.email, TEST_CLIENT_PASSWORD)).status).toBe(200);
    const actions = await suite.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.subjectId, client.userId));
    expect(actions.map((a) => a.action)).toEqual(
      expect.arrayContaining(['secondFactor.enabled', 'secondFactor.disableRefused', 'secondFactor.disabled']),
    );
  });

  it('keeps staff from turning theirs off, and shows the demo code only for the demo secret', async () => {
    const member = await enrolledMember();
    const staff = await suite.server.login('staff@example.com', 'Staff@1234');
    // My Profile is a client's page: staff have no such route.
    const off = await suite.server.fetch(ApiPaths.secondFactor.disable, {
      method: 'POST',
      headers: { ...bearer(staff.access_token), 'content-type': 'application/json' },
      body: JSON.stringify({ password: 'Staff@1234' }),
    });
    expect(off.status).toBe(403);

    // A demo member (the demo secret) who has not signed in yet.
    const demoMember = await newStaffMember();
    await setKnownSecret(
      suite.database.db,
      demoMember.id,
      DEMO_TOTP_SECRET,
      secondFactorKeyFrom(suite.server.config.files.encryptionKey),
    );
    const demo = await suite.server.fetch(`${ApiPaths.secondFactor.devCode}?email=${demoMember.email}`);
    expect(demo.status).toBe(200);
    const { result } = (await demo.json()) as { result: { code: string; step: number; waitSeconds: number } };
    // The next code the sign-in accepts: with nothing used yet, the earliest of the window (the previous step's).
    const previous = Math.floor(Date.now() / STEP_MS) - 1;
    expect([previous, previous + 1]).toContain(result.step);
    expect(result).toMatchObject({ code: totpCodeAt(DEMO_TOTP_SECRET, new Date(result.step * STEP_MS)).code });
    expect(result.waitSeconds).toBe(0);
    // Used, it moves on to the next step: sign-ins in a row never replay a code.
    const signedIn = await grant(demoMember.email, PASSWORD, result.code);
    expect(signedIn.status).toBe(200);
    const next = (await (
      await suite.server.fetch(`${ApiPaths.secondFactor.devCode}?email=${demoMember.email}`)
    ).json()) as {
      result: { step: number };
    };
    expect(next.result.step).toBe(result.step + 1);
    const other = await suite.server.fetch(`${ApiPaths.secondFactor.devCode}?email=${member.email}`);
    expect(other.status).toBe(404);
  });
});
