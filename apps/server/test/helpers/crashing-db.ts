import type { Db } from '../../src/db/connection';

/**
 * The database as a process that dies would leave it: from the `crashFrom`-th transaction on, every transaction
 * does its work and then fails before COMMIT (so it rolls back), as if the process had been killed there.
 */
export function crashingDb(db: Db, crashFrom: number): Db {
  let opened = 0;
  return new Proxy(db, {
    get(target, prop, receiver) {
      if (prop === 'transaction') {
        return (work: (tx: Db) => Promise<unknown>) => {
          opened += 1;
          const doomed = opened >= crashFrom;
          return target.transaction(async (tx) => {
            const out = await work(tx);
            if (doomed) throw new Error('simulated crash before commit');
            return out;
          });
        };
      }
      const value: unknown = Reflect.get(target, prop, receiver);
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
    },
  });
}
