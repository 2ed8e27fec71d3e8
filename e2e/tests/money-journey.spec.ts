import type { APIRequestContext } from '@playwright/test';
import { expect, logIn, test } from '../support/fixtures';
import { approveOnApprovalsPage, CHECKER, staffPage } from '../support/staff';
import { nextTradeDate, runTradeDate } from '../support/trading';
import { depositAtSandboxBank, selectGoal } from '../support/deposit';

/**
 * The money journey of issue #11 end to end on the built server: the demo client deposits through the sandbox
 * bank, staff run the trade date, the client moves money between the two seeded goals and withdraws with the
 * SMS code, staff pay the withdrawal, and the reconciliation report stays clean. A declined payment shows failed.
 */
const CLIENT = 'demo@example.com';
const CLIENT_MOBILE = '+60123456780';
const FROM_GOAL = 'Retirement';
const TO_GOAL = 'Emergency fund';

async function latestSmsCode(request: APIRequestContext, after: number): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const res = await request.get(`/api/dev/mailbox?to=${encodeURIComponent(CLIENT_MOBILE)}`);
        const { result } = (await res.json()) as {
          result: { channel: string; text: string; createdAt: string }[];
        };
        const sms = result.find((m) => m.channel === 'sms' && Date.parse(m.createdAt) >= after);
        code = sms?.text.match(/\b(\d{6})\b/)?.[1];
        return code;
      },
      { timeout: 15_000 },
    )
    .toBeTruthy();
  return code!;
}

test.describe('money journey', () => {
  test('deposit, trade run, transfer, withdrawal paid by staff, clean reconciliation; a declined payment shows failed', async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(360_000);
    const tradeDate = await nextTradeDate(request);

    // 1. Deposit RM 500 through the sandbox bank: the receipt shows success, or the pending modal until it is.
    await logIn(page, CLIENT);
    await expect(page).toHaveURL(/\/dashboard$/);
    await depositAtSandboxBank(page, { amount: '500.00', goal: FROM_GOAL });
    await expect(
      page.getByText('Successful', { exact: true }).or(page.getByText('We are processing your transaction(s)')),
    ).toBeVisible();
    // The direct AC arrives a moment later; the receipt checks again every few seconds.
    await expect(page.getByText('Successful', { exact: true })).toBeVisible({ timeout: 20_000 });

    // 2. Staff run the trade date, a second member approves (four eyes, in a browser of their own): the settled
    //    cash is invested.
    const staff = await staffPage(browser);
    const checker = await staffPage(browser, CHECKER);
    await runTradeDate(staff, checker, tradeDate);

    // 3. The client sees the investment among the transactions.
    await page.goto('/transactions');
    const transactions = page.getByRole('table', { name: 'Transactions' });
    await expect(transactions.getByRole('row').filter({ hasText: 'Investment' }).first()).toBeVisible();

    // 4. Transfer RM 100 between the two goals, then withdraw RM 50 with the SMS code.
    await page.goto('/transfer');
    await selectGoal(page.getByLabel('From', { exact: true }), FROM_GOAL);
    await selectGoal(page.getByLabel('To', { exact: true }), TO_GOAL);
    await page.getByLabel('Amount (RM)').fill('100.00');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('button', { name: 'Confirm transfer' }).click();
    await expect(page.getByText(/^Transfer requested\./)).toBeVisible();

    await page.goto('/withdrawal');
    await page.getByRole('combobox', { name: 'From portfolio' }).click();
    await page.getByRole('option', { name: FROM_GOAL }).click();
    await page.getByLabel('Amount (RM)').fill('50.00');
    await page.getByRole('button', { name: 'Continue' }).click();
    const sentAfter = Date.now() - 1_000;
    await page.getByRole('button', { name: 'Send me a code by SMS' }).click();
    const code = await latestSmsCode(request, sentAfter);
    await page.getByLabel('6-digit code').first().click();
    await page.keyboard.type(code);
    await page.getByRole('button', { name: 'Confirm withdrawal' }).click();
    // The form gives way to what was requested (amount, goal, account, trade date, reference).
    await expect(page.getByText('Withdrawal requested', { exact: true })).toBeVisible();

    // 5. Staff run the date again (the withdrawal's units are sold, the transfer executed) and pay the withdrawal.
    await runTradeDate(staff, checker, tradeDate);
    await staff
      .getByRole('navigation', { name: 'Back office menu' })
      .getByRole('link', { name: 'Withdrawals' })
      .click();
    await staff.getByLabel('Status').selectOption('PROCESSING');
    const row = staff.getByTestId('withdrawal-row').filter({ hasText: CLIENT });
    await expect(row).toHaveCount(1);
    await row.getByRole('button', { name: /^Mark paid/ }).click();
    const confirm = staff.getByRole('dialog', { name: 'Mark this payout paid?' });
    await confirm.getByLabel('Bank reference (optional)').fill('E2E-0001');
    await confirm.getByRole('button', { name: 'Mark paid' }).click();
    // Four eyes: sent for approval; the row says so and nothing is paid yet.
    await expect(staff.getByText(/^Sent for approval/)).toBeVisible();
    await expect(row).toContainText('Paid: awaiting approval by a second member');
    await expect(row.getByRole('button', { name: /^Mark paid/ })).toHaveCount(0);
    // The maker sees their request without Approve.
    await staff
      .getByRole('navigation', { name: 'Back office menu' })
      .getByRole('link', { name: /^Approvals/ })
      .click();
    const own = staff.getByTestId('approval-request').filter({ hasText: /^.*Mark payout RM 50\.00/ });
    await expect(own.getByText('Your request: a second member must approve it.')).toBeVisible();
    await expect(own.getByRole('button', { name: 'Approve' })).toHaveCount(0);
    // The second member approves it in their own browser.
    await approveOnApprovalsPage(checker, /Mark payout RM 50\.00 .* paid/);
    await staff
      .getByRole('navigation', { name: 'Back office menu' })
      .getByRole('link', { name: 'Withdrawals' })
      .click();
    await staff.getByLabel('Status').selectOption('PAID');
    await expect(staff.getByTestId('withdrawal-row').filter({ hasText: CLIENT }).first()).toContainText('Paid');
    // The client sees it paid.
    await page.goto('/withdrawal');
    await expect(page.getByText('Paid', { exact: true }).first()).toBeVisible();
    // With the bank's payment reference staff entered (docs/money.md "One reference per transaction").
    await expect(page.getByText("Bank's payment reference E2E-0001").first()).toBeVisible();

    // The transfer went through at the second run.
    await page.goto('/transfer');
    await expect(page.getByText('Completed').first()).toBeVisible();

    // 6. The reconciliation report is clean.
    await staff
      .getByRole('navigation', { name: 'Back office menu' })
      .getByRole('link', { name: 'Reconciliation' })
      .click();
    await expect(staff.getByText(/^No mismatches/)).toBeVisible();
    await expect(staff.getByTestId('mismatch-row')).toHaveCount(0);

    // 7. A declined payment shows as failed in the online payments.
    await depositAtSandboxBank(page, { amount: '20.00', goal: FROM_GOAL, decision: 'Decline' });
    await expect(page.getByText('Unsuccessful', { exact: true })).toBeVisible({ timeout: 20_000 });
    await page.goto('/online-payments');
    const payments = page.getByRole('listitem');
    await expect(payments.filter({ hasText: 'RM 20.00' }).first()).toContainText('Unsuccessful');
    await expect(payments.filter({ hasText: 'RM 500.00' }).first()).toContainText('Successful');

    await staff.context().close();
    await checker.context().close();
  });
});
