import type { EventEmitter } from 'node:events';
import { APP_CLIENT_ID, APP_SCOPES } from '@harta/contracts/constants';
import { messagesEn, type MessageKey } from '@harta/contracts/messages';
import { DEMO_TOTP_SECRET } from '@harta/contracts/second-factor';
import { IdentityPaths } from '@harta/contracts/paths';
import { eq, gt, sql } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { auditLog } from '../src/db/schema/audit';
import { users } from '../src/db/schema/identity';
import { recoveryCodes, secondFactors } from '../src/db/schema/second-factor';
import { secondFactorKeyFrom } from '../src/identity/second-factor-secret';
import { setKnownSecret } from '../src/identity/second-factor-store';
import { hashRecoveryCode, matchTotpStep, totpCodeAt } from '../src/identity/totp';
import { lockoutStateOf } from '../src/identity/lockout';
import { hashPassword } from '../src/identity/passwords';
import { setLockoutState } from '../src/identity/test-harness';
import { testDatabases, type TestDatabase } from './databases';
import { startServer, TEST_PUBLIC_URL, type StartedServer } from './helpers/start-server';

/**
 * GUIDE section 11: the password fast path is a second implementation of what oidc-provider does for a token
 * request, so the same table of requests (good, malformed, hostile) goes to two servers on one database, one
 * with the fast path and one without (every request through the provider's own pipeline), and each request must
 * come out the same: status, error, the headers a client or browser acts on, the token set's contents, the
 * provider events, the audit trail and the lockout counter. Each row also pins the expected answer, so the two
 * cannot agree on a wrong one, and says whether the fast path must answer it itself (so the comparison is not
 * two runs of the provider).
 */

const TOKEN_PATH = `${IdentityPaths.base}/token`;
const PASSWORD = 'Str0ng!pass';
const ALLOWED_ORIGIN = TEST_PUBLIC_URL;
const REFUSED_ORIGIN = 'https://evil.example';
const FORM = 'application/x-www-form-urlencoded';

interface Login {
  id: string;
  email: string;
  /** The account's current second-factor code (every account with one has the demo secret). */
  code: string;
}

interface Row {
  name: string;
  /** The body: name/value pairs (repeats allowed), or raw text/bytes. */
  body: (user: Login) => [string, string][] | string | Uint8Array;
  headers?: Record<string, string>;
  /**
   * The account's state before the request (default: a client, active, no failures). 'staff': a staff member with
   * an active second factor; 'staffNew': one without (first sign-in); 'staffUsed': the current code already used;
   * 'staffTwoFailures': two failed attempts counted; 'clientFactor': a client who turned it on.
   */
  account?: 'locked' | 'staff' | 'staffNew' | 'staffUsed' | 'staffTwoFailures' | 'clientFactor';
  /**
   * true: the fast path must answer this one itself; false: it must hand it to the provider; 'guard': the identity
   * server's input check (reject-control-characters) answers before either, so both servers answer alike by design.
   */
  fast?: boolean | 'guard';
  /** The answer both must give. */
  expected?: { status: number; error?: string; description?: string };
  check?: (outcome: Outcome) => void;
}

/** What a request did, with everything that differs per issue (ids, times, signatures, the user) neutralised. */
interface Outcome {
  status: number;
  headers: Record<string, string | null>;
  body: unknown;
  events: string[];
  audit: { actor: string; action: string; subjectType: string; subjectId: string; details: unknown }[];
  failedLoginCount: number | undefined;
}

const login = (user: Login, extra: [string, string][] = []): [string, string][] => [
  ['grant_type', 'password'],
  ['client_id', APP_CLIENT_ID],
  ['username', user.email],
  ['password', PASSWORD],
  ['scope', APP_SCOPES.join(' ')],
  ...extra,
];
/** A control character in a parameter: refused by the input check before either path, naming the parameter. */
const refusedNul = (parameter: string): Pick<Row, 'fast' | 'expected'> => ({
  fast: 'guard',
  expected: {
    status: 400,
    error: 'invalid_request',
    description: `parameter ${parameter} contains a control character`,
  },
});
const withParam = (name: string, value: string | undefined) => (user: Login) => {
  const pairs = login(user).filter(([key]) => key !== name);
  return value === undefined ? pairs : [...pairs, [name, value] as [string, string]];
};

