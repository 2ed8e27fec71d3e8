// The password grant against its floor: the built product and the floor's servers (bench/grant-floor-server.ts:
// the product's SQL, no lockout or audit writes, no database) under run-all.ts's grant load, in interleaved rounds
// with the bare argon2 yardstick, on PGlite and, with BENCH_DATABASE_URL (or TEST_DATABASE_URL), on PostgreSQL.
// It says how far any implementation could take the grant's ratio to the yardstick on this host, and what each
// part of a login's work costs of it (bench/README.md, "The password grant against its floor").
//   npx tsx bench/grant-floor.ts    (needs `npm run build` first)
// BENCH_ROUNDS rounds (default 4) of BENCH_WINDOW seconds (default 5) per server and for the yardstick;
// GRANT_FLOORS picks the floors (default all three, comma-separated).
import path from 'node:path';
import autocannon from 'autocannon';
import { hashPassword } from '../apps/server/src/identity/passwords';
import { GRANT_WARMUP_S, passwordGrantLoad } from './support/api-load';
import { bareVerifyWindow } from './support/argon-yardstick';
import { freshPostgres, POSTGRES_ADMIN_URL } from './support/postgres';
import { postgresCpuMonitor } from './support/postgres-cpu';
import { DEMO_LOGIN, productEnv, serverMain } from './support/product-server';
import { root, startProcess, waitUntilIdle, type Started } from './support/start-server';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 4);
const WINDOW_S = Number(process.env.BENCH_WINDOW ?? 5);
const FLOORS = (process.env.GRANT_FLOORS ?? 'product-sql,no-lockout,no-database').split(',').filter(Boolean);

interface Measured {
  name: string;
  server: Started;
  /** CPU seconds of the server's PostgreSQL backends so far (0 on PGlite). */
  databaseSeconds(): number;
  stop(): Promise<void>;
  grants: number;
  serverCpu: number;
  databaseCpu: number;
  errors: number;
  ratios: number[];
}

async function start(
  name: string,
  args: string[],
  env: Record<string, string>,
  healthPath: string,
  postgres: boolean,
): Promise<Measured> {
  const database = postgres ? await freshPostgres('grantfloor') : undefined;
  const server = await startProcess(args, { ...env, DATABASE_URL: database?.url ?? '' }, healthPath).catch(
    async (err: unknown) => {
      await database?.drop();
      throw err;
    },
  );
  const monitor = database && postgresCpuMonitor(new URL(database.url).pathname.slice(1));
  return {
    name,
    server,
    databaseSeconds: () => monitor?.seconds() ?? 0,
    async stop() {
      monitor?.stop();
      await server.stop();
      await database?.drop();
    },
    grants: 0,
    serverCpu: 0,
    databaseCpu: 0,
    errors: 0,
    ratios: [],
  };
}

async function runOn(engine: 'PGlite' | 'PostgreSQL'): Promise<string[]> {
  const postgres = engine === 'PostgreSQL';
  const measured: Measured[] = [await start('product', [serverMain()], productEnv, '/api/health', postgres)];
  try {
    for (const floor of FLOORS) {
      const script = path.join(root, 'bench/grant-floor-server.ts');
      measured.push(
        await start(`floor, ${floor}`, ['--import', 'tsx', script], { GRANT_FLOOR: floor }, '/health', postgres),
      );
    }
    for (const m of measured) await waitUntilIdle(m.server);
    const hash = await hashPassword(DEMO_LOGIN.password);
    // As run-all.ts: every server has taken logins for a while before its rounds (api-load.ts, GRANT_WARMUP_S).
    await bareVerifyWindow(hash, 2);
    for (const m of measured) await autocannon({ ...passwordGrantLoad(m.server.url), duration: GRANT_WARMUP_S });
    let verified = 0;
    let verifyCpuUs = 0;
    for (let round = 0; round < ROUNDS; round++) {
      const bare = await bareVerifyWindow(hash, WINDOW_S);
      verified += bare.done;
      verifyCpuUs += bare.cpuUs;
      for (const m of measured) {
        const cpu = m.server.cpuSeconds();
        const databaseCpu = m.databaseSeconds();
        const r = await autocannon({ ...passwordGrantLoad(m.server.url), duration: WINDOW_S });
        m.serverCpu += m.server.cpuSeconds() - cpu;
        m.databaseCpu += m.databaseSeconds() - databaseCpu;
        m.grants += r.requests.total;
        m.errors += r.errors + r.timeouts + (r.non2xx ?? 0);
        m.ratios.push(r.requests.total / bare.done);
      }
    }
    const seconds = ROUNDS * WINDOW_S;
    const pct = (x: number) => `${(x * 100).toFixed(0)}%`;
    const perGrant = (cpu: number, grants: number) => `${((cpu / Math.max(1, grants)) * 1000).toFixed(2)} ms`;
    const lines = [
      `| ${engine}: yardstick | ${(verified / seconds).toFixed(1)} verifications/s | 100% | ${(verifyCpuUs / 1000 / verified).toFixed(2)} ms | — | — |`,
    ];
    for (const m of measured) {
      lines.push(
        `| ${engine}: ${m.name} | ${(m.grants / seconds).toFixed(1)} grants/s | **${pct(m.grants / verified)}** ` +
          `(${pct(Math.min(...m.ratios))}–${pct(Math.max(...m.ratios))}) | ${perGrant(m.serverCpu, m.grants)} | ` +
          `${postgres ? perGrant(m.databaseCpu, m.grants) : '—'} | ${m.errors} |`,
      );
    }
    return lines;
  } finally {
    for (const m of measured) await m.stop();
  }
}

const table = [
  '| engine: server | rate | ratio to the yardstick (rounds) | CPU a grant (server) | CPU a grant (database) | errors |',
  '|---|---|---|---|---|---|',
  ...(await runOn('PGlite')),
  ...(POSTGRES_ADMIN_URL ? await runOn('PostgreSQL') : []),
];
console.log(`\n${ROUNDS} interleaved rounds of ${WINDOW_S} s, server ${serverMain()}\n\n${table.join('\n')}`);
