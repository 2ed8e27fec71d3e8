/**
 * Invest job benchmark (issue #11): N clients (default 10,000), each with one portfolio holding a settled deposit,
 * invested by one run of the invest step (modules/trading/invest-step.ts), as the scheduled trade run does it.
 * Goal: ≤ 20 s on PostgreSQL. Runs on PostgreSQL when BENCH_DATABASE_URL or TEST_DATABASE_URL names a server
 * (a database of its own, dropped after) and on the embedded engine unless BENCH_ENGINES says otherwise.
 *
 *   npx tsx bench/invest-job.ts                      # both engines
 *   BENCH_CLIENTS=2000 BENCH_ENGINES=pglite npx tsx bench/invest-job.ts
 *   BENCH_SKIP_ANALYZE=1 …                           # PGlite's drift check without the statistics refresh
 *
 * Setup (clients, portfolios, deposits through the ledger's postJournal) is timed apart from the measured run.
 */
import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import type { Database } from '../apps/server/src/db/connection';
import { portfolios } from '../apps/server/src/db/schema/portfolios';
import { ensureInvestmentReferenceData } from '../apps/server/src/modules/investment-profile/reference-data';
import { postJournals } from '../apps/server/src/modules/ledger/post-journals';
import { SANDBOX_SEED } from '../apps/server/src/modules/market-data/market-data-sync';
import { fillFromProvider } from '../apps/server/src/modules/market-data/price-store';
import { investTradeStep } from '../apps/server/src/modules/trading/invest-step';
import { rebalanceTradeStep } from '../apps/server/src/modules/trading/rebalance-step';
import { analyzeTradeTables } from '../apps/server/src/modules/trading/trade-statistics';
import { sandboxMarketData } from '../apps/server/src/providers/market-data/sandbox-market-data';
import pg from 'pg';
import { insertBenchClients } from './support/bench-clients';
import { withBenchDatabase } from './support/bench-database';
import { POSTGRES_ADMIN_URL } from './support/postgres';

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 10_000);
const ENGINES = (process.env.BENCH_ENGINES ?? 'postgres,pglite').split(',');
const TRADE_DATE = '2026-11-25';
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 2);

async function inChunks<T>(items: T[], size: number, work: (chunk: T[]) => Promise<void>) {
  for (let i = 0; i < items.length; i += size) await work(items.slice(i, i + size));
}

async function setUp(database: Database): Promise<void> {
  const { db } = database;
  await database.migrate();
  await ensureInvestmentReferenceData(db);
  await fillFromProvider(db, sandboxMarketData({ seed: SANDBOX_SEED }), TRADE_DATE, TRADE_DATE);
  const ids = Array.from({ length: CLIENTS }, (_, i) => i);
  const portfolioIds: number[] = [];
  await inChunks(ids, 1_000, async (chunk) => {
    const clientRows = await insertBenchClients(db, 'invest-bench', chunk);
    const portfolioRows = await db
      .insert(portfolios)
      .values(clientRows.map((c, k) => ({ clientId: c.clientId, goalName: 'Bench', riskLevel: 1 + (k % 5) })))
      .returning({ id: portfolios.id });
    portfolioIds.push(...portfolioRows.map((p) => p.id));
  });
  // Settled deposits of RM 100.00 to RM 10,099.99, one journal each as the deposit flow posts them (here 500
  // journals per statement through the ledger's batch poster, to keep the setup short).
  await inChunks(portfolioIds, 500, async (chunk) => {
    await postJournals(
      db,
      chunk.map((portfolioId) => {
        const sen = 10_000n + BigInt((portfolioId * 7_919) % 1_000_000);
        return {
          idempotencyKey: `bench-deposit:${portfolioId}`,
          kind: 'DEPOSIT',
          // Settled the morning of the trade date, before its cut-off (docs/money.md "Trade dates"): invested at it.
          postedAt: new Date(`${TRADE_DATE}T01:00:00Z`),
          postings: [
            { account: { kind: 'GATEWAY_CLEARING' as const }, amount: sen },
            { account: { kind: 'CLIENT_CASH' as const, portfolioId }, amount: -sen },
          ],
        };
      }),
    );
  });
}

/** CPU seconds (user + system) of a process from /proc, or 0 when it is gone or not visible. */
function cpuSecondsOf(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
  } catch {
    return 0;
  }
}
const CLOCK_TICKS = 100;

/**
 * What the measured run cost apart from wall time, which the shared host makes noisy: statements sent (every query
 * through node-postgres), CPU seconds of this process and of the database's server processes serving this run's
 * database (PostgreSQL only; read from /proc, so the server must run on this host), and the time spent in each
 * PL/pgSQL function (the ledger's triggers) from pg_stat_user_functions.
 */
