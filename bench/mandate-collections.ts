/**
 * Recurring deposits' collections run benchmark (docs/goals.md "Recurring deposits", "Collections run"): N active
 * monthly schedules (default 100,000) due on one date, and the run of that date as the pg-boss job makes it: the
 * expiry sweep, one collection per schedule (set-based inserts in batches, the schedules moved to their next date)
 * and every debit marked submitted and handed to the bank. Goal: ≤ 60 s on PostgreSQL. The bank here only counts
 * what it is handed (its answers, each a deposit, are the deposit path's own benchmark: bench/callbacks.ts).
 *
 *   npx tsx bench/mandate-collections.ts                               # PostgreSQL (BENCH_DATABASE_URL/TEST_DATABASE_URL)
 *   BENCH_MANDATES=10000 BENCH_ENGINES=pglite npx tsx bench/mandate-collections.ts
 */
import { loadavg } from 'node:os';
import { sql } from 'drizzle-orm';
import { ensureInvestmentReferenceData } from '../apps/server/src/modules/investment-profile/reference-data';
import { runCollections } from '../apps/server/src/modules/recurring-deposits/collection-run';
import { seedReferenceData } from '../apps/server/src/seed/reference-data-seed';
import { recordingGateway, seedActiveSchedules } from '../apps/server/test/helpers/recurring-fixtures';
import { insertBenchClients } from './support/bench-clients';
import { withBenchDatabase } from './support/bench-database';

const MANDATES = Number(process.env.BENCH_MANDATES ?? 100_000);
const ENGINES = (process.env.BENCH_ENGINES ?? 'postgres').split(',') as ('postgres' | 'pglite')[];
const DATE = '2026-11-28';
const GOAL_SECONDS = 60;

for (const engine of ENGINES) {
  await withBenchDatabase(engine, 'mandate_collections', 4, async (database) => {
    await database.migrate();
    await seedReferenceData(database.db);
    await ensureInvestmentReferenceData(database.db);
    const [client] = await insertBenchClients(database.db, 'bench-mandates', [1]);
    const setUpStart = performance.now();
    await seedActiveSchedules(database.db, {
      clientId: client!.clientId,
      count: MANDATES,
      date: DATE,
      amountSen: 20_000n,
    });
    if (engine === 'postgres') await database.db.execute(sql`analyze recurring_schedules`);
    const setUpSeconds = (performance.now() - setUpStart) / 1000;

    const bank = recordingGateway();
    const before = loadavg();
    const start = performance.now();
    const result = await runCollections(database.db, bank, DATE, new Date());
    const seconds = (performance.now() - start) / 1000;
    const after = loadavg();
    if (result.created !== MANDATES || result.submitted !== MANDATES || bank.submitted.length !== MANDATES) {
      throw new Error(`expected ${MANDATES} collections, got ${JSON.stringify(result)}`);
    }
    const verdict = engine === 'postgres' ? (seconds <= GOAL_SECONDS ? 'within' : 'OVER') : 'no goal';
    console.log(
      `${engine}: ${MANDATES.toLocaleString('en')} mandates collected in ${seconds.toFixed(1)} s (${verdict} the ${GOAL_SECONDS} s goal); ` +
        `setup ${setUpSeconds.toFixed(1)} s; load average ${before.map((l) => l.toFixed(1)).join(' ')} → ${after.map((l) => l.toFixed(1)).join(' ')}`,
    );
  });
}
