import { test, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_TOTP_SECRET, OTP_GRANT_PARAMETER, TOTP_PERIOD_SECONDS } from '@harta/contracts/second-factor';
import { generateSync } from 'otplib';
import { expect, logIn } from './fixtures';

/**
 * Every staff login of the end-to-end tests goes through here (docs/security.md "Second factor", docs/testing.md):
 * staff sign in with a password and the code of their authenticator app, and every seeded staff member has the
 * documented demo secret. The code is computed here with otplib from that secret. Which time step to compute it for
 * comes from the development endpoint (never served in production): the next step the server accepts, since the
 * tests sign the same member in many times a minute and a code is accepted once (the replay rule).
 */
export const STAFF_EMAIL = 'staff@example.com';
export const STAFF_PASSWORD = 'Staff@1234';

interface NextStep {
  step: number;
  waitSeconds: number;
}

/** The demo member's next acceptable code, waiting for its time step when the window is used up. */
export async function demoStaffCode(request: APIRequestContext, email: string = STAFF_EMAIL): Promise<string> {
  const response = await request.get(`/api/dev/second-factor-code?email=${encodeURIComponent(email)}`);
  expect(response.ok(), `${email} has no demo second factor`).toBe(true);
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
 * A staff member signs in on `page` as a person would: e-mail and password, then the code on the code step.
 * Two test workers may take the same code at once; the one refused ("already used") takes the next.
 */
export async function logInAsStaff(page: Page, email: string = STAFF_EMAIL, password: string = STAFF_PASSWORD) {
  await logIn(page, email, password);
  const field = page.getByRole('textbox', { name: /^Code/ });
  for (let attempt = 0; ; attempt += 1) {
    await field.fill(await demoStaffCode(page.request, email));
    await page.getByRole('button', { name: 'Verify' }).click();
    const used = page.getByRole('alert').filter({ hasText: 'already been used' });
    const inside = () => /\/backoffice$/.test(new URL(page.url()).pathname);
    await expect.poll(async () => inside() || (await used.isVisible()), { timeout: 15_000 }).toBe(true);
    if (attempt === 2 || inside()) break;
  }
  await expect(page).toHaveURL(/\/backoffice$/);
}

/** A staff member's access token through the password grant, with the code (for API set-up in tests). */
export async function staffToken(
  request: APIRequestContext,
  email: string = STAFF_EMAIL,
  password: string = STAFF_PASSWORD,
): Promise<string> {
  const settings = (await (await request.get('/appsettings.json')).json()) as { clientId: string; scope: string };
  for (let attempt = 0; ; attempt += 1) {
    const response = await request.post('/identity/token', {
      form: {
        grant_type: 'password',
        client_id: settings.clientId,
        scope: settings.scope,
        username: email,
        password,
        [OTP_GRANT_PARAMETER]: await demoStaffCode(request, email),
      },
    });
    const body = (await response.json()) as { access_token?: string; error?: string };
    if (body.error === 'mfa_replayed' && attempt < 2) continue;
    expect(response.ok(), JSON.stringify(body)).toBe(true);
    return body.access_token!;
  }
}