class RunCost {
  statements = 0;
  private cpuStart = process.cpuUsage();
  private backendCpu = new Map<number, number>();
  constructor(private readonly database: Database) {
    const original = pg.Client.prototype.query;
    const count = () => (this.statements += 1);
    pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
      count();
      return (original as (...a: unknown[]) => unknown).apply(this, args);
    } as typeof original;
  }
  private async backends(): Promise<number[]> {
    if (this.database.kind !== 'postgres') return [];
    const { rows } = await this.database.executeSql(
      'select pid from pg_stat_activity where datname = current_database()',
    );
    return (rows as { pid: number }[]).map((r) => r.pid);
  }
  async start(): Promise<void> {
    for (const pid of await this.backends()) this.backendCpu.set(pid, cpuSecondsOf(pid));
    this.statements = 0;
    this.cpuStart = process.cpuUsage();
  }
  async stop(): Promise<string> {
    const used = process.cpuUsage(this.cpuStart);
    const statements = this.statements;
    const nodeCpu = (used.user + used.system) / 1e6;
    let serverCpu = 0;
    for (const pid of await this.backends()) serverCpu += cpuSecondsOf(pid) - (this.backendCpu.get(pid) ?? 0);
    let functions = '';
    if (this.database.kind === 'postgres') {
      // Backends publish their function statistics when idle, at most once a second.
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      const { rows } = await this.database.executeSql(
        `select funcname, calls, round(total_time)::int as ms from pg_stat_user_functions order by total_time desc`,
      );
      functions = (rows as { funcname: string; calls: number; ms: number }[])
        .map((r) => `${r.funcname} ${r.calls} calls ${r.ms} ms`)
        .join(', ');
    }
    // PGlite runs in this process: its CPU is in node's, and its statements do not go through node-postgres.
    if (this.database.kind !== 'postgres') return `CPU: node with PGlite ${nodeCpu.toFixed(1)} s`;
    return (
      `CPU: node ${nodeCpu.toFixed(1)} s, postgres ${serverCpu.toFixed(1)} s; ` +
      `${statements} statements (${(statements / CLIENTS).toFixed(2)} per portfolio); triggers (wall time, ` +
      `lock waits included): ${functions}`
    );
  }
}

async function measure(kind: 'postgres' | 'pglite'): Promise<string> {
  return withBenchDatabase(kind, 'invest', 10, async (database) => {
    const setupStarted = performance.now();
    await setUp(database);
    const setupSeconds = (performance.now() - setupStarted) / 1000;
    let firstError: unknown;
    const step = investTradeStep({
      concurrency: kind === 'postgres' ? CONCURRENCY : 1,
      onError: (_portfolioId, error) => (firstError ??= error),
    });
    if (kind === 'postgres') {
      // Timing of the ledger's trigger functions, for connections opened from here on (the pool's are reopened).
      const name = await currentDatabase(database);
      const admin = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
      await admin.connect();
      await admin.query(`alter database "${name}" set track_functions = 'pl'`);
      await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1', [name]);
      await admin.end();
    }
    const cost = new RunCost(database);
    await cost.start();
    const started = performance.now();
    const report = await step.run(database.db, TRADE_DATE).catch((error: unknown) => {
      throw new Error(`${String(error)}; the first: ${String(firstError)}`, { cause: firstError });
    });
    const seconds = (performance.now() - started) / 1000;
    const costLine = await cost.stop();
    const [row] = (
      (await database.db.execute(
        sql`select count(*)::int as n from client_transactions where type = 'INVESTMENT' and source_id like ${`invest:${TRADE_DATE}:%`}`,
      )) as unknown as { rows: { n: number }[] }
    ).rows;
    // On the embedded engine the trade run refreshes the planner's statistics after the invest step (app.ts
    // `tradeSteps`: PGlite has no autovacuum); PostgreSQL's autovacuum does it on its own.
    const analyzeStarted = performance.now();
    if (kind === 'pglite' && process.env.BENCH_SKIP_ANALYZE !== '1') await analyzeTradeTables(database.db);
    const analyzeSeconds = (performance.now() - analyzeStarted) / 1000;
    // The drift step that follows in the trade run: one set-based query over every portfolio (all on their model
    // here, so it rebalances none): its cost is what every run pays.
    const driftStarted = performance.now();
    const drift = await rebalanceTradeStep().run(database.db, TRADE_DATE);
    const driftSeconds = (performance.now() - driftStarted) / 1000;
    const load = (await import('node:os')).loadavg()[0]!.toFixed(1);
    const line =
      `${kind.padEnd(10)} ${CLIENTS} clients: invested ${String(report?.invested)} (rows ${row!.n}) in ` +
      `${seconds.toFixed(1)} s = ${(CLIENTS / seconds).toFixed(0)} portfolios/s ` +
      `(concurrency ${kind === 'postgres' ? CONCURRENCY : 1}; setup ${setupSeconds.toFixed(1)} s; load average ${load}); ` +
      `${kind === 'pglite' ? `analyze ${analyzeSeconds.toFixed(1)} s; ` : ''}` +
      `drift check ${driftSeconds.toFixed(2)} s (drifted ${String(drift?.drifted)})
           ${costLine}`;
    return `${line}${kind === 'postgres' ? `  goal ≤ 20 s: ${seconds <= 20 ? 'met' : 'missed'}` : ''}`;
  });
}

async function currentDatabase(database: Database): Promise<string> {
  const { rows } = await database.executeSql('select current_database() as name');
  return (rows as { name: string }[])[0]!.name;
}

const lines: string[] = [];
for (const kind of ENGINES) {
  if (kind === 'postgres' && !POSTGRES_ADMIN_URL) {
    lines.push('postgres   skipped: set BENCH_DATABASE_URL or TEST_DATABASE_URL');
    continue;
  }
  lines.push(await measure(kind as 'postgres' | 'pglite'));
  process.stdout.write(`${lines[lines.length - 1]}\n`);
}
process.stdout.write(`\nInvest job benchmark (${new Date().toISOString().slice(0, 10)})\n${lines.join('\n')}\n`);
