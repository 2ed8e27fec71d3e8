import { expect, logIn, test } from '../support/fixtures';

test.describe('post-login routing by status (spec section 4)', () => {
  test('a DRAFT client continues registration at the saved step', async ({ page }) => {
    await logIn(page, 'draft@example.com');
    await expect(page).toHaveURL(/\/registration\?step=5$/);
    await expect(page.getByText(/\d+% completed/)).toBeVisible();
  });

  test('a PENDING client sees the pending-application page', async ({ page }) => {
    await logIn(page, 'pending@example.com');
    await expect(page).toHaveURL(/\/app-pending\/PENDING$/);
    // No menu while the application is pending.
    await expect(page.getByRole('navigation', { name: /main/i })).toHaveCount(0);
  });

  for (const email of ['close@example.com', 'reject@example.com', 'suspend@example.com']) {
    test(`${email} cannot log in and is logged out`, async ({ page }) => {
      await logIn(page, email);
      await expect(page.getByText("Can't login, account CLOSED/REJECTED/SUSPENDED.")).toBeVisible();
      await page.goto('/dashboard');
      await expect(page).toHaveURL(/\/user-login/);
    });
  }

  test('a client without the client role is forbidden', async ({ page }) => {
    await logIn(page, 'norole@example.com');
    await expect(page).toHaveURL(/\/forbidden$/);
    await expect(page.getByText("You don't have permission to access the page.")).toBeVisible();
    await expect(
      page.getByRole('button', { name: 'Back To Home' }).or(page.getByRole('link', { name: 'Back To Home' })),
    ).toBeVisible();
  });
});
