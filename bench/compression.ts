// On-the-fly compression of API answers (apps/server/src/plugins/compress.ts): what it saves on the wire and what it
// costs the server, with the benchmarks' HTTP client (autocannon).
//   npm run compression -w @harta/bench     (after `npm run build`)
// For each answer, requests asking for brotli, for gzip and for neither alternate (BENCH_ROUNDS rounds of
// BENCH_DURATION / 2 s each, 10 connections), so drift in the host's speed falls on all three alike.
import { brotliCompressSync, gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { ApiPaths } from '@harta/contracts/paths';
import { accessToken } from './support/api-load';
import { productEnv, serverMain } from './support/product-server';
import { startProcess, type Started } from './support/start-server';

const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 4);
const ENCODINGS = ['br', 'gzip', 'identity'] as const;

interface Sum {
  requests: number;
  seconds: number;
  p99: number[];
  bytes: number;
  cpu: number;
}

async function load(server: Started, path: string, encoding: string, headers: Record<string, string>, seconds: number) {
  const before = server.cpuSeconds();
  const result = await autocannon({
    url: `${server.url}${path}`,
    connections: 10,
    duration: seconds,
    headers: { ...headers, 'accept-encoding': encoding },
  });
  const bad = result.errors + result.timeouts + (result.non2xx ?? 0);
  if (bad) throw new Error(`${path} (${encoding}): ${bad} failed requests`);
  return { result, cpu: server.cpuSeconds() - before };
}

/** One answer's size as sent for each encoding, read with a plain request. */
async function sizes(server: Started, path: string, headers: Record<string, string>) {
  const body = Buffer.from(await (await fetch(`${server.url}${path}`, { headers })).arrayBuffer());
  return { identity: body.length, gzip: gzipSync(body).length, br: brotliCompressSync(body).length };
}

const server = await startProcess([serverMain()], productEnv, '/api/health');
try {
  const auth = { authorization: `Bearer ${await accessToken(server.url)}` };
  const answers = [
    {
      name: 'getClientBasicInfo (small: under the threshold)',
      path: ApiPaths.ClientProfile.getClientBasicInfo,
      headers: auth,
    },
    { name: 'getCountryList (a drop-down list)', path: ApiPaths.dropDown.getCountryList, headers: auth },
    { name: 'OpenAPI document (large)', path: ApiPaths.openapi, headers: {} },
  ];
  console.log(`| answer | sent as | bytes | req/s | p99 | server CPU per request |\n|---|---|---|---|---|---|`);
  for (const answer of answers) {
    const size = await sizes(server, answer.path, answer.headers);
    const sums = Object.fromEntries(
      ENCODINGS.map((encoding) => [encoding, { requests: 0, seconds: 0, p99: [], bytes: 0, cpu: 0 } as Sum]),
    );
    for (const encoding of ENCODINGS) await load(server, answer.path, encoding, answer.headers, 1); // warm-up
    for (let round = 0; round < ROUNDS; round++) {
      for (const encoding of ENCODINGS) {
        const { result, cpu } = await load(server, answer.path, encoding, answer.headers, DURATION_S / 2);
        const sum = sums[encoding]!;
        sum.requests += result.requests.total;
        sum.seconds += DURATION_S / 2;
        sum.p99.push(result.latency.p99);
        sum.bytes += result.throughput.total;
        sum.cpu += cpu;
      }
    }
    for (const encoding of ENCODINGS) {
      const sum = sums[encoding]!;
      const bytes = Math.round(sum.bytes / sum.requests);
      const p99 = [...sum.p99].sort((a, b) => a - b)[Math.floor(sum.p99.length / 2)];
      console.log(
        `| ${answer.name} | ${encoding} | ${bytes} (body ${encoding === 'identity' ? size.identity : `≤ ${size[encoding]}`}) | ` +
          `${(sum.requests / sum.seconds).toFixed(0)} | ${p99} ms | ${((sum.cpu / sum.requests) * 1e6).toFixed(0)} µs |`,
      );
    }
  }
} finally {
  await server.stop();
}
