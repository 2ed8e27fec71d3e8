// Where the dashboard's first load spends the browser's main thread, measured rather than simulated: the built server,
// Debian's Chromium with a 4x CPU slowdown (as Lighthouse's mobile setting, but applied for real), logged in as the
// demo client, a fresh tab with an empty HTTP cache, /dashboard loaded until its figures show and the network is
// quiet. Per run it records a CPU profile (self time attributed through the build's source maps to a package or a
// source folder of the app), the long tasks, the LCP element and its time, the DOM size, and React's commits (a
// minimal DevTools hook: how many, when, and how many components each rendered).
//   npx tsx bench/dashboard-profile.ts [runs]     (after `npm run build`; PROFILE_RUNS, default 3; CHROME_PATH;
//   WEB_DIST_DIR=<a copy of another build's apps/web/dist> to measure that build)
// PROFILE_TRACE=1 records a Chromium trace instead of the CPU profile, without the slowdown: self time per trace event
// on the main thread (style, layout, parsing, compiling: what the profile calls "(program)"), and the main thread's
// CPU time to the LCP, in all, and as blocking time at 4x (the `cpu:` lines: thread time, which a busy host does not
// inflate as it does the wall-clock figures).
// PROFILE_REACT=0 leaves the React hook out (it walks the fiber tree at each commit, which the profile then counts).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { TraceMap, originalPositionFor } from '@jridgewell/trace-mapping';
import puppeteer, { type Browser, type CDPSession } from 'puppeteer-core';
import { CHROME_FLAGS, fullBrowserPath, loggedInPage } from './lighthouse';
import { productEnv, serverMain } from './support/product-server';
import { root, startProcess } from './support/start-server';

const RUNS = Number(process.argv[2] ?? process.env.PROFILE_RUNS ?? 3);
const WITH_REACT = process.env.PROFILE_REACT !== '0';
const DETAIL = process.env.PROFILE_DETAIL ? new RegExp(process.env.PROFILE_DETAIL) : null;
const TRACE = process.env.PROFILE_TRACE === '1';
// The web build the server sends (WEB_DIST_DIR, as the server reads it: an older build to compare with), for its maps.
const ASSETS = path.join(process.env.WEB_DIST_DIR || path.join(root, 'apps/web/dist'), 'assets');

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
}
interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

interface PageFacts {
  lcp: { time: number; element: string; text: string } | null;
  fcp: number | null;
  longTasks: Array<{ start: number; duration: number }>;
  domNodes: number;
  commits: Array<{ at: number; fibers: number; rendered: number; types: Record<string, number> }>;
  figuresShownAt: number;
  /** Resource Timing entries (the document excluded), in start order. */
  resources: Array<{ name: string; start: number; end: number; bytes: number }>;
}

// Installed before the app's scripts: long tasks, LCP candidates, and React's commits.
const OBSERVERS = `(() => {
  const facts = (window.__facts = { longTasks: [], lcp: null, fcp: null, commits: [] });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) facts.longTasks.push({ start: e.startTime, duration: e.duration });
  }).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      const el = e.element;
      facts.lcp = { time: e.startTime, element: el ? el.tagName.toLowerCase() + (el.dataset.testid ? '[data-testid=' +
        el.dataset.testid + ']' : '') + (el.className && typeof el.className === 'string' ? '.' +
        el.className.trim().split(/\\s+/).join('.') : '') : '(gone)', text: el ? (el.textContent || '').slice(0, 60) : '' };
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (e.name === 'first-contentful-paint') facts.fcp = e.startTime;
  }).observe({ type: 'paint', buffered: true });
  if (${WITH_REACT}) {
    // A fiber that ran its render in this commit carries PerformedWork (1) and is not the fiber of the previous tree.
    const seen = new WeakSet();
    window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
      renderers: new Map(), supportsFiber: true, isDisabled: false,
      inject(renderer) { this.renderers.set(1, renderer); return 1; },
      checkDCE() {}, onScheduleFiberRoot() {}, onCommitFiberUnmount() {}, onPostCommitFiberRoot() {},
      setStrictMode() {},
      onCommitFiberRoot(_id, root) {
        let fibers = 0, rendered = 0;
        const types = {};
        const stack = [root.current];
        while (stack.length) {
          const f = stack.pop();
          fibers++;
          if (!seen.has(f) && (f.flags & 1) === 1 && f.type && typeof f.type !== 'string') {
            rendered++;
            const t = f.type, e = f.elementType || {};
            const name = e.displayName || t.displayName || t.name || (t.render && (t.render.displayName || t.render.name)) ||
              (t.type && (t.type.displayName || t.type.name)) || '?';
            types[name] = (types[name] || 0) + 1;
          }
          seen.add(f);
          if (f.sibling) stack.push(f.sibling);
          if (f.child) stack.push(f.child);
        }
        facts.commits.push({ at: performance.now(), fibers, rendered, types });
      },
    };
  }
})()`;

