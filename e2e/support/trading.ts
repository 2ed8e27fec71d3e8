import type { Page } from '@playwright/test';
import { expect } from './fixtures';
import { approveOnApprovalsPage } from './staff';

/** The trade date a request made now is executed at: a weekday before 16:00 Malaysia time, else the next weekday. */
export function nextTradeDate(now = new Date()): string {
  const myt = new Date(now.getTime() + 8 * 3_600_000);
  const weekday = (d: Date) => d.getUTCDay() !== 0 && d.getUTCDay() !== 6;
  if (!weekday(myt) || myt.getUTCHours() >= 16) {
    do myt.setUTCDate(myt.getUTCDate() + 1);
    while (!weekday(myt));
  }
  return myt.toISOString().slice(0, 10);
}

/**
 * Staff (logged in on `staff`) ask for the trade date's run on the Trade run page; a second member (logged in on
 * `checker`) approves it on the Approvals page (four eyes, docs/backoffice.md) and the run is done when that answers.
 */
export async function runTradeDate(staff: Page, checker: Page, date: string): Promise<void> {
  await staff.getByRole('navigation', { name: 'Back office menu' }).getByRole('link', { name: 'Trade run' }).click();
  await staff.getByRole('textbox', { name: 'Trade date' }).fill(date);
  await staff.getByRole('button', { name: 'Run trade date' }).click();
  const dialog = staff.getByRole('dialog', { name: `Run the trade date ${date}?` });
  await dialog.getByRole('button', { name: 'Run now' }).click();
  await expect(dialog).toBeHidden({ timeout: 30_000 });
  await expect(staff.getByText(/^Sent for approval/).first()).toBeVisible();
  await approveOnApprovalsPage(checker, `Run trade date ${date}`);
}
