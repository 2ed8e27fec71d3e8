import { expect, logIn, test } from '../support/fixtures';
import {
  approveAsStaff,
  completeContact,
  completeFinancial,
  completeIdentityAndPersonal,
  completeInvestmentProfile,
  completeKnowledge,
  newApplicant,
  PASSWORD,
  signUpAndSetPassword,
} from '../fixtures/registration';
import { depositAtSandboxBank } from '../support/deposit';

/**
 * Refer a friend from invitation to reward (issue 13 item 5), all through the browser: the demo client copies the
 * invitation link; a new visitor opens it (the code filled in), registers, staff approve the application, the
 * friend deposits through the sandbox bank; the reward shows in the demo client's transactions and the friend's
 * stage on the refer-a-friend page.
 */
test.describe.configure({ timeout: 300_000 });

const REFERRER = 'demo@example.com';

test('an invited friend signs up with the link, is approved and deposits; the referrer is rewarded once', async ({
  browser,
}) => {
  // The referrer copies the invitation link (no share sheet in this browser: the clipboard, with a toast).
  const referrerContext = await browser.newContext();
  await referrerContext.grantPermissions(['clipboard-read', 'clipboard-write']);
  const referrer = await referrerContext.newPage();
  await logIn(referrer, REFERRER);
  await expect(referrer).toHaveURL(/\/dashboard$/);
  await referrer.getByRole('navigation', { name: /main/i }).getByRole('link', { name: 'Refer a friend' }).click();
  await expect(referrer.getByRole('heading', { level: 1, name: 'Refer a friend' })).toBeVisible();
  const code = await referrer.getByLabel('Your referral code').inputValue();
  expect(code).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
  await referrer.getByRole('button', { name: 'Copy link' }).click();
  await expect(referrer.getByText('Copied to the clipboard')).toBeVisible();
  const link = await referrer.evaluate(() => navigator.clipboard.readText());
  expect(link).toMatch(new RegExp(`/registration\\?ref=${code}$`));
  const invitation = new URL(link);

  // The friend opens the link: registration with the code filled in, then the whole journey.
  const friendPage = await (await browser.newContext()).newPage();
  const who = newApplicant('referral');
  await friendPage.goto(`${invitation.pathname}${invitation.search}`);
  await expect(friendPage.getByLabel('Referral code (optional)')).toHaveValue(code);
  await signUpAndSetPassword(friendPage, who, `${invitation.pathname}${invitation.search}`);
  await completeIdentityAndPersonal(friendPage, who);
  await completeContact(friendPage, who);
  await completeFinancial(friendPage);
  await completeKnowledge(friendPage);
  await completeInvestmentProfile(friendPage);
  await friendPage.getByLabel('I confirm the declarations above.').check();
  await friendPage.getByRole('button', { name: 'Submit application' }).click();
  await expect(friendPage).toHaveURL(/\/app-pending\/PENDING$/);

  // The referrer sees the friend, masked, as signed up.
  await referrer.reload();
  const friendRow = referrer.getByRole('listitem').filter({ hasText: 'Nur' });
  await expect(friendRow).toContainText('Signed up');
  await expect(friendRow).not.toContainText(who.email);

  // Staff approve the application.
  const staff = await (await browser.newContext()).newPage();
  await approveAsStaff(staff, who.email);

  // The friend deposits RM 100 through the sandbox bank.
  await friendPage.getByRole('main').getByRole('button', { name: 'Logout' }).click();
  await logIn(friendPage, who.email, PASSWORD);
  await expect(friendPage).toHaveURL(/\/dashboard$/);
  await depositAtSandboxBank(friendPage, { amount: '100.00' });
  // The direct AC arrives a moment later; the receipt checks again every few seconds.
  await expect(friendPage.getByText('Successful', { exact: true })).toBeVisible({ timeout: 30_000 });

  // The referrer: the reward in transactions, and the friend's stage.
  await referrer.goto('/transactions');
  const rewards = referrer
    .getByRole('table', { name: 'Transactions' })
    .getByRole('row')
    .filter({ hasText: 'Referral reward' });
  await expect(rewards).toHaveCount(1);
  await expect(rewards).toContainText('20.00');
  await expect(rewards).toContainText('Completed');
  await referrer.goto('/refer-a-friend');
  await expect(friendRow).toContainText('First deposit made');
  await expect(friendRow).toContainText('Reward credited');
});
