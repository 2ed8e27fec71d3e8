/**
 * Types for @fastify/rate-limit's own stores (it types only the plugin). Used by plugins/rate-limit-store.ts: the
 * constructors as the plugin calls them, the methods as store/LocalStore.js and store/RedisStore.js define them.
 */
declare module '@fastify/rate-limit/store/LocalStore.js' {
  class LocalStore {
    constructor(continueExceeding?: boolean, exponentialBackoff?: boolean, cache?: number);
  }
  export = LocalStore;
}

declare module '@fastify/rate-limit/store/RedisStore.js' {
  import type { Redis } from 'ioredis';
  class RedisStore {
    constructor(
      continueExceeding: boolean | undefined,
      exponentialBackoff: boolean | undefined,
      redis: Redis,
      key?: string,
    );
  }
  export = RedisStore;
}
