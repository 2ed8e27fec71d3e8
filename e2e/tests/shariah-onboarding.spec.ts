import { readFile } from 'node:fs/promises';
import type { Browser, Page } from '@playwright/test';
import { expect, logIn, test } from '../support/fixtures';
import {
  approveAsStaff,
  completeContact,
  completeFinancial,
  completeKnowledge,
  completeIdentityAndPersonal,
  newApplicant,
  PASSWORD,
  signUpAndSetPassword,
  type Applicant,
} from '../fixtures/registration';
import { approveOnApprovalsPage, CHECKER, staffPage } from '../support/staff';
import { DEMO_STAFF } from '../support/staff-login';
import { followingTradeDate, nextTradeDate, runTradeDate, shownDate } from '../support/trading';
import { depositAtSandboxBank } from '../support/deposit';

/**
 * The Shariah journey of a new client (docs/shariah.md), from the onboarding to a purified dividend: the applicant
 * answers the investment profile step's Shariah question and is recommended the Shariah model of their level
 * (certified funds only); once staff approve the application the first goal is a Shariah goal. The client deposits
 * through the sandbox bank and the trade date invests it. Staff declare a distribution of a Shariah fund the goal
 * now holds, with a purification ratio; the Shariah adviser (another member than the maker) approves it on the
 * Approvals page; the pay date's trade run pays it. The client finds the dividend, the tax withheld and the
 * purification in transactions and in the CSV export, in English and in Malay, the purification exactly the net
 * dividend times the ratio rounded up to the sen (docs/shariah.md "Purification", "Rule").
 *
 * Not here: the monthly statement of that month, which can be produced only once the month is over (a statement
 * is for a closed period: docs/returns.md "Statements"); shariah-statement.spec.ts reads a past month's purification
 * on the demo Shariah investor's statement, and the server's dividends test the annual summary's.
 */
test.describe.configure({ timeout: 600_000 });

/** The published ratio and the distribution of the test (a US fund: 30% withheld at source). */
const RATIO = { text: '0.0372', numerator: 372n, denominator: 10_000n, percent: '3.72%' };
const PER_UNIT = '1.2345';
const WITHHOLDING = '0.3';

/** 'RM 1,234.56', '1,234.56' or '-0.30' → sen. */
function sen(shown: string): bigint {
  const match = /(\d[\d,]*)\.(\d{2})/.exec(shown);
  if (!match) throw new Error(`no amount in "${shown}"`);
  return BigInt(match[1]!.replace(/,/g, '')) * 100n + BigInt(match[2]!);
}

/** Ratio × net, rounded up to the sen, in integers: the server's rule written independently. */
const purificationOf = (netSen: bigint) => (netSen * RATIO.numerator + RATIO.denominator - 1n) / RATIO.denominator;

const asRinggit = (amount: bigint) => `${amount / 100n}.${String(amount % 100n).padStart(2, '0')}`;

async function onboardWithShariah(page: Page, who: Applicant): Promise<void> {
  await signUpAndSetPassword(page, who);
  await completeIdentityAndPersonal(page, who);
  await completeContact(page, who);
  await completeFinancial(page);
  await completeKnowledge(page);

  await expect(page.getByRole('heading', { name: 'Investment profile' })).toBeVisible();
  await page.getByLabel('In 5 to 10 years').check();
  await page.getByLabel('Grow my money over time').check();
  await page.getByLabel('Do nothing and wait').check();
  await page.getByLabel('10% to 25%').check();
  await page.getByLabel('Stable', { exact: true }).check();
  await page
    .getByRole('radiogroup', { name: /Shariah-compliant investments/ })
    .getByLabel('Yes, Shariah-compliant only')
    .check();
  // The Shariah model of the level: sukuk and Islamic equity, no bond or money-market fund.
  const allocation = page.getByTestId('allocation-table');
  await expect(allocation).toContainText('SPUS');
  await expect(allocation).not.toContainText('VTI');
  await expect(allocation).not.toContainText('SHV');
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page).toHaveURL(/step=10$/);

  await page.getByLabel('I confirm the declarations above.').check();
  await page.getByRole('button', { name: 'Submit application' }).click();
  await expect(page).toHaveURL(/\/app-pending\/PENDING$/);
  await page.getByRole('main').getByRole('button', { name: 'Logout' }).click();
  await approveAsStaff(page, who.email);
  await page.getByRole('button', { name: 'Logout' }).click();
}

/** Staff declare the distribution on the back office's Dividends page; it waits for a second member's approval. */
async function declareOnDividendsPage(staff: Page, fund: { ticker: string; exDate: string; payDate: string }) {
  await staff.getByRole('navigation', { name: 'Back office menu' }).getByRole('link', { name: 'Dividends' }).click();
  const form = staff.getByTestId('declare-dividend');
  await form.getByLabel('Fund ticker').fill(fund.ticker);
  await form.getByLabel('Ex-date').fill(fund.exDate);
  await form.getByLabel('Pay date').fill(fund.payDate);
  await form.getByLabel('Per unit (fund currency)').fill(PER_UNIT);
  await form.getByLabel(/^Withholding tax rate/).fill(WITHHOLDING);
  await form.getByLabel(/^Purification ratio/).fill(RATIO.text);
  await form.getByRole('button', { name: 'Declare' }).click();
  await expect(staff.getByText(/^Sent for approval/).first()).toBeVisible();
}

