import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from './fixtures';
import { approveOnApprovalsPage } from './staff';
import { oneWorkerAtATime } from './worker-lock';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** The seeded cut-off (system parameter TRADE.CUTOFF_TIME), in Malaysia time. */
const CUTOFF_HOUR_MYT = 15;

/** '2026-11-30' -> '30 Nov 2026', as the back office shows dates. */
export function shownDate(iso: string): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  return `${d} ${MONTHS[m - 1]} ${y}`;
}

/** The exchange holidays (the public EXCHANGE_HOLIDAY list), as ISO dates. */
async function exchangeHolidays(request: APIRequestContext): Promise<Set<string>> {
  const res = await request.get('/api/DropDown/getValueByType/EXCHANGE_HOLIDAY');
  const { result } = (await res.json()) as { result: { code: string }[] };
  return new Set(result.map((h) => h.code.slice(h.code.indexOf(':') + 1)));
}

const isOpen = (holidays: Set<string>, d: Date) =>
  d.getUTCDay() !== 0 && d.getUTCDay() !== 6 && !holidays.has(d.toISOString().slice(0, 10));

/**
 * The trade date a request made now is executed at (docs/money.md "Trade dates"): a weekday that is no exchange
 * holiday (the public EXCHANGE_HOLIDAY list), before 15:00 Malaysia time, else the next such day.
 */
export async function nextTradeDate(request: APIRequestContext, now = new Date()): Promise<string> {
  const holidays = await exchangeHolidays(request);
  const myt = new Date(now.getTime() + 8 * 3_600_000);
  if (!isOpen(holidays, myt) || myt.getUTCHours() >= CUTOFF_HOUR_MYT) {
    do myt.setUTCDate(myt.getUTCDate() + 1);
    while (!isOpen(holidays, myt));
  }
  return myt.toISOString().slice(0, 10);
}

/** The first trade date after `date` (an ISO date): the next weekday that is no exchange holiday. */
export async function followingTradeDate(request: APIRequestContext, date: string): Promise<string> {
  const holidays = await exchangeHolidays(request);
  const day = new Date(`${date}T00:00:00Z`);
  do day.setUTCDate(day.getUTCDate() + 1);
  while (!isOpen(holidays, day));
  return day.toISOString().slice(0, 10);
}

/**
 * Staff (logged in on `staff`) ask for the trade date's run on the back office's Trade run page; a second member
 * (logged in on `checker`) approves it on the Approvals page (four eyes, docs/backoffice.md), and the run is done
 * when that answers. The e2e server's trade clock runs a week ahead (TRADE_CLOCK_OFFSET_HOURS in global-setup), so
 * the trade date of a request made now has passed its cut-off there.
 *
 * One worker at a time: the server holds one pending request per action ("This action is already waiting for
 * approval"), and the specs of several workers run the same next trade date, so a second worker asking while the
 * first one's request waited was refused, and a checker could approve the other worker's request. A run executes
 * everything due on its date, whoever asked, so waiting for the other worker's run loses nothing.
 */
export async function runTradeDate(staff: Page, checker: Page, date: string): Promise<void> {
  await oneWorkerAtATime('trade-run', async () => {
    await staff.getByRole('navigation', { name: 'Back office menu' }).getByRole('link', { name: 'Trade run' }).click();
    await staff.getByLabel('Look at another date').fill(date);
    await staff.getByRole('button', { name: 'Show' }).click();
    const card = staff.getByTestId('trade-run-preview');
    await expect(card.getByRole('heading', { name: shownDate(date) })).toBeVisible();
    await staff.getByRole('button', { name: `Run ${shownDate(date)}` }).click();
    const dialog = staff.getByRole('dialog', { name: `Run the trade date ${shownDate(date)}?` });
    await dialog.getByRole('button', { name: 'Run now' }).click();
    await expect(dialog).toBeHidden({ timeout: 30_000 });
    await expect(staff.getByText(/^Sent for approval/).first()).toBeVisible();
    await approveOnApprovalsPage(checker, `Run trade date ${date}`);
  });
}
