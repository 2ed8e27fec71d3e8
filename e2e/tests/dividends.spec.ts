import { DEMO_PASSWORD, expect, logIn, test } from '../support/fixtures';
import { approveByApi, CHECKER, staffPage, staffToken } from '../support/staff';
import { nextTradeDate, runTradeDate, shownDate } from '../support/trading';

/**
 * Dividends end to end on the built server (docs/money.md "Dividends"): staff declare a distribution of a fund the
 * demo client holds (four eyes: a second member approves it), staff run the pay date's trade run, and the client
 * finds the dividend and the tax withheld on the transactions page, in English and in Malay. The demo history's
 * own distributions are there too.
 */
const PER_UNIT = '0.1234';

test('a dividend declared by staff is paid at the trade run and shows in transactions (en, ms)', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(240_000);
  const token = await staffToken(request);
  const headers = { authorization: `Bearer ${token}` };
  // A fund the demo client holds: one whose demo distribution was paid to a goal.
  const listed = await request.get('/api/backoffice/dividends', { headers });
  expect(listed.ok()).toBe(true);
  const { result } = (await listed.json()) as {
    result: { ticker: string; currency: string; status: string; portfolios: number }[];
  };
  const held = result.find((d) => d.status === 'PAID' && d.portfolios > 0 && d.currency === 'USD');
  expect(held, 'the demo history pays the funds the demo client holds').toBeTruthy();
  const { ticker } = held!;

  const today = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
  const payDate = await nextTradeDate(request);
  const declared = await request.post('/api/backoffice/dividends', {
    headers: { ...headers, 'idempotency-key': crypto.randomUUID() },
    data: { ticker, exDate: today, payDate, perUnit: PER_UNIT, withholdingRate: '0.3' },
  });
  await approveByApi(request, declared);

  const staff = await staffPage(browser);
  const checker = await staffPage(browser, CHECKER);
  await runTradeDate(staff, checker, payDate);

  await logIn(page, 'demo@example.com');
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 20_000 });
  await page.goto('/transactions');
  const english = new RegExp(
    `^${ticker} dividend of USD ${PER_UNIT} a unit on [0-9.]+ units, paid ${shownDate(payDate)}$`,
  );
  await expect(page.getByText(english).first()).toBeVisible();
  const tax = `30% tax withheld at source on the ${ticker} dividend`;
  await expect(page.getByText(tax).first()).toBeVisible();
  // Each under its type, in the table's rows.
  const row = (text: string) => page.getByRole('row').filter({ hasText: text }).first();
  await expect(row(`${ticker} dividend of USD ${PER_UNIT} a unit`)).toContainText('Dividend');
  await expect(row(tax)).toContainText('Withholding tax');

  // The same rows in Malay, chosen on the login page of another browser.
  const malay = await (await browser.newContext()).newPage();
  await malay.goto('/user-login');
  await malay.getByRole('navigation', { name: 'Language' }).getByRole('button', { name: 'Bahasa Melayu' }).click();
  await malay.getByLabel('Alamat e-mel').fill('demo@example.com');
  await malay.getByRole('textbox', { name: 'Kata laluan', exact: true }).fill(DEMO_PASSWORD);
  await malay.getByRole('button', { name: 'Log masuk' }).click();
  await expect(malay).toHaveURL(/\/dashboard$/, { timeout: 20_000 });
  await malay.goto('/transactions');
  await expect(
    malay
      .getByText(new RegExp(`^Dividen ${ticker} sebanyak USD ${PER_UNIT} seunit bagi [0-9.]+ unit, dibayar `))
      .first(),
  ).toBeVisible();
  const malayTax = `Cukai 30% dipotong di sumber atas dividen ${ticker}`;
  await expect(malay.getByText(malayTax).first()).toBeVisible();
  await expect(malay.getByRole('row').filter({ hasText: malayTax }).first()).toContainText('Cukai pegangan');
  await expect(
    malay
      .getByRole('row')
      .filter({ hasText: `Dividen ${ticker} sebanyak USD ${PER_UNIT} seunit` })
      .first(),
  ).toContainText('Dividen');
});
