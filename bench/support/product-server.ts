// The built product server as the benchmarks start it.
import path from 'node:path';
import { root } from './start-server';

/** Demo data, quiet logs, and a rate limit no benchmark reaches. */
export const productEnv = { SEED_DEMO: 'true', LOG_LEVEL: 'warn', RATE_LIMIT_MAX: '100000000', ENVIRONMENT: 'test' };

/** The demo client of the seed (README, "Demo logins"). */
export const DEMO_LOGIN = { email: 'demo@example.com', password: 'Demo@1234' } as const;

/** The server build to measure: BENCH_SERVER (e.g. an older commit's dist/main.js), else this checkout's. */
export function serverMain(): string {
  return path.resolve(process.env.BENCH_SERVER || path.join(root, 'apps/server/dist/main.js'));
}
