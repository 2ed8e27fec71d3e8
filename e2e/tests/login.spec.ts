import { expect, logIn, test } from '../support/fixtures';

test.describe('logging in', () => {
  test('an active client reaches the dashboard with a greeting', async ({ page }) => {
    await logIn(page, 'demo@example.com');
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { name: /Aisyah/ })).toBeVisible();
    await expect(page.getByRole('navigation', { name: /main/i })).toBeVisible();
  });

  test('a wrong password says so and stays on the login page', async ({ page }) => {
    await logIn(page, 'demo@example.com', 'Wrong@1234');
    await expect(page.getByText('Invalid username or password')).toBeVisible();
    await expect(page).toHaveURL(/\/user-login$/);
    // What was typed is kept, so the user can correct it.
    await expect(page.getByLabel(/e-?mail/i)).toHaveValue('demo@example.com');
  });

  test('the third failed attempt blocks the device with the lockout message', async ({ page }) => {
    // An e-mail nobody owns: the device-side counter is what this test is about, and no seeded account is locked.
    const email = `nobody-${Date.now()}@example.com`;
    for (let i = 1; i <= 2; i++) {
      await logIn(page, email, 'Wrong@1234');
      await expect(page.getByText('Invalid username or password')).toBeVisible();
    }
    await logIn(page, email, 'Wrong@1234');
    await expect(
      page.getByText('For your safety, your account has been Temporarily suspended. Please try again after 24hrs.'),
    ).toBeVisible();
  });

  test('the remembered target route is honoured after login', async ({ page }) => {
    await page.goto('/transactions');
    await expect(page).toHaveURL(/\/user-login/);
    await page.getByLabel(/e-?mail/i).fill('demo@example.com');
    await page.getByLabel(/^password/i).fill('Demo@1234');
    await page.getByRole('button', { name: /log ?in/i }).click();
    await expect(page).toHaveURL(/\/transactions$/);
  });

  test('logout ends the session and protected pages ask for login again', async ({ page }) => {
    await logIn(page, 'demo@example.com');
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.getByRole('button', { name: /my account/i }).click();
    await page.getByRole('menuitem', { name: /logout/i }).click();
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/user-login/);
  });
});
