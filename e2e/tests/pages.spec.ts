import { expect, forceNativeLayout, logIn, test } from '../support/fixtures';

test('an unknown path shows the not-found page with a way home', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByText('Oops! Page Not Found')).toBeVisible();
  await expect(
    page.getByRole('button', { name: 'Back To Home' }).or(page.getByRole('link', { name: 'Back To Home' })),
  ).toBeVisible();
});

test('the server-error page shows the support e-mail', async ({ page, request }) => {
  const settings = await (await request.get('/appsettings.json')).json();
  await page.goto('/server-error');
  await expect(page.getByText(settings.supportEmail)).toBeVisible();
});

test('the forced native layout shows the bottom bar and hides the top menu', async ({ page }) => {
  await forceNativeLayout(page);
  await logIn(page, 'demo@example.com');
  await expect(page).toHaveURL(/\/dashboard$/);
  const bar = page.getByRole('navigation', { name: 'App navigation' });
  await expect(bar).toBeVisible();
  for (const name of ['Home', 'Performance', 'Transaction', 'My Account']) {
    await expect(bar.getByRole('link', { name })).toBeVisible();
  }
  await expect(bar.getByRole('link', { name: 'Performance' })).toHaveAttribute('href', '/performance/summary-detail');
  await expect(page.getByRole('navigation', { name: /main/i })).toHaveCount(0);
});

test('the native app opens on its home screen when logged out', async ({ page }) => {
  await forceNativeLayout(page);
  await page.goto('/');
  await expect(page).toHaveURL(/\/home$/);
  await expect(
    page.getByRole('link', { name: /log ?in/i }).or(page.getByRole('button', { name: /log ?in/i })),
  ).toBeVisible();
});
