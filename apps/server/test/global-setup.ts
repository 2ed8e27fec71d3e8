import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/connection';
import { adminQuery, dropDatabase, withDatabaseName } from './admin-database';

declare module 'vitest' {
  export interface ProvidedContext {
    /** An archive of a migrated PGlite data folder: every embedded test database starts from it. */
    pgliteTemplate: string;
    /** A migrated PostgreSQL database every test database is created from (when TEST_DATABASE_URL is set). */
    postgresTemplate: string | null;
  }
}

/**
 * Migrates once per run instead of once per test database: about half of what a fresh database cost (19
 * migrations on PGlite took as long as starting the engine). Each database is still its own: a copy of the
 * migrated one (PGlite's loadDataDir, PostgreSQL's CREATE DATABASE … TEMPLATE), and the tests still call
 * `migrate()`, which finds nothing left to do.
 */
export default async function setup(project: TestProject) {
  const folder = mkdtempSync(path.join(tmpdir(), 'harta-test-template-'));
  const dataDir = path.join(folder, 'data');
  const migrated = await openDatabase({ dataDir });
  await migrated.migrate();
  await migrated.close();
  const engine = await PGlite.create({ dataDir });
  const archive = await engine.dumpDataDir('none');
  await engine.close();
  const pgliteTemplate = path.join(folder, 'migrated.tar');
  writeFileSync(pgliteTemplate, Buffer.from(await archive.arrayBuffer()));
  project.provide('pgliteTemplate', pgliteTemplate);

  const adminUrl = process.env.TEST_DATABASE_URL;
  let postgresTemplate: string | null = null;
  if (adminUrl) {
    postgresTemplate = `harta_template_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
    await adminQuery(adminUrl, `create database "${postgresTemplate}"`);
    const database = await openDatabase({ databaseUrl: withDatabaseName(adminUrl, postgresTemplate), dataDir: '' });
    await database.migrate();
    await database.close();
  }
  project.provide('postgresTemplate', postgresTemplate);

  return async () => {
    rmSync(folder, { recursive: true, force: true });
    if (adminUrl && postgresTemplate) await dropDatabase(adminUrl, postgresTemplate);
  };
}
