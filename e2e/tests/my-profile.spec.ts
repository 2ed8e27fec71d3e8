import type { APIRequestContext } from '@playwright/test';
import { expect, logIn, test } from '../support/fixtures';
import { approveByApi, staffToken } from '../support/staff';

/**
 * my-profile against the running system (docs/account.md "Profile updates"): an address change with the 'Updated
 * successfully' toast, and a bank account change confirmed with the step-up code texted to the number on record
 * (read from the sandbox's dev mailbox); a wrong code first keeps the dialog open with its message under the code. The client is the seeded closing@ (demo@ keeps its
 * verified account for the money journey); staff verify the new account at the end so its withdrawals still work.
 */
const CLIENT = 'closing@example.com';
const CLIENT_MOBILE = '+60123456781';

async function latestSmsCode(request: APIRequestContext, after: number): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const res = await request.get(`/api/dev/mailbox?to=${encodeURIComponent(CLIENT_MOBILE)}`);
        const { result } = (await res.json()) as { result: { channel: string; text: string; createdAt: string }[] };
        const sms = result.find((m) => m.channel === 'sms' && Date.parse(m.createdAt) >= after);
        code = sms?.text.match(/\b(\d{6})\b/)?.[1];
        return code;
      },
      { timeout: 15_000 },
    )
    .toBeTruthy();
  return code!;
}

async function staffAuth(request: APIRequestContext): Promise<{ authorization: string }> {
  return { authorization: `Bearer ${await staffToken(request)}` };
}

test.describe('my-profile', () => {
  test('an address update shows the toast; a bank change needs the step-up code sent to the old number, and a wrong one can be corrected', async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    await logIn(page, CLIENT);
    await expect(page).toHaveURL(/\/dashboard$/);
    // Notices (if any) are not this test's subject.
    await page.goto('/my-profile');

    await page.getByRole('button', { name: 'Address', exact: true }).click();
    const line1 = page.getByLabel('Address line 1');
    await line1.fill(`${Date.now() % 1000} Jalan Tun Razak`);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Updated successfully')).toBeVisible();
    // That toast closes by itself; gone before the next save, so the next one is the bank change's own.
    await expect(page.getByText('Updated successfully')).toHaveCount(0, { timeout: 15_000 });

    await page.getByRole('button', { name: 'Bank account, income and tax' }).click();
    // The seeded application names no occupation or business type; step 7's rules ask for both when employed.
    await page.getByRole('combobox', { name: 'Occupation' }).click();
    await page.getByRole('option', { name: 'Manager or executive' }).click();
    await page.getByRole('combobox', { name: 'Business type' }).click();
    await page.getByRole('option', { name: 'Manufacturing' }).click();
    const accountNumber = `7${String(Date.now()).slice(-11)}`;
    await page.getByLabel('Bank account number').fill(accountNumber);
    const sentAfter = Date.now() - 1000;
    await page.getByRole('button', { name: 'Save' }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirm it is you' });
    await expect(dialog).toBeVisible();
    const code = await latestSmsCode(request, sentAfter);
    // The wait before another code is a countdown on the resend button.
    await expect(dialog.getByRole('button', { name: /New code in \d+ s/ })).toBeDisabled();
    // A wrong code keeps the dialog open with the message under the code; the right one still works after it.
    await dialog.getByRole('textbox').first().click();
    await page.keyboard.type(code === '000000' ? '111111' : '000000');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('The code is not correct.');
    await expect(dialog).toBeVisible();
    await dialog.getByRole('textbox').first().click();
    await page.keyboard.type(code);
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByText('Updated successfully')).toBeVisible();
    await expect(dialog).toBeHidden();

    // The client's own view of the withdrawal: no payout account until staff verify the new one.
    const auth = await staffAuth(request);
    const list = await request.get(`/api/backoffice/applications?q=${encodeURIComponent(CLIENT)}&status=ACTIVE`, {
      headers: auth,
    });
    const { result } = (await list.json()) as { result: { items: { clientId: number; emailAddress: string }[] } };
    const id = result.items.find((item) => item.emailAddress === CLIENT)!.clientId;
    // Four eyes: staff@ asks, the operations member approves.
    const verified = await request.post(`/api/backoffice/applications/${id}/verifyBankAccount`, { headers: auth });
    await approveByApi(request, verified);
  });
});
