import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../../config/config';
import { MigrationCheckError, MigrationRefusedError } from './migration-errors';
import { migrateToPostgres } from './migrate-to-postgres';

/**
 * `npm run migrate-to-postgres -- --to postgres://…`: the command line of migrate-to-postgres.ts. It reads the
 * server's own settings (DATA_DIR, the file store's), so run it with the environment the server runs with.
 * Exit 0: copied and checked; 1: refused or failed before or during the copy; 2: copied, but a check failed.
 */

const USAGE = `Usage: npm run migrate-to-postgres -- --to postgres://user:password@host:5432/database

Copies the stopped pilot's embedded database (DATA_DIR, default ./var) into an EMPTY PostgreSQL database, then
checks the copy. Stop the server first; the files stay where they are (docs/operations.md).`;

function targetUrl(argv: string[]): string | undefined {
  const { values } = parseArgs({ args: argv, options: { to: { type: 'string' }, help: { type: 'boolean' } } });
  if (values.help) return undefined;
  return values.to;
}

async function main(): Promise<number> {
  let to: string | undefined;
  try {
    to = targetUrl(process.argv.slice(2));
  } catch (err) {
    process.stderr.write(`${(err as Error).message}\n\n${USAGE}\n`);
    return 1;
  }
  if (!to || !/^postgres(ql)?:\/\//.test(to)) {
    process.stderr.write(`${to ? `Not a PostgreSQL URL: ${to}\n\n` : ''}${USAGE}\n`);
    return 1;
  }
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    process.stderr.write(`${err instanceof ConfigError ? err.message : String(err)}\n`);
    return 1;
  }
  try {
    await migrateToPostgres({ config, targetUrl: to, print: (line) => process.stdout.write(`${line}\n`) });
    return 0;
  } catch (err) {
    if (err instanceof MigrationRefusedError) {
      process.stderr.write(`Refused: ${err.message}\n`);
      return 1;
    }
    const advice =
      'Do not start the server on this target. Drop and re-create the target database, fix the cause, and run the ' +
      'migration again; no data in the embedded database was changed, and the server can start on it as before.';
    if (err instanceof MigrationCheckError) {
      process.stderr.write(`Check failed: ${err.message}\n${advice}\n`);
      return 2;
    }
    process.stderr.write(`Failed: ${err instanceof Error ? err.message : String(err)}\n${advice}\n`);
    return 1;
  }
}

process.exitCode = await main();
