import { mkdtempSync, realpathSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/connection';
import { findLedgerViolations } from '../src/modules/ledger/ledger-invariants';
import {
  DEMO_CLIENT,
  depositAtSandboxBank,
  passwordToken,
  portfolioGuids,
  receiptStatus,
  settled,
} from './helpers/http-deposits';
import { conservationViolations, findMovementViolations, moneyFigures } from '../src/modules/ledger/money-checks';
import { serverProcessOutcome, startServerProcess, type ServerProcess } from './helpers/server-process';

/**
 * One process per data folder (docs/operations.md): real server processes on one DATA_DIR. The embedded engine
 * only; on PostgreSQL the database server itself arbitrates between instances.
 */

/** Three server starts (one creates the database) on a busy 2-core machine. */
const PROCESSES = { timeout: 240_000 };

describe('one process per data folder (embedded database)', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'harta-lock-'));
  const running: ServerProcess[] = [];
  afterAll(async () => {
    for (const server of running) await server.kill9().catch(() => undefined);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it(
    'a second server on the folder exits non-zero naming the folder and the holder; the first serves on and loses nothing; after a kill -9 a new server starts',
    PROCESSES,
    async () => {
      const first = await startServerProcess(dataDir);
      running.push(first);
      const token = await passwordToken(first.url, DEMO_CLIENT);
      const [portfolio] = await portfolioGuids(first.url, token);
      const deposit = (amount: string) => depositAtSandboxBank(first.url, token, { portfolioId: portfolio!, amount });

      const before = (await deposit('101.01'))!;
      await settled(first.url, before);

      const second = await serverProcessOutcome(dataDir);
      expect(second.code).not.toBe(0);
      expect(second.output).toContain(`the data folder ${realpathSync(path.join(dataDir, 'db'))} is in use`);
      expect(second.output).toContain(`pid ${first.pid}`);

      // The first server still serves, takes money and keeps what it acknowledged.
      expect((await fetch(`${first.url}/api/health`)).status).toBe(200);
      const after = (await deposit('202.02'))!;
      await settled(first.url, after);
      expect(await receiptStatus(first.url, before)).toBe('SUCCESS');

      // kill -9: the kernel releases the lock with the process; nothing stale stops the next start.
      await first.kill9();
      const third = await startServerProcess(dataDir);
      running.push(third);
      expect(await receiptStatus(third.url, before)).toBe('SUCCESS');
      expect(await receiptStatus(third.url, after)).toBe('SUCCESS');
      expect(await third.stop()).toBe(0);

      const database = await openDatabase({ dataDir: path.join(dataDir, 'db') });
      try {
        expect(Object.values(await findLedgerViolations(database.db)).flat()).toEqual([]);
        expect(Object.values(await findMovementViolations(database.db)).flat()).toEqual([]);
        const figures = await moneyFigures(database.db);
        expect(conservationViolations(figures)).toEqual([]);
        expect(figures.settledDeposits).toBe(10_101n + 20_202n);
      } finally {
        await database.close();
      }
    },
  );
});
