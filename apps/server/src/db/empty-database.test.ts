import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { EMPTY_DATABASE_FOLDER, emptyDatabaseFile, installedPgliteVersion } from './empty-database';

describe('the ready-made empty database', () => {
  it('was made by the installed PGlite version (a data folder only opens with the version that wrote it)', () => {
    const expected = path.basename(emptyDatabaseFile(installedPgliteVersion()));
    const shipped = readdirSync(EMPTY_DATABASE_FOLDER).filter((name) => name.endsWith('.tar.gz'));
    expect(
      shipped,
      `src/db/empty-database must hold ${expected} only. After a PGlite upgrade, regenerate it: ` +
        'npm run db:build-empty-database -w @harta/server (and commit the new tarball)',
    ).toEqual([expected]);
  });
});
