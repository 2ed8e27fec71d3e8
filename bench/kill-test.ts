// Kill test (issue #11 "Tests"): the built server on PGlite and on a fresh PostgreSQL database, driven with a stream
// of deposits (through the sandbox bank and its direct ACs), withdrawals (SMS code from the dev mailbox), transfers
// and staff trade runs, is SIGKILLed at random moments and restarted on the same data, several times. Afterwards
// every movement must be complete or absent (apps/server/src/modules/ledger/money-checks.ts: no SUCCESS order without its
// journal, no journal without its order, no PROCESSING withdrawal without its reserve journal, units = fills, ...),
// money conserved, and findLedgerViolations empty. On PGlite, every life also starts a second server on the same data
// folder while the stream runs: it must exit non-zero naming the folder and the holder's pid (docs/operations.md,
// "One process per data folder"), and the first serves on; the next life after each SIGKILL shows the lock is not
// left stale. (On PostgreSQL several instances on one database are the normal case: the folder is not locked.)
// `npm run build` first, then `npm run kill-test -w bench` (KILLS=6 by default; with BENCH_DATABASE_URL or
// TEST_DATABASE_URL, PostgreSQL too).
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, realpathSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../apps/server/src/db/connection';
import { findLedgerViolations } from '../apps/server/src/modules/ledger/ledger-invariants';
import { nextTradeDate } from '../apps/server/src/modules/trading/trade-calendar';
import {
  DEMO_CLIENT as DEMO,
  DEMO_STAFF as STAFF,
  depositAtSandboxBank,
  passwordToken as token,
} from '../apps/server/test/helpers/http-deposits';
import {
  conservationViolations,
  findMovementViolations,
  moneyFigures,
} from '../apps/server/src/modules/ledger/money-checks';
import { freshPostgres, POSTGRES_ADMIN_URL } from './support/postgres';
import { freePort, nodeFlags, root, startProcess, type Started } from './support/start-server';

const KILLS = Number(process.env.KILLS ?? 6);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const pick = <T>(items: T[]): T => items[Math.floor(Math.random() * items.length)]!;

/**
 * A second server on the data folder of a running one: answers whether it exited non-zero with the message that
 * names the folder and the holder's pid.
 */
async function secondServerRefused(dataDir: string, env: Record<string, string>, holder: number): Promise<boolean> {
  const port = await freePort();
  const child = spawn(process.execPath, [...nodeFlags(), path.join(root, 'apps/server/dist/main.js')], {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  const timer = setTimeout(() => child.kill('SIGKILL'), 60_000);
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  clearTimeout(timer);
  const folder = realpathSync(path.join(dataDir, 'db'));
  const refused = code !== 0 && stderr.includes(`data folder ${folder} is in use`) && stderr.includes(`pid ${holder}`);
  if (!refused)
    console.log(`  a second server on the folder was not refused as it should be (exit ${code}): ${stderr}`);
  return refused;
}

interface Counts {
  [op: string]: number;
}

/** One driver: keeps issuing random money operations until `stop` is set; errors (the server died) are counted. */
async function drive(url: string, state: { stop: boolean }, counts: Counts): Promise<void> {
  const [client, staff] = await Promise.all([token(url, DEMO), token(url, STAFF)]);
  // Every answer of the live server is counted: a 5xx is a finding of its own (reported, not a money violation).
  const fetch = async (input: string, init?: RequestInit) => {
    const response = await globalThis.fetch(input, init);
    if (response.status >= 500) {
      const label = `5xx ${init?.method ?? 'GET'} ${new URL(input).pathname.replace(/[0-9a-f-]{32,36}/, ':id')}`;
      counts[label] = (counts[label] ?? 0) + 1;
    }
    return response;
  };
  const json = (t: string) => ({
    authorization: `Bearer ${t}`,
    'content-type': 'application/json',
    'idempotency-key': randomUUID(),
  });
  const list = (await (await fetch(`${url}/api/portfolios`, { headers: json(client) })).json()) as {
    result: { portfolios: { guid: string }[] };
  };
  const guids = list.result.portfolios.map((p) => p.guid);
  const ops: Record<string, () => Promise<void>> = {
    async deposit() {
      const amount = `${10 + Math.floor(Math.random() * 900)}.${String(Math.floor(Math.random() * 100)).padStart(2, '0')}`;
      await depositAtSandboxBank(
        url,
        client,
        { amount, portfolioId: pick(guids) },
        Math.random() < 0.8 ? 'approve' : 'decline',
        fetch,
      );
    },
    async transfer() {
      const [from, to] = Math.random() < 0.5 ? [guids[0]!, guids[1]!] : [guids[1]!, guids[0]!];
      await fetch(`${url}/api/transfers`, {
        method: 'POST',
        headers: json(client),
        body: JSON.stringify({ fromPortfolioId: from, toPortfolioId: to, amount: '5.00' }),
      });
    },
    async withdraw() {
      const draft = { portfolioId: pick(guids), amount: '2.00' };
      const otp = await fetch(`${url}/api/withdrawals/otp`, {
        method: 'POST',
        headers: json(client),
        body: JSON.stringify(draft),
      });
      if (otp.status !== 200) return; // one code a minute
      const mailbox = await (await fetch(`${url}/api/dev/mailbox?to=${encodeURIComponent(DEMO.mobile)}`)).text();
      const code = /\b(\d{6})\b/.exec(mailbox)?.[1];
      if (!code) return;
      await fetch(`${url}/api/withdrawals`, {
        method: 'POST',
        headers: json(client),
        body: JSON.stringify({ ...draft, otp: code }),
      });
    },
    async tradeRun() {
      await fetch(`${url}/api/backoffice/trade-runs`, {
        method: 'POST',
        headers: json(staff),
        body: JSON.stringify({ tradeDate: nextTradeDate(new Date()) }),
      });
    },
  };
  const weights = ['deposit', 'deposit', 'deposit', 'transfer', 'transfer', 'withdraw', 'tradeRun'];
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      while (!state.stop) {
        const op = pick(weights);
        try {
          await ops[op]!();
          counts[op] = (counts[op] ?? 0) + 1;
        } catch {
          counts.interrupted = (counts.interrupted ?? 0) + 1;
          return; // the server is gone
        }
      }
    }),
  );
}

