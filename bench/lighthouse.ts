// What a phone really gets: Lighthouse 12 (mobile emulation, default simulated throttling) on the built server, in
// Debian's Chromium, for the login page (anonymous) and the dashboard (logged in as the demo client).
//   npm run lighthouse -w @harta/bench     (after `npm run build`); run-all.ts runs it too.
// LIGHTHOUSE_RUNS sets the runs per page (default 3; the medians are the figures of record), CHROME_PATH the browser
// (default /usr/bin/chromium), LIGHTHOUSE_REPORT_DIR a folder to keep each run's JSON report in, LIGHTHOUSE_PAGES the
// pages to measure (comma-separated, default `user-login,dashboard`), LIGHTHOUSE_COMPARE_WEB_DIST a copy of another
// build's apps/web/dist to measure in the same run, the two builds' runs interleaved (A/B on a busy host),
// LIGHTHOUSE_DATA_DIR a folder to keep the servers' data in between runs.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import type { Flags, Result } from 'lighthouse';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { DEMO_LOGIN, productEnv, serverMain } from './support/product-server';
import { startProcess, type Started } from './support/start-server';

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const CHROME_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';

/**
 * The full browser the speed measures drive, as a visitor's would be (this file and dashboard-profile.ts). The browser
 * tests drive Chromium's headless shell instead and no longer install this one (docs/testing.md "What keeps the
 * browser phase short"), so a missing browser is said plainly before any server starts.
 */
export function fullBrowserPath(): string {
  if (!existsSync(CHROME_PATH)) {
    throw new Error(
      `${CHROME_PATH} is missing: install Debian's browser (apt-get install -y chromium) or set CHROME_PATH`,
    );
  }
  return CHROME_PATH;
}
const REPORT_DIR = process.env.LIGHTHOUSE_REPORT_DIR;
type PageName = 'user-login' | 'dashboard';
const PAGES: PageName[] = (process.env.LIGHTHOUSE_PAGES ?? 'user-login,dashboard')
  .split(',')
  .map((name) => name.trim())
  .filter((name): name is PageName => name === 'user-login' || name === 'dashboard');

/** The speed goals for both pages, mobile (bench/README.md "Lighthouse"). */
export const GOALS = {
  performance: 95,
  accessibility: 100,
  bestPractices: 100,
  lcpMs: 2500,
  tbtMs: 200,
  cls: 0.1,
  jsBeforeFcpKb: 170,
} as const;

export interface PageFigures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** JavaScript transferred (compressed, with headers) by the first paint: the script requests finished by then. */
  jsBeforeFcpKb: number;
  /** JavaScript of the requests started before the first paint, finished or not (an upper bound of the above). */
  jsRequestedBeforeFcpKb: number;
  /** Every script of the load, and their bytes on the wire. */
  scriptRequests: number;
  jsTotalKb: number;
  /** What lost points, from the median run's report: the failed audits of the three categories. */
  failed: string[];
}

interface NetworkRequestItem {
  url: string;
  resourceType?: string;
  networkRequestTime?: number;
  networkEndTime?: number;
  transferSize?: number;
}

/** The figures of one Lighthouse report. */
export function figuresOf(lhr: Result): PageFigures {
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  // The browser's own network log (the `network-requests` audit), times relative to its first request; the observed
  // (unthrottled) first paint on the same clock, from the `metrics` audit.
  const network = lhr.audits['network-requests']?.details as
    { items: NetworkRequestItem[]; debugData?: { networkStartTimeTs?: number } } | undefined;
  const metrics = (lhr.audits.metrics?.details as { items?: Array<Record<string, number>> } | undefined)?.items?.[0];
  const startTs = network?.debugData?.networkStartTimeTs;
  const fcpTs = metrics?.observedFirstContentfulPaintTs;
  if (!network || startTs === undefined || fcpTs === undefined) throw new Error('the report lacks its network log');
  const fcpAt = (fcpTs - startTs) / 1000;
  const scripts = network.items.filter((item) => item.resourceType === 'Script');
  const kb = (items: NetworkRequestItem[]) => items.reduce((sum, item) => sum + (item.transferSize ?? 0), 0) / 1024;
  const failed = ['performance', 'accessibility', 'best-practices'].flatMap((category) =>
    (lhr.categories[category]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 || category !== 'performance')
      .map((ref) => lhr.audits[ref.id])
      .filter((audit) => audit && audit.score !== null && audit.score < 1 && audit.scoreDisplayMode !== 'informative')
      .map((audit) => `${audit!.id}${audit!.displayValue ? ` (${audit!.displayValue})` : ''}`),
  );
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    fcpMs: numeric('first-contentful-paint'),
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    jsBeforeFcpKb: kb(scripts.filter((item) => (item.networkEndTime ?? Infinity) <= fcpAt)),
    jsRequestedBeforeFcpKb: kb(scripts.filter((item) => (item.networkRequestTime ?? Infinity) < fcpAt)),
    scriptRequests: scripts.length,
    jsTotalKb: kb(scripts),
    failed,
  };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** Each figure's median over the runs; the failed audits of the run whose performance score is the median. */
