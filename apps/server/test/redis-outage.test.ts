import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, connect } from 'node:net';
import { ApiPaths, StaticPaths } from '@harta/contracts/paths';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../src/app';
import { loadConfig } from '../src/config/config';
import { testDatabases, type TestDatabase } from './databases';
import { testEnv } from './helpers/start-server';

/**
 * A lost Redis never slows a request (docs/operations.md "Metrics, health and alerts"): with a Redis of the test's
 * own (redis-server on a free port, nothing saved) stopped, frozen and started again under a steady load, every
 * rate-limited request still answers at once, counted by the instance itself, health says `degraded`, and both
 * come back once Redis answers again. Before the circuit, each such request waited 1.5–4 s on ioredis's queue.
 */

/**
 * No request may take this long, Redis or not: they take a few milliseconds, and the margin is for a shared test
 * machine (two cores, at times a load of 20), still below the 1.5–4 s that waiting on Redis cost each request.
 * The typical request is held to {@link MEDIAN_MS}.
 */
const FAST_MS = 1_000;
const MEDIAN_MS = 150;

const median = (samples: { ms: number }[]) => {
  const sorted = samples.map((s) => s.ms).sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

async function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

async function waitFor(check: () => Promise<boolean>, what: string, timeoutMs = 10_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function startRedis(port: number): Promise<ChildProcess> {
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    {
      stdio: 'ignore',
    },
  );
  await waitFor(() => accepts(port), 'redis-server to listen');
  return child;
}

async function stopRedis(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGKILL');
  await exited;
}

describe.each(testDatabases())('Redis outage under load on $name', (kind) => {
  let database: TestDatabase;
  let app: App;
  let port: number;
  let redis: ChildProcess | undefined;
  let baseUrl: string;

  beforeAll(async () => {
    database = await kind.open();
    port = await freePort();
    redis = await startRedis(port);
    const config = loadConfig(testEnv({ REDIS_URL: `redis://127.0.0.1:${port}`, RATE_LIMIT_MAX: '100000' }));
    app = await buildApp({ config, database });
    // Over real HTTP: what a client waits for, sockets and all.
    baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
  });

  afterAll(async () => {
    await app?.close();
    if (redis) {
      redis.kill('SIGCONT');
      await stopRedis(redis);
    }
    await database?.dispose();
  });

  const health = async () => (await app.inject({ method: 'GET', url: ApiPaths.health })).json<{ result: object }>();
  const redisState = async () => ((await health()).result as { redis?: string }).redis;

  /** Keeps `concurrency` clients requesting a rate-limited route until `during` resolves; answers each latency. */
  async function load(
    during: Promise<unknown>,
    concurrency = 4,
  ): Promise<{ ms: number; status: number; remaining: number }[]> {
    const samples: { ms: number; status: number; remaining: number }[] = [];
    let running = true;
    void during.finally(() => {
      running = false;
    });
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (running) {
          const started = performance.now();
          const response = await fetch(`${baseUrl}${StaticPaths.appSettings}`);
          await response.arrayBuffer();
          samples.push({
            ms: performance.now() - started,
            status: response.status,
            remaining: Number(response.headers.get('x-ratelimit-remaining')),
          });
        }
      }),
    );
    return samples;
  }

  const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  it('uses Redis while it answers', async () => {
    await waitFor(async () => (await redisState()) === 'ok', 'the circuit to see Redis');
    expect(await health()).toEqual({ result: { status: 'ok', db: kind.name, redis: 'ok' } });
    const samples = await load(pause(1_000));
    expect(samples.length).toBeGreaterThan(5);
    expect(samples.every((s) => s.status === 200)).toBe(true);
    // The counts are in Redis (the shared budget), not in this instance.
    const client = new Redis(`redis://127.0.0.1:${port}`);
    try {
      expect((await client.keys('harta-rl:*')).length).toBeGreaterThan(0);
    } finally {
      client.disconnect();
    }
  });

  it('keeps answering at once, counted locally, when Redis is stopped, and reports degraded', async () => {
    const samples = await load(
      (async () => {
        await pause(300);
        await stopRedis(redis!);
        await pause(1_500);
      })(),
    );
    expect(samples.length).toBeGreaterThan(20);
    expect(samples.every((s) => s.status === 200)).toBe(true);
    expect(Math.max(...samples.map((s) => s.ms))).toBeLessThan(FAST_MS);
    expect(median(samples)).toBeLessThan(MEDIAN_MS);
    expect(await health()).toEqual({ result: { status: 'degraded', db: kind.name, redis: 'degraded' } });
  });

  it('recovers when Redis is back', async () => {
    redis = await startRedis(port);
    await waitFor(async () => (await redisState()) === 'ok', 'health to report Redis ok again');
    const samples = await load(pause(300));
    expect(samples.every((s) => s.status === 200 && s.ms < FAST_MS)).toBe(true);
  });

  it('does not wait on a Redis that holds the connection open but never answers (frozen)', async () => {
    redis!.kill('SIGSTOP');
    try {
      const samples = await load(pause(1_500));
      expect(samples.length).toBeGreaterThan(20);
      expect(samples.every((s) => s.status === 200)).toBe(true);
      // The requests in flight when it froze wait one command timeout (200 ms); the rest do not wait at all.
      expect(Math.max(...samples.map((s) => s.ms))).toBeLessThan(FAST_MS);
      expect(median(samples)).toBeLessThan(MEDIAN_MS);
      expect(await redisState()).toBe('degraded');
    } finally {
      redis!.kill('SIGCONT');
    }
    await waitFor(async () => (await redisState()) === 'ok', 'the probe to close the circuit again');
  });
});
