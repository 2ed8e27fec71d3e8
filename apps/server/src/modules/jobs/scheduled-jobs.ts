import { eq } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { tradeRuns } from '../../db/schema/trading';
import type { MarketDataProvider } from '../../providers/market-data/market-data-provider';
import { syncMarketData } from '../market-data/market-data-sync';
import { malaysiaDate, tradeDateOfScheduledRun } from '../trading/trade-calendar';
import { loadTradeCalendar } from '../trading/trade-calendar-settings';
import type { TradeRunner } from '../trading/trade-runner';
import { retryReferralRewards } from '../referral/reward-retry';
import { readRetentionSettings } from '../retention/retention-periods';
import { purgeExpired } from '../retention/retention-purge';
import { periodsToProduce, produceStatementsForPeriod } from '../statements/statement-job';
import type { StatementDeps } from '../statements/statement-service';
import { catchUpValuations, lastCompletedTradeDate } from '../valuation/catch-up';
import {
  produceExport,
  producePendingExports,
  purgeExpiredExports,
  type DataExportDeps,
} from '../data-rights/data-export.service';
import { scheduleClosedAccounts } from '../data-rights/erasure.service';
import { BACKUP_JOB, runScheduledBackup, type ScheduledBackupOptions } from '../backup/backup-job';
import { JobQueue, type JobLogger, type JobQueueOptions } from './job-queue';

/**
 * Malaysia time, the firm's working day, written as the fixed offset it is: Malaysia has kept UTC+8 all year,
 * without daylight saving, since 1982 (scheduled-jobs.test.ts checks every schedule against Asia/Kuala_Lumpur).
 * pg-boss works out every schedule's last slot every 30 s with cron-parser, in one synchronous stretch of the event
 * loop, and cron-parser takes about four times longer in a named zone than in a fixed offset (bench/README.md, "An
 * idle server's CPU").
 */
export const SCHEDULE_TIME_ZONE = 'UTC+8';

export const JOBS = {
  /** Stores the market data provider's closes through today: at start and every morning. */
  marketDataSync: { name: 'market-data-sync', cron: '0 6 * * *' },
  /**
   * The trade run of the previous weekday, Tuesday to Saturday at 06:30 Malaysia time: after Bursa's close
   * (17:00) and the US close (04:00/05:00), and after the morning's market data sync.
   */
  tradeRun: { name: 'trade-run', cron: '30 6 * * 2-6' },
  /**
   * Statements of the previous month (and on 1 January the previous year's annual summary), on the 1st at 09:00
   * Malaysia time: after that morning's trade run and valuation of the month's last trading day.
   */
  monthlyStatements: { name: 'monthly-statements', cron: '0 9 1 * *' },
  /**
   * Values every trading day not valued yet through the last completed trade run (docs/returns.md): daily at 07:30
   * Malaysia time, after the trade run whose own last step values its date, and at start. Normally a no-op.
   */
  valuationCatchUp: { name: 'valuation-catch-up', cron: '30 7 * * *' },
  /**
   * Pays the referral rewards whose listener failed when the referee's first deposit settled (docs/account.md
   * "Refer a friend"): every ten minutes. Normally finds nothing.
   */
  referralRewardRetry: { name: 'referral-reward-retry', cron: '*/10 * * * *' },
  /**
   * Produces the copies of their data clients asked for (docs/operations.md "Personal-data requests"): sent at
   * once by the request (`{ requestId }`), and a sweep every five minutes for any request the send missed.
   */
  dataExport: { name: 'data-export', cron: '*/5 * * * *' },
  /** Purges expired copies and schedules the erasure of accounts closed since: hourly. */
  dataRightsHousekeeping: { name: 'data-rights-housekeeping', cron: '15 * * * *' },
  /**
   * Purges what has served its purpose on the RETENTION periods (docs/operations.md "Retention"): daily at 03:15
   * Malaysia time, the quietest hour, far from the trade run.
   */
  retention: { name: 'retention', cron: '15 3 * * *' },
  /**
   * The recurring deposits' collections run of the day (docs/goals.md "Recurring deposits"): daily at 08:00 Malaysia
   * time, when banks take direct debits; once across instances (singleton), idempotent per schedule date.
   */
  recurringCollections: { name: 'recurring-collections', cron: '0 8 * * *' },
} as const;

