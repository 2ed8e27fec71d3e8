// Latency and cost of one API read under autocannon load, as the issue benchmarks report them.
import autocannon from 'autocannon';
import type { Started } from './start-server';

export interface Figures {
  rps: number;
  p50: number;
  p99: number;
  max: number;
  errors: number;
  /** Server CPU (all threads) per request, ms: what the request costs, whatever else the machine is doing. */
  cpuMs: number;
}

/** `connections` concurrent requests for `durationS` seconds, after a warm-up of up to 2 s (JIT, plans, pages). */
export async function measure(
  server: Started,
  pathAndQuery: string,
  token: string,
  load: {
    connections: number;
    durationS: number;
    headers?: Record<string, string>;
    /** 304: every answer must be "not modified" (a repeat request with its ETag); default any 2xx. */
    expect?: 304;
  },
): Promise<Figures> {
  const opts = {
    url: `${server.url}${pathAndQuery}`,
    connections: load.connections,
    headers: { authorization: `Bearer ${token}`, ...load.headers },
  };
  await autocannon({ ...opts, duration: Math.min(2, load.durationS) });
  const before = server.cpuSeconds();
  const r = await autocannon({ ...opts, duration: load.durationS });
  return {
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    max: r.latency.max,
    errors:
      r.errors +
      r.timeouts +
      (load.expect === 304 ? r.requests.total - (r['3xx'] ?? 0) - r.errors - r.timeouts : (r.non2xx ?? 0)),
    cpuMs: ((server.cpuSeconds() - before) / Math.max(1, r.requests.total)) * 1000,
  };
}

export const describeFigures = (f: Figures) =>
  `${f.rps.toFixed(0)} req/s; p50 ${f.p50} ms, p99 ${f.p99} ms, max ${f.max} ms; ` +
  `server CPU ${f.cpuMs.toFixed(2)} ms/request (${f.errors} errors)`;
