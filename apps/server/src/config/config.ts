import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/**
 * The server's settings. This module is the ONLY reader of the environment: everything else receives a
 * resolved {@link Config}. Values are validated once at start so a misconfigured instance refuses to boot
 * with a message naming the variable, instead of failing on the first request that needs it.
 */

export const ENVIRONMENTS = ['development', 'test', 'staging', 'production'] as const;
export type Environment = (typeof ENVIRONMENTS)[number];

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export interface Config {
  port: number;
  host: string;
  /** Public base address of this server, without a trailing slash (the API base and the token issuer). */
  publicUrl: string;
  /** Absolute. */
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  /**
   * Prometheus metrics (docs/operations.md "Metrics, health and alerts"): a listener of their own on `port` (unset:
   * none) and/or GET /metrics on the app's port when `token` is set. Never public without one of the two.
   */
  metrics: { port: number | undefined; host: string; token: string | undefined };
  corsOrigins: string[];
  registrationBasicAuth: { username: string; password: string };
  environment: Environment;
  logLevel: LogLevel;
  seedDemo: boolean;
  /** Years of demo@'s history the first start seeds (docs/returns.md "Demo history"); 0 for none. */
  demoHistoryYears: number;
  /**
   * Copies of each demo staff member the demo seed adds (seed/demo-seed.ts `demoAccounts`), 0 by default: members of
   * their own for people who sign in at once, since each code of the shared demo second factor is accepted once
   * (docs/testing.md "Staff members per worker"). Only in development and test.
   */
  demoStaffCopies: number;
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  identityCookieKeys: string[];
  rateLimitMax: number;
  /** Fastify `trustProxy`: false, true, a hop count or a list of trusted proxy addresses/CIDRs. */
  trustProxy: boolean | number | string[];
  /** Absolute; may not exist (the web app is not built yet). */
  webDistDir: string;
  /** Uploaded documents: local disk (DATA_DIR/files) or S3-compatible storage; always encrypted at rest. */
  files: {
    /** 32-byte AES-256-GCM key. */
    encryptionKey: Buffer;
    s3: S3Settings | undefined;
  };
  /** e-KYC sandbox (the only provider so far): outcome mode and simulated latency. */
  ekyc: { sandboxOutcome: EkycSandboxOutcome; sandboxDelayMs: number };
  /** Credit-bureau sandbox: simulated latency. */
  bureau: { sandboxDelayMs: number };
  /**
   * Outgoing mail: SMTP when `smtpUrl` is set; otherwise messages stay in the mail_outbox table. A failed send is
   * retried by the outbox job: `retryDelayMs` after the first failure, doubling each time, `maxAttempts` in all.
   */
  mail: { smtpUrl: string | undefined; from: string; maxAttempts: number; retryDelayMs: number; retryPollMs: number };
  /**
   * Deposits through online banking (docs/money.md): the sandbox gateway's key and simulated faults, and the
   * product's own rules for acknowledgements and enquiries.
   */
  payments: {
    sandboxSecret: string;
    offlineBanks: string[];
    callbacks: { delayMs: number; duplicates: number; reorder: boolean; lossRate: number };
    acMaxAgeSeconds: number;
    enquiryAfterMinutes: number;
    enquiryPollMs: number;
    orderExpiryMinutes: number;
    /**
     * The gateway's own addresses/CIDRs: their callbacks are never throttled (docs/security.md "Gateway
     * callbacks"); every other source gets `callbackRefusalsPerMinute` refused callbacks a minute, then 429s.
     */
    trustedAddresses: string[];
    callbackRefusalsPerMinute: number;
  };
  /**
   * The scheduled backup of the embedded database and the disk file store (docs/operations.md, "Backup and
   * restore"): `cron` in Malaysia time, or null when switched off; the newest `keep` archives in `dir` are kept.
   */
  backup: { dir: string; keep: number; cron: string | null };
  /**
   * Hours the trade run's clock is ahead of the real one (docs/money.md "Trade run"): only in development and test,
   * so a browser test or a demo can run the trade date of a deposit made now; always 0 in staging and production.
   */
  tradeClockOffsetHours: number;
  /** Serve the interactive API documentation at /api/docs (the OpenAPI document itself is always served). */
  apiDocs: boolean;
  /** Values only the web/native client needs, published through /appsettings.json. */
  client: {
    switchApiBase: string;
    sessionStorage: 'localStorage' | 'sessionStorage';
    idlePeriodSeconds: number;
    timeoutCountdownSeconds: number;
    supportEmail: string;
    marketingSiteUrl: string;
    faqUrl: string;
    contactUrl: string;
  };
}

export type Env = Record<string, string | undefined>;

export interface S3Settings {
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
}

