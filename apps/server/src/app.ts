import multipart from '@fastify/multipart';
import { ApiPaths } from '@harta/contracts/paths';
import { href } from '@harta/contracts/routes';
import { DOCUMENT_MAX_KB } from '@harta/contracts/schemas/registration-documents';
import Fastify, { type FastifyBaseLogger, type FastifyPluginAsync } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import packageJson from '../package.json';
import type { Config } from './config/config';
import type { Database } from './db/connection';
import type { Identity } from './identity/create-identity';
import { appSettingsRoutes } from './modules/app-settings/app-settings.routes';
import { changePasswordRoutes } from './modules/account-security/change-password.routes';
import { appVersionRoutes } from './modules/app-version/app-version.routes';
import { buildAppSettings } from './modules/app-settings/app-settings';
import { backofficeRoutes } from './modules/backoffice/backoffice.routes';
import { clientProfileRoutes } from './modules/client-profile/client-profile.routes';
import { completionRoutes } from './modules/completion/completion.routes';
import { bnmDocumentsNotices } from './modules/bnm-documents/bnm-documents-notices';
import { bnmDocumentsRoutes } from './modules/bnm-documents/bnm-documents.routes';
import { bnmReviewRoutes } from './modules/bnm-documents/bnm-review.routes';
import { createFileStore } from './modules/files/file-store';
import { investmentProfileRoutes } from './modules/investment-profile/investment-profile.routes';
import { documentReplacementRoutes } from './modules/profile-updates/document-replacement.routes';
import { profileUpdatesRoutes } from './modules/profile-updates/profile-updates.routes';
import { handoffRoutes } from './modules/kyc/handoff.routes';
import { kycRoutes } from './modules/kyc/kyc.routes';
import { createCreditBureauSandbox } from './providers/credit-bureau/credit-bureau-sandbox';
import { createEkycSandbox } from './providers/ekyc/ekyc-sandbox';
import { devicesRoutes } from './modules/devices/devices.routes';
import { healthRoutes } from './modules/health/health.routes';
import { devMailboxRoutes } from './modules/mail/dev-mailbox.routes';
import { secondFactorKeyFrom } from './identity/second-factor-secret';
import { createSecondFactorService } from './modules/second-factor/second-factor.service';
import { devSecondFactorCodeRoutes, secondFactorRoutes } from './modules/second-factor/second-factor.routes';
import { mailPlugin } from './modules/mail/mail.plugin';
import { performanceRoutes } from './modules/performance/performance.routes';
import { portfoliosRoutes } from './modules/portfolios/portfolios.routes';
import { goalPlanRoutes } from './modules/goal-planning/goal-plan.routes';
import { transactionsRoutes } from './modules/transactions/transactions.routes';
import { referenceDataRoutes } from './modules/reference-data/reference-data.routes';
import { referenceDataAdminRoutes } from './modules/reference-data/reference-data-admin.routes';
import { createSandboxSmsProvider } from './providers/sms/sandbox-sms';
import { registrationRoutes } from './modules/registration/registration.routes';
import { findSessionCaller } from './modules/session/session-caller.repository';
import { sessionRoutes } from './modules/session/session.routes';
import { tradeDateOfRequest } from './modules/trading/trade-calendar-settings';
import { malaysiaDate } from './modules/trading/trade-calendar';
import { claimedByWithdrawals } from './modules/withdrawals/withdrawal-requests';
import { withdrawalsRoutes } from './modules/withdrawals/withdrawals.routes';
import { withdrawalsStaffRoutes } from './modules/withdrawals/withdrawals-staff.routes';
import { closureRoutes } from './modules/compliance/closure.routes';
import { shariahUniverseRoutes } from './modules/shariah/shariah-universe.routes';
import { auditLogRoutes } from './modules/audit/audit-log.routes';
import { staffAccountsRoutes } from './modules/staff-accounts/staff-accounts.routes';
import { approvalsRoutes } from './modules/approvals/approvals.routes';
import { createApprovals } from './modules/approvals/approvals.service';
import { noticesRoutes } from './modules/notices/notices.routes';
import { authPlugin } from './plugins/auth/auth-plugin';
import { compressPlugin } from './plugins/compress';
import { errorHandlerPlugin } from './plugins/errors/error-handler';
import { rejectContentEncodingPlugin } from './plugins/input/reject-content-encoding';
import { jsonBodyLimitPlugin } from './plugins/input/json-body-limit';
import { rejectUnsafeTextPlugin } from './plugins/input/reject-unsafe-text';
import { openApiPlugin } from './plugins/openapi';
import { rateLimitPlugin } from './plugins/rate-limit';
import { httpMetricsPlugin } from './plugins/metrics/http-metrics';
import { metricsRoute } from './plugins/metrics/metrics-route';
import { watchDatabaseGauges } from './metrics/database-gauges';
import { createRedisCircuit } from './redis/redis-circuit';
import { generateRequestId, requestIdPlugin } from './plugins/request-id';
import { securityHeadersPlugin } from './plugins/security-headers';
import { createWebAppFileCheck, webAppPlugin } from './plugins/web-app';
import { createBankStatusCache } from './modules/payments/bank-status';
import { PaymentEnquiryJob } from './modules/payments/payment-enquiry-job';
import {
  createAcknowledgementReceiver,
  type AcknowledgementReceiver,
} from './modules/payments/acknowledgement-receiver';
import { paymentsRoutes } from './modules/payments/payments.routes';
import { staffPaymentsRoutes } from './modules/payments/staff-payments.routes';
import { listValues } from './modules/reference-data/reference-data.repository';
import { createSandboxGateway, type SandboxGateway } from './providers/payment-gateway/sandbox/sandbox-gateway';
import { sandboxPagesRoutes } from './providers/payment-gateway/sandbox/sandbox-pages.routes';
import { sandboxMarketData } from './providers/market-data/sandbox-market-data';
import type { MarketDataProvider } from './providers/market-data/market-data-provider';
import { SANDBOX_SEED, syncMarketData } from './modules/market-data/market-data-sync';
import { investTradeStep } from './modules/trading/invest-step';
import { createWithdrawalTradeStep, type WithdrawalTradeStepDeps } from './modules/withdrawals/withdrawal-trade-step';
import type { TradeStep } from './modules/trading/trade-run';
import { createTradeRunner, type TradeRunner } from './modules/trading/trade-runner';
import { tradeRunsRoutes } from './modules/trading/trade-runs.routes';
import { analyzedAfter } from './modules/trading/trade-statistics';
import { rebalanceTradeStep } from './modules/trading/rebalance-step';
import { switchTradeStep } from './modules/portfolio-switch/switch-step';
import { switchRoutes } from './modules/portfolio-switch/switch.routes';
import { transferTradeStep } from './modules/transfers/transfer-step';
import { valuationTradeStep } from './modules/valuation/catch-up';
import { feeCollectionTradeStep } from './modules/valuation/fee-collection';
import { dividendTradeStep } from './modules/dividends/dividend-payment';
import { dividendsRoutes } from './modules/dividends/dividends.routes';
import { transfersRoutes } from './modules/transfers/transfers.routes';
import { referralRewardListener } from './modules/referral/referral-reward';
import { referralRoutes } from './modules/referral/referral.routes';
import { onDepositSettled } from './modules/payments/deposit-settled';
import type { StatementDeps } from './modules/statements/statement-service';
import { statementsRoutes } from './modules/statements/statements.routes';
import type { DataExportDeps } from './modules/data-rights/data-export.service';
import { createExportDispatcher, type ExportDispatcher } from './modules/data-rights/export-dispatcher';
import { dataRightsRoutes } from './modules/data-rights/data-rights.routes';
import { dataRequestsStaffRoutes } from './modules/data-rights/data-requests-staff.routes';
import {
  createSandboxMandateGateway,
  type SandboxMandateGateway,
} from './providers/mandate-gateway/sandbox/sandbox-mandate-gateway';
import { sandboxMandatePagesRoutes } from './providers/mandate-gateway/sandbox/sandbox-mandate-pages.routes';
import { recurringDepositsRoutes } from './modules/recurring-deposits/recurring-deposits.routes';
import { staffMandatesRoutes } from './modules/recurring-deposits/staff-mandates.routes';
import { runCollections, type CollectionRunResult } from './modules/recurring-deposits/collection-run';

