import type { Page } from '@playwright/test';
import { expect } from './fixtures';

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

/** Staff (logged in on `staff`) run the trade date from the back office's Trade run page and wait until it is done. */
export async function runTradeDate(staff: Page, date: string): Promise<void> {
  await staff.getByRole('navigation', { name: 'Back office menu' }).getByRole('link', { name: 'Trade run' }).click();
  await staff.getByRole('textbox', { name: 'Trade date' }).fill(date);
  await staff.getByRole('button', { name: 'Run trade date' }).click();
  const dialog = staff.getByRole('dialog', { name: `Run the trade date ${date}?` });
  await dialog.getByRole('button', { name: 'Run now' }).click();
  // The dialog closes once the run has answered (it can take a while); an error would show instead.
  await expect(dialog).toBeHidden({ timeout: 60_000 });
  await expect(staff.getByRole('status').filter({ hasText: `Trade date ${date}: COMPLETED` })).toBeVisible({
    timeout: 30_000,
  });
}
