import path from 'node:path';
import { IdentityPaths, ApiPaths } from '@harta/contracts/paths';
import { pino, type Logger } from 'pino';
import { buildApp, createMarketData, loggerOptions, tradeSteps, type App } from './app';
import { ConfigError, loadConfig, type Config } from './config/config';
import { openDatabase, type Database } from './db/connection';
import { createIdentity } from './identity/create-identity';
import type { JobQueue } from './modules/jobs/job-queue';
import { startScheduledJobs } from './modules/jobs/scheduled-jobs';
import { buildAppSettings } from './modules/app-settings/app-settings';
import { seedDemoApplication } from './modules/backoffice/demo-application';
import { createFileStore, removeInterruptedUploads } from './modules/files/file-store';
import { DEMO_ACCOUNTS, seedDemoData } from './seed/demo-seed';
import { seedReferenceData } from './seed/reference-data-seed';
import { seedDemoPortfolios } from './seed/demo-portfolios';
import { seedDemoHistory } from './seed/demo-history';
import { secondFactorKeyFrom } from './identity/second-factor-secret';
import { seedDemoSecondFactors } from './seed/demo-second-factor';

/**
 * Process entry: settings → database (migrated) → demo data → identity server → HTTP app → listen.
 * Several processes may do this against one PostgreSQL database at the same time: migrations take an advisory
 * lock and the seed only inserts with ON CONFLICT DO NOTHING.
 *
 * `npm start` runs this with `node --v8-pool-size=1`: each of V8's helper threads keeps what compiling PGlite's
 * WebAssembly freed in a malloc arena of its own, so Node's default of four cost 40–90 MB resident for nothing
 * (bench/README.md, "V8's helper threads"). Node flags only take effect when the process starts.
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
  }
  return `${lines.join('\n')}\n\n`;
}

/**
 * SIGTERM/SIGINT close the server (in-flight requests finish), then the job queue (running jobs finish or, cut
 * short, are retried by another instance or the next start), then the database. A second signal forces exit.
 */
function handleShutdown(logger: Logger, app: App, jobs: JobQueue, database: Database): void {
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) {
      logger.warn({ signal }, 'second signal: exiting now');
      process.exit(1);
    }
    stopping = true;
    logger.info({ signal }, 'shutting down');
    setTimeout(() => {
      logger.error('shutdown timed out: exiting');
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS).unref();
    app
      .close()
      .then(() => jobs.stop())
      .then(() => database.close())
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
  if (config.seedDemo) {
    const seeded = await seedDemoData(database.db);
    logger.info(seeded, 'demo accounts ensured');
    // The documented demo second-factor secret, never in production (a production demo enrols at first sign-in).
    if (config.environment !== 'production') {
      const members = await seedDemoSecondFactors(database.db, secondFactorKeyFrom(config.files.encryptionKey));
      if (members.length > 0) logger.info({ members }, 'demo staff second factor set');
    }
    // Complete applications with documents: pending@ and review@ for staff to review; the active clients (demo@
    // and those of the browser tests) went through onboarding too, approved by the demo staff member (their bank
    // account, knowledge cap and investment profile, which approval builds on).
    const files = { store: createFileStore(config), encryptionKey: config.files.encryptionKey };
    for (const account of DEMO_ACCOUNTS) {
      if (!account.application) continue;
      const approvedBy = account.application === 'approved' ? { staffEmail: 'staff@example.com' } : undefined;
      await seedDemoApplication(database.db, files, account.email, approvedBy);
    }
    // The approved demo client's portfolios, as approval opens them (issue #11).
    await seedDemoPortfolios(database.db);
    // Five years of deposits, a withdrawal and a switch through the production trade run (issue #12 item 8).
    const started = performance.now();
    const history = await seedDemoHistory(database.db, {
      steps: tradeSteps(database, { mailer: undefined, log: logger }),
      marketData,
      years: config.demoHistoryYears,
    });
    if (history.seeded) logger.info({ ...history, ms: Math.round(performance.now() - started) }, 'demo history seeded');
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

  const app = await buildApp({ config, database, identity, logger, marketData });
  const tradeRunner = app.tradeRunner;
  // The job queue (pg-boss) in the same database: market data each morning, the trade run after the close.
  const jobs = await startScheduledJobs({
    database,
    logger,
    runner: tradeRunner,
    marketData,
    statements: app.statements,
  });
  handleShutdown(logger, app, jobs, database);
  const listening = await app.listen({ port: config.port, host: config.host });
  process.stdout.write(banner(config, database, listening));
}

main().catch((err: unknown) => {
  // Start-up failed (database unreachable, port taken …): say why and exit non-zero.
  pino().fatal({ err }, 'start-up failed');
  process.exit(1);
});
