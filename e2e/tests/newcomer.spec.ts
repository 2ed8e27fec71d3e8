import { expect, test } from '../support/fixtures';
import { logInStaff } from '../support/staff';
import { newApplicant, readFromMailbox } from '../fixtures/registration';

/** Issue 15: what a newcomer tripped on, seen in the browser (one short test per place). */

test('a used confirmation link offers a new one, and asking again too soon says how long to wait', async ({ page }) => {
  const who = newApplicant('used-link');
  await page.goto('/registration');
  await page.getByLabel('E-mail address').fill(who.email);
  await page.getByLabel(/^Given name/).fill(who.givenName);
  await page.getByLabel(/^Mobile number/).fill(who.mobile);
  // The documents accepted here are pages one can open.
  await expect(page.getByRole('link', { name: 'Read the terms of service' })).toHaveAttribute('href', '/terms');
  await page.getByLabel(/terms of service/).check();
  await page.getByLabel(/privacy notice/).check();
  await page.getByRole('button', { name: 'Sign up' }).click();
  const link = await readFromMailbox(page.request, who.email, /(\/registration\?confirm=[\w-]+)/);
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Choose your password' })).toBeVisible();

  // The tab is closed before a password is chosen; the link is opened again.
  await page.goto(link);
  await expect(page.getByText('This link has already been used.')).toBeVisible();
  await expect(page.getByText(/If you closed the page before choosing one/)).toBeVisible();
  await page.getByLabel('E-mail address').fill(who.email);
  await page.getByRole('button', { name: 'Send me a new link' }).click();
  await expect(page.getByText(/Please wait \d+ seconds before asking for another one/)).toBeVisible();
});

test('help and legal pages open without a login; inputs show a clear focus ring', async ({ page }) => {
  await page.goto('/faq');
  await expect(page.getByRole('heading', { name: 'Frequently asked questions' })).toBeVisible();
  await page.getByRole('button', { name: 'How do I withdraw, and how long does it take?' }).click();
  await expect(page.getByText(/requested, processing .* and paid/)).toBeVisible();
  await page.goto('/privacy');
  await expect(page.getByText('Personal Data Protection Act 2010', { exact: false }).first()).toBeVisible();
  await expect(page.getByTestId('legal-version')).toHaveText(/^Version \d{4}-\d{2}$/);

  await page.goto('/user-login');
  const email = page.getByLabel(/E-mail address/);
  await email.focus();
  const outline = await email.evaluate((el) => {
    const style = getComputedStyle(el);
    return { width: parseFloat(style.outlineWidth), style: style.outlineStyle };
  });
  expect(outline.style).toBe('solid');
  expect(outline.width).toBeGreaterThanOrEqual(2);
  // Leaving the untouched field says nothing yet.
  await page.keyboard.press('Tab');
  await expect(page.getByText('This field is required.')).toHaveCount(0);
});

test.describe('back office on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('closed clients are findable, the Review action is in view, and devices are found by search', async ({
    page,
  }) => {
    await logInStaff(page);
    await expect(page).toHaveURL(/\/backoffice$/);
    await page.getByLabel('Status').selectOption('CLOSE');
    const row = page.getByTestId('application-row').filter({ hasText: 'close@example.com' });
    await expect(row).toHaveCount(1);
    // The action column stays in view on a phone (View for a decided application, Review for a pending one): the
    // page is scrolled down to the row (the staff menu above it is long), never sideways.
    await row.evaluate((el) => window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY - 80));
    await expect(row.getByRole('link', { name: /^(Review|View):/ })).toBeInViewport();

    const menu = page.getByRole('navigation', { name: 'Back office menu' });
    await menu.getByRole('link', { name: 'Client devices' }).click();
    await expect(page).toHaveURL(/\/backoffice\/devices$/);
    await expect(page.getByRole('navigation', { name: 'Back office menu' })).toBeVisible();
    await page.getByLabel('Find the client').fill('Aisyah Rahman');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByRole('button', { name: 'Show devices of Aisyah Rahman' }).click();
    await expect(page.getByRole('heading', { name: 'Devices of Aisyah Rahman' })).toBeVisible();
  });
});
