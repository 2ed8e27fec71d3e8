import PgBoss from 'pg-boss';
import type { Database } from '../../db/connection';
import { jobDuration, jobFailures } from '../../metrics/registry';

/**
 * The durable job queue (GUIDE "jobs"): pg-boss 10 in the database's `pgboss` schema, on PostgreSQL and on the
 * embedded PGlite alike. pg-boss runs its SQL through `Database.executeSql` (the app's own pool, or the PGlite
 * handle with its script-in-a-transaction rule), so it needs no connection of its own and survives an embedded
 * engine being reopened. pg-boss creates (or migrates) its schema at start under an advisory lock, so several
 * instances may start at once.
 *
 * One run per job across instances: a scheduled job is sent once per cron slot whatever the number of instances
 * (pg-boss elects one instance per cron check and sends with a singleton key), and a queue with the 'singleton'
 * policy hands at most one job to one worker at a time. The handlers are idempotent besides (docs/money.md).
 */

export interface JobLogger {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface JobDefinition<T extends object = object> {
  name: string;
  /** Cron (5 fields) in `timeZone`; omit for a job only sent on demand. */
  cron?: string;
  timeZone?: string;
  /** 'singleton': one job of this queue active at a time across every instance. */
  policy?: 'standard' | 'singleton';
  retryLimit?: number;
  retryDelaySeconds?: number;
  /** A job running longer than this is failed (and retried): its worker is presumed dead. */
  expireInSeconds?: number;
  handler(data: T): Promise<void>;
}

export interface JobQueueOptions {
  database: Pick<Database, 'executeSql'>;
  logger: JobLogger;
  /**
   * How often an idle worker looks for jobs (pg-boss's minimum is 0.5 s; default IDLE_POLL_SECONDS). A job this
   * instance sends wakes its own worker at once, whatever this says.
   */
  pollingIntervalSeconds?: number;
  /** How often each instance checks the schedules (tests make it short; pg-boss's default is 30 s). */
  cronMonitorIntervalSeconds?: number;
}

/**
 * An idle worker's poll. Every poll is a statement per queue (a dozen queues), and on the embedded engine each runs
 * on the event loop, beside the requests: pg-boss's default of 2 s made five a second, all day (bench/README.md,
 * "An idle server's CPU"). The jobs are daily or hourly schedules, which may start half a minute late, and
 * on-demand jobs, which wake the worker of the instance that sends them (send below).
 */
const IDLE_POLL_SECONDS = 30;

export class JobQueue {
  readonly #boss: PgBoss;
  readonly #options: JobQueueOptions;
  /** This instance's worker of each queue, to wake when this instance sends it a job. */
  readonly #workers = new Map<string, string>();
  #started = false;

  constructor(options: JobQueueOptions) {
    this.#options = options;
    const cronSeconds = options.cronMonitorIntervalSeconds ?? 30;
    this.#boss = new PgBoss({
      db: { executeSql: (text: string, values?: unknown[]) => options.database.executeSql(text, values) },
      schedule: true,
      supervise: true,
      cronMonitorIntervalSeconds: cronSeconds,
      cronWorkerIntervalSeconds: Math.min(cronSeconds, 5),
      clockMonitorIntervalSeconds: 600,
      maintenanceIntervalSeconds: 300,
    });
    // A lost database makes pg-boss's timers fail until it is back: log, never crash (GUIDE §11).
    this.#boss.on('error', (err) => options.logger.warn({ err }, 'job queue: an operation failed; it will retry'));
  }

  /** Creates or migrates the queue's schema; call before define(). */
  async start(): Promise<void> {
    await this.#boss.start();
    this.#started = true;
  }

  /** Creates the job's queue, its schedule (if any) and this instance's worker. */
  async define<T extends object>(job: JobDefinition<T>): Promise<void> {
    const { logger } = this.#options;
    await this.#boss.createQueue(job.name, {
      name: job.name,
      policy: job.policy ?? 'standard',
      retryLimit: job.retryLimit ?? 3,
      retryDelay: job.retryDelaySeconds ?? 60,
      retryBackoff: true,
      expireInSeconds: job.expireInSeconds ?? 15 * 60,
    });
    if (job.cron) await this.#boss.schedule(job.name, job.cron, {}, { tz: job.timeZone ?? 'UTC' });
    const worker = await this.#boss.work<T>(
      job.name,
      { pollingIntervalSeconds: this.#options.pollingIntervalSeconds ?? IDLE_POLL_SECONDS, batchSize: 1 },
      async ([current]) => {
        if (!current) return;
        const started = Date.now();
        const end = jobDuration.startTimer({ queue: job.name });
        try {
          await job.handler(current.data ?? ({} as T));
          end({ outcome: 'done' });
          logger.info({ job: job.name, id: current.id, ms: Date.now() - started }, 'job done');
        } catch (err) {
          end({ outcome: 'failed' });
          jobFailures.inc({ queue: job.name });
          logger.error({ err, job: job.name, id: current.id }, 'job failed; pg-boss retries it');
          throw err;
        }
      },
    );
    this.#workers.set(job.name, worker);
  }

  /**
   * Queues a job now. With `singletonKey` and `singletonSeconds`, one job per key and time slot: every instance
   * may send it at start and it runs once. Answers the job id, or null when the send was a duplicate. This
   * instance's worker of that queue looks for it at once (another instance's finds it at its next poll).
   */
  async send(
    name: string,
    data: object,
    options: { singletonKey?: string; singletonSeconds?: number } = {},
  ): Promise<string | null> {
    const id = await this.#boss.send(name, data, options);
    const worker = this.#workers.get(name);
    if (id !== null && worker !== undefined) this.#boss.notifyWorker(worker);
    return id;
  }

  /** Stops taking jobs and waits (up to `timeoutMs`) for the running ones; the database stays open. */
  async stop(timeoutMs = 8_000): Promise<void> {
    if (!this.#started) return;
    this.#started = false;
    await this.#boss.stop({ graceful: true, wait: true, close: false, timeout: timeoutMs });
  }
}
