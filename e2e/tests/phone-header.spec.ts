import type { Locator, Page } from '@playwright/test';
import { expect, logIn, test } from '../support/fixtures';

/** The part of an element that lies outside the viewport's width, in CSS pixels (0 when it fits). */
async function overflow(page: Page, element: Locator): Promise<number> {
  const box = await element.boundingBox();
  if (!box) throw new Error('element not rendered');
  const width = page.viewportSize()!.width;
  return Math.max(0, -box.x) + Math.max(0, box.x + box.width - width);
}

/**
 * Header elements whose content is cut off (a shrunk badge shows '40% c…', a squeezed button 'Log'). Visually
 * hidden text (positioned out of the flow on purpose) and icons do not count.
 */
async function clippedInHeader(page: Page): Promise<string[]> {
  return page.locator('header').evaluate((header) =>
    [header, ...Array.from(header.querySelectorAll<HTMLElement>('*'))]
      .filter((el) => el instanceof HTMLElement && getComputedStyle(el).position !== 'absolute')
      .filter((el) => el.scrollWidth > el.clientWidth + 1)
      .map((el) => `${el.tagName.toLowerCase()} "${el.textContent ?? ''}"`),
  );
}

test.describe('registration header on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test("the '{n}% completed' badge and Logout fit at 360–414 px, without horizontal scrolling", async ({
    page,
  }, testInfo) => {
    await logIn(page, 'draft@example.com');
    await expect(page).toHaveURL(/\/registration\?step=5$/);
    const badge = page.getByTestId('completed-indicator');
    const logout = page.getByRole('button', { name: 'Logout' });
    await expect(badge).toBeVisible();
    await expect(logout).toBeVisible();
    // The badge stays readable as a whole for assistive technology, even when it shows only the figure.
    await expect(badge).toContainText(/\d+%/);
    await expect(page.getByText(/^\d+% completed$/)).toHaveCount(1);

    await page.screenshot({ path: testInfo.outputPath('header-375.png') });
    for (const width of [375, 360, 414]) {
      await page.setViewportSize({ width, height: 812 });
      expect(await overflow(page, badge), `badge at ${width} px`).toBe(0);
      expect(await overflow(page, logout), `Logout at ${width} px`).toBe(0);
      expect(await clippedInHeader(page), `cut-off header content at ${width} px`).toEqual([]);
      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(scrollWidth, `page width at ${width} px`).toBeLessThanOrEqual(width);
    }

    await logout.click();
    await expect(page).toHaveURL(/\/user-login/);
  });
});