function medianFigures(runs: PageFigures[]): PageFigures {
  const pick = (key: keyof Omit<PageFigures, 'failed'>) => median(runs.map((run) => run[key]));
  const byPerformance = [...runs].sort((a, b) => a.performance - b.performance);
  return {
    performance: pick('performance'),
    accessibility: pick('accessibility'),
    bestPractices: pick('bestPractices'),
    fcpMs: pick('fcpMs'),
    lcpMs: pick('lcpMs'),
    tbtMs: pick('tbtMs'),
    cls: pick('cls'),
    jsBeforeFcpKb: pick('jsBeforeFcpKb'),
    jsRequestedBeforeFcpKb: pick('jsRequestedBeforeFcpKb'),
    scriptRequests: pick('scriptRequests'),
    jsTotalKb: pick('jsTotalKb'),
    failed: byPerformance[Math.floor(byPerformance.length / 2)]!.failed,
  };
}

/**
 * Logs in through the login page as a person would, in a tab of its own, and returns the session the app keeps in
 * that tab's sessionStorage (SESSION_STORAGE's default), to be handed to the measured tab.
 */
async function logIn(browser: Browser, baseUrl: string): Promise<Record<string, string>> {
  const page = await browser.newPage();
  try {
    await page.goto(`${baseUrl}/user-login`, { waitUntil: 'networkidle0' });
    await page.locator('input[type="email"], input[autocomplete="username"]').fill(DEMO_LOGIN.email);
    await page.locator('input[type="password"]').fill(DEMO_LOGIN.password);
    await Promise.all([
      page.waitForFunction("location.pathname === '/dashboard'", { timeout: 30_000 }),
      page.keyboard.press('Enter'),
    ]);
    return JSON.parse(String(await page.evaluate('JSON.stringify({ ...sessionStorage })'))) as Record<string, string>;
  } finally {
    await page.close();
  }
}

/**
 * A fresh tab (nothing in its memory cache) that starts with the logged-in session: it is written into
 * sessionStorage before any script of the app's origin runs, as a reload of the logged-in tab would find it.
 */
export async function loggedInPage(browser: Browser, baseUrl: string): Promise<Page> {
  const session = await logIn(browser, baseUrl);
  const page = await browser.newPage();
  await page.evaluateOnNewDocument(
    `(() => { if (location.origin !== ${JSON.stringify(new URL(baseUrl).origin)}) return;
      const session = ${JSON.stringify(session)};
      for (const [key, value] of Object.entries(session)) sessionStorage.setItem(key, value); })()`,
  );
  return page;
}

/** A run Lighthouse itself gave up on (now and then NO_NAVSTART: the trace missed the navigation); tried again. */
class LighthouseRunError extends Error {}
const ATTEMPTS = 3;

async function audit(page: Page, url: string, port: number, keepSession: boolean): Promise<Result> {
  const flags: Flags = {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices'],
    // The logged-in run keeps the tab's session (Lighthouse would clear the origin's storage); the HTTP cache is
    // emptied by hand instead (the login filled it), so both pages are measured as a first visit.
    disableStorageReset: keepSession,
  };
  if (keepSession) {
    const cdp = await page.createCDPSession();
    await cdp.send('Network.clearBrowserCache');
    await cdp.detach();
  }
  const result = await lighthouse(url, flags, undefined, page);
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  if (result.lhr.runtimeError) throw new LighthouseRunError(result.lhr.runtimeError.message);
  return result.lhr;
}

/** One Lighthouse run of a page (tried again when Lighthouse itself gave up on it). */
async function measureOnce(
  browser: Browser,
  server: Started,
  port: number,
  name: PageName,
  run: number,
  label = '',
): Promise<PageFigures> {
  for (let attempt = 1; ; attempt++) {
    const page = name === 'dashboard' ? await loggedInPage(browser, server.url) : await browser.newPage();
    try {
      let lhr: Result;
      try {
        lhr = await audit(page, `${server.url}/${name}`, port, name === 'dashboard');
      } catch (error) {
        if (!(error instanceof LighthouseRunError) || attempt >= ATTEMPTS) throw error;
        console.warn(`Lighthouse /${name} run ${run}: ${error.message}; again`);
        continue;
      }
      if (name === 'dashboard' && new URL(lhr.finalDisplayedUrl).pathname !== '/dashboard')
        throw new Error(`the dashboard run ended on ${lhr.finalDisplayedUrl}: not logged in`);
      if (REPORT_DIR) {
        mkdirSync(REPORT_DIR, { recursive: true });
        writeFileSync(path.join(REPORT_DIR, `${name}${label}-${run}.json`), JSON.stringify(lhr));
      }
      return figuresOf(lhr);
    } finally {
      await page.close();
    }
  }
}

/** Debian's Chromium as the e2e tests run it (GUIDE section 6). */
export const CHROME_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
];

/** Starts the built server and the browser, measures both pages, and stops both. */
export async function runLighthouse(): Promise<Partial<Record<PageName, PageFigures>>> {
  return (await runLighthouseBuilds([undefined]))[0]!;
}

