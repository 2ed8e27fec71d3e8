import { expect, logIn, test } from '../support/fixtures';
import { logInStaff } from '../support/staff';
import { DEMO_STAFF } from '../support/staff-login';

/**
 * Staff review. The application approved here is a dedicated seeded PENDING account with documents
 * (review@example.com), so the other specs that log in as pending@example.com still find it pending.
 */
const REVIEW_EMAIL = 'review@example.com';
// This worker's member holding every role (support/staff-login.ts `workerStaffEmail`), as logInStaff signs in.
const { email: STAFF_EMAIL, name: STAFF_NAME } = DEMO_STAFF.all;

test.describe('back office', () => {
  test('staff search for an application, review its sections, run the bureau check and approve it; the audit trail names them; the client then reaches the dashboard', async ({
    page,
  }) => {
    await logInStaff(page);
    await expect(page).toHaveURL(/\/backoffice$/);
    await expect(page.getByRole('heading', { name: 'Applications' })).toBeVisible();
    // Staff have no client menu.
    await expect(page.getByRole('navigation', { name: /main/i })).toHaveCount(0);

    await page.getByLabel('Status').selectOption('PENDING');
    // The server searches (after a short pause in typing) and the search is kept in the address.
    await page.getByLabel('Search').fill(REVIEW_EMAIL);
    await expect(page).toHaveURL(/[?&]q=review%40example\.com/);
    const rows = page.getByTestId('application-row');
    await expect(rows).toHaveCount(1);
    await expect(page.getByTestId('application-count')).toHaveText('1 application');
    const row = rows.filter({ hasText: REVIEW_EMAIL });
    await expect(row).toHaveCount(1);
    await row.getByRole('link', { name: /^Review:/ }).click();
    await expect(page).toHaveURL(/\/backoffice\/applications\/\d+$/);

    // Address and financial information, in words from the reference data; the account number masked.
    const address = page.getByRole('region', { name: 'Address and contact' });
    await expect(address).toContainText('12 Jalan Tun Razak');
    await expect(address).toContainText('W.P. Kuala Lumpur');
    await expect(address).toContainText('Malaysia');
    const financial = page.getByRole('region', { name: 'Financial information' });
    await expect(financial).toContainText('Employed');
    await expect(financial).toContainText('RM60,001 to RM120,000');
    await expect(financial).toContainText('Salary or wages');
    await expect(financial).toContainText('Maybank');
    await expect(financial).toContainText('•••• 3344');
    await expect(financial).not.toContainText('514011223344');
    await expect(page.getByRole('region', { name: 'Investment profile' })).toContainText('3 of 5');

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
    await expect(page.getByTestId('decision-result')).toContainText(`Approved by ${STAFF_NAME} (${STAFF_EMAIL})`);
    // The audit entry names the staff member (not a user id), with the time in Malaysian time.
    const approval = page.getByTestId('audit-entry').filter({ hasText: 'Approved the application' });
    await expect(approval).toHaveCount(1);
    await expect(approval.getByTestId('audit-actor')).toContainText(STAFF_NAME);
    await expect(approval.getByTestId('audit-actor')).toContainText(STAFF_EMAIL);
    await expect(approval.getByTestId('audit-actor')).toContainText('Staff');
    await expect(approval).toContainText(/\d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2}/);
    await page.screenshot({ path: test.info().outputPath('backoffice-detail.png'), fullPage: true });

    await page.getByRole('button', { name: 'Logout' }).click();
    await logIn(page, REVIEW_EMAIL);
    await expect(page).toHaveURL(/\/dashboard$/);
    // Approval opened the first goal from the investment profile (level 3 in the demo application).
    await expect(page.getByRole('region', { name: 'My first goal' })).toContainText('Risk level 3 · Balanced');
  });

  test('rejecting asks for a reason before anything is sent', async ({ page }) => {
    await logInStaff(page);
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
