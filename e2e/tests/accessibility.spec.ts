import { Routes, type RouteKey } from '@harta/contracts/routes';
import type { Page } from '@playwright/test';
import { axeViolations } from '../support/axe';
import { expect, forceNativeLayout, logIn, test } from '../support/fixtures';
import { logInStaff } from '../support/staff';

/**
 * Accessibility, everywhere (issue 14): axe-core checks every page a client and a staff member can reach, in the
 * light and the dark theme, and the client's pages in the native layout too (each once, the themes taking turns),
 * and fails on any violation of WCAG 2.2 A/AA or of axe's best practices. The pages come from the route list of
 * contracts (`Routes`): a page added there is checked without touching this file.
 *
 * Kept short for the CI budget without checking less: one login per role, the pages of a role visited in one tab
 * through the router (see `visit`), axe injected once per tab and run directly (support/axe.ts). Both themes on
 * every web page rather than a sample: the colour tokens are shared, but a page can still pair them badly (a gain
 * colour on a tinted card, a dimmed label), and once the page is open a second theme costs a fraction of a second.
 */

const THEMES = ['light', 'dark'] as const;
type Theme = (typeof THEMES)[number];
const COLOR_SCHEME_KEY = 'harta.color-scheme';

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

/**
 * Opens a page as the app's own links do, and waits for it to settle: requests done, no loading state left.
 *
 * The first page of a test is loaded; every later one is reached through the router (history.pushState and the
 * popstate event it listens to), like a click on a menu link: the page renders from the same route table and
 * the same guards, without starting the app again and with axe still injected. That makes a page a second of
 * browser time rather than several, which is what lets every page be checked in both themes.
 */
async function visit(page: Page, path: string): Promise<void> {
  trackRequests(page);
  if (new URL(page.url()).protocol === 'about:') {
    await page.goto(path);
  } else {
    await page.evaluate((to) => {
      window.history.pushState(null, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, path);
  }
  await networkQuiet(page);
  await expect(page.getByRole('status').filter({ hasText: /loading/i })).toHaveCount(0);
}

/** The tab's requests in flight, for `networkQuiet` (counted from the test's first navigation). */
const inFlight = new WeakMap<Page, Set<unknown>>();

function trackRequests(page: Page): Set<unknown> {
  let requests = inFlight.get(page);
  if (!requests) {
    const open = new Set<unknown>();
    page.on('request', (request) => open.add(request));
    page.on('requestfinished', (request) => open.delete(request));
    page.on('requestfailed', (request) => open.delete(request));
    inFlight.set(page, open);
    requests = open;
  }
  return requests;
}

/** Playwright's 'networkidle' for a navigation inside the page: no request in flight for 500 ms. */
async function networkQuiet(page: Page): Promise<void> {
  const requests = trackRequests(page);
  let quietSince = Date.now();
  await expect
    .poll(
      () => {
        if (requests.size > 0) quietSince = Date.now();
        return Date.now() - quietSince >= 500;
      },
      { intervals: [50], timeout: 15_000, message: 'requests still in flight' },
    )
    .toBe(true);
}

async function checkPage(page: Page, path: string, themes: readonly Theme[], layout: string): Promise<void> {
  await visit(page, path);
  for (const theme of themes) {
    await switchTheme(page, theme);
    // Soft: a failure names the page, the theme and what axe found, and the loop goes on to the other pages.
    expect.soft(await axeViolations(page), `${layout}, ${theme} theme: ${page.url()} (opened as ${path})`).toEqual([]);
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

    // The scan itself (support/axe.ts runs axe-core directly): faint text in the theme's own colours is a contrast
    // violation it reports in either theme.
    await page.evaluate(() => {
      const faint = document.createElement('p');
      faint.id = 'faint';
      faint.textContent = 'Faint text';
      faint.style.color = 'var(--mantine-color-body)';
      document.querySelector('main')!.append(faint);
    });
    for (const theme of THEMES) {
      await switchTheme(page, theme);
      expect(await axeViolations(page), `${theme} theme`).toContainEqual(
        expect.stringMatching(/^color-contrast \(serious\) at #faint:/),
      );
    }
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

  // A phone's width: the header's compact pieces (the language button says "BM"), which Lighthouse checks too.
  test('the login page and the dashboard on a phone, both themes', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await checkPages(page, ['/user-login'], 'phone, anonymous');
    await logIn(page, 'demo@example.com');
    await expect(page).toHaveURL(/\/dashboard$/);
    await checkPages(page, ['/dashboard'], 'phone, client');
  });

  test('every page a staff member reaches, an application included, both themes', async ({ page }) => {
    await logInStaff(page);
    await expect(page).toHaveURL(/\/backoffice$/);
    // One application's detail page, as staff open it from the list.
    await page
      .getByRole('link', { name: /^Review:/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/backoffice\/applications\/\d+$/);
    const application = new URL(page.url()).pathname;
    await checkPages(
      page,
      [
        ...staffPaths,
        '/backoffice/reference-data',
        '/backoffice/staff-accounts',
        '/backoffice/audit-log',
        '/backoffice/shariah',
        '/backoffice/dividends',
        application,
      ],
      'web, staff',
    );
  });
});

test('keyboard: a dialog opened from the keyboard keeps focus inside, passes axe, and gives focus back', async ({
  page,
}) => {
  await logInStaff(page);
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
  expect(await axeViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
});