/**
 * The same, for several web builds at once (`undefined`: this checkout's; else a copy of another build's
 * `apps/web/dist`, served by a server of its own through WEB_DIST_DIR), their runs interleaved (run 1 of each build,
 * then run 2, …, the order turning each round), so that a busy host weighs on every build alike.
 */
export async function runLighthouseBuilds(
  webDists: (string | undefined)[],
): Promise<Array<Partial<Record<PageName, PageFigures>>>> {
  const chromePath = fullBrowserPath();
  const servers: Started[] = [];
  try {
    for (const [index, dir] of webDists.entries()) {
      // LIGHTHOUSE_DATA_DIR keeps each server's data folder for the next run (a restart, not five years seeded again).
      const dataDir =
        process.env.LIGHTHOUSE_DATA_DIR && path.join(process.env.LIGHTHOUSE_DATA_DIR, `server${index + 1}`);
      if (dataDir) mkdirSync(dataDir, { recursive: true });
      const env = dir ? { ...productEnv, WEB_DIST_DIR: dir } : productEnv;
      servers.push(await startProcess([serverMain()], env, '/api/health', dataDir || undefined));
    }
    const chrome = await chromeLauncher.launch({
      chromePath,
      chromeFlags: ['--headless=new', ...CHROME_FLAGS],
    });
    try {
      const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null });
      try {
        const results = servers.map(() => ({}) as Partial<Record<PageName, PageFigures>>);
        for (const name of PAGES) {
          const runs = servers.map((): PageFigures[] => []);
          for (let run = 1; run <= RUNS; run++) {
            const order = servers.map((_, index) => index);
            if (run % 2 === 0) order.reverse();
            for (const index of order) {
              const label = servers.length > 1 ? `-build${index + 1}` : '';
              runs[index]!.push(await measureOnce(browser, servers[index]!, chrome.port, name, run, label));
            }
          }
          runs.forEach((figures, index) => (results[index]![name] = medianFigures(figures)));
        }
        return results;
      } finally {
        await browser.disconnect();
      }
    } finally {
      chrome.kill();
    }
  } finally {
    for (const server of servers) await server.stop();
  }
}

const fmt = {
  s: (ms: number) => `${(ms / 1000).toFixed(2)} s`,
  ms: (ms: number) => `${Math.round(ms)} ms`,
  kb: (kb: number) => `${kb.toFixed(1)} KB`,
};

/** One table row per page: the medians against the goals. */
export function lighthouseRows(results: Partial<Record<string, PageFigures>>): Array<[string, string, string, string]> {
  const measured = Object.entries(results).filter((entry): entry is [string, PageFigures] => entry[1] !== undefined);
  return measured.map(([name, f]) => {
    const misses = [
      f.performance < GOALS.performance && 'performance',
      f.accessibility < GOALS.accessibility && 'accessibility',
      f.bestPractices < GOALS.bestPractices && 'best practices',
      f.lcpMs > GOALS.lcpMs && 'LCP',
      f.tbtMs > GOALS.tbtMs && 'TBT',
      f.cls > GOALS.cls && 'CLS',
      f.jsBeforeFcpKb > GOALS.jsBeforeFcpKb && 'JS before FCP',
    ].filter(Boolean);
    return [
      `Lighthouse /${name}, mobile, median of ${RUNS}`,
      `performance ${f.performance}, accessibility ${f.accessibility}, best practices ${f.bestPractices}; ` +
        `FCP ${fmt.s(f.fcpMs)}, LCP ${fmt.s(f.lcpMs)}, TBT ${fmt.ms(f.tbtMs)}, CLS ${f.cls.toFixed(3)}; ` +
        `JS transferred by FCP ${fmt.kb(f.jsBeforeFcpKb)} (requested before it ${fmt.kb(f.jsRequestedBeforeFcpKb)}), ` +
        `${f.scriptRequests} scripts ${fmt.kb(f.jsTotalKb)} in all` +
        (f.failed.length ? `; lost on: ${f.failed.join(', ')}` : ''),
      '',
      `perf ≥ 95, a11y and BP 100, LCP ≤ 2.5 s, TBT ≤ 200 ms, CLS ≤ 0.1, JS before FCP ≤ 170 KB: ` +
        (misses.length ? `MISSED (${misses.join(', ')})` : 'met'),
    ];
  });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  // LIGHTHOUSE_COMPARE_WEB_DIST: another build's apps/web/dist (a copy), measured in the same run, interleaved.
  const other = process.env.LIGHTHOUSE_COMPARE_WEB_DIST;
  const builds = other ? [path.resolve(other), undefined] : [undefined];
  const results = await runLighthouseBuilds(builds);
  results.forEach((result, index) => {
    if (builds.length > 1) console.log(`\n${builds[index] ? `build 1: ${builds[index]}` : 'build 2: this checkout'}`);
    console.log('| benchmark | figures | ratio | goal |\n|---|---|---|---|');
    for (const row of lighthouseRows(result)) console.log(`| ${row.join(' | ')} |`);
  });
}
