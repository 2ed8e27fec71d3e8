import { errorBodySchema } from '@harta/contracts/errors';
import { messagesEn } from '@harta/contracts/messages';
import { ApiPaths } from '@harta/contracts/paths';
import {
  clientBasicInfoResponseSchema,
  clientLoginSummaryResponseSchema,
  keepAliveResponseSchema,
} from '@harta/contracts/schemas/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema/identity';
import { hashPassword } from '../src/identity/passwords';
import { testDatabases, type TestDatabase } from './databases';
import { bearer, startServer, type StartedServer } from './helpers/start-server';

/**
 * Role and status gates over real logins (password grant through the identity server). Spec section 4:
 * REJECT/CLOSE/SUSPEND get their login summary (the app shows the message from it) but no data;
 * DRAFT/PENDING get their data; a token without the role 'c' gets nothing.
 */

const PASSWORD = 'Demo@1234';
const STATUS_ACCOUNTS = ['demo', 'draft', 'pending', 'reject', 'close', 'suspend', 'norole'] as const;
type Who = (typeof STATUS_ACCOUNTS)[number] | 'staff' | 'orphan';

describe.each(testDatabases())('client gates on $name', (kind) => {
  let database: TestDatabase;
  let server: StartedServer;
  const tokens = {} as Record<Who, string>;

  beforeAll(async () => {
    database = await kind.open();
    server = await startServer({ database });
    // A login with the client role but no client row (e.g. a half-finished sign-up).
    await database.db
      .insert(users)
      .values({ email: 'orphan@example.com', passwordHash: await hashPassword(PASSWORD), roles: ['c'] });

    const logins = await Promise.all([
      ...STATUS_ACCOUNTS.map((name) => server.login(`${name}@example.com`, PASSWORD)),
      server.login('staff@example.com', 'Staff@1234'),
      server.login('orphan@example.com', PASSWORD),
    ]);
    [...STATUS_ACCOUNTS, 'staff' as const, 'orphan' as const].forEach((who, i) => {
      tokens[who] = logins[i]!.access_token;
    });
  });

  afterAll(async () => {
    await server?.close();
    await database?.dispose();
  });

  const get = (url: string, who: Who, headers: Record<string, string> = {}) =>
    server.fetch(url, { headers: { ...bearer(tokens[who]), ...headers } });

  async function expectError(response: Response, status: number, code: string, result?: string) {
    expect(response.status).toBe(status);
    const body = errorBodySchema.parse(await response.json());
    expect(body.code).toBe(code);
    if (result) expect(body.result).toBe(result);
  }

  describe('GET getClientLoginById', () => {
    it('answers the active client with its login summary', async () => {
      const response = await get(ApiPaths.registration.getClientLoginById, 'demo');
      expect(response.status).toBe(200);
      const { result } = clientLoginSummaryResponseSchema.parse(await response.json());
      expect(result).toMatchObject({
        emailAddress: 'demo@example.com',
        givenName: 'Aisyah',
        status: 'ACTIVE',
        currentStep: 10,
        isMobileRegistration: false,
        isQRrefreshButtonEnable: false,
      });
      expect(result.guid).toMatch(/^[0-9a-f-]{36}$/);
    });

    it.each([
      ['draft', 'DRAFT', 5],
      ['pending', 'PENDING', 10],
      ['reject', 'REJECT', 10],
      ['close', 'CLOSE', 10],
      ['suspend', 'SUSPEND', 10],
    ] as const)('answers %s with its status (every status gets its summary)', async (who, status, currentStep) => {
      const response = await get(ApiPaths.registration.getClientLoginById, who);
      expect(response.status).toBe(200);
      expect(clientLoginSummaryResponseSchema.parse(await response.json()).result).toMatchObject({
        status,
        currentStep,
      });
    });

    it("accepts the caller's own clientId and refuses another's", async () => {
      const own = clientLoginSummaryResponseSchema.parse(
        await (await get(ApiPaths.registration.getClientLoginById, 'demo')).json(),
      );
      const other = clientLoginSummaryResponseSchema.parse(
        await (await get(ApiPaths.registration.getClientLoginById, 'draft')).json(),
      );

      expect(
        (await get(`${ApiPaths.registration.getClientLoginById}?clientId=${own.result.clientId}`, 'demo')).status,
      ).toBe(200);
      await expectError(
        await get(`${ApiPaths.registration.getClientLoginById}?clientId=${other.result.clientId}`, 'demo'),
        403,
        'NOT_OWNER',
        messagesEn['api.notOwner'],
      );
      await expectError(
        await get(ApiPaths.registration.getClientLoginById, 'demo', { clientId: String(other.result.clientId) }),
        403,
        'NOT_OWNER',
      );
      // Not the caller's id either: refused the same way, before validation reads it.
      await expectError(
        await get(`${ApiPaths.registration.getClientLoginById}?clientId=abc`, 'demo'),
        403,
        'NOT_OWNER',
      );
    });

    it("refuses another's clientId on routes that do not read one too, instead of ignoring it", async () => {
      const other = clientLoginSummaryResponseSchema.parse(
        await (await get(ApiPaths.registration.getClientLoginById, 'draft')).json(),
      ).result.clientId;
      await expectError(await get(`${ApiPaths.portfolios.list}?clientId=${other}`, 'demo'), 403, 'NOT_OWNER');
      const language = (clientId: number) =>
        server.fetch(ApiPaths.ClientProfile.language, {
          method: 'PUT',
          headers: { ...bearer(tokens.demo), 'content-type': 'application/json' },
          body: JSON.stringify({ language: 'en', clientId }),
        });
      await expectError(await language(other), 403, 'NOT_OWNER');
      const own = clientLoginSummaryResponseSchema.parse(
        await (await get(ApiPaths.registration.getClientLoginById, 'demo')).json(),
      ).result.clientId;
      expect((await language(own)).status).toBeLessThan(300);
    });

    it('refuses a token without the client role (403) and a login without a client row (404)', async () => {
      await expectError(
        await get(ApiPaths.registration.getClientLoginById, 'norole'),
        403,
        'FORBIDDEN',
        messagesEn['api.forbidden'],
      );
      await expectError(await get(ApiPaths.registration.getClientLoginById, 'staff'), 403, 'FORBIDDEN');
      await expectError(await get(ApiPaths.registration.getClientLoginById, 'orphan'), 404, 'NOT_FOUND');
    });
  });

  describe('GET getClientBasicInfo', () => {
    it('answers the active client with its basic info and progress', async () => {
      const response = await get(ApiPaths.ClientProfile.getClientBasicInfo, 'demo');
      expect(response.status).toBe(200);
      const { result } = clientBasicInfoResponseSchema.parse(await response.json());
      expect(result).toMatchObject({
        emailAddress: 'demo@example.com',
        givenName: 'Aisyah',
        surName: 'Rahman',
        status: 'ACTIVE',
        currentStep: 10,
        completedPercent: 90,
      });
      expect(Number.isNaN(Date.parse(result.createdAt))).toBe(false);
    });

    it('answers DRAFT and PENDING clients (registration and the pending page need their data)', async () => {
      const draft = clientBasicInfoResponseSchema.parse(
        await (await get(ApiPaths.ClientProfile.getClientBasicInfo, 'draft')).json(),
      );
      expect(draft.result).toMatchObject({ status: 'DRAFT', currentStep: 5, completedPercent: 40 });
      const pending = clientBasicInfoResponseSchema.parse(
        await (await get(ApiPaths.ClientProfile.getClientBasicInfo, 'pending')).json(),
      );
      expect(pending.result.status).toBe('PENDING');
    });

    it.each(['reject', 'close', 'suspend'] as const)('refuses %s with 403 ACCOUNT_STATUS', async (who) => {
      await expectError(
        await get(ApiPaths.ClientProfile.getClientBasicInfo, who),
        403,
        'ACCOUNT_STATUS',
        "Can't login, account CLOSED/REJECTED/SUSPENDED.",
      );
    });

    it('refuses tokens without the client role, and client roles without a client row', async () => {
      await expectError(await get(ApiPaths.ClientProfile.getClientBasicInfo, 'norole'), 403, 'FORBIDDEN');
      await expectError(await get(ApiPaths.ClientProfile.getClientBasicInfo, 'staff'), 403, 'FORBIDDEN');
      await expectError(await get(ApiPaths.ClientProfile.getClientBasicInfo, 'orphan'), 404, 'NOT_FOUND');
    });
  });

  describe('GET keepAlive', () => {
    it.each(['demo', 'norole', 'staff', 'close'] as const)('answers any authenticated caller (%s)', async (who) => {
      const response = await get(ApiPaths.session.keepAlive, who);
      expect(response.status).toBe(200);
      const { result } = keepAliveResponseSchema.parse(await response.json());
      expect(Math.abs(Date.parse(result.serverTime) - Date.now())).toBeLessThan(60_000);
    });
  });

  it('refuses a token after its signature is tampered with', async () => {
    const token = tokens.demo;
    const tampered = `${token.slice(0, -4)}${token.slice(-4) === 'AAAA' ? 'BBBB' : 'AAAA'}`;
    const response = await server.fetch(ApiPaths.ClientProfile.getClientBasicInfo, { headers: bearer(tampered) });
    await expectError(response, 401, 'UNAUTHORIZED');
  });
});