export const EKYC_SANDBOX_OUTCOMES = ['pass', 'fail', 'random'] as const;
export type EkycSandboxOutcome = (typeof EKYC_SANDBOX_OUTCOMES)[number];

/** Dev-only secrets: good enough on a laptop, refused in production. */
const DEV_REGISTRATION_BASIC_AUTH = 'harta-registration:harta-dev-registration-secret';
const DEV_COOKIE_KEY = 'harta-dev-cookie-key-not-for-production';
/** 32 bytes, base64. */
const DEV_FILE_ENCRYPTION_KEY = 'aGFydGEtZGV2LWZpbGUta2V5LW5vdC1mb3ItcHJvZCE=';
const DEV_FPX_SANDBOX_SECRET = 'harta-dev-fpx-sandbox-secret-not-for-production';
const S3_NAMES = ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_REGION'] as const;

export interface SettingDoc {
  name: string;
  default: string;
  description: string;
}

/** Every setting, for humans (README.md's settings table mirrors this list; a unit test keeps both in step with the schema). */
export const settingsCatalogue: readonly SettingDoc[] = [
  { name: 'PORT', default: '8080', description: 'TCP port to listen on (0 picks a free port).' },
  { name: 'HOST', default: '0.0.0.0', description: 'Interface to listen on.' },
  {
    name: 'PUBLIC_URL',
    default: 'http://localhost:$PORT (required in production)',
    description: 'Address clients use to reach this server: the API base, the token issuer base and the SPA origin.',
  },
  { name: 'DATA_DIR', default: './var', description: 'Folder for local data (embedded database in $DATA_DIR/db).' },
  {
    name: 'DATABASE_URL',
    default: '(unset: embedded PGlite)',
    description: 'PostgreSQL connection string. Set it to run several instances against one database.',
  },
  {
    name: 'REDIS_URL',
    default: '(unset: in-memory)',
    description: 'Redis for rate-limit counters shared across instances.',
  },
  {
    name: 'METRICS_PORT',
    default: '(unset: no metrics listener)',
    description:
      'Port of a separate listener serving Prometheus metrics at /metrics (docs/operations.md "Metrics, health and alerts").',
  },
  {
    name: 'METRICS_HOST',
    default: '127.0.0.1',
    description: 'Interface the metrics listener (METRICS_PORT) binds to; open it wider only on a private network.',
  },
  {
    name: 'METRICS_TOKEN',
    default: '(unset: no /metrics on the app port)',
    description:
      'Bearer token (16+ characters) Prometheus sends; when set, /metrics is served on the app port too, and the metrics listener wants it as well.',
  },
  {
    name: 'CORS_ORIGINS',
    default: 'origin of PUBLIC_URL, capacitor://localhost, https://localhost',
    description:
      'Comma-separated origins allowed to call the API and identity server (the native wrapper: capacitor://localhost on iOS, https://localhost on Android).',
  },
  {
    name: 'REGISTRATION_BASIC_AUTH',
    default: '(dev default; required in production)',
    description: 'The "user:password" pair registration calls send as HTTP Basic authentication.',
  },
  { name: 'ENVIRONMENT', default: 'development', description: 'development, test, staging or production.' },
  { name: 'LOG_LEVEL', default: 'info', description: 'fatal, error, warn, info, debug, trace or silent.' },
  {
    name: 'SEED_DEMO',
    default: 'true (false in production)',
    description: 'Create the demo accounts at start (never overwrites existing accounts).',
  },
  {
    name: 'DEMO_HISTORY_YEARS',
    default: '5',
    description: 'Years of history the demo seed gives demo@example.com on a first start (0: none).',
  },
  {
    name: 'DEMO_STAFF_COPIES',
    default: '0',
    description:
      'Development and test only: copies of each demo staff member the demo seed creates (copy1.staff@example.com …), so that people signing in at once (a class, parallel browser tests) each have members of their own.',
  },
  { name: 'ACCESS_TOKEN_TTL', default: '300', description: 'Access token lifetime, seconds.' },
  {
    name: 'REFRESH_TOKEN_TTL',
    default: '43200',
    description: 'Absolute refresh token lifetime, seconds (a session ends this long after login).',
  },
  {
    name: 'IDENTITY_COOKIE_KEYS',
    default: '(dev default; required in production)',
    description: 'Comma-separated keys signing identity-server cookies, newest first (rotate by prepending).',
  },
  { name: 'RATE_LIMIT_MAX', default: '300', description: 'Requests per minute per client IP.' },
  {
    name: 'TRUST_PROXY',
    default: 'false',
    description:
      'Behind a load balancer: true, a hop count, or comma-separated proxy addresses/CIDRs, so client IPs (rate limits, logs) come from X-Forwarded-For.',
  },
  {
    name: 'WEB_DIST_DIR',
    default: 'apps/web/dist (found relative to the server)',
    description: 'Built web app to serve. Start-up only warns when it is missing.',
  },
  {
    name: 'SWITCH_API_BASE',
    default: 'PUBLIC_URL',
    description: 'Second API base for portfolio switching (appsettings switchApiBase).',
  },
  {
    name: 'SESSION_STORAGE',
    default: 'sessionStorage',
    description: 'Where the browser keeps the session: sessionStorage (ends with the tab) or localStorage.',
  },
  { name: 'IDLE_PERIOD', default: '900', description: 'Idle seconds before the logout countdown starts.' },
  { name: 'TIMEOUT_COUNTDOWN', default: '10', description: 'Countdown seconds before an idle user is logged out.' },
  {
    name: 'SUPPORT_EMAIL',
    default: 'support@harta.example',
    description: 'Support address shown on the server-error page.',
  },
  {
    name: 'MARKETING_SITE_URL',
    default: 'PUBLIC_URL/home',
    description: 'Where a logged-out web visitor of "/" goes.',
  },
  {
    name: 'FAQ_URL',
    default: 'PUBLIC_URL/faq',
    description: "Support menu: FAQ link (the app's own FAQ page by default).",
  },
  { name: 'CONTACT_URL', default: 'mailto:SUPPORT_EMAIL', description: 'Support menu: Contact Us link.' },
  {
    name: 'SMTP_URL',
    default: '(unset: messages stay in the mail_outbox table)',
    description: 'SMTP server for outgoing e-mail, e.g. smtps://user:password@smtp.example.com:465.',
  },
  { name: 'MAIL_FROM', default: 'Harta <no-reply@PUBLIC_URL host>', description: 'Sender of outgoing e-mail.' },
  {
    name: 'MAIL_MAX_ATTEMPTS',
    default: '8',
    description: 'SMTP delivery attempts per e-mail before it is marked failed in mail_outbox.',
  },
  {
    name: 'MAIL_RETRY_DELAY_MS',
    default: '60000',
    description: 'Wait before retrying a failed e-mail, milliseconds; doubles after each failure (at most 1 hour).',
  },
  {
    name: 'MAIL_RETRY_POLL_MS',
    default: '15000',
    description: 'How often the outbox job looks for e-mails due for (another) attempt, milliseconds.',
  },
  {
    name: 'FILE_ENCRYPTION_KEY',
    default: '(dev default; required in production)',
    description:
      'Base64 32-byte AES-256-GCM key encrypting uploaded ID documents and selfies at rest (e.g. `openssl rand -base64 32`).',
  },
  {
    name: 'S3_ENDPOINT',
    default: '(unset: local disk under DATA_DIR/files)',
    description:
      'S3-compatible endpoint for uploaded files, e.g. https://s3.ap-southeast-1.amazonaws.com. Set all S3_* together.',
  },
  { name: 'S3_BUCKET', default: '(unset)', description: 'Bucket for uploaded files (private; the API serves them).' },
  { name: 'S3_ACCESS_KEY_ID', default: '(unset)', description: 'Access key id for S3_ENDPOINT.' },
  { name: 'S3_SECRET_ACCESS_KEY', default: '(unset)', description: 'Secret access key for S3_ENDPOINT.' },
  { name: 'S3_REGION', default: 'us-east-1', description: 'Signing region for S3_ENDPOINT.' },
  {
    name: 'EKYC_SANDBOX_OUTCOME',
    default: 'pass',
    description:
      'e-KYC sandbox: pass (pass unless a file-name switch says otherwise), fail (every face match fails) or random (1 in 4 fails).',
  },
  { name: 'EKYC_SANDBOX_DELAY_MS', default: '400', description: 'Simulated e-KYC sandbox latency, milliseconds.' },
  {
    name: 'BUREAU_SANDBOX_DELAY_MS',
    default: '300',
    description: 'Simulated credit-bureau sandbox latency, milliseconds.',
  },
  {
    name: 'FPX_SANDBOX_SECRET',
    default: '(dev default; required in production)',
    description:
      'Secret the sandbox payment gateway derives its two HMAC keys from (merchant: AR/AE/BE; exchange: AC). All instances must share it.',
  },
  {
    name: 'FPX_SANDBOX_OFFLINE_BANKS',
    default: 'KFH,CITI',
    description: 'Comma-separated BANK codes the sandbox gateway reports offline (greyed out; payments refused).',
  },
  {
    name: 'TRADE_CLOCK_OFFSET_HOURS',
    default: '0',
    description:
      'Development and test only: hours the trade run checks and the Trade run page run ahead of real time, to run the trade date of a deposit made now (refused elsewhere).',
  },
  {
    name: 'FPX_SANDBOX_CALLBACK_DELAY_MS',
    default: '1500',
    description: 'Sandbox gateway: wait before it sends the direct acknowledgement (AC), milliseconds.',
  },
  {
    name: 'FPX_SANDBOX_CALLBACK_DUPLICATES',
    default: '0',
    description: 'Sandbox gateway: extra copies of each direct AC it sends (duplicates must change nothing).',
  },
  {
    name: 'FPX_SANDBOX_CALLBACK_REORDER',
    default: 'false',
    description: 'Sandbox gateway: also send a stale "09 pending" AC after the final one (out of order).',
  },
  {
    name: 'FPX_SANDBOX_CALLBACK_LOSS',
    default: '0',
    description: "Sandbox gateway: probability 0-1 that a payment's ACs are never sent (the enquiry job settles it).",
  },
  {
    name: 'FPX_AC_MAX_AGE_SECONDS',
    default: '3600',
    description:
      'A direct AC whose gateway time is older than this (or more than 5 minutes ahead) is refused; the enquiry job settles its order.',
  },
  {
    name: 'FPX_ENQUIRY_AFTER_MINUTES',
    default: '5',
    description: 'Ask the gateway (AE) about an order that has had no final AC for this many minutes.',
  },
  {
    name: 'FPX_ENQUIRY_POLL_MS',
    default: '60000',
    description: 'How often the enquiry job looks for such orders, milliseconds.',
  },
  {
    name: 'FPX_ORDER_EXPIRY_MINUTES',
    default: '60',
    description: 'An order the gateway still has no record of after this many minutes is marked failed.',
  },
  {
    name: 'FPX_TRUSTED_ADDRESSES',
    default: '(unset: none)',
    description:
      "Comma-separated addresses/CIDRs the gateway's callbacks come from: never throttled (the client IP as TRUST_PROXY resolves it).",
  },
  {
    name: 'FPX_CALLBACK_REFUSALS_PER_MINUTE',
    default: '20',
    description:
      'Refused (forged, stale, mismatched) gateway callbacks a source not in FPX_TRUSTED_ADDRESSES may send a minute; the rest answer 429 unread.',
  },
  {
    name: 'API_DOCS',
    default: 'false in production, true elsewhere',
    description:
      'Serve the interactive API documentation (Swagger UI) at /api/docs; /api/openapi.json is always served.',
  },
  {
    name: 'BACKUP_DIR',
    default: '$DATA_DIR/backups',
    description:
      'Folder for the scheduled backups of the embedded database and the file store (put it on another disk; docs/operations.md).',
  },
  { name: 'BACKUP_KEEP', default: '7', description: 'How many scheduled backups to keep (the newest).' },
  {
    name: 'BACKUP_CRON',
    default: '0 3 * * *',
    description:
      'When the scheduled backup runs (cron, Malaysia time; `off`: never). On PostgreSQL it does nothing: use pg_dump or base backups.',
  },
];

