// What a server costs while nobody uses it: CPU a second, and the longest the event loop was held in the window (a
// request arriving then waits that long). Background duties (the job queue's polls and schedule checks, metrics,
// timers) run on every instance all day, and under load they take their share beside the requests.
//   npx tsx bench/idle.ts [seconds]    (needs `npm run build` first; PGlite, demo data)
// IDLE_SERVERS=a/dist/main.js,b/dist/main.js runs several builds side by side over the same window, the fair
// comparison on a shared host (a copy of a bundle needs `migrations` and `empty-database` beside it). Goal: none
// yet; bench/README.md, "An idle server's CPU", has the figures.
import path from 'node:path';
import { productEnv, serverMain } from './support/product-server';
import { freePort, startProcess, waitUntilIdle, type Started } from './support/start-server';

const seconds = Number(process.argv[2] ?? 60);
/** After the start-up's work is over, the heap's release and the first schedule checks settle within this. */
const SETTLE_S = 30;
const servers = (process.env.IDLE_SERVERS ?? serverMain()).split(',');

/** The longest event-loop delay since the last scrape (prom-client resets its histogram at each), in ms. */
async function lagMaxMs(metricsUrl: string): Promise<number> {
  const text = await (await fetch(metricsUrl)).text();
  const match = /^nodejs_eventloop_lag_max_seconds (\S+)$/m.exec(text);
  if (!match) throw new Error(`no nodejs_eventloop_lag_max_seconds at ${metricsUrl}`);
  return Number(match[1]) * 1000;
}

const started: Array<Started & { metricsUrl: string }> = [];
try {
  for (const main of servers) {
    const metricsPort = await freePort();
    const server = await startProcess(
      [path.resolve(main)],
      { ...productEnv, METRICS_PORT: String(metricsPort) },
      '/api/health',
    );
    started.push({ ...server, metricsUrl: `http://127.0.0.1:${metricsPort}/metrics` });
  }
  for (const s of started) await waitUntilIdle(s);
  await new Promise((resolve) => setTimeout(resolve, SETTLE_S * 1000));
  for (const s of started) await lagMaxMs(s.metricsUrl);
  const cpu = started.map((s) => s.cpuSeconds());
  await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
  for (const [i, s] of started.entries()) {
    const msPerSecond = ((s.cpuSeconds() - cpu[i]!) / seconds) * 1000;
    console.log(
      `${servers[i]}: ${msPerSecond.toFixed(1)} ms of CPU a second idle; longest event-loop delay ` +
        `${(await lagMaxMs(s.metricsUrl)).toFixed(0)} ms (${seconds} s)`,
    );
  }
} finally {
  for (const s of started) await s.stop();
}
