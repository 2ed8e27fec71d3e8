import type { Page } from '@playwright/test';
import { axeViolations } from '../support/axe';
import { expect, logIn, test } from '../support/fixtures';

/**
 * A goal's plan (docs/goals.md) as a client meets it: on a goal's performance page, a target and a monthly deposit
 * are set, the projected range is shown in words and as a chart, the goal needs attention with the deposit that
 * would put it on track, and planning that deposit puts it on track. Then the same page at phone width in Malay.
 * demo@'s "Emergency fund" goal: no other spec reads its plan.
 */
const GOAL = 'Emergency fund';
const targetDate = `${new Date().getFullYear() + 10}-06-30`;

async function openGoal(page: Page, allLabel: string, goalLabel: string) {
  await page.goto('/performance');
  await page.getByRole('combobox', { name: allLabel }).selectOption({ label: goalLabel });
  await expect(page).toHaveURL(/portfolio=/);
}

test('a client sets a target and a monthly deposit, sees the range, and is told what would put the goal on track', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await logIn(page, 'demo@example.com');
  // On four workers this spec runs beside dividends.spec.ts (the files' order puts them side by side), whose trade
  // run holds the embedded database: twice the sign-in had no answer within 10 s (docs/testing.md "What workers
  // share").
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 30_000 });
  await openGoal(page, 'Portfolio', GOAL);

  const plan = page.getByRole('region', { name: 'Your plan for this goal' });
  await expect(plan.getByTestId('projection-band')).toContainText('In 8 of 10 simulated outcomes this goal would be');
  await expect(plan.getByText(/returns are not guaranteed/)).toBeVisible();
  await plan.getByRole('button', { name: /Set a target|Change the plan/ }).click();

  // A target far above what the goal holds, with a small monthly deposit: it needs attention.
  await plan.getByRole('textbox', { name: 'Target amount (RM)' }).fill('1,000,000');
  await plan.getByLabel('Target date').fill(targetDate);
  await plan.getByRole('textbox', { name: 'Planned monthly deposit (RM)' }).fill('100');
  await plan.getByRole('button', { name: 'Save plan' }).click();
  await expect(
    plan.getByText('Please enter a target in ringgit with at most two decimals, e.g. 50000.00.'),
  ).toBeVisible();
  await plan.getByRole('textbox', { name: 'Target amount (RM)' }).fill('1000000');
  await plan.getByRole('button', { name: 'Save plan' }).click();

  await expect(plan.getByTestId('plan-status')).toHaveText('Needs attention');
  await expect(plan.getByTestId('plan-progress')).toContainText('of RM 1,000,000.00 by');
  await expect(plan.getByTestId('plan-monthly')).toHaveText('You plan to add RM 100.00 a month.');
  const advice = await plan
    .getByText(/Adding RM [\d,]+\.00 a month would bring the middle outcome to it/)
    .textContent();
  const needed = /Adding RM ([\d,]+\.00) a month/.exec(advice!)![1]!.replace(/,/g, '');
  await expect(plan.getByTestId('projection-chart')).toBeVisible();
  expect(await axeViolations(page), 'the performance page with the plan').toEqual([]);

  // Planning the deposit it suggests puts the goal on track.
  await plan.getByRole('button', { name: 'Change the plan' }).click();
  await plan.getByRole('textbox', { name: 'Planned monthly deposit (RM)' }).fill(needed);
  await plan.getByRole('button', { name: 'Save plan' }).click();
  await expect(plan.getByTestId('plan-status')).toHaveText('On track');
  await expect(plan.getByText(/Half of the simulated outcomes reach your target by/)).toBeVisible();
});

test.describe('at phone width, in Malay', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the plan reads in Malay and fits the screen', async ({ page }) => {
    await page.goto('/user-login');
    await page.getByRole('navigation', { name: 'Language' }).getByRole('button', { name: 'Bahasa Melayu' }).click();
    await page.getByLabel('Alamat e-mel').fill('demo@example.com');
    await page.getByRole('textbox', { name: 'Kata laluan', exact: true }).fill('Demo@1234');
    await page.getByRole('button', { name: 'Log masuk' }).click();
    await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 });
    await openGoal(page, 'Portfolio', GOAL);

    const plan = page.getByRole('region', { name: 'Rancangan anda untuk matlamat ini' });
    await expect(plan.getByTestId('projection-band')).toContainText('Dalam 8 daripada 10 hasil simulasi');
    await expect(plan.getByText(/pulangan tidak dijamin/)).toBeVisible();
    await expect(plan.getByRole('button', { name: /Tetapkan sasaran|Ubah rancangan/ })).toBeVisible();
    const fits = await page.evaluate(
      () => document.documentElement.scrollWidth <= document.documentElement.clientWidth,
    );
    expect(fits, 'no sideways scrolling at 390 px').toBe(true);
  });
});
