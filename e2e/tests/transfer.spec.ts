import { expect, logIn, test } from '../support/fixtures';

/**
 * The transfer page against the running system: the form refuses what the contracts refuse, and the server's
 * refusal of a transfer (here: more than the goal holds) is explained on the page,
 * which stays on the confirmation so the user can go back and change it.
 */
test.describe('transfer', () => {
  test('checks the form, confirms, and explains a refused transfer where the user is', async ({ page }) => {
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
    await expect(
      page
        .getByText(/^You can transfer at most RM [\d,.]+ from this portfolio\.$/)
        .or(page.getByText('There is nothing available to transfer in this portfolio yet.')),
    ).toBeVisible();
    await page.getByRole('button', { name: 'OK' }).click();
    await expect(page).toHaveURL(/\/transfer$/);
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page.getByRole('button', { name: 'Continue' })).toBeVisible();
  });
});
