import multipart from '@fastify/multipart';
import { DOCUMENT_MAX_KB } from '@harta/contracts/schemas/registration-documents';
import Fastify, { type FastifyBaseLogger, type FastifyPluginAsync } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import packageJson from '../package.json';
import type { Config } from './config/config';
import type { Database } from './db/connection';
import type { Identity } from './identity/create-identity';
import { appSettingsRoutes } from './modules/app-settings/app-settings.routes';
import { reviewModules } from './modules/backoffice/review-modules';
import { appVersionRoutes } from './modules/app-version/app-version.routes';
import { buildAppSettings } from './modules/app-settings/app-settings';
import { clientProfileRoutes } from './modules/client-profile/client-profile.routes';
import { devicesRoutes } from './modules/devices/devices.routes';
import { healthRoutes } from './modules/health/health.routes';
import { devMailboxRoutes } from './modules/mail/dev-mailbox.routes';
import { mailPlugin } from './modules/mail/mail.plugin';
import { referenceDataRoutes } from './modules/reference-data/reference-data.routes';
import { referenceDataAdminRoutes } from './modules/reference-data/reference-data-admin.routes';
import { createSandboxSmsProvider } from './providers/sms/sandbox-sms';
import { registrationRoutes } from './modules/registration/registration.routes';
import { findSessionCaller } from './modules/session/session-caller.repository';
import { sessionRoutes } from './modules/session/session.routes';
import { authPlugin } from './plugins/auth/auth-plugin';
import { compressPlugin } from './plugins/compress';
import { errorHandlerPlugin } from './plugins/errors/error-handler';
import { rejectContentEncodingPlugin } from './plugins/input/reject-content-encoding';
import { rejectUnsafeTextPlugin } from './plugins/input/reject-unsafe-text';
import { openApiPlugin } from './plugins/openapi';
import { rateLimitPlugin } from './plugins/rate-limit';
import { generateRequestId, requestIdPlugin } from './plugins/request-id';
import { securityHeadersPlugin } from './plugins/security-headers';
import { createWebAppFileCheck, webAppPlugin } from './plugins/web-app';

export interface BuildAppOptions {
  config: Config;
  database: Pick<Database, 'db' | 'kind'>;
  /** The identity server. Without it the app still serves public routes; every token is refused. */
  identity?: Pick<Identity, 'plugin' | 'verifyAccessToken'> | undefined;
  /** Share main's logger so start-up and request logs look alike; by default one is made from LOG_LEVEL. */
  logger?: FastifyBaseLogger | undefined;
  /** Extra route plugins registered with the API modules (tests use this for probe routes). */
  extraRoutes?: FastifyPluginAsync[] | undefined;
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
  // Answers of a kilobyte or more, compressed as the client accepts (before any route is declared: it hooks each).
  await app.register(compressPlugin);
  // Input nobody can read or store is refused before any route sees it (compressed bodies, control characters).
  await app.register(rejectContentEncodingPlugin);
  await app.register(rejectUnsafeTextPlugin);
  await app.register(securityHeadersPlugin, { config });
  await app.register(rateLimitPlugin, { config, unlimited: createWebAppFileCheck(config.webDistDir) });
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
  await app.register(healthRoutes, { database });
  await app.register(sessionRoutes);
  await app.register(registrationRoutes, {
    db: database.db,
    config,
    sms: createSandboxSmsProvider(database.db),
  });
  await app.register(referenceDataRoutes, { db: database.db });
  await app.register(referenceDataAdminRoutes, { db: database.db });
  // Development aid only: the e2e tests read links and codes here. Never served in production.
  if (config.environment !== 'production') await app.register(devMailboxRoutes, { db: database.db });
  await app.register(clientProfileRoutes);
  // Registration steps 4, 9, 10, QR hand-off and staff review (file store, e-KYC and credit-bureau providers).
  await app.register(reviewModules, { config, db: database.db });
  await app.register(appVersionRoutes, { db: database.db, currentVersion: packageJson.version });
  await app.register(devicesRoutes, { db: database.db, identity });
  for (const routes of options.extraRoutes ?? []) await app.register(routes);

  await app.register(webAppPlugin, { webDistDir: config.webDistDir });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
