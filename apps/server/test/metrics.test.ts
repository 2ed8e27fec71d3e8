import { readFileSync } from 'node:fs';
import { ApiPaths, StaticPaths } from '@harta/contracts/paths';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../src/app';
import { loadConfig } from '../src/config/config';
import type { Db } from '../src/db/connection';
import { startMetricsServer, type MetricsServer } from '../src/metrics/metrics-server';
import { testDatabases } from './databases';
import { parsePrometheusText, sampleValue, type Family } from './helpers/prometheus-text';
import { callbacksSettled, createPortfolio, depositForm, payAtBank } from './helpers/deposits';
import { createTestClient, TEST_CLIENT_PASSWORD } from './helpers/registration-clients';
import { serverSuite, testEnv } from './helpers/start-server';

/** Metrics, their protection and the health check (docs/operations.md "Metrics, health and alerts"). */

const TOKEN = 'metrics-test-token-0123456789';
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describe.each(testDatabases())('metrics on $name', (kind) => {
  const suite = serverSuite(() => kind.open(), {
    env: { METRICS_TOKEN: TOKEN, FPX_SANDBOX_CALLBACK_DELAY_MS: '0', FPX_ENQUIRY_POLL_MS: '3600000' },
  });

  async function scrape(): Promise<Map<string, Family>> {
    const response = await suite.server.fetch('/metrics', { headers: bearer(TOKEN) });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    return parsePrometheusText(await response.text());
  }

  it('serves Prometheus text with every named series, labelled by route template', async () => {
    const before = await scrape();
    const loginsBefore = (outcome: string) => sampleValue(before, 'harta_logins_total', { outcome }) ?? 0;

    await suite.server.login('demo@example.com', 'Demo@1234');
    await expect(suite.server.login('demo@example.com', 'wrong-password-1')).rejects.toThrow();
    // A route with a parameter, refused (401): its label must be the template, never the id asked for.
    const refused = await suite.server.fetch(ApiPaths.backofficeClosure.flag(987_654));
    expect(refused.status).toBe(401);
    await refused.arrayBuffer();
    const health = await suite.server.fetch(ApiPaths.health);
    expect(health.status).toBe(200);
    await health.arrayBuffer();

    const after = await scrape();
    expect(sampleValue(after, 'harta_logins_total', { outcome: 'success' })).toBe(loginsBefore('success') + 1);
    expect(sampleValue(after, 'harta_logins_total', { outcome: 'failure' })).toBe(loginsBefore('failure') + 1);

    const http = after.get('harta_http_request_duration_seconds');
    expect(http?.type).toBe('histogram');
    const routes = new Set(http!.samples.map((s) => s.labels.route));
    expect(routes).toContain(ApiPaths.health);
    // The identity server's endpoints by name, from a fixed list (its mount is one wildcard route).
    expect(routes).toContain('/identity/token');
    expect(routes).toContain('/api/backoffice/clients/:clientId/closure-flag');
    expect([...routes].some((route) => route?.includes('987654'))).toBe(false);
    expect(
      sampleValue(after, 'harta_http_request_duration_seconds_count', {
        method: 'GET',
        route: '/api/backoffice/clients/:clientId/closure-flag',
        status_class: '4xx',
      }),
    ).toBeGreaterThanOrEqual(1);
    expect(
      sampleValue(after, 'harta_http_responses_total', {
        route: '/api/backoffice/clients/:clientId/closure-flag',
        status_code: '401',
      }),
    ).toBeGreaterThanOrEqual(1);

    for (const name of [
      'harta_one_time_codes_sent_total',
      'harta_payments_total',
      'harta_payment_settlement_lag_seconds',
      'harta_payment_acknowledgement_inbox_depth',
      'harta_job_duration_seconds',
      'harta_job_failures_total',
      'harta_trade_run_duration_seconds',
      'harta_trade_run_last_completed_timestamp_seconds',
      'harta_valuation_duration_seconds',
      'harta_db_pool_connections',
      'harta_retention_purged_total',
      'nodejs_eventloop_lag_seconds',
      'nodejs_eventloop_lag_p99_seconds',
      'process_resident_memory_bytes',
    ]) {
      expect(after.has(name), name).toBe(true);
    }
    expect(sampleValue(after, 'harta_payment_acknowledgement_inbox_depth')).toBe(0);
    expect(sampleValue(after, 'process_resident_memory_bytes')).toBeGreaterThan(10_000_000);
    if (kind.name === 'postgres') {
      expect(sampleValue(after, 'harta_db_pool_connections', { state: 'total' })).toBeGreaterThanOrEqual(1);
    }
  });

  it('counts a deposit entering each state and its callback lag', async () => {
    const email = `metrics-deposit-${kind.name}@example.com`;
    const { clientId } = await createTestClient(suite.database.db, { email, status: 'ACTIVE', currentStep: 10 });
    const portfolio = await createPortfolio(suite.database.db, clientId);
    const { access_token: token } = await suite.server.login(email, TEST_CLIENT_PASSWORD);
    const before = await scrape();
    const payments = (families: Map<string, Family>, state: string) =>
      sampleValue(families, 'harta_payments_total', { state }) ?? 0;
    const lags = (families: Map<string, Family>) =>
      sampleValue(families, 'harta_payment_settlement_lag_seconds_count', { via: 'direct' }) ?? 0;

    const form = await depositForm(suite.server, token, {
      amount: '25.00',
      portfolioId: portfolio.guid,
      bankId: 'MBB',
    });
    await payAtBank(suite.server, form, 'approve');
    await callbacksSettled(suite.server.app);

    const after = await scrape();
    expect(payments(after, 'CREATED')).toBe(payments(before, 'CREATED') + 1);
    expect(payments(after, 'SUCCESS')).toBe(payments(before, 'SUCCESS') + 1);
    expect(lags(after)).toBe(lags(before) + 1);
  });

  it('has every series the Grafana dashboard (docs/grafana-dashboard.json) queries', async () => {
    const families = await scrape();
    const dashboard = readFileSync(new URL('../../../docs/grafana-dashboard.json', import.meta.url), 'utf8');
    const names = new Set(dashboard.match(/\b(harta|nodejs|process)_[a-z0-9_]+/g));
    expect(names.size).toBeGreaterThan(10);
    for (const name of names) {
      const family = name.replace(/_(bucket|sum|count)$/, '');
      expect(families.has(family) || families.has(name), name).toBe(true);
    }
  });

  it('refuses a scrape without the token or with a wrong one, and does not rate-limit the right one', async () => {
    const none = await suite.server.fetch('/metrics');
    expect(none.status).toBe(401);
    expect(none.headers.get('www-authenticate')).toContain('Bearer');
    expect(await none.text()).not.toContain('harta_');
    const wrong = await suite.server.fetch('/metrics', { headers: bearer('metrics-test-token-0123456780') });
    expect(wrong.status).toBe(401);
    await wrong.arrayBuffer();
    const right = await suite.server.fetch('/metrics', { headers: bearer(TOKEN) });
    expect(right.headers.get('x-ratelimit-limit')).toBeNull();
    // Read to the end: an unread answer keeps its connection busy and the server's close waiting.
    await right.arrayBuffer();
  });

  describe('without METRICS_TOKEN', () => {
    let app: App;
    beforeAll(async () => {
      app = await buildApp({ config: loadConfig(testEnv()), database: suite.database });
      await app.ready();
    });
    afterAll(async () => {
      await app?.close();
    });

    it('does not serve /metrics on the app port at all', async () => {
      const response = await app.inject({ method: 'GET', url: '/metrics', headers: bearer(TOKEN) });
      expect(response.body).not.toContain('# TYPE');
      expect(response.statusCode).not.toBe(200);
    });
  });

  describe('on a port of its own (METRICS_PORT)', () => {
    let open: MetricsServer;
    let guarded: MetricsServer;
    beforeAll(async () => {
      open = await startMetricsServer({ port: 0, host: '127.0.0.1' });
      guarded = await startMetricsServer({ port: 0, host: '127.0.0.1', token: TOKEN });
    });
    afterAll(async () => {
      await open?.close();
      await guarded?.close();
    });

    it('serves the same metrics on loopback, and wants the token when one is set', async () => {
      const response = await fetch(`http://127.0.0.1:${open.port}/metrics`);
      expect(response.status).toBe(200);
      expect(parsePrometheusText(await response.text()).has('harta_http_request_duration_seconds')).toBe(true);
      const other = await fetch(`http://127.0.0.1:${open.port}/api/health`);
      expect(other.status).toBe(404);
      await other.arrayBuffer();
      const refused = await fetch(`http://127.0.0.1:${guarded.port}/metrics`);
      expect(refused.status).toBe(401);
      await refused.arrayBuffer();
      const allowed = await fetch(`http://127.0.0.1:${guarded.port}/metrics`, { headers: bearer(TOKEN) });
      expect(allowed.status).toBe(200);
      await allowed.arrayBuffer();
    });
  });

  describe('health', () => {
    it('answers 503 when the database does not answer', async () => {
      const broken = new Proxy(suite.database.db, {
        get(target, prop, receiver) {
          if (prop === 'execute') return () => Promise.reject(new Error('connection refused'));
          const value: unknown = Reflect.get(target, prop, receiver);
          return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
        },
      }) as Db;
      const app = await buildApp({ config: loadConfig(testEnv()), database: { db: broken, kind: kind.name } });
      try {
        const response = await app.inject({ method: 'GET', url: ApiPaths.health });
        expect(response.statusCode).toBe(503);
      } finally {
        await app.close();
      }
    });

    it('reports Redis degraded (200) when it is configured and unreachable, and a request does not wait for it', async () => {
      // Port 9 (discard) on loopback: nothing listens, the connection is refused.
      const config = loadConfig(testEnv({ REDIS_URL: 'redis://127.0.0.1:9', RATE_LIMIT_MAX: '100' }));
      const app = await buildApp({ config, database: suite.database });
      try {
        await app.ready();
        const health = await app.inject({ method: 'GET', url: ApiPaths.health });
        expect(health.statusCode).toBe(200);
        expect(health.json()).toEqual({ result: { status: 'degraded', db: kind.name, redis: 'degraded' } });
        const started = performance.now();
        const limited = await app.inject({ method: 'GET', url: StaticPaths.appSettings });
        expect(limited.statusCode).toBe(200);
        expect(limited.headers['x-ratelimit-limit']).toBe('100');
        expect(performance.now() - started).toBeLessThan(300);
      } finally {
        await app.close();
      }
    });
  });
});