const invalidScope = (description: string) => ({ status: 400, error: 'invalid_scope', description });
const invalidRequest = (description?: string) => ({
  status: 400,
  error: 'invalid_request',
  ...(description ? { description } : {}),
});
const invalidCredentials = {
  status: 400,
  error: 'invalid_grant',
  description: messagesEn['auth.invalidCredentials'],
};
const OK = { status: 200 };
const secondFactorError = (error: string, key: MessageKey) => ({ status: 400, error, description: messagesEn[key] });
/** A code that is not the current one (nor, with a step either side accepted, most likely any other). */
const wrongCode = (code: string) => String((Number(code) + 500_000) % 1_000_000).padStart(6, '0');
/** A recovery code every staff account of this table holds (typed in lower case: it is forgiven). */
const RECOVERY_CODE = 'K7QM-4XTD-9F';
const refusedOrigin = (origin: string) => invalidRequest(`origin ${origin} not allowed for client: ${APP_CLIENT_ID}`);

function noCorsGrant(outcome: Outcome) {
  expect(outcome.headers['access-control-allow-origin']).toBeNull();
  expect(outcome.headers['access-control-allow-credentials']).toBeNull();
}

const ROWS: Row[] = [
  // Good requests.
  { name: 'the app’s login', body: login, fast: true, expected: OK },
  { name: 'no scope (the defaults)', body: withParam('scope', undefined), fast: true, expected: OK },
  { name: 'an empty scope (the defaults)', body: withParam('scope', ''), fast: true, expected: OK },
  { name: 'fewer scopes', body: withParam('scope', 'openid harta-api'), fast: true, expected: OK },
  { name: 'a scope named twice', body: withParam('scope', 'openid openid harta-api'), fast: true, expected: OK },
  { name: 'the API resource', body: withParam('resource', 'harta-api'), fast: true, expected: OK },
  { name: 'an empty resource', body: withParam('resource', ''), fast: true, expected: OK },
  {
    name: 'charset=utf-8',
    body: login,
    headers: { 'content-type': `${FORM}; charset=utf-8` },
    fast: true,
    expected: OK,
  },
  {
    name: 'an upper-case media type',
    body: login,
    headers: { 'content-type': FORM.toUpperCase() },
    fast: true,
    expected: OK,
  },
  { name: 'an e-mail in capitals', body: (u) => login({ ...u, email: u.email.toUpperCase() }), expected: OK },
  {
    name: 'a raw (unencoded) UTF-8 body',
    body: (u) => `grant_type=password&client_id=${APP_CLIENT_ID}&username=${u.email}&password=${PASSWORD}&scope=openid`,
    fast: true,
    expected: OK,
  },
  { name: 'an unknown parameter', body: (u) => login(u, [['foo', 'bar']]), fast: false, expected: OK },
  // Malformed scopes (RFC 6749 §3.3: scope tokens separated by single spaces).
  {
    name: 'a double space in scope',
    body: withParam('scope', 'openid  harta-api'),
    fast: true,
    expected: invalidScope('scope contains invalid characters'),
  },
  {
    name: 'a blank scope',
    body: withParam('scope', ' '),
    fast: true,
    expected: invalidScope('scope contains invalid characters'),
  },
  {
    name: 'a leading space in scope',
    body: withParam('scope', ' openid'),
    fast: true,
    expected: invalidScope('scope contains invalid characters'),
  },
  {
    name: 'a trailing space in scope',
    body: withParam('scope', 'openid '),
    fast: true,
    expected: invalidScope('scope contains invalid characters'),
  },
  {
    name: 'a tab in scope',
    body: withParam('scope', 'openid\tharta-api'),
    fast: true,
    expected: invalidScope('scope contains invalid characters'),
  },
  {
    name: 'a quote in scope',
    body: withParam('scope', 'openid "harta-api"'),
    fast: true,
    expected: invalidScope('scope contains invalid characters'),
  },
  {
    name: 'an unknown scope',
    body: withParam('scope', 'openid admin'),
    fast: true,
    expected: invalidScope('requested scope is not supported'),
  },
  // Other parameters.
  {
    name: 'another resource',
    body: withParam('resource', 'https://evil.example/'),
    fast: true,
    expected: { status: 400, error: 'invalid_target' },
  },
  {
    name: 'two resources',
    body: (u) =>
      login(u, [
        ['resource', 'harta-api'],
        ['resource', 'harta-api'],
      ]),
    fast: false,
    expected: invalidRequest("'resource' parameter must not be provided twice"),
  },
  {
    name: 'two usernames',
    body: (u) => login(u, [['username', u.email]]),
    fast: false,
    expected: invalidRequest("'username' parameter must not be provided twice"),
  },
  {
    name: 'two grant types',
    body: (u) => login(u, [['grant_type', 'password']]),
    fast: false,
    expected: invalidRequest("'grant_type' parameter must not be provided twice"),
  },
  {
    name: 'no password',
    body: withParam('password', undefined),
    fast: true,
    expected: invalidRequest('missing required parameter(s) (username, password)'),
  },
  {
    name: 'an empty password',
    body: withParam('password', ''),
    fast: true,
    expected: invalidRequest('missing required parameter(s) (username, password)'),
  },
  {
    name: 'an empty username',
    body: withParam('username', ''),
    fast: true,
    expected: invalidRequest('missing required parameter(s) (username, password)'),
  },
  { name: 'the wrong password', body: withParam('password', 'Wrong!pass1'), fast: true, expected: invalidCredentials },
  {
    name: 'an unknown e-mail',
    body: withParam('username', 'nobody@example.test'),
    fast: true,
    expected: invalidCredentials,
  },
  {
    name: 'another client',
    body: withParam('client_id', 'someone-else'),
    fast: false,
    expected: { status: 401, error: 'invalid_client' },
  },
  {
    name: 'no client',
    body: withParam('client_id', undefined),
    fast: false,
    expected: invalidRequest('no client authentication mechanism provided'),
  },
  {
    // The only client is public (auth method `none`, ADR 0006): a stray secret proves nothing and is ignored by the
    // provider, which the fast path leaves it to.
    name: 'a client secret',
    body: (u) => login(u, [['client_secret', 'x']]),
    fast: false,
    expected: OK,
  },
  {
    name: 'another grant type',
    body: withParam('grant_type', 'client_credentials'),
    fast: false,
    expected: { status: 400, error: 'unsupported_grant_type' },
  },
  {
    name: 'a locked account',
    body: login,
    account: 'locked',
    fast: true,
    expected: { status: 400, error: 'account_locked', description: messagesEn['auth.lockout'] },
  },
  // The second factor (docs/security.md "Second factor"): the same answers, the same lockout counter.
  {
    name: 'staff without a code',
    body: login,
    account: 'staff',
    fast: true,
    expected: secondFactorError('mfa_required', 'secondFactor.required'),
    check: (o) => expect(o.failedLoginCount).toBe(0),
  },
  {
    name: 'staff with the current code',
    body: (u) => login(u, [['otp', u.code]]),
    account: 'staff',
    fast: true,
    expected: OK,
  },
  {
    name: 'staff with a recovery code',
    body: (u) => login(u, [['otp', RECOVERY_CODE.toLowerCase()]]),
    account: 'staff',
    fast: true,
    expected: OK,
  },
  {
    name: 'staff with a wrong code',
    body: (u) => login(u, [['otp', wrongCode(u.code)]]),
    account: 'staff',
    fast: true,
    expected: secondFactorError('mfa_invalid', 'secondFactor.invalid'),
    check: (o) => expect(o.failedLoginCount).toBe(1),
  },
  {
    name: 'staff with a code already used',
    body: (u) => login(u, [['otp', u.code]]),
    account: 'staffUsed',
    fast: true,
    expected: secondFactorError('mfa_replayed', 'secondFactor.replayed'),
    // Refused, not counted: it was right moments ago (docs/security.md "Second factor").
    check: (o) => expect(o.failedLoginCount).toBe(0),
  },
  {
    name: 'staff with a wrong code after two failures',
    body: (u) => login(u, [['otp', wrongCode(u.code)]]),
    account: 'staffTwoFailures',
    fast: true,
    expected: { status: 400, error: 'account_locked', description: messagesEn['auth.lockout'] },
  },
  {
    name: 'staff with the right code but the wrong password',
    body: (u) => [...withParam('password', 'Wrong!pass1')(u), ['otp', u.code]],
    account: 'staff',
    fast: true,
    expected: invalidCredentials,
  },
  {
    name: 'staff at first sign-in',
    body: login,
    account: 'staffNew',
    fast: true,
    expected: secondFactorError('mfa_enrollment_required', 'secondFactor.enrollmentRequired'),
    check: (o) => expect(o.failedLoginCount).toBe(0),
  },
  {
    name: 'staff at first sign-in sending a code',
    body: (u) => login(u, [['otp', '123456']]),
    account: 'staffNew',
    fast: true,
    expected: secondFactorError('mfa_enrollment_required', 'secondFactor.enrollmentRequired'),
  },
  {
    name: 'two codes',
    body: (u) =>
      login(u, [
        ['otp', u.code],
        ['otp', u.code],
      ]),
    account: 'staff',
    fast: false,
    expected: invalidRequest("'otp' parameter must not be provided twice"),
  },
  {
    name: 'a client with a second factor, no code',
    body: login,
    account: 'clientFactor',
    fast: true,
    expected: secondFactorError('mfa_required', 'secondFactor.required'),
  },
  {
    name: 'a client with a second factor and the code',
    body: (u) => login(u, [['otp', u.code]]),
    account: 'clientFactor',
    fast: true,
    expected: OK,
  },
  { name: 'a client without one sending a code', body: (u) => login(u, [['otp', '000000']]), fast: true, expected: OK },
  // Hostile values.
  { name: 'a NUL in the username', body: (u) => login({ ...u, email: `${u.email}\u0000` }), ...refusedNul('username') },
  { name: 'a NUL in the password', body: withParam('password', `${PASSWORD}\u0000`), ...refusedNul('password') },
  { name: 'a NUL in the scope', body: withParam('scope', 'openid\u0000'), ...refusedNul('scope') },
  {
    name: 'a NUL in the client id',
    body: withParam('client_id', `${APP_CLIENT_ID}\u0000`),
    ...refusedNul('client_id'),
  },
  {
    name: 'an overlong username',
    body: withParam('username', `${'a'.repeat(20_000)}@example.test`),
    fast: true,
    expected: invalidCredentials,
  },
  {
    name: 'an overlong password',
    body: withParam('password', 'p'.repeat(20_000)),
    fast: true,
    expected: invalidCredentials,
  },
  {
    name: 'a body over the provider’s limit',
    body: withParam('password', 'p'.repeat(60 * 1024)),
    fast: false,
    expected: invalidRequest('failed to parse the request body'),
  },
  {
    name: 'a JSON body',
    body: (u) => JSON.stringify(Object.fromEntries(login(u))),
    headers: { 'content-type': 'application/json' },
    fast: false,
    expected: invalidRequest(`only ${FORM} content-type bodies are supported on POST /token`),
  },
  {
    name: 'a text body',
    body: (u) => new URLSearchParams(login(u)).toString(),
    headers: { 'content-type': 'text/plain' },
    fast: false,
    expected: { status: 400, error: 'invalid_request' },
  },
  {
    name: 'a UTF-16 form',
    body: (u) => new URLSearchParams(login(u)).toString(),
    headers: { 'content-type': `${FORM}; charset=utf-16le` },
    // Another charset is the provider's to read: agreement is all this row asks.
    fast: false,
  },
  {
    name: 'a Latin-1 form',
    body: (u) => new URLSearchParams(login(u)).toString(),
    headers: { 'content-type': `${FORM}; charset=latin1` },
    fast: false,
    expected: OK,
  },
  { name: 'a DPoP header', body: login, headers: { dpop: 'not-a-proof' }, fast: false, expected: OK },
  {
    name: 'a client attestation header',
    body: login,
    headers: { 'oauth-client-attestation': 'not-a-jwt' },
    fast: false,
    expected: { status: 400, error: 'invalid_request' },
  },
  {
    name: 'basic client authentication',
    body: login,
    headers: { authorization: 'Basic aGFydGEtYXBwOng=' },
    fast: false,
    expected: { status: 401, error: 'invalid_client' },
  },
  {
    name: 'a browser that prefers HTML, wrong password',
    body: withParam('password', 'Wrong!pass1'),
    headers: { accept: 'text/html' },
    fast: false,
    expected: { status: 400 },
  },
  // Browsers: the app's origins may log in, any other page may not even try.
  {
    name: 'an allowed origin',
    body: login,
    headers: { origin: ALLOWED_ORIGIN },
    fast: true,
    expected: OK,
    check: (o) => expect(o.headers['access-control-allow-origin']).toBe(ALLOWED_ORIGIN),
  },
  {
    name: 'an allowed origin, wrong password',
    body: withParam('password', 'Wrong!pass1'),
    headers: { origin: ALLOWED_ORIGIN },
    fast: true,
    expected: invalidCredentials,
  },
  {
    name: 'a refused origin',
    body: login,
    headers: { origin: REFUSED_ORIGIN },
    fast: true,
    expected: refusedOrigin(REFUSED_ORIGIN),
    check: noCorsGrant,
  },
  {
    name: 'a refused origin guessing passwords',
    body: withParam('password', 'Wrong!pass1'),
    headers: { origin: REFUSED_ORIGIN },
    fast: true,
    expected: refusedOrigin(REFUSED_ORIGIN),
    check: (o) => {
      noCorsGrant(o);
      expect(o.failedLoginCount).toBe(0);
    },
  },
  {
    name: 'a refused origin, bad scope',
    body: withParam('scope', 'openid  x'),
    headers: { origin: REFUSED_ORIGIN },
    fast: true,
    expected: refusedOrigin(REFUSED_ORIGIN),
    check: noCorsGrant,
  },
  {
    name: 'the null origin',
    body: login,
    headers: { origin: 'null' },
    fast: true,
    expected: refusedOrigin('null'),
    check: noCorsGrant,
  },
  {
    name: 'a refused origin, another client',
    body: withParam('client_id', 'someone-else'),
    headers: { origin: REFUSED_ORIGIN },
    fast: false,
    // No client, no client-based check: the provider answers the error to any page (nothing in it to protect).
    expected: { status: 401, error: 'invalid_client' },
  },
];