/** The package (node_modules/<pkg>) or app folder a source path belongs to. */
function bucketOfSource(source: string): string {
  const nm = source.lastIndexOf('node_modules/');
  if (nm >= 0) {
    const rest = source.slice(nm + 'node_modules/'.length).split('/');
    return rest[0]!.startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0]!;
  }
  const src = source.indexOf('/src/');
  if (src >= 0) {
    const parts = source.slice(src + 1).split('/');
    // apps/web/src/features/dashboard/components/x.tsx → src/features/dashboard; packages' src likewise.
    const owner = source.includes('packages/contracts') ? 'contracts:' : '';
    return (
      owner + parts.slice(0, parts[1] === 'features' || parts[1] === 'lib' || parts[1] === 'app' ? 3 : 2).join('/')
    );
  }
  return source;
}

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  tdur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; frame?: string; data?: { isMainFrame?: boolean } };
}

/**
 * The main thread's CPU time (the trace's thread time, `tdur`: what the thread ran, not how long it waited for a CPU
 * on a busy host), as Lighthouse's simulation would count it: `cpu: to LCP` sums the tasks that started before the
 * largest contentful paint, `cpu: all` every task from the navigation on, `cpu: TBT at 4x` the blocking time of the
 * tasks after the first paint, each one's CPU time multiplied by four (Lighthouse's mobile slowdown) less 50 ms.
 */
function cpuTimeFigures(events: TraceEvent[], main: string | undefined, out: Map<string, number>): void {
  const last = (name: string) =>
    events.filter((e) => e.name === name).reduce<number | undefined>((at, e) => Math.max(at ?? 0, e.ts), undefined);
  const first = (name: string) =>
    events
      .filter((e) => e.name === name)
      .reduce<number | undefined>((at, e) => Math.min(at ?? Infinity, e.ts), undefined);
  const navigation = first('navigationStart');
  const lcp = last('largestContentfulPaint::Candidate');
  const fcp = first('firstContentfulPaint');
  if (navigation === undefined || lcp === undefined || fcp === undefined) return;
  let end = 0;
  const tasks = events
    .filter((e) => `${e.pid}:${e.tid}` === main && e.name === 'RunTask' && e.ph === 'X' && e.ts >= navigation)
    .sort((a, b) => a.ts - b.ts)
    // Top-level tasks only (a nested run loop's tasks are inside one).
    .filter((e) => (e.ts >= end ? ((end = e.ts + (e.dur ?? 0)), true) : false));
  const ms = (e: TraceEvent) => (e.tdur ?? e.dur ?? 0) / 1000;
  out.set(
    'cpu: to LCP',
    tasks.filter((e) => e.ts < lcp).reduce((sum, e) => sum + ms(e), 0),
  );
  out.set(
    'cpu: all',
    tasks.reduce((sum, e) => sum + ms(e), 0),
  );
  out.set(
    'cpu: TBT at 4x',
    tasks.filter((e) => e.ts >= fcp).reduce((sum, e) => sum + Math.max(0, 4 * ms(e) - 50), 0),
  );
}

