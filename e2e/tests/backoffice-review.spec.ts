import { expect, logIn, test } from '../support/fixtures';

/**
 * Staff review. The application approved here is a dedicated seeded PENDING account with documents
 * (review@example.com), so the other specs that log in as pending@example.com still find it pending.
 */
const REVIEW_EMAIL = 'review@example.com';
const STAFF_EMAIL = 'staff@example.com';
const STAFF_PASSWORD = 'Staff@1234';

test.describe('back office', () => {
  test('staff run the bureau check and approve an application; the client then reaches the dashboard', async ({
    page,
  }) => {
    await logIn(page, STAFF_EMAIL, STAFF_PASSWORD);
    await expect(page).toHaveURL(/\/backoffice$/);
    await expect(page.getByRole('heading', { name: 'Applications' })).toBeVisible();
    // Staff have no client menu.
    await expect(page.getByRole('navigation', { name: /main/i })).toHaveCount(0);

    await page.getByLabel('Status').selectOption('PENDING');
    await page.getByLabel('Search').fill(REVIEW_EMAIL);
    const row = page.getByTestId('application-row').filter({ hasText: REVIEW_EMAIL });
    await expect(row).toHaveCount(1);
    await row.getByRole('link', { name: /^Review:/ }).click();
    await expect(page).toHaveURL(/\/backoffice\/applications\/\d+$/);

    await expect(page.getByTestId('application-status')).toHaveText('Pending');
    await expect(page.getByRole('img', { name: /^ID front of/ })).toBeVisible();
    await expect(page.getByRole('img', { name: /^Selfie of/ })).toBeVisible();
    await expect(page.getByText(/^Submitted \d{1,2} [A-Z][a-z]{2} \d{4}$/)).toBeVisible();

    await page.getByRole('button', { name: 'Run credit bureau check' }).click();
    await expect(page.getByTestId('bureau-result')).toContainText('Credit score');

    await page.getByRole('button', { name: 'Approve', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Approve this application?' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Yes, approve' }).click();
    await expect(page.getByText(/Application approved\./)).toBeVisible();
    await expect(page.getByTestId('application-status')).toHaveText('Approved');
    await expect(page.getByTestId('decision-result')).toContainText(`Approved by`);
    await expect(page.getByTestId('audit-trail')).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('backoffice-detail.png'), fullPage: true });

    await page.getByRole('button', { name: 'Logout' }).click();
    await logIn(page, REVIEW_EMAIL);
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('rejecting asks for a reason before anything is sent', async ({ page }) => {
    await logIn(page, STAFF_EMAIL, STAFF_PASSWORD);
    await expect(page).toHaveURL(/\/backoffice$/);
    await page.getByLabel('Search').fill('pending@example.com');
    await page
      .getByTestId('application-row')
      .filter({ hasText: 'pending@example.com' })
      .getByRole('link')
      .first()
      .click();
    await page.getByRole('button', { name: 'Reject', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Reject this application?' });
    await dialog.getByRole('button', { name: 'Reject application' }).click();
    await expect(dialog.getByText('This field is required.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByTestId('application-status')).toHaveText('Pending');
    await page.screenshot({ path: test.info().outputPath('backoffice-pending.png'), fullPage: true });
  });

  test('a client cannot open the back office', async ({ page }) => {
    await logIn(page, 'demo@example.com');
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/backoffice');
    await expect(page).toHaveURL(/\/forbidden$/);
  });
});
