import { ApiPaths } from '@harta/contracts/paths';
import {
  dashboardSummaryResponseSchema,
  performanceResponseSchema,
  type DashboardSummary,
  type Performance,
} from '@harta/contracts/schemas/returns';
import { afterAll, beforeAll, expect } from 'vitest';
import type { Db } from '../../src/db/connection';
import type { TestDatabase, TestDatabaseKind } from '../databases';
import { createTestClient, TEST_CLIENT_PASSWORD } from './registration-clients';
import { bearer, startServer, type StartedServer } from './start-server';
import { fillPrices } from './trading-fixtures';

/**
 * A suite of the dashboard and the performance page on one engine: a server on a database of `kind` with the
 * sandbox closes of 5–9 Jan 2026 (made in beforeAll, closed in afterAll; read `state` in a test or a later
 * beforeAll), new clients with a token, and the two answers as a client gets them (200 checked, the body parsed by
 * the contract, with the ETag). `label` keeps the clients' e-mails apart between suites.
 */
export function returnsSuite(kind: TestDatabaseKind, label: string) {
  const state = {} as { database: TestDatabase; db: Db; server: StartedServer };
  let seq = 0;

  beforeAll(async () => {
    state.database = await kind.open();
    state.db = state.database.db;
    state.server = await startServer({ database: state.database, seed: false });
    await fillPrices(state.db, '2026-01-05', '2026-01-09');
  });
  afterAll(async () => {
    await state.server?.close();
    await state.database?.dispose();
  });

  async function client(status = 'ACTIVE') {
    const { server, db } = state;
    seq += 1;
    const email = `${label}${seq}-${kind.name}@example.com`.toLowerCase();
    const c = await createTestClient(db, { email, status, currentStep: 10 });
    const token = (await server.login(email, TEST_CLIENT_PASSWORD)).access_token;
    return { ...c, token };
  }

  const get = (url: string, token: string, headers: Record<string, string> = {}) =>
    state.server.fetch(url, { headers: { ...bearer(token), ...headers } });

  async function performanceAnswer(token: string, guid?: string): Promise<{ body: Performance; etag: string }> {
    const response = await get(`${ApiPaths.performance}${guid === undefined ? '' : `?portfolio=${guid}`}`, token);
    expect(response.status).toBe(200);
    const body = performanceResponseSchema.parse(await response.json()).result;
    return { body, etag: response.headers.get('etag') ?? '' };
  }

  async function dashboardAnswer(token: string): Promise<{ body: DashboardSummary; etag: string }> {
    const response = await get(ApiPaths.dashboard.getDashBoardSummary, token);
    expect(response.status).toBe(200);
    const body = dashboardSummaryResponseSchema.parse(await response.json()).result;
    return { body, etag: response.headers.get('etag') ?? '' };
  }

  return {
    state,
    client,
    get,
    performanceAnswer,
    dashboardAnswer,
    performance: async (token: string, guid?: string) => (await performanceAnswer(token, guid)).body,
    dashboard: async (token: string) => (await dashboardAnswer(token)).body,
  };
}