export interface BuildAppOptions {
  config: Config;
  database: Pick<Database, 'db' | 'kind'> & Partial<Pick<Database, 'poolStats'>>;
  /** The identity server. Without it the app still serves public routes; every token is refused. */
  identity?: Pick<Identity, 'plugin' | 'verifyAccessToken'> | undefined;
  /** Share main's logger so start-up and request logs look alike; by default one is made from LOG_LEVEL. */
  logger?: FastifyBaseLogger | undefined;
  /** The trade run behind the staff route and the scheduled job (app.tradeRunner); by default `createAppTradeRunner`. */
  tradeRunner?: TradeRunner | undefined;
  /** The market data the default trade run fills its prices from; by default `createMarketData()`. */
  marketData?: MarketDataProvider | undefined;
  /** Start-up work still running once the server answers (main.ts), which GET /api/health reports. */
  starting?: (() => readonly string[]) | undefined;
  /** Extra route plugins registered with the API modules (tests use this for probe routes). */
  extraRoutes?: FastifyPluginAsync[] | undefined;
  /** Replaces the sandbox payment gateway built from the config (tests: other keys, a fixed clock). */
  paymentGateway?: SandboxGateway | undefined;
  /**
   * The clock the trade run's checks and the Trade run page read (docs/money.md "Trade run"); by default the real
   * one. Tests move it past a date's cut-off to run that date.
   */
  tradeClock?: (() => Date) | undefined;
  /** Replaces the sandbox direct-debit bank built from the config (tests: a fixed clock). */
  mandateGateway?: SandboxMandateGateway | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The payment gateway (the sandbox until a deployer plugs in a real adapter) and its enquiry job. */
    payments: { sandbox: SandboxGateway; enquiryJob: PaymentEnquiryJob; acknowledgements: AcknowledgementReceiver };
    /** The trade run (docs/money.md "Trade run"): the staff route and the scheduled job both call it. */
    tradeRunner: TradeRunner;
    /** What statements are made with (file store, key): the routes and the monthly job (main.ts) share it. */
    statements: StatementDeps;
    /** Personal-data requests: what the export job needs, and where new requests are sent (main.ts connects it). */
    dataRights: { deps: DataExportDeps; dispatcher: ExportDispatcher };
    /** Recurring deposits: the direct-debit bank (the sandbox until a deployer plugs in an adapter) and the run. */
    recurringDeposits: {
      sandbox: SandboxMandateGateway;
      /** The collections run of a date (default today): the scheduled job and the staff route call it. */
      runCollections(date?: string): Promise<CollectionRunResult>;
    };
  }
}

