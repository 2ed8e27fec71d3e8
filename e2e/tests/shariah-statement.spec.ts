import { readFile } from 'node:fs/promises';
import { formatMonth, shortMonthName } from '@harta/contracts/format';
import type { Page } from '@playwright/test';
import { DEMO_PASSWORD, expect, logIn, test } from '../support/fixtures';
import { pdfText } from '../support/pdf-text';

/**
 * Purification on the client's monthly statement, in English and in Malay (docs/shariah.md "In the browser"). The
 * demo history's Shariah investor (amin@) holds a Shariah goal that has received the Shariah funds' distributions
 * in past months, each with the purification ratio its fund publishes (seed/demo-dividends.ts): the client finds a
 * purification on the transactions page, checks it against the rule (ratio × net dividend, rounded up to the sen),
 * and reads the same line and amount on the statement of that month, downloaded from the statements page in each
 * language.
 */
test.describe.configure({ timeout: 180_000 });

const CLIENT = 'amin@example.com';
/** A US-listed Shariah equity fund of the goal's model: 30% withheld, then 3% of the net purified (DEMO_DIVIDENDS). */
const FUND = { ticker: 'SPUS', percent: '3%', numerator: 3n, denominator: 100n };

/** '1,234.56' or 'RM 0.30' → sen. */
function sen(shown: string): bigint {
  const match = /(\d[\d,]*)\.(\d{2})/.exec(shown);
  if (!match) throw new Error(`no amount in "${shown}"`);
  return BigInt(match[1]!.replace(/,/g, '')) * 100n + BigInt(match[2]!);
}

/** Sen as the statements print them: '1,234.56'. */
function shown(amount: bigint): string {
  const whole = (amount / 100n).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${whole}.${String(amount % 100n).padStart(2, '0')}`;
}

/** Ratio × net, rounded up to the sen, in integers: the server's rule (docs/shariah.md "Rule") written independently. */
const purificationOf = (netSen: bigint) => (netSen * FUND.numerator + FUND.denominator - 1n) / FUND.denominator;

/** '1 Jun 2026, 09:00' (the transactions page's date) → '2026-06-01'. */
function isoDay(text: string): string {
  const match = /(\d{1,2}) (\p{L}+) (\d{4})/u.exec(text);
  if (!match) throw new Error(`no date in "${text}"`);
  const month = Array.from({ length: 12 }, (_, m) => shortMonthName(m, 'en')).indexOf(match[2]!);
  expect(month, `month of "${text}"`).toBeGreaterThanOrEqual(0);
  return `${match[3]}-${String(month + 1).padStart(2, '0')}-${match[1]!.padStart(2, '0')}`;
}

/** Downloads the statement of `period` ('YYYY-MM') from the statements page, in the page's language: its text. */
async function statementText(page: Page, period: string, label: (month: string) => string, language: 'en' | 'ms') {
  await page.goto('/my-statement');
  const year = period.slice(0, 4);
  const button = page.getByRole('button', { name: label(formatMonth(period, language)) });
  // Years other than the newest are folded away: open the statement's year when it is one of them.
  const yearButton = page.getByRole('button', {
    name: language === 'en' ? `Statements for ${year}` : `Penyata bagi ${year}`,
  });
  await expect(yearButton).toBeVisible();
  if ((await yearButton.getAttribute('aria-expanded')) !== 'true') await yearButton.click();
  const download = page.waitForEvent('download', { timeout: 90_000 });
  await button.click();
  const file = await readFile((await (await download).path())!);
  expect(file.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  return (await pdfText(file)).replace(/\s+/g, ' ');
}

test('the Shariah investor reads the purification of a past dividend on that month’s statement (en, ms)', async ({
  page,
  browser,
}) => {
  await logIn(page, CLIENT);
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 20_000 });

  // The oldest purification the goal has had: a month that has ended, so its statement can be made.
  await page.goto('/transactions?type=PURIFICATION');
  const purifications = page.getByTestId('transaction-row');
  await expect(purifications.first()).toContainText('Purification');
  await page.screenshot({ path: test.info().outputPath('purifications-en.png'), fullPage: true });
  const oldest = purifications.last();
  const day = isoDay((await oldest.getByRole('cell').first().textContent())!);
  const period = day.slice(0, 7);

  // That day's distribution of the fund: the dividend, the tax withheld at source and the purification, in sen.
  await page.goto(`/transactions?from=${day}&to=${day}`);
  const row = (text: string) => page.getByTestId('transaction-row').filter({ hasText: text });
  const amount = async (text: string) => sen((await row(text).getByRole('cell').last().textContent())!);
  const purificationText = `${FUND.percent} of the ${FUND.ticker} dividend set aside for charity`;
  await expect(row(purificationText)).toHaveCount(1);
  const gross = await amount(`${FUND.ticker} dividend of USD`);
  const tax = await amount(`30% tax withheld at source on the ${FUND.ticker} dividend`);
  const purification = await amount(purificationText);
  expect(gross).toBeGreaterThan(0n);
  expect(purification).toBe(purificationOf(gross - tax));
  expect(purification).toBeGreaterThan(0n);

  const english = await statementText(page, period, (month) => `Download PDF: the statement for ${month}`, 'en');
  expect(english).toContain(`Monthly statement`);
  expect(english).toContain('Hajj savings');
  // The statement's row: type, description, status, amount.
  expect(english).toContain(`Purification ${purificationText} Completed ${shown(purification)}`);
  expect(english).toContain(
    `Withholding tax 30% tax withheld at source on the ${FUND.ticker} dividend Completed ${shown(tax)}`,
  );

  // The same statement in Malay, chosen on the login page of another browser.
  const malay = await (await browser.newContext()).newPage();
  await malay.goto('/user-login');
  await malay.getByRole('navigation', { name: 'Language' }).getByRole('button', { name: 'Bahasa Melayu' }).click();
  await malay.getByLabel('Alamat e-mel').fill(CLIENT);
  await malay.getByRole('textbox', { name: 'Kata laluan', exact: true }).fill(DEMO_PASSWORD);
  await malay.getByRole('button', { name: 'Log masuk' }).click();
  await expect(malay).toHaveURL(/\/dashboard$/, { timeout: 20_000 });
  const inMalay = await statementText(malay, period, (month) => `Muat turun PDF: penyata bagi ${month}`, 'ms');
  expect(inMalay).toContain(
    `Penyucian ${FUND.percent} daripada dividen ${FUND.ticker} diasingkan untuk amal Selesai ${shown(purification)}`,
  );
  expect(inMalay).not.toContain('Purification');
  await malay.context().close();
});
