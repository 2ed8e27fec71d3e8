/**
 * Statement PDFs benchmark (issue #12): goal ≥ 20 statements a second per core.
 *
 * 1. render: one realistic statement (a Chinese name and address, two portfolios, seven holdings of which four in
 *    US dollars, 25 transactions; and the same with a Tamil name) drawn BENCH_RENDERS times (default 300) in this
 *    one thread after a warm-up. Per core = per thread: pdfkit is synchronous JavaScript. Reported against wall
 *    time and against this process's CPU time (on a shared, loaded machine the CPU figure is the one that travels).
 * 2. job: the monthly job end to end (gather from the database, render, encrypt, store, index) for BENCH_CLIENTS
 *    clients (default 300) with two portfolios each, on PGlite and (with BENCH_DATABASE_URL or TEST_DATABASE_URL)
 *    on PostgreSQL, into an in-memory file store.
 *
 *   npx tsx bench/statements.ts
 *   BENCH_RENDERS=100 BENCH_CLIENTS=100 BENCH_ENGINES=pglite npx tsx bench/statements.ts
 */
import { loadavg } from 'node:os';
import type { Database } from '../apps/server/src/db/connection';
import { portfolios } from '../apps/server/src/db/schema/portfolios';
import { clientTransactions } from '../apps/server/src/db/schema/transactions';
import { portfolioValuations } from '../apps/server/src/db/schema/valuations';
import type { FileStore } from '../apps/server/src/modules/files/file-store';
import { FileNotFoundError } from '../apps/server/src/modules/files/file-store';
import { ensureInvestmentReferenceData } from '../apps/server/src/modules/investment-profile/reference-data';
import { postJournals } from '../apps/server/src/modules/ledger/post-journals';
import { importPricesCsv } from '../apps/server/src/modules/market-data/price-store';
import type { StatementDocument } from '../apps/server/src/modules/statements/statement-document';
import { DEFAULT_FOOTER } from '../apps/server/src/modules/statements/statement-footer';
import { statementFonts } from '../apps/server/src/modules/statements/statement-fonts';
import { produceStatementsForPeriod } from '../apps/server/src/modules/statements/statement-job';
import { renderStatementPdf } from '../apps/server/src/modules/statements/statement-pdf';
import { monthPeriod } from '../apps/server/src/modules/statements/statement-period';
import { insertBenchClients } from './support/bench-clients';
import { withBenchDatabase } from './support/bench-database';
import { POSTGRES_ADMIN_URL } from './support/postgres';

const RENDERS = Number(process.env.BENCH_RENDERS ?? 300);
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 300);
const ENGINES = (process.env.BENCH_ENGINES ?? 'pglite,postgres').split(',');
const OCTOBER = monthPeriod(2026, 10);
const GOAL = 20;

const HOLDINGS = [
  ['VTI', 'Vanguard Total Stock Market ETF', 'USD', '250.123456', 12_345_678n],
  ['VEA', 'Vanguard FTSE Developed Markets ETF', 'USD', '51.230000', 40_000_000n],
  ['BND', 'Vanguard Total Bond Market ETF', 'USD', '72.500000', 25_500_000n],
  ['GLD', 'SPDR Gold Shares', 'USD', '245.100000', 3_250_000n],
  ['0820EA', 'FTSE Bursa Malaysia KLCI ETF', 'MYR', '1.500000', 1_000_000_000n],
  ['0821EA', 'MyETF Dow Jones Islamic Market Malaysia Titans 25', 'MYR', '1.020000', 500_000_000n],
  ['0800EA', 'ABF Malaysia Bond Index Fund', 'MYR', '1.180000', 800_000_000n],
] as const;

