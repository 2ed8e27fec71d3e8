import { Routes, type RouteKey } from '@harta/contracts/routes';
import type { Page } from '@playwright/test';
import { violations } from '../support/axe';
import { expect, forceNativeLayout, logIn, test } from '../support/fixtures';

/**
 * Accessibility, everywhere (issue 14): axe-core checks every page a client and a staff member can reach, in the
 * light and the dark theme, and the client's pages in the native layout too (each once, the themes taking turns),
 * and fails on any violation of WCAG
 * 2.2 A/AA or of axe's best practices. The pages come from the route list of contracts (`Routes`): a page added there
 * is checked without touching this file. One login per role, pages visited in a loop (the session lives in the tab,
 * so a reload keeps it), to keep the browser stage short.
 */

const THEMES = ['light', 'dark'] as const;
type Theme = (typeof THEMES)[number];
const COLOR_SCHEME_KEY = 'harta.color-scheme';
const STAFF = { email: 'staff@example.com', password: 'Staff@1234' };

/** Example values for the routes with parameters. */
const PARAMS: Partial<Record<RouteKey, string>> = {
  payment: '/payment/ORDER-1/success',
  appPending: '/app-pending/PENDING',
};

/** Staff-only routes (the back office); every other route is one a visitor or a client can reach. */
const isStaffRoute = (key: RouteKey) => key.startsWith('backoffice');
const pathOf = (key: RouteKey) => PARAMS[key] ?? `/${Routes[key]}`;
const keys = Object.keys(Routes) as RouteKey[];
const clientPaths = keys.filter((key) => !isStaffRoute(key)).map(pathOf);
const staffPaths = keys.filter(isStaffRoute).map(pathOf);

/**
 * Switches the theme of the open page as another tab of the app would (the stored choice, and the storage event
 * Mantine listens to), so both themes are checked on one load of the page.
 */
async function switchTheme(page: Page, theme: Theme): Promise<void> {
  await page.evaluate(
    ([key, value]) => {
      window.localStorage.setItem(key, value);
      window.dispatchEvent(new StorageEvent('storage', { key, newValue: value, storageArea: window.localStorage }));
    },
    [COLOR_SCHEME_KEY, theme] as const,
  );
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', theme);
}

/** Opens a page and waits for it to settle: requests done, no loading state left. */
async function visit(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('status').filter({ hasText: /loading/i })).toHaveCount(0);
}

async function checkPage(page: Page, path: string, themes: readonly Theme[], layout: string): Promise<void> {
  await visit(page, path);
  for (const theme of themes) {
    await switchTheme(page, theme);
    // Soft: a failure names the page, the theme and what axe found, and the loop goes on to the other pages.
    expect.soft(await violations(page), `${layout}, ${theme} theme: ${page.url()} (opened as ${path})`).toEqual([]);
  }
}

/** Every path in both themes. */
async function checkPages(page: Page, paths: string[], layout: string): Promise<void> {
  for (const path of paths) await checkPage(page, path, THEMES, layout);
}

/**
 * Every path once, the themes taking turns: for the native layout, whose pages are the web's (checked in both themes
 * above) in another frame (bottom bar, no top menu), which this still sees in both themes many times over.
 */
async function checkPagesAlternating(page: Page, paths: string[], layout: string): Promise<void> {
  for (const [index, path] of paths.entries()) await checkPage(page, path, [THEMES[index % 2]!], layout);
}

test.describe('accessibility (axe-core)', () => {
  // Loops over every page in two themes: longer than one journey (no timing is asserted); the tests of this file run
  // side by side on the suite's workers.
  test.describe.configure({ mode: 'parallel', timeout: 300_000 });

  test('every page a visitor reaches, both themes', async ({ page }) => {
    await checkPages(page, ['/user-login', '/forgot-password', '/registration', '/about', '/vapt'], 'web, anonymous');
  });

  // The client's pages in two halves, one login each, so they check side by side.
  const half = Math.ceil(clientPaths.length / 2);
  for (const [part, paths] of [clientPaths.slice(0, half), clientPaths.slice(half)].entries()) {
    test(`every page a client reaches, both themes (part ${part + 1} of 2)`, async ({ page }) => {
      await logIn(page, 'demo@example.com');
      await expect(page).toHaveURL(/\/dashboard$/);
      await checkPages(page, paths, 'web, client');
    });
  }

  test('every page of the native layout, both themes', async ({ page }) => {
    await forceNativeLayout(page);
    await checkPages(page, ['/home'], 'native, anonymous');
    await logIn(page, 'demo@example.com');
    await expect(page).toHaveURL(/\/dashboard$/);
    await checkPagesAlternating(page, clientPaths, 'native, client');
  });

  test('every page a staff member reaches, an application included, both themes', async ({ page }) => {
    await logIn(page, STAFF.email, STAFF.password);
    await expect(page).toHaveURL(/\/backoffice$/);
    // One application's detail page, as staff open it from the list.
    await page
      .getByRole('link', { name: /^Review:/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/backoffice\/applications\/\d+$/);
    const application = new URL(page.url()).pathname;
    await checkPages(page, [...staffPaths, '/backoffice/reference-data', application], 'web, staff');
  });
});

test('keyboard: a dialog opened from the keyboard keeps focus inside, passes axe, and gives focus back', async ({
  page,
}) => {
  await logIn(page, STAFF.email, STAFF.password);
  await expect(page).toHaveURL(/\/backoffice$/);
  await page
    .getByRole('link', { name: /^Review:/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/backoffice\/applications\/\d+$/);

  const opener = page.getByRole('button', { name: 'Reject', exact: true });
  await opener.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.locator(':focus')).toHaveCount(1);
  // Tabbing forwards and backwards never leaves the dialog.
  for (const key of [...Array<string>(8).fill('Tab'), ...Array<string>(8).fill('Shift+Tab')]) {
    await page.keyboard.press(key);
    await expect(dialog.locator(':focus'), `focus after ${key}`).toHaveCount(1);
  }
  expect(await violations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
});
