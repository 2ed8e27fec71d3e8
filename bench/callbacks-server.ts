// The callback benchmark's server (bench/callbacks.ts): the product app with N open deposit orders, and beside it,
// on BARE_PORT, the yardstick: a bare Fastify route doing one INSERT on the same database, no plugins or checks.
// PGlite in memory, or PostgreSQL when DATABASE_URL is set. Writes the N signed direct ACs to BODIES_FILE.
import { writeFileSync } from 'node:fs';
import inspector from 'node:inspector';
import Fastify from 'fastify';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config/config';
import { openDatabase } from '../apps/server/src/db/connection';
import { ensureInvestmentReferenceData } from '../apps/server/src/modules/investment-profile/reference-data';
import {
  ACKNOWLEDGEMENT_FIELDS,
  formatFpxTime,
  signFields,
} from '../apps/server/src/providers/payment-gateway/fpx-messages';
import { sandboxSigners } from '../apps/server/src/providers/payment-gateway/message-signer';
import { seedReferenceData } from '../apps/server/src/seed/reference-data-seed';
import { installFloor } from './callbacks-floor';
import { postgresCpuMonitor } from './support/postgres-cpu';

const orders = Number(process.env.BENCH_ORDERS ?? 20_000);
const config = loadConfig({
  ...process.env,
  LOG_LEVEL: 'silent',
  RATE_LIMIT_MAX: '100000000',
  SEED_DEMO: 'false',
  FPX_ENQUIRY_POLL_MS: '3600000',
});
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: 'memory://', poolSize: 20 });
await database.migrate();
await seedReferenceData(database.db);
await ensureInvestmentReferenceData(database.db);

// One client, one portfolio, N orders with their DEPOSIT rows (what POST /api/deposits would have left).
const sellerTxnTime = formatFpxTime(new Date());
await database.db.execute(sql`
  with u as (insert into users (email, roles) values ('bench@example.com', '{c}') returning id),
       c as (insert into clients (user_id, email_address, given_name, status) select id, 'bench@example.com', 'Bench', 'ACTIVE' from u returning client_id),
       p as (insert into portfolios (client_id, goal_name, risk_level) select client_id, 'Bench', 3 from c returning id, client_id)
  insert into payment_orders (order_id, client_id, portfolio_id, amount_sen, bank_code, seller_txn_time)
  select lpad(to_hex(g), 32, '0'), p.client_id, p.id, 10000 + g, 'MBB', ${sellerTxnTime}
  from p, generate_series(1, ${orders}) g`);
await database.db.execute(sql`
  insert into client_transactions (client_id, portfolio_id, type, status, amount_sen, source_type, source_id)
  select client_id, portfolio_id, 'DEPOSIT', 'PENDING', amount_sen, 'payment_order', order_id from payment_orders`);
// PostgreSQL: what autovacuum would do to the freshly written tables, done now, so that it does not land in (and
// slow, and add its CPU to the database's figures of) whichever load runs first.
if (database.kind === 'postgres') await database.db.execute(sql`vacuum analyze payment_orders, client_transactions`);
await database.db.execute(
  sql`create table bench_inserts (id bigserial primary key, order_id text not null, fields jsonb not null, created_at timestamptz not null default now())`,
);

const exchange = sandboxSigners(config.payments.sandboxSecret).exchange;
const now = formatFpxTime(new Date());
const bodies: string[] = [];
for (let g = 1; g <= orders; g += 1) {
  const orderId = g.toString(16).padStart(32, '0');
  const amount = 10_000 + g;
  const fields = signFields(
    {
      fpx_buyerBankBranch: '',
      fpx_buyerBankId: 'MBB',
      fpx_buyerIban: '',
      fpx_buyerId: '',
      fpx_buyerName: 'Bench',
      fpx_creditAuthCode: '00',
      fpx_creditAuthNo: '123456',
      fpx_debitAuthCode: '00',
      fpx_debitAuthNo: '123456',
      fpx_fpxTxnId: String(2611250000000000 + g),
      fpx_fpxTxnTime: now,
      fpx_makerName: '',
      fpx_msgToken: '01',
      fpx_msgType: 'AC',
      fpx_sellerExId: 'EX00000SBX',
      fpx_sellerExOrderNo: orderId,
      fpx_sellerId: 'SE00000SBX',
      fpx_sellerOrderNo: orderId,
      fpx_sellerTxnTime: sellerTxnTime,
      fpx_txnAmount: `${Math.floor(amount / 100)}.${String(amount % 100).padStart(2, '0')}`,
      fpx_txnCurrency: 'MYR',
    },
    ACKNOWLEDGEMENT_FIELDS,
    exchange,
  );
  bodies.push(new URLSearchParams(fields).toString());
}
writeFileSync(process.env.BODIES_FILE!, JSON.stringify(bodies));

