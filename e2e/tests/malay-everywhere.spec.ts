import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';

/**
 * Malay everywhere a client reads (docs/languages.md): the demo client, reading in Bahasa Melayu, walks every client
 * page, and no page may show a word that only the English catalogues use. The list is derived from the catalogues
 * themselves (the web app's English bundles and the contracts' English messages), less every word the Malay
 * catalogues use too (Portfolio, Deposit, Status …) and the proper names below, so a string added in English and
 * left untranslated, or a text the server or a formatter writes in English, fails here.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const web = path.join(root, 'apps/web/src');

/** The catalogues a client reads (the back office is English by design). */
function catalogues(language: 'en' | 'ms'): string[] {
  const features = readdirSync(path.join(web, 'features')).filter((f) => f !== 'backoffice');
  return [
    path.join(web, `lib/i18n/${language}.ts`),
    path.join(web, `lib/i18n/boot-${language}.ts`),
    ...features.map((f) => path.join(web, `features/${f}/i18n/${language}.ts`)),
    path.join(root, `packages/contracts/src/${language === 'en' ? 'messages' : 'messages-ms'}.ts`),
    path.join(root, `packages/contracts/src/${language === 'en' ? 'core-messages' : 'core-messages-ms'}.ts`),
  ].filter((file) => {
    try {
      readFileSync(file);
      return true;
    } catch {
      return false;
    }
  });
}

