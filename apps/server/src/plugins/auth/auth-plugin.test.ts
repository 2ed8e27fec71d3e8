import { messagesEn } from '@harta/contracts/messages';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeGrantId, fakeToken, verifyFakeToken } from '../../../test/helpers/fake-identity';
import { ProbePaths, probeRoutes } from '../../../test/helpers/probe-routes';
import type { ClientRow } from '../../modules/clients/client.repository';
import { errorHandlerPlugin } from '../errors/error-handler';
import { authPlugin } from './auth-plugin';

/** Plugin-level checks with a fake token verifier and in-memory client rows: fast, no identity server. */

const REGISTRATION = { username: 'reg', password: 'reg-secret' };

function clientRow(clientId: number, status: string): ClientRow {
  return {
    clientId,
    userId: `user-${clientId}`,
    emailAddress: `c${clientId}@example.com`,
    givenName: 'Test',
    surName: null,
    mobileNumber: null,
    status,
    guid: `00000000-0000-4000-8000-00000000000${clientId}`,
    currentStep: 1,
    isMobileRegistration: false,
    isQRrefreshButtonEnable: false,
    language: 'en',
    createdAt: new Date(0),
    updatedAt: new Date(0),
  };
}

const rows = new Map<string, ClientRow>(
  [
    clientRow(1, 'ACTIVE'),
    clientRow(2, 'ACTIVE'),
    clientRow(3, 'DRAFT'),
    clientRow(4, 'PENDING'),
    clientRow(5, 'REJECT'),
    clientRow(6, 'CLOSE'),
    clientRow(7, 'SUSPEND'),
  ].map((r) => [r.userId, r]),
);
/**
 * The logins as stored now (users.roles, users.disabled): staff routes judge by these, not by the token. A fake
 * token's subject not listed here is a client login with the client role.
 */
const logins = new Map<string, { roles: string[]; disabled: boolean }>([
  ['staff-1', { roles: ['staff', 'staff:reviewer', 'staff:operations', 'staff:compliance'], disabled: false }],
  ['user-9', { roles: ['staff', 'c', 'staff:reviewer'], disabled: false }],
]);
let lookups = 0;
/** Sessions that have ended (logout, password reset …): their tokens still verify but must be refused. */
const endedGrants = new Set<string>();

const client = (id: number) => ({ authorization: `Bearer ${fakeToken(`user-${id}`, ['c'])}` });
const staff = { authorization: `Bearer ${fakeToken('staff-1', ['staff'])}` };
const basic = (pair: string) => ({ authorization: `Basic ${Buffer.from(pair).toString('base64')}` });

let app: FastifyInstance;

beforeAll(async () => {
  app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(errorHandlerPlugin);
  await app.register(authPlugin, {
    verifyAccessToken: verifyFakeToken,
    registrationBasicAuth: REGISTRATION,
    findCaller: async (userId, grantId) => {
      lookups += 1;
      return {
        sessionLive: !!grantId && !endedGrants.has(grantId),
        client: rows.get(userId),
        login: logins.get(userId) ?? { roles: ['c'], disabled: false },
      };
    },
  });
  await app.register(probeRoutes);
  await app.ready();
});

afterAll(() => app.close());

async function call(method: 'GET' | 'POST', url: string, headers: Record<string, string> = {}, payload?: unknown) {
  const response = await app.inject({
    method,
    url,
    headers,
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });
  return {
    status: response.statusCode,
    body: response.json() as { result: unknown; code?: string },
    headers: response.headers,
  };
}

