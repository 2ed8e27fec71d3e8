import { cpus } from 'node:os';
import { verify } from '@node-rs/argon2';
import { inFlightWindow } from './in-flight-window';

/**
 * The password grant's yardstick: argon2id verifications with the product's parameters (the hash carries them),
 * calling the library directly in this process, one verification in flight per core (at least two), for `seconds`.
 * run-all.ts and grant-floor.ts alternate it with their grant rounds.
 */
export function bareVerifyWindow(hash: string, seconds: number): Promise<{ done: number; cpuUs: number }> {
  return inFlightWindow(Math.max(2, cpus().length), seconds, async () => {
    if (!(await verify(hash, 'Demo@1234'))) throw new Error('argon2 verification failed');
  });
}