// ---------------------------------------------------------------------------------------------------------------
// Field parsers. Blank strings count as unset, so `FOO=` in an .env file means "use the default".

const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : typeof value === 'string' ? value.trim() : value;

const optionalString = z.preprocess(blankToUndefined, z.string().optional());

const integer = (fallback: number, min: number, max = Number.MAX_SAFE_INTEGER) =>
  z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: 'must be a whole number' })
      .int({ error: 'must be a whole number' })
      .min(min, { error: `must be at least ${min}` })
      .max(max, { error: `must be at most ${max}` })
      .default(fallback),
  );

const booleanFlag = z.preprocess(
  blankToUndefined,
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
    .transform((v) => v === 'true' || v === '1' || v === 'yes')
    .optional(),
);

const httpUrl = z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' });

const optionalUrl = z.preprocess(blankToUndefined, httpUrl.optional());

const commaList = (value: string | undefined): string[] =>
  (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

const stripTrailingSlash = (url: string) => url.replace(/\/+$/, '');

/** An origin is scheme://host[:port], nothing after it (the CORS and CSP matchers compare whole origins). */
const ORIGIN_PATTERN = /^[a-z][a-z0-9+.-]*:\/\/[^/?#\s]+$/i;

/** An IPv4/IPv6 address, optionally with a prefix length (the shape proxy-addr reads). */
const ADDRESS_PATTERN = /^[0-9a-f:.]+(\/\d{1,3})?$/i;

const envSchema = z
  .object({
    PORT: integer(8080, 0, 65535),
    HOST: z.preprocess(blankToUndefined, z.string().default('0.0.0.0')),
    PUBLIC_URL: optionalUrl,
    DATA_DIR: z.preprocess(blankToUndefined, z.string().default('./var')),
    DATABASE_URL: z.preprocess(
      blankToUndefined,
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, { error: 'must start with postgres:// or postgresql://' })
        .optional(),
    ),
    REDIS_URL: z.preprocess(
      blankToUndefined,
      z
        .string()
        .regex(/^rediss?:\/\//, { error: 'must start with redis:// or rediss://' })
        .optional(),
    ),
    METRICS_PORT: z.preprocess(
      blankToUndefined,
      z.coerce
        .number({ error: 'must be a whole number' })
        .int({ error: 'must be a whole number' })
        .min(0, { error: 'must be at least 0' })
        .max(65535, { error: 'must be at most 65535' })
        .optional(),
    ),
    METRICS_HOST: z.preprocess(blankToUndefined, z.string().default('127.0.0.1')),
    METRICS_TOKEN: z.preprocess(
      blankToUndefined,
      z.string().min(16, { error: 'must be at least 16 characters' }).optional(),
    ),
    CORS_ORIGINS: optionalString,
    REGISTRATION_BASIC_AUTH: z.preprocess(
      blankToUndefined,
      z
        .string()
        .regex(/^[^:]+:.+$/, { error: 'must be "user:password" (both parts non-empty)' })
        .optional(),
    ),
    ENVIRONMENT: z.preprocess(
      blankToUndefined,
      z.enum(ENVIRONMENTS, { error: `must be one of ${ENVIRONMENTS.join(', ')}` }).default('development'),
    ),
    LOG_LEVEL: z.preprocess(
      blankToUndefined,
      z.enum(LOG_LEVELS, { error: `must be one of ${LOG_LEVELS.join(', ')}` }).default('info'),
    ),
    SEED_DEMO: booleanFlag,
    DEMO_HISTORY_YEARS: integer(5, 0, 10),
    DEMO_STAFF_COPIES: integer(0, 0, 16),
    ACCESS_TOKEN_TTL: integer(300, 30, 86_400),
    REFRESH_TOKEN_TTL: integer(43_200, 60),
    IDENTITY_COOKIE_KEYS: optionalString,
    RATE_LIMIT_MAX: integer(300, 1),
    TRUST_PROXY: optionalString,
    WEB_DIST_DIR: optionalString,
    SWITCH_API_BASE: optionalUrl,
    SESSION_STORAGE: z.preprocess(
      blankToUndefined,
      z
        .enum(['localStorage', 'sessionStorage'], { error: 'must be localStorage or sessionStorage' })
        // sessionStorage by default: a session on a shared computer should end with the tab.
        .default('sessionStorage'),
    ),
    IDLE_PERIOD: integer(900, 1),
    TIMEOUT_COUNTDOWN: integer(10, 1),
    SUPPORT_EMAIL: z.preprocess(
      blankToUndefined,
      z.email({ error: 'must be an e-mail address' }).default('support@harta.example'),
    ),
    MARKETING_SITE_URL: optionalUrl,
    FAQ_URL: optionalUrl,
    CONTACT_URL: z.preprocess(
      blankToUndefined,
      z
        .string()
        .regex(/^(https?:\/\/|mailto:)\S+$/, { error: 'must be an http(s) or mailto: URL' })
        .optional(),
    ),
    SMTP_URL: z.preprocess(
      blankToUndefined,
      z
        .string()
        .regex(/^smtps?:\/\/\S+$/, { error: 'must start with smtp:// or smtps://' })
        .optional(),
    ),
    MAIL_FROM: optionalString,
    MAIL_MAX_ATTEMPTS: integer(8, 1, 100),
    MAIL_RETRY_DELAY_MS: integer(60_000, 10, 86_400_000),
    MAIL_RETRY_POLL_MS: integer(15_000, 10, 3_600_000),
    FILE_ENCRYPTION_KEY: z.preprocess(
      blankToUndefined,
      z
        .string()
        .refine((v) => Buffer.from(v, 'base64').length === 32, { error: 'must be 32 bytes, base64-encoded' })
        .optional(),
    ),
    S3_ENDPOINT: optionalUrl,
    S3_BUCKET: optionalString,
    S3_ACCESS_KEY_ID: optionalString,
    S3_SECRET_ACCESS_KEY: optionalString,
    S3_REGION: z.preprocess(blankToUndefined, z.string().default('us-east-1')),
    EKYC_SANDBOX_OUTCOME: z.preprocess(
      blankToUndefined,
      z.enum(EKYC_SANDBOX_OUTCOMES, { error: `must be one of ${EKYC_SANDBOX_OUTCOMES.join(', ')}` }).default('pass'),
    ),
    EKYC_SANDBOX_DELAY_MS: integer(400, 0, 60_000),
    BUREAU_SANDBOX_DELAY_MS: integer(300, 0, 60_000),
    FPX_SANDBOX_SECRET: z.preprocess(
      blankToUndefined,
      z.string().min(16, { error: 'must be at least 16 characters' }).optional(),
    ),
    FPX_SANDBOX_OFFLINE_BANKS: z.preprocess(
      blankToUndefined,
      z
        .string()
        .regex(/^[A-Z0-9_]+(\s*,\s*[A-Z0-9_]+)*$/, { error: 'must be comma-separated BANK codes, e.g. KFH,CITI' })
        .default('KFH,CITI'),
    ),
    FPX_SANDBOX_CALLBACK_DELAY_MS: integer(1_500, 0, 3_600_000),
    TRADE_CLOCK_OFFSET_HOURS: integer(0, 0, 24 * 30),
    FPX_SANDBOX_CALLBACK_DUPLICATES: integer(0, 0, 20),
    FPX_SANDBOX_CALLBACK_REORDER: booleanFlag,
    FPX_SANDBOX_CALLBACK_LOSS: z.preprocess(
      blankToUndefined,
      z.coerce
        .number({ error: 'must be a number from 0 to 1' })
        .min(0, { error: 'must be a number from 0 to 1' })
        .max(1, { error: 'must be a number from 0 to 1' })
        .default(0),
    ),
    FPX_AC_MAX_AGE_SECONDS: integer(3_600, 60, 7 * 86_400),
    FPX_ENQUIRY_AFTER_MINUTES: integer(5, 1, 1_440),
    FPX_ENQUIRY_POLL_MS: integer(60_000, 100, 3_600_000),
    FPX_ORDER_EXPIRY_MINUTES: integer(60, 5, 10_080),
    FPX_TRUSTED_ADDRESSES: optionalString,
    FPX_CALLBACK_REFUSALS_PER_MINUTE: integer(20, 1, 100_000),
    API_DOCS: booleanFlag,
    BACKUP_DIR: optionalString,
    BACKUP_KEEP: integer(7, 1, 1_000),
    BACKUP_CRON: z.preprocess(
      blankToUndefined,
      z
        .string()
        .regex(/^(off|\S+( \S+){4})$/, { error: 'must be a cron expression of five fields, or off' })
        .default('0 3 * * *'),
    ),
  })
  .superRefine(
    (env, ctx) => {
      for (const origin of commaList(env.CORS_ORIGINS)) {
        if (!ORIGIN_PATTERN.test(origin)) {
          ctx.addIssue({
            code: 'custom',
            path: ['CORS_ORIGINS'],
            message: `"${origin}" is not an origin (scheme://host[:port], no path)`,
          });
        }
      }
      if (commaList(env.FPX_TRUSTED_ADDRESSES).some((s) => !ADDRESS_PATTERN.test(s))) {
        ctx.addIssue({ code: 'custom', path: ['FPX_TRUSTED_ADDRESSES'], message: 'must be addresses or CIDRs' });
      }
      if (env.TRUST_PROXY !== undefined && parseTrustProxy(env.TRUST_PROXY) === undefined) {
        ctx.addIssue({
          code: 'custom',
          path: ['TRUST_PROXY'],
          message: 'must be true, false, a hop count or a list of addresses',
        });
      }
      const keys = commaList(env.IDENTITY_COOKIE_KEYS);
      if (env.IDENTITY_COOKIE_KEYS !== undefined && keys.some((k) => k.length < 16)) {
        ctx.addIssue({
          code: 'custom',
          path: ['IDENTITY_COOKIE_KEYS'],
          message: 'each key must be at least 16 characters',
        });
      }
      const s3Set = S3_NAMES.filter((name) => name !== 'S3_REGION' && env[name] !== undefined);
      if (s3Set.length > 0 && s3Set.length < S3_NAMES.length - 1) {
        ctx.addIssue({
          code: 'custom',
          path: ['S3_ENDPOINT'],
          message: 'set S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY together',
        });
      }
      // A trade clock ahead of time would run dates before their cut-off: never where real money moves.
      if (env.TRADE_CLOCK_OFFSET_HOURS > 0 && (env.ENVIRONMENT === 'production' || env.ENVIRONMENT === 'staging')) {
        ctx.addIssue({
          code: 'custom',
          path: ['TRADE_CLOCK_OFFSET_HOURS'],
          message: 'must be 0 in staging and production',
        });
      }
      // More logins with the documented password and demo second factor: never where real money moves.
      if (env.DEMO_STAFF_COPIES > 0 && (env.ENVIRONMENT === 'production' || env.ENVIRONMENT === 'staging')) {
        ctx.addIssue({ code: 'custom', path: ['DEMO_STAFF_COPIES'], message: 'must be 0 in staging and production' });
      }
      // Production must never run on the well-known development secrets or address.
      if (env.ENVIRONMENT === 'production') {
        if (!env.FILE_ENCRYPTION_KEY || env.FILE_ENCRYPTION_KEY === DEV_FILE_ENCRYPTION_KEY) {
          ctx.addIssue({ code: 'custom', path: ['FILE_ENCRYPTION_KEY'], message: 'is required in production' });
        }
        if (!env.PUBLIC_URL) {
          ctx.addIssue({ code: 'custom', path: ['PUBLIC_URL'], message: 'is required in production' });
        }
        if (!env.REGISTRATION_BASIC_AUTH || env.REGISTRATION_BASIC_AUTH === DEV_REGISTRATION_BASIC_AUTH) {
          ctx.addIssue({ code: 'custom', path: ['REGISTRATION_BASIC_AUTH'], message: 'is required in production' });
        }
        if (!env.FPX_SANDBOX_SECRET || env.FPX_SANDBOX_SECRET === DEV_FPX_SANDBOX_SECRET) {
          ctx.addIssue({ code: 'custom', path: ['FPX_SANDBOX_SECRET'], message: 'is required in production' });
        }
        if (keys.length === 0 || keys.includes(DEV_COOKIE_KEY)) {
          ctx.addIssue({ code: 'custom', path: ['IDENTITY_COOKIE_KEYS'], message: 'is required in production' });
        }
      }
      // Run even when a field above failed, so one start-up reports every problem at once.
    },
    { when: () => true },
  );

type ParsedEnv = z.output<typeof envSchema>;

function parseTrustProxy(value: string): boolean | number | string[] | undefined {
  const v = value.toLowerCase();
  if (v === 'true' || v === 'yes') return true;
  if (v === 'false' || v === 'no') return false;
  if (/^\d+$/.test(v)) return Number(v);
  const list = commaList(value);
  return list.length > 0 && list.every((s) => ADDRESS_PATTERN.test(s)) ? list : undefined;
}

/**
 * The built web app sits at apps/web/dist. From the bundle (apps/server/dist/main.js) that is ../../web/dist;
 * from the source (apps/server/src/config/config.ts, under tsx or Vitest) it is ../../../web/dist.
 */
export function defaultWebDistDir(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = [path.resolve(here, '../../web/dist'), path.resolve(here, '../../../web/dist')];
  return (
    candidates.find((dir) => existsSync(path.join(dir, 'index.html'))) ??
    // Not built yet: still point at the web package's dist folder, so the warning names the right place.
    candidates.find((dir) => existsSync(path.join(dir, '..', 'package.json'))) ??
    candidates[0]!
  );
}

function resolve(env: ParsedEnv): Config {
  const publicUrl = stripTrailingSlash(env.PUBLIC_URL ?? `http://localhost:${env.PORT}`);
  const corsOrigins = env.CORS_ORIGINS
    ? commaList(env.CORS_ORIGINS)
    : // Capacitor serves the native app from capacitor://localhost (iOS) and https://localhost (Android, with
      // the androidScheme 'https' of apps/web/capacitor.config.ts). Not http://localhost: any page a visitor's
      // machine serves there (a dev server, another app) would be an allowed origin.
      [new URL(publicUrl).origin, 'capacitor://localhost', 'https://localhost'];
  const [username, ...rest] = (env.REGISTRATION_BASIC_AUTH ?? DEV_REGISTRATION_BASIC_AUTH).split(':');
  const supportEmail = env.SUPPORT_EMAIL;
  return {
    port: env.PORT,
    host: env.HOST,
    publicUrl,
    dataDir: path.resolve(env.DATA_DIR),
    databaseUrl: env.DATABASE_URL,
    redisUrl: env.REDIS_URL,
    metrics: { port: env.METRICS_PORT, host: env.METRICS_HOST, token: env.METRICS_TOKEN },
    corsOrigins: [...new Set(corsOrigins)],
    registrationBasicAuth: { username: username!, password: rest.join(':') },
    environment: env.ENVIRONMENT,
    logLevel: env.LOG_LEVEL,
    seedDemo: env.SEED_DEMO ?? env.ENVIRONMENT !== 'production',
    demoHistoryYears: env.DEMO_HISTORY_YEARS,
    demoStaffCopies: env.DEMO_STAFF_COPIES,
    accessTokenTtlSeconds: env.ACCESS_TOKEN_TTL,
    refreshTokenTtlSeconds: env.REFRESH_TOKEN_TTL,
    identityCookieKeys: env.IDENTITY_COOKIE_KEYS ? commaList(env.IDENTITY_COOKIE_KEYS) : [DEV_COOKIE_KEY],
    rateLimitMax: env.RATE_LIMIT_MAX,
    trustProxy: env.TRUST_PROXY === undefined ? false : parseTrustProxy(env.TRUST_PROXY)!,
    webDistDir: env.WEB_DIST_DIR ? path.resolve(env.WEB_DIST_DIR) : defaultWebDistDir(),
    files: {
      encryptionKey: Buffer.from(env.FILE_ENCRYPTION_KEY ?? DEV_FILE_ENCRYPTION_KEY, 'base64'),
      s3:
        env.S3_ENDPOINT && env.S3_BUCKET && env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
          ? {
              endpoint: stripTrailingSlash(env.S3_ENDPOINT),
              bucket: env.S3_BUCKET,
              accessKeyId: env.S3_ACCESS_KEY_ID,
              secretAccessKey: env.S3_SECRET_ACCESS_KEY,
              region: env.S3_REGION,
            }
          : undefined,
    },
    ekyc: { sandboxOutcome: env.EKYC_SANDBOX_OUTCOME, sandboxDelayMs: env.EKYC_SANDBOX_DELAY_MS },
    mail: {
      smtpUrl: env.SMTP_URL,
      from: env.MAIL_FROM ?? `Harta <no-reply@${new URL(publicUrl).hostname}>`,
      maxAttempts: env.MAIL_MAX_ATTEMPTS,
      retryDelayMs: env.MAIL_RETRY_DELAY_MS,
      retryPollMs: env.MAIL_RETRY_POLL_MS,
    },
    bureau: { sandboxDelayMs: env.BUREAU_SANDBOX_DELAY_MS },
    payments: {
      sandboxSecret: env.FPX_SANDBOX_SECRET ?? DEV_FPX_SANDBOX_SECRET,
      offlineBanks: commaList(env.FPX_SANDBOX_OFFLINE_BANKS),
      callbacks: {
        delayMs: env.FPX_SANDBOX_CALLBACK_DELAY_MS,
        duplicates: env.FPX_SANDBOX_CALLBACK_DUPLICATES,
        reorder: env.FPX_SANDBOX_CALLBACK_REORDER ?? false,
        lossRate: env.FPX_SANDBOX_CALLBACK_LOSS,
      },
      acMaxAgeSeconds: env.FPX_AC_MAX_AGE_SECONDS,
      enquiryAfterMinutes: env.FPX_ENQUIRY_AFTER_MINUTES,
      enquiryPollMs: env.FPX_ENQUIRY_POLL_MS,
      orderExpiryMinutes: env.FPX_ORDER_EXPIRY_MINUTES,
      trustedAddresses: commaList(env.FPX_TRUSTED_ADDRESSES),
      callbackRefusalsPerMinute: env.FPX_CALLBACK_REFUSALS_PER_MINUTE,
    },
    backup: {
      dir: path.resolve(env.BACKUP_DIR ?? path.join(env.DATA_DIR, 'backups')),
      keep: env.BACKUP_KEEP,
      cron: env.BACKUP_CRON === 'off' ? null : env.BACKUP_CRON,
    },
    tradeClockOffsetHours: env.TRADE_CLOCK_OFFSET_HOURS,
    // The docs page helps whoever builds against a development or staging server; in production it only tells an
    // attacker the whole surface at a glance (the document stays for the apps' own tooling).
    apiDocs: env.API_DOCS ?? env.ENVIRONMENT !== 'production',
    client: {
      switchApiBase: stripTrailingSlash(env.SWITCH_API_BASE ?? publicUrl),
      sessionStorage: env.SESSION_STORAGE,
      idlePeriodSeconds: env.IDLE_PERIOD,
      timeoutCountdownSeconds: env.TIMEOUT_COUNTDOWN,
      supportEmail,
      // Without an external marketing site the app's own home screen is the landing page.
      marketingSiteUrl: env.MARKETING_SITE_URL ?? `${publicUrl}/home`,
      faqUrl: env.FAQ_URL ?? `${publicUrl}/faq`,
      contactUrl: env.CONTACT_URL ?? `mailto:${supportEmail}`,
    },
  };
}

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Validates the environment and resolves every default. Throws {@link ConfigError} listing each bad variable. */
export function loadConfig(env: Env = process.env): Config {
  const known = Object.fromEntries(settingsCatalogue.map((s) => [s.name, env[s.name]]));
  const parsed = envSchema.safeParse(known);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => `${String(issue.path[0] ?? '(environment)')}: ${issue.message}`),
    );
  }
  return resolve(parsed.data);
}

/** Names the schema reads, for the test that keeps {@link settingsCatalogue} complete. */
export const settingNames: readonly string[] = Object.keys(envSchema.shape);
