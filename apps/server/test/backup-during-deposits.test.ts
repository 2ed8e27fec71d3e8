import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config/config';
import { openDatabase } from '../src/db/connection';
import { createDiskFileStore } from '../src/modules/files/disk-file-store';
import { decryptFile } from '../src/modules/files/encryption';
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
import {
  exited,
  processEnv,
  repositoryRoot,
  spawnTs,
  startServerProcess,
  type ServerProcess,
} from './helpers/server-process';
import { testEnv } from './helpers/start-server';

/**
 * `npm run backup` against a running server while money moves, then `npm run restore` into a fresh folder and a
 * server started there (docs/operations.md, "Backup and restore"): every deposit the server had acknowledged before
 * the backup is in it, and the ledger's checks, the money identity of docs/money.md and the stored files hold.
 */

const COMMANDS = path.join(repositoryRoot, 'apps/server/src/modules/backup');
const PROCESSES = { timeout: 300_000 };

async function command(name: 'backup' | 'restore', dataDir: string, args: string[]) {
  const child = spawnTs(path.join(COMMANDS, `${name}-command.ts`), args, processEnv(dataDir, 0));
  const code = await exited(child);
  return { code, output: child.output() };
}

interface StoredFileRow {
  storage_key: string;
  sha256: string;
}

describe('a backup of a running server during deposits, restored', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'harta-backup-live-'));
  const running: ServerProcess[] = [];
  afterAll(async () => {
    for (const server of running) await server.kill9().catch(() => undefined);
    rmSync(root, { recursive: true, force: true });
  });

  it('holds every acknowledged deposit, the ledger, the money identity and the files', PROCESSES, async () => {
    const source = path.join(root, 'source');
    const server = await startServerProcess(source);
    running.push(server);
    const token = await passwordToken(server.url, DEMO_CLIENT);
    const guids = await portfolioGuids(server.url, token);

    // A stream of deposits (a fifth declined) until stopped; each settled one is recorded with when it settled.
    const acknowledged: { orderId: string; at: number }[] = [];
    let stop = false;
    const stream = (async () => {
      for (let i = 0; !stop; i += 1) {
        const amount = `${10 + (i % 90)}.${String(i % 100).padStart(2, '0')}`;
        const orderId = await depositAtSandboxBank(
          server.url,
          token,
          { portfolioId: guids[i % guids.length]!, amount },
          i % 5 === 4 ? 'decline' : 'approve',
        );
        if (orderId && i % 5 !== 4) {
          await settled(server.url, orderId);
          acknowledged.push({ orderId, at: Date.now() });
        }
      }
    })();
    while (acknowledged.length < 3) await new Promise((r) => setTimeout(r, 100));

    const archive = path.join(root, 'pilot.tar');
    const asked = Date.now();
    const backup = await command('backup', source, [archive]);
    expect(backup.output).toContain(`by the running server (pid ${server.pid})`);
    expect(backup.code).toBe(0);
    const during = acknowledged.filter((a) => a.at > asked).length;
    stop = true;
    await stream;
    expect(await server.stop()).toBe(0);

    const target = path.join(root, 'restored');
    const restore = await command('restore', target, [archive]);
    expect(restore.output).toMatch(/checksum verified/);
    expect(restore.code).toBe(0);

    const restored = await startServerProcess(target);
    running.push(restored);
    // What the client had been told was settled before the backup was asked for is in it.
    for (const { orderId } of acknowledged.filter((a) => a.at < asked)) {
      expect(await receiptStatus(restored.url, orderId)).toBe('SUCCESS');
    }
    expect(await passwordToken(restored.url, DEMO_CLIENT)).toBeTruthy();
    expect(await restored.stop()).toBe(0);

    const database = await openDatabase({ dataDir: path.join(target, 'db') });
    try {
      expect(Object.values(await findLedgerViolations(database.db)).flat()).toEqual([]);
      expect(Object.values(await findMovementViolations(database.db)).flat()).toEqual([]);
      expect(conservationViolations(await moneyFigures(database.db))).toEqual([]);
      // Every stored document (the demo applications' ID documents and selfies) is readable and intact.
      const documents = (await database.db.execute(
        sql`select storage_key, sha256 from client_documents`,
      )) as unknown as { rows: StoredFileRow[] };
      expect(documents.rows.length).toBeGreaterThan(0);
      const store = createDiskFileStore(path.join(target, 'files'));
      const { encryptionKey } = loadConfig(testEnv()).files;
      for (const row of documents.rows) {
        const plain = decryptFile(await store.get(row.storage_key), encryptionKey);
        expect(createHash('sha256').update(plain).digest('hex'), row.storage_key).toBe(row.sha256);
      }
    } finally {
      await database.close();
    }
    // Deposits kept settling while the backup was asked for and written: the server was not stopped for it.
    expect(during).toBeGreaterThan(0);
  });
});
