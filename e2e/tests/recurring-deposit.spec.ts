import type { APIRequestContext, Page } from '@playwright/test';
import { axeViolations } from '../support/axe';
import { expect, logIn, test } from '../support/fixtures';
import { CHECKER, staffPage, staffToken } from '../support/staff';
import { nextTradeDate, runTradeDate } from '../support/trading';

/**
 * Recurring deposits as a client meets them (docs/goals.md "Recurring deposits", "What the client sees"): a goal added
 * with a target shows its band; a monthly deposit into it is authorised at the sandbox bank; staff run the day's
 * collections (as the scheduled job would); the debit arrives as a deposit, is invested at the next trade date and
 * shows in the transactions. Then the set-up page at phone width in Malay. yourdata@'s own goal: no other spec
 * gives it one.
 */
const CLIENT = 'yourdata@example.com';
const GOAL = 'House fund';

/**
 * The server's today in Malaysia, 'YYYY-MM-DD' (collection dates are Malaysia dates): the e2e server's trade clock
 * runs a week ahead (TRADE_CLOCK_OFFSET_HOURS in global-setup), and a recurring deposit's dates are read from it.
 */
function serverToday(): string {
  return new Date(Date.now() + (168 + 8) * 3_600_000).toISOString().slice(0, 10);
}

