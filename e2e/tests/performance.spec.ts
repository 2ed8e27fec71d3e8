import { readFile } from 'node:fs/promises';
import type { Page, Response } from '@playwright/test';
import type { DashboardSummary, Performance } from '@harta/contracts/schemas/returns';
import { formatRate, formatSignedRinggit, signOf } from '../../apps/web/src/lib/money/format-return';
import { formatRinggit } from '../../apps/web/src/lib/money/format-ringgit';
import { axeViolations } from '../support/axe';
import { expect, logIn, test } from '../support/fixtures';
import { pdfText } from '../support/pdf-text';

/**
 * The demo client's dashboard and performance pages (issue 12) show exactly what the API answers: each figure on
 * the page is checked against the JSON of the response the page itself received (the page's formatting rules are
 * imported, so a figure is compared as the client reads it). The demo seed gives demo@ years of history, so the
 * figures are real ones. Other specs may move demo@'s money meanwhile: the response read is the one the page drew.
 * Then a past month's statement of that history is prepared, downloaded and opened.
 */

const isGet = (path: string) => (response: Response) =>
  new URL(response.url()).pathname === path && response.request().method() === 'GET';

async function resultOf<T>(response: Promise<Response>): Promise<T> {
  const answer = await response;
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { result: T }).result;
}

/** A literal inside a regular expression. */
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The period's figures on the page equal the API's (or the page says why there are none). */
async function expectPeriod(page: Page, performance: Performance, period: string) {
  const ret = performance.returns.find((r) => r.period === period)!;
  if (ret.twr === null || ret.mwr === null) {
    await expect(page.getByTestId('return-unavailable')).toContainText('Not available for');
    return;
  }
  await expect(page.getByTestId('twr')).toHaveText(new RegExp(`${escape(formatRate(ret.twr))}$`));
  await expect(page.getByTestId('mwr')).toHaveText(new RegExp(`${escape(formatRate(ret.mwr))}$`));
  if (ret.gain !== null) {
    await expect(page.getByTestId('period-gain')).toHaveText(new RegExp(`${escape(formatSignedRinggit(ret.gain))}$`));
  }
}

test.describe('dashboard and performance', () => {
  test("the dashboard shows the demo client's money as the API gives it", async ({ page }) => {
    const summaryResponse = page.waitForResponse(isGet('/api/dashboard/getDashBoardSummary'));
    await logIn(page, 'demo@example.com');
    await expect(page).toHaveURL(/\/dashboard$/);
    const summary = await resultOf<DashboardSummary>(summaryResponse);

    // A long-standing client: no Welcome modal, and real figures.
    await expect(page.getByRole('dialog', { name: 'Welcome to Harta' })).toHaveCount(0);
    expect(signOf(summary.totalValue)).toBe(1);
    await expect(page.getByTestId('summary-total-value')).toHaveText(formatRinggit(summary.totalValue));
    await expect(page.getByTestId('summary-net-deposits')).toHaveText(formatRinggit(summary.netDeposits));
    await expect(page.getByTestId('summary-total-return')).toHaveText(
      new RegExp(`${escape(formatSignedRinggit(summary.totalReturn))}$`),
    );
    if (summary.totalReturnRate !== null) {
      await expect(page.getByTestId('summary-total-return-rate')).toHaveText(
        new RegExp(`${escape(formatRate(summary.totalReturnRate))}$`),
      );
    }
    for (const portfolio of summary.portfolios) {
      const card = page.getByRole('region', { name: portfolio.goalName, exact: true });
      await expect(card.getByTestId('portfolio-return')).toHaveText(
        new RegExp(`${escape(formatSignedRinggit(portfolio.totalReturn))}$`),
      );
    }
    if (summary.pending.length > 0) {
      await expect(page.getByRole('region', { name: 'In progress' }).getByTestId('pending-item')).toHaveCount(
        summary.pending.length,
      );
    }
    await page.screenshot({ path: test.info().outputPath('dashboard.png'), fullPage: true });
  });

  test('the performance pages show the returns, chart, world map and holdings the API gives', async ({ page }) => {
    await logIn(page, 'demo@example.com');
    await expect(page).toHaveURL(/\/dashboard$/);
    const performanceResponse = page.waitForResponse(isGet('/api/performance'));
    await page.goto('/performance');
    const performance = await resultOf<Performance>(performanceResponse);

    await expect(page.getByRole('heading', { level: 1, name: 'Performance' })).toBeVisible();
    await expect(page.getByTestId('performance-value')).toHaveText(formatRinggit(performance.value));
    await expect(page.getByTestId('performance-net-deposits')).toHaveText(formatRinggit(performance.netDeposits));
    await expectPeriod(page, performance, 'SI');
    for (const period of ['1Y', '3M']) {
      await page.locator('label', { hasText: period }).click();
      await expect(page).toHaveURL(new RegExp(`period=${period}`));
      await expectPeriod(page, performance, period);
    }

    // The chart (uPlot, its own chunk) draws; the map (a static file) shows where the money is.
    expect(performance.series.dates.length).toBeGreaterThan(0);
    await expect(page.getByTestId('value-chart').locator('canvas').first()).toBeVisible();
    await expect(page.getByTestId('region-map')).toBeVisible();
    await expect(page.getByTestId('region-share')).toHaveCount(
      performance.allocation.byRegion.filter((s) => s.weightBps > 0).length,
    );
    await expect(page.getByTestId('holdings-table').locator('tbody tr')).toHaveCount(performance.holdings.length);
    await page.screenshot({ path: test.info().outputPath('performance.png'), fullPage: true });

    // The native bottom bar's page: every period at a glance.
    await page.getByRole('link', { name: 'All periods at a glance' }).click();
    await expect(page).toHaveURL(/\/performance\/summary-detail/);
    await expect(page.getByTestId('returns-table').locator('tbody tr')).toHaveCount(performance.returns.length);
  });

  test("a past month's statement of the demo history downloads and opens", async ({ page }) => {
    await logIn(page, 'demo@example.com');
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/my-statement');
    await expect(page.getByRole('heading', { level: 1, name: 'Statements' })).toBeVisible();

    // Half a year ago: inside the history the e2e server seeds (a year), a month the demo client deposited in. No
    // statement of it is stored yet: the download prepares it first.
    for (const folded of await page
      .locator('button[aria-expanded="false"]')
      .filter({ hasText: /Statements for/ })
      .all()) {
      await folded.click();
    }
    const row = page.getByTestId('statement-row').filter({ hasText: 'Monthly statement' }).nth(5);
    const period = (await row.locator('p').first().textContent())!;
    const download = page.waitForEvent('download', { timeout: 60_000 });
    await row.getByRole('button', { name: `Download PDF: the statement for ${period}` }).click();
    expect(await axeViolations(page)).toEqual([]);
    const file = await readFile((await (await download).path())!);
    expect(file.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = await pdfText(file);
    expect(text).toContain(`Monthly statement, ${period}`);
    expect(text).toContain('Retirement');
    expect(text).toContain('Returns of all your portfolios together');
    expect(text).toMatch(/Time-weighted return, this month\s+[+-]?\d+\.\d{2}%/);
  });
});
