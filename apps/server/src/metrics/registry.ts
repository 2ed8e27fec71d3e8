import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/**
 * The process's Prometheus metrics (docs/operations.md "Metrics, health and alerts"). One registry for the
 * process, as prom-client's own default is: the modules that count something import the metric they need from
 * here, and this module imports nothing of the application's, so any module may use it (a lower module never
 * imports a higher one). Observing a metric is an in-memory operation of a few microseconds: nothing here runs a
 * query on a request's path; the few figures that come from the database are read when Prometheus scrapes
 * (`onScrape`).
 */
export const registry = new Registry();

// Event-loop lag (nodejs_eventloop_lag_*), resident memory (process_resident_memory_bytes), heap, GC, handles.
// The lag is sampled every 100 ms, not prom-client's 10 ms: each sample wakes the process, and at 100 a second the
// wake-ups were half of what an idle server spent (bench/README.md, "An idle server's CPU"); the lag worth an alert
// is 200 ms (docs/operations.md), which a 100 ms sample still sees.
collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 100 });

/** Seconds buckets for answers a client waits for: 5 ms to 10 s. */
const REQUEST_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** Seconds buckets for background work: a second to two hours. */
const JOB_BUCKETS = [0.1, 0.5, 1, 5, 15, 30, 60, 120, 300, 600, 1800, 3600, 7200];

export const httpRequestDuration = new Histogram({
  name: 'harta_http_request_duration_seconds',
  help: 'HTTP answers by method, route template (never the raw URL) and status class, in seconds',
  labelNames: ['method', 'route', 'status_class'] as const,
  buckets: REQUEST_BUCKETS,
  registers: [registry],
});

export const httpResponses = new Counter({
  name: 'harta_http_responses_total',
  help: 'HTTP answers by method, route template and status code',
  labelNames: ['method', 'route', 'status_code'] as const,
  registers: [registry],
});

export const logins = new Counter({
  name: 'harta_logins_total',
  help: 'Password login attempts by outcome: success, failure (wrong e-mail or password) or lockout (refused locked)',
  labelNames: ['outcome'] as const,
  registers: [registry],
});

export const oneTimeCodesSent = new Counter({
  name: 'harta_one_time_codes_sent_total',
  help: 'One-time codes issued, by purpose and channel (sms or email)',
  labelNames: ['purpose', 'channel'] as const,
  registers: [registry],
});

export const oneTimeCodeLocks = new Counter({
  name: 'harta_one_time_code_locks_total',
  help: "A client's one-time codes of a purpose closed for the day by a daily cap; reason = sends or failedGuesses",
  labelNames: ['purpose', 'reason'] as const,
  registers: [registry],
});

export const payments = new Counter({
  name: 'harta_payments_total',
  help: 'Online-banking payment orders entering a state: CREATED, PENDING, SUCCESS or FAILED',
  labelNames: ['state'] as const,
  registers: [registry],
});

export const paymentSettlementLag = new Histogram({
  name: 'harta_payment_settlement_lag_seconds',
  help: "Seconds from the exchange's transaction time (paid at the bank) to the order's final state here",
  labelNames: ['via'] as const,
  buckets: [1, 2, 5, 10, 30, 60, 120, 300, 600, 1800, 3600, 7200],
  registers: [registry],
});

export const gatewayCallbacksRefused = new Counter({
  name: 'harta_gateway_callbacks_refused_total',
  help: "Gateway callbacks refused, by reason: signature, stale, mismatch, or throttled (a source's minute budget spent)",
  labelNames: ['reason'] as const,
  registers: [registry],
});

export const acknowledgementInboxDepth = new Gauge({
  name: 'harta_payment_acknowledgement_inbox_depth',
  help: 'Acknowledgements received and stored but not applied yet (read at scrape)',
  registers: [registry],
});

export const jobDuration = new Histogram({
  name: 'harta_job_duration_seconds',
  help: 'Job runs by queue and outcome (done or failed), in seconds',
  labelNames: ['queue', 'outcome'] as const,
  buckets: JOB_BUCKETS,
  registers: [registry],
});

export const jobFailures = new Counter({
  name: 'harta_job_failures_total',
  help: 'Job runs that failed (pg-boss retries them up to the queue limit), by queue',
  labelNames: ['queue'] as const,
  registers: [registry],
});

export const tradeRunDuration = new Histogram({
  name: 'harta_trade_run_duration_seconds',
  help: 'Trade runs by outcome (completed or failed), in seconds',
  labelNames: ['outcome'] as const,
  buckets: JOB_BUCKETS,
  registers: [registry],
});

export const tradeRunLastCompleted = new Gauge({
  name: 'harta_trade_run_last_completed_timestamp_seconds',
  help: 'When the latest completed trade run finished, Unix seconds (read at scrape; 0 when none)',
  registers: [registry],
});

export const valuationDuration = new Histogram({
  name: 'harta_valuation_duration_seconds',
  help: 'Valuation of one trading day (every portfolio), in seconds',
  buckets: JOB_BUCKETS,
  registers: [registry],
});

export const databasePoolConnections = new Gauge({
  name: 'harta_db_pool_connections',
  help: "The PostgreSQL pool's connections by state: total, idle, waiting (requests queued for one); read at scrape",
  labelNames: ['state'] as const,
  registers: [registry],
});

export const redisUp = new Gauge({
  name: 'harta_redis_up',
  help: 'Whether the rate limiter reaches Redis (1) or counts in this instance (0); absent without REDIS_URL',
  registers: [registry],
});

export const retentionPurged = new Counter({
  name: 'harta_retention_purged_total',
  help: 'Rows the retention job purged (or audit details it cleared), by kind',
  labelNames: ['kind'] as const,
  registers: [registry],
});

type ScrapeHook = () => Promise<void>;
const scrapeHooks = new Set<ScrapeHook>();

/**
 * Runs `hook` before each scrape to refresh gauges from their source (the database). Answers the function that
 * removes it (an app removes its hooks when it closes).
 */
export function onScrape(hook: ScrapeHook): () => void {
  scrapeHooks.add(hook);
  return () => scrapeHooks.delete(hook);
}

/** A scrape hook gets this long; a database that does not answer leaves the gauge at its last value. */
const SCRAPE_HOOK_TIMEOUT_MS = 2_000;

/** The Prometheus text exposition of every metric, gauges refreshed first. */
export async function scrapeMetrics(): Promise<string> {
  await Promise.all(
    [...scrapeHooks].map((hook) =>
      Promise.race([hook(), new Promise<void>((resolve) => setTimeout(resolve, SCRAPE_HOOK_TIMEOUT_MS).unref())]).catch(
        () => undefined,
      ),
    ),
  );
  return registry.metrics();
}

export const METRICS_CONTENT_TYPE = registry.contentType;
