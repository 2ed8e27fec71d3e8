// Callback benchmark (issue #11): verified and posted direct ACs per second at 20 connections, each settling a
// different open order (checksum, time window, order lock, state change, ledger journal, DEPOSIT row), against a
// bare Fastify route doing one INSERT on the same engine in the same process. Goal: at least 0.5x.
// `npx tsx bench/callbacks.ts` (embedded PGlite); with BENCH_DATABASE_URL or TEST_DATABASE_URL, PostgreSQL too.
import { readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { freshPostgres, POSTGRES_ADMIN_URL } from './support/postgres';
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
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
    sent: next,
  };
}

async function run(engine: 'pglite' | 'postgres') {
  const database = engine === 'postgres' ? await freshPostgres('callbacks') : null;
  const bodiesFile = path.join(tmpdir(), `harta-bench-callbacks-${process.pid}.json`);
  const barePort = await freePort();
  const server = await startProcess(
    ['--import', 'tsx', path.join(root, 'bench/callbacks-server.ts')],
    {
      BODIES_FILE: bodiesFile,
      BARE_PORT: String(barePort),
      ...(database ? { DATABASE_URL: database.url } : {}),
    },
    '/api/health',
  );
  try {
    const bodies = JSON.parse(readFileSync(bodiesFile, 'utf8')) as string[];
    const bare = await load(`http://127.0.0.1:${barePort}/insert`, null, bodies[0]!);
    const callbacks = await load(`${server.url}/api/payments/fpx/ac`, bodies, '');
    if (callbacks.sent > bodies.length)
      console.warn(`  (more requests than orders: ${callbacks.sent - bodies.length} were duplicates)`);
    const ratio = callbacks.rps / bare.rps;
    console.log(
      `${engine}: callbacks ${callbacks.rps.toFixed(0)} req/s (p99 ${callbacks.p99} ms, non-2xx ${callbacks.non2xx}, errors ${callbacks.errors}) vs bare INSERT ${bare.rps.toFixed(0)} req/s (p99 ${bare.p99} ms) = ${(ratio * 100).toFixed(0)}% ${ratio >= 0.5 ? 'met' : 'missed'} (goal >= 50%)`,
    );
  } finally {
    await server.stop();
    rmSync(bodiesFile, { force: true });
    await database?.drop();
  }
}

await run('pglite');
if (POSTGRES_ADMIN_URL) await run('postgres');
