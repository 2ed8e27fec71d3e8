import { test as base, expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'Demo@1234';

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
});

export { expect };

/** Logs in through the login page as a person would. */
export async function logIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/user-login');
  await page.getByLabel(/e-?mail/i).fill(email);
  await page.getByLabel(/^password/i).fill(password);
  await page.getByRole('button', { name: /log ?in/i }).click();
}

/** The documented switch that makes the browser render the native app's layout (see docs/native.md). */
export async function forceNativeLayout(page: Page, platform: 'android' | 'ios' = 'android'): Promise<void> {
  await page.addInitScript((p) => window.localStorage.setItem('harta.platform', p), platform);
}
