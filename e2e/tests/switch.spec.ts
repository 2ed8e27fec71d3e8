import type { Browser } from '@playwright/test';
import { expect, logIn, test } from '../support/fixtures';
import { CHECKER, staffPage } from '../support/staff';
import { nextTradeDate, runTradeDate } from '../support/trading';

/**
 * The portfolio switch end to end on the built server (issue #12 item 6): the demo client opens the switch of
 * their first goal, sees the levels (those above the knowledge cap disabled) and the target allocation, confirms,
 * and sees it in progress; staff run the trade date from the back office; the goal is then at the new level.
 */
/** Staff, in a browser context of their own, ask for the trade date's run; a second member approves it. */
async function staffRunTradeDate(browser: Browser, date: string): Promise<void> {
  const staff = await staffPage(browser);
  const checker = await staffPage(browser, CHECKER);
  await runTradeDate(staff, checker, date);
  await staff.context().close();
  await checker.context().close();
}

test.describe('portfolio switch', () => {
  test('the demo client switches a goal, sees it in progress, and after the trade run it is done', async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(150_000);
    await logIn(page, 'demo@example.com');
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/dashboard?switch=first');
    const dialog = page.getByRole('dialog', { name: 'Switch risk level' });
    const current = await dialog.getByText(/^Current: level \d/).textContent();
    const from = Number(/level (\d)/.exec(current ?? '')![1]);

    // The first level that may be chosen (not the current one, not above the cap).
    // The levels' radios (the portfolio type, conventional or Shariah, is a radio group of its own).
    const radios = dialog.getByRole('radiogroup', { name: 'Choose a new risk level' }).getByRole('radio');
    await expect(radios).toHaveCount(5);
    let to = 0;
    for (let level = 1; level <= 5; level += 1) {
      if (level !== from && (await radios.nth(level - 1).isEnabled())) {
        to = level;
        break;
      }
    }
    expect(to).toBeGreaterThan(0);
    await radios.nth(to - 1).check();
    await expect(dialog.getByTestId('switch-compare')).toBeVisible();
    await dialog.getByRole('button', { name: `Confirm switch to level ${to}` }).click();
    await expect(dialog.getByTestId('switch-in-progress')).toContainText(
      new RegExp(`switching from level ${from} to level ${to} .*In progress until \\d{1,2} \\w{3} \\d{4}\\.`),
    );

    await staffRunTradeDate(browser, await nextTradeDate(request));

    await page.goto('/dashboard?switch=first');
    await expect(dialog.getByText(new RegExp(`^Current: level ${to} `))).toBeVisible();
    await expect(dialog.getByTestId('switch-in-progress')).toHaveCount(0);
    await page.goto('/transactions');
    // The client's REBALANCE transaction, completed.
    await expect(
      page.getByRole('row').filter({ hasText: `Switched from risk level ${from} to ${to} at the closing prices of` }),
    ).toContainText('Completed');
  });
});
