import type { Options } from '@node-rs/argon2';
import { expect } from 'vitest';
import { PASSWORD_HASH_OPTIONS } from '../src/identity/passwords';

/**
 * Argon2 at a test-only cost: every test server seeds the demo accounts (one hash each) and most tests log in
 * (one verification each), which at the production cost (19 MiB, 2 passes: about 20 ms of CPU each) adds up to
 * minutes of the suite. 1 MiB and 1 pass take well under a millisecond. The hashes still go through the same pool
 * and code; a stored hash carries its parameters, so verification follows. The file that checks the production
 * parameters themselves keeps them.
 *
 * The server project runs its files one after another in the same worker (vitest.config.ts, `isolate: false`), so
 * the options object outlives a file: the production values are kept aside the first time, before anything changed
 * them, and every file sets the cost it needs.
 */
const KEEPS_PRODUCTION_COST = ['src/identity/passwords.test.ts'];
const TEST_COST: Partial<Options> = { memoryCost: 1024, timeCost: 1 };

const kept = globalThis as { productionPasswordHashOptions?: Readonly<Options> };
const production = (kept.productionPasswordHashOptions ??= { ...PASSWORD_HASH_OPTIONS });
const keepsProductionCost = KEEPS_PRODUCTION_COST.some((file) => expect.getState().testPath?.endsWith(file));
Object.assign(PASSWORD_HASH_OPTIONS as Options, keepsProductionCost ? production : TEST_COST);
