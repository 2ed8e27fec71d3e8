import { cpus } from 'node:os';
import { verify } from '@node-rs/argon2';
import { inFlightWindow } from './in-flight-window';
import { DEMO_LOGIN } from './product-server';

/**
 * The password grant's yardstick: argon2id verifications of the demo password (`hash` is its hash, made with the
 * product's hashPassword) with the product's parameters (the hash carries them),
 * calling the library directly in this process, one verification in flight per core (at least two), for `seconds`.
 * run-all.ts and grant-floor.ts alternate it with their grant rounds.
 */
export function bareVerifyWindow(hash: string, seconds: number): Promise<{ done: number; cpuUs: number }> {
  return inFlightWindow(Math.max(2, cpus().length), seconds, async () => {
    if (!(await verify(hash, DEMO_LOGIN.password))) throw new Error('argon2 verification failed');
  });
}