/** The market data provider: the deterministic sandbox until a deployer plugs in a real feed. */
export function createMarketData(): MarketDataProvider {
  return sandboxMarketData({ seed: SANDBOX_SEED });
}

/**
 * The trade run's steps, in the order they run for a date (docs/money.md "Trade run"): the sell steps first, whose
 * proceeds become cash, then the month's management fee (from cash, selling units when short), then the portfolio
 * switches (each rebalanced into its new model), then the invest step, which buys every portfolio's settled cash
 * toward its model, then the drift rebalance (docs/money.md "Rebalancing"), and last the day's valuation of every
 * portfolio once all of the date's trades are posted (docs/returns.md).
 */
export function tradeSteps(database: Pick<Database, 'kind'>, notify: WithdrawalTradeStepDeps): TradeStep[] {
  return [
    createWithdrawalTradeStep(notify),
    transferTradeStep(),
    feeCollectionTradeStep(),
    switchTradeStep(notify),
    // Dividends due by the date are credited; their cash is invested at the next trade date (docs/money.md).
    dividendTradeStep(),
    // The embedded engine has no autovacuum: the statistics the drift check and the valuation plan with are
    // refreshed once the day's bulk writes are in.
    database.kind === 'pglite'
      ? analyzedAfter(investTradeStep({ concurrency: 1 }))
      : investTradeStep({ concurrency: 2 }),
    rebalanceTradeStep({ concurrency: database.kind === 'postgres' ? 2 : 1 }),
    valuationTradeStep(),
  ];
}

