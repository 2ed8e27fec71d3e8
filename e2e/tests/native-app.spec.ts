import { expect, forceNativeLayout, logIn, test } from '../support/fixtures';
import { logInStaff, STAFF } from '../support/staff';
import { exitRequests, pressBackButton, simulateDevice } from '../support/native';

/**
 * The native app, simulated in the browser (docs/native.md): bottom bar, home screen, device security (vapt),
 * the exit prompt, and the app update dialogs. The update tests use the iOS record, which only tests in this
 * file change; the rest of the suite runs as Android.
 */

test.describe('native app shell', () => {
  test('the bottom bar navigates, and the top menu is hidden', async ({ page }) => {
    await forceNativeLayout(page);
    await logIn(page, 'demo@example.com');
    await expect(page).toHaveURL(/\/dashboard$/);
    const bar = page.getByRole('navigation', { name: 'App navigation' });
    await expect(bar.getByRole('link')).toHaveText(['Home', 'Performance', 'Transaction', 'My Account']);
    await bar.getByRole('link', { name: 'Transaction' }).click();
    await expect(page).toHaveURL(/\/transactions$/);
    await bar.getByRole('link', { name: 'Home' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('navigation', { name: /main/i })).toHaveCount(0);
  });

  test("'' opens the native home screen: log in and register", async ({ page }) => {
    await forceNativeLayout(page);
    await page.goto('/');
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Register' })).toBeVisible();
    // No biometric login until it is switched on.
    await expect(page.getByRole('button', { name: /Log in with/ })).toHaveCount(0);
  });

  test("the back button asks 'Are you sure want to exit ?': No stays, Yes exits", async ({ page }) => {
    await forceNativeLayout(page);
    await page.goto('/home');
    await pressBackButton(page);
    const dialog = page.getByRole('dialog', { name: 'Are you sure want to exit ?' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button')).toHaveText(['No', 'Yes']);
    await dialog.getByRole('button', { name: 'No' }).click();
    await expect(dialog).toBeHidden();
    expect(await exitRequests(page)).toBe(0);

    await pressBackButton(page);
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Yes' }).click();
    await expect(dialog).toBeHidden();
    expect(await exitRequests(page)).toBe(1);
  });

  test('the web app has no native prompts', async ({ page }) => {
    await page.goto('/about');
    await page.evaluate(() => window.dispatchEvent(new Event('harta:backbutton')));
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});

test.describe('device security', () => {
  test('a rooted device goes to vapt, which offers nothing else, and the server is told', async ({ page, request }) => {
    await forceNativeLayout(page);
    await simulateDevice(page, { rooted: true });
    const report = page.waitForRequest((r) => r.url().endsWith('/api/devices/integrity') && r.method() === 'POST');
    await page.goto('/');
    await expect(page).toHaveURL(/\/vapt$/);
    await expect(page.getByRole('heading', { name: 'This device is not secure' })).toBeVisible();
    // Nothing to click but the skip link (which only moves the focus to the message).
    await expect(page.getByRole('link').filter({ hasNotText: 'Skip to main content' })).toHaveCount(0);
    await expect(page.getByRole('button')).toHaveCount(0);
    await expect(page.getByRole('navigation')).toHaveCount(0);

    const body = (await report).postDataJSON() as { installId: string; platform: string; rooted: boolean };
    expect(body).toMatchObject({ platform: 'android', rooted: true });

    // Leaving is not possible: any page sends it back.
    await page.goto('/user-login');
    await expect(page).toHaveURL(/\/vapt$/);

    // The server remembers: even a "clean" report from this installation is not allowed any more.
    const answer = await request.post('/api/devices/integrity', {
      data: { installId: body.installId, platform: 'android', rooted: false },
    });
    expect((await answer.json()).result.allowed).toBe(false);
  });

  test('a device the server knows as rooted goes to vapt even when its own check says it is not', async ({
    page,
    request,
  }) => {
    const installId = `e2e${Date.now()}rooted0000`;
    await request.post('/api/devices/integrity', { data: { installId, platform: 'android', rooted: true } });
    await forceNativeLayout(page);
    await page.addInitScript((id) => window.localStorage.setItem('harta.install-id', id), installId);
    await page.goto('/home');
    await expect(page).toHaveURL(/\/vapt$/);
  });
});

test.describe('app updates', () => {
  test('staff blacklist a version in the back office; that version must update, with no cancel', async ({
    page,
    browser,
  }) => {
    await logInStaff(page);
    await expect(page).toHaveURL(/\/backoffice/);
    await page.goto('/backoffice/app-versions');
    const ios = page.getByRole('region', { name: 'iOS' });
    await expect(ios.getByLabel('Latest version')).not.toHaveValue('');
    await ios.getByLabel('Blacklisted versions').fill('0.0.5, 0.0.6');
    await ios.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Saved. Apps see the change at their next start.')).toBeVisible();
    await expect(ios.getByText(/Last saved .* by /)).toContainText(`by ${STAFF}`);

    const device = await browser.newContext();
    const app = await device.newPage();
    await forceNativeLayout(app, 'ios');
    await simulateDevice(app, { appVersion: '0.0.5' });
    await app.goto('/home');
    const dialog = app.getByRole('dialog', { name: 'Update required' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('This version of Harta is no longer supported.', { exact: false })).toBeVisible();
    await expect(dialog.getByRole('button')).toHaveText(['Update now']);
    await app.keyboard.press('Escape');
    await expect(dialog).toBeVisible();
    await app.mouse.click(5, 5);
    await expect(dialog).toBeVisible();
    await device.close();
  });

  test('an older version is offered the latest, and Cancel closes the offer', async ({ page }) => {
    await forceNativeLayout(page, 'ios');
    await simulateDevice(page, { appVersion: '0.0.9' });
    await page.goto('/home');
    const dialog = page.getByRole('dialog', { name: 'Update available' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(/Latest version: \d+\.\d+\.\d+/)).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Update now' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
  });

  test('the current version is asked nothing, and a failed check is silent', async ({ page }) => {
    await forceNativeLayout(page, 'ios');
    await page.goto('/home');
    await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await page.route('**/api/ClientProfile/getMobileAppVersion/**', (route) => route.abort());
    await page.evaluate(() => window.localStorage.setItem('harta.sim.appVersion', '0.0.1'));
    await page.reload();
    await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page).toHaveURL(/\/home$/);
  });
});