export interface ScheduledJobsOptions {
  database: Pick<Database, 'db' | 'executeSql' | 'kind'>;
  logger: JobLogger;
  runner: TradeRunner;
  marketData: MarketDataProvider;
  /** Without it the statements job is not defined (tests of the other jobs). */
  statements?: StatementDeps | undefined;
  /** Without it the personal-data jobs are not defined (tests of the other jobs). */
  dataRights?: DataExportDeps | undefined;
  /** Without it (or with BACKUP_CRON=off) the scheduled backup is not defined (modules/backup/backup-job.ts). */
  backup?: Omit<ScheduledBackupOptions, 'logger'> | undefined;
  now?: () => Date;
  queue?: Partial<Pick<JobQueueOptions, 'pollingIntervalSeconds' | 'cronMonitorIntervalSeconds'>>;
  /** The collections run of a date (default today); without it the job is not defined (tests of the other jobs). */
  collections?: ((date?: string) => Promise<object>) | undefined;
}

/**
 * Starts the queue with the server (main.ts) and defines the scheduled jobs; stop it before the database closes.
 * At start each instance also asks for a market data sync and, if the last scheduled run's date has no completed
 * run (the server was down at 06:30), for that run: throttled so that several instances starting together send
 * each once.
 */
export async function startScheduledJobs(options: ScheduledJobsOptions): Promise<JobQueue> {
  const { database, logger, runner, marketData } = options;
  const now = options.now ?? (() => new Date());
  const queue = new JobQueue({ database, logger, ...options.queue });
  await queue.start();

  await queue.define({
    name: JOBS.marketDataSync.name,
    cron: JOBS.marketDataSync.cron,
    timeZone: SCHEDULE_TIME_ZONE,
    policy: 'singleton',
    async handler() {
      const written = await syncMarketData(database.db, marketData, malaysiaDate(now()));
      if (written > 0) logger.info({ written }, 'market data synchronised');
    },
  });
  await queue.define<{ tradeDate?: string }>({
    name: JOBS.tradeRun.name,
    cron: JOBS.tradeRun.cron,
    timeZone: SCHEDULE_TIME_ZONE,
    policy: 'singleton',
    // Missing closes or a failed unit: try again every ten minutes or so, for about an hour.
    retryLimit: 6,
    retryDelaySeconds: 600,
    expireInSeconds: 60 * 60,
    async handler(data) {
      const tradeDate = data.tradeDate ?? tradeDateOfScheduledRun(now(), await loadTradeCalendar(database.db));
      const summary = await runner.run(tradeDate);
      logger.info({ tradeDate, steps: summary.steps }, 'trade run completed');
    },
  });

  const statements = options.statements;
  if (statements) {
    await queue.define<{ period?: string }>({
      name: JOBS.monthlyStatements.name,
      cron: JOBS.monthlyStatements.cron,
      timeZone: SCHEDULE_TIME_ZONE,
      policy: 'singleton',
      // A missing close fails the clients it affects: retry hourly for a day; the rest are already stored.
      retryLimit: 24,
      retryDelaySeconds: 3600,
      expireInSeconds: 2 * 60 * 60,
      async handler(data) {
        for (const period of periodsToProduce(data, now())) {
          const summary = await produceStatementsForPeriod(statements, period, logger);
          logger.info(summary, 'statements produced');
        }
      },
    });
  }

  await queue.define({
    name: JOBS.valuationCatchUp.name,
    cron: JOBS.valuationCatchUp.cron,
    timeZone: SCHEDULE_TIME_ZONE,
    policy: 'singleton',
    // A day whose closes are missing stops the catch-up there: try again later.
    retryLimit: 6,
    retryDelaySeconds: 600,
    // Each day commits on its own, so a long catch-up (years of history) that expires resumes where it stopped.
    expireInSeconds: 2 * 60 * 60,
    async handler() {
      const through = await lastCompletedTradeDate(database.db, tradeDateOfScheduledRun(now()));
      if (through === null) return;
      const report = await catchUpValuations(database.db, through);
      if (report.days > 0) logger.info({ ...report }, 'valuations caught up');
    },
  });

  await queue.define({
    name: JOBS.referralRewardRetry.name,
    cron: JOBS.referralRewardRetry.cron,
    timeZone: SCHEDULE_TIME_ZONE,
    policy: 'singleton',
    async handler() {
      const report = await retryReferralRewards(database.db, logger);
      if (report.decided + report.failed > 0) logger.info({ ...report }, 'referral rewards retried');
    },
  });

  const dataRights = options.dataRights;
  if (dataRights) {
    await queue.define<{ requestId?: number }>({
      name: JOBS.dataExport.name,
      cron: JOBS.dataExport.cron,
      timeZone: SCHEDULE_TIME_ZONE,
      retryLimit: 2,
      expireInSeconds: 60 * 60,
      async handler(data) {
        // One request (sent by the route) or the sweep; a failed build is marked FAILED, not retried.
        if (data.requestId) await produceExport(dataRights, data.requestId, now);
        else await producePendingExports(dataRights, now);
      },
    });
    await queue.define({
      name: JOBS.dataRightsHousekeeping.name,
      cron: JOBS.dataRightsHousekeeping.cron,
      timeZone: SCHEDULE_TIME_ZONE,
      policy: 'singleton',
      async handler() {
        const purged = await purgeExpiredExports(dataRights, now());
        const scheduled = await scheduleClosedAccounts(dataRights.db);
        if (purged + scheduled > 0) logger.info({ purged, scheduled }, 'personal-data requests: housekeeping');
      },
    });
  }

  const backup = options.backup;
  if (backup?.config.backup.cron) {
    await queue.define({
      name: BACKUP_JOB,
      cron: backup.config.backup.cron,
      timeZone: SCHEDULE_TIME_ZONE,
      policy: 'singleton',
      retryLimit: 2,
      retryDelaySeconds: 600,
      async handler() {
        await runScheduledBackup({ ...backup, logger, now });
      },
    });
  }

  await queue.define({
    name: JOBS.retention.name,
    cron: JOBS.retention.cron,
    timeZone: SCHEDULE_TIME_ZONE,
    policy: 'singleton',
    // Batches commit as they go: a purge cut short resumes where it stopped on the retry.
    expireInSeconds: 60 * 60,
    async handler() {
      const settings = await readRetentionSettings(database.db);
      for (const skipped of settings.skipped) logger.warn(skipped, 'retention: kind not purged');
      const purged = await purgeExpired(database.db, settings, { now: now(), vacuum: database.kind === 'pglite' });
      logger.info({ purged }, 'retention purge done');
    },
  });

  const collections = options.collections;
  if (collections) {
    await queue.define<{ date?: string }>({
      name: JOBS.recurringCollections.name,
      cron: JOBS.recurringCollections.cron,
      timeZone: SCHEDULE_TIME_ZONE,
      policy: 'singleton',
      // Each batch commits on its own and a date is collected at most once: a retried run resumes where it stopped.
      retryLimit: 6,
      retryDelaySeconds: 600,
      expireInSeconds: 60 * 60,
      async handler(data) {
        logger.info({ ...(await collections(data.date)) }, 'recurring collections run');
      },
    });
  }

  await queue.send(JOBS.marketDataSync.name, {}, { singletonKey: 'start', singletonSeconds: 60 });
  await queue.send(JOBS.valuationCatchUp.name, {}, { singletonKey: 'start', singletonSeconds: 300 });
  const lastDate = tradeDateOfScheduledRun(now(), await loadTradeCalendar(database.db));
  const [run] = await database.db
    .select({ status: tradeRuns.status })
    .from(tradeRuns)
    .where(eq(tradeRuns.tradeDate, lastDate));
  if (run?.status !== 'COMPLETED') {
    await queue.send(
      JOBS.tradeRun.name,
      { tradeDate: lastDate },
      { singletonKey: `catch-up:${lastDate}`, singletonSeconds: 300 },
    );
  }
  return queue;
}
