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
import { sql } from 'drizzle-orm';
import type { Database } from '../apps/server/src/db/connection';
import { clients, users } from '../apps/server/src/db/schema/index';
import { portfolios } from '../apps/server/src/db/schema/portfolios';
import { ensureInvestmentReferenceData } from '../apps/server/src/modules/investment-profile/reference-data';
import { postJournals } from '../apps/server/src/modules/ledger/post-journals';
import { SANDBOX_SEED } from '../apps/server/src/modules/market-data/market-data-sync';
import { fillFromProvider } from '../apps/server/src/modules/market-data/price-store';
import { investTradeStep } from '../apps/server/src/modules/trading/invest-step';
import { rebalanceTradeStep } from '../apps/server/src/modules/trading/rebalance-step';
import { analyzeTradeTables } from '../apps/server/src/modules/trading/trade-statistics';
import { sandboxMarketData } from '../apps/server/src/providers/market-data/sandbox-market-data';
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
    const userRows = await db
      .insert(users)
      .values(chunk.map((i) => ({ email: `invest-bench-${i}@example.com`, passwordHash: 'x', roles: ['c'] })))
      .returning({ id: users.id });
    const clientRows = await db
      .insert(clients)
      .values(
        chunk.map((i, k) => ({
          userId: userRows[k]!.id,
          emailAddress: `invest-bench-${i}@example.com`,
          givenName: 'Bench',
          surName: String(i),
          status: 'ACTIVE',
          currentStep: 10,
        })),
      )
      .returning({ clientId: clients.clientId });
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
          postings: [
            { account: { kind: 'GATEWAY_CLEARING' as const }, amount: sen },
            { account: { kind: 'CLIENT_CASH' as const, portfolioId }, amount: -sen },
          ],
        };
      }),
    );
  });
}

async function measure(kind: 'postgres' | 'pglite'): Promise<string> {
  return withBenchDatabase(kind, 'invest', 10, async (database) => {
    const setupStarted = performance.now();
    await setUp(database);
    const setupSeconds = (performance.now() - setupStarted) / 1000;
    const step = investTradeStep({ concurrency: kind === 'postgres' ? CONCURRENCY : 1 });
    const started = performance.now();
    const report = await step.run(database.db, TRADE_DATE);
    const seconds = (performance.now() - started) / 1000;
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
      `drift check ${driftSeconds.toFixed(2)} s (drifted ${String(drift?.drifted)})`;
    return `${line}${kind === 'postgres' ? `  goal ≤ 20 s: ${seconds <= 20 ? 'met' : 'missed'}` : ''}`;
  });
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
