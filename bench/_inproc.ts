import { eq } from 'drizzle-orm';
import { IdentityPaths } from '@harta/contracts/paths';
import { APP_CLIENT_ID, APP_SCOPES } from '@harta/contracts/constants';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config/config';
import { openDatabase } from '../apps/server/src/db/connection';
import { clients } from '../apps/server/src/db/schema/clients';
import { createIdentity } from '../apps/server/src/identity/create-identity';
import { buildAppSettings } from '../apps/server/src/modules/app-settings/app-settings';
import { findClientByUserId } from '../apps/server/src/modules/clients/client.repository';
import { seedDemoData } from '../apps/server/src/seed/demo-seed';

const config = loadConfig({ ENVIRONMENT: 'test', LOG_LEVEL: 'warn', PUBLIC_URL: 'http://127.0.0.1:1', RATE_LIMIT_MAX: '100000000', DATA_DIR: '/tmp/hb/inproc' });
const database = await openDatabase({ dataDir: 'memory://' });
await database.migrate();
await seedDemoData(database.db);
const identity = await createIdentity({ issuer: `${config.publicUrl}${IdentityPaths.base}`, db: database.db, logger: { info() {}, warn() {}, error() {} }, accessTokenTtlSeconds: 300, refreshTokenAbsoluteTtlSeconds: 3600, corsOrigins: config.corsOrigins, cookieKeys: config.identityCookieKeys, clientRedirectUris: [buildAppSettings(config).redirectUri] });
const app = await buildApp({ config, database, identity });
await app.ready();
const login = await app.inject({ method: 'POST', url: '/identity/token', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: new URLSearchParams({ grant_type: 'password', client_id: APP_CLIENT_ID, username: 'demo@example.com', password: 'Demo@1234', scope: APP_SCOPES.join(' ') }).toString() });
const token = login.json().access_token as string;
const claims = await identity.verifyAccessToken(token);

async function measure(label: string, n: number, fn: () => Promise<unknown>, conc = 1) {
  for (let i = 0; i < Math.min(n, 500); i++) await fn();
  const c0 = process.cpuUsage(); const t0 = performance.now();
  for (let i = 0; i < n / conc; i++) await Promise.all(Array.from({ length: conc }, fn));
  const c = process.cpuUsage(c0); const wall = performance.now() - t0;
  console.log(`${label.padEnd(34)} cpu ${(((c.user + c.system) / n)).toFixed(0).padStart(5)} µs  wall ${((wall * 1000) / n).toFixed(0).padStart(5)} µs`);
}
const N = Number(process.env.N ?? 3000);
const { default: als } = (await import('oidc-provider/lib/helpers/als.js')) as { default: import('node:async_hooks').AsyncLocalStorage<unknown> };
const api = async () => { const res = await app.inject({ method: 'GET', url: '/api/ClientProfile/getClientBasicInfo', headers: { authorization: `Bearer ${token}` } }); if (res.statusCode !== 200) throw new Error(res.body); };
for (let r = 0; r < 4; r++) {
  als.disable();
  await measure('api, hooks off', N, api, 10);
  als.run({}, () => undefined);
  await measure('api, hooks on (oidc ALS enabled)', N, api, 10);
  als.disable();
}
await app.close();
await database.close();