/** The trade run the scheduled job (main.ts) and the staff route both call. */
export function createAppTradeRunner(
  database: Pick<Database, 'db' | 'kind'>,
  marketData: MarketDataProvider,
  notify: WithdrawalTradeStepDeps,
  now?: () => Date,
) {
  return createTradeRunner({
    db: database.db,
    steps: tradeSteps(database, notify),
    ...(now ? { now } : {}),
    ensurePrices: async (tradeDate) => {
      await syncMarketData(database.db, marketData, tradeDate);
    },
  });
}

/** Pino options: never log credentials, even when a route logs its request. */
export function loggerOptions(config: Config) {
  return {
    level: config.logLevel,
    redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
  };
}

/** A hop count becomes the equivalent function (Fastify's typings take booleans, lists and functions). */
function trustProxyOption(value: Config['trustProxy']) {
  return typeof value === 'number' ? (_address: string, hop: number) => hop < value : value;
}

/**
 * Builds the whole HTTP application (used by main and by the tests). The order matters and reads top to bottom:
 * infrastructure plugins first (errors, ids, headers, limits, docs, auth), then the identity server and the API
 * modules, and last the web app, which owns the answer for every path nobody else claimed.
 */
export async function buildApp(options: BuildAppOptions) {
  const { config, database, identity } = options;

  const app = Fastify({
    ...(options.logger ? { loggerInstance: options.logger } : { logger: loggerOptions(config) }),
    genReqId: generateRequestId,
    requestIdHeader: false,
    trustProxy: trustProxyOption(config.trustProxy),
  }).withTypeProvider<ZodTypeProvider>();

  // Routes declare zod schemas (from contracts): they validate requests and serialize responses.
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(errorHandlerPlugin);
  await app.register(requestIdPlugin);
  // Every answer counted by route template (docs/operations.md "Metrics, health and alerts"); /metrics itself on
  // this port only behind METRICS_TOKEN (main.ts serves METRICS_PORT).
  await app.register(httpMetricsPlugin);
  if (config.metrics.token) await app.register(metricsRoute, { token: config.metrics.token });
  const stopDatabaseGauges = watchDatabaseGauges(database);
  app.addHook('onClose', async () => {
    stopDatabaseGauges();
  });
  // The shared Redis behind its circuit: rate limits fall back to this instance's counters at once without it.
  const redis = config.redisUrl ? createRedisCircuit(config.redisUrl, app.log) : undefined;
  if (redis) {
    // At most a second at start: the first requests then share the budget too; a missing Redis is reported
    // degraded and the app starts anyway.
    app.addHook('onReady', async () => {
      await redis.connected(1_000);
    });
    app.addHook('onClose', async () => {
      await redis.close();
    });
  }
  // Answers of a kilobyte or more, compressed as the client accepts (before any route is declared: it hooks each).
  await app.register(compressPlugin);
  // Input nobody can read or store is refused before any route sees it (compressed bodies, control characters).
  await app.register(rejectContentEncodingPlugin);
  await app.register(rejectUnsafeTextPlugin);
  await app.register(jsonBodyLimitPlugin);
  await app.register(securityHeadersPlugin, { config });
  await app.register(rateLimitPlugin, { config, redis, unlimited: createWebAppFileCheck(config.webDistDir) });
  await app.register(openApiPlugin, { config, version: packageJson.version });
  await app.register(authPlugin, {
    findCaller: (userId, grantId) => findSessionCaller(database.db, userId, grantId),
    verifyAccessToken: identity ? (token) => identity.verifyAccessToken(token) : undefined,
    registrationBasicAuth: config.registrationBasicAuth,
  });

  if (identity) await app.register(identity.plugin);

  // Multipart uploads: hard limits while streaming, so an oversized file is refused before it is buffered whole.
  await app.register(multipart, {
    limits: { fileSize: DOCUMENT_MAX_KB * 1024, files: 1, fields: 10, fieldSize: 1024, parts: 12, headerPairs: 100 },
  });

  // Outgoing mail (app.mailer) for every module: outbox, plus SMTP when SMTP_URL is set.
  await app.register(mailPlugin, { config, db: database.db });

  await app.register(appSettingsRoutes, { settings: buildAppSettings(config) });
  await app.register(healthRoutes, { database, redis, starting: options.starting });
  await app.register(sessionRoutes);
  await app.register(registrationRoutes, {
    db: database.db,
    config,
    sms: createSandboxSmsProvider(database.db),
  });
  await app.register(referenceDataRoutes, { db: database.db });
  // Four eyes (docs/backoffice.md "Four eyes"): the modules owning money- and risk-moving staff actions register
  // how each is applied once a second member approves it.
  const approvals = createApprovals({ db: database.db, log: app.log });
  await app.register(approvalsRoutes, { approvals });
  await app.register(referenceDataAdminRoutes, { db: database.db, approvals });
  // Development aid only: the e2e tests read links and codes here. Never served in production.
  if (config.environment !== 'production') await app.register(devMailboxRoutes, { db: database.db });
  const secondFactor = createSecondFactorService({
    db: database.db,
    key: secondFactorKeyFrom(config.files.encryptionKey),
  });
  await app.register(secondFactorRoutes, { service: secondFactor });
  if (config.environment !== 'production') await app.register(devSecondFactorCodeRoutes, { service: secondFactor });
  await app.register(clientProfileRoutes, { db: database.db });
  await app.register(changePasswordRoutes, { db: database.db, config });
  // Registration steps 4, 9 and 10, the QR hand-off and the staff review, with the file store and the e-KYC and
  // credit-bureau providers (sandboxes until a deployer plugs in real adapters).
  const fileStore = createFileStore(config);
  const ekyc = createEkycSandbox({ outcome: config.ekyc.sandboxOutcome, delayMs: config.ekyc.sandboxDelayMs });
  const bureau = createCreditBureauSandbox({ delayMs: config.bureau.sandboxDelayMs });
  await app.register(kycRoutes, { db: database.db, fileStore, encryptionKey: config.files.encryptionKey, ekyc });
  await app.register(handoffRoutes, { db: database.db, publicUrl: config.publicUrl });
  await app.register(investmentProfileRoutes, { db: database.db });
  await app.register(profileUpdatesRoutes, { db: database.db, sms: createSandboxSmsProvider(database.db), approvals });
  await app.register(documentReplacementRoutes, {
    db: database.db,
    fileStore,
    encryptionKey: config.files.encryptionKey,
  });
  await app.register(completionRoutes, { db: database.db, config });
  await app.register(backofficeRoutes, { db: database.db, config, bureau });
  await app.register(appVersionRoutes, { db: database.db, currentVersion: packageJson.version });
  await app.register(devicesRoutes, { db: database.db, identity });
  await app.register(staffAccountsRoutes, { db: database.db, publicUrl: config.publicUrl });
  await app.register(auditLogRoutes, { db: database.db });
  // Deposits through online banking (issue #11): the FPX sandbox gateway with its own pages, the deposit and
  // acknowledgement routes, the staff views and the enquiry (AE) job. The sandbox posts its direct ACs through
  // this app's own HTTP pipeline (inject), as the gateway's server would.
  const sandbox =
    options.paymentGateway ??
    createSandboxGateway({
      db: database.db,
      secret: config.payments.sandboxSecret,
      publicUrl: config.publicUrl,
      offlineBanks: config.payments.offlineBanks,
      faults: config.payments.callbacks,
      listBanks: () => listValues(database.db, 'BANK'),
      logger: app.log,
    });
  const enquiryJob = new PaymentEnquiryJob({
    db: database.db,
    gateway: sandbox.gateway,
    afterMinutes: config.payments.enquiryAfterMinutes,
    expiryMinutes: config.payments.orderExpiryMinutes,
    pollMs: config.payments.enquiryPollMs,
    logger: app.log,
  });
  const acknowledgements = createAcknowledgementReceiver(database.kind, {
    db: database.db,
    gateway: sandbox.gateway,
    sellerExId: sandbox.gateway.sellerExId,
    log: app.log,
  });
  app.decorate('payments', { sandbox, enquiryJob, acknowledgements });
  const bankStatus = createBankStatusCache(sandbox.gateway, 30_000, app.log);
  await app.register(paymentsRoutes, {
    db: database.db,
    gateway: sandbox.gateway,
    bankStatus,
    acMaxAgeSeconds: config.payments.acMaxAgeSeconds,
    acknowledgements,
    callbacks: {
      trustedAddresses: config.payments.trustedAddresses,
      refusalsPerMinute: config.payments.callbackRefusalsPerMinute,
    },
  });
  await app.register(staffPaymentsRoutes, { db: database.db, gateway: sandbox.gateway, enquiryJob });
  await app.register(sandboxPagesRoutes, {
    exchange: sandbox.exchange,
    merchantName: 'Harta',
    returnUrl: (orderId, statusCode) => `${config.publicUrl}${href.payment(orderId, statusCode)}`,
  });
  sandbox.setDelivery(async (fields) => {
    const response = await app.inject({
      method: 'POST',
      url: ApiPaths.payments.fpxAcknowledgement,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(fields).toString(),
    });
    if (response.body !== 'OK') {
      app.log.warn({ orderId: fields.fpx_sellerOrderNo, status: response.statusCode }, 'sandbox AC not acknowledged');
    }
  });
  app.addHook('onReady', async () => {
    enquiryJob.start();
    acknowledgements.start();
  });
  app.addHook('onClose', async () => {
    sandbox.stop();
    await enquiryJob.stop();
    await acknowledgements.stop();
  });
  // Investing core (issue #11): transfers between a client's portfolios, and staff running a trade date. The same
  // trade run serves the scheduled job (main.ts reads app.tradeRunner); its withdrawal step mails through app.mailer.
  const offsetMs = config.tradeClockOffsetHours * 3_600_000;
  const tradeClock = options.tradeClock ?? (offsetMs > 0 ? () => new Date(Date.now() + offsetMs) : undefined);
  const tradeRunner =
    options.tradeRunner ??
    createAppTradeRunner(
      database,
      options.marketData ?? createMarketData(),
      { mailer: app.mailer, log: app.log },
      tradeClock,
    );
  app.decorate('tradeRunner', tradeRunner);
  // A transfer may not promise what a requested withdrawal already has (and withdrawals count transfers out).
  await app.register(transfersRoutes, { db: database.db, pendingClaims: claimedByWithdrawals });
  await app.register(tradeRunsRoutes, {
    db: database.db,
    runner: tradeRunner,
    ...(tradeClock ? { now: tradeClock } : {}),
    approvals,
  });
  // Requests trade at the date the calendar in reference data gives (cut-off, exchange holidays).
  const nextTradeDate = (now: Date) => tradeDateOfRequest(database.db, now);
  await app.register(portfoliosRoutes, { db: database.db });
  await app.register(goalPlanRoutes, { db: database.db, ...(tradeClock ? { now: tradeClock } : {}) });
  // Recurring deposits (docs/goals.md "Recurring deposits"): the sandbox direct-debit bank with its own pages, the
  // client's and staff's calls, and the collections run. The bank posts its answers through this app's own HTTP
  // pipeline (inject), as its server would.
  const mandates =
    options.mandateGateway ??
    createSandboxMandateGateway({
      secret: config.payments.sandboxSecret,
      publicUrl: config.publicUrl,
      faults: config.payments.callbacks,
      logger: app.log,
    });
  const mandateClock = tradeClock ?? (() => new Date());
  app.decorate('recurringDeposits', {
    sandbox: mandates,
    runCollections: (date?: string) => {
      const now = mandateClock();
      return runCollections(database.db, mandates.gateway, date ?? malaysiaDate(now), now);
    },
  });
  mandates.setDelivery(async (fields) => {
    const response = await app.inject({
      method: 'POST',
      url: ApiPaths.recurringDeposits.bankAnswers,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(fields).toString(),
    });
    if (response.body !== 'OK')
      app.log.warn({ status: response.statusCode }, 'sandbox mandate answer not acknowledged');
  });
  app.addHook('onClose', async () => mandates.stop());
  await app.register(sandboxMandatePagesRoutes, { bank: mandates.bank, merchantName: 'Harta' });
  await app.register(recurringDepositsRoutes, {
    db: database.db,
    gateway: mandates.gateway,
    publicUrl: config.publicUrl,
    now: tradeClock,
  });
  await app.register(staffMandatesRoutes, { db: database.db, gateway: mandates.gateway, approvals, now: tradeClock });
  // Portfolio switch (issue #12 item 6), on the second API base: this server answers it too.
  await app.register(switchRoutes, { db: database.db, nextTradeDate });
  await app.register(transactionsRoutes, { db: database.db });
  // Refer a friend (issue 13 item 5): the reward follows settled deposits through the payments port.
  onDepositSettled('referral', referralRewardListener(app.log));
  await app.register(referralRoutes, { db: database.db, publicUrl: config.publicUrl });
  // Returns (issue #12 items 4 and 5): the dashboard and the performance page, from the daily valuations.
  await app.register(performanceRoutes, { db: database.db, ...(tradeClock ? { now: tradeClock } : {}) });
  // Withdrawals (issue #11 item 8): the client's requests with an SMS code, and the staff side.
  await app.register(withdrawalsRoutes, { db: database.db, sms: createSandboxSmsProvider(database.db), nextTradeDate });
  await app.register(withdrawalsStaffRoutes, { db: database.db, approvals });
  // Dividends and purification (docs/money.md "Dividends", docs/shariah.md "Purification"): staff declare, four eyes.
  await app.register(dividendsRoutes, { db: database.db, approvals });
  // Statements (issue #12 item 7): the same deps serve the routes and the monthly job that main.ts schedules.
  const statementDeps: StatementDeps = { db: database.db, fileStore, encryptionKey: config.files.encryptionKey };
  app.decorate('statements', statementDeps);
  await app.register(statementsRoutes, statementDeps);
  // Notices (issue #13 item 3): the client's notices, and the staff closure flag they depend on. The BNM documents
  // port answers "none rejected" until the central-bank documents (issue #13 item 4) exist.
  await app.register(noticesRoutes, { db: database.db, bnm: bnmDocumentsNotices });
  // Central-bank approval documents (issue #13 item 4): the client's calls and the staff review.
  await app.register(bnmDocumentsRoutes, { db: database.db, fileStore, encryptionKey: config.files.encryptionKey });
  await app.register(bnmReviewRoutes, { db: database.db });
  await app.register(closureRoutes, { db: database.db, approvals });
  await app.register(shariahUniverseRoutes, { db: database.db, approvals });
  // Personal-data requests (docs/account.md "Your data"): the client's copy and erasure, and the staff side.
  const dataRights = {
    deps: {
      db: database.db,
      fileStore,
      encryptionKey: config.files.encryptionKey,
      mailer: app.mailer,
      publicUrl: config.publicUrl,
      log: app.log,
    },
    dispatcher: createExportDispatcher(),
  };
  app.decorate('dataRights', dataRights);
  await app.register(dataRightsRoutes, dataRights);
  await app.register(dataRequestsStaffRoutes, { db: database.db, fileStore, mailer: app.mailer });
  for (const routes of options.extraRoutes ?? []) await app.register(routes);

  await app.register(webAppPlugin, { webDistDir: config.webDistDir, environment: config.environment });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