/** The words of every string value (`'key': 'value'`) of the files, placeholders and markup left out. */
function wordsOf(files: string[]): Set<string> {
  const words = new Set<string>();
  const value = /:\s*(['"`])((?:\\.|(?!\1)[^\\])*)\1/g;
  for (const file of files) {
    for (const match of readFileSync(file, 'utf8').matchAll(value)) {
      const text = match[2]!.replace(/\{\{\s*\w+\s*\}\}/g, ' ').replace(/<\/?\w+>/g, ' ');
      for (const word of text.match(/[A-Za-z]+(?:'[a-z]+)?/g) ?? []) words.add(word.toLowerCase());
    }
  }
  return words;
}

/**
 * The words the transaction descriptions are written with in one language (contracts transaction-description.ts
 * holds both: the English writers, then the Malay ones).
 */
function descriptionWords(language: 'en' | 'ms'): Set<string> {
  const text = readFileSync(path.join(root, 'packages/contracts/src/transaction-description.ts'), 'utf8');
  const [english, malay] = text.split('const MS: Writers');
  const words = new Set<string>();
  for (const match of (language === 'en' ? english! : malay!).matchAll(/`([^`]*)`|'([^']*)'/g)) {
    const phrase = (match[1] ?? match[2]!).replace(/\$\{[^}]*\}/g, ' ');
    for (const word of phrase.match(/[A-Za-z]+/g) ?? []) words.add(word.toLowerCase());
  }
  return words;
}

/**
 * Names and data, not words of either language: the product, banks, funds and their issuers, the demo client's
 * goals, places and bodies named in the legal texts, and abbreviations both languages write the same.
 */
const PROPER_NAMES = new Set(
  [
    'harta',
    'maybank',
    // Standard Chartered Malaysia, one of the banks the deposit page lists.
    'standard',
    'chartered',
    'cimb',
    'malaysia',
    'kuala',
    'lumpur',
    'negara',
    'vanguard',
    'ishares',
    'myetf',
    'etf',
    'etfs',
    'fpx',
    'sidrec',
    'pidm',
    'mykad',
    'android',
    'iphone',
    'google',
    'apple',
    'aisyah',
    'rahman',
    'demo',
    'example',
    'online',
    // The demo client's goals, as she named them.
    'retirement',
    'house',
    'fund',
    // The funds' own names (Vanguard Total Stock Market, SPDR Gold Trust, Real Estate, Short-Term Bond …).
    'total',
    'market',
    'gold',
    'trust',
    'real',
    'short',
    // Banks' names (Public Bank, Kuwait Finance House).
    'public',
    'finance',
  ].map((w) => w.toLowerCase()),
);

/**
 * The sandbox bank's own words (server-rendered pages, providers/payment-gateway/sandbox/sandbox-text.ts: the English
 * texts, then the Malay ones after `ms: {`).
 */
function sandboxWords(language: 'en' | 'ms'): Set<string> {
  const file = path.join(root, 'apps/server/src/providers/payment-gateway/sandbox/sandbox-text.ts');
  const code = readFileSync(file, 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, ' ')
    .replace(/\/\/.*$/gm, ' ');
  const [english, malay] = code.split(/^ {2}ms: \{$/m);
  const words = new Set<string>();
  for (const match of (language === 'en' ? english! : malay!).matchAll(/`([^`]*)`|'([^']*)'/g)) {
    const phrase = (match[1] ?? match[2]!).replace(/\$\{[^}]*\}/g, ' ');
    for (const word of phrase.match(/[A-Za-z]+/g) ?? []) words.add(word.toLowerCase());
  }
  return words;
}

const englishOnly = (() => {
  const malay = new Set([...wordsOf(catalogues('ms')), ...descriptionWords('ms'), ...sandboxWords('ms')]);
  return new Set(
    [...wordsOf(catalogues('en')), ...descriptionWords('en'), ...sandboxWords('en')].filter(
      (w) => w.length >= 4 && !malay.has(w) && !PROPER_NAMES.has(w),
    ),
  );
})();

/** The client pages, each reached as a client would (the address bar of a logged-in session). */
const PAGES = [
  '/dashboard',
  '/performance',
  '/performance/summary-detail',
  '/transactions',
  '/online-payments',
  '/deposit',
  '/withdrawal',
  '/transfer',
  '/my-statement',
  '/my-account',
  '/my-profile',
  '/my-profile/bnm-documents',
  '/change-password',
  '/your-data',
  '/refer-a-friend',
  '/about',
  '/faq',
  '/not-found',
];

/** Words on the page (its visible text and the accessible names of its controls) that only English uses. */
async function englishWords(page: Page): Promise<string[]> {
  const text = await page.evaluate(() => {
    const labels = Array.from(document.querySelectorAll('[aria-label],[placeholder],[title]')).map((e) =>
      ['aria-label', 'placeholder', 'title'].map((a) => e.getAttribute(a) ?? '').join(' '),
    );
    const options = Array.from(document.querySelectorAll('option')).map((o) => o.textContent ?? '');
    return [document.body.innerText, ...labels, ...options].join('\n');
  });
  // E-mail addresses and web addresses are names, not words.
  const words = text.replace(/\S+@\S+|https?:\/\/\S+|www\.\S+/g, ' ');
  const found = new Set<string>();
  for (const word of words.match(/[A-Za-z]+(?:'[a-z]+)?/g) ?? []) {
    if (englishOnly.has(word.toLowerCase())) found.add(word);
  }
  return [...found];
}

test.describe.configure({ timeout: 240_000 });

for (const viewport of [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 900 },
]) {
  test(`every client page reads in Malay only (${viewport.name}, ${viewport.width} px)`, async ({ page }) => {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    // A choice made on this device, so the demo account's own language (and its English e-mails) stays.
    await page.addInitScript(() => window.localStorage.setItem('harta.language', 'ms'));
    await page.goto('/user-login');
    await page.getByLabel('Alamat e-mel').fill('demo@example.com');
    await page.getByRole('textbox', { name: 'Kata laluan', exact: true }).fill('Demo@1234');
    await page.getByRole('button', { name: 'Log masuk' }).click();
    await expect(page).toHaveURL(/\/dashboard$/, { timeout: 20_000 });
    expect(englishOnly.size).toBeGreaterThan(500);

    const problems: string[] = [];
    for (const address of PAGES) {
      await page.goto(address);
      await expect(page.locator('h1').first()).toBeVisible({ timeout: 20_000 });
      // Loaded: no skeleton or busy region left.
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 20_000 });
      await page.waitForLoadState('networkidle');
      const words = await englishWords(page);
      if (words.length > 0) problems.push(`${address}: ${words.join(', ')}`);
      if (viewport.name === 'phone' || address === '/transactions' || address === '/dashboard')
        await page.screenshot({
          path: test.info().outputPath(`${address.slice(1).replace(/\//g, '-')}-${viewport.width}.png`),
          fullPage: true,
        });
    }

    // The sandbox bank's pages, reached through a deposit as a client would: in the language the app shows.
    await page.goto('/deposit');
    await page.getByLabel('Jumlah (RM)').fill('100.00');
    await page.getByRole('radio', { name: 'Maybank', exact: true }).check();
    await page.getByRole('button', { name: 'Teruskan', exact: true }).click();
    await page.getByRole('button', { name: 'Bayar dengan perbankan dalam talian' }).click();
    await expect(page.getByRole('heading', { name: 'Log masuk ke Maybank' })).toBeVisible({ timeout: 20_000 });
    const bankLogin = await englishWords(page);
    if (bankLogin.length > 0) problems.push(`sandbox bank login: ${bankLogin.join(', ')}`);
    await page.getByLabel('ID pengguna').fill('demo');
    await page.getByLabel('Kata laluan').fill('demo');
    await page.getByRole('button', { name: 'Log masuk' }).click();
    await expect(page.getByRole('heading', { name: 'Benarkan bayaran' })).toBeVisible();
    const authorise = await englishWords(page);
    if (authorise.length > 0) problems.push(`sandbox bank authorisation: ${authorise.join(', ')}`);
    await page.screenshot({ path: test.info().outputPath(`sandbox-bank-${viewport.width}.png`), fullPage: true });
    await page.getByRole('button', { name: 'Tolak', exact: true }).click();
    await expect(page).toHaveURL(/\/payment\/[0-9a-f]{32}\//);
    // Back on the app's receipt: its status message is the server's, in Malay too.
    await expect(page.getByRole('status').first()).toBeVisible({ timeout: 20_000 });
    await page.waitForLoadState('networkidle');
    const receipt = await englishWords(page);
    if (receipt.length > 0) problems.push(`payment receipt: ${receipt.join(', ')}`);

    expect(problems, 'English words on Malay pages').toEqual([]);
  });
}
