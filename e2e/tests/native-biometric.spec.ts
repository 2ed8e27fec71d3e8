import { expect, forceNativeLayout, logIn, test } from '../support/fixtures';
import { setSim, simulateDevice } from '../support/native';

/**
 * Biometric login in the simulated native app (ADR 0002): the activation prompt after a password login, the
 * biometric page, login with the fingerprint, and back to the password after 5 failed verifications.
 */
test('biometric: enable after a password login, log in with it, fall back to the password after 5 failures', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await forceNativeLayout(page, 'android');
  await simulateDevice(page, { biometry: 'fingerprint', biometricResult: 'success' });

  // Password login → the activation prompt → Proceed → the biometric page.
  await logIn(page, 'demo@example.com');
  await expect(page).toHaveURL(/\/dashboard$/);
  const offer = page.getByRole('dialog', { name: 'Log in faster next time' });
  await expect(offer).toBeVisible();
  await expect(offer).toContainText('Use Fingerprint to log in to Harta on this device');
  await offer.getByRole('button', { name: 'Proceed' }).click();
  await expect(page).toHaveURL(/\/biometric$/);
  await expect(page.getByText('Biometrics on this device: Fingerprint')).toBeVisible();

  // Switch it on: a credential for this device, never the password.
  const toggle = page.getByRole('switch', { name: 'Log in with Fingerprint' });
  await expect(toggle).not.toBeChecked();
  // The switch waits for the client's profile (whose device this is): a click before then is lost. A plain click,
  // as a finger's: Mantine's switch input covers the whole control, and a forced click missed it.
  await expect(toggle).toBeEnabled();
  await toggle.click();
  await expect(toggle).toBeChecked();
  await expect(page.getByText('Biometric login is on for this device.').first()).toBeVisible();
  // The toast sits below the header on a phone, never over it (issue 15 item 4).
  const toast = page.locator('.mantine-Notification-root').filter({ hasText: 'Biometric login is on' });
  await expect(toast).toBeVisible();
  const header = (await page.locator('header').first().boundingBox())!;
  expect((await toast.boundingBox())!.y).toBeGreaterThanOrEqual(header.y + header.height);
  await expect(page.getByTestId('device-row').filter({ hasText: 'This device' })).toHaveCount(1);
  const stored = await page.evaluate(() => JSON.stringify(window.localStorage));
  expect(stored).not.toContain('Demo@1234');
  const record = await page.evaluate(() => JSON.parse(window.localStorage.getItem('harta.biometric') ?? 'null'));
  expect(record).toMatchObject({ username: 'demo@example.com', isBiometricActive: true, biometryType: 'fingerprint' });
  expect(record.credentialRef.deviceId).toMatch(/^[0-9a-f-]{36}$/);

  // My Account links the biometric setting (not only the prompt after a login does).
  await page.getByRole('navigation', { name: 'App navigation' }).getByRole('link', { name: 'My Account' }).click();
  await page.getByRole('link', { name: 'Biometric login' }).click();
  await expect(page).toHaveURL(/\/biometric$/);

  // Log out: the app lands on the home screen, which offers the fingerprint; it logs in without the password and
  // without a prompt.
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/home$/);
  const bioButton = page.getByRole('button', { name: 'Log in with Fingerprint' });
  await bioButton.click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: /Aisyah/ })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // A finger that does not match: 4 attempts counted down, the 5th sends the user to the password.
  await page.getByRole('button', { name: 'Logout' }).click();
  await page.goto('/home');
  await setSim(page, { biometricResult: 'fail' });
  for (const left of [4, 3, 2, 1]) {
    await bioButton.click();
    await expect(page.getByRole('alert')).toHaveText(`Not recognised. ${left} attempt${left === 1 ? '' : 's'} left.`);
  }
  await bioButton.click();
  const fallback = page.getByRole('dialog').filter({ hasText: 'Too many unsuccessful attempts' });
  await expect(fallback).toContainText('Too many unsuccessful attempts. Please log in with your password.');
  await expect(page).toHaveURL(/\/user-login$/);
  await fallback.getByRole('button', { name: 'OK' }).click();

  // Biometric login stays off until a password login.
  await page.goto('/home');
  await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
  await expect(bioButton).toHaveCount(0);
  await setSim(page, { biometricResult: 'success' });
  await logIn(page, 'demo@example.com');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.getByRole('button', { name: 'Logout' }).click();
  await page.goto('/home');
  await expect(bioButton).toBeVisible();

  // Switching it off wipes the credential from the (simulated) keychain.
  await bioButton.click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/biometric');
  await expect(toggle).toBeChecked();
  await expect(toggle).toBeEnabled();
  await toggle.click();
  await expect(toggle).not.toBeChecked();
  const keychain = await page.evaluate(() =>
    Object.keys(window.localStorage).filter((k) => k.startsWith('harta.sim.keychain.')),
  );
  expect(keychain).toEqual([]);
});
