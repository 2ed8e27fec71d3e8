// Profiles the built server under one benchmark's load and prints where the main thread spends its time.
//   npx tsx bench/profile.ts grant|basic-info|listing [seconds]    (needs `npm run build` first)
// listing: GET PROFILE_PATH (default the demo client's transactionListing), CONNECTIONS (default 4).
// The server runs with `node --cpu-prof`; the profile is summarised by self time per function and per package
// (node_modules/<pkg>, the product bundle, Node internals, GC, idle). With DATABASE_URL set it runs on PostgreSQL.
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { grantBody, passwordGrantLoad } from './support/api-load';
import { root, startProcess, waitUntilIdle } from './support/start-server';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
  children?: number[];
}
interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const scenario = process.argv[2] ?? 'basic-info';
const seconds = Number(process.argv[3] ?? 10);

function bucketOf(url: string, fn: string): string {
  if (!url) return fn.startsWith('(') ? fn : '(native)';
  const nm = url.lastIndexOf('node_modules/');
  if (nm >= 0) {
    const rest = url.slice(nm + 'node_modules/'.length).split('/');
    return rest[0]!.startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0]!;
  }
  if (url.startsWith('node:')) return 'node-internal';
  if (url.includes('/dist/')) return 'product';
  return url;
}

function summarise(file: string): void {
  const profile = JSON.parse(readFileSync(file, 'utf8')) as CpuProfile;
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  // Only the load window: the last `seconds` of the profile (start-up and migrations come before it).
  const at: number[] = [];
  profile.timeDeltas.reduce((t, d, i) => (at[i] = t + d), 0);
  const from = (at[at.length - 1] ?? 0) - seconds * 1e6;
  const selfUs = new Map<number, number>();
  profile.samples.forEach((id, i) => {
    if (at[i]! >= from) selfUs.set(id, (selfUs.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0));
  });
  const total = [...selfUs.values()].reduce((a, b) => a + b, 0);
  const perFn = new Map<string, number>();
  const perBucket = new Map<string, number>();
  for (const [id, us] of selfUs) {
    const { functionName, url, lineNumber } = byId.get(id)!.callFrame;
    const fn = `${functionName || '(anonymous)'} ${url.replace(/^.*node_modules\//, '')}:${lineNumber + 1}`;
    perFn.set(fn, (perFn.get(fn) ?? 0) + us);
    const bucket = bucketOf(url, functionName);
    perBucket.set(bucket, (perBucket.get(bucket) ?? 0) + us);
  }
  const show = (title: string, map: Map<string, number>, n: number) => {
    console.log(`\n${title}`);
    for (const [name, us] of [...map].sort((a, b) => b[1] - a[1]).slice(0, n)) {
      console.log(`${((us / total) * 100).toFixed(1).padStart(6)}%  ${(us / 1000).toFixed(0).padStart(7)} ms  ${name}`);
    }
  };
  // Inclusive time: each function once per sample, however deep it recurs, so a caller's figure holds all it
  // set off on the main thread (its calls into Node's internals and the libraries included).
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const child of n.children ?? []) parent.set(child, n.id);
  const inclusive = new Map<string, number>();
  for (const [id, us] of selfUs) {
    const seen = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const { functionName, url, lineNumber } = byId.get(at)!.callFrame;
      if (!url) continue;
      seen.add(`${functionName || '(anonymous)'} ${url.replace(/^.*node_modules\//, '')}:${lineNumber + 1}`);
    }
    for (const fn of seen) inclusive.set(fn, (inclusive.get(fn) ?? 0) + us);
  }
  console.log(`profile ${file}: ${(total / 1e6).toFixed(1)} s sampled`);
  show('self time by package', perBucket, 25);
  show('self time by function', perFn, Number(process.env.TOP ?? 40));
  show('inclusive time by function', inclusive, Number(process.env.TOP ?? 40));
}

const profDir = mkdtempSync(path.join(tmpdir(), 'harta-prof-'));
const server = await startProcess(
  ['--cpu-prof', `--cpu-prof-dir=${profDir}`, path.join(root, 'apps/server/dist/main.js')],
  {
    SEED_DEMO: 'true',
    LOG_LEVEL: 'warn',
    RATE_LIMIT_MAX: '100000000',
    ENVIRONMENT: 'test',
    DATABASE_URL: process.env.DATABASE_URL ?? '',
  },
  '/api/health',
);
try {
  let opts: autocannon.Options;
  await waitUntilIdle(server);
  if (scenario === 'grant') {
    // As run-all.ts loads it (3 connections: a fourth concurrent login of one name is refused by the lockout).
    opts = {
      ...passwordGrantLoad(server.url),
      ...(process.env.CONNECTIONS ? { connections: Number(process.env.CONNECTIONS) } : {}),
    };
  } else {
    const res = await fetch(`${server.url}/identity/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: grantBody,
    });
    const { access_token } = (await res.json()) as { access_token: string };
    const listing = scenario === 'listing';
    const urlPath = listing
      ? (process.env.PROFILE_PATH ?? '/api/clientProfile/transactionListing')
      : '/api/ClientProfile/getClientBasicInfo';
    opts = {
      url: `${server.url}${urlPath}`,
      connections: Number(process.env.CONNECTIONS ?? (listing ? 4 : 50)),
      headers: { authorization: `Bearer ${access_token}` },
    };
  }
  const r = await autocannon({ duration: seconds, ...opts });
  console.log(
    `${scenario}: ${r.requests.average} req/s, p50 ${r.latency.p50} ms, p99 ${r.latency.p99} ms, ` +
      `errors ${r.errors + r.timeouts + (r.non2xx ?? 0)}`,
  );
} finally {
  await server.stop();
}
const file = readdirSync(profDir).find((f) => f.endsWith('.cpuprofile'));
if (file) summarise(path.join(profDir, file));
else console.log('no profile written');
