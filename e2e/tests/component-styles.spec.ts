import type { Page } from '@playwright/test';
import { DEMO_PASSWORD, expect, test } from '../support/fixtures';
import { logInStaff } from '../support/staff';

/**
 * What a page looks like once its CSS is in, checked in the browser at a phone's width and a desktop's, in both
 * languages: every radio and checkbox drawn by Mantine (no native control) with its label beside it, no link in the
 * browser's default blue, and at 390 px no table that hides its figures behind a sideways scroll nor a badge cut
 * short. The static check of the imports is apps/web/src/app/styles/mantine-css.test.ts.
 */

/** Radios and checkboxes that show as the browser's own, or whose label is not beside the control. */
async function unstyledControls(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    for (const input of Array.from(
      document.querySelectorAll<HTMLInputElement>('input[type=radio], input[type=checkbox]'),
    )) {
      const box = input.getBoundingClientRect();
      if (box.width === 0 || getComputedStyle(input).visibility === 'hidden') continue;
      // Mantine's Switch keeps its input out of sight and draws a track instead.
      if (input.closest('.mantine-Switch-root')) continue;
      const name = input.labels?.[0]?.textContent?.trim() || input.name || input.type;
      if (getComputedStyle(input).appearance !== 'none') problems.push(`${name}: native ${input.type}`);
      if (box.width > 40) problems.push(`${name}: ${input.type} ${Math.round(box.width)} px wide`);
      const label = input.labels?.[0];
      if (label && label.textContent?.trim()) {
        const l = label.getBoundingClientRect();
        const beside = l.left >= box.right - 1 && l.top < box.bottom && l.bottom > box.top;
        if (!beside) problems.push(`${name}: label not beside its ${input.type}`);
      }
    }
    return problems;
  });
}

/** Links drawn in the browser's default colours (unvisited blue, visited purple). */
async function defaultBlueLinks(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLAnchorElement>('main a'))
      .filter((a) => a.getBoundingClientRect().width > 0)
      .filter((a) => ['rgb(0, 0, 238)', 'rgb(85, 26, 139)'].includes(getComputedStyle(a).color))
      .map((a) => a.textContent?.trim() ?? a.href),
  );
}

/** Regions that scroll sideways (their content wider than they are), and badges whose text is cut. */
async function hiddenSideways(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    for (const el of Array.from(document.querySelectorAll<HTMLElement>('main *'))) {
      const style = getComputedStyle(el);
      if (['auto', 'scroll'].includes(style.overflowX) && el.scrollWidth > el.clientWidth + 1) {
        found.push(`scrolls sideways: ${el.className || el.tagName} "${(el.textContent ?? '').slice(0, 40)}"`);
      }
      const badge = el.matches('.mantine-Badge-label, .harta-badge');
      if (badge && el.scrollWidth > el.clientWidth + 1) found.push(`badge cut: "${el.textContent}"`);
    }
    if (document.documentElement.scrollWidth > window.innerWidth) found.push('the page scrolls sideways');
    return found;
  });
}

async function expectWellDrawn(page: Page, what: string, phone: boolean): Promise<void> {
  expect(await unstyledControls(page), `${what}: radios and checkboxes`).toEqual([]);
  expect(await defaultBlueLinks(page), `${what}: links in the browser's blue`).toEqual([]);
  if (phone) expect(await hiddenSideways(page), `${what}: at a phone's width`).toEqual([]);
}

/** Logs in through the login page in whichever language it shows (the labels differ; the fields do not). */
async function logInAnyLanguage(page: Page, email: string): Promise<void> {
  await page.goto('/user-login');
  await page.locator('input[autocomplete="username"]').fill(email);
  await page.locator('input[autocomplete="current-password"]').fill(DEMO_PASSWORD);
  await page.locator('form button[type="submit"]').click();
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 30_000 });
}

for (const width of [390, 1280]) {
  for (const language of ['en', 'ms'] as const) {
    test.describe(`at ${width} px in ${language}`, () => {
      test.use({ viewport: { width, height: 900 } });
      test.beforeEach(async ({ page }) => {
        await page.addInitScript((l) => window.localStorage.setItem('harta.language', l), language);
      });

      test('every client page draws its radios, checkboxes, links and tables as designed', async ({ page }) => {
        test.setTimeout(240_000);
        const phone = width < 576;
        const shot = (name: string) =>
          page.screenshot({ path: test.info().outputPath(`${name}-${width}-${language}.png`), fullPage: true });
        await logInAnyLanguage(page, 'demo@example.com');
        const card = page.getByTestId('portfolio-card').first();
        await expect(card).toBeVisible({ timeout: 20_000 });
        await expectWellDrawn(page, 'dashboard', phone);
        await shot('dashboard');

        // The switch modal's risk levels.
        await card.locator('a[href*="switch="]').click();
        const dialog = page.getByRole('dialog');
        await expect(dialog.locator('input[type=radio]').first()).toBeVisible({ timeout: 15_000 });
        await expectWellDrawn(page, 'switch modal', phone);
        await shot('switch');
        await page.keyboard.press('Escape');

        for (const path of ['/transfer', '/withdrawal', '/deposit', '/online-payments', '/transactions']) {
          await page.goto(path);
          await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
          await page.waitForLoadState('networkidle');
          await expectWellDrawn(page, path, phone);
          await shot(path.slice(1));
        }

        // My Profile reuses the registration steps: the PEP and US-person radios, the undertaking checkbox.
        await page.goto('/my-profile');
        const sections = page.locator('main button[aria-expanded]');
        await expect(sections.first()).toBeVisible({ timeout: 20_000 });
        for (const index of [0, 5]) {
          await sections.nth(index).click();
          await expect(page.locator('main [role="region"] input').first()).toBeVisible({ timeout: 20_000 });
          await page.waitForLoadState('networkidle');
          await expectWellDrawn(page, `my-profile section ${index + 1}`, phone);
          await shot(`my-profile-${index + 1}`);
        }
      });
    });
  }
}

test.describe('back office at a phone’s width', () => {
  test.use({ viewport: { width: 390, height: 900 } });

  test('the trade run history shows each status whole', async ({ page }) => {
    await logInStaff(page);
    await expect(page).toHaveURL(/\/backoffice$/);
    await page.goto('/backoffice/trade-runs');
    await expect(page.getByTestId('trade-run-row').first()).toBeVisible({ timeout: 20_000 });
    const labels = page.locator('[data-testid=trade-run-row] .mantine-Badge-label');
    expect(await labels.count()).toBeGreaterThan(0);
    const cut = await labels.evaluateAll((all) =>
      all.filter((label) => label.scrollWidth > label.clientWidth + 1).map((label) => label.textContent),
    );
    expect(cut).toEqual([]);
    await page.screenshot({ path: test.info().outputPath('trade-runs-390.png'), fullPage: true });
  });
});
