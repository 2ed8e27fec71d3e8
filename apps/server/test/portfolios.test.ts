import { errorBodySchema } from '@harta/contracts/errors';
import { messagesEn, type MessageKey } from '@harta/contracts/messages';
import { ApiPaths } from '@harta/contracts/paths';
import {
  MAX_PORTFOLIOS_PER_CLIENT,
  portfolioListResponseSchema,
  portfolioResponseSchema,
} from '@harta/contracts/schemas/portfolios';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../src/db/schema/audit';
import { clients } from '../src/db/schema/clients';
import { portfolios } from '../src/db/schema/portfolios';
import { clientKnowledgeAnswers } from '../src/db/schema/registration';
import { clientApplications } from '../src/db/schema/review';
import { postJournal } from '../src/modules/ledger/post-journal';
import { seedDemoPortfolios } from '../src/seed/demo-portfolios';
import { testDatabases, type TestDatabase } from './databases';
import { createTestClient, fillRegistration, TEST_CLIENT_PASSWORD } from './helpers/registration-clients';
import { bearer, startServer, type StartedServer } from './helpers/start-server';

/**
 * Portfolios over HTTP (docs/money.md "Portfolios"): the first at approval, list with values, add (risk level capped
 * by knowledge), rename; only the caller's own; approved clients only for changes.
 */
