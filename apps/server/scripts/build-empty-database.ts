// Builds the ready-made empty database the embedded engine starts from (db/embedded.ts): `npm run
// db:build-empty-database -w @harta/server`, once per PGlite version (src/db/empty-database.test.ts says when).
// It runs PGlite's initdb here, once, instead of at every first start of a server: that is the 700–750 MB moment.
import { readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { EMPTY_DATABASE_FOLDER, emptyDatabaseFile, installedPgliteVersion } from '../src/db/empty-database';

const db = await PGlite.create();
// Everything initdb wrote is in the data files, none of it only in the write-ahead log.
await db.exec('checkpoint');
const tarball = await db.dumpDataDir('gzip');
await db.close();

const target = emptyDatabaseFile(installedPgliteVersion());
// The tarballs of other PGlite versions go: only the installed one's may be loaded.
for (const name of readdirSync(EMPTY_DATABASE_FOLDER)) {
  if (name.endsWith('.tar.gz')) rmSync(path.join(EMPTY_DATABASE_FOLDER, name));
}
writeFileSync(target, Buffer.from(await tarball.arrayBuffer()));
console.log(`wrote ${path.relative(process.cwd(), target)} (${tarball.size} bytes)`);
