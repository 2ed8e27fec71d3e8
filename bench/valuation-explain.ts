/**
 * EXPLAIN (ANALYZE, BUFFERS) of a day's valuation statements, on a database the valuation benchmark left behind
 * (`BENCH_KEEP_DATABASE=1 npx tsx bench/valuation.ts` prints its URL): auto_explain logs every statement of the day
 * slower than MIN ms (default 500; -1 for none) as notices, printed here, and the day's wall time and the database
 * backend's CPU (from /proc) are printed after it. FRESH=1 deletes the day's snapshots and accruals first, so that the
 * day is valued as an ordinary day rather than again.
 *
 *   URL=postgres://… DAYS=2026-11-25 FRESH=1 npx tsx bench/valuation-explain.ts
 */
import { loadavg } from 'node:os';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Db } from '../apps/server/src/db/connection';
import { feeScheduleOf } from '../apps/server/src/modules/valuation/fee-schedule';
import { valueTradingDay } from '../apps/server/src/modules/valuation/value-day';
import { processCpuSeconds } from './support/start-server';

const MIN_MS = Number(process.env.MIN ?? 500);
const client = new pg.Client({ connectionString: process.env.URL });
await client.connect();
client.on('notice', (notice) => process.stdout.write(`${notice.message}\n\n`));
if (MIN_MS >= 0) {
  for (const setting of [
    `load 'auto_explain'`,
    `set auto_explain.log_min_duration = ${MIN_MS}`,
    'set auto_explain.log_analyze = on',
    'set auto_explain.log_buffers = on',
    'set auto_explain.log_nested_statements = on',
    'set auto_explain.log_level = notice',
  ]) {
    await client.query(setting);
  }
}
const pid = (await client.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]!.pid;
const db = drizzle(client) as unknown as Db;
const fees = feeScheduleOf({});
for (const date of (process.env.DAYS ?? '2026-11-24,2026-11-25').split(',')) {
  if (process.env.FRESH) {
    await client.query('delete from fee_accruals where accrual_date = $1', [date]);
    await client.query('delete from portfolio_valuations where valuation_date = $1', [date]);
    await client.query('vacuum analyze portfolio_valuations');
    await client.query('vacuum analyze fee_accruals');
  }
  const cpu = processCpuSeconds(pid);
  const started = performance.now();
  const day = await valueTradingDay(db, date, { fees, chunkSize: Number(process.env.CHUNK ?? 10_000) });
  const seconds = (performance.now() - started) / 1000;
  process.stdout.write(
    `=== ${date}: ${day.portfolios} snapshots, ${day.accruals} accruals in ${seconds.toFixed(1)} s, database CPU ` +
      `${(processCpuSeconds(pid) - cpu).toFixed(1)} s, load average ${loadavg()[0]!.toFixed(1)}\n`,
  );
}
await client.end();
