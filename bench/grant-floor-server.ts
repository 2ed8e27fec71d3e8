// The floor of the password grant (bench/grant-floor.ts): the least a password login needs, on a bare node:http
// server, so that the benchmark can say how far any implementation could take the grant's ratio to a bare argon2
// verification on this host (bench/README.md, "The password grant against its floor").
//
// `POST /identity/token` with the demo login's form (grant_type, client_id, username, password): the form read as
// the product's fast path reads it (identity/form-body.ts) and checked, argon2 through the product's own pool
// (identity/argon-pool.ts), the access token signed with Ed25519 and the ID token with ES256 in the calling thread
// (node:crypto, as identity/synchronous-signing-key.ts signs), both with the claims the product's tokens carry, and
// the token set answered as the product answers it. What it leaves out: Fastify and the app's hooks (request ids,
// rate limits, security headers, metrics), CORS, the scope and second-factor checks, and oidc-provider's token
// models. GRANT_FLOOR says how much of the database work it does:
// - `product-sql`: the product's own two statements: the lockout's reservation with the user lookup before argon2
//   (identity/account.ts), then the grant and refresh token rows with the reservation's settlement and the login's
//   audit entry, as one statement (identity/upsert-batcher.ts, identity/password-login-audit.ts);
// - `no-lockout`: a plain lookup of the user before argon2, and the two token rows alone after it (what a login
//   stored before the lockout's reservation and the login's audit entry: docs/security.md);
// - `no-database`: the user read once at start, nothing stored.
// The database is one of its own (PGlite in DATA_DIR, or DATABASE_URL) with the product's migrations and the
// demo login alone.
import { generateKeyPairSync, randomBytes, randomUUID, sign, type KeyObject } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import path from 'node:path';
import { parse } from 'node:querystring';
import { APP_CLIENT_ID } from '@harta/contracts/constants';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../apps/server/src/db/connection';
import { findUserForLogin, type IdentityUser } from '../apps/server/src/identity/account';
import { readExactly } from '../apps/server/src/identity/form-body';
import { hashPassword, verifyPassword } from '../apps/server/src/identity/passwords';
import { recordSuccessfulLogin } from '../apps/server/src/identity/password-login-audit';
import { preparedStatement } from '../apps/server/src/identity/prepared-statement';
import { API_RESOURCE } from '../apps/server/src/identity/scopes';
import { createUpsertBatcher } from '../apps/server/src/identity/upsert-batcher';
import { DEMO_LOGIN } from './support/product-server';

const FLOORS = ['product-sql', 'no-lockout', 'no-database'] as const;
type Floor = (typeof FLOORS)[number];
const floor = (process.env.GRANT_FLOOR ?? 'product-sql') as Floor;
if (!FLOORS.includes(floor)) throw new Error(`GRANT_FLOOR must be one of ${FLOORS.join(', ')}`);

const database = await openDatabase({
  databaseUrl: process.env.DATABASE_URL || undefined,
  dataDir: path.join(process.env.DATA_DIR!, 'db'),
});
await database.migrate();
const { db } = database;
await db.execute(
  sql`insert into users (email, roles, password_hash) values (${DEMO_LOGIN.email}, '{c}', ${await hashPassword(DEMO_LOGIN.password)})`,
);
const writes = createUpsertBatcher(db);
const userByEmail = preparedStatement<IdentityUser>(
  db,
  'floor_user_by_email',
  `select id, email, password_hash as "passwordHash", roles from users where email = $1`,
);
const [demoUser] = await userByEmail([DEMO_LOGIN.email]);

const accessKey = generateKeyPairSync('ed25519').privateKey;
const idTokenKey = generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey;
const issuer = `${process.env.PUBLIC_URL}/identity`;
const SCOPE = 'openid profile harta-api roles offline_access';
/** The product's lifetimes: access and ID tokens 5 minutes, the grant and refresh token 12 hours. */
const TOKEN_S = 300;
const GRANT_S = 12 * 3600;

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const tokenId = () => randomBytes(32).toString('base64url');

/** The headers as the product's tokens carry them (a key id is a JWK thumbprint, 43 characters). */
const HEADERS = {
  EdDSA: base64url({ alg: 'EdDSA', typ: 'at+jwt', kid: tokenId() }),
  ES256: base64url({ alg: 'ES256', kid: tokenId() }),
};

