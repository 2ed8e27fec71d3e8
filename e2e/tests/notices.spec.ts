import type { APIRequestContext } from '@playwright/test';
import { axeViolations } from '../support/axe';
import { expect, logIn, test } from '../support/fixtures';
import {
  approveByApi,
  approveOnApprovalsPage,
  COMPLIANCE_CHECKER,
  logInStaff,
  staffPage,
  staffToken,
} from '../support/staff';

/**
 * The closure notice against the running system (issue #13 item 3, docs/account.md "Notices"): staff flag a
 * client as a politically exposed person; at the client's next login the notice says to withdraw everything, OK
 * leads to the withdrawal page, and a deposit is refused. The client is the seeded closing@example.com, so the
 * other specs' demo@ client is untouched.
 */
const CLIENT = 'closing@example.com';

async function clientId(request: APIRequestContext, token: string): Promise<number> {
  const response = await request.get(`/api/backoffice/applications?q=${encodeURIComponent(CLIENT)}&status=ACTIVE`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { result: { items: { clientId: number; emailAddress: string }[] } };
  const found = body.result.items.find((item) => item.emailAddress === CLIENT);
  expect(found).toBeDefined();
  return found!.clientId;
}

/** Lifts the client's flag if there is one: the lift is sent for approval and a compliance member approves it. */
async function liftFlag(request: APIRequestContext, flagPath: string, auth: Record<string, string>): Promise<void> {
  const lift = await request.delete(flagPath, { headers: auth });
  if (lift.status() === 202) await approveByApi(request, lift, COMPLIANCE_CHECKER);
}

test.describe('notices', () => {
  test('staff flag a politically exposed person in the back office: the client is told to withdraw, OK opens the withdrawal page', async ({
    browser,
    page,
    request,
  }) => {
    // Two logins and two axe runs: more than the default 45 s on a busy machine.
    test.setTimeout(180_000);
    const token = await staffToken(request);
    const id = await clientId(request, token);
    const flagPath = `/api/backoffice/clients/${id}/closure-flag`;
    const auth = { authorization: `Bearer ${token}` };
    // Start from an unflagged client whatever an earlier run left (a lift is a four-eyes request: approve it).
    await liftFlag(request, flagPath, auth);
    const staffContext = await browser.newContext();
    try {
      const staff = await staffContext.newPage();
      await logInStaff(staff);
      await expect(staff).toHaveURL(/\/backoffice$/);
      await staff.goto(`/backoffice/applications/${id}`);
      const card = staff.getByRole('region', { name: 'Closure' });
      await card.getByLabel('Reason').selectOption('PEP');
      await card.getByLabel('Note (optional)').fill('Appointed state minister (e2e)');
      await card.getByRole('button', { name: 'Flag for closure' }).click();
      // Four eyes: the flag waits for a compliance member, who approves it in a browser of their own.
      await expect(card.getByTestId('pending-approval')).toHaveText(
        'Closure flag: awaiting approval by a second member',
      );
      const checker = await staffPage(browser, COMPLIANCE_CHECKER);
      await approveOnApprovalsPage(checker, new RegExp(`Flag client ${id} for closure`));
      await checker.context().close();
      await staff.reload();
      await expect(card.getByTestId('closure-flagged')).toContainText(
        'Flagged for closure: Politically exposed person',
      );
      // The audit history gains a row (a retry's earlier flag and lift are there too).
      await expect(staff.getByRole('cell', { name: 'Flagged for closure', exact: true }).first()).toBeVisible();
      expect(await axeViolations(staff), 'back office with the closure card').toEqual([]);

      await logIn(page, CLIENT);
      const notice = page.getByRole('dialog', { name: 'Politically exposed person' });
      await expect(notice).toBeVisible();
      await expect(notice.getByText(/Please withdraw all your balances: your account will be closed\./)).toBeVisible();
      // OK is the only way on, and it has the focus; Escape does not close the notice.
      await expect(notice.getByRole('button', { name: 'OK' })).toBeFocused();
      expect(await axeViolations(page), 'the closure notice').toEqual([]);
      await page.keyboard.press('Escape');
      await expect(notice).toBeVisible();
      await notice.getByRole('button', { name: 'OK' }).click();
      await expect(page).toHaveURL(/\/withdrawal$/);
      await expect(notice).toBeHidden();
    } finally {
      await staffContext.close();
      await liftFlag(request, flagPath, auth);
    }
  });
});
