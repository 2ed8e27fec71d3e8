import type { APIRequestContext } from '@playwright/test';
import { expect, logIn, test } from '../support/fixtures';

/**
 * Forgot / reset password end to end. Each test signs up its own account through the registration API (steps
 * 1–3: sign-up, e-mail confirmation from the dev mailbox, password), so no seeded login is changed.
 */

const FIRST_PASSWORD = 'First@1234';
const NEW_PASSWORD = 'Changed@5678';

interface MailboxEntry {
  channel: 'email' | 'sms';
  subject: string | null;
  text: string;
}

async function basicAuth(request: APIRequestContext): Promise<Record<string, string>> {
  const settings = (await (await request.get('/appsettings.json')).json()) as { registrationAuth: string };
  return { Authorization: `Basic ${settings.registrationAuth}` };
}

/** Waits for an e-mail to `to` whose subject matches and returns the first match of `pattern` in its text. */
async function linkFromMailbox(
  request: APIRequestContext,
  to: string,
  subject: RegExp,
  pattern: RegExp,
): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(
      async () => {
        const res = await request.get(`/api/dev/mailbox?to=${encodeURIComponent(to)}`);
        const { result } = (await res.json()) as { result: MailboxEntry[] };
        const mail = result.find((m) => m.channel === 'email' && subject.test(m.subject ?? ''));
        found = mail?.text.match(pattern)?.[1];
        return found;
      },
      { timeout: 15_000 },
    )
    .toBeTruthy();
  return found!;
}

/** A new client with a password (status DRAFT, step 4), created through the registration API. */
async function signUp(request: APIRequestContext, tag: string): Promise<string> {
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const email = `reset-${tag}-${stamp}@example.com`;
  const headers = await basicAuth(request);
  const signup = await request.post('/api/registration/saveClient', {
    headers,
    data: {
      emailAddress: email,
      givenName: 'Farah Reset',
      mobileNumber: `+6011${stamp.slice(-8)}`,
      acceptTerms: true,
      acceptPrivacy: true,
    },
  });
  expect(signup.ok(), await signup.text()).toBe(true);
  const confirmToken = await linkFromMailbox(request, email, /confirm/i, /[?&]confirm=([\w-]+)/);
  const confirmed = await request.post('/api/registration/confirmEmail', { headers, data: { token: confirmToken } });
  expect(confirmed.ok(), await confirmed.text()).toBe(true);
  const { setupToken } = ((await confirmed.json()) as { result: { setupToken: string } }).result;
  const saved = await request.post('/api/registration/saveClientPassword', {
    headers,
    data: { setupToken, password: FIRST_PASSWORD, confirmPassword: FIRST_PASSWORD },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
  return email;
}

test.describe('forgot and reset password', () => {
  test('a client resets the password from the e-mailed link and logs in with the new one', async ({ page }) => {
    const email = await signUp(page.request, 'ok');

    await page.goto('/user-login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    // The login page stays on screen while the next page's chunk loads: wait for the new form.
    await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
    await page.getByLabel(/e-?mail/i).fill(email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByText(/If an account exists for this e-mail address, we have sent a link/)).toBeVisible();

    const token = await linkFromMailbox(page.request, email, /reset/i, /\/user-login\?reset=([\w%-]+)/);
    await page.goto(`/user-login?reset=${token}`);
    await expect(page.getByRole('heading', { name: 'Set a new password' })).toBeVisible();
    await page.getByLabel(/^New password/).fill('weak');
    await expect(page.getByTestId('password-strength')).toContainText('Weak');
    await page.getByLabel(/^New password/).fill(NEW_PASSWORD);
    await expect(page.getByTestId('password-strength')).toContainText('Strong (100 of 100)');
    await page.getByLabel(/^Confirm new password/).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Save new password' }).click();

    await expect(page).toHaveURL(/\/user-login$/);
    await expect(page.getByText('Your password has been changed. Please log in with the new password.')).toBeVisible();

    // The old password no longer works; the new one does (a DRAFT client continues registration).
    await logIn(page, email, FIRST_PASSWORD);
    await expect(page.getByText('Invalid username or password')).toBeVisible();
    await logIn(page, email, NEW_PASSWORD);
    await expect(page).toHaveURL(/\/registration/);

    // The link works once.
    await page.context().clearCookies();
    await page.evaluate(() => {
      localStorage.clear();
      sessionStorage.clear();
    });
    await page.goto(`/user-login?reset=${token}`);
    await page.getByLabel(/^New password/).fill('Another@9012');
    await page.getByLabel(/^Confirm new password/).fill('Another@9012');
    await page.getByRole('button', { name: 'Save new password' }).click();
    await expect(page.getByRole('heading', { name: 'This link no longer works' })).toBeVisible();
    await page.getByRole('link', { name: 'Request a new link' }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
  });

  test('an unknown address gets the same answer', async ({ page }) => {
    await page.goto('/forgot-password');
    await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
    await page.getByLabel(/e-?mail/i).fill(`nobody-${Date.now()}@example.com`);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible();
    await expect(page.getByText(/If an account exists for this e-mail address, we have sent a link/)).toBeVisible();
  });
});
