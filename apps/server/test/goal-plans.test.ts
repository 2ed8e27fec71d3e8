import { errorBodySchema } from '@harta/contracts/errors';
import { ApiPaths } from '@harta/contracts/paths';
import { goalPlanResponseSchema, goalPlanSummariesResponseSchema } from '@harta/contracts/schemas/goal-plans';
import { portfolioResponseSchema } from '@harta/contracts/schemas/portfolios';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../src/db/schema/audit';
import { clients } from '../src/db/schema/clients';
import { portfolios } from '../src/db/schema/portfolios';
import { systemParameters } from '../src/db/schema/reference-data';
import { postJournal } from '../src/modules/ledger/post-journal';
import { compoundWithDeposits } from '../src/modules/goal-planning/projection';
import { testDatabases, type TestDatabase } from './databases';
import { createTestClient, fillRegistration, TEST_CLIENT_PASSWORD } from './helpers/registration-clients';
import { bearer, startServer, type StartedServer } from './helpers/start-server';

/**
 * A goal's plan over HTTP (docs/goals.md): the target and planned monthly deposit a client sets, the projection
 * from the model portfolio's assumptions in the system parameters, "on track" and the deposit the target needs;
 * only the caller's own goals, approved clients only for changes, every change audited.
 */
const TODAY = new Date('2026-11-28T04:00:00Z'); // noon in Malaysia

