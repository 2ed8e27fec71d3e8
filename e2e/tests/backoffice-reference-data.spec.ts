import type { APIRequestContext } from '@playwright/test';
import { expect, logIn, test } from '../support/fixtures';
import { logInStaff } from '../support/staff';

/**
 * Staff editing of reference data (docs/backoffice.md): a bank added in the back office is offered by the public
 * dropdown endpoint the registration form reads; deactivating it takes it away again. The code is unique per run,
 * so the spec does not depend on the others or on being run once.
 */

async function publicBanks(request: APIRequestContext) {
  // A request context of its own: no browser cache between the edit and the check.
  const response = await request.get('/api/DropDown/getBankList');
  expect(response.ok()).toBe(true);
  // Each bank also says whether it is online at the payment gateway now: only code and name are the staff's.
  return ((await response.json()) as { result: { code: string; name: string }[] }).result.map(({ code, name }) => ({
    code,
    name,
  }));
}

test.describe('back office: reference data', () => {
  test('staff add a bank that the public bank list then offers, and deactivate it again', async ({ page, request }) => {
    const code = `E2E_${Date.now().toString(36).toUpperCase()}`;
    const name = `E2E Bank ${code.slice(4)}`;

    await logInStaff(page);
    await expect(page).toHaveURL(/\/backoffice$/);
    await page
      .getByRole('navigation', { name: 'Back office menu' })
      .getByRole('link', { name: 'Reference data' })
      .click();
    await expect(page).toHaveURL(/\/backoffice\/reference-data/);
    await expect(page.getByRole('heading', { name: 'Reference data' })).toBeVisible();

    await page.getByLabel('List').selectOption('BANK');
    await expect(page.getByTestId('reference-item-row').filter({ hasText: 'Maybank' })).toBeVisible();
    await page.getByRole('button', { name: 'Add entry' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add to Banks' });
    await dialog.getByLabel(/^Code/).fill(code);
    await dialog.getByLabel(/^Name shown to clients/).fill(name);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(`${code} was added.`, { exact: false })).toBeVisible();
    await expect(dialog).toBeHidden();
    const row = page.getByTestId('reference-item-row').filter({ hasText: code });
    await expect(row).toContainText(name);
    await expect(row).toContainText('Active');
    await page.screenshot({ path: test.info().outputPath('reference-data.png'), fullPage: true });

    expect(await publicBanks(request)).toContainEqual({ code, name });

    await row.getByRole('button', { name: `Deactivate ${code}` }).click();
    await page
      .getByRole('dialog', { name: `Deactivate ${code}?` })
      .getByRole('button', { name: 'Yes, deactivate' })
      .click();
    await expect(row).toContainText('Inactive');
    expect((await publicBanks(request)).map((b) => b.code)).not.toContain(code);
  });

  test('a client cannot open the reference-data page', async ({ page }) => {
    await logIn(page, 'demo@example.com');
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/backoffice/reference-data');
    await expect(page).toHaveURL(/\/forbidden$/);
  });
});
