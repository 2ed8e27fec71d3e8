import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { axeViolations } from '../support/axe';
import { DEMO_PASSWORD, expect, logIn, test } from '../support/fixtures';
import { pdfText } from '../support/pdf-text';

/**
 * The statements page as the demo client meets it, at phone and desktop width, in English and in Malay: every year
 * since the first goal is offered (the e2e server seeds a year of history, so last year's annual summary and
 * months are there although no statement has been made yet), and a statement downloads in the page's language.
 */

const TEXTS = {
  en: {
    title: 'Statements',
    year: (year: number) => `Statements for ${year}`,
    annual: 'Annual summary',
    download: (period: string) => `Download PDF: the statement for ${period}`,
    pdfTitle: (year: number) => `Annual statement ${year}`,
    notIn: 'Penyata',
  },
  ms: {
    title: 'Penyata',
    year: (year: number) => `Penyata bagi ${year}`,
    annual: 'Ringkasan tahunan',
    download: (period: string) => `Muat turun PDF: penyata bagi ${period}`,
    pdfTitle: (year: number) => `Penyata tahunan ${year}`,
    notIn: 'Annual statement',
  },
} as const;

async function logInIn(page: Page, language: 'en' | 'ms') {
  if (language === 'en') {
    await logIn(page, 'demo@example.com');
  } else {
    // Chosen on the login page: it stays on this device and leaves the demo account's own language alone.
    await page.goto('/user-login');
    await page.getByRole('navigation', { name: 'Language' }).getByRole('button', { name: 'Bahasa Melayu' }).click();
    await page.getByLabel('Alamat e-mel').fill('demo@example.com');
    await page.getByRole('textbox', { name: 'Kata laluan', exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Log masuk' }).click();
  }
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 20_000 });
}

for (const width of [390, 1280]) {
  for (const language of ['en', 'ms'] as const) {
    test(`every year since the first goal is offered, and last year's summary downloads (${width} px, ${language})`, async ({
      page,
    }) => {
      test.setTimeout(120_000);
      const l = TEXTS[language];
      await page.setViewportSize({ width, height: 900 });
      await logInIn(page, language);
      await page.goto('/my-statement');
      await expect(page.getByRole('heading', { level: 1, name: l.title })).toBeVisible();

      const thisYear = new Date().getUTCFullYear();
      const lastYear = thisYear - 1;
      await expect(page.getByRole('heading', { level: 2, name: l.year(thisYear) })).toBeVisible();
      const previous = page.getByRole('button', { name: l.year(lastYear) });
      await expect(previous).toHaveAttribute('aria-expanded', 'false');
      await previous.click();
      const annual = page.getByTestId('statement-row').filter({ hasText: l.annual });
      await expect(annual.first()).toBeVisible();
      // Nothing sticks out sideways at phone width.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      expect(await axeViolations(page)).toEqual([]);
      await page.screenshot({ path: test.info().outputPath(`statements-${width}-${language}.png`), fullPage: true });

      const download = page.waitForEvent('download', { timeout: 60_000 });
      await page.getByRole('button', { name: l.download(String(lastYear)) }).click();
      const file = await readFile((await (await download).path())!);
      expect(file.subarray(0, 8).toString('latin1')).toBe('%PDF-1.7');
      const text = await pdfText(file);
      expect(text).toContain(l.pdfTitle(lastYear));
      expect(text).not.toContain(l.notIn);
      // Goal names are whole, never cut with an ellipsis.
      expect(text).toContain('Emergency fund');
      expect(text).not.toContain('…');
    });
  }
}