/** Everything a token set says about the login, minus what differs per issue and per user. */
function tokenFacts(body: Record<string, unknown>, user: Login) {
  const anonymise = (claims: Record<string, unknown>) => {
    const { iat, exp, jti, gid, auth_time: authTime, sub, email, ...rest } = claims;
    return {
      ...rest,
      // Each login is its own grant: the id differs, its presence must not.
      ...(gid !== undefined ? { gid: typeof gid } : {}),
      exp: typeof exp === 'number' && typeof iat === 'number' ? exp - iat : exp,
      ...(authTime !== undefined ? { auth_time: typeof authTime } : {}),
      jti: typeof jti,
      sub: sub === user.id ? '<user>' : sub,
      ...(email !== undefined ? { email: email === user.email ? '<email>' : email } : {}),
    };
  };
  const { access_token: access, id_token: id, refresh_token: refresh, ...rest } = body;
  return {
    ...rest,
    access_token: anonymise(decodeJwt(String(access))),
    ...(id !== undefined ? { id_token: anonymise(decodeJwt(String(id))) } : {}),
    ...(refresh !== undefined ? { refresh_token: typeof refresh } : {}),
  };
}

const HEADERS = [
  'cache-control',
  'content-type',
  'pragma',
  'vary',
  'www-authenticate',
  'access-control-allow-origin',
  'access-control-allow-credentials',
  'access-control-allow-methods',
  'access-control-allow-headers',
  'access-control-expose-headers',
  'dpop-nonce',
];

