/**
 * Daily valuation benchmark (issue #12): one trading day's valuation of N portfolios (default 100,000 on
 * PostgreSQL, 20,000 on the embedded engine), each holding cash and 7 ETFs (about 700,000 holdings), as the trade
 * run's last step values them (modules/valuation/value-day.ts: snapshots and fee accruals in set-based SQL).
 * Goal: ≤ 15 s on PostgreSQL on a 2-core machine.
 *
 *   npx tsx bench/valuation.ts                                   # both engines
 *   BENCH_PORTFOLIOS=10000 BENCH_ENGINES=postgres npx tsx bench/valuation.ts
 *
 * Setup, not timed: clients and portfolios by multi-row inserts; the holdings in bulk SQL (see seedHoldings);
 * the deposits of the measured day through the ledger's batch poster; the sandbox closes of the two days. Timed: the first day (no previous snapshot), then the next day, on which 5 % of
 * the portfolios also receive a deposit (flows, and the growth index chained from the day before): the figure
 * that counts is the second, which is what every ordinary day costs.
 */
import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from '../apps/server/src/db/connection';
import { portfolios } from '../apps/server/src/db/schema/portfolios';
import { ensureInvestmentReferenceData } from '../apps/server/src/modules/investment-profile/reference-data';
import { postJournals } from '../apps/server/src/modules/ledger/post-journals';
import { SANDBOX_SEED } from '../apps/server/src/modules/market-data/market-data-sync';
import { fillFromProvider } from '../apps/server/src/modules/market-data/price-store';
import { feeScheduleOf } from '../apps/server/src/modules/valuation/fee-schedule';
import { valueTradingDay } from '../apps/server/src/modules/valuation/value-day';
import { sandboxMarketData } from '../apps/server/src/providers/market-data/sandbox-market-data';
import { freshPostgres, POSTGRES_ADMIN_URL } from './support/postgres';
import { processCpuSeconds } from './support/start-server';
import { insertBenchClients } from './support/bench-clients';

const ENGINES = (process.env.BENCH_ENGINES ?? 'postgres,pglite').split(',');
const COUNTS: Record<string, number> = {
  postgres: Number(process.env.BENCH_PORTFOLIOS ?? 100_000),
  pglite: Number(process.env.BENCH_PGLITE_PORTFOLIOS ?? process.env.BENCH_PORTFOLIOS ?? 20_000),
};
const FIRST_DAY = '2026-11-24';
const DAY = '2026-11-25';
const TICKERS = ['0800EA', '0820EA', 'VTI', 'VXUS', 'BND', 'VNQ', 'IAU'];
const PORTFOLIOS_PER_CLIENT = 10;
const PER_JOURNAL = 1_000;

async function inChunks<T>(items: T[], size: number, work: (chunk: T[]) => Promise<void>) {
  for (let i = 0; i < items.length; i += size) await work(items.slice(i, i + size));
}

async function setUp(database: Database, count: number): Promise<number[]> {
  const { db } = database;
  await database.migrate();
  await ensureInvestmentReferenceData(db);
  await fillFromProvider(db, sandboxMarketData({ seed: SANDBOX_SEED }), FIRST_DAY, DAY);
  const clientCount = Math.ceil(count / PORTFOLIOS_PER_CLIENT);
  const portfolioIds: number[] = [];
  await inChunks(
    Array.from({ length: clientCount }, (_, i) => i),
    1_000,
    async (chunk) => {
      const clientRows = await insertBenchClients(db, 'valuation-bench', chunk);
      const portfolioRows = await db
        .insert(portfolios)
        .values(
          clientRows.flatMap((c, k) =>
            Array.from({ length: PORTFOLIOS_PER_CLIENT }, (_, g) => ({
              clientId: c.clientId,
              goalName: `Goal ${g + 1}`,
              riskLevel: 1 + ((k + g) % 5),
            })),
          ),
        )
        .returning({ id: portfolios.id });
      portfolioIds.push(...portfolioRows.map((p) => p.id));
    },
  );
  portfolioIds.length = count;
  await seedHoldings(database, portfolioIds[0]!, portfolioIds[portfolioIds.length - 1]!);
  return portfolioIds;
}

const PORTFOLIO_ACCOUNTS = sql.raw(TICKERS.map((ticker, n) => `('${ticker}', ${n})`).join(', '));

/** Portfolios per seeding transaction (each statement must stay under the pool's 15 s query timeout). */
const SEED_CHUNK = 5_000;

/**
 * Cash of RM 0–99.99 and 0.5–100.5 units of each of the 7 ETFs per portfolio, as one journal per 1,000 portfolios
 * (client postings against GATEWAY_CLEARING and CUSTODY_UNITS). Written in bulk SQL with the ledger's triggers off
 * for the setup's own transactions (session_replication_role = replica): posting 800,000 rows through the triggers
 * took over 20 minutes on the loaded machine, and the setup is not what is measured. Each chunk is checked the way
 * the ledger's invariants read it (ledger-invariants.ts: journals balance per asset, balances = their postings), so
 * the seed is a ledger the triggers would have accepted.
 */
