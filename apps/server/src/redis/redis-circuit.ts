import { Redis } from 'ioredis';
import { redisUp } from '../metrics/registry';

/**
 * The shared Redis (REDIS_URL) behind a circuit breaker, so a lost Redis never slows a request (docs/deploy.md
 * "Redis"; docs/operations.md "Metrics, health and alerts"):
 * - no offline queue: while the connection is down a command fails at once instead of waiting for a reconnect
 *   (the queue is what made every rate-limited request wait 1.5–4 s);
 * - a short command timeout, for a Redis that holds the connection open but does not answer;
 * - a failed command opens the circuit: callers use their fallback (the instance's own counters) without asking
 *   Redis, and a background probe closes it again once Redis answers. ioredis reconnects by itself.
 */

/** A command Redis has not answered in this long is given up (a healthy answer takes well under a millisecond). */
export const REDIS_COMMAND_TIMEOUT_MS = 200;
/** How often the background probe pings Redis while the circuit is open. */
const PROBE_INTERVAL_MS = 1_000;

export interface RedisCircuitLogger {
  warn(obj: object, msg: string): void;
  info(obj: object, msg: string): void;
}

export interface RedisCircuit {
  readonly client: Redis;
  /** Whether commands should go to Redis now (connected and the circuit closed). Costs nothing. */
  available(): boolean;
  /** A command failed or timed out: stop using Redis until the probe finds it answering again. */
  failed(err: unknown): void;
  /** 'ok' while Redis is in use, 'degraded' while callers are on their fallback. */
  state(): 'ok' | 'degraded';
  /**
   * Resolves once connected, or after `timeoutMs` whatever happens (never rejects): at start, so the first requests
   * already share the budget when Redis is there, and a missing Redis delays the start by that much at most.
   */
  connected(timeoutMs: number): Promise<void>;
  close(): Promise<void>;
}

export function createRedisCircuit(url: string, logger: RedisCircuitLogger): RedisCircuit {
  const client = new Redis(url, {
    enableOfflineQueue: false,
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
    connectTimeout: 1_000,
    // A command is never retried: the caller falls back at once.
    maxRetriesPerRequest: 0,
    // Reconnect in the background: quickly at first, then every 2 s for as long as it takes.
    retryStrategy: (times) => Math.min(times * 100, 2_000),
  });
  let open = false;
  let probe: NodeJS.Timeout | undefined;
  let closed = false;

  const publish = () => redisUp.set(client.status === 'ready' && !open ? 1 : 0);

  const closeCircuit = () => {
    if (!open) return;
    open = false;
    if (probe) clearInterval(probe);
    probe = undefined;
    logger.info({}, 'redis answers again: rate-limit counters are shared again');
    publish();
  };

  const startProbe = () => {
    probe ??= setInterval(() => {
      if (client.status !== 'ready') return;
      client.ping().then(closeCircuit, () => undefined);
    }, PROBE_INTERVAL_MS);
    probe.unref();
  };

  // An 'error' nobody listens to would end the process (GUIDE §11): it is logged once per outage instead.
  client.on('error', (err) => {
    if (!open) logger.warn({ err }, 'redis error: rate limits fall back to this instance until it answers');
  });
  client.on('ready', publish);
  client.on('close', publish);
  publish();

  return {
    client,
    available: () => !open && client.status === 'ready',
    failed(err) {
      if (open || closed) return;
      open = true;
      logger.warn({ err }, 'redis command failed: rate limits fall back to this instance until it answers');
      publish();
      startProbe();
    },
    state: () => (!open && client.status === 'ready' ? 'ok' : 'degraded'),
    connected(timeoutMs) {
      if (client.status === 'ready') return Promise.resolve();
      return new Promise<void>((resolve) => {
        const done = () => {
          clearTimeout(timer);
          client.off('ready', done);
          resolve();
        };
        const timer = setTimeout(done, timeoutMs);
        client.once('ready', done);
      });
    },
    async close() {
      closed = true;
      if (probe) clearInterval(probe);
      await client.quit().catch(() => client.disconnect());
    },
  };
}
