// Where a password grant's CPU goes, per grant, under the password-grant load of run-all.ts: by thread kind (the
// event loop, where PGlite runs too; argon2's pool; the other threads: V8's helper and libuv's pool).
//   npx tsx bench/grant-cost.ts [seconds] [rounds]    (needs `npm run build` first)
// GRANT_SERVERS=a/dist/main.js,b/dist/main.js compares builds in interleaved rounds on the same host, which is the
// only fair comparison on a shared machine; an entry may add Node flags after a semicolon
// (`dist/main.js;--max-semi-space-size=2`), after the start script's own unless BENCH_NODE_FLAGS replaces those (set
// it empty to compare flags). A copy of a bundle needs the build's `migrations` and `empty-database`
// beside it (symbolic links will do). GRANT_API_CONNECTIONS=20 runs getClientBasicInfo on that many connections
// beside the logins in every round, as at a market's open (its calls a second are printed too). With
// BENCH_DATABASE_URL set the servers run on PostgreSQL (a fresh database each).
import { readdirSync } from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { accessToken, basicInfoLoad, GRANT_WARMUP_S, passwordGrantLoad } from './support/api-load';
import { freshPostgres, POSTGRES_ADMIN_URL } from './support/postgres';
import { productEnv, serverMain } from './support/product-server';
import { cpuSecondsOf, procStatFields, startProcess, waitUntilIdle, type Started } from './support/start-server';

const EVENT_LOOP = 'event loop';

/**
 * Each thread's CPU seconds and kind: the event loop (the process's first thread), argon2's pool (its threads
 * run niced: identity/argon-pool.ts) and the rest (V8's helpers, libuv's pool with the signatures).
 */
function threadCpu(pid: number | undefined): Map<number, { kind: string; cpu: number }> {
  const threads = new Map<number, { kind: string; cpu: number }>();
  let tids: string[] = [];
  try {
    tids = readdirSync(`/proc/${pid}/task`);
  } catch {
    return threads;
  }
  for (const tid of tids.map(Number)) {
    const fields = procStatFields(pid, tid);
    if (!fields) continue;
    const kind = tid === pid ? EVENT_LOOP : Number(fields[16]) > 0 ? 'argon2' : 'other threads';
    threads.set(tid, { kind, cpu: cpuSecondsOf(fields) });
  }
  return threads;
}

const seconds = Number(process.argv[2] ?? 10);
const apiConnections = Number(process.env.GRANT_API_CONNECTIONS ?? 0);
const rounds = Number(process.argv[3] ?? 3);
// An entry may add Node flags after a semicolon (`dist/main.js;--max-semi-space-size=2`), to compare settings.
const servers = (process.env.GRANT_SERVERS ?? serverMain()).split(',');

async function start(main: string): Promise<Started> {
  const env: Record<string, string> = { ...productEnv };
  const database = POSTGRES_ADMIN_URL ? await freshPostgres('grant') : undefined;
  if (database) env.DATABASE_URL = database.url;
  const [file, flags = ''] = main.split(';');
  const server = await startProcess([...flags.split(' ').filter(Boolean), path.resolve(file!)], env, '/api/health');
  return { ...server, stop: async () => (await server.stop(), await database?.drop()) };
}

const started = [];
for (const main of servers) started.push(await start(main));
for (const s of started) await waitUntilIdle(s);
const totals = servers.map(() => ({
  grants: 0,
  seconds: 0,
  cpu: 0,
  errors: 0,
  apiCalls: 0,
  kinds: new Map<string, number>(),
}));
try {
  // As run-all.ts: the rounds start once the login path is compiled (BENCH_GRANT_WARMUP seconds of logins).
  for (const s of started) await autocannon({ ...passwordGrantLoad(s.url), duration: GRANT_WARMUP_S });
  const tokens = apiConnections > 0 ? await Promise.all(started.map((s) => accessToken(s.url))) : [];
  for (let round = 0; round < rounds; round++) {
    for (const [i, s] of started.entries()) {
      const cpu = s.cpuSeconds();
      const threads = threadCpu(s.pid);
      const [r, api] = await Promise.all([
        autocannon({ ...passwordGrantLoad(s.url), duration: seconds }),
        apiConnections > 0
          ? autocannon({ ...basicInfoLoad(s.url, tokens[i]!), connections: apiConnections, duration: seconds })
          : undefined,
      ]);
      const t = totals[i]!;
      t.apiCalls += api?.requests.total ?? 0;
      t.grants += r.requests.total;
      t.seconds += seconds;
      t.cpu += s.cpuSeconds() - cpu;
      // A thread started within the round counts whole; argon2's idle threads stop only after seconds without work.
      for (const [tid, { kind, cpu }] of threadCpu(s.pid)) {
        t.kinds.set(kind, (t.kinds.get(kind) ?? 0) + cpu - (threads.get(tid)?.cpu ?? 0));
      }
      t.errors += r.errors + r.timeouts + (r.non2xx ?? 0);
    }
  }
} finally {
  for (const s of started) await s.stop();
}
for (const [i, server] of servers.entries()) {
  const t = totals[i]!;
  const ms = (x: number) => ((x / Math.max(1, t.grants)) * 1000).toFixed(2);
  const main = t.kinds.get(EVENT_LOOP) ?? 0;
  console.log(
    `${server}: ${(t.grants / t.seconds).toFixed(1)} grants/s, CPU ${ms(t.cpu)} ms/grant ` +
      `(main thread ${ms(main)}, other threads ${ms(t.cpu - main)}), ${t.errors} errors`,
  );
  console.log(`  by thread kind, ms/grant: ${[...t.kinds].map(([kind, cpu]) => `${kind} ${ms(cpu)}`).join(', ')}`);
  // Beside API calls the CPU figures above hold theirs too: read the rates.
  if (apiConnections > 0)
    console.log(`  getClientBasicInfo beside them: ${(t.apiCalls / t.seconds).toFixed(0)} calls/s`);
}
