import { eq, max, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAppTradeRunner } from '../src/app';
import { marketPrices } from '../src/db/schema/market-data';
import { tradeRuns } from '../src/db/schema/trading';
import { ensureInvestmentReferenceData } from '../src/modules/investment-profile/reference-data';
import { JobQueue } from '../src/modules/jobs/job-queue';
import { startScheduledJobs } from '../src/modules/jobs/scheduled-jobs';
import { malaysiaDate, tradeDateOfScheduledRun } from '../src/modules/trading/trade-calendar';
import { addDays } from '../src/modules/returns/calendar-days';
import { testDatabases, type TestDatabase } from './databases';
import { fillPrices, testMarketData } from './helpers/trading-fixtures';

/**
 * The job queue (pg-boss 10) on both engines: its schema is created in the app's database, the jobs the server
 * starts with do their work, and a scheduled job runs once per slot however many instances are running.
 */

const silent = { info: () => undefined, warn: () => undefined, error: () => undefined };

/** Polls until `check` holds (the queue works in the background); fails after `timeoutMs`. */
async function eventually(check: () => Promise<boolean>, timeoutMs = 30_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('condition not reached in time');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe.each(testDatabases())('job queue on $name', (kind) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await kind.open();
    await ensureInvestmentReferenceData(database.db);
  });
  afterAll(async () => {
    await database?.dispose();
  });

  it('creates its schema in the app database, and two instances starting at once agree on it', async () => {
    const second = await database.openAnother();
    const a = new JobQueue({ database, logger: silent });
    const b = new JobQueue({ database: second, logger: silent });
    await Promise.all([a.start(), b.start()]);
    const { rows } = await database.executeSql('select version from pgboss.version');
    expect(rows).toHaveLength(1);
    await Promise.all([a.stop(), b.stop()]);
  });

  it('two instances run a scheduled job once per slot', async () => {
    const second = await database.openAnother();
    const runs: { instance: string; slot: number }[] = [];
    const queues = ['A', 'B'].map(
      (instance, i) =>
        [
          instance,
          new JobQueue({
            database: i === 0 ? database : second,
            logger: silent,
            pollingIntervalSeconds: 0.5,
            cronMonitorIntervalSeconds: 1,
          }),
        ] as const,
    );
    for (const [, queue] of queues) await queue.start();
    for (const [instance, queue] of queues) {
      await queue.define({
        name: 'every-minute-probe',
        cron: '* * * * *',
        handler: async () => {
          runs.push({ instance, slot: Math.floor(Date.now() / 60_000) });
        },
      });
    }
    await eventually(async () => runs.length > 0);
    // Both instances check the schedule every second: give each several more chances to send it again.
    await new Promise((resolve) => setTimeout(resolve, 5_000));
    await Promise.all(queues.map(([, queue]) => queue.stop()));
    const perSlot = new Map<number, number>();
    for (const run of runs) perSlot.set(run.slot, (perSlot.get(run.slot) ?? 0) + 1);
    expect([...perSlot.values()].every((n) => n === 1)).toBe(true);
  });

  it('a job this instance sends starts at once, however long its idle worker would wait', async () => {
    const queue = new JobQueue({ database, logger: silent, pollingIntervalSeconds: 300 });
    await queue.start();
    const received: unknown[] = [];
    try {
      await queue.define<{ requestId: string }>({
        name: 'on-demand-probe',
        handler: async (data) => {
          received.push(data);
        },
      });
      await queue.send('on-demand-probe', { requestId: 'r1' });
      await eventually(async () => received.length > 0, 15_000);
      expect(received).toEqual([{ requestId: 'r1' }]);
    } finally {
      await queue.stop();
    }
  });

  it('at start it brings the market data up to today and runs the trade date it missed', async () => {
    const today = malaysiaDate(new Date());
    // A database whose prices stop a week ago, as after a week switched off.
    await fillPrices(database.db, addDays(today, -14), addDays(today, -7));
    const jobs = await startScheduledJobs({
      database,
      logger: silent,
      runner: createAppTradeRunner(database, testMarketData(), { mailer: undefined, log: silent }),
      marketData: testMarketData(),
      queue: { pollingIntervalSeconds: 0.5 },
    });
    try {
      const missed = tradeDateOfScheduledRun(new Date());
      await eventually(async () => {
        const [run] = await database.db.select().from(tradeRuns).where(eq(tradeRuns.tradeDate, missed));
        return run?.status === 'COMPLETED';
      });
      await eventually(async () => {
        const [row] = await database.db.select({ latest: max(marketPrices.tradeDate) }).from(marketPrices);
        return (row?.latest ?? '') >= missed;
      });
      const [count] = await database.db
        .select({ n: sql<number>`count(distinct ${marketPrices.symbol})::int` })
        .from(marketPrices)
        .where(eq(marketPrices.tradeDate, missed));
      expect(count!.n).toBe(testMarketData().symbols.length);
    } finally {
      await jobs.stop();
    }
  });
});
