import type { FastifyRateLimitOptions, FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
// The plugin's own stores (no exports map, so the files are importable): the Redis one runs its Lua script, the
// local one is its in-memory LRU. Reusing them keeps the counting rules the plugin documents.
import LocalStore from '@fastify/rate-limit/store/LocalStore.js';
import RedisStore from '@fastify/rate-limit/store/RedisStore.js';
import type { RedisCircuit } from '../redis/redis-circuit';

type Callback = Parameters<FastifyRateLimitStore['incr']>[1];
type StoreMethod = 'incr' | 'read';
interface CountingStore {
  incr(key: string, callback: Callback, timeWindow: number, max: number): void;
  read(key: string, callback: Callback, timeWindow: number, max: number): void;
  child(routeOptions: unknown): CountingStore;
}

/**
 * Rate-limit counters in Redis while the circuit says it answers, else in this instance's memory, decided per
 * request without waiting (redis/redis-circuit.ts): a lost Redis turns the shared budget into a per-instance one
 * for a while, and never slows or fails a request. A Redis error on a request opens the circuit and that same
 * request is counted locally.
 */
class FallbackStore {
  constructor(
    private readonly circuit: RedisCircuit,
    private readonly redis: CountingStore,
    private readonly local: CountingStore,
  ) {}

  incr(key: string, callback: Callback, timeWindow: number, max: number): void {
    this.count('incr', key, callback, timeWindow, max);
  }

  read(key: string, callback: Callback, timeWindow: number, max: number): void {
    this.count('read', key, callback, timeWindow, max);
  }

  child(routeOptions: unknown): FallbackStore {
    return new FallbackStore(this.circuit, this.redis.child(routeOptions), this.local.child(routeOptions));
  }

  private count(method: StoreMethod, key: string, callback: Callback, timeWindow: number, max: number): void {
    if (!this.circuit.available()) {
      this.local[method](key, callback, timeWindow, max);
      return;
    }
    this.redis[method](
      key,
      (err, result) => {
        if (!err) return callback(null, result);
        this.circuit.failed(err);
        this.local[method](key, callback, timeWindow, max);
      },
      timeWindow,
      max,
    );
  }
}

/** The store class @fastify/rate-limit instantiates with its options, bound to the circuit. */
export function fallbackStore(circuit: RedisCircuit, nameSpace: string) {
  return class extends FallbackStore {
    constructor(options: FastifyRateLimitOptions) {
      const { continueExceeding, exponentialBackoff } = options as {
        continueExceeding?: boolean;
        exponentialBackoff?: boolean;
      };
      super(
        circuit,
        new RedisStore(continueExceeding, exponentialBackoff, circuit.client, nameSpace) as CountingStore,
        new LocalStore(continueExceeding, exponentialBackoff) as CountingStore,
      );
    }
  } as unknown as FastifyRateLimitStoreCtor;
}
