import { PGlite } from '@electric-sql/pglite';
import { vi } from 'vitest';

/**
 * What PGlite does when PostgreSQL inside it PANICs (the disk under the data folder full, the write-ahead log
 * unwritable): the call that hit it is rejected with severity PANIC, and a later call on that instance never returns
 * (for real it spins on the CPU and freezes the process; here it stays pending, which a test can observe).
 * Reproduced here on the PGlite methods drizzle and the app call, so the test needs no full disk; while
 * `failing`, the next call on an instance panics. A new instance works again once the storage is back.
 */
export function breakableStorage() {
  const state = { failing: false };
  const dead = new WeakSet<object>();
  const panic = () =>
    Object.assign(new Error('could not write to file "pg_wal/xlogtemp.1": No space left on device'), {
      code: '53100',
      severity: 'PANIC',
    });
  const spies = (['query', 'exec', 'transaction'] as const).map((method) => {
    const original = PGlite.prototype[method] as (...args: unknown[]) => Promise<unknown>;
    return vi.spyOn(PGlite.prototype, method).mockImplementation(function (this: PGlite, ...args: unknown[]) {
      if (dead.has(this)) return new Promise(() => undefined);
      if (state.failing) {
        dead.add(this);
        return Promise.reject(panic());
      }
      return original.apply(this, args);
    } as never);
  });
  return {
    fail: () => (state.failing = true),
    recover: () => (state.failing = false),
    restore: () => spies.forEach((spy) => spy.mockRestore()),
  };
}