describe.each(testDatabases())('portfolios on $name', (kind) => {
  let database: TestDatabase;
  let server: StartedServer;
  let seq = 0;

  beforeAll(async () => {
    database = await kind.open();
    server = await startServer({ database, env: { BUREAU_SANDBOX_DELAY_MS: '0' } });
  });
  afterAll(async () => {
    await server?.close();
    await database?.dispose();
  });

  /** A registered client (knowledge cap `cap`) with the given status, logged in. */
  async function client(options: { status?: string; cap?: number } = {}) {
    seq += 1;
    const email = `owner${seq}@example.com`;
    const c = await createTestClient(database.db, { email, status: options.status ?? 'ACTIVE', currentStep: 10 });
    await fillRegistration(database.db, c);
    if (options.cap !== undefined) {
      await database.db
        .update(clientKnowledgeAnswers)
        .set({ riskCap: options.cap })
        .where(eq(clientKnowledgeAnswers.clientId, c.clientId));
    }
    const blocked = ['REJECT', 'CLOSE', 'SUSPEND'].includes(options.status ?? '');
    const token = blocked ? '' : (await server.login(email, TEST_CLIENT_PASSWORD)).access_token;
    return { ...c, token };
  }

  const get = (token: string) => server.fetch(ApiPaths.portfolios.list, { headers: bearer(token) });
  const send = (method: 'POST' | 'PATCH', url: string, token: string, body: unknown) =>
    server.fetch(url, {
      method,
      headers: { ...bearer(token), 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const add = (token: string, body: unknown) => send('POST', ApiPaths.portfolios.create, token, body);
  const rename = (token: string, guid: string, body: unknown) =>
    send('PATCH', ApiPaths.portfolios.rename(guid), token, body);
  async function list(token: string) {
    const response = await get(token);
    expect(response.status).toBe(200);
    return portfolioListResponseSchema.parse(await response.json()).result;
  }
  async function refusal(response: Response, status: number) {
    expect(response.status).toBe(status);
    return errorBodySchema.parse(await response.json());
  }

  it('opens the first portfolio when staff approve, at the risk level of the investment profile', async () => {
    const c = await client({ status: 'PENDING' });
    await database.db.insert(clientApplications).values({ clientId: c.clientId, submittedAt: new Date() });
    expect((await list(c.token)).portfolios).toEqual([]);

    const staff = (await server.login('staff@example.com', 'Staff@1234')).access_token;
    const approved = await server.fetch(ApiPaths.backoffice.approve(c.clientId), {
      method: 'POST',
      headers: { ...bearer(staff), 'content-type': 'application/json' },
      body: '{}',
    });
    expect(approved.status).toBe(200);

    const after = await list((await server.login(c.email, TEST_CLIENT_PASSWORD)).access_token);
    expect(after.portfolios).toHaveLength(1);
    expect(after.portfolios[0]).toMatchObject({
      goalName: 'My first goal',
      riskLevel: 4, // fillRegistration's investment profile
      riskLevelName: 'Growth',
      cash: '0.00',
      invested: '0.00',
      total: '0.00',
      priceDate: null,
      holdings: [],
    });
    expect(after).toMatchObject({ total: '0.00', maxRiskLevel: 5, canAdd: true });
  });

  it('lists values from the ledger: cash in ringgit with two decimals, summed over portfolios', async () => {
    const c = await client();
    const first = portfolioResponseSchema.parse(
      await (await add(c.token, { goalName: 'Hajj', riskLevel: 2 })).json(),
    ).result;
    await add(c.token, { goalName: 'Education', riskLevel: 3 });
    const [row] = await database.db.select().from(portfolios).where(eq(portfolios.guid, first.guid));
    await postJournal(database.db, {
      idempotencyKey: `test:deposit:${row!.id}`,
      kind: 'DEPOSIT',
      postings: [
        { account: { kind: 'GATEWAY_CLEARING' }, amount: 123_450n },
        { account: { kind: 'CLIENT_CASH', portfolioId: row!.id }, amount: -123_450n },
      ],
    });
    const result = await list(c.token);
    expect(result.portfolios.map((p) => [p.goalName, p.riskLevelName, p.cash, p.total])).toEqual([
      ['Hajj', 'Moderately conservative', '1234.50', '1234.50'],
      ['Education', 'Balanced', '0.00', '0.00'],
    ]);
    expect(result.total).toBe('1234.50');
  });

  it('adds a portfolio at most at the knowledge cap, and says why a higher level is refused', async () => {
    const c = await client({ cap: 3 });
    expect(await list(c.token)).toMatchObject({ portfolios: [], maxRiskLevel: 3, canAdd: true });

    const above = await refusal(await add(c.token, { goalName: 'Risky', riskLevel: 4 }), 400);
    expect(above.result).toBe('Based on your investment knowledge, the highest risk level you can choose is 3.');
    expect(above.issues).toEqual([{ path: 'riskLevel', message: above.result }]);

    const created = await add(c.token, { goalName: '  House deposit ', riskLevel: 3 });
    expect(created.status).toBe(201);
    const portfolio = portfolioResponseSchema.parse(await created.json()).result;
    expect(portfolio).toMatchObject({ goalName: 'House deposit', riskLevel: 3, riskLevelName: 'Balanced' });
    expect((await list(c.token)).portfolios.map((p) => p.guid)).toEqual([portfolio.guid]);

    const [audit] = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'portfolio.create'), eq(auditLog.subjectId, portfolio.guid)));
    expect(audit?.details).toEqual({ goalName: 'House deposit', riskLevel: 3 });
  });

  it('refuses bad input with the contracts message, never a 5xx', async () => {
    const c = await client();
    const cases: [unknown, MessageKey][] = [
      [{ goalName: '', riskLevel: 1 }, 'portfolios.goalNameRequired'],
      [{ goalName: '    ', riskLevel: 1 }, 'portfolios.goalNameRequired'],
      [{ goalName: 'x'.repeat(61), riskLevel: 1 }, 'portfolios.goalNameTooLong'],
      [{ goalName: 'Car', riskLevel: 0 }, 'portfolios.riskLevelRequired'],
      [{ goalName: 'Car', riskLevel: 6 }, 'portfolios.riskLevelRequired'],
      [{ goalName: 'Car', riskLevel: 2.5 }, 'portfolios.riskLevelRequired'],
      [{ goalName: 'Car', riskLevel: 'high' }, 'portfolios.riskLevelRequired'],
      [{ goalName: 'Car' }, 'portfolios.riskLevelRequired'],
      [{ riskLevel: 1 }, 'portfolios.goalNameRequired'],
    ];
    // Issues carry the contracts' message keys; the web shows each key's text (messagesEn) under its field.
    for (const [body, key] of cases) {
      const refused = await refusal(await add(c.token, body), 400);
      expect(refused.issues?.map((i) => i.message)).toContain(key);
      expect(messagesEn[key]).toBeTruthy();
    }
    expect((await add(c.token, { goalName: 'Tab\u0007bell', riskLevel: 1 })).status).toBe(400);
    expect((await add(c.token, 'not json')).status).toBe(400);
    expect((await list(c.token)).portfolios).toEqual([]);
  });

  it('keeps goal names unique per client, whatever the case and spaces (409), and other clients unaffected', async () => {
    const c = await client();
    const other = await client();
    expect((await add(c.token, { goalName: 'Wedding', riskLevel: 2 })).status).toBe(201);
    const taken = await refusal(await add(c.token, { goalName: ' wEDDING ', riskLevel: 1 }), 409);
    expect(taken.result).toBe('You already have a goal with this name. Please choose another.');
    expect((await add(other.token, { goalName: 'Wedding', riskLevel: 2 })).status).toBe(201);

    const car = portfolioResponseSchema.parse(await (await add(c.token, { goalName: 'Car', riskLevel: 1 })).json());
    expect((await refusal(await rename(c.token, car.result.guid, { goalName: 'wedding' }), 409)).result).toBe(
      'You already have a goal with this name. Please choose another.',
    );
  });

  it(`allows at most ${MAX_PORTFOLIOS_PER_CLIENT} portfolios, also when added at the same moment`, async () => {
    const c = await client();
    const answers = await Promise.all(
      Array.from({ length: MAX_PORTFOLIOS_PER_CLIENT + 3 }, (_, i) =>
        add(c.token, { goalName: `Goal ${i}`, riskLevel: 1 }),
      ),
    );
    expect(answers.filter((r) => r.status === 201)).toHaveLength(MAX_PORTFOLIOS_PER_CLIENT);
    const refused = answers.filter((r) => r.status !== 201);
    expect(refused.map((r) => r.status)).toEqual([409, 409, 409]);
    expect(errorBodySchema.parse(await refused[0]!.json()).result).toBe(
      `You can hold at most ${MAX_PORTFOLIOS_PER_CLIENT} portfolios.`,
    );
    expect(await list(c.token)).toMatchObject({ canAdd: false });
  });

  it("renames the caller's own portfolio; another client's, unknown or malformed guid is 404", async () => {
    const owner = await client();
    const intruder = await client();
    const mine = portfolioResponseSchema.parse(
      await (await add(owner.token, { goalName: 'Umrah', riskLevel: 2 })).json(),
    ).result;

    const renamed = await rename(owner.token, mine.guid, { goalName: 'Umrah 2027' });
    expect(renamed.status).toBe(200);
    expect(portfolioResponseSchema.parse(await renamed.json()).result).toMatchObject({
      guid: mine.guid,
      goalName: 'Umrah 2027',
      riskLevel: 2,
    });

    for (const guid of [mine.guid, '00000000-0000-4000-8000-000000000000', 'not-a-guid', '1']) {
      await refusal(await rename(intruder.token, guid, { goalName: 'Mine now' }), 404);
    }
    expect((await list(owner.token)).portfolios[0]!.goalName).toBe('Umrah 2027');
    expect((await list(intruder.token)).portfolios).toEqual([]);
    expect((await rename(owner.token, mine.guid, { goalName: '' })).status).toBe(400);
  });

  it('lets only approved clients add or rename; blocked statuses see nothing; staff and anonymous callers are refused', async () => {
    const pending = await client({ status: 'PENDING' });
    expect(await list(pending.token)).toMatchObject({ portfolios: [], canAdd: false });
    expect((await refusal(await add(pending.token, { goalName: 'Early', riskLevel: 1 }), 403)).result).toBe(
      'Portfolios can be added or renamed once your account is approved.',
    );

    // An approved client who is later suspended: the token they hold no longer reads or changes anything.
    const suspended = await client();
    const theirs = portfolioResponseSchema.parse(
      await (await add(suspended.token, { goalName: 'Frozen', riskLevel: 1 })).json(),
    ).result;
    await database.db.update(clients).set({ status: 'SUSPEND' }).where(eq(clients.clientId, suspended.clientId));
    expect((await refusal(await get(suspended.token), 403)).code).toBe('ACCOUNT_STATUS');
    expect((await rename(suspended.token, theirs.guid, { goalName: 'Thawed' })).status).toBe(403);
    expect((await add(suspended.token, { goalName: 'More', riskLevel: 1 })).status).toBe(403);

    const staff = (await server.login('staff@example.com', 'Staff@1234')).access_token;
    expect((await get(staff)).status).toBe(403);
    expect((await server.fetch(ApiPaths.portfolios.list)).status).toBe(401);
  });

  it('seeds the approved demo client with its two goals once, keeping them on a restart', async () => {
    const demo = (await server.login('demo@example.com', 'Demo@1234')).access_token;
    expect((await list(demo)).portfolios).toEqual([]);
    // demo@ has no registration data in this test database: the first goal needs an investment profile.
    expect(await seedDemoPortfolios(database.db)).toBe(false);
    const [row] = await database.db.select().from(clients).where(eq(clients.emailAddress, 'demo@example.com'));
    await fillRegistration(
      database.db,
      { clientId: row!.clientId, email: 'demo@example.com' },
      { nric: '950212-14-5672' },
    );
    expect(await seedDemoPortfolios(database.db)).toBe(true);
    expect(await seedDemoPortfolios(database.db)).toBe(false);
    const seeded = await list(demo);
    expect(seeded.portfolios.map((p) => [p.goalName, p.riskLevel])).toEqual([
      ['Retirement', 4],
      ['Emergency fund', 1],
    ]);
  });
});
