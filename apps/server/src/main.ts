import path from 'node:path';
import { IdentityPaths, ApiPaths } from '@harta/contracts/paths';
import { pino, type Logger } from 'pino';
import { buildApp, createMarketData, loggerOptions, tradeSteps, type App } from './app';
import { ConfigError, loadConfig, type Config } from './config/config';
import { openDatabase, type Database } from './db/connection';
import { DataFolderInUseError } from './db/data-folder-lock';
import { createIdentity } from './identity/create-identity';
import { startMetricsServer, type MetricsServer } from './metrics/metrics-server';
import type { JobQueue } from './modules/jobs/job-queue';
import { JOBS, startScheduledJobs } from './modules/jobs/scheduled-jobs';
import { buildAppSettings } from './modules/app-settings/app-settings';
import { serveBackupRequests } from './modules/backup/backup-requests';
import { removeInterruptedUploads } from './modules/files/file-store';
import { DEMO_ACCOUNTS, demoAccounts, demoStaffCopyEmail } from './seed/demo-seed';
import { startIdleHeapRelease } from './runtime/idle-heap-release';
import { seedDemoPilot, seedDemoPilotHistory } from './seed/demo-pilot';
import { seedReferenceData } from './seed/reference-data-seed';
import { secondFactorKeyFrom } from './identity/second-factor-secret';
import { seedDemoSecondFactors } from './seed/demo-second-factor';

/**
 * Process entry: settings → database (migrated) → demo data → identity server → HTTP app → listen → (a first
 * start's demo history) → scheduled jobs.
 * Several processes may do this against one PostgreSQL database at the same time: migrations take an advisory
 * lock and the seed only inserts with ON CONFLICT DO NOTHING.
 *
 * `npm start` runs this with `node --v8-pool-size=1 --max-semi-space-size=4`. Each of V8's helper threads keeps what
 * compiling PGlite's WebAssembly freed in a malloc arena of its own, so Node's default of four cost 40–90 MB resident
 * for nothing (bench/README.md, "V8's helper threads"). A young generation capped at 4 MB a semi-space (Node's
 * default grows to 16) stays in the CPU's cache beside argon2's 19 MiB per login: a login cost about 1 ms of CPU less
 * (bench/README.md, "The password grant: one argon2 thread per core, signatures inline, a small young generation").
 * Node flags only take effect when the process starts.
 */

/** How long a graceful shutdown may take before the process gives up waiting. */
const SHUTDOWN_TIMEOUT_MS = 10_000;

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (err) {
    // Before a logger exists: a plain, readable list of what to fix.
    process.stderr.write(`${err instanceof ConfigError ? err.message : String(err)}\n`);
    process.exit(1);
  }
}

function banner(config: Config, database: Database, listening: string): string {
  const lines = [
    '',
    `  Harta is running at ${config.publicUrl}  (listening on ${listening}, ${config.environment})`,
    `  Database: ${database.kind === 'pglite' ? `embedded PGlite in ${path.join(config.dataDir, 'db')}` : 'PostgreSQL'}`,
    `  API docs: ${config.publicUrl}${ApiPaths.docs}`,
  ];
  if (config.seedDemo) {
    const width = Math.max(...DEMO_ACCOUNTS.map((a) => a.email.length));
    lines.push('  Demo logins:');
    for (const account of DEMO_ACCOUNTS) {
      lines.push(`    ${account.email.padEnd(width)}  ${account.password.padEnd(10)}  ${account.note}`);
    }
    if (config.demoStaffCopies > 0) {
      const last = demoStaffCopyEmail('staff@example.com', config.demoStaffCopies);
      lines.push(`    and ${config.demoStaffCopies} copies of each staff login: copy1.staff@example.com … ${last}`);
    }
    if (config.demoHistoryYears > 0) {
      lines.push(
        "  On a first start the history of demo@example.com (and of amin@example.com's Shariah goal) is seeded now,",
        '  behind the running server (a minute or two; the log says "demo history seeded"); a restart keeps it.',
      );
    }
  }
  return `${lines.join('\n')}\n\n`;
}

/**
 * SIGTERM/SIGINT close the server (in-flight requests finish), then the job queue (running jobs finish or, cut
 * short, are retried by another instance or the next start), then the database. A second signal forces exit.
 */