async function seedHoldings(database: Database, first: number, last: number) {
  for (let lo = first; lo <= last; lo += SEED_CHUNK) {
    const hi = Math.min(last, lo + SEED_CHUNK - 1);
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.execute(
        sql`insert into ledger_accounts (key, kind, portfolio_id, asset, normal_side, non_negative, balance)
            select 'CLIENT_CASH:' || p.id || ':MYR', 'CLIENT_CASH', p.id, 'MYR', 'CREDIT', true, (p.id * 7919) % 10000
            from portfolios p where p.id between ${lo} and ${hi}
            union all
            select 'CLIENT_UNITS:' || p.id || ':' || t.ticker, 'CLIENT_UNITS', p.id, t.ticker, 'CREDIT', true,
                   500000 + ((p.id + 1)::bigint * (t.n + 3) * 104729) % 100000000
            from portfolios p cross join (values ${PORTFOLIO_ACCOUNTS}) t(ticker, n)
            where p.id between ${lo} and ${hi}`,
      );
      await tx.execute(
        sql`insert into ledger_journals (idempotency_key, kind, memo, content_hash, effective_date)
            select 'bench-holdings:' || g || ':' || ${lo}, 'DEPOSIT', 'valuation benchmark seed', 'bench',
                   ${FIRST_DAY}::date
            from generate_series(${Math.floor(lo / PER_JOURNAL)}::int, ${Math.floor(hi / PER_JOURNAL)}::int) g`,
      );
      await tx.execute(
        sql`insert into ledger_accounts (key, kind, portfolio_id, asset, normal_side, non_negative, balance)
            select case when asset = 'MYR' then 'GATEWAY_CLEARING::MYR' else 'CUSTODY_UNITS::' || asset end,
                   case when asset = 'MYR' then 'GATEWAY_CLEARING' else 'CUSTODY_UNITS' end,
                   null, asset, 'DEBIT', false, sum(balance)
            from ledger_accounts where portfolio_id between ${lo} and ${hi}
            group by asset
            on conflict (key) do update set balance = ledger_accounts.balance + excluded.balance`,
      );
      await tx.execute(
        sql`insert into ledger_postings (journal_id, account_id, amount)
            select j.id, a.id, -a.balance
            from ledger_accounts a
            join ledger_journals j
              on j.idempotency_key = 'bench-holdings:' || (a.portfolio_id / ${PER_JOURNAL}) || ':' || ${lo}
            where a.portfolio_id between ${lo} and ${hi} and a.balance <> 0
            union all
            select j.id, o.id, s.total
            from (select portfolio_id / ${PER_JOURNAL} as g, asset, sum(balance) as total
                  from ledger_accounts where portfolio_id between ${lo} and ${hi}
                  group by 1, 2) s
            join ledger_journals j on j.idempotency_key = 'bench-holdings:' || s.g || ':' || ${lo}
            join ledger_accounts o
              on o.key = case when s.asset = 'MYR' then 'GATEWAY_CLEARING::MYR' else 'CUSTODY_UNITS::' || s.asset end
            where s.total <> 0`,
      );
      const check = (await tx.execute(
        sql`select
              (select count(*)::int from (
                 select j.id from ledger_journals j
                 join ledger_postings p on p.journal_id = j.id join ledger_accounts a on a.id = p.account_id
                 where j.idempotency_key like ${`bench-holdings:%:${lo}`}
                 group by j.id, a.asset having sum(p.amount) <> 0) u) as unbalanced,
              (select count(*)::int from ledger_accounts a
                 where a.portfolio_id between ${lo} and ${hi}
                   and a.balance <> -coalesce((select sum(amount) from ledger_postings p where p.account_id = a.id), 0)
              ) as drifted`,
      )) as unknown as { rows: { unbalanced: number; drifted: number }[] };
      const { unbalanced, drifted } = check.rows[0]!;
      if (unbalanced > 0 || drifted > 0) throw new Error(`seed broke the ledger: ${unbalanced} / ${drifted}`);
    });
  }
}

/** Deposits of RM 50.00 into every 20th portfolio, dated the measured day. */
async function depositsOnDay(database: Database, portfolioIds: number[]) {
  const chosen = portfolioIds.filter((_, i) => i % 20 === 0);
  await inChunks(chosen, 100, async (chunk) => {
    await postJournals(
      database.db,
      chunk.map((portfolioId) => ({
        idempotencyKey: `bench-deposit:${portfolioId}`,
        kind: 'DEPOSIT',
        effectiveDate: DAY,
        postings: [
          { account: { kind: 'GATEWAY_CLEARING' as const }, amount: 5_000n },
          { account: { kind: 'CLIENT_CASH' as const, portfolioId }, amount: -5_000n },
        ],
      })),
    );
  });
  return chosen.length;
}

/**
 * CPU seconds of the database's server processes so far (PostgreSQL on this host, read from /proc), per backend:
 * a figure the other load on the machine moves far less than the wall time. Parallel workers are not counted (the
 * day's statements run without them).
 */
