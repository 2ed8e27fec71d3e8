import type { APIRequestContext } from '@playwright/test';
import { DEMO_PASSWORD, expect, logIn, test } from '../support/fixtures';

/**
 * Changing the password in one browser ends the account's sessions everywhere else (issue #13 item 2, docs/account.md
 * "Passwords"): the other browser's next call is refused and it lands on the login page, where the old password no
 * longer works. The account is the seeded password@example.com, so no other spec's login is affected.
 */
const EMAIL = 'password@example.com';
const OTHER_PASSWORD = 'Changed@2026x';

/** The account's password now: the seeded one, or the other one if an earlier attempt of this test changed it. */
async function currentPassword(request: APIRequestContext): Promise<string> {
  const settings = (await (await request.get('/appsettings.json')).json()) as { clientId: string; scope: string };
  for (const password of [DEMO_PASSWORD, OTHER_PASSWORD]) {
    const response = await request.post('/identity/token', {
      form: { grant_type: 'password', client_id: settings.clientId, scope: settings.scope, username: EMAIL, password },
    });
    if (response.ok()) return password;
  }
  throw new Error(`neither password logs ${EMAIL} in`);
}

test('changing the password signs the account out in another browser', async ({ browser, page, request }) => {
  test.setTimeout(120_000);
  const before = await currentPassword(request);
  const after = before === DEMO_PASSWORD ? OTHER_PASSWORD : DEMO_PASSWORD;

  const otherContext = await browser.newContext();
  try {
    const other = await otherContext.newPage();
    await logIn(other, EMAIL, before);
    await expect(other).toHaveURL(/\/dashboard$/);

    await logIn(page, EMAIL, before);
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/change-password');
    await page.getByLabel('Current password').fill(before);
    await page.getByRole('textbox', { name: 'New password', exact: true }).fill(after);
    await page.getByLabel('Confirm new password').fill(after);
    await page.getByRole('button', { name: 'Change password' }).click();
    const toast = page.getByText('Updated successfully');
    await expect(toast).toBeVisible();
    // Still showing on the next page, the toast keeps clear of its heading.
    await page.getByRole('navigation', { name: /main/i }).getByRole('link', { name: 'Transactions' }).click();
    const heading = page.getByRole('heading', { level: 1, name: 'Transactions' });
    await expect(heading).toBeVisible();
    await expect(toast).toBeVisible();
    const [toastBox, headingBox] = [(await toast.boundingBox())!, (await heading.boundingBox())!];
    const overlaps =
      toastBox.x < headingBox.x + headingBox.width &&
      headingBox.x < toastBox.x + toastBox.width &&
      toastBox.y < headingBox.y + headingBox.height &&
      headingBox.y < toastBox.y + toastBox.height;
    expect(overlaps, 'the toast covers the next page’s heading').toBe(false);

    // This browser keeps its session; the other one is sent to the login page at its next call.
    await page.goto('/transactions');
    await expect(page).toHaveURL(/\/transactions$/);
    await other.goto('/transactions');
    await expect(other).toHaveURL(/\/user-login/);

    await logIn(other, EMAIL, before);
    await expect(other.getByText('Invalid username or password')).toBeVisible();
    // The new password lets them in, back to the page they were sent away from.
    await logIn(other, EMAIL, after);
    await expect(other).toHaveURL(/\/transactions$/);
  } finally {
    await otherContext.close();
  }
});
