import { expect, logIn, test } from '../support/fixtures';

/**
 * demo@'s history tells one story (docs/returns.md "Demo history"): its deposits are online payments, so Online
 * payments lists them from the client's bank, each on the day the transactions page shows its deposit. The e2e
 * server seeds one year of history.
 */
test('Online payments lists the demo history deposits, paid from the client bank', async ({ page }) => {
  // A login is argon2-bound: on a loaded 2-core host it takes longer than the default waits.
  test.setTimeout(120_000);
  await logIn(page, 'demo@example.com');
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 60_000 });
  await page.goto('/online-payments');
  await expect(page.getByText('Maybank').first()).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(/No online payments yet/)).toHaveCount(0);
  // The same payments are the deposits the transactions page lists.
  // Deposits only: the history's dividends (twice a year per fund) fill the newest page otherwise.
  await page.goto('/transactions');
  await page.getByLabel('Type').selectOption({ label: 'Deposit' });
  await expect(page.getByText(/Online banking, Maybank/).first()).toBeVisible({ timeout: 30_000 });
});