/** Self time per trace event name on the page's main thread (complete events; a nested event's time is its own). */
function traceSelfTime(trace: Uint8Array): Map<string, number> {
  const events = (JSON.parse(Buffer.from(trace).toString('utf8')) as { traceEvents: TraceEvent[] }).traceEvents;
  // The page's main thread: of the renderers' main threads (a navigation may change process), the busiest.
  const mains = new Set(
    events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`),
  );
  const busy = new Map<string, number>();
  for (const e of events) {
    const key = `${e.pid}:${e.tid}`;
    if (e.name === 'RunTask' && mains.has(key)) busy.set(key, (busy.get(key) ?? 0) + (e.dur ?? 0));
  }
  const main = [...busy].sort((a, b) => b[1] - a[1])[0]?.[0];
  const out = new Map<string, number>();
  cpuTimeFigures(events, main, out);
  const own = events
    .filter((e) => `${e.pid}:${e.tid}` === main && e.ph === 'X' && e.dur !== undefined)
    .sort((a, b) => a.ts - b.ts || b.dur! - a.dur!);
  const stack: Array<{ end: number; name: string; child: number; dur: number }> = [];
  const close = (until: number) => {
    while (stack.length && stack.at(-1)!.end <= until) {
      const done = stack.pop()!;
      out.set(done.name, (out.get(done.name) ?? 0) + (done.dur - done.child) / 1000);
    }
  };
  for (const e of own) {
    close(e.ts);
    const parent = stack.at(-1);
    if (parent) parent.child += e.dur!;
    stack.push({ end: e.ts + e.dur!, name: `trace: ${e.name}`, child: 0, dur: e.dur! });
  }
  close(Infinity);
  return out;
}

const maps = new Map<string, TraceMap | null>();
function traceMapFor(url: string): TraceMap | null {
  const file = path.join(ASSETS, path.basename(new URL(url).pathname));
  if (!maps.has(file)) {
    try {
      maps.set(file, new TraceMap(readFileSync(`${file}.map`, 'utf8')));
    } catch {
      maps.set(file, null);
    }
  }
  return maps.get(file)!;
}

/** Self time per bucket (package, app folder, or the VM's own: program, GC, idle), in ms. */
function selfTime(profile: CpuProfile): Map<string, number> {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const bucketOfNode = new Map<number, string>();
  const bucket = (id: number): string => {
    let name = bucketOfNode.get(id);
    if (name) return name;
    const { functionName, url, lineNumber, columnNumber } = byId.get(id)!.callFrame;
    if (!url) name = functionName.startsWith('(') ? functionName : '(native)';
    else if (!url.includes('/assets/')) name = url.startsWith('http') ? 'inline / html' : url;
    else {
      const map = traceMapFor(url);
      const original = map ? originalPositionFor(map, { line: lineNumber + 1, column: columnNumber }) : null;
      const source = original?.source;
      name = source ? bucketOfSource(source) : `(unmapped) ${path.basename(url)}`;
      // PROFILE_DETAIL (a regular expression): those buckets split by source file, line and function.
      if (source && DETAIL && DETAIL.test(name)) {
        name = `${source.replace(/^.*node_modules\//, '').replace(/^.*\/src\//, 'src/')}:${original.line} ${original.name ?? functionName}`;
      }
    }
    bucketOfNode.set(id, name);
    return name;
  };
  const out = new Map<string, number>();
  profile.samples.forEach((id, i) => {
    const name = bucket(id);
    out.set(name, (out.get(name) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
  });
  return out;
}

async function oneRun(browser: Browser, baseUrl: string): Promise<{ buckets: Map<string, number>; facts: PageFacts }> {
  const page = await loggedInPage(browser, baseUrl);
  try {
    await page.evaluateOnNewDocument(OBSERVERS);
    const cdp: CDPSession = await page.createCDPSession();
    await cdp.send('Network.enable');
    await cdp.send('Network.clearBrowserCache');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    // PROFILE_NETWORK=mobile: Lighthouse's mobile network (150 ms round trip, 1.6 Mbit/s down), applied for real
    // per request, so the order in which requests wait shows (when the API calls start, what arrived before the LCP).
    if (process.env.PROFILE_NETWORK === 'mobile') {
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 150,
        downloadThroughput: (1638.4 * 1024) / 8,
        uploadThroughput: (675 * 1024) / 8,
      });
    }
    // A trace measures CPU time itself (the `cpu:` lines), unthrottled; the profile runs at Lighthouse's 4x slowdown.
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: TRACE ? 1 : 4 });
    if (TRACE) {
      await page.tracing.start({
        categories: [
          'devtools.timeline',
          'disabled-by-default-devtools.timeline',
          'v8',
          'loading',
          'blink.user_timing',
        ],
      });
    } else {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
      await cdp.send('Profiler.start');
    }
    await page.goto(`${baseUrl}/dashboard`, { waitUntil: 'load' });
    await page.waitForSelector('[data-testid="summary-total-value"]', { timeout: 60_000 });
    const figuresShownAt = Number(await page.evaluate('performance.now()'));
    await page.waitForNetworkIdle({ idleTime: 1000, timeout: 60_000 }).catch(() => undefined);
    const buckets = TRACE
      ? traceSelfTime((await page.tracing.stop())!)
      : selfTime(((await cdp.send('Profiler.stop')) as { profile: CpuProfile }).profile);
    const facts = (await page.evaluate(
      `({ ...window.__facts, domNodes: document.getElementsByTagName("*").length,
          resources: performance.getEntriesByType("resource").map((e) => ({
            name: new URL(e.name).pathname, start: e.startTime, end: e.responseEnd, bytes: e.transferSize })) })`,
    )) as Omit<PageFacts, 'figuresShownAt'>;
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await cdp.detach();
    return { buckets, facts: { ...facts, figuresShownAt } };
  } finally {
    await page.close();
  }
}