function jwt(alg: 'EdDSA' | 'ES256', key: KeyObject, claims: object): string {
  const input = Buffer.from(`${HEADERS[alg]}.${base64url(claims)}`);
  const signature =
    alg === 'EdDSA' ? sign(null, input, key) : sign('sha256', input, { key, dsaEncoding: 'ieee-p1363' });
  return `${input.toString()}.${signature.toString('base64url')}`;
}

function answer(res: ServerResponse, status: number, body: object): void {
  res.statusCode = status;
  res.setHeader('content-type', 'application/json; charset=utf-8');
  res.setHeader('cache-control', 'no-store');
  res.end(JSON.stringify(body));
}

/** The user and the count the attempt was reserved as, or undefined when the name is locked. */
async function lookUp(username: string, now: Date): Promise<{ user?: IdentityUser; attempt: number } | undefined> {
  if (floor === 'no-database') return { ...(username === DEMO_LOGIN.email ? { user: demoUser } : {}), attempt: 0 };
  if (floor === 'no-lockout') {
    const [user] = await userByEmail([username]);
    return { ...(user ? { user } : {}), attempt: 0 };
  }
  const { user, reserved } = await findUserForLogin(db, username, now);
  return reserved && { ...(user ? { user } : {}), attempt: reserved.failedLoginCount };
}

async function login(req: IncomingMessage, res: ServerResponse): Promise<void> {
  const form = parse((await readExactly(req, Number(req.headers['content-length']))).toString('utf8'));
  const { username, password } = form;
  if (form.grant_type !== 'password' || form.client_id !== APP_CLIENT_ID)
    return answer(res, 400, { error: 'invalid_request' });
  if (typeof username !== 'string' || typeof password !== 'string')
    return answer(res, 400, { error: 'invalid_request' });
  const now = new Date();
  const found = await lookUp(username, now);
  if (!found) return answer(res, 400, { error: 'account_locked' });
  const { user, attempt } = found;
  if (!user?.passwordHash || !(await verifyPassword(user.passwordHash, password))) {
    return answer(res, 400, { error: 'invalid_grant' });
  }

  const iat = Math.floor(now.getTime() / 1000);
  const grantId = tokenId();
  const refreshToken = tokenId();
  const expiresAt = new Date((iat + GRANT_S) * 1000);
  const account = { accountId: user.id, clientId: APP_CLIENT_ID };
  const stored =
    floor === 'no-database'
      ? undefined
      : Promise.all([
          writes([
            'Grant',
            grantId,
            JSON.stringify({
              exp: iat + GRANT_S,
              iat,
              jti: grantId,
              kind: 'Grant',
              openid: { scope: 'openid profile roles offline_access' },
              ...account,
              resources: { [API_RESOURCE]: 'openid profile harta-api roles' },
            }),
            null,
            null,
            null,
            expiresAt,
          ]),
          writes([
            'RefreshToken',
            refreshToken,
            JSON.stringify({
              amr: ['pwd'],
              exp: iat + GRANT_S,
              gty: 'password',
              iat,
              jti: refreshToken,
              iiat: iat,
              kind: 'RefreshToken',
              scope: SCOPE,
              grantId,
              authTime: iat,
              ...account,
              resource: API_RESOURCE,
              rotations: 0,
              expiresWithSession: false,
            }),
            grantId,
            null,
            null,
            expiresAt,
          ]),
          floor === 'product-sql'
            ? recordSuccessfulLogin(writes, { username, attempt, userId: user.id, grantId, requestId: randomUUID() })
            : undefined,
        ]);
  const claims = { sub: user.id, email: user.email, role: user.roles, iat, exp: iat + TOKEN_S, iss: issuer };
  const accessToken = jwt('EdDSA', accessKey, {
    ...claims,
    gid: grantId,
    jti: tokenId(),
    scope: 'openid profile harta-api roles',
    client_id: APP_CLIENT_ID,
    aud: API_RESOURCE,
  });
  const idToken = jwt('ES256', idTokenKey, { ...claims, name: 'Aisyah Rahman', aud: APP_CLIENT_ID });
  await stored;
  answer(res, 200, {
    access_token: accessToken,
    expires_in: TOKEN_S,
    token_type: 'Bearer',
    id_token: idToken,
    refresh_token: refreshToken,
    scope: SCOPE,
  });
}

createServer((req, res) => {
  if (req.url === '/health') return answer(res, 200, { result: {} });
  if (req.method !== 'POST' || req.url !== '/identity/token') return answer(res, 404, { error: 'not_found' });
  login(req, res).catch((err: unknown) => {
    console.error(err);
    answer(res, 500, { error: 'server_error' });
  });
}).listen(Number(process.env.PORT), '127.0.0.1');