async function run(engine: 'pglite' | 'postgres') {
  const database = engine === 'postgres' ? await freshPostgres('kill') : null;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'harta-kill-'));
  const env = {
    FPX_SANDBOX_CALLBACK_DELAY_MS: '0',
    LOG_LEVEL: 'warn',
    RATE_LIMIT_MAX: '100000',
    // No demo history: its back-dated deposits are journals straight into OMNIBUS_CASH (no gateway order), money the
    // conservation identity below does not count, since it checks what the stream moved through the product's flows.
    DEMO_HISTORY_YEARS: '0',
    ...(database ? { DATABASE_URL: database.url } : {}),
  };
  const start = () => startProcess([path.join(root, 'apps/server/dist/main.js')], env, '/api/health', dataDir);
  const counts: Counts = {};
  const started = Date.now();
  let secondServers = 0;
  let secondServersRefused = 0;
  try {
    for (let kill = 0; kill <= KILLS; kill += 1) {
      const server: Started = await start();
      const state = { stop: false };
      const driving = drive(server.url, state, counts);
      if (engine === 'pglite') {
        secondServers += 1;
        if (await secondServerRefused(dataDir, env, server.pid)) secondServersRefused += 1;
      }
      if (kill === KILLS) {
        // The last life ends cleanly: let the stream run, then stop it and shut down.
        await sleep(3000);
        state.stop = true;
        await driving;
        await server.stop();
        break;
      }
      await sleep(1500 + Math.random() * 4000);
      process.kill(server.pid, 'SIGKILL');
      state.stop = true;
      await driving.catch(() => undefined);
      await sleep(300);
    }
    const db = await openDatabase({
      dataDir: path.join(dataDir, 'db'),
      ...(database ? { databaseUrl: database.url } : {}),
    });
    try {
      const ledger = await findLedgerViolations(db.db);
      const movements = await findMovementViolations(db.db);
      const figures = await moneyFigures(db.db);
      const conservation = conservationViolations(figures);
      const clean =
        secondServersRefused === secondServers &&
        Object.values(ledger).every((l) => l.length === 0) &&
        Object.values(movements).every((l) => l.length === 0) &&
        conservation.length === 0;
      console.log(
        `${engine}: ${KILLS} SIGKILLs in ${Math.round((Date.now() - started) / 1000)} s; operations ${JSON.stringify(counts)}`,
      );
      console.log(
        `  settled deposits ${figures.settledDeposits} sen, client cash ${figures.clientCash}, units at cost ${figures.netCostOfUnits}, processing ${figures.processingWithdrawals}`,
      );
      const states = (await db.db.execute(
        sql`select 'order ' || state as k, count(*)::int as n from payment_orders group by state
            union all select 'withdrawal ' || status, count(*)::int from withdrawals group by status
            union all select 'transfer ' || status, count(*)::int from transfers group by status
            union all select 'AC in the inbox', count(*)::int from payment_acknowledgement_inbox having count(*) > 0`,
      )) as unknown as { rows: { k: string; n: number }[] };
      console.log(`  states ${states.rows.map((r) => `${r.k}: ${r.n}`).join(', ')}`);
      if (engine === 'pglite') {
        console.log(`  second servers on the data folder refused: ${secondServersRefused} of ${secondServers}`);
      }
      console.log(`  ledger ${JSON.stringify(ledger)}`);
      console.log(`  movements ${JSON.stringify(movements)}`);
      console.log(`  conservation ${JSON.stringify(conservation)}`);
      console.log(`  => ${clean ? 'CLEAN: every movement complete or absent' : 'VIOLATIONS FOUND'}`);
      if (!clean) process.exitCode = 1;
    } finally {
      await db.close();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    await database?.drop();
  }
}

await run('pglite');
if (POSTGRES_ADMIN_URL) await run('postgres');