function sampleDocument(name: string): StatementDocument {
  const section = (goalName: string, share: number) => {
    const holdings = HOLDINGS.map(([ticker, etfName, currency, price, units]) => ({
      ticker,
      name: etfName,
      // The donut's slices: a bond fund and gold besides the shares.
      assetClass: ticker === '0800EA' || ticker === 'BND' ? 'FIXED_INCOME' : ticker === 'GLD' ? 'GOLD' : 'EQUITY',
      units: (units * BigInt(share)) / 100n,
      currency,
      price,
      priceDate: '2026-10-30',
      fx: currency === 'USD' ? '4.432100' : null,
      valueSen: 123_456n * BigInt(share),
    }));
    const transactions = Array.from({ length: 25 }, (_, i) => ({
      date: `2026-10-${String(1 + (i % 30)).padStart(2, '0')}`,
      type: (['DEPOSIT', 'INVESTMENT', 'FEE', 'WITHDRAWAL', 'TRANSFER_IN'] as const)[i % 5]!,
      status: 'COMPLETED' as const,
      description: i % 5 === 0 ? `Online banking, Maybank` : null,
      // Written out in the statement's language from these facts, as the real statements are.
      descriptionFields: i % 5 === 0 ? ({ kind: 'ONLINE_BANKING', bank: 'Maybank' } as const) : null,
      amountSen: BigInt(10_000 + i * 1_234),
    }));
    const money = {
      openingSen: 9_800_00n,
      closingSen: 13_640_01n,
      netFlowSen: 2_000_00n,
      feesSen: 8_50n,
      gainSen: 1_840_01n,
      dividendsSen: 0n,
      withholdingSen: 0n,
      purificationSen: 0n,
    };
    return {
      goalName,
      riskLevelName: 'Balanced',
      ...money,
      openingDate: '2026-09-30',
      closingDate: '2026-10-30',
      cashSen: 500_00n,
      holdings,
      holdingsTotalSen: 13_640_01n,
      usdMyr: '4.432100',
      transactions,
      totals: [],
      returns: {
        period: { twr: '0.157915', mwr: '0.160761', unavailableReason: null },
        yearToDate: { twr: '0.134757', mwr: '0.151865', unavailableReason: null },
      },
    };
  };
  return {
    period: OCTOBER,
    issuedOn: '2026-11-01',
    client: {
      name,
      addressLines: ['No. 12, Jalan Ampang', 'Taman Melati', '50450 Kuala Lumpur', 'Malaysia'],
      reference: 'A1B2C3D4',
    },
    summary: {
      openingSen: 19_600_00n,
      closingSen: 27_280_02n,
      netFlowSen: 4_000_00n,
      feesSen: 17_00n,
      gainSen: 3_680_02n,
      dividendsSen: 0n,
      withholdingSen: 0n,
      purificationSen: 0n,
    },
    portfolios: [section('Retirement', 100), section('Rumah pertama', 60)],
    combinedReturns: {
      period: { twr: '0.151204', mwr: '0.153318', unavailableReason: null },
      yearToDate: { twr: '0.130021', mwr: '0.144906', unavailableReason: null },
    },
    language: 'en',
    footer: DEFAULT_FOOTER,
  };
}

async function renderBench(): Promise<string[]> {
  const fontsStarted = performance.now();
  statementFonts();
  const fontsMs = performance.now() - fontsStarted;
  const documents = [sampleDocument('陈伟明'), sampleDocument('முருகன் கிருஷ்ணன்')];
  for (let i = 0; i < 20; i += 1) await renderStatementPdf(documents[i % 2]!);
  let bytes = 0;
  const cpu = process.cpuUsage();
  const started = performance.now();
  for (let i = 0; i < RENDERS; i += 1) bytes += (await renderStatementPdf(documents[i % 2]!)).length;
  const seconds = (performance.now() - started) / 1000;
  const used = process.cpuUsage(cpu);
  const cpuSeconds = (used.user + used.system) / 1e6;
  const perCore = RENDERS / cpuSeconds;
  return [
    `render     ${RENDERS} statements (2 portfolios, 7 holdings, 25 transactions each; Chinese and Tamil names): ` +
      `${(RENDERS / seconds).toFixed(1)}/s wall, ${perCore.toFixed(1)}/s per CPU-second ` +
      `(${((cpuSeconds / RENDERS) * 1000).toFixed(1)} ms CPU each, ${Math.round(bytes / RENDERS / 1024)} KB each; ` +
      `fonts loaded once in ${fontsMs.toFixed(0)} ms)  goal ≥ ${GOAL}/s/core: ${perCore >= GOAL ? 'met' : 'missed'}`,
  ];
}

function memoryFileStore(): FileStore {
  const files = new Map<string, Buffer>();
  return {
    kind: 'disk',
    async put(key, data) {
      files.set(key, data);
    },
    async get(key) {
      const data = files.get(key);
      if (!data) throw new FileNotFoundError(key);
      return data;
    },
    async delete(key) {
      files.delete(key);
    },
  };
}