describe('bearer routes', () => {
  it('answer 401 without a token, with a malformed header and with a token that does not verify', async () => {
    for (const headers of [
      {} as Record<string, string>,
      { authorization: 'Bearer' },
      { authorization: 'Token abc' },
      { authorization: 'Bearer not-a-token' },
    ]) {
      const { status, body, headers: h } = await call('POST', ProbePaths.owned, headers, {});
      expect(status).toBe(401);
      expect(body).toMatchObject({ code: 'UNAUTHORIZED', result: messagesEn['api.unauthorized'] });
      expect(h['www-authenticate']).toBe('Bearer');
    }
  });

  it('check credentials before the body: an anonymous caller gets 401, not a validation error', async () => {
    const response = await app.inject({
      method: 'POST',
      url: ProbePaths.owned,
      headers: { 'content-type': 'application/json' },
      payload: '{bad',
    });
    expect(response.statusCode).toBe(401);
  });

  it('refuse a token without the client role on client routes (403 FORBIDDEN)', async () => {
    const noRole = { authorization: `Bearer ${fakeToken('user-1', [])}` };
    expect(await call('POST', ProbePaths.owned, noRole, {})).toMatchObject({
      status: 403,
      body: { code: 'FORBIDDEN' },
    });
    expect(await call('POST', ProbePaths.owned, staff, {})).toMatchObject({ status: 403, body: { code: 'FORBIDDEN' } });
  });

  it('answer 404 for a client token whose login has no client row', async () => {
    const orphan = { authorization: `Bearer ${fakeToken('user-99', ['c'])}` };
    expect(await call('POST', ProbePaths.owned, orphan, {})).toMatchObject({
      status: 404,
      body: { code: 'NOT_FOUND' },
    });
  });

  it('let ACTIVE, DRAFT and PENDING clients through the status gate', async () => {
    for (const id of [1, 3, 4]) {
      expect(await call('POST', ProbePaths.owned, client(id), {})).toMatchObject({
        status: 200,
        body: { result: { clientId: id } },
      });
    }
  });

  it('refuse REJECT, CLOSE and SUSPEND clients with 403 ACCOUNT_STATUS', async () => {
    for (const id of [5, 6, 7]) {
      expect(await call('POST', ProbePaths.owned, client(id), {})).toMatchObject({
        status: 403,
        body: { code: 'ACCOUNT_STATUS', result: "Can't login, account CLOSED/REJECTED/SUSPENDED." },
      });
    }
  });

  it('load the client row once per request', async () => {
    lookups = 0;
    await call('POST', ProbePaths.owned, client(1), { clientId: 1, items: [{ clientId: 1 }, { clientId: 1 }] });
    expect(lookups).toBe(1);
  });

  it('refuse with 401 a valid token whose session has ended, on client, staff and token routes alike', async () => {
    endedGrants.add(fakeGrantId('user-1'));
    endedGrants.add(fakeGrantId('staff-1'));
    try {
      expect((await call('POST', ProbePaths.owned, client(1), {})).status).toBe(401);
      expect((await call('GET', ProbePaths.staff, staff)).status).toBe(401);
      expect((await call('GET', ProbePaths.staffOrClient, staff)).status).toBe(401);
    } finally {
      endedGrants.clear();
    }
    expect((await call('POST', ProbePaths.owned, client(1), {})).status).toBe(200);
  });

  it('staff routes admit staff only', async () => {
    expect(await call('GET', ProbePaths.staff, staff)).toMatchObject({ status: 200, body: { result: 'staff ok' } });
    expect(await call('GET', ProbePaths.staff, client(1))).toMatchObject({ status: 403, body: { code: 'FORBIDDEN' } });
    // A login carrying both roles is a client: it must not review (its own) applications.
    const both = { authorization: `Bearer ${fakeToken('user-9', ['staff', 'c'])}` };
    expect(await call('GET', ProbePaths.staff, both)).toMatchObject({ status: 403, body: { code: 'FORBIDDEN' } });
  });

  it('staff routes judge the member by the stored roles, not the token', async () => {
    // The token says only 'staff' (a fake token cannot carry ':'): the roles come from the stored login.
    const token = (sub: string) => ({ authorization: `Bearer ${fakeToken(sub, ['staff'])}` });
    logins.set('staff-2', { roles: ['staff', 'staff:reviewer'], disabled: false });
    try {
      expect((await call('GET', ProbePaths.reviewerOnly, token('staff-2'))).status).toBe(200);
      // Role taken away since the token was issued: refused at once.
      logins.set('staff-2', { roles: ['staff', 'staff:operations'], disabled: false });
      expect(await call('GET', ProbePaths.reviewerOnly, token('staff-2'))).toMatchObject({
        status: 403,
        body: { code: 'FORBIDDEN' },
      });
      // No longer staff at all, though the token still says so.
      logins.set('staff-2', { roles: [], disabled: false });
      expect((await call('GET', ProbePaths.staff, token('staff-2'))).status).toBe(403);
      // Disabled: refused as a session that has ended, on both staff route kinds.
      logins.set('staff-2', { roles: ['staff', 'staff:reviewer'], disabled: true });
      expect((await call('GET', ProbePaths.reviewerOnly, token('staff-2'))).status).toBe(401);
      expect((await call('GET', `${ProbePaths.staffOrClient}?clientId=1`, token('staff-2'))).status).toBe(401);
    } finally {
      logins.delete('staff-2');
    }
    // staff-1 holds reviewer among others; a client's token never passes.
    expect((await call('GET', ProbePaths.reviewerOnly, staff)).status).toBe(200);
    expect((await call('GET', ProbePaths.reviewerOnly, client(1))).status).toBe(403);
  });
});

