import type { Page } from '@playwright/test';
import { axeViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { logInStaff } from '../support/staff';
import { DEMO_STAFF } from '../support/staff-login';

/**
 * The back office's Shariah universe and Dividends pages (docs/backoffice.md "Shariah universe and dividends (the
 * pages)") as the Shariah adviser and as staff holding every role meet them, at desktop and phone width, in English
 * and in Malay: each fund's Shariah facts whole (its badge never cut short), the adviser reading the distributions
 * and the purification set aside without the forms of operations, nothing sticking out sideways, axe clean. A
 * screenshot of each is attached to the report.
 */
const TEXTS = {
  en: {
    menu: 'Back office menu',
    universe: 'Shariah universe',
    dividends: 'Dividends',
    compliant: 'Compliant',
    notCompliant: 'Not compliant',
    sukuk: 'Sukuk',
    declare: 'Declare a distribution',
    owed: 'Purification owed to charity',
    change: 'Ask to change the Shariah facts of SPUS',
  },
  ms: {
    menu: 'Menu pejabat belakang',
    universe: 'Universe Syariah',
    dividends: 'Dividen',
    compliant: 'Patuh',
    notCompliant: 'Tidak patuh',
    sukuk: 'Sukuk',
    declare: 'Isytiharkan pengagihan',
    owed: 'Penyucian terhutang kepada amal',
    change: 'Minta perubahan butiran Syariah SPUS',
  },
} as const;

type Language = keyof typeof TEXTS;

async function openSection(page: Page, language: Language, name: string): Promise<void> {
  const menu = page.getByRole('navigation', { name: TEXTS[language].menu });
  await menu.getByRole('link', { name, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

/** The universe: every fund a row, SPUS certified, a conventional bond fund not, badges whole. */
async function checkUniverse(page: Page, language: Language, canAsk: boolean): Promise<void> {
  const l = TEXTS[language];
  await openSection(page, language, l.universe);
  const row = (ticker: string) => page.getByTestId('shariah-fund-row').filter({ hasText: ticker });
  await expect(row('SPUS')).toContainText(l.compliant);
  await expect(row('SPUS')).toContainText('AAOIFI');
  await expect(row('BND')).toContainText(l.notCompliant);
  await expect(row('0829EA')).toContainText(l.sukuk);
  // A badge as wide as its word: an ellipsis would make its content wider than its box.
  for (const badge of await page.getByTestId('shariah-fund-row').locator('.mantine-Badge-label').all()) {
    expect(await badge.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  }
  await expect(page.getByRole('button', { name: l.change })).toHaveCount(canAsk ? 1 : 0);
}

/** The dividends: the purification owed for everyone who reads it; the declare form for operations only. */
async function checkDividends(page: Page, language: Language, operations: boolean): Promise<void> {
  const l = TEXTS[language];
  await openSection(page, language, l.dividends);
  await expect(page.getByRole('heading', { name: l.owed })).toBeVisible();
  // The demo history's distributions, each with what it paid.
  await expect(page.getByTestId('dividend-row').first()).toBeVisible();
  await expect(page.getByRole('heading', { name: l.declare })).toHaveCount(operations ? 1 : 0);
}

async function checkLayout(page: Page, width: number, shot: string): Promise<void> {
  // The tables scroll inside their card at a phone's width; the page itself never sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  expect(await axeViolations(page)).toEqual([]);
  const path = test.info().outputPath(`${shot}.png`);
  await page.screenshot({ path, fullPage: true });
  await test.info().attach(shot, { path, contentType: 'image/png' });
}

const MEMBERS = [
  { who: 'Shariah adviser', member: DEMO_STAFF.shariahAdviser, operations: false, slug: 'adviser' },
  { who: 'staff holding every role', member: DEMO_STAFF.all, operations: true, slug: 'staff' },
] as const;

for (const { who, member, operations, slug } of MEMBERS) {
  test(`the Shariah universe and Dividends pages as the ${who} (1280 and 390 px, en and ms)`, async ({ page }) => {
    test.setTimeout(180_000);
    await logInStaff(page, member.email, member.password);
    for (const language of ['en', 'ms'] as const) {
      if (language === 'ms') {
        await page
          .getByRole('button', { name: /Bahasa Melayu/ })
          .first()
          .click();
        await expect(page.getByRole('navigation', { name: TEXTS.ms.menu })).toBeVisible();
      }
      for (const width of [1280, 390]) {
        await page.setViewportSize({ width, height: 900 });
        await checkUniverse(page, language, true);
        await checkLayout(page, width, `${slug}-shariah-universe-${width}-${language}`);
        await checkDividends(page, language, operations);
        await checkLayout(page, width, `${slug}-dividends-${width}-${language}`);
      }
    }
  });
}
