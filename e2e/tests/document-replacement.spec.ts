import { expect, logIn, test } from '../support/fixtures';
import { logInStaff } from '../support/staff';
import { pngFile } from '../fixtures/test-images';
import {
  approveAsStaff,
  completeContact,
  completeFinancial,
  completeIdentityAndPersonal,
  completeInvestmentProfile,
  completeKnowledge,
  newApplicant,
  PASSWORD,
  readFromMailbox,
  signUpAndSetPassword,
} from '../fixtures/registration';

/**
 * Identity-document replacement against the running system (issue #13, docs/account.md "Identity document
 * replacement"): a newly approved client sends a renewed MyKad from my-profile with the step-up code texted to
 * the number on record; the page says it awaits review; staff approve it from the back office's ID documents page;
 * the client's page then says it is on record. A fresh applicant of its own, so no other spec's client is touched.
 */
test.describe.configure({ timeout: 300_000 });

test('a renewed MyKad sent from my-profile is reviewed and approved by staff', async ({ page, browser }) => {
  const who = newApplicant('docrep');
  await signUpAndSetPassword(page, who);
  await completeIdentityAndPersonal(page, who);
  await completeContact(page, who);
  await completeFinancial(page);
  await completeKnowledge(page);
  await completeInvestmentProfile(page);
  await page.getByLabel('I confirm the declarations above.').check();
  await page.getByRole('button', { name: 'Submit application' }).click();
  await expect(page).toHaveURL(/\/app-pending\/PENDING$/);
  await page.getByRole('main').getByRole('button', { name: 'Logout' }).click();
  await approveAsStaff(page, who.email);
  await page.getByRole('button', { name: 'Logout' }).click();

  // The client sends the renewed card's two pages.
  await logIn(page, who.email, PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/my-profile');
  await page.getByRole('button', { name: 'Identity document' }).click();
  await expect(page.getByLabel(/ID number on the new document/)).toHaveValue(who.nric);
  const files = page.locator('input[type="file"]');
  await files.nth(0).setInputFiles(pngFile('renewed-front.png'));
  await files.nth(1).setInputFiles(pngFile('renewed-back.png'));
  await page.getByRole('button', { name: 'Send for review' }).click();
  const stepUp = page.getByRole('dialog', { name: 'Confirm it is you' });
  await expect(stepUp).toBeVisible();
  const code = await readFromMailbox(page.request, who.mobile, /identity document is (\d{6})/);
  await stepUp.getByRole('textbox').first().click();
  await page.keyboard.type(code);
  await stepUp.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Updated successfully')).toBeVisible();
  await expect(page.getByText(/is awaiting our review/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send for review' })).toBeHidden();

  // Staff approve it from the ID documents page.
  const staffContext = await browser.newContext();
  try {
    const staff = await staffContext.newPage();
    await logInStaff(staff);
    await expect(staff).toHaveURL(/\/backoffice$/);
    await staff
      .getByRole('navigation', { name: 'Back office menu' })
      .getByRole('link', { name: 'ID documents' })
      .click();
    const item = staff.getByRole('listitem').filter({ hasText: who.nric });
    await expect(item.getByRole('link', { name: `${who.givenName} ${who.surName}` })).toBeVisible();
    await item.getByRole('button', { name: 'Approve' }).click();
    await staff.getByRole('dialog', { name: 'Approve this document' }).getByRole('button', { name: 'Approve' }).click();
    await expect(staff.getByText('The document is approved; the client is told.')).toBeVisible();
    await expect(item).toBeHidden();
  } finally {
    await staffContext.close();
  }

  // The client's page now says the new document is on record.
  await page.reload();
  await page.getByRole('button', { name: 'Identity document' }).click();
  await expect(page.getByText(/was accepted and is now on record/)).toBeVisible();
});
