import { expect, logIn, test } from '../support/fixtures';
import { depositAtSandboxBank } from '../support/deposit';

/**
 * Shariah-compliant investing (docs/shariah.md) as a registered client meets it: the seeded hajar@ answers the
 * Shariah question in My Profile (the same form as the onboarding's investment profile step, which is long to walk
 * through here) and sees the Shariah model of its level, adds a Shariah goal (the card says "Shariah") and deposits
 * into it through the sandbox bank; then the same in Bahasa Melayu.
 */
const CLIENT = 'hajar@example.com';

test.describe('Shariah-compliant investing', () => {
  test('a client chooses Shariah in My Profile, sees the Shariah model, adds a Shariah goal and deposits; in Malay too', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await logIn(page, CLIENT);
    await expect(page).toHaveURL(/\/dashboard$/);

    await page.goto('/my-profile');
    await page.getByRole('button', { name: 'Investment profile (risk questionnaire)' }).click();
    const question = page.getByRole('radiogroup', { name: 'Do you want Shariah-compliant investments?' });
    await question.getByRole('radio', { name: 'Yes, Shariah-compliant only' }).check();
    // The Shariah model of the client's level: certified funds only (sukuk, no bond or money-market fund).
    const allocation = page.getByTestId('allocation-table');
    await expect(allocation).toContainText('SPUS');
    await expect(allocation).not.toContainText('VTI');
    await expect(allocation).not.toContainText('SHV');
    await expect(page.getByText(/\(Shariah\)$/).first()).toBeVisible();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Updated successfully')).toBeVisible();

    const goal = `Hajj ${Date.now().toString(36)}`;
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Add a goal' }).click();
    const add = page.getByRole('dialog', { name: 'Add a goal' });
    await add.getByLabel('Goal name').fill(goal);
    await add.getByLabel('Portfolio type').selectOption('true');
    await add.getByRole('button', { name: 'Add goal' }).click();
    await expect(add).toBeHidden();
    const card = page.getByRole('region', { name: goal });
    await expect(card.getByTestId('portfolio-shariah')).toHaveText('Shariah');
    await expect(card).toContainText('(Shariah)');

    await depositAtSandboxBank(page, { amount: '250.00', goal });
    // The receipt shows success once the bank's direct answer has arrived (it checks again every few seconds).
    await expect(page.getByText('Successful', { exact: true })).toBeVisible({ timeout: 30_000 });

    // Bahasa Melayu: the same goal is "Syariah", the question asked in Malay.
    await page.goto('/dashboard');
    await page
      .getByRole('button', { name: /Bahasa Melayu/ })
      .first()
      .click();
    await expect(page.getByRole('region', { name: goal }).getByTestId('portfolio-shariah')).toHaveText('Syariah');
    await page.goto('/my-profile');
    await page.getByRole('button', { name: 'Profil pelaburan (soal selidik risiko)' }).click();
    const soalan = page.getByRole('radiogroup', { name: 'Adakah anda mahukan pelaburan patuh Syariah?' });
    await expect(soalan.getByRole('radio', { name: 'Ya, patuh Syariah sahaja' })).toBeChecked();
    await expect(page.getByText(/\(Syariah\)$/).first()).toBeVisible();
  });
});
