import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** The PostgreSQL server the benchmarks may create databases on, or '' to run on the embedded engine only. */
export const POSTGRES_ADMIN_URL = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || '';

async function adminQuery(text: string): Promise<void> {
  const client = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** A fresh PostgreSQL database for one process of a run; dropped by the returned function. */
export async function freshPostgres(label: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `harta_bench_${label}_${randomBytes(4).toString('hex')}`;
  await adminQuery(`create database "${name}"`);
  const url = new URL(POSTGRES_ADMIN_URL);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => adminQuery(`drop database if exists "${name}" with (force)`) };
}