describe('route registration', () => {
  async function build(config: Record<string, unknown>) {
    const probe = Fastify();
    await probe.register(authPlugin, {
      verifyAccessToken: verifyFakeToken,
      registrationBasicAuth: REGISTRATION,
      findCaller: async () => ({ sessionLive: false, client: undefined, login: undefined }),
    });
    probe.get('/x', { config }, async () => 'x');
    try {
      await probe.ready();
    } finally {
      await probe.close();
    }
  }

  it('refuses a staff route that names no staff roles, or unknown ones: the app does not build', async () => {
    await expect(build({ auth: 'staff' })).rejects.toThrow(/must name its staff roles/);
    await expect(build({ auth: 'staff', staffRoles: [] })).rejects.toThrow(/must name its staff roles/);
    await expect(build({ auth: 'clientOrStaff' })).rejects.toThrow(/must name its staff roles/);
    await expect(build({ auth: 'staff', staffRoles: ['auditor'] })).rejects.toThrow(/unknown staff role/);
    await expect(build({ auth: 'client', staffRoles: ['reviewer'] })).rejects.toThrow(/only for/);
    await expect(build({ auth: 'staff', staffRoles: ['reviewer'] })).resolves.toBeUndefined();
  });
});

describe('ownership', () => {
  it("passes the caller's own clientId in body, query, path and header", async () => {
    expect((await call('POST', ProbePaths.owned, client(1), { clientId: 1 })).status).toBe(200);
    expect((await call('POST', `${ProbePaths.owned}?clientId=1`, client(1), {})).status).toBe(200);
    expect((await call('POST', ProbePaths.ownedByPath(1), client(1), {})).status).toBe(200);
    expect((await call('POST', ProbePaths.owned, { ...client(1), clientid: '1' }, {})).status).toBe(200);
  });

  it("refuses another client's id wherever it appears (403 NOT_OWNER)", async () => {
    const refused = { status: 403, body: { code: 'NOT_OWNER', result: messagesEn['api.notOwner'] } };
    expect(await call('POST', ProbePaths.owned, client(1), { clientId: 2 })).toMatchObject(refused);
    expect(await call('POST', `${ProbePaths.owned}?clientId=2`, client(1), {})).toMatchObject(refused);
    expect(await call('POST', `${ProbePaths.owned}?ClientId=2`, client(1), {})).toMatchObject(refused);
    expect(await call('POST', `${ProbePaths.owned}?clientId=1&clientId=2`, client(1), {})).toMatchObject(refused);
    expect(await call('POST', ProbePaths.ownedByPath(2), client(1), {})).toMatchObject(refused);
    expect(await call('POST', ProbePaths.ownedByPath('1%20OR%201=1'), client(1), {})).toMatchObject(refused);
    expect(await call('POST', ProbePaths.owned, { ...client(1), 'x-client-id': '2' }, {})).toMatchObject(refused);
    // Nested ids are checked by the handler with assertOwnClientId.
    expect(
      await call('POST', ProbePaths.owned, client(1), { items: [{ clientId: 1 }, { clientId: 2 }] }),
    ).toMatchObject(refused);
  });

  it('lets staff name any client, and requires them to name one', async () => {
    expect(await call('GET', `${ProbePaths.staffOrClient}?clientId=2`, staff)).toMatchObject({
      status: 200,
      body: { result: { clientId: 2 } },
    });
    expect(await call('GET', ProbePaths.staffOrClient, staff)).toMatchObject({
      status: 400,
      body: { code: 'VALIDATION_ERROR' },
    });
  });

  it('resolves a client caller to their own id', async () => {
    expect(await call('GET', ProbePaths.staffOrClient, client(2))).toMatchObject({
      status: 200,
      body: { result: { clientId: 2 } },
    });
    expect(await call('GET', `${ProbePaths.staffOrClient}?clientId=1`, client(2))).toMatchObject({
      status: 403,
      body: { code: 'NOT_OWNER' },
    });
  });
});

describe('registration routes', () => {
  it('accept the configured basic-auth pair only', async () => {
    expect(await call('POST', ProbePaths.registration, basic('reg:reg-secret'))).toMatchObject({
      status: 200,
      body: { result: 'registration ok' },
    });
    for (const headers of [{}, basic('reg:wrong'), basic('other:reg-secret'), client(1)]) {
      const { status, body, headers: h } = await call('POST', ProbePaths.registration, headers);
      expect(status).toBe(401);
      expect(body.code).toBe('UNAUTHORIZED');
      expect(h['www-authenticate']).toMatch(/^Basic /);
    }
  });
});
