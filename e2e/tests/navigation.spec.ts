import type { Locator, Page } from '@playwright/test';
import { DEMO_PASSWORD, expect, forceNativeLayout, test } from '../support/fixtures';

/**
 * Every route of spec section 2 a logged-in client uses is reachable by clicks alone from the dashboard, at a phone's
 * width and a desktop's, in both languages (docs/dashboard-and-performance.md, "Money actions"). Each step starts on
 * the dashboard and clicks a visible link to the route, opening the header's menus (the phone's drawer, the
 * desktop's drop-downs) only when the page itself offers none.
 */

/** The client's pages reached from the dashboard in the web layout; a path after `via` is reached from that page. */
const WEB_WALK: readonly { to: string; via?: string }[] = [
  { to: '/deposit' },
  { to: '/withdrawal' },
  { to: '/transfer' },
  { to: '/online-payments' },
  { to: '/performance' },
  { to: '/transactions' },
  { to: '/refer-a-friend' },
  { to: '/my-profile' },
  { to: '/my-profile/bnm-documents', via: '/my-profile' },
  { to: '/my-statement' },
  { to: '/change-password' },
  { to: '/your-data' },
];

/** In the native app: the bottom bar's tabs, and what My Account leads to. */
const NATIVE_WALK: readonly { to: string; via?: string }[] = [
  { to: '/performance/summary-detail' },
  { to: '/transactions' },
  { to: '/my-account' },
  { to: '/biometric', via: '/my-account' },
  { to: '/about', via: '/my-account' },
  { to: '/withdrawal' },
  { to: '/transfer' },
];

function visibleLinkTo(scope: Page | Locator, path: string) {
  return scope.locator(`a[href="${path}"]:visible, a[href^="${path}?"]:visible`).first();
}

/**
 * Opens one of the header's menus and waits until its links show: the top menu's drop-down (the element its button
 * names in aria-controls) or the phone's drawer (a dialog). Answers it, to close it again.
 */
async function openMenu(page: Page, button: Locator): Promise<Locator> {
  await button.click();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  const popup = page.locator(`[id="${await button.getAttribute('aria-controls')}"]`).or(page.getByRole('dialog'));
  await expect(popup.locator('a').first()).toBeVisible();
  return popup;
}

/**
 * Clicks a visible link to `path`, opening the header's menus one by one when the page shows none. A menu stays open
 * only when the link is in it, and that link is the one clicked: a page still loading may show its own link while a
 * menu is open, and the phone's drawer covers it (a click there waited for the drawer until the test timed out).
 */
async function clickLinkTo(page: Page, path: string): Promise<void> {
  let scope: Page | Locator = page;
  if ((await visibleLinkTo(page, path).count()) === 0) {
    const menus = page.locator('header button[aria-haspopup]:visible, header button[aria-controls]:visible');
    const count = await menus.count();
    for (let i = 0; i < count; i++) {
      // Waiting for the menu's links rather than a fixed pause: under load a drop-down took longer than 300 ms to
      // show them, the link was not found and the walk closed the menu that held it.
      const popup = await openMenu(page, menus.nth(i));
      if ((await visibleLinkTo(popup, path).count()) > 0) {
        scope = popup;
        break;
      }
      // Mantine's menu and drawer take Escape only from inside, and move the focus there on a timer just after they
      // open: a key pressed before (the links already show, fading in) reached the button and left the menu open
      // (a clean-checkout run's flake at 1280 px). A person's Escape comes after that moment.
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.closest('[role="menu"], [role="dialog"]') != null))
        .toBe(true);
      await page.keyboard.press('Escape');
      // Closed as a person sees it: the phone's drawer keeps an empty container in the page once closed (Mantine's
      // modal root), so the test waits for nothing of the menu to show rather than for it to leave the page.
      await expect(popup.filter({ visible: true })).toHaveCount(0);
      if ((await visibleLinkTo(page, path).count()) > 0) break;
    }
  }
  const link = visibleLinkTo(scope, path);
  await expect(link, `a visible link to ${path}`).toBeVisible();
  await expect(link).not.toHaveText('');
  await link.click();
  await expect(page).toHaveURL((url) => url.pathname === path);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 30_000 });
}

async function walk(page: Page, steps: readonly { to: string; via?: string }[]): Promise<void> {
  for (const step of steps) {
    // Each walk starts from the dashboard itself, reached through the router as the Home link does (history and
    // the popstate event it listens to, as accessibility.spec.ts visits pages) instead of loading the app again at
    // every step.
    if (new URL(page.url()).pathname !== '/dashboard') {
      await page.evaluate(() => {
        window.history.pushState(null, '', '/dashboard');
        window.dispatchEvent(new PopStateEvent('popstate'));
      });
    }
    await expect(page.getByTestId('portfolio-card').first()).toBeVisible({ timeout: 20_000 });
    if (step.via) await clickLinkTo(page, step.via);
    await clickLinkTo(page, step.to);
  }
}

/** Logs in through the login page in whichever language it shows (the labels differ; the fields do not). */
async function logInAnyLanguage(page: Page, email: string): Promise<void> {
  await page.goto('/user-login');
  await page.locator('input[autocomplete="username"]').fill(email);
  await page.locator('input[autocomplete="current-password"]').fill(DEMO_PASSWORD);
  await page.locator('form button[type="submit"]').click();
  // A deposit another spec leaves pending opens the dashboard's pending-deposit modal over this walk: the page
  // fixture closes it with OK, as a user would (support/fixtures.ts).
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 30_000 });
}

for (const width of [390, 1280]) {
  for (const language of ['en', 'ms'] as const) {
    test.describe(`at ${width} px in ${language}`, () => {
      test.use({ viewport: { width, height: 900 } });
      test.beforeEach(async ({ page }) => {
        await page.addInitScript((l) => window.localStorage.setItem('harta.language', l), language);
      });

      test('every client page is reachable by clicks from the dashboard', async ({ page }) => {
        test.setTimeout(240_000);
        await logInAnyLanguage(page, 'demo@example.com');
        await expect(page.locator('html')).toHaveAttribute('lang', language === 'ms' ? 'ms-MY' : 'en-MY');
        await walk(page, WEB_WALK);
      });

      if (width === 390) {
        test('in the native app, every tab and My Account page is reachable by clicks', async ({ page }) => {
          test.setTimeout(240_000);
          await forceNativeLayout(page);
          await logInAnyLanguage(page, 'demo@example.com');
          await walk(page, NATIVE_WALK);
        });
      }
    });
  }
}