function handleShutdown(
  logger: Logger,
  app: App,
  background: { jobs: Promise<JobQueue | undefined>; stop(): void },
  database: Database,
  metrics: MetricsServer | undefined,
): void {
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) {
      logger.warn({ signal }, 'second signal: exiting now');
      process.exit(1);
    }
    stopping = true;
    logger.info({ signal }, 'shutting down');
    // A demo history being seeded stops after its current date; the jobs start only after it.
    background.stop();
    setTimeout(() => {
      logger.error('shutdown timed out: exiting');
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS).unref();
    app
      .close()
      .then(() => background.jobs)
      .then((jobs) => jobs?.stop())
      .then(() => database.close())
      .then(() => metrics?.close())
      .then(() => {
        logger.info('stopped');
        process.exit(0);
      })
      .catch((err: unknown) => {
        logger.error({ err }, 'error during shutdown');
        process.exit(1);
      });
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

/**
 * An unhandled error leaves the process in an unknown state: log it with its stack and exit non-zero so the
 * supervisor restarts a clean instance (Node's own default, plus a log line).
 */
function handleCrashes(logger: Logger): void {
  process.on('unhandledRejection', (reason) => {
    logger.fatal({ err: reason }, 'unhandled promise rejection');
    process.exit(1);
  });
  process.on('uncaughtException', (err) => {
    logger.fatal({ err }, 'uncaught exception');
    process.exit(1);
  });
}

async function main(): Promise<void> {
  const config = readConfig();
  const logger = pino(loggerOptions(config));
  handleCrashes(logger);

  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: path.join(config.dataDir, 'db'),
    logger,
  });
  await database.migrate();
  // Dropdowns and parameters every installation needs (missing rows only: staff edits survive).
  await seedReferenceData(database.db);
  logger.info({ db: database.kind }, 'database ready');
  const interrupted = await removeInterruptedUploads(config);
  if (interrupted > 0) logger.info({ files: interrupted }, 'removed the temporaries of interrupted uploads');

  const marketData = createMarketData();
  const demoPilot = {
    config,
    steps: tradeSteps(database, { mailer: undefined, log: logger }),
    marketData,
    logger,
  };
  if (config.seedDemo) {
    // The demo history comes after the server answers (below): a newcomer sees the app at once.
    await seedDemoPilot(database.db, { ...demoPilot, history: false });
    // The documented demo second-factor secret, never in production (a production demo enrols at first sign-in).
    if (config.environment !== 'production') {
      const members = await seedDemoSecondFactors(
        database.db,
        secondFactorKeyFrom(config.files.encryptionKey),
        demoAccounts(config.demoStaffCopies),
      );
      if (members.length > 0) logger.info({ members }, 'demo staff second factor set');
    }
  }

  const identity = await createIdentity({
    issuer: `${config.publicUrl}${IdentityPaths.base}`,
    db: database.db,
    logger,
    accessTokenTtlSeconds: config.accessTokenTtlSeconds,
    refreshTokenAbsoluteTtlSeconds: config.refreshTokenTtlSeconds,
    corsOrigins: config.corsOrigins,
    cookieKeys: config.identityCookieKeys,
    clientRedirectUris: [buildAppSettings(config).redirectUri],
    secondFactorKey: secondFactorKeyFrom(config.files.encryptionKey),
  });

  // Reported by GET /api/health until done: the jobs start behind the serving server, after the demo history.
  const starting = new Set<string>(['scheduled-jobs']);
  const app = await buildApp({ config, database, identity, logger, marketData, starting: () => [...starting] });
  const tradeRunner = app.tradeRunner;
  let stopping = false;
  // A first start's demo history is seeded while the server answers (docs/returns.md "Demo history"; GET
  // /api/health lists `demo-history` under `starting` meanwhile). Then the job queue (pg-boss) in the same
  // database: market data each morning, the trade run after the close. The jobs wait for the history, whose
  // back-dated dates the start-up trade run and catch-up valuation must not overtake.
  const history = async () => {
    if (!config.seedDemo) return;
    starting.add('demo-history');
    try {
      await seedDemoPilotHistory(database.db, { ...demoPilot, shouldStop: () => stopping });
    } catch (err) {
      // The demo's history is not worth the server: it serves on, the history as far as it got.
      logger.error({ err }, 'demo history: seeding failed');
    } finally {
      starting.delete('demo-history');
    }
  };
  // What a first start's history or a burst of requests grew V8's heap to goes back once the server is quiet, and
  // at once when the start-up work behind the server is over (runtime/idle-heap-release.ts).
  const heap = startIdleHeapRelease();
  let startBackground!: () => void;
  const listening = new Promise<void>((resolve) => (startBackground = resolve));
  const jobs = listening.then(history).then(async () => {
    if (stopping) return undefined;
    const queue = await startScheduledJobs({
      database,
      logger,
      runner: tradeRunner,
      marketData,
      statements: app.statements,
      dataRights: app.dataRights.deps,
      backup: { database, config },
      collections: (date) => app.recurringDeposits.runCollections(date),
    });
    // New export requests go straight to the queue (the job's sweep catches any the send missed).
    app.dataRights.dispatcher.connect((requestId) => queue.send(JOBS.dataExport.name, { requestId }));
    starting.delete('scheduled-jobs');
    heap.workDone();
    return queue;
  });
  // `npm run backup` while the server runs: the server writes it from its own engine (docs/operations.md).
  serveBackupRequests({ database, config });
  // Prometheus's own listener (METRICS_PORT), loopback by default (docs/operations.md "Metrics, health and alerts").
  const metrics =
    config.metrics.port === undefined
      ? undefined
      : await startMetricsServer({ port: config.metrics.port, host: config.metrics.host, token: config.metrics.token });
  if (metrics) logger.info({ port: metrics.port, host: config.metrics.host }, 'metrics listener ready');
  jobs.catch((err: unknown) => {
    logger.fatal({ err }, 'the scheduled jobs did not start');
    process.exit(1);
  });
  handleShutdown(
    logger,
    app,
    {
      jobs: jobs.catch(() => undefined),
      stop: () => {
        stopping = true;
      },
    },
    database,
    metrics,
  );
  const address = await app.listen({ port: config.port, host: config.host });
  process.stdout.write(banner(config, database, address));
  startBackground();
}

main().catch((err: unknown) => {
  // Another process holds the data folder (docs/operations.md, "One process per data folder"): one plain line.
  if (err instanceof DataFolderInUseError) {
    process.stderr.write(`Harta cannot start: ${err.message}\n`);
    process.exit(1);
  }
  // Start-up failed (database unreachable, port taken …): say why and exit non-zero.
  pino().fatal({ err }, 'start-up failed');
  process.exit(1);
});
