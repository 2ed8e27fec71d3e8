// Runs every benchmark of the foundation in one go and prints a table. Needs `npm run build` first
// (`npm run bench` at the root does both). Results are recorded by hand in bench/README.md.
import { readFileSync } from 'node:fs';
import { cpus } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { APP_CLIENT_ID, APP_SCOPES } from '@harta/contracts/constants';
import { hashPassword, verifyPassword } from '../apps/server/src/identity/passwords';
import { root, startProcess } from './support/start-server';

const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);

interface Figures {
  rps: number;
  p99: number;
  errors: number;
}

async function cannon(opts: autocannon.Options): Promise<Figures> {
  const r = await autocannon({ duration: DURATION_S, ...opts });
  const bad = r.errors + r.timeouts + (r.non2xx ?? 0);
  return { rps: r.requests.average, p99: r.latency.p99, errors: bad };
}

/** How many argon2id verifications per second this machine does with the product's parameters. */
async function bareArgonRate(): Promise<number> {
  const hash = await hashPassword('Demo@1234');
  const parallel = Math.max(2, cpus().length);
  const until = Date.now() + DURATION_S * 1000;
  let done = 0;
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      while (Date.now() < until) {
        await verifyPassword(hash, 'Demo@1234');
        done++;
      }
    }),
  );
  return done / DURATION_S;
}

async function passwordGrant(url: string): Promise<Figures> {
  const body = new URLSearchParams({
    grant_type: 'password',
    client_id: APP_CLIENT_ID,
    username: 'demo@example.com',
    password: 'Demo@1234',
    scope: APP_SCOPES.join(' '),
  }).toString();
  return cannon({
    url: `${url}/identity/token`,
    method: 'POST',
    connections: 4,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body,
  });
}

async function token(url: string): Promise<string> {
  const res = await fetch(`${url}/identity/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'password',
      client_id: APP_CLIENT_ID,
      username: 'demo@example.com',
      password: 'Demo@1234',
      scope: APP_SCOPES.join(' '),
    }),
  });
  if (!res.ok) throw new Error(`login failed: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { access_token: string }).access_token;
}

/** Gzipped size of the JavaScript the browser must load before the first screen (entry + modulepreloads). */
function initialJsGzipKb(): number {
  const dist = path.join(root, 'apps/web/dist');
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const srcs = [...html.matchAll(/<(?:script[^>]+src|link[^>]+rel="modulepreload"[^>]+href)="([^"]+\.js)"/g)].map(
    (m) => m[1]!,
  );
  const bytes = srcs.reduce((sum, src) => sum + gzipSync(readFileSync(path.join(dist, src))).length, 0);
  return bytes / 1024;
}

const rows: Array<[string, string, string, string]> = [];
const verdict = (ok: boolean) => (ok ? 'met' : 'MISSED');

const server = await startProcess(
  [path.join(root, 'apps/server/dist/main.js')],
  { SEED_DEMO: 'true', LOG_LEVEL: 'warn', RATE_LIMIT_MAX: '100000000', ENVIRONMENT: 'test', DATABASE_URL: '' },
  '/api/health',
);
try {
  const argon = await bareArgonRate();
  const grant = await passwordGrant(server.url);
  rows.push([
    'password grant vs bare argon2id verify',
    `${grant.rps.toFixed(1)} req/s vs ${argon.toFixed(1)} verify/s (${grant.errors} errors)`,
    `${((grant.rps / argon) * 100).toFixed(0)}%`,
    `≥ 80%: ${verdict(grant.rps / argon >= 0.8)}`,
  ]);

  const access = await token(server.url);
  const baseline = await startProcess(['--import', 'tsx', path.join(root, 'bench/baseline-server.ts')], {}, '/health');
  try {
    const bare = await cannon({ url: `${baseline.url}/basic-info`, connections: 50 });
    const api = await cannon({
      url: `${server.url}/api/ClientProfile/getClientBasicInfo`,
      connections: 50,
      headers: { authorization: `Bearer ${access}` },
    });
    const share = api.rps / bare.rps;
    rows.push([
      'getClientBasicInfo vs bare route, 50 connections',
      `${api.rps.toFixed(0)} vs ${bare.rps.toFixed(0)} req/s; p99 ${api.p99} ms (${api.errors} errors)`,
      `${(share * 100).toFixed(0)}%`,
      `≥ 50% and p99 < 60 ms: ${verdict(share >= 0.5 && api.p99 < 60)}`,
    ]);
  } finally {
    await baseline.stop();
  }
} finally {
  await server.stop();
}

const js = initialJsGzipKb();
rows.push(['web initial JavaScript, gzipped', `${js.toFixed(1)} KB`, '', `< 170 KB: ${verdict(js < 170)}`]);

console.log(
  `\nMachine: ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, Node ${process.version}, ${DURATION_S} s per run\n`,
);
console.log('| benchmark | figures | ratio | goal |\n|---|---|---|---|');
for (const r of rows) console.log(`| ${r.join(' | ')} |`);
