import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from './connection';

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
