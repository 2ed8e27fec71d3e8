import type { ConsoleMessage, Page, Route } from '@playwright/test';
import { DEMO_PASSWORD, expect, test } from '../support/fixtures';

/**
 * The login page is rendered to HTML at build time (apps/web/build/prerender.ts) and hydrated in the browser
 * (main.tsx); visitors whose device asks for Malay, a saved dark theme or the native layout get it rendered in the
 * browser instead (public/before-paint.js). docs/architecture.md, "Prerendered login page".
 */

/** Console errors and uncaught exceptions: a hydration mismatch is logged as one (React's recoverable errors). */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** Holds the app's entry script until `release` is called: the page as a phone shows it before the script is in. */
async function holdEntryScript(page: Page): Promise<{ release: () => void }> {
  let release = () => undefined as void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route: Route) => {
    await released;
    await route.continue();
  });
  return { release };
}

test.describe('the prerendered login page', () => {
  test('is served as HTML with the form, compressed and never cached', async ({ request }) => {
    const response = await request.get('/user-login', {
      headers: { accept: 'text/html', 'accept-encoding': 'br, gzip' },
    });
    expect(response.status()).toBe(200);
    expect(response.headers()['content-encoding']).toBe('br');
    expect(response.headers()['cache-control']).toBe('no-cache');
    expect(response.headers()['content-security-policy']).toContain("script-src 'self';");
    const html = await response.text();
    expect(html).toContain('data-prerendered="/user-login"');
    for (const text of ['Log in to Harta', 'E-mail address', 'Password', 'Log in']) expect(html).toContain(text);
    // No inline script (the CSP allows none); the app's scripts are listed for before-paint.js to load.
    expect(html).not.toMatch(/<script(?![^>]*\ssrc=)[^>]*>/);
    expect(html).toContain('<meta name="harta-app-scripts"');
  });

  test('shows the form before the script, sends nothing until hydrated, then logs in', async ({ page }) => {
    const errors = collectErrors(page);
    const passwordRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('Secret') || (request.postData() ?? '').includes('Secret')) {
        passwordRequests.push(`${request.method()} ${request.url()}`);
      }
    });
    const entry = await holdEntryScript(page);
    await page.goto('/user-login');

    // Before any of the app's script has run: the page is there, in English, and typing works.
    await expect(page.getByRole('heading', { name: 'Log in to Harta' })).toBeVisible();
    const submit = page.getByRole('button', { name: 'Log in', exact: true });
    await expect(submit).toBeDisabled();
    await page.getByLabel(/e-?mail/i).fill('demo@example.com');
    await page.getByLabel(/^password/i).fill('Secret-not-sent');
    // Enter in a field (implicit submission) does nothing while the submit button is disabled.
    await page.getByLabel(/^password/i).press('Enter');
    await page.waitForTimeout(300);
    expect(new URL(page.url()).search).toBe('');
    expect(passwordRequests).toEqual([]);
    await page.evaluate(() => {
      (window as { prerenderedHeading?: Element | null }).prerenderedHeading = document.querySelector('h1');
    });

    entry.release();
    await expect(submit).toBeEnabled();
    // Hydrated, not rendered again: the heading is the element the HTML had, and what was typed is still there.
    expect(
      await page.evaluate(
        () => (window as { prerenderedHeading?: Element | null }).prerenderedHeading === document.querySelector('h1'),
      ),
    ).toBe(true);
    await expect(page.locator('#root')).toHaveAttribute('data-prerendered', '/user-login');
    await expect(page.getByLabel(/e-?mail/i)).toHaveValue('demo@example.com');

    await page.getByLabel(/^password/i).fill(DEMO_PASSWORD);
    await submit.click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { name: /Aisyah/ })).toBeVisible();
    expect(passwordRequests).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('does not move when its script arrives: the first paint has every style the form needs', async ({ page }) => {
    // The browser's own layout-shift entries, from the first paint (buffered) to after hydration.
    await page.addInitScript(() => {
      const shifts: number[] = [];
      (window as { layoutShifts?: number[] }).layoutShifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) shifts.push((entry as unknown as { value: number }).value);
      }).observe({ type: 'layout-shift', buffered: true });
    });
    const entry = await holdEntryScript(page);
    await page.goto('/user-login');
    await expect(page.getByRole('heading', { name: 'Log in to Harta' })).toBeVisible();
    const before = await page.getByLabel(/^password/i).boundingBox();
    entry.release();
    await expect(page.getByRole('button', { name: 'Log in', exact: true })).toBeEnabled();
    expect(await page.getByLabel(/^password/i).boundingBox()).toEqual(before);
    const shifts = await page.evaluate(() => (window as { layoutShifts?: number[] }).layoutShifts ?? []);
    expect(shifts.reduce((sum, value) => sum + value, 0)).toBeLessThan(0.01);
  });

  test('what was typed before the script arrived is what logs in', async ({ page }) => {
    const errors = collectErrors(page);
    const entry = await holdEntryScript(page);
    await page.goto('/user-login');
    await page.getByLabel(/e-?mail/i).fill('demo@example.com');
    await page.getByLabel(/^password/i).fill(DEMO_PASSWORD);
    entry.release();
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    expect(errors).toEqual([]);
  });

  test('a device set to Bahasa Melayu sees Malay only, rendered in the browser without a mismatch', async ({
    page,
  }) => {
    const errors = collectErrors(page);
    await page.addInitScript(() => window.localStorage.setItem('harta.language', 'ms'));
    const entry = await holdEntryScript(page);
    // The app's scripts load at once here (no page to show without them): held, they hold the load event too.
    await page.goto('/user-login', { waitUntil: 'domcontentloaded' });
    // Before the script: the English markup is not shown, the loading state is.
    await expect(page.getByRole('status')).toHaveText(/Loading/);
    await expect(page.getByText('Log in to Harta')).toBeHidden();
    entry.release();
    await expect(page.getByRole('heading', { name: 'Log masuk ke Harta' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Log masuk', exact: true })).toBeEnabled();
    await expect(page.locator('#root')).not.toHaveAttribute('data-prerendered', /./);
    await expect(page.getByText('Log in to Harta')).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test('a saved dark theme is rendered in the browser, dark from the first paint', async ({ page }) => {
    const errors = collectErrors(page);
    await page.addInitScript(() => window.localStorage.setItem('harta.color-scheme', 'dark'));
    await page.goto('/user-login');
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
    await expect(page.getByRole('button', { name: 'Switch to light mode' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Log in', exact: true })).toBeEnabled();
    expect(errors).toEqual([]);
  });

  test('hydrates on a phone (the header the prerender assumed) and on a system dark theme alike', async ({ page }) => {
    const errors = collectErrors(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/user-login');
    await expect(page.getByRole('button', { name: 'Log in', exact: true })).toBeEnabled();
    await expect(page.locator('#root')).toHaveAttribute('data-prerendered', '/user-login');
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
    await expect(page.getByRole('button', { name: 'Switch to light mode' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Language: Bahasa Melayu/ })).toHaveText('BM');
    // A wide screen: the wide header once hydrated.
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(page.getByRole('button', { name: /^Language: Bahasa Melayu/ })).toHaveText('Bahasa Melayu');
    expect(errors).toEqual([]);
  });

  test('switching to Malay on the hydrated page, and a logged-in visitor is taken to the app', async ({ page }) => {
    const errors = collectErrors(page);
    await page.goto('/user-login');
    await expect(page.getByRole('button', { name: 'Log in', exact: true })).toBeEnabled();
    await page.getByRole('navigation', { name: 'Language' }).getByRole('button', { name: 'Bahasa Melayu' }).click();
    await expect(page.getByRole('heading', { name: 'Log masuk ke Harta' })).toBeVisible();
    await page.getByRole('navigation', { name: 'Bahasa' }).getByRole('button', { name: 'English' }).click();
    await expect(page.getByRole('heading', { name: 'Log in to Harta' })).toBeVisible();

    await page.getByLabel(/e-?mail/i).fill('demo@example.com');
    await page.getByLabel(/^password/i).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    // The session is restored on a fresh load of the (prerendered) login page, which then leaves for the app.
    await page.goto('/user-login');
    await expect(page).toHaveURL(/\/dashboard$/);
    expect(errors).toEqual([]);
  });
});
