import { mkdtempSync, rmSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../src/db/connection';
import { findLedgerViolations } from '../src/modules/ledger/ledger-invariants';
import { applyDebitAnswer } from '../src/modules/recurring-deposits/bank-answers';
import { runCollections } from '../src/modules/recurring-deposits/collection-run';
import { ensureInvestmentReferenceData } from '../src/modules/investment-profile/reference-data';
import { seedReferenceData } from '../src/seed/reference-data-seed';
import { adminQuery, dropDatabase, withDatabaseName } from './admin-database';
import { createTestClient } from './helpers/registration-clients';
import { collectedAnswer, recordingGateway, seedActiveSchedules } from './helpers/recurring-fixtures';
import { exited, repositoryRoot, spawnTs } from './helpers/server-process';

/**
 * kill -9 during a collections run (docs/goals.md "Recurring deposits", "Collections run"): a run in its own process
 * is killed after a random number of committed batches; a second run of the same date, then the bank's answers
 * (each twice), must leave every schedule with exactly one collection for the date, collected once, one deposit
 * each, its next date moved on once, and the ledger sound.
 */
const DATE = '2026-11-28';
const SCHEDULES = 200;
const CHILD = path.join(repositoryRoot, 'apps/server/test/helpers/collection-run-child.ts');

interface Target {
  name: string;
  open(): Promise<{ env: Record<string, string>; reopen(): Promise<Database>; dispose(): Promise<void> }>;
}

function targets(): Target[] {
  const list: Target[] = [
    {
      name: 'pglite',
      async open() {
        const dir = mkdtempSync(path.join(tmpdir(), 'harta-kill-collections-'));
        const reopen = () => openDatabase({ dataDir: dir });
        return { env: { DATA_DIR: dir }, reopen, dispose: async () => rmSync(dir, { recursive: true, force: true }) };
      },
    },
  ];
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    list.push({
      name: 'postgres',
      async open() {
        const name = `harta_kill_${randomBytes(4).toString('hex')}`;
        await adminQuery(adminUrl, `create database "${name}"`);
        const url = withDatabaseName(adminUrl, name);
        return {
          env: { DATABASE_URL: url },
          reopen: () => openDatabase({ databaseUrl: url, dataDir: 'memory://', poolSize: 3 }),
          dispose: () => dropDatabase(adminUrl, name),
        };
      },
    });
  }
  return list;
}

async function count(database: Database, query: ReturnType<typeof sql>): Promise<number> {
  const result = (await database.db.execute(query)) as unknown as { rows: { n: number }[] };
  return Number(result.rows[0]!.n);
}

describe.each(targets())('a collections run killed with -9 on $name', (target) => {
  it(
    'collects each schedule date at most once, and exactly once after the next run',
    { timeout: 300_000 },
    async () => {
      const place = await target.open();
      try {
        let database = await place.reopen();
        await database.migrate();
        await seedReferenceData(database.db);
        await ensureInvestmentReferenceData(database.db);
        const client = await createTestClient(database.db, { email: 'killed-run@example.com', status: 'ACTIVE' });
        await seedActiveSchedules(database.db, {
          clientId: client.clientId,
          count: SCHEDULES,
          date: DATE,
          amountSen: 10_000n,
        });
        await database.close();

        // 200 schedules in batches of 50: 4 creation and 4 submission batches; killed after 1 to 7 of them.
        const killAfter = 1 + Math.floor(Math.random() * 7);
        const child = spawnTs(CHILD, [], { ...process.env, ...place.env, RUN_DATE: DATE });
        await new Promise<void>((resolve, reject) => {
          const timer = setInterval(() => {
            const batches = child
              .output()
              .split('\n')
              .filter((line) => /^(created|submitted) /.test(line)).length;
            if (batches >= killAfter || child.output().includes('done')) {
              clearInterval(timer);
              child.kill('SIGKILL');
              resolve();
            } else if (child.exitCode !== null) {
              clearInterval(timer);
              reject(new Error(`the run exited early:\n${child.output()}`));
            }
          }, 5);
        });
        await exited(child);

        database = await place.reopen();
        // The next run (a day-later clock, so the debits marked submitted by the killed run go to the bank again).
        const bank = recordingGateway();
        await runCollections(database.db, bank, DATE, new Date(Date.now() + 2 * 3_600_000));
        // The bank answers every debit it was handed, twice.
        for (const debit of [...bank.submitted, ...bank.submitted]) {
          await applyDebitAnswer(database.db, collectedAnswer(debit), new Date());
        }

        expect(await count(database, sql`select count(*)::int as n from recurring_collections`)).toBe(SCHEDULES);
        expect(
          await count(
            database,
            sql`select count(*)::int as n from recurring_collections where status = 'collected' and scheduled_for = ${DATE}`,
          ),
        ).toBe(SCHEDULES);
        expect(
          await count(database, sql`select count(*)::int as n from payment_orders where settled_by = 'mandate'`),
        ).toBe(SCHEDULES);
        expect(
          await count(
            database,
            sql`select count(*)::int as n from recurring_schedules where next_collection_on <> '2026-12-28'`,
          ),
        ).toBe(0);
        expect(
          await count(
            database,
            sql`select count(*)::int as n from ledger_journals where idempotency_key like 'deposit:%:settle'`,
          ),
        ).toBe(SCHEDULES);
        expect(Object.values(await findLedgerViolations(database.db)).flat()).toEqual([]);
        await database.close();
      } finally {
        await place.dispose();
      }
    },
  );
});
