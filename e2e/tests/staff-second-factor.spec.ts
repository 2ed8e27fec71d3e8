import { DEMO_TOTP_SECRET } from '@harta/contracts/second-factor';
import { generateSync } from 'otplib';
import { expect, logIn, test } from '../support/fixtures';
import { DEMO_STAFF, demoStaffCode, logInAsStaff, staffAccessToken } from '../support/staff-login';

/**
 * Staff sign in with a second factor (docs/backoffice.md "Staff sign-in", docs/security.md "Second factor"):
 * the code step after the password, and a member's enrolment at first sign-in (here after an administrator reset
 * their second factor): QR code and key, the first code, the recovery codes once, then the back office.
 */
const NEW_MEMBER = { email: 'newstaff@example.com', password: 'Staff@1234' };

test.describe('staff second factor', () => {
  test('a staff member signs in with the code of their authenticator app', async ({ page }) => {
    await logIn(page, DEMO_STAFF.all.email, DEMO_STAFF.all.password);
    await expect(page.getByRole('heading', { name: 'Enter your code' })).toBeVisible();
    // A wrong code is refused in words, and what was typed stays.
    const field = page.getByRole('textbox', { name: /^Code/ });
    const right = await demoStaffCode(page.request);
    const wrong = String((Number(right) + 500_000) % 1_000_000).padStart(6, '0');
    await field.fill(wrong);
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByRole('alert')).toContainText('That code is not right.');
    await expect(field).toHaveValue(wrong);
    await field.fill(right);
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page).toHaveURL(/\/backoffice$/);
    // The helper every other staff login uses does the same.
    const other = await (await page.context().browser()!.newContext()).newPage();
    await logInAsStaff(other, DEMO_STAFF.reviewer);
  });

  test('after an administrator’s reset, a staff member enrols at first sign-in and sees the recovery codes once', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    // The member (seeded with the demo secret) is reset by an administrator, as after a lost phone.
    const memberId = await userIdOf(await staffAccessToken(request, NEW_MEMBER));
    const reset = await request.post(`/api/backoffice/staff/${memberId}/second-factor/reset`, {
      headers: { authorization: `Bearer ${await staffAccessToken(request)}` },
    });
    expect(reset.ok(), await reset.text()).toBe(true);

    await logIn(page, NEW_MEMBER.email, NEW_MEMBER.password);
    await expect(page.getByRole('heading', { name: 'Set up your second factor' })).toBeVisible();
    await expect(page.getByRole('img', { name: 'QR code that adds Harta to an authenticator app' })).toBeVisible();
    const secret = (await page.getByTestId('second-factor-secret').textContent())!.replace(/\s/g, '');
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(secret).not.toBe(DEMO_TOTP_SECRET);

    await page.getByRole('textbox', { name: /^Code/ }).fill(generateSync({ secret }));
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByRole('heading', { name: 'Save your recovery codes' })).toBeVisible();
    await expect(page.getByTestId('recovery-codes').getByRole('listitem')).toHaveCount(10);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download' }).click();
    expect((await download).suggestedFilename()).toBe('harta-recovery-codes.txt');
    await page.getByRole('button', { name: 'I have saved them, continue' }).click();
    await expect(page).toHaveURL(/\/backoffice$/);

    // The member's secret is theirs now: the demo code no longer signs them in (the dev endpoint refuses it).
    expect((await request.get(`/api/dev/second-factor-code?email=${NEW_MEMBER.email}`)).status()).toBe(404);
  });
});

/** The subject of an access token (the member's user id; the back office's staff list is another page's). */
function userIdOf(token: string): string {
  return (JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as { sub: string }).sub;
}
