// Does the time of an answer tell whether an e-mail has an account? (issue 10 item 2)
//
// Starts the server (the build, apps/server/dist/main.js, or BENCH_SERVER; with BENCH_FROM_SOURCE=1 the sources
// through tsx: apps/server/src/main.ts, or BENCH_SERVER) on the embedded database with the demo seed, and sends one request at a time, alternating a known
// and an unknown address, LOGIN_TIMING_SAMPLES pairs (default 200) per case:
// - forgotPassword: demo@example.com vs a fresh unknown address;
// - a wrong password: demo@example.com (a right one, untimed, after each so it never locks) vs a fresh unknown
//   address (so neither is locked);
// - a locked name: a known account locked by 3 failures vs an unknown address locked the same way.
// Prints the medians (and the 90th percentiles) side by side. Figures go to bench/README.md.
//   npx tsx bench/login-timing.ts
import { performance } from 'node:perf_hooks';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { APP_CLIENT_ID, APP_SCOPES } from '@harta/contracts/constants';
import { ApiPaths, IdentityPaths } from '@harta/contracts/paths';
import { root, startProcess } from './support/start-server';

const SAMPLES = Number(process.env.LOGIN_TIMING_SAMPLES ?? 200);
const FROM_SOURCE = process.env.BENCH_FROM_SOURCE === '1';
const SERVER_MAIN = path.resolve(
  process.env.BENCH_SERVER || path.join(root, FROM_SOURCE ? 'apps/server/src/main.ts' : 'apps/server/dist/main.js'),
);
const KNOWN = 'demo@example.com';
const KNOWN_PASSWORD = 'Demo@1234';
// The development default pair (config.ts); the server runs with ENVIRONMENT=test.
const REGISTRATION_AUTH = `Basic ${Buffer.from('harta-registration:harta-dev-registration-secret').toString('base64')}`;

const args = FROM_SOURCE ? ['--import', 'tsx', SERVER_MAIN] : [SERVER_MAIN];
const server = await startProcess(
  args,
  { SEED_DEMO: 'true', LOG_LEVEL: 'warn', RATE_LIMIT_MAX: '100000000', ENVIRONMENT: 'test' },
  '/api/health',
);

const unknownAddress = () => `nobody-${randomUUID()}@example.com`;

async function timed(request: () => Promise<Response>): Promise<number> {
  const start = performance.now();
  const response = await request();
  await response.arrayBuffer();
  return performance.now() - start;
}

const forgot = (emailAddress: string) => () =>
  fetch(`${server.url}${ApiPaths.registration.forgotPassword}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: REGISTRATION_AUTH },
    body: JSON.stringify({ emailAddress }),
  });

const login = (username: string, password: string) => () =>
  fetch(`${server.url}${IdentityPaths.base}/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'password',
      client_id: APP_CLIENT_ID,
      username,
      password,
      scope: APP_SCOPES.join(' '),
    }).toString(),
  });

function quantile(values: number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
}

const rows: string[][] = [];
async function compare(name: string, known: () => Promise<number>, unknown: () => Promise<number>): Promise<void> {
  const a: number[] = [];
  const b: number[] = [];
  for (let i = 0; i < 5; i += 1) await Promise.all([known(), unknown()]); // warm up
  for (let i = 0; i < SAMPLES; i += 1) {
    a.push(await known());
    b.push(await unknown());
  }
  const ms = (v: number) => `${v.toFixed(1)} ms`;
  rows.push([
    name,
    `${ms(quantile(a, 0.5))} (p90 ${ms(quantile(a, 0.9))})`,
    `${ms(quantile(b, 0.5))} (p90 ${ms(quantile(b, 0.9))})`,
  ]);
}

try {
  await compare(
    'forgotPassword',
    () => timed(forgot(KNOWN)),
    () => timed(forgot(unknownAddress())),
  );
  await compare(
    'wrong password',
    async () => {
      const t = await timed(login(KNOWN, 'Wr0ng!pass'));
      await (await login(KNOWN, KNOWN_PASSWORD)()).arrayBuffer();
      return t;
    },
    () => timed(login(unknownAddress(), 'Wr0ng!pass')),
  );
  // Locking a known account needs its own account: the demo seed's pending@ (its lock is left in place).
  const lockedUnknown = unknownAddress();
  for (const name of ['pending@example.com', lockedUnknown]) {
    for (let i = 0; i < 3; i += 1) await (await login(name, 'Wr0ng!pass')()).arrayBuffer();
  }
  await compare(
    'locked name',
    () => timed(login('pending@example.com', 'Wr0ng!pass')),
    () => timed(login(lockedUnknown, 'Wr0ng!pass')),
  );
} finally {
  await server.stop();
}

console.log(`\n${SAMPLES} sequential pairs per case, median (p90):\n`);
console.log(['case', 'known e-mail', 'unknown e-mail'].join(' | '));
for (const row of rows) console.log(row.join(' | '));
