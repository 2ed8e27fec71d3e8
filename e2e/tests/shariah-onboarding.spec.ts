import { expect, logIn, test } from '../support/fixtures';
import {
  approveAsStaff,
  completeContact,
  completeFinancial,
  completeIdentityAndPersonal,
  completeKnowledge,
  newApplicant,
  PASSWORD,
  signUpAndSetPassword,
} from '../fixtures/registration';

/**
 * The Shariah choice at onboarding (docs/shariah.md "The client's choice"): a new applicant answers the investment
 * profile step's Shariah question, is recommended the Shariah model of their level (certified funds only), and once
 * staff approve the application their first goal is a Shariah goal. A fresh applicant of its own.
 */
test.describe.configure({ timeout: 300_000 });

test('an applicant who wants Shariah-compliant investments is recommended the Shariah model and starts with a Shariah goal', async ({
  page,
}) => {
  const who = newApplicant('shariahob');
  await signUpAndSetPassword(page, who);
  await completeIdentityAndPersonal(page, who);
  await completeContact(page, who);
  await completeFinancial(page);
  await completeKnowledge(page);

  await expect(page.getByRole('heading', { name: 'Investment profile' })).toBeVisible();
  await page.getByLabel('In 5 to 10 years').check();
  await page.getByLabel('Grow my money over time').check();
  await page.getByLabel('Do nothing and wait').check();
  await page.getByLabel('10% to 25%').check();
  await page.getByLabel('Stable', { exact: true }).check();
  await page
    .getByRole('radiogroup', { name: /Shariah-compliant investments/ })
    .getByLabel('Yes, Shariah-compliant only')
    .check();
  // The Shariah model of the level: sukuk and Islamic equity, no bond or money-market fund.
  const allocation = page.getByTestId('allocation-table');
  await expect(allocation).toContainText('SPUS');
  await expect(allocation).not.toContainText('VTI');
  await expect(allocation).not.toContainText('SHV');
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page).toHaveURL(/step=10$/);

  await page.getByLabel('I confirm the declarations above.').check();
  await page.getByRole('button', { name: 'Submit application' }).click();
  await expect(page).toHaveURL(/\/app-pending\/PENDING$/);
  await page.getByRole('main').getByRole('button', { name: 'Logout' }).click();
  await approveAsStaff(page, who.email);
  await page.getByRole('button', { name: 'Logout' }).click();

  await logIn(page, who.email, PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId('portfolio-shariah').first()).toHaveText('Shariah');
});
