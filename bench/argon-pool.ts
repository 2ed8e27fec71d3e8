// What argon2's pool costs a verification against the library's own async call, in a process doing nothing else:
// the library two (one per core) at a time, the pool with one thread per core, and the pool with one thread more
// and as many jobs in flight. CPU of the whole process per verification, alternating windows.
//   npx tsx bench/argon-pool.ts    (BENCH_WINDOW seconds a window, default 5; BENCH_ROUNDS, default 4)
import { availableParallelism } from 'node:os';
import { verify } from '@node-rs/argon2';
import { createArgonPool } from '../apps/server/src/identity/argon-pool';
import { hashPassword } from '../apps/server/src/identity/passwords';
import { inFlightWindow } from './support/in-flight-window';

const WINDOW_S = Number(process.env.BENCH_WINDOW ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 4);
const cores = Math.max(2, availableParallelism());
const hash = await hashPassword('Demo@1234');

/** A verification that must succeed: a benchmark of failures would measure nothing. */
async function verified(check: Promise<boolean>): Promise<void> {
  if (!(await check)) throw new Error('argon2 verification failed');
}

const perCore = createArgonPool(cores);
const oneMore = createArgonPool(cores + 1);
const cases: Array<[string, number, () => Promise<void>]> = [
  [`library, ${cores} at a time`, cores, () => verified(verify(hash, 'Demo@1234'))],
  [
    `pool of ${cores} threads, ${cores} at a time`,
    cores,
    () => verified(perCore.run<boolean>({ op: 'verify', hash, password: 'Demo@1234' })),
  ],
  [
    `pool of ${cores + 1} threads, ${cores + 1} at a time`,
    cores + 1,
    () => verified(oneMore.run<boolean>({ op: 'verify', hash, password: 'Demo@1234' })),
  ],
];
const totals = cases.map(() => ({ done: 0, cpuUs: 0 }));
for (let round = 0; round < ROUNDS; round++) {
  for (const [i, [, inFlight, run]] of cases.entries()) {
    const w = await inFlightWindow(inFlight, WINDOW_S, run);
    totals[i]!.done += w.done;
    totals[i]!.cpuUs += w.cpuUs;
  }
}
for (const [i, [name]] of cases.entries()) {
  const t = totals[i]!;
  console.log(
    `${name}: ${(t.done / (ROUNDS * WINDOW_S)).toFixed(1)} verifications/s, ${(t.cpuUs / t.done / 1000).toFixed(2)} ms of CPU each`,
  );
}
await Promise.all([perCore.close(), oneMore.close()]);
