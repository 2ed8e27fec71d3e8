import { readFileSync } from 'node:fs';
import { expect, logIn, test } from '../support/fixtures';

/**
 * The approved demo client's goals on the dashboard (seeded as approval opens them), adding and renaming one, and
 * the transactions page with its filters and CSV export. Amounts are not asserted: other specs may move demo@'s
 * money on the same server.
 */
test.describe('portfolios and transactions', () => {
  test('the dashboard lists the goals; a goal can be added and renamed', async ({ page }) => {
    await logIn(page, 'demo@example.com');
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByText('Your portfolio is empty')).toHaveCount(0);
    const retirement = page.getByRole('region', { name: 'Retirement' });
    await expect(retirement).toBeVisible();
    await expect(retirement).toContainText('Risk level 3 · Balanced');
    await expect(retirement.getByTestId('portfolio-total')).toHaveText(/^RM \d{1,3}(,\d{3})*\.\d{2}$/);
    await expect(page.getByRole('region', { name: 'Emergency fund' })).toContainText('Risk level 1 · Conservative');

    const name = `Hajj ${Date.now().toString(36)}`;
    await page.getByRole('button', { name: 'Add a goal' }).click();
    const add = page.getByRole('dialog', { name: 'Add a goal' });
    // demo@'s knowledge cap is 4: level 5 is not offered.
    await expect(add.getByLabel('Risk level').locator('option')).toHaveCount(4);
    await add.getByRole('button', { name: 'Add goal' }).click();
    await expect(add.getByText('Please give this goal a name.')).toBeVisible();
    await add.getByLabel('Goal name').fill(name);
    await add.getByLabel('Risk level').selectOption('2');
    await add.getByRole('button', { name: 'Add goal' }).click();
    await expect(add).toBeHidden();
    const added = page.getByRole('region', { name });
    await expect(added).toContainText('Risk level 2 · Moderately conservative');

    await added.getByRole('button', { name: `Rename ${name}` }).click();
    const rename = page.getByRole('dialog', { name: 'Rename this goal' });
    await rename.getByLabel('Goal name').fill('retirement');
    await rename.getByRole('button', { name: 'Save' }).click();
    await expect(rename.getByText('You already have a goal with this name. Please choose another.')).toBeVisible();
    await rename.getByLabel('Goal name').fill(`${name} 2027`);
    await rename.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('region', { name: `${name} 2027` })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('dashboard-goals.png'), fullPage: true });
  });

  test('the transactions page filters through the address and exports a CSV file', async ({ page }) => {
    await logIn(page, 'demo@example.com');
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.getByRole('navigation', { name: /main/i }).getByRole('link', { name: 'Transactions' }).click();
    await expect(page).toHaveURL(/\/transactions$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Transactions' })).toBeVisible();
    await expect(page.getByLabel('Portfolio').locator('option', { hasText: 'Retirement' })).toHaveCount(1);

    await page.getByLabel('Type').selectOption('DEPOSIT');
    await expect(page).toHaveURL(/[?&]type=DEPOSIT/);
    await page.getByLabel('From', { exact: true }).fill('2026-03-10');
    await page.getByLabel('To', { exact: true }).fill('2026-03-01');
    await expect(page.getByText('The end date must be on or after the start date.')).toBeVisible();
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(page).toHaveURL(/\/transactions$/);

    const rows = page.getByTestId('transaction-row');
    const empty = page.getByText(/No transactions yet/);
    await expect(rows.first().or(empty)).toBeVisible();
    if ((await rows.count()) > 0) {
      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Export CSV' }).click();
      const file = await download;
      expect(file.suggestedFilename()).toMatch(/^transactions-\d{4}-\d{2}-\d{2}\.csv$/);
      const text = readFileSync(await file.path(), 'utf8');
      expect(text.replace(/^\uFEFF/, '').split(/\r?\n/)[0]).toBe(
        'Date,Portfolio,Type,Status,Amount (MYR),Description,Completed,Reference',
      );
    } else {
      await expect(page.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
    }
    await page.screenshot({ path: test.info().outputPath('transactions.png'), fullPage: true });
  });
});