/** The client's mandate as staff see it (the collection run is a staff action, as the trade run). */
async function staffMandate(request: APIRequestContext, token: string) {
  const res = await request.get(`/api/backoffice/mandates?q=${encodeURIComponent(CLIENT)}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.ok(), await res.text()).toBe(true);
  const { result } = (await res.json()) as {
    result: { items: { guid: string; status: string; goalName: string; nextCollection: { date: string } | null }[] };
  };
  return result.items.find((m) => m.goalName === GOAL);
}

async function addGoalWithTarget(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Add a goal' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a goal' });
  await dialog.getByLabel('Goal name').fill(GOAL);
  await dialog.getByRole('textbox', { name: 'Target amount (RM)' }).fill('60000');
  await dialog.getByLabel('Target date').fill(`${new Date().getFullYear() + 8}-06-30`);
  await dialog.getByRole('textbox', { name: 'Planned monthly deposit (RM)' }).fill('200');
  await dialog.getByRole('button', { name: 'Add goal' }).click();
  await expect(dialog).toBeHidden();
}

test('a goal added with a target shows its band; a monthly deposit is authorised, collected, invested and listed', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(300_000);
  await logIn(page, CLIENT);
  await expect(page).toHaveURL(/\/dashboard$/);

  // 1. A goal with its target, added in one go: its card shows the progress, its plan the band.
  const card = page.getByRole('region', { name: GOAL });
  if ((await card.count()) === 0) await addGoalWithTarget(page);
  await expect(card.getByTestId('goal-progress')).toContainText('of RM 60,000.00 by');
  await card.getByRole('link', { name: `The plan of ${GOAL}` }).click();
  const plan = page.getByRole('region', { name: 'Your plan for this goal' });
  await expect(plan.getByTestId('projection-band')).toContainText('In 8 of 10 simulated outcomes this goal would be');
  await expect(plan.getByTestId('plan-monthly')).toHaveText('You plan to add RM 200.00 a month.');

  // 2. From the plan to the goal's recurring deposit: RM 200 on today's day of the month, from today (the server's).
  await plan.getByRole('link', { name: 'Recurring deposit' }).click();
  await expect(page).toHaveURL(/\/recurring-deposit\?portfolio=/);
  await expect(page.getByRole('heading', { name: 'Set up a recurring deposit' })).toBeVisible();
  const today = serverToday();
  await page.getByLabel(/Amount each time/).fill('200');
  await page.getByLabel('Day of the month').selectOption(String(Math.min(28, Number(today.slice(8)))));
  await page.getByLabel(/Start date/).fill(today);
  await page.getByRole('radio', { name: 'Maybank', exact: true }).check();
  expect(await axeViolations(page), 'the recurring deposit set-up').toEqual([]);
  await page.getByRole('button', { name: 'Continue' }).click();
  const confirm = page.getByRole('dialog', { name: 'Authorise the direct debit at your bank' });
  await expect(confirm).toContainText(`RM 200.00 will be collected on day`);
  await confirm.getByRole('button', { name: 'Go to my bank' }).click();

  // 3. The sandbox bank's own page (server-rendered, marked Sandbox): approve; back on the return page.
  await expect(page.getByRole('heading', { name: 'Authorise a direct debit', exact: true })).toBeVisible({
    timeout: 15_000,
  });
  await page.getByRole('button', { name: 'Approve', exact: true }).click();
  await expect(page).toHaveURL(/\/recurring-deposit\/return\?schedule=/);
  await expect(page.getByTestId('recurring-return')).toContainText(
    'Your bank authorised the direct debit. Your recurring deposit of RM 200.00 is set up.',
    { timeout: 20_000 },
  );
  await page.getByRole('link', { name: 'See the recurring deposit' }).click();
  await expect(page.getByTestId('recurring-summary')).toContainText('RM 200.00 on day');
  const next = page.getByTestId('recurring-next');
  await expect(next).toContainText('Next collection: RM 200.00 on');

  // The goal card says when the next collection is.
  await page.goto('/dashboard');
  await expect(card.getByTestId('goal-recurring')).toContainText('Next deposit: RM 200.00 on');

  // 4. Staff run the collections of its date (the scheduled job's run, on demand); the bank answers, the debit
  //    becomes a deposit.
  const token = await staffToken(request);
  const mandate = await staffMandate(request, token);
  expect(mandate?.status).toBe('active');
  const run = await request.post('/api/backoffice/mandates/collection-runs', {
    headers: { authorization: `Bearer ${token}` },
    data: { date: mandate!.nextCollection!.date },
  });
  expect(run.ok(), await run.text()).toBe(true);
  await page.goto('/dashboard');
  await card.getByRole('link', { name: `The recurring deposit of ${GOAL}` }).click();
  const collected = page.getByTestId('collection-row').filter({ hasText: 'Collected' });
  await expect(async () => {
    await page.reload();
    await expect(collected).toHaveCount(1, { timeout: 2_000 });
  }).toPass({ timeout: 60_000 });

  // 5. The next trade date invests it; the client sees the deposit and the investment among the transactions.
  const staff = await staffPage(browser);
  const checker = await staffPage(browser, CHECKER);
  await runTradeDate(staff, checker, await nextTradeDate(request));
  await page.goto('/transactions');
  const transactions = page.getByRole('table', { name: 'Transactions' });
  await expect(
    transactions.getByRole('row').filter({ hasText: /Recurring deposit of .*direct debit from Maybank/ }),
  ).toHaveCount(1);
  await expect(transactions.getByRole('row').filter({ hasText: 'Investment' }).first()).toBeVisible();

  // Staff see the mandate and its collection in the back office.
  await staff
    .getByRole('navigation', { name: 'Back office menu' })
    .getByRole('link', { name: 'Recurring deposits' })
    .click();
  await staff.getByLabel('Client, e-mail or mandate reference').fill(CLIENT);
  await staff.getByTestId('mandate-row').filter({ hasText: GOAL }).getByRole('link', { name: 'Open' }).click();
  await expect(staff.getByTestId('staff-collection-row').filter({ hasText: 'Collected' })).toHaveCount(1);
});

test.describe('at phone width, in Malay', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the set-up page reads in Malay and fits the screen', async ({ page }) => {
    await page.goto('/user-login');
    await page.getByRole('navigation', { name: 'Language' }).getByRole('button', { name: 'Bahasa Melayu' }).click();
    await page.getByLabel('Alamat e-mel').fill('demo@example.com');
    await page.getByRole('textbox', { name: 'Kata laluan', exact: true }).fill('Demo@1234');
    await page.getByRole('button', { name: 'Log masuk' }).click();
    await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 });
    // demo@'s Emergency fund: the page is only read, nothing is set up.
    await page.getByRole('link', { name: 'Sediakan deposit berulang bagi Emergency fund' }).click();
    await expect(page.getByRole('heading', { name: 'Sediakan deposit berulang' })).toBeVisible();
    await expect(page.getByLabel(/Jumlah setiap kali/)).toBeVisible();
    await expect(page.getByText('Bulanan')).toBeVisible();
    await page.getByLabel(/Jumlah setiap kali/).fill('abc');
    await page.getByRole('button', { name: 'Teruskan' }).click();
    await expect(page.getByText('Sila masukkan jumlah dalam angka', { exact: false })).toBeVisible();
    const fits = await page.evaluate(
      () => document.documentElement.scrollWidth <= document.documentElement.clientWidth,
    );
    expect(fits, 'no sideways scroll at 390 px').toBe(true);
    expect(await axeViolations(page), 'the set-up page in Malay at 390 px').toEqual([]);
  });
});