describe.each(testDatabases())('password login: fast path and provider agree ($name)', ({ open }) => {
  let database: TestDatabase;
  let withFastPath: StartedServer;
  let providerOnly: StartedServer;
  let hash: string;
  const events = new WeakMap<StartedServer, string[]>();
  /** Requests the provider's own pipeline handled, per server. */
  const handled = new WeakMap<StartedServer, number>();

  beforeAll(async () => {
    database = await open();
    withFastPath = await startServer({ database, seed: false });
    providerOnly = await startServer({ database, seed: false, passwordFastPath: false });
    hash = await hashPassword(PASSWORD);
    for (const server of [withFastPath, providerOnly]) {
      const seen: string[] = [];
      events.set(server, seen);
      for (const name of ['grant.success', 'grant.error', 'server_error'] as const) {
        (server.identity.provider as unknown as EventEmitter).on(name, () => seen.push(name));
      }
      handled.set(server, 0);
      const provider = server.identity.provider as unknown as { handleRequest: (...args: unknown[]) => unknown };
      const original = provider.handleRequest.bind(provider);
      vi.spyOn(provider, 'handleRequest').mockImplementation((...args: unknown[]) => {
        handled.set(server, handled.get(server)! + 1);
        return original(...args);
      });
    }
  });
  afterAll(async () => {
    await withFastPath?.close();
    await providerOnly?.close();
    await database?.dispose();
  });

  async function newLogin(row: Row): Promise<Login> {
    const email = `diff-${Math.random().toString(36).slice(2)}@example.test`;
    const locked = row.account === 'locked';
    const staff = row.account?.startsWith('staff') ?? false;
    const [inserted] = await database.db
      .insert(users)
      .values({
        email,
        passwordHash: hash,
        roles: staff ? ['staff'] : ['c'],
      })
      .returning({ id: users.id });
    const id = inserted!.id;
    if (locked) {
      await setLockoutState(database.db, email, { failedLoginCount: 3, lockedUntil: new Date(Date.now() + 3600_000) });
    }
    const { code } = totpCodeAt(DEMO_TOTP_SECRET);
    if (row.account && row.account !== 'locked' && row.account !== 'staffNew') {
      await setKnownSecret(
        database.db,
        id,
        DEMO_TOTP_SECRET,
        secondFactorKeyFrom(withFastPath.config.files.encryptionKey),
      );
      await database.db.insert(recoveryCodes).values({ userId: id, codeHash: hashRecoveryCode(RECOVERY_CODE) });
    }
    if (row.account === 'staffUsed') {
      const step = matchTotpStep(DEMO_TOTP_SECRET, code)!;
      await database.db
        .update(secondFactors)
        .set({ lastUsedStep: step + 1 })
        .where(eq(secondFactors.userId, id));
    }
    if (row.account === 'staffTwoFailures') {
      await setLockoutState(database.db, email, { failedLoginCount: 2, lockedUntil: null });
    }
    return { id, email, code };
  }

  async function send(server: StartedServer, row: Row): Promise<{ outcome: Outcome; byProvider: boolean }> {
    const user = await newLogin(row);
    const source = row.body(user);
    const body =
      typeof source === 'string' || source instanceof Uint8Array ? source : new URLSearchParams(source).toString();
    const [last] = await database.db.select({ id: sql<string | null>`max(${auditLog.id})` }).from(auditLog);
    const auditBefore = Number(last?.id ?? 0);
    const seen = events.get(server)!;
    seen.length = 0;
    const handledBefore = handled.get(server)!;

    const response = await server.fetch(TOKEN_PATH, {
      method: 'POST',
      headers: { 'content-type': FORM, ...row.headers },
      body,
    });
    const text = await response.text();
    const headers: Record<string, string | null> = {};
    for (const name of HEADERS) headers[name] = response.headers.get(name);
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // An HTML error page: compared as it is.
    }
    const json = parsed as Record<string, unknown>;
    const answer = typeof json === 'object' && json && 'access_token' in json ? tokenFacts(json, user) : parsed;

    const audit = (
      await database.db.select().from(auditLog).where(gt(auditLog.id, auditBefore)).orderBy(auditLog.id)
    ).map((entry) => ({
      actor: entry.actor === user.id ? '<user>' : entry.actor,
      action: entry.action,
      subjectType: entry.subjectType,
      subjectId: entry.subjectId === user.id ? '<user>' : entry.subjectId,
      details: JSON.parse(
        JSON.stringify(entry.details ?? null).replace(/"grantId":"[^"]+"/, '"grantId":"<grant>"'),
      ) as unknown,
    }));
    const account = await lockoutStateOf(database.db, user.email);
    return {
      outcome: {
        status: response.status,
        headers,
        body: answer,
        events: [...seen],
        audit,
        failedLoginCount: account?.failedLoginCount,
      },
      byProvider: handled.get(server)! > handledBefore,
    };
  }

  it.each(ROWS)('$name', async (row) => {
    const fast = await send(withFastPath, row);
    const slow = await send(providerOnly, row);
    expect(slow.byProvider).toBe(row.fast !== 'guard');
    if (row.fast !== undefined) expect(fast.byProvider, 'handed to the provider').toBe(row.fast === false);
    expect(fast.outcome).toEqual(slow.outcome);
    if (row.expected) {
      const body = fast.outcome.body as { error?: string; error_description?: string };
      expect({
        status: fast.outcome.status,
        ...(row.expected.error ? { error: body.error } : {}),
        ...(row.expected.description ? { description: body.error_description } : {}),
      }).toEqual(row.expected);
    }
    expect(fast.outcome.headers['cache-control']).toBe('no-store');
    row.check?.(fast.outcome);
  });
});
