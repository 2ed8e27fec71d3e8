import { expect, logIn, test, DEMO_PASSWORD } from '../support/fixtures';

/**
 * The dashboard shows one valuation: the total at the top is the total over the goals, each card's value less its
 * return is its net deposits, and one valuation date stands above them; the withdrawal form names what it deducts.
 * At phone and desktop width, in English and Malay (docs/dashboard-and-performance.md "One valuation").
 */
const SHOTS = process.env.HARTA_SCREENSHOTS_DIR;

for (const width of [390, 1280]) {
  for (const language of ['en', 'ms'] as const) {
    test(`one total and one valuation date at ${width} px in ${language}`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      if (language === 'ms') {
        await page.goto('/user-login');
        await page.getByRole('navigation', { name: 'Language' }).getByRole('button', { name: 'Bahasa Melayu' }).click();
        await page.getByLabel('Alamat e-mel').fill('demo@example.com');
        await page.getByRole('textbox', { name: 'Kata laluan', exact: true }).fill(DEMO_PASSWORD);
        await page.getByRole('button', { name: 'Log masuk' }).click();
      } else {
        await logIn(page, 'demo@example.com');
      }
      const top = page.getByTestId('summary-total-value');
      await expect(top).toHaveText(/^RM \d{1,3}(,\d{3})*\.\d{2}$/, { timeout: 20_000 });
      await expect(page.getByTestId('portfolios-total')).toHaveText((await top.textContent())!);
      await expect(page.getByText(language === 'en' ? /Prices as at/ : /Harga setakat/)).toHaveCount(0);
      await expect(
        page.getByText(language === 'en' ? /Valued at the close of/ : /Dinilai pada harga penutup/),
      ).toBeVisible();
      const dialog = page.getByRole('dialog');
      if (await dialog.isVisible()) await page.keyboard.press('Escape');
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/dashboard-${language}-${width}.png`, fullPage: true });

      await page.goto('/withdrawal');
      const breakdown = page.getByTestId('withdrawal-breakdown');
      await page.getByRole('combobox', { name: language === 'en' ? 'From portfolio' : 'Dari portfolio' }).click();
      await page.getByRole('option', { name: 'Retirement' }).click();
      await expect(breakdown).toBeVisible();
      await expect(breakdown.getByTestId('withdrawal-available')).toHaveText(/^RM \d{1,3}(,\d{3})*\.\d{2}$/);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/withdrawal-${language}-${width}.png`, fullPage: true });
    });
  }
}
