import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Picks a goal in a native select by the start of its option's text ("Retirement (RM 500.00)"), or the first goal
 * when none is named (a new client's only one).
 */
export async function selectGoal(select: Locator, goal?: string): Promise<void> {
  const value = await select.evaluate(
    (el, name) =>
      Array.from((el as HTMLSelectElement).options).find((o) => o.value !== '' && (!name || o.text.startsWith(name)))
        ?.value ?? '',
    goal,
  );
  await select.selectOption(value);
}

/**
 * A deposit as the client makes it (docs/money.md "Deposits"): the form, Maybank, the sandbox exchange's own pages
 * (its demo login, then the authorisation), back on the app's receipt. The receipt's outcome is the caller's to
 * check: the bank's direct answer arrives a moment after the redirect.
 */
export async function depositAtSandboxBank(
  page: Page,
  { amount, goal, decision = 'Approve' }: { amount: string; goal?: string; decision?: 'Approve' | 'Decline' },
): Promise<void> {
  await page.goto('/deposit');
  await page.getByLabel('Amount (RM)').fill(amount);
  await selectGoal(page.getByLabel('Portfolio'), goal);
  await page.getByRole('radio', { name: 'Maybank', exact: true }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Pay with online banking' }).click();
  await expect(page.getByRole('heading', { name: /^Log in to/ })).toBeVisible();
  await page.getByLabel('User ID').fill('demo');
  await page.getByLabel('Password').fill('demo');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('heading', { name: 'Authorise the payment' })).toBeVisible();
  await page.getByRole('button', { name: decision, exact: true }).click();
  await expect(page).toHaveURL(/\/payment\/[0-9a-f]{32}\//);
}
