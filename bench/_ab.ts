import path from 'node:path';
import autocannon from 'autocannon';
import { APP_CLIENT_ID, APP_SCOPES } from '@harta/contracts/constants';
import { root, startProcess, type Started } from './support/start-server';
const D = Number(process.env.D ?? 8);
const rounds = Number(process.env.R ?? 2);
const scen = (process.env.SCEN ?? 'api').split(',');
const mains: Record<string, string> = { orig: '/work/bench-orig/apps/server/dist/main.js', new: path.join(root, 'apps/server/dist/main.js') };
const mainOf = (w: string) => mains[w] ?? `/work/bench-variants/${w}/main.js`;
const which = (process.env.SERVERS ?? 'orig,new').split(',');
const env = { SEED_DEMO: 'true', LOG_LEVEL: 'warn', RATE_LIMIT_MAX: '100000000', ENVIRONMENT: 'test', DATABASE_URL: process.env.PRODUCT_DB ?? '', ...(process.env.XENV ? JSON.parse(process.env.XENV) : {}) };
const servers: Array<[string, Started]> = [];
for (const w of which) servers.push([w, await startProcess([...(process.env.NODEARGS ? process.env.NODEARGS.split(' ') : []), mainOf(w)], env, '/api/health')]);
const baseline = process.env.BASE ? await startProcess(['--import', 'tsx', path.join(root, 'bench/baseline-server.ts')], {}, '/health') : undefined;
const body = new URLSearchParams({ grant_type: 'password', client_id: APP_CLIENT_ID, username: 'demo@example.com', password: 'Demo@1234', scope: APP_SCOPES.join(' ') }).toString();
async function token(url: string) {
  const res = await fetch(`${url}/identity/token`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body });
  return ((await res.json()) as { access_token: string }).access_token;
}
async function run(label: string, p: Started, opts: autocannon.Options) {
  const c0 = p.cpuSeconds();
  const r = await autocannon({ connections: 50, duration: D, ...opts });
  const cpu = p.cpuSeconds() - c0;
  console.log(`${label.padEnd(14)} ${r.requests.average.toFixed(1).padStart(7)} req/s p50 ${r.latency.p50} p99 ${r.latency.p99} bad ${r.non2xx + r.errors} cpu ${((cpu / r.requests.total) * 1e6).toFixed(0)} µs/req`);
}
const tokens = new Map<string, string>();
for (const [w, s] of servers) tokens.set(w, await token(s.url));
for (let i = 0; i < rounds; i++) {
  for (const sc of scen) {
    if (sc === 'api' && baseline) await run('bare', baseline, { url: `${baseline.url}/basic-info` });
    for (const [w, s] of servers) {
      if (sc === 'api') await run(`${w} api`, s, { url: `${s.url}/api/ClientProfile/getClientBasicInfo`, headers: { authorization: `Bearer ${tokens.get(w)}` } });
      if (sc === 'grant') await run(`${w} grant`, s, { url: `${s.url}/identity/token`, method: 'POST', connections: 4, headers: { 'content-type': 'application/x-www-form-urlencoded' }, body });
    }
  }
}
for (const [, s] of servers) await s.stop();
if (baseline) await baseline.stop();
