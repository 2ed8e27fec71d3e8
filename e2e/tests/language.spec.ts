import { expect, test } from '../support/fixtures';

/**
 * Bahasa Melayu as a client meets it (issue #14): chosen on the login page, remembered on this device across a
 * reload, and the whole app after login speaks it. The choice is made before logging in, so it stays on this
 * device and does not change the demo account's language (other specs rely on its English e-mails).
 */
test('a client chooses Bahasa Melayu on the login page and keeps it after a reload and after logging in', async ({
  page,
}) => {
  await page.goto('/user-login');
  await page.getByRole('navigation', { name: 'Language' }).getByRole('button', { name: 'Bahasa Melayu' }).click();
  await expect(page.getByRole('heading', { name: 'Log masuk ke Harta' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ms-MY');

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Log masuk ke Harta' })).toBeVisible();

  await page.getByLabel('Alamat e-mel').fill('demo@example.com');
  await page.getByRole('textbox', { name: 'Kata laluan', exact: true }).fill('Demo@1234');
  await page.getByRole('button', { name: 'Log masuk' }).click();
  await expect(page.getByRole('heading', { name: 'Helo, Aisyah' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('heading', { name: 'Portfolio anda', exact: true })).toBeVisible();
  await expect(page.getByText('Status akaun: Aktif')).toBeVisible();
  // The header offers the way back, named in its own language.
  await expect(page.getByRole('button', { name: /English/ })).toBeVisible();
});
