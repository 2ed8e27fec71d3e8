import { test, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_TOTP_SECRET, OTP_GRANT_PARAMETER, TOTP_PERIOD_SECONDS } from '@harta/contracts/second-factor';
import { generateSync } from 'otplib';
import { expect, logIn } from './fixtures';

/**
 * Every staff sign-in of the end-to-end tests goes through here, in the browser (logInAsStaff) or for an API
 * token (staffAccessToken), so how staff sign in is written once (docs/security.md "Second factor",
 * docs/testing.md): a password and the code of their authenticator app. Every seeded staff member has the
 * documented demo secret; the code is computed here with otplib from it. Which time step to compute it for comes
 * from the development endpoint (never served in production): the next step the server accepts, since the tests
 * sign the same member in many times a minute and a code is accepted once (the replay rule).
 */
export interface StaffLogin {
  email: string;
  password: string;
  name: string;
}

/**
 * This worker's copy of a demo staff member's e-mail (docs/testing.md "Staff members per worker"). Each code of a
 * member's second factor is accepted once, so workers signing in as the same member took each other's codes and
 * waited a time step for the next, until a sign-in gave up. global-setup has the server seed a copy of every demo
 * staff member per worker after the first (DEMO_STAFF_COPIES, apps/server/src/seed/demo-seed.ts `demoAccounts`):
 * worker 0 signs in as the documented members, worker n as copy n (`copy1.staff@example.com`), same name and roles.
 * Playwright sets TEST_PARALLEL_INDEX in each worker (0 … workers − 1; a worker started again after a failure
 * keeps its index), so the constants below are the worker's own from the start; in the runner's process, which
 * only lists the tests, it is unset.
 */
export function workerStaffEmail(email: string): string {
  const index = Number(process.env.TEST_PARALLEL_INDEX ?? 0);
  return index > 0 ? `copy${index}.${email}` : email;
}

const demoMember = (email: string, name: string): StaffLogin => ({
  email: workerStaffEmail(email),
  password: 'Staff@1234',
  name,
});

/** The demo staff members (apps/server/src/seed/demo-seed.ts; the README's demo table): this worker's copies. */
export const DEMO_STAFF = {
  /** Holds every role. */
  all: demoMember('staff@example.com', 'Nadia Ismail'),
  reviewer: demoMember('reviewer@example.com', 'Amir Hassan'),
  operations: demoMember('operations@example.com', 'Siti Rahim'),
  compliance: demoMember('compliance@example.com', 'Kavitha Raj'),
  administrator: demoMember('admin@example.com', 'Lim Wei Jie'),
  /** Approves the Shariah universe's changes and purification ratios (docs/shariah.md "What the adviser approves"). */
  shariahAdviser: demoMember('shariah@example.com', 'Ustaz Hafiz Rahman'),
} as const satisfies Record<string, StaffLogin>;

type Member = Omit<StaffLogin, 'name'>;

interface NextStep {
  step: number;
  waitSeconds: number;
}

/** The demo member's next acceptable code, waiting for its time step when the window is used up. */
export async function demoStaffCode(request: APIRequestContext, email: string = DEMO_STAFF.all.email): Promise<string> {
  const response = await request.get(`/api/dev/second-factor-code?email=${encodeURIComponent(email)}`);
  // A copy the server did not seed (more workers than global-setup asked it for) has no login at all.
  expect(response.ok(), `${email} has no demo second factor (DEMO_STAFF_COPIES too few for this worker?)`).toBe(true);
  const { step, waitSeconds } = ((await response.json()) as { result: NextStep }).result;
  if (waitSeconds > 0) {
    // The wait is the replay rule's (a code is accepted once), not the app being slow: the test gets the time.
    const waitMs = waitSeconds * 1000 + 200;
    const info = test.info();
    if (info.timeout > 0) info.setTimeout(info.timeout + waitMs);
    await new Promise((resolve) => setTimeout(resolve, waitMs));
  }
  return generateSync({ secret: DEMO_TOTP_SECRET, epoch: step * TOTP_PERIOD_SECONDS });
}

