import type { Browser, BrowserContext } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { pngFile } from '../fixtures/test-images';
import { newApplicant, signUpAndSetPassword } from '../fixtures/registration';

test.describe.configure({ timeout: 120_000 });

/** The path and query of the QR code's link, opened against the test server. */
const pathOf = (link: string) => {
  const url = new URL(link);
  return url.pathname + url.search;
};

const phoneContext = (browser: Browser, baseURL: string | undefined) =>
  browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });

test('the QR code hands the registration to a phone and back; the link works once', async ({
  page,
  browser,
  baseURL,
}) => {
  const who = newApplicant('handoff');
  await signUpAndSetPassword(page, who);

  // The desktop uploads the ID pages, then hands the selfie over to the phone.
  await page.getByLabel('ID front').setInputFiles(pngFile('mykad-front.png'));
  await expect(page.getByTestId('drop-ID_FRONT').getByText('Uploaded')).toBeVisible();
  await page.getByLabel('ID back').setInputFiles(pngFile('mykad-back.png'));
  await expect(page.getByTestId('drop-ID_BACK').getByText('Uploaded')).toBeVisible();
  await page.getByRole('button', { name: 'Continue on another device' }).click();
  const dialog = page.getByRole('dialog', { name: 'Continue registration in mobile or web' });
  await expect(
    dialog.getByRole('img', { name: 'QR code to continue the registration on another device' }),
  ).toBeVisible();
  await expect(dialog.getByText(/The code expires in (10:00|9:\d\d)/)).toBeVisible();
  // The refresh button waits for the code to run out.
  await expect(dialog.getByRole('button', { name: 'Refresh code' })).toBeDisabled();
  const link = await dialog.getByRole('link', { name: /\/registration\?handoff=/ }).getAttribute('href');
  expect(link).toMatch(/\/registration\?handoff=[\w-]{40,}$/);

  const contexts: BrowserContext[] = [];
  try {
    // The phone: its own browser, no session. Opening the link signs it in at the same step.
    const phone = await phoneContext(browser, baseURL);
    contexts.push(phone);
    const phonePage = await phone.newPage();
    await phonePage.goto(pathOf(link!));
    // A cold browser loads the app, then redeems and exchanges: allow a loaded machine some time.
    await expect(phonePage).toHaveURL(/\/registration\?step=4$/, { timeout: 20_000 });
    await expect(phonePage.getByRole('heading', { name: 'Identity' })).toBeVisible();
    await expect(phonePage.getByRole('button', { name: /logout/i })).toBeVisible();
    // It is the same registration: the ID pages uploaded on the desktop are there.
    await expect(phonePage.getByTestId('drop-ID_FRONT').getByText('Uploaded')).toBeVisible();
    // The session is stored like a password login's: a reload keeps it.
    await phonePage.reload();
    await expect(phonePage.getByRole('heading', { name: 'Identity' })).toBeVisible();

    // The phone takes the selfie; with the ID pages in place the e-KYC check runs and passes.
    await phonePage.getByRole('button', { name: 'Open camera' }).click();
    await phonePage.getByRole('button', { name: 'Take photo' }).click();
    await expect(phonePage.getByText(/turn your head slightly/i)).toBeVisible();
    await phonePage.getByRole('button', { name: 'Use this selfie' }).click();
    const passed = phonePage.getByRole('dialog', { name: 'Face verification passed' });
    await expect(passed).toBeVisible({ timeout: 20_000 });
    await passed.getByRole('button', { name: 'Continue' }).click();
    await expect(phonePage).toHaveURL(/step=5$/);

    // ... and back: the desktop, still showing the QR code, follows the phone to the next step by itself.
    await expect(page.getByText('Your registration continued on your other device.')).toBeVisible({
      timeout: 20_000,
    });
    await expect(page).toHaveURL(/\/registration\?step=5$/);
    await expect(page.getByRole('heading', { name: 'Personal details' })).toBeVisible();
    await expect(dialog).toHaveCount(0);

    // Replaying the link (someone who photographed the QR code) gets a clear refusal and no session.
    const replay = await phoneContext(browser, baseURL);
    contexts.push(replay);
    const replayPage = await replay.newPage();
    await replayPage.goto(pathOf(link!));
    // A fresh context loads the whole app first; on a loaded CI machine that can take more than the default.
    await expect(replayPage.getByRole('alert')).toHaveText(
      'This code is not valid any more. Please scan a new QR code.',
      { timeout: 20_000 },
    );
    await replayPage.goto('/registration');
    await expect(replayPage.getByRole('button', { name: 'Sign up' })).toBeVisible();
  } finally {
    await Promise.all(contexts.map((context) => context.close()));
  }
});

test('a desktop reload resumes at the step the phone reached', async ({ page, browser, baseURL }) => {
  const who = newApplicant('handoff-reload');
  await signUpAndSetPassword(page, who);
  await page.getByRole('button', { name: 'Continue on another device' }).click();
  const dialog = page.getByRole('dialog', { name: 'Continue registration in mobile or web' });
  const link = await dialog.getByRole('link', { name: /\/registration\?handoff=/ }).getAttribute('href');

  const phone = await phoneContext(browser, baseURL);
  try {
    const phonePage = await phone.newPage();
    await phonePage.goto(pathOf(link!));
    await expect(phonePage.getByRole('heading', { name: 'Identity' })).toBeVisible({ timeout: 20_000 });
    // The desktop tab is reloaded (its URL still says step 4) while the phone does the whole step.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Identity' })).toBeVisible();

    await phonePage.getByLabel('ID front').setInputFiles(pngFile('mykad-front.png'));
    await expect(phonePage.getByTestId('drop-ID_FRONT').getByText('Uploaded')).toBeVisible();
    await phonePage.getByLabel('ID back').setInputFiles(pngFile('mykad-back.png'));
    await expect(phonePage.getByTestId('drop-ID_BACK').getByText('Uploaded')).toBeVisible();
    await phonePage.getByRole('button', { name: 'Open camera' }).click();
    await phonePage.getByRole('button', { name: 'Take photo' }).click();
    await phonePage.getByRole('button', { name: 'Use this selfie' }).click();
    await expect(phonePage.getByRole('dialog', { name: 'Face verification passed' })).toBeVisible({ timeout: 20_000 });

    await expect(page).toHaveURL(/\/registration\?step=5$/, { timeout: 20_000 });
    await expect(page.getByRole('heading', { name: 'Personal details' })).toBeVisible();
  } finally {
    await phone.close();
  }
});
