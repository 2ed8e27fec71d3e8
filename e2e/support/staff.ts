import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect } from './fixtures';
import { DEMO_STAFF, logInAsStaff, staffAccessToken } from './staff-login';

/**
 * Four eyes for the end-to-end tests (docs/backoffice.md "Four eyes"): the makers and checkers, and approving
 * through the API or the Approvals page. Signing in is support/staff-login.ts's (password and second factor); the
 * members are this worker's copies (staff-login.ts `workerStaffEmail`).
 */
export const STAFF = DEMO_STAFF.all.email;
/** The second demo members, who approve what staff@ makes: operations (payouts, trade runs, bank accounts) … */
export const CHECKER = DEMO_STAFF.operations.email;
/** … and compliance (closure flags). */
export const COMPLIANCE_CHECKER = DEMO_STAFF.compliance.email;
export const STAFF_PASSWORD = 'Staff@1234';

/** Logs a staff member in through the login page, second factor included (support/staff-login.ts). */
export async function logInStaff(page: Page, email = STAFF, password = STAFF_PASSWORD): Promise<void> {
  await logInAsStaff(page, { email, password });
}

/** A staff member signed in a browser context of their own (two members: two contexts). */
export async function staffPage(browser: Browser, email = STAFF): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await logInStaff(page, email);
  return page;
}

/** An access token for a staff member (tests that prepare data through the API). */
export async function staffToken(request: APIRequestContext, email = STAFF): Promise<string> {
  return staffAccessToken(request, { email, password: STAFF_PASSWORD });
}

/**
 * The second member approves a request sent for approval through the API: `answer` is the maker's response (202).
 * Answers the approval's response body.
 */
export async function approveByApi(
  request: APIRequestContext,
  answer: { status(): number; json(): Promise<unknown> },
  checker = CHECKER,
) {
  expect(answer.status()).toBe(202);
  const { result } = (await answer.json()) as { result: { id: string } };
  const token = await staffToken(request, checker);
  const approved = await request.post(`/api/backoffice/approvals/${result.id}/approve`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(approved.ok(), await approved.text()).toBe(true);
  return approved.json();
}

/** On the checker's page: opens Approvals, approves the pending request whose summary matches, after confirming. */
export async function approveOnApprovalsPage(checker: Page, summary: string | RegExp): Promise<void> {
  await checker
    .getByRole('navigation', { name: 'Back office menu' })
    .getByRole('link', { name: /^Approvals/ })
    .click();
  const card = checker.getByTestId('approval-request').filter({ hasText: summary }).first();
  await card.getByRole('button', { name: 'Approve' }).click();
  const dialog = checker.getByRole('dialog', { name: 'Approve this request?' });
  await dialog.getByRole('button', { name: 'Approve' }).click();
  // The approval answers once the action is applied (a trade run can take a while).
  await expect(dialog).toBeHidden({ timeout: 90_000 });
  // It moves to the decided history, approved.
  await expect(
    checker.getByTestId('approval-decided').filter({ hasText: summary }).filter({ hasText: 'Approved by' }).first(),
  ).toBeVisible();
}
