import { expect, logIn, test } from '../support/fixtures';

test('an idle session counts down and logs out at zero', async ({ page }) => {
  // Short idle settings for this test only: the app reads them from /appsettings.json at start.
  await page.route('**/appsettings.json', async (route) => {
    const res = await route.fetch();
    const json = await res.json();
    await route.fulfill({ response: res, json: { ...json, idlePeriod: 2, timeoutCountdown: 3 } });
  });
  await logIn(page, 'demo@example.com');
  await expect(page).toHaveURL(/\/dashboard$/);
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible({ timeout: 8_000 });
  await expect(dialog).toContainText(/\d+ seconds?/);
  await expect(page).toHaveURL(/\/user-login/, { timeout: 10_000 });
});