async function setUp(database: Database): Promise<void> {
  const { db } = database;
  await database.migrate();
  await ensureInvestmentReferenceData(db);
  const prices = [
    'date,symbol,close',
    '2026-10-30,VTI,250.123456',
    '2026-10-30,0820EA,1.500000',
    '2026-10-30,USDMYR,4.432100',
  ];
  await importPricesCsv(db, prices.join('\n'), new Set(['VTI', '0820EA', 'USDMYR']));
  for (let start = 0; start < CLIENTS; start += 50) {
    const chunk = Array.from({ length: Math.min(50, CLIENTS - start) }, (_, i) => start + i);
    const clientRows = await insertBenchClients(db, 'statement-bench', chunk, (i) =>
      i % 2 === 0 ? '陈伟明' : 'முருகன்',
    );
    const portfolioRows = await db
      .insert(portfolios)
      .values(
        clientRows.flatMap((c) => [
          { clientId: c.clientId, goalName: 'Retirement', riskLevel: 3, createdAt: new Date('2026-08-01T00:00:00Z') },
          { clientId: c.clientId, goalName: 'House', riskLevel: 5, createdAt: new Date('2026-08-01T00:00:00Z') },
        ]),
      )
      .returning({ id: portfolios.id, clientId: portfolios.clientId });
    await postJournals(
      db,
      portfolioRows.flatMap((p) => [
        {
          idempotencyKey: `statement-bench:cash:${p.id}`,
          kind: 'DEPOSIT',
          effectiveDate: '2026-09-01',
          postings: [
            { account: { kind: 'GATEWAY_CLEARING' as const }, amount: 500_00n },
            { account: { kind: 'CLIENT_CASH' as const, portfolioId: p.id }, amount: -500_00n },
          ],
        },
        ...(['VTI', '0820EA'] as const).map((ticker) => ({
          idempotencyKey: `statement-bench:units:${p.id}:${ticker}`,
          kind: 'INVEST',
          effectiveDate: '2026-09-02',
          postings: [
            { account: { kind: 'CUSTODY_UNITS' as const, ticker }, amount: 10_000_000n },
            { account: { kind: 'CLIENT_UNITS' as const, portfolioId: p.id, ticker }, amount: -10_000_000n },
          ],
        })),
      ]),
    );
    // A snapshot every weekday of September and October, as the valuation job writes them.
    const days: string[] = [];
    for (
      let d = new Date('2026-09-01T00:00:00Z');
      d <= new Date('2026-10-31T00:00:00Z');
      d.setUTCDate(d.getUTCDate() + 1)
    ) {
      if (d.getUTCDay() !== 0 && d.getUTCDay() !== 6) days.push(d.toISOString().slice(0, 10));
    }
    await db.insert(portfolioValuations).values(
      portfolioRows.flatMap((p) =>
        days.map((day, i) => ({
          portfolioId: p.id,
          valuationDate: day,
          cashSen: 500_00n,
          investedSen: 11_000_00n + BigInt(i * 1_000),
          valueSen: 11_500_00n + BigInt(i * 1_000),
          netFlowSen: i === 0 ? 11_500_00n : 0n,
          cumulativeFlowSen: 11_500_00n,
          growthIndex: (1 + i / 10_000).toFixed(6),
        })),
      ),
    );
    await db.insert(clientTransactions).values(
      portfolioRows.flatMap((p) =>
        Array.from({ length: 10 }, (_, i) => ({
          clientId: p.clientId,
          portfolioId: p.id,
          type: i % 3 === 0 ? 'FEE' : 'DEPOSIT',
          status: 'COMPLETED',
          amountSen: BigInt(1_000 + i),
          sourceType: 'bench',
          sourceId: `${p.id}:${i}`,
          description: `Bench ${i}`,
          createdAt: new Date(`2026-10-${String(2 + i * 2).padStart(2, '0')}T03:00:00Z`),
        })),
      ),
    );
  }
}

async function jobBench(kind: 'postgres' | 'pglite'): Promise<string> {
  return withBenchDatabase(kind, 'statements', 4, async (database) => {
    const setupStarted = performance.now();
    await setUp(database);
    const setupSeconds = (performance.now() - setupStarted) / 1000;
    const deps = { db: database.db, fileStore: memoryFileStore(), encryptionKey: Buffer.alloc(32, 7) };
    const logger = { info: () => undefined, warn: () => undefined, error: () => undefined };
    const cpu = process.cpuUsage();
    const started = performance.now();
    const summary = await produceStatementsForPeriod(deps, OCTOBER, logger);
    const seconds = (performance.now() - started) / 1000;
    const used = process.cpuUsage(cpu);
    const cpuSeconds = (used.user + used.system) / 1e6;
    // PGlite runs in this thread, so its CPU is in the figure; PostgreSQL's server time is not.
    return (
      `job ${kind.padEnd(8)} ${summary.produced} clients × 2 portfolios: ${seconds.toFixed(1)} s = ` +
      `${(summary.produced / seconds).toFixed(1)} statements/s wall, ${(summary.produced / cpuSeconds).toFixed(1)} per ` +
      `CPU-second of this process (setup ${setupSeconds.toFixed(1)} s)`
    );
  });
}

const lines = await renderBench();
process.stdout.write(`${lines[0]}\n`);
for (const kind of ENGINES.filter((e) => e === 'pglite' || e === 'postgres')) {
  if (kind === 'postgres' && !POSTGRES_ADMIN_URL) {
    lines.push('job postgres skipped: set BENCH_DATABASE_URL or TEST_DATABASE_URL');
    continue;
  }
  lines.push(await jobBench(kind as 'postgres' | 'pglite'));
  process.stdout.write(`${lines.at(-1)}\n`);
}
process.stdout.write(
  `\nStatement benchmark (${new Date().toISOString().slice(0, 10)}, load average ${loadavg()[0]!.toFixed(1)} on ` +
    `2 cores)\n${lines.join('\n')}\n`,
);