describe.each(testDatabases())('goal plans on $name', (kind) => {
  let database: TestDatabase;
  let server: StartedServer;
  let seq = 0;

  beforeAll(async () => {
    database = await kind.open();
    server = await startServer({ database, tradeClock: () => TODAY, env: { BUREAU_SANDBOX_DELAY_MS: '0' } });
  });
  afterAll(async () => {
    await server?.close();
    await database?.dispose();
  });

  /** An approved client with one goal holding `cashSen` of settled cash. */
  async function clientWithGoal(cashSen: bigint, riskLevel = 3, status = 'ACTIVE') {
    seq += 1;
    const email = `planner${seq}@example.com`;
    const c = await createTestClient(database.db, { email, status: 'ACTIVE', currentStep: 10 });
    await fillRegistration(database.db, c);
    const token = (await server.login(email, TEST_CLIENT_PASSWORD)).access_token;
    const created = await server.fetch(ApiPaths.portfolios.create, {
      method: 'POST',
      headers: { ...bearer(token), 'content-type': 'application/json' },
      body: JSON.stringify({ goalName: 'House', riskLevel }),
    });
    expect(created.status).toBe(201);
    const { guid } = portfolioResponseSchema.parse(await created.json()).result;
    const [row] = await database.db.select({ id: portfolios.id }).from(portfolios).where(eq(portfolios.guid, guid));
    if (cashSen > 0n) {
      await postJournal(database.db, {
        idempotencyKey: `test:plan-deposit:${row!.id}`,
        kind: 'DEPOSIT',
        postings: [
          { account: { kind: 'GATEWAY_CLEARING' }, amount: cashSen },
          { account: { kind: 'CLIENT_CASH', portfolioId: row!.id }, amount: -cashSen },
        ],
      });
    }
    if (status !== 'ACTIVE') {
      await database.db.update(clients).set({ status }).where(eq(clients.clientId, c.clientId));
    }
    return { ...c, token, guid };
  }

  const read = (token: string, guid: string) =>
    server.fetch(ApiPaths.portfolios.plan(guid), { headers: bearer(token) });
  const write = (token: string, guid: string, body: unknown) =>
    server.fetch(ApiPaths.portfolios.plan(guid), {
      method: 'PUT',
      headers: { ...bearer(token), 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  async function plan(response: Response) {
    expect(response.status, await response.clone().text()).toBe(200);
    return goalPlanResponseSchema.parse(await response.json()).result;
  }

  it('a goal without a plan: no target, no deposit, a ten-year band from its value at the model’s assumptions', async () => {
    const c = await clientWithGoal(1_000_000n);
    const result = await plan(await read(c.token, c.guid));
    expect(result).toMatchObject({
      goalName: 'House',
      riskLevel: 3,
      currentValue: '10000.00',
      target: null,
      monthlyDeposit: '0.00',
      progressPercent: null,
      assumptions: { expectedReturnPercent: '5.20', volatilityPercent: '10.00' },
      projection: { status: null, depositForTarget: null },
    });
    const points = result.projection.points;
    expect(points[0]).toEqual({ date: '2026-11-28', low: '10000.00', median: '10000.00', high: '10000.00' });
    expect(points.at(-1)!.date).toBe('2036-11-28');
    const last = points.at(-1)!;
    expect(Number(last.low)).toBeLessThan(Number(last.median));
    expect(Number(last.median)).toBeLessThan(Number(last.high));
  });

  it('sets a target and a monthly deposit: progress, the band to the target date, the status and the deposit needed', async () => {
    const c = await clientWithGoal(2_500_000n);
    const result = await plan(
      await write(c.token, c.guid, { targetAmount: '100000', targetDate: '2036-11-28', monthlyDeposit: '200.00' }),
    );
    expect(result.target).toEqual({ amount: '100000.00', date: '2036-11-28' });
    expect(result.monthlyDeposit).toBe('200.00');
    expect(result.progressPercent).toBe(25);
    expect(result.projection.points.at(-1)!.date).toBe('2036-11-28');
    // RM 25,000 and RM 200 a month at 5.2 % for ten years is about RM 73,000 with no volatility: not on track.
    expect(Number(compoundWithDeposits(2_500_000n, 20_000n, 120, 0.052))).toBeLessThan(10_000_000);
    expect(result.projection.status).toBe('NEEDS_ATTENTION');
    const needed = result.projection.depositForTarget!;
    expect(Number(needed)).toBeGreaterThan(200);
    expect(needed).toMatch(/^\d+\.00$/);

    // Planning the deposit it suggests puts the goal on track; the figures are read back as saved.
    const onTrack = await plan(
      await write(c.token, c.guid, { targetAmount: '100000.00', targetDate: '2036-11-28', monthlyDeposit: needed }),
    );
    expect(onTrack.projection.status).toBe('ON_TRACK');
    expect(Number(onTrack.projection.points.at(-1)!.median)).toBeGreaterThanOrEqual(100_000);
    expect((await plan(await read(c.token, c.guid))).monthlyDeposit).toBe(needed);

    const audits = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'goal-plan.update'), eq(auditLog.subjectId, c.guid)));
    expect(audits).toHaveLength(2);
  });

  it('removing the target keeps the planned deposit and shows ten years again', async () => {
    const c = await clientWithGoal(0n);
    await plan(await write(c.token, c.guid, { targetAmount: '5000', targetDate: '2027-11-28', monthlyDeposit: '100' }));
    const result = await plan(
      await write(c.token, c.guid, { targetAmount: null, targetDate: null, monthlyDeposit: '100' }),
    );
    expect(result.target).toBeNull();
    expect(result.progressPercent).toBeNull();
    expect(result.monthlyDeposit).toBe('100.00');
    expect(result.projection.points.at(-1)!.date).toBe('2036-11-28');
    // An empty goal with RM 100 a month: the band starts at zero; two months on (the chart's second point over ten
    // years) it holds two deposits and a month's growth of the first.
    expect(result.projection.points[0]!.median).toBe('0.00');
    expect(result.projection.points[1]!.date).toBe('2027-01-28');
    expect(Number(result.projection.points[1]!.median)).toBeGreaterThan(200);
    expect(Number(result.projection.points[1]!.median)).toBeLessThan(201);
  });

  it.each([
    [{ targetAmount: '50000', targetDate: null, monthlyDeposit: '0' }, 'targetDate', 'goalPlan.targetDateRequired'],
    [
      { targetAmount: null, targetDate: '2030-01-01', monthlyDeposit: '0' },
      'targetAmount',
      'goalPlan.targetAmountRequired',
    ],
    [
      { targetAmount: '1,000', targetDate: '2030-01-01', monthlyDeposit: '0' },
      'targetAmount',
      'goalPlan.targetAmountFormat',
    ],
    [
      { targetAmount: '0.50', targetDate: '2030-01-01', monthlyDeposit: '0' },
      'targetAmount',
      'goalPlan.targetAmountRange',
    ],
    [
      { targetAmount: '5000', targetDate: '2030-02-30', monthlyDeposit: '0' },
      'targetDate',
      'goalPlan.targetDateInvalid',
    ],
    [
      { targetAmount: '5000', targetDate: '2030-01-01', monthlyDeposit: '-5' },
      'monthlyDeposit',
      'goalPlan.monthlyDepositRange',
    ],
    [
      { targetAmount: '5000', targetDate: '2030-01-01', monthlyDeposit: '5.555' },
      'monthlyDeposit',
      'goalPlan.monthlyDepositFormat',
    ],
    [
      { targetAmount: '5000', targetDate: '2030-01-01', monthlyDeposit: '2000000' },
      'monthlyDeposit',
      'goalPlan.monthlyDepositRange',
    ],
    [{ targetAmount: '5000', targetDate: '2026-12-20', monthlyDeposit: '0' }, 'targetDate', 'goalPlan.targetDateRange'],
    [{ targetAmount: '5000', targetDate: '2077-01-01', monthlyDeposit: '0' }, 'targetDate', 'goalPlan.targetDateRange'],
  ])('refuses %j with %s under the field', async (body, path, message) => {
    const c = await clientWithGoal(0n);
    const response = await write(c.token, c.guid, body);
    expect(response.status).toBe(400);
    const error = errorBodySchema.parse(await response.json());
    expect(error.issues).toContainEqual(expect.objectContaining({ path, message }));
    // Nothing was saved.
    expect((await plan(await read(c.token, c.guid))).target).toBeNull();
  });

  it('refuses NUL bytes and bodies that are not an object with 400 and a message, saving nothing', async () => {
    const c = await clientWithGoal(0n);
    const good = { targetAmount: '5000', targetDate: '2030-01-01', monthlyDeposit: '0' };
    const sendRaw = (body: string) =>
      server.fetch(ApiPaths.portfolios.plan(c.guid), {
        method: 'PUT',
        headers: { ...bearer(c.token), 'content-type': 'application/json' },
        body,
      });
    for (const [field, value] of [
      ['targetAmount', '50\u000000'],
      ['targetDate', '2030-01-01\u0000'],
      ['monthlyDeposit', '\u00001'],
    ] as const) {
      const response = await write(c.token, c.guid, { ...good, [field]: value });
      expect(response.status).toBe(400);
      const error = errorBodySchema.parse(await response.json());
      expect(error.issues).toContainEqual(
        expect.objectContaining({ path: field, message: 'validation.controlCharacters' }),
      );
    }
    for (const body of ['null', '[]', '"plan"', '42', 'true', '{"targetAmount":']) {
      const response = await sendRaw(body);
      expect(response.status, body).toBe(400);
      const error = errorBodySchema.parse(await response.json());
      expect(error.result, body).not.toBe('');
    }
    // A NUL in the goal's id is refused the same way, before any lookup.
    const inPath = await server.fetch(`${ApiPaths.portfolios.plan(c.guid)}%00`, {
      method: 'PUT',
      headers: { ...bearer(c.token), 'content-type': 'application/json' },
      body: JSON.stringify(good),
    });
    expect(inPath.status).toBe(400);
    expect((await plan(await read(c.token, c.guid))).target).toBeNull();
  });

  it('the dashboard’s summary lists only the caller’s goals that have a plan, with progress and status', async () => {
    const c = await clientWithGoal(5_000_000n);
    const other = await clientWithGoal(0n);
    await plan(
      await write(other.token, other.guid, { targetAmount: '10', targetDate: '2030-01-01', monthlyDeposit: '0' }),
    );
    const summaries = async () => {
      const response = await server.fetch(ApiPaths.portfolios.plans, { headers: bearer(c.token) });
      expect(response.status).toBe(200);
      return goalPlanSummariesResponseSchema.parse(await response.json()).result.plans;
    };
    expect(await summaries()).toEqual([]);
    await plan(await write(c.token, c.guid, { targetAmount: '40000', targetDate: '2031-11-28', monthlyDeposit: '0' }));
    expect(await summaries()).toEqual([
      {
        guid: c.guid,
        target: { amount: '40000.00', date: '2031-11-28' },
        monthlyDeposit: '0.00',
        progressPercent: 125,
        status: 'ON_TRACK',
      },
    ]);
  });

  it('another client’s goal is not found, to read or to change', async () => {
    const owner = await clientWithGoal(100_000n);
    const other = await clientWithGoal(0n);
    expect((await read(other.token, owner.guid)).status).toBe(404);
    const body = { targetAmount: '1.00', targetDate: '2030-01-01', monthlyDeposit: '0' };
    expect((await write(other.token, owner.guid, body)).status).toBe(404);
    expect((await plan(await read(owner.token, owner.guid))).target).toBeNull();
  });

  it('a client whose account is not active may read the plan but not change it', async () => {
    const c = await clientWithGoal(0n, 3, 'PENDING');
    expect((await read(c.token, c.guid)).status).toBe(200);
    const refused = await write(c.token, c.guid, { targetAmount: null, targetDate: null, monthlyDeposit: '100' });
    expect(refused.status).toBe(403);
  });

  it('uses the assumptions staff keep in the system parameters, and the defaults when one is not a number', async () => {
    const c = await clientWithGoal(1_000_000n, 5);
    const where = and(
      eq(systemParameters.category, 'PROJECTION'),
      eq(systemParameters.key, 'EXPECTED_RETURN_PERCENT_5'),
    );
    try {
      await database.db.update(systemParameters).set({ value: '4.10' }).where(where);
      expect((await plan(await read(c.token, c.guid))).assumptions.expectedReturnPercent).toBe('4.10');
      await database.db.update(systemParameters).set({ value: 'six' }).where(where);
      expect((await plan(await read(c.token, c.guid))).assumptions.expectedReturnPercent).toBe('7.20');
    } finally {
      await database.db.update(systemParameters).set({ value: '7.20' }).where(where);
    }
  });
});
