import { test as base, expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'Demo@1234';

/**
 * demo@ is shared by specs on every worker, and one of them (money-journey) leaves a deposit of demo@ paid and
 * waiting for its trade run for a minute or two: meanwhile demo@'s dashboard opens the pending-deposit modal
 * ("We are processing your transaction(s)", spec section 2) over whatever another spec came to click or read
 * there (docs/testing.md "What workers share"). A user closes it with OK, and so does every test's page, on the
 * dashboard only: the receipt page's own notice is what the deposit's spec checks, and is left to it.
 */
async function closePendingDepositNoticeOnDashboard(page: Page): Promise<void> {
  const notice = page
    .getByRole('dialog')
    .filter({ hasText: /We are processing your transaction|Kami sedang memproses transaksi anda/ });
  await page.addLocatorHandler(
    notice,
    async () => {
      if (new URL(page.url()).pathname !== '/dashboard') return;
      // The notice can close by itself while the handler waits for its button (the deposit was invested and the
      // dashboard read its data again): the click would then wait for the test's whole time, so it has its own
      // limit, and only a notice still open after it is a failure.
      await notice
        .getByRole('button', { name: 'OK', exact: true })
        .click({ timeout: 5_000 })
        .catch(async (err: unknown) => {
          if (await notice.isVisible()) throw err;
        });
    },
    // Elsewhere (the receipt) the notice stays, and the test's step goes on without waiting for it to close.
    { noWaitAfter: true },
  );
}

/** Every test gets the address of the server that global-setup started. */
export const test = base.extend({
  // Playwright reads a fixture's dependencies from its destructuring pattern: this one has none.
  // eslint-disable-next-line no-empty-pattern
  baseURL: async ({}, use) => {
    const url = process.env.E2E_BASE_URL;
    if (!url)
      throw new Error('E2E_BASE_URL is not set: run through the Playwright config (global-setup starts the server)');
    await use(url);
  },
  page: async ({ page }, use) => {
    await closePendingDepositNoticeOnDashboard(page);
    await use(page);
  },
});

export { expect };

/**
 * Logs in through the login page as a person would, and waits for the server's answer to the sign-in (whatever it
 * is: the caller checks where it leads). Waiting for the answer rather than leaving it to the caller's next
 * assertion: while another worker's trade run holds the embedded database a sign-in can take longer than an
 * assertion's 10 s (docs/testing.md "What workers share"), and this wait is the test's own time limit.
 */
export async function logIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/user-login');
  await page.getByLabel(/e-?mail/i).fill(email);
  await page.getByLabel(/^password/i).fill(password);
  const answered = page.waitForResponse(
    (response) => response.request().method() === 'POST' && new URL(response.url()).pathname === '/identity/token',
    { timeout: 0 },
  );
  await page.getByRole('button', { name: /log ?in/i }).click();
  await answered;
}

/** The documented switch that makes the browser render the native app's layout (see docs/native.md). */
export async function forceNativeLayout(page: Page, platform: 'android' | 'ios' = 'android'): Promise<void> {
  await page.addInitScript((p) => window.localStorage.setItem('harta.platform', p), platform);
}
