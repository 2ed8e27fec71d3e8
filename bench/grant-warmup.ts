// How a freshly started server's CPU per password grant falls as V8 compiles the login path: consecutive windows of
// the password-grant load of run-all.ts from the first login on, each split by thread (the event loop; V8's helper
// thread, which compiles and marks; the rest: argon2's threads and libuv).
//   npx tsx bench/grant-warmup.ts [windows] [seconds]    (needs `npm run build` first; DATABASE_URL for PostgreSQL)
// Reads /proc, so Linux only. The server runs without the demo history, so nothing but the logins runs in it.
import { readdirSync, readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { passwordGrantLoad } from './support/api-load';
import { productEnv, serverMain } from './support/product-server';
import { startProcess, waitUntilIdle } from './support/start-server';

const windows = Number(process.argv[2] ?? 8);
const seconds = Number(process.argv[3] ?? 5);

type Split = { main: number; v8: number; rest: number };

/**
 * CPU seconds by thread group. With `--v8-pool-size=1` (the start script's flag) V8's one helper thread is the
 * first started after the main thread's own (its id is the process id + 1 or + 2); argon2's threads come later.
 */
function split(pid: number): Split {
  const out: Split = { main: 0, v8: 0, rest: 0 };
  for (const tid of readdirSync(`/proc/${pid}/task`)) {
    try {
      const stat = readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const cpu = (Number(fields[11]) + Number(fields[12])) / 100;
      const comm = readFileSync(`/proc/${pid}/task/${tid}/comm`, 'utf8').trim();
      if (Number(tid) === pid) out.main += cpu;
      else if (comm.startsWith('V8') || Number(tid) - pid <= 2) out.v8 += cpu;
      else out.rest += cpu;
    } catch {
      // A thread that ended between the listing and the read.
    }
  }
  return out;
}

const server = await startProcess(
  [serverMain()],
  { ...productEnv, DEMO_HISTORY_YEARS: '0', DATABASE_URL: process.env.DATABASE_URL ?? '' },
  '/api/health',
);
try {
  await waitUntilIdle(server);
  let before = split(server.pid);
  for (let w = 0; w < windows; w++) {
    const r = await autocannon({ ...passwordGrantLoad(server.url), duration: seconds });
    const now = split(server.pid);
    const per = (key: keyof Split) => (((now[key] - before[key]) / r.requests.total) * 1000).toFixed(2);
    console.log(
      `${String(w * seconds).padStart(3)}–${(w + 1) * seconds} s: ${(r.requests.total / seconds).toFixed(1)} grants/s, ` +
        `ms of CPU a grant: event loop ${per('main')}, V8 helper ${per('v8')}, argon2 and the rest ${per('rest')}` +
        (r.non2xx ? ` (${r.non2xx} non-2xx)` : ''),
    );
    before = now;
  }
} finally {
  await server.stop();
}
