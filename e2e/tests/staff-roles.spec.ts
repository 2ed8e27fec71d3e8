import { readFromMailbox } from '../fixtures/registration';
import { expect, logIn, test } from '../support/fixtures';
import { DEMO_STAFF, enrolAtFirstSignIn, logInAsStaff } from '../support/staff-login';

/**
 * Staff roles end to end (docs/backoffice.md, "Staff roles"): an administrator invites a member from the Staff
 * accounts page, the member chooses a password from the e-mailed link and sees only the sections of their role;
 * a page outside it shows the forbidden page, and disabling them (confirmed first) ends their session.
 */
const PASSWORD = 'Operations@2026';

test('an administrator invites a member, who sets a password from the mail and sees only their sections', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const email = `ops-${Date.now()}@staff.example.com`;

  // The administrator has no applications list: the back office opens on their first section.
  await logInAsStaff(page, DEMO_STAFF.administrator);
  const menu = page.getByRole('navigation', { name: 'Back office menu' });
  await expect(menu.getByRole('link')).toHaveText([
    'Reference data',
    'Shariah universe',
    'App versions',
    'Staff accounts',
    /^Approvals/,
  ]);
  await menu.getByRole('link', { name: 'Staff accounts' }).click();
  await expect(page.getByRole('heading', { name: 'Staff accounts' })).toBeVisible();
  await expect(page.getByTestId(`staff-member-${DEMO_STAFF.all.email}`)).toContainText(DEMO_STAFF.all.name);

  await page.getByRole('button', { name: 'Invite a member' }).click();
  const invite = page.getByRole('dialog', { name: 'Invite a staff member' });
  await invite.getByRole('button', { name: 'Send invitation' }).click();
  await expect(invite.getByText('Choose at least one role.')).toBeVisible();
  await invite.getByLabel('Name').fill('Hana Operations');
  await invite.getByLabel('E-mail address').fill(email);
  await invite.getByRole('checkbox', { name: /^Operations/ }).check();
  await invite.getByRole('button', { name: 'Send invitation' }).click();
  await expect(invite).toBeHidden();
  const card = page.getByTestId(`staff-member-${email}`);
  await expect(card).toContainText('Invited');
  await expect(card).toContainText('Operations');

  // The member, in a browser of their own, opens the link from the mail and chooses a password.
  const token = await readFromMailbox(page.request, email, /\/user-login\?reset=([\w%-]+)/);
  const memberContext = await browser.newContext();
  const member = await memberContext.newPage();
  await member.goto(`/user-login?reset=${token}`);
  await member.getByLabel(/^New password/).fill(PASSWORD);
  await member.getByLabel(/^Confirm new password/).fill(PASSWORD);
  await member.getByRole('button', { name: 'Save new password' }).click();
  await expect(member.getByText('Your password has been changed. Please log in with the new password.')).toBeVisible();

  // Staff sign in with a second factor: a new member sets theirs up at the first sign-in.
  await enrolAtFirstSignIn(member, { email, password: PASSWORD });
  await expect(member.getByRole('navigation', { name: 'Back office menu' }).getByRole('link')).toHaveText([
    'Applications',
    'Payments',
    'Withdrawals',
    'Reconciliation',
    'Trade run',
    'Recurring deposits',
    'Shariah universe',
    'Dividends',
    'Client devices',
    /^Approvals/,
  ]);
  await member.goto('/backoffice/staff-accounts');
  await expect(member).toHaveURL(/\/forbidden$/);

  // Disabling is confirmed first; it ends the member's session at once.
  await page.reload();
  await expect(card).toContainText('Active');
  await card.getByRole('button', { name: 'Actions for Hana Operations' }).click();
  await page.getByRole('menuitem', { name: 'Disable' }).click();
  const confirm = page.getByRole('dialog', { name: 'Disable Hana Operations?' });
  await confirm.getByRole('button', { name: 'Disable member' }).click();
  await expect(card).toContainText('Disabled');

  // The member's token is refused from the next request on, and they cannot sign in again.
  await member.goto('/backoffice/payments');
  await expect(member.getByText('This list could not be loaded.')).toBeVisible();
  await member.getByRole('button', { name: 'Logout' }).click();
  await logIn(member, email, PASSWORD);
  await expect(member.getByText('Invalid username or password')).toBeVisible();
  await memberContext.close();
});