/**
 * A staff member signs in on `page` as a person would: e-mail and password, then the code on the code step, and
 * waits until the back office is open (at the member's first section). A code refused as already used (taken by
 * another sign-in as the same member, which per-worker members make rare) is followed by the next one.
 */
export async function logInAsStaff(page: Page, member: Member = DEMO_STAFF.all): Promise<void> {
  await logIn(page, member.email, member.password);
  const field = page.getByRole('textbox', { name: /^Code/ });
  const inside = () => /^\/backoffice(\/|$)/.test(new URL(page.url()).pathname);
  for (let attempt = 0; ; attempt += 1) {
    await field.fill(await demoStaffCode(page.request, member.email));
    await page.getByRole('button', { name: 'Verify' }).click();
    const used = page.getByRole('alert').filter({ hasText: 'already been used' });
    await expect.poll(async () => inside() || (await used.isVisible()), { timeout: 15_000 }).toBe(true);
    // Each refusal moves to the next time step's code.
    if (attempt === 5 || inside()) break;
  }
  await expect(page).toHaveURL(/\/backoffice(\/|$)/);
}

/**
 * Tokens already issued in this worker, by member: API set-up reuses one while it has a minute left instead of
 * signing in again, since each sign-in takes a code and a member's codes run out after a few sign-ins a time step
 * (the replay rule), so a new sign-in could wait up to 30 s. Roles and `disabled` are read on every staff request,
 * so a reused token still acts with the member's current rights.
 */
const issued = new Map<string, { token: string; validUntilMs: number }>();
const MIN_VALIDITY_MS = 60_000;

/** A staff member's access token through the password grant, with the code (for API set-up in tests). */
export async function staffAccessToken(request: APIRequestContext, member: Member = DEMO_STAFF.all): Promise<string> {
  const reusable = issued.get(member.email);
  if (reusable && reusable.validUntilMs - Date.now() > MIN_VALIDITY_MS) return reusable.token;
  const settings = (await (await request.get('/appsettings.json')).json()) as { clientId: string; scope: string };
  for (let attempt = 0; ; attempt += 1) {
    const response = await request.post('/identity/token', {
      form: {
        grant_type: 'password',
        client_id: settings.clientId,
        scope: settings.scope,
        username: member.email,
        password: member.password,
        [OTP_GRANT_PARAMETER]: await demoStaffCode(request, member.email),
      },
    });
    const body = (await response.json()) as { access_token?: string; expires_in?: number; error?: string };
    if (body.error === 'mfa_replayed' && attempt < 2) continue;
    expect(response.ok(), JSON.stringify(body)).toBe(true);
    const validUntilMs = Date.now() + (body.expires_in ?? 0) * 1000;
    issued.set(member.email, { token: body.access_token!, validUntilMs });
    return body.access_token!;
  }
}

/**
 * A member without a second factor (newly invited, or reset by an administrator) signs in for the first time: the
 * enrolment step shows the key, the member confirms a code of it, skips past the recovery codes, and is in the back
 * office. Answers the member's new secret.
 */
export async function enrolAtFirstSignIn(page: Page, member: Member): Promise<string> {
  await logIn(page, member.email, member.password);
  await expect(page.getByRole('heading', { name: 'Set up your second factor' })).toBeVisible();
  const secret = (await page.getByTestId('second-factor-secret').textContent())!.replace(/\s/g, '');
  await page.getByRole('textbox', { name: /^Code/ }).fill(generateSync({ secret }));
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('heading', { name: 'Save your recovery codes' })).toBeVisible();
  await page.getByRole('button', { name: 'I have saved them, continue' }).click();
  await expect(page).toHaveURL(/\/backoffice(\/|$)/);
  return secret;
}
