/**
 * A collections run in a process of its own, for the kill test (recurring-collections-kill.test.ts): opens the
 * database named by DATABASE_URL (or the data folder DATA_DIR), runs the date RUN_DATE in small batches with a
 * slow bank, and prints one line per committed batch, so that the test can kill -9 it in the middle.
 */
import { openDatabase } from '../../src/db/connection';
import { runCollections } from '../../src/modules/recurring-deposits/collection-run';
import { recordingGateway } from './recurring-fixtures';

const database = await openDatabase(
  process.env.DATABASE_URL
    ? { databaseUrl: process.env.DATABASE_URL, dataDir: 'memory://' }
    : { dataDir: process.env.DATA_DIR! },
);
process.stdout.write('open\n');
await runCollections(database.db, recordingGateway(30), process.env.RUN_DATE!, new Date(), {
  batch: 50,
  onBatch: (phase, count) => process.stdout.write(`${phase} ${count}\n`),
});
process.stdout.write('done\n');
await database.close();
