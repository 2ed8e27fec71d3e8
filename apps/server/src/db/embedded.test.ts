import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { breakableStorage } from '../../test/helpers/breakable-pglite';
import { openDatabase } from './connection';
import { isDatabaseUnavailable } from './unavailable-error';

/** Creating a database (initdb) takes seconds, and minutes on a busy machine. */
const CREATES_A_DATABASE = { timeout: 180_000 };

describe('embedded database in a folder', () => {
  let folder = '';
  afterEach(() => rmSync(folder, { recursive: true, force: true }));

  it('is created on the first start and keeps its data across restarts', CREATES_A_DATABASE, async () => {
    folder = mkdtempSync(path.join(tmpdir(), 'harta-embedded-'));
    const dataDir = path.join(folder, 'db');

    const first = await openDatabase({ dataDir });
    await first.migrate();
    await first.db.execute(sql`create table restart_marker (note text)`);
    await first.db.execute(sql`insert into restart_marker values ('written before the restart')`);
    await first.close();

    const again = await openDatabase({ dataDir });
    try {
      await again.migrate();
      // Both drivers answer raw SQL with node-postgres' result shape; the shared Db type leaves it unknown.
      const result = (await again.db.execute(sql`select note from restart_marker`)) as unknown as { rows: unknown[] };
      expect(result.rows).toEqual([{ note: 'written before the restart' }]);
    } finally {
      await again.close();
    }
  });

  it('fails to start, naming the folder, when the database cannot be created there', CREATES_A_DATABASE, async () => {
    folder = mkdtempSync(path.join(tmpdir(), 'harta-embedded-'));
    // A file where PostgreSQL's own folder must go: creating the database cannot complete.
    const dataDir = path.join(folder, 'db');
    mkdirSync(dataDir);
    writeFileSync(path.join(dataDir, 'base'), 'not a folder');
    await expect(openDatabase({ dataDir })).rejects.toThrow(dataDir);
  });
});

/** Longer than any answer of a working database here: a call still pending after it is hanging. */
const HANG_MS = 5_000;

async function outcome(promise: Promise<unknown>): Promise<'ok' | 'unavailable' | 'hang' | string> {
  let timer: NodeJS.Timeout | undefined;
  const hang = new Promise<'hang'>((resolve) => (timer = setTimeout(() => resolve('hang'), HANG_MS)));
  try {
    return await Promise.race([
      promise.then(
        () => 'ok',
        (err: unknown) => (isDatabaseUnavailable(err) ? 'unavailable' : String(err)),
      ),
      hang,
    ]);
  } finally {
    clearTimeout(timer);
  }
}

describe('embedded database after a PANIC (storage full)', () => {
  let folder = '';
  let storage: ReturnType<typeof breakableStorage> | undefined;
  afterEach(() => {
    storage?.restore();
    rmSync(folder, { recursive: true, force: true });
  });

  it(
    'answers "unavailable" at once, never hangs, and serves again by itself once the storage is back',
    CREATES_A_DATABASE,
    async () => {
      folder = mkdtempSync(path.join(tmpdir(), 'harta-embedded-'));
      const database = await openDatabase({ dataDir: path.join(folder, 'db') });
      try {
        const { db } = database;
        await db.execute(sql`create table panic_marker (note text)`);
        await db.execute(sql`insert into panic_marker values ('committed before the PANIC')`);

        storage = breakableStorage();
        storage.fail();
        expect(await outcome(db.execute(sql`insert into panic_marker values ('x')`))).toBe('unavailable');
        // Every later call, plain or in a transaction, while the storage is still failing.
        for (let i = 0; i < 3; i += 1) {
          expect(await outcome(db.execute(sql`select note from panic_marker`))).toBe('unavailable');
          expect(await outcome(db.transaction((tx) => tx.execute(sql`select 1`)))).toBe('unavailable');
        }

        storage.recover();
        const deadline = Date.now() + 30_000;
        let last = await outcome(db.execute(sql`select 1`));
        while (last !== 'ok' && Date.now() < deadline) {
          expect(last).toBe('unavailable');
          await new Promise((resolve) => setTimeout(resolve, 200));
          last = await outcome(db.execute(sql`select 1`));
        }
        expect(last).toBe('ok');
        const result = (await db.execute(sql`select note from panic_marker`)) as unknown as { rows: unknown[] };
        expect(result.rows).toEqual([{ note: 'committed before the PANIC' }]);
        expect(await outcome(db.transaction((tx) => tx.execute(sql`select 1`)))).toBe('ok');
      } finally {
        await database.close();
      }
    },
  );
});
