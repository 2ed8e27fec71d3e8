// Callback benchmark (bench/README.md "Deposit callbacks"): verified and posted direct ACs per second at 20
// connections, each settling a different open order (checksum, time window, order lock, state change, ledger
// journal, DEPOSIT row), against a bare Fastify route doing one INSERT on the same engine in the same process.
// Goal: at least 0.5x; the floor beside it says how much of that any implementation of the same rules can reach.
// `npx tsx bench/callbacks.ts` (embedded PGlite); with BENCH_DATABASE_URL or TEST_DATABASE_URL, PostgreSQL too.
// BENCH_ENGINES: 'pglite,postgres' (default). CALLBACKS_SERVERS: comma-separated server scripts to compare back to
// back (default bench/callbacks-server.ts; e.g. a copy of it beside an older apps/server/src), BENCH_ROUNDS rounds.
// The floor (callbacks-floor.ts) runs between the two; BENCH_FLOOR_VIA_PRODUCT, BENCH_FLOOR_VERIFY and
// BENCH_FLOOR_LEDGER give it the product's route, its second check of the AC and its ledger (bench/README.md).
import { readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { freshPostgres, POSTGRES_ADMIN_URL } from './support/postgres';
import { postgresCpuMonitor } from './support/postgres-cpu';
import { freePort, root, startProcess } from './support/start-server';

const duration = Number(process.env.BENCH_DURATION ?? 10);
const connections = 20;

async function load(url: string, bodies: string[] | null, body: string) {
  let next = 0;
  const result = await autocannon({
    url,
    method: 'POST',
    connections,
    duration,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    ...(bodies
      ? {
          requests: [
            {
              setupRequest: (req: autocannon.Request) => ({ ...req, body: bodies[next++ % bodies.length] }),
            },
          ],
        }
      : { body }),
  });
  return {
    rps: result.requests.average,
    total: result.requests.total,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
    sent: next,
  };
}

const servers = (process.env.CALLBACKS_SERVERS ?? path.join(root, 'bench/callbacks-server.ts'))
  .split(',')
  .map((script) => path.resolve(script));
const rounds = Number(process.env.BENCH_ROUNDS ?? 1);
const engines = (process.env.BENCH_ENGINES ?? 'pglite,postgres').split(',');
const drainCost = Number(process.env.BENCH_DRAIN_COST ?? 0);

async function run(engine: 'pglite' | 'postgres', script: string) {
  const database = engine === 'postgres' ? await freshPostgres('callbacks') : null;
  const bodiesFile = path.join(tmpdir(), `harta-bench-callbacks-${process.pid}.json`);
  const barePort = await freePort();
  // A server that fails to start (a loaded host, a port taken between freePort and listen) still drops its database.
  const server = await startProcess(
    ['--import', 'tsx', script],
    {
      BODIES_FILE: bodiesFile,
      BARE_PORT: String(barePort),
      ...(database ? { DATABASE_URL: database.url } : {}),
    },
    '/api/health',
  ).catch(async (err: unknown) => {
    rmSync(bodiesFile, { force: true });
    await database?.drop();
    throw err;
  });
  // On PostgreSQL the database's own work is in its processes: its backends' CPU, counted apart.
  const databaseCpu = database ? postgresCpuMonitor(new URL(database.url).pathname.slice(1)) : null;
  try {
    const bodies = JSON.parse(readFileSync(bodiesFile, 'utf8')) as string[];
    // BENCH_DRAIN_COST=K (PostgreSQL): first the drains' CPU per AC in full batches (bench/callbacks-server.ts).
    if (database && drainCost > 0) {
      const res = await fetch(
        `http://127.0.0.1:${barePort}/drain-cost?count=${drainCost}&batch=${process.env.BENCH_DRAIN_BATCH ?? drainCost}`,
        { method: 'POST' },
      );
      if (!res.ok) console.warn(`drain cost: ${res.status} ${await res.clone().text()}`);
      if (res.ok) {
        const c = (await res.json()) as Record<
          string,
          { n: number; wallMs: number; serverMs: number; databaseMs: number }
        >;
        const line = (name: string) =>
          `${name} ${c[name]!.n} in ${c[name]!.wallMs} ms, server ${c[name]!.serverMs.toFixed(3)} + database ${c[name]!.databaseMs.toFixed(3)} ms each`;
        console.log(
          `${engine} drain cost [${path.relative(root, script)}, load ${loadavg()[0]!.toFixed(1)}]: ${line('product')}; ${line('floor')}; ${line('bareInsert')}`,
        );
      }
      if (process.env.BENCH_DRAIN_COST_ONLY) return;
    }
    // Load-independent figures beside the rates: the CPU per request of the server process and (PostgreSQL) of
    // the database's backends, and of the cluster's WAL writer, checkpointer and background writer, which other
    // users of the cluster share.
    const cpu0 = server.cpuSeconds();
    const db0 = databaseCpu?.seconds() ?? 0;
    const shared0 = databaseCpu?.sharedSeconds() ?? 0;
    const bare = await load(`http://127.0.0.1:${barePort}/insert`, null, bodies[0]!);
    const cpu1 = server.cpuSeconds();
    const db1 = databaseCpu?.seconds() ?? 0;
    const shared1 = databaseCpu?.sharedSeconds() ?? 0;
    // The floor (bench/callbacks-floor.ts), the same ACs stored and settled by the least SQL.
    // The orders settled so far (BENCH_DRAIN_COST settles some) are not a load's: each counts from its baseline.
    const settledNow = async (route: string) => {
      const res = await fetch(`http://127.0.0.1:${barePort}/${route}`);
      return res.ok ? ((await res.json()) as { settled: number }).settled : null;
    };
    const floorBefore = await settledNow('floor-drained');
    let floorRate: number | null = null;
    if (floorBefore !== null) {
      // BENCH_FLOOR_VIA_PRODUCT=1: the floor behind the product's own route (its hooks, the AC's checks).
      const viaProduct = process.env.BENCH_FLOOR_VIA_PRODUCT === '1';
      if (viaProduct) await fetch(`http://127.0.0.1:${barePort}/floor-via-product?on=1`, { method: 'POST' });
      const floorStarted = performance.now();
      const floor = await load(
        viaProduct ? `${server.url}/api/payments/fpx/ac` : `http://127.0.0.1:${barePort}/floor`,
        bodies,
        '',
      );
      const floorAnsweredMs = performance.now() - floorStarted;
      const floorSettled = (await settledNow('floor-drained'))! - floorBefore;
      if (viaProduct) await fetch(`http://127.0.0.1:${barePort}/floor-via-product?on=0`, { method: 'POST' });
      const floorPostedMs = performance.now() - floorStarted;
      const floorPosted = (floorSettled * 1000) / floorPostedMs;
      floorRate = floorPosted;
      const cpuF = server.cpuSeconds();
      const dbF = databaseCpu?.seconds() ?? 0;
      console.log(
        `${engine} floor${viaProduct ? " via the product's route" : ''} [load ${loadavg()[0]!.toFixed(1)}]: posted ${floorPosted.toFixed(0)}/s (${floorSettled} settled, the last ${(floorPostedMs - floorAnsweredMs).toFixed(0)} ms after the last answer; answered ${floor.rps.toFixed(0)} req/s, non-2xx ${floor.non2xx}) = ${((floorPosted / bare.rps) * 100).toFixed(0)}% of the bare INSERT; server CPU per AC ${(((cpuF - cpu1) * 1000) / Math.max(1, floor.total)).toFixed(2)} ms${databaseCpu ? `, database backends' ${(((dbF - db1) * 1000) / Math.max(1, floorSettled)).toFixed(2)} ms` : ''}`,
      );
    }
    const cpu1b = server.cpuSeconds();
    const db1b = databaseCpu?.seconds() ?? 0;
    const shared1b = databaseCpu?.sharedSeconds() ?? 0;
    const settledBefore = (await settledNow('drained'))!;
    const started = performance.now();
    const callbacks = await load(`${server.url}/api/payments/fpx/ac`, bodies, '');
    // Answered is not yet posted: the ACs are applied from the inbox, so the rate counts until the last is.
    const answeredMs = performance.now() - started;
    const settled = (await settledNow('drained'))! - settledBefore;
    const postedMs = performance.now() - started;
    const cpu2 = server.cpuSeconds();
    const db2 = databaseCpu?.seconds() ?? 0;
    const shared2 = databaseCpu?.sharedSeconds() ?? 0;
    const posted = (settled * 1000) / postedMs;
    const perRequest = (seconds: number, n: number) => `${((seconds * 1000) / Math.max(1, n)).toFixed(2)} ms`;
    if (callbacks.sent > bodies.length)
      console.warn(`  (more requests than orders: ${callbacks.sent - bodies.length} were duplicates)`);
    const ratio = posted / bare.rps;
    console.log(
      `${engine} [${path.relative(root, script)}, load ${loadavg()[0]!.toFixed(1)}]: callbacks posted ${posted.toFixed(0)}/s (${settled} settled, the last ${(postedMs - answeredMs).toFixed(0)} ms after the last answer; answered ${callbacks.rps.toFixed(0)} req/s, p99 ${callbacks.p99} ms, non-2xx ${callbacks.non2xx}, errors ${callbacks.errors}) vs bare INSERT ${bare.rps.toFixed(0)} req/s (p99 ${bare.p99} ms) = ${(ratio * 100).toFixed(0)}% ${ratio >= 0.5 ? 'met' : 'missed'} (goal >= 50%)${
        // Against the floor of the same run: what an implementation of the same rules could still gain (with
        // BENCH_FLOOR_VIA_PRODUCT, BENCH_FLOOR_VERIFY and BENCH_FLOOR_LEDGER, the floor keeps the product's
        // route, its second check and its ledger; bench/README.md "the floor on the product's ledger").
        floorRate ? `, ${((posted / floorRate) * 100).toFixed(0)}% of the floor` : ''
      }; server CPU per callback ${perRequest(cpu2 - cpu1b, callbacks.total)}, per bare INSERT ${perRequest(cpu1 - cpu0, bare.total)}${
        databaseCpu
          ? `; database backends' CPU per callback ${perRequest(db2 - db1b, settled)}, per bare INSERT ${perRequest(db1 - db0, bare.total)} (WAL writer, checkpointer, background writer: ${perRequest(shared2 - shared1b, settled)} / ${perRequest(shared1 - shared0, bare.total)})`
          : ''
      }`,
    );
  } finally {
    databaseCpu?.stop();
    await server.stop();
    rmSync(bodiesFile, { force: true });
    await database?.drop();
  }
}

for (let round = 1; round <= rounds; round += 1) {
  for (const script of servers) {
    if (engines.includes('pglite')) await run('pglite', script);
    if (engines.includes('postgres') && POSTGRES_ADMIN_URL) await run('postgres', script);
  }
}