const median = (values: number[]) => {
  const s = [...values].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};

const executablePath = fullBrowserPath();
const server = await startProcess([serverMain()], productEnv, '/api/health');
const browser = await puppeteer.launch({
  executablePath,
  headless: true,
  defaultViewport: { width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true },
  args: CHROME_FLAGS,
});
try {
  const runs: Array<{ buckets: Map<string, number>; facts: PageFacts }> = [];
  for (let i = 0; i < RUNS; i++) runs.push(await oneRun(browser, server.url));
  const names = new Set(runs.flatMap((r) => [...r.buckets.keys()]));
  const rows = [...names]
    .map((name) => [name, median(runs.map((r) => r.buckets.get(name) ?? 0))] as const)
    .sort((a, b) => b[1] - a[1]);
  const busy = (r: (typeof runs)[number]) =>
    [...r.buckets].filter(([n]) => n !== '(idle)' && !n.startsWith('cpu:')).reduce((sum, [, ms]) => sum + ms, 0);
  console.log(
    `dashboard load, 4x CPU slowdown, ${RUNS} runs, medians; main thread busy ${median(runs.map(busy)).toFixed(0)} ms`,
  );
  console.log('\nself time by package / app folder (ms)');
  for (const [name, ms] of rows.filter(([, ms]) => ms >= 5)) console.log(`${ms.toFixed(0).padStart(7)}  ${name}`);
  const f = (pick: (facts: PageFacts) => number) => median(runs.map((r) => pick(r.facts)));
  console.log('\nper run:');
  for (const { facts } of runs) {
    const blocking = facts.longTasks.reduce((sum, t) => sum + Math.max(0, t.duration - 50), 0);
    const last = facts.commits.at(-1);
    console.log(
      `  FCP ${facts.fcp?.toFixed(0)} ms, LCP ${facts.lcp?.time.toFixed(0)} ms ${facts.lcp?.element} "${facts.lcp?.text}", ` +
        `figures at ${facts.figuresShownAt.toFixed(0)} ms; long tasks ${facts.longTasks.length} ` +
        `(${facts.longTasks.map((t) => `${t.start.toFixed(0)}+${t.duration.toFixed(0)}`).join(', ')} ms; over 50 ms: ${blocking.toFixed(0)} ms); ` +
        `DOM ${facts.domNodes} elements; React commits ${facts.commits.length}` +
        (last
          ? `, fibers at the end ${last.fibers}, components rendered ${facts.commits.reduce((s, c) => s + c.rendered, 0)}`
          : ''),
    );
  }
  // Requests started before the LCP (count and bytes on the wire: load-independent in what is asked, if not when),
  // and where the API calls start in the queue of requests.
  console.log(
    '\nrequests before the LCP (per run: count, KB transferred; scripts; API calls and their place in the queue):',
  );
  for (const { facts } of runs) {
    const before = facts.resources.filter((r) => r.start < (facts.lcp?.time ?? Infinity));
    const kb = (list: typeof before) => (list.reduce((s, r) => s + r.bytes, 0) / 1024).toFixed(1);
    const scripts = before.filter((r) => r.name.endsWith('.js'));
    const sorted = [...facts.resources].sort((a, b) => a.start - b.start);
    const api = sorted
      .map((r, index) => ({ ...r, index }))
      .filter((r) => r.name.startsWith('/api/'))
      .map((r) => `${r.name.replace(/^\/api\//, '')} #${r.index + 1} @${r.start.toFixed(0)}`);
    // The OIDC client's chunk: the calls used to wait for it to arrive and run.
    const session = facts.resources.find((r) => /\/session-[\w-]{8}\.js$/.test(r.name));
    console.log(
      `  ${before.length} requests, ${kb(before)} KB; scripts ${scripts.length} (${kb(scripts)} KB: ` +
        `${scripts.map((r) => path.basename(r.name).replace(/-[\w-]{8}\.js$/, '')).join(' ')}); ` +
        `session chunk arrived @${session?.end.toFixed(0)}; API: ${api.join(', ')}`,
    );
    if (process.env.PROFILE_NETWORK === 'mobile') {
      console.log(
        '    scripts start-end: ' +
          scripts
            .map(
              (r) => `${path.basename(r.name).replace(/-[\w-]{8}\.js$/, '')} ${r.start.toFixed(0)}-${r.end.toFixed(0)}`,
            )
            .join(', '),
      );
    }
  }
  if (WITH_REACT) {
    console.log('\ncommits of the median-LCP run (ms after navigation start: fibers in tree / components rendered):');
    const byLcp = [...runs].sort((a, b) => (a.facts.lcp?.time ?? 0) - (b.facts.lcp?.time ?? 0));
    const mid = byLcp[Math.floor(byLcp.length / 2)]!.facts;
    console.log('  ' + mid.commits.map((c) => `${c.at.toFixed(0)}: ${c.fibers}/${c.rendered}`).join(', '));
    const biggest = [...mid.commits].sort((a, b) => b.rendered - a.rendered)[0];
    if (biggest) {
      const top = Object.entries(biggest.types)
        .sort((a, b) => b[1] - a[1])
        .slice(0, 25);
      console.log(`  its largest commit, components by type: ${top.map(([n, c]) => `${n} ${c}`).join(', ')}`);
    }
  }
  console.log(`\nmedian LCP ${f((x) => x.lcp?.time ?? 0).toFixed(0)} ms, DOM ${f((x) => x.domNodes)} elements`);
} finally {
  await browser.close();
  await server.stop();
}