const app = await buildApp({ config, database });

// The yardstick: parse the same form body, one INSERT, answer OK.
const bare = Fastify();
bare.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) =>
  done(null, Object.fromEntries(new URLSearchParams(body as string))),
);
bare.post('/insert', async (request, reply) => {
  const fields = request.body as Record<string, string>;
  await database.db.execute(
    sql`insert into bench_inserts (order_id, fields) values (${fields.fpx_sellerOrderNo ?? ''}, ${JSON.stringify(fields)})`,
  );
  return reply.type('text/plain').send('OK');
});
// For the bench: waits until the inbox has applied every stored AC, then answers how many orders settled.
bare.get('/drained', async () => {
  await app.payments.acknowledgements.drained();
  const result = (await database.db.execute(
    sql`select count(*)::int as settled from payment_orders where state = 'SUCCESS'`,
  )) as unknown as { rows: { settled: number }[] };
  return { settled: result.rows[0]!.settled };
});
// The floor beside it (bench/callbacks-floor.ts), the least SQL that stores and settles an AC; on PostgreSQL also
// the drains' cost per AC, which reads the database's processes.
// BENCH_FLOOR_VERIFY=1: the floor's drain checks each AC's checksum again before it settles, as the product's does.
const floor = await installFloor(
  database.db,
  bare,
  process.env.BENCH_FLOOR_VERIFY === '1'
    ? (fields) => void app.payments.sandbox.gateway.readAcknowledgement(fields)
    : undefined,
  // BENCH_FLOOR_LEDGER=1: the floor posts to the product's ledger tables, its integrity triggers included.
  process.env.BENCH_FLOOR_LEDGER === '1',
);
// POST /floor-via-product?on=1: the product's callback route stores into the floor's inbox, drained by the floor's
// statement (BENCH_FLOOR_VIA_PRODUCT in bench/callbacks.ts); on=0 gives the route its own receiver back.
const productReceive = app.payments.acknowledgements.receive;
bare.post('/floor-via-product', async (request) => {
  const on = (request.query as { on?: string }).on === '1';
  app.payments.acknowledgements.receive = on ? (ack) => floor.receive(ack) : productReceive;
  return { on };
});
if (database.kind === 'postgres') {
  const databaseName = new URL(config.databaseUrl!).pathname.slice(1);
  const db = database.db;
  const settledCount = async (table: string) =>
    (
      (await db.execute(sql`select count(*)::int as n from ${sql.raw(table)} where state = 'SUCCESS'`)) as unknown as {
        rows: { n: number }[];
      }
    ).rows[0]!.n;
  /** CPU of this process and of the database's backends, in ms per unit, over the `work` of each round. */
  async function cost(
    databaseCpu: ReturnType<typeof postgresCpuMonitor>,
    units: () => Promise<number>,
    rounds: number,
    prepare: (round: number) => Promise<unknown>,
    work: () => Promise<unknown>,
  ) {
    const total = { cpu: 0, db: 0, wall: 0, n: 0 };
    for (let round = 0; round < rounds; round += 1) {
      await prepare(round);
      const n = await units();
      // The database's figure first: reading it scans /proc, which must not count as this process's work.
      const db = databaseCpu.seconds();
      const before = { cpu: process.cpuUsage(), db, at: performance.now() };
      await work();
      const cpu = process.cpuUsage(before.cpu);
      total.cpu += (cpu.user + cpu.system) / 1000;
      total.db += (databaseCpu.seconds() - before.db) * 1000;
      total.wall += performance.now() - before.at;
      total.n += (await units()) - n;
    }
    return {
      n: total.n,
      wallMs: Math.round(total.wall),
      serverMs: total.cpu / Math.max(1, total.n),
      databaseMs: total.db / Math.max(1, total.n),
    };
  }
  // POST /drain-cost?count=K&batch=B: the drains' cost per AC in batches of B (default: full batches of 500), a
  // figure the host's load moves far less than the rates (a drain running behind a load makes batches of
  // whatever has arrived). The last K orders' ACs (the loads start from the first) are stored B at a time in the
  // product's inbox, each lot drained before the next is stored (only the drains counted), then the same in the
  // floor's; and K bare INSERTs, 20 at a time, for the yardstick's database work without HTTP.
  bare.post('/drain-cost', async (request) => {
    const query = request.query as { count?: string; batch?: string };
    const count = Number(query.count ?? 5000);
    const batch = Math.min(count, Number(query.batch ?? count));
    const chosen = bodies.slice(-count).map((b) => Object.fromEntries(new URLSearchParams(b)));
    const rounds = Math.ceil(count / batch);
    // Sampled only while this runs: the monitor scans /proc five times a second, and in this process during the
    // loads it added its own CPU to the server's figures per request (bench/README.md "Deposit callbacks on
    // PostgreSQL: the drain's share, and the bench's own sampler").
    const databaseCpu = postgresCpuMonitor(databaseName);
    try {
      const fill = (table: string) => (round: number) =>
        db.execute(
          sql`insert into ${sql.raw(table)} (order_id, fields) select f->>'fpx_sellerOrderNo', f from jsonb_array_elements(${JSON.stringify(chosen.slice(round * batch, (round + 1) * batch))}::jsonb) f`,
        );
      const product = await cost(
        databaseCpu,
        () => settledCount('payment_orders'),
        rounds,
        fill('payment_acknowledgement_inbox'),
        () => app.payments.acknowledgements.drained(),
      );
      const floorCost = await cost(
        databaseCpu,
        () => settledCount('floor_orders'),
        rounds,
        fill('floor_inbox'),
        () => floor.drained(),
      );
      let inserted = 0;
      const insertCost = await cost(
        databaseCpu,
        async () => inserted,
        1,
        async () => undefined,
        () =>
          Promise.all(
            Array.from({ length: 20 }, async () => {
              while (inserted < count) {
                inserted += 1;
                await db.execute(
                  sql`insert into bench_inserts (order_id, fields) values (${chosen[0]!.fpx_sellerOrderNo!}, ${JSON.stringify(chosen[0])})`,
                );
              }
            }),
          ),
      );
      return { product, floor: floorCost, bareInsert: insertCost };
    } finally {
      databaseCpu.stop();
    }
  });
}
await bare.listen({ port: Number(process.env.BARE_PORT), host: '127.0.0.1' });
// The product's port last: the bench starts loading once it answers, so everything above must be ready by then.
await app.listen({ port: config.port, host: '127.0.0.1' });

// BENCH_CPU_PROFILE=<file>: a CPU profile of this process from here (the loads, not the seeding) to the bench's
// SIGTERM, for Chrome DevTools or speedscope (--cpu-prof cannot be passed through NODE_OPTIONS).
const profileFile = process.env.BENCH_CPU_PROFILE;
if (profileFile) {
  const session = new inspector.Session();
  session.connect();
  const post = (method: string) =>
    new Promise<unknown>((resolve, reject) =>
      session.post(method, (err, result) => (err ? reject(err) : resolve(result))),
    );
  await post('Profiler.enable');
  await post('Profiler.start');
  process.once('SIGTERM', () => {
    void post('Profiler.stop').then((result) => {
      writeFileSync(profileFile, JSON.stringify((result as { profile: unknown }).profile));
      process.exit(0);
    });
  });
}