async function backendCpu(database: Database): Promise<Map<number, number>> {
  const { rows } = (await database.db.execute(
    sql`select pid from pg_stat_activity where datname = current_database() and backend_type = 'client backend'`,
  )) as unknown as { rows: { pid: number }[] };
  return new Map(rows.map((r) => [r.pid, processCpuSeconds(r.pid)]));
}

/** The work of one timed step: wall seconds and, on PostgreSQL, the CPU seconds of its backends. */
async function timed<T>(database: Database, kind: string, work: () => Promise<T>) {
  const before = kind === 'postgres' ? await backendCpu(database) : new Map<number, number>();
  const started = performance.now();
  const result = await work();
  const seconds = (performance.now() - started) / 1000;
  let cpu = 0;
  if (kind === 'postgres') {
    for (const [pid, now] of await backendCpu(database)) cpu += now - (before.get(pid) ?? 0);
  }
  return { result, seconds, cpu };
}

/** A digest of the measured day's snapshots and accruals. */
async function dayDigest(database: Database): Promise<string> {
  const { rows } = (await database.db.execute(
    sql`select (select md5(string_agg(concat_ws(' ', portfolio_id, value_sen, cash_sen, net_flow_sen,
                                                cumulative_flow_sen, growth_index), ';' order by portfolio_id))
                from portfolio_valuations where valuation_date = ${DAY}::date)
            || (select md5(string_agg(concat_ws(' ', portfolio_id, value_sen, days, amount_sen), ';'
                                      order by portfolio_id))
                from fee_accruals where accrual_date = ${DAY}::date) as digest`,
  )) as unknown as { rows: { digest: string }[] };
  return rows[0]!.digest;
}

async function measure(kind: 'postgres' | 'pglite'): Promise<string> {
  const count = COUNTS[kind]!;
  let database: Database;
  let drop = async () => undefined as void;
  if (kind === 'postgres') {
    const fresh = await freshPostgres('valuation');
    database = await openDatabase({ databaseUrl: fresh.url, dataDir: 'memory://', poolSize: 4 });
    // BENCH_KEEP_DATABASE=1 leaves the valued database behind for EXPLAIN (ANALYZE) of the day's statements.
    if (process.env.BENCH_KEEP_DATABASE) process.stdout.write(`keeping ${fresh.url}\n`);
    else drop = fresh.drop;
  } else {
    database = await openDatabase({ dataDir: 'memory://' });
  }
  try {
    const setupStarted = performance.now();
    const ids = await setUp(database, count);
    const deposits = await depositsOnDay(database, ids);
    if (kind === 'postgres') await database.db.execute(sql`analyze`);
    const setupSeconds = (performance.now() - setupStarted) / 1000;
    const fees = feeScheduleOf({});

    const firstRun = await timed(database, kind, () => valueTradingDay(database.db, FIRST_DAY, { fees }));
    const dayRun = await timed(database, kind, () => valueTradingDay(database.db, DAY, { fees }));
    const first = firstRun.result;
    const day = dayRun.result;
    const seconds = dayRun.seconds;
    const firstSeconds = firstRun.seconds;
    // Valued again: the same rows (idempotency), and what a repeated trade run's valuation costs.
    const written = await dayDigest(database);
    const againRun = await timed(database, kind, () => valueTradingDay(database.db, DAY, { fees }));
    if ((await dayDigest(database)) !== written) throw new Error(`valuing ${DAY} again changed its rows`);
    const cpu = (run: { cpu: number }) => (kind === 'postgres' ? `, database CPU ${run.cpu.toFixed(1)} s` : '');

    const [holdings] = (
      (await database.db.execute(
        sql`select count(*)::int as n from ledger_accounts where kind = 'CLIENT_UNITS' and balance <> 0`,
      )) as unknown as { rows: { n: number }[] }
    ).rows;
    const load = (await import('node:os')).loadavg()[0]!.toFixed(1);
    const line =
      `${kind.padEnd(10)} ${count} portfolios, ${holdings!.n} holdings: day ${DAY} valued in ${seconds.toFixed(1)} s` +
      `${cpu(dayRun)} (${day.portfolios} snapshots, ${day.accruals} accruals, ${deposits} deposits that day; the ` +
      `first day, without a previous snapshot: ${firstSeconds.toFixed(1)} s${cpu(firstRun)} for ${first.portfolios}; ` +
      `the day again: ${againRun.seconds.toFixed(1)} s${cpu(againRun)}; setup ` +
      `${setupSeconds.toFixed(0)} s; load average ${load})`;
    return `${line}${kind === 'postgres' ? `  goal ≤ 15 s: ${seconds <= 15 ? 'met' : 'missed'}` : ''}`;
  } finally {
    await database.close();
    await drop();
  }
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
process.stdout.write(`\nValuation benchmark (${new Date().toISOString().slice(0, 10)})\n${lines.join('\n')}\n`);