/** The client's rows of the distribution on the transactions page, in the page's language: amounts in sen. */
async function dividendRows(page: Page, texts: { dividend: RegExp; tax: string; purification: string }) {
  await page.goto('/transactions');
  const row = (text: string | RegExp) => page.getByTestId('transaction-row').filter({ hasText: text });
  await expect(row(texts.dividend)).toHaveCount(1);
  await expect(row(texts.tax)).toHaveCount(1);
  await expect(row(texts.purification)).toHaveCount(1);
  const amount = async (text: string | RegExp) => sen((await row(text).getByRole('cell').last().textContent())!);
  return {
    gross: await amount(texts.dividend),
    tax: await amount(texts.tax),
    purification: await amount(texts.purification),
  };
}

/** The CSV the transactions page exports (the page's filters, its language). */
async function exportedCsv(page: Page, label: string): Promise<string> {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: label }).click();
  return readFile((await (await download).path())!, 'utf8');
}

/** The client signed in a browser of their own, having chosen Malay on the login page. */
async function malayClient(browser: Browser, email: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto('/user-login');
  await page.getByRole('navigation', { name: 'Language' }).getByRole('button', { name: 'Bahasa Melayu' }).click();
  await page.getByLabel('Alamat e-mel').fill(email);
  await page.getByRole('textbox', { name: 'Kata laluan', exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Log masuk' }).click();
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 20_000 });
  return page;
}

test('an applicant who wants Shariah-compliant investments starts with a Shariah goal, deposits, and sees the purification of a dividend (en, ms)', async ({
  page,
  browser,
  request,
}) => {
  // A fund of every Shariah model (docs/shariah.md "Model portfolios"), in US dollars: tax is withheld.
  const ticker = 'SPUS';
  const who = newApplicant('shariahob');
  await onboardWithShariah(page, who);

  await logIn(page, who.email, PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId('portfolio-shariah').first()).toHaveText('Shariah');

  // Deposit, and the trade date invests it in the Shariah model.
  const investedOn = await nextTradeDate(request);
  await depositAtSandboxBank(page, { amount: '5000.00' });
  // The receipt shows success once the bank's direct answer has arrived (it checks again every few seconds).
  await expect(page.getByText('Successful', { exact: true })).toBeVisible({ timeout: 30_000 });
  const staff = await staffPage(browser);
  const operations = await staffPage(browser, CHECKER);
  await runTradeDate(staff, operations, investedOn);
  await page.goto('/transactions');
  await expect(page.getByTestId('transaction-row').filter({ hasText: 'Investment' }).first()).toBeVisible();

  // A distribution of a fund the goal now holds: ex-date after the investment's trade date, paid the trade date
  // after it. staff@ declares it; the Shariah adviser approves the ratio (docs/shariah.md "Who approves").
  // A retry takes the trade date after (a fund has one distribution per ex-date).
  let payDate = await followingTradeDate(request, investedOn);
  if (test.info().retry > 0) payDate = await followingTradeDate(request, payDate);
  await declareOnDividendsPage(staff, { ticker, exDate: payDate, payDate });
  const adviser = await staffPage(browser, DEMO_STAFF.shariahAdviser.email);
  await approveOnApprovalsPage(
    adviser,
    new RegExp(
      `Declare a ${ticker} dividend of USD ${PER_UNIT} a unit, ex-date ${payDate}.*purification ratio ${RATIO.text}`,
    ),
  );
  await expect(
    adviser
      .getByTestId('approval-decided')
      .filter({ hasText: `Declare a ${ticker} dividend` })
      .first(),
  ).toContainText(`Approved by ${DEMO_STAFF.shariahAdviser.name}`);
  await runTradeDate(staff, operations, payDate);

  // The client: the dividend, the tax withheld and the purification, to the sen.
  const english = await dividendRows(page, {
    dividend: new RegExp(`${ticker} dividend of USD ${PER_UNIT} a unit on [0-9.]+ units, paid ${shownDate(payDate)}`),
    tax: `30% tax withheld at source on the ${ticker} dividend`,
    purification: `${RATIO.percent} of the ${ticker} dividend set aside for charity`,
  });
  expect(english.gross).toBeGreaterThan(0n);
  expect(english.purification).toBe(purificationOf(english.gross - english.tax));
  await expect(
    page.getByTestId('transaction-row').filter({ hasText: `${RATIO.percent} of the ${ticker} dividend` }),
  ).toContainText('Purification');
  const csv = await exportedCsv(page, 'Export CSV');
  expect(csv).toContain(
    `Purification,Completed,-${asRinggit(english.purification)},${RATIO.percent} of the ${ticker} dividend set aside for charity`,
  );

  // The same in Malay, chosen on the login page of another browser.
  const malay = await malayClient(browser, who.email);
  const inMalay = await dividendRows(malay, {
    dividend: new RegExp(`Dividen ${ticker} sebanyak USD ${PER_UNIT} seunit bagi [0-9.]+ unit, dibayar `),
    tax: `Cukai 30% dipotong di sumber atas dividen ${ticker}`,
    purification: `${RATIO.percent} daripada dividen ${ticker} diasingkan untuk amal`,
  });
  expect(inMalay).toEqual(english);
  await expect(
    malay.getByTestId('transaction-row').filter({ hasText: `daripada dividen ${ticker} diasingkan` }),
  ).toContainText('Penyucian');
  expect(await exportedCsv(malay, 'Eksport CSV')).toContain(
    `Penyucian,Selesai,-${asRinggit(english.purification)},${RATIO.percent} daripada dividen ${ticker} diasingkan untuk amal`,
  );

  for (const opened of [staff, operations, adviser, malay]) await opened.context().close();
});
