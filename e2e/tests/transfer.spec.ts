import { expect, logIn, test } from '../support/fixtures';

/**
 * The transfer page against the running system, at a phone's width and a desktop's: the form refuses what the
 * contracts refuse, and the server's refusal of a transfer (here: more than the goal holds) is shown under the
 * amount, the confirmation closed, so the user changes it where it is wrong.
 */
test.describe('transfer', () => {
  for (const width of [390, 1280]) {
    test(`checks the form, confirms, and explains a refused transfer under its field (${width} px)`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await logIn(page, 'demo@example.com');
      await expect(page).toHaveURL(/\/dashboard$/);
      await page.goto('/transfer');
      await expect(page.getByRole('heading', { level: 1, name: 'Transfer' })).toBeVisible();
      const from = page.getByLabel('From', { exact: true });
      const to = page.getByLabel('To', { exact: true });
      await expect(from.locator('option')).not.toHaveCount(1);

      await from.selectOption({ index: 1 });
      await to.selectOption({ index: 1 });
      await page.getByLabel('Amount (RM)').fill('10.005');
      await page.getByRole('button', { name: 'Continue' }).click();
      await expect(page.getByText('Please enter at most two decimals (sen), e.g. 1,000.50.')).toBeVisible();
      await page.getByLabel('Amount (RM)').fill('10.00');
      await page.getByRole('button', { name: 'Continue' }).click();
      await expect(page.getByText('Please choose two different portfolios.')).toBeVisible();

      // More than any demo goal holds (the money journey may have deposited into them, or not yet): refused by the
      // server, which says how much is available, or that nothing is.
      await to.selectOption({ index: 2 });
      await page.getByLabel('Amount (RM)').fill('9999999.00');
      await page.getByRole('button', { name: 'Continue' }).click();
      await expect(page.getByText('Confirm your transfer')).toBeVisible();
      await page.getByRole('button', { name: 'Confirm transfer' }).click();
      // The amount's own error, under it (docs/money.md "Amounts the client types"): no dialog, the form back to edit.
      await expect(page.getByLabel('Amount (RM)')).toHaveAccessibleDescription(
        /You can transfer at most RM [\d,.]+ from this portfolio\.|There is nothing available to transfer in this portfolio yet\./,
      );
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await expect(page).toHaveURL(/\/transfer$/);
      await expect(page.getByRole('button', { name: 'Continue' })).toBeVisible();
      await page.screenshot({ path: test.info().outputPath(`transfer-refused-${width}.png`), fullPage: true });
    });
  }
});
