// Times each statement of applyAcknowledgements on PGlite (temporary harness).
import { sql } from 'drizzle-orm';
import { openDatabase } from '../apps/server/src/db/connection';
import { seedReferenceData } from '../apps/server/src/seed/reference-data-seed';
import { ensureInvestmentReferenceData } from '../apps/server/src/modules/investment-profile/reference-data';
import { applyAcknowledgements } from '../apps/server/src/modules/payments/apply-acknowledgement';
import { onDepositSettled } from '../apps/server/src/modules/payments/deposit-settled';
import { referralRewardListener } from '../apps/server/src/modules/referral/referral-reward';
const database = await openDatabase({ dataDir: 'memory://' } as never);
await database.migrate();
await seedReferenceData(database.db);
await ensureInvestmentReferenceData(database.db);
await database.db.execute(sql`
  with u as (insert into users (email, roles) values ('bench@example.com', '{c}') returning id),
       c as (insert into clients (user_id, email_address, given_name, status) select id, 'bench@example.com', 'Bench', 'ACTIVE' from u returning client_id),
       p as (insert into portfolios (client_id, goal_name, risk_level) select client_id, 'Bench', 3 from c returning id, client_id)
  insert into payment_orders (order_id, client_id, portfolio_id, amount_sen, bank_code, seller_txn_time)
  select lpad(to_hex(g), 32, '0'), p.client_id, p.id, 10000 + g, 'MBB', '20261127000000'
  from p, generate_series(1, 20000) g`);
await database.db.execute(sql`
  insert into client_transactions (client_id, portfolio_id, type, status, amount_sen, source_type, source_id)
  select client_id, portfolio_id, 'DEPOSIT', 'PENDING', amount_sen, 'payment_order', order_id from payment_orders`);
const client = (database.db as unknown as { $client: { query: Function; transaction: Function } }).$client;
const times = new Map<string, number[]>();
let recording = false;
const last = new Map<string, [string, unknown]>();
const wrap = (target: { query: Function }) => {
  const q = target.query.bind(target);
  target.query = async (text: string, ...rest: unknown[]) => {
    const t0 = performance.now();
    const r = await q(text, ...rest);
    if (recording) {
      const k = text.replace(/\s+/g, ' ').slice(0, 70);
      (times.get(k) ?? times.set(k, []).get(k)!).push(performance.now() - t0);
      last.set(k, [text, rest[0]]);
    }
    return r;
  };
};
wrap(client);
const tr = client.transaction.bind(client);
client.transaction = (fn: (tx: { query: Function }) => unknown) => tr((tx: { query: Function }) => { wrap(tx); return fn(tx); });
const ack = (g: number) => ({
  ack: {
    orderId: g.toString(16).padStart(32, '0'), amountSen: BigInt(10000 + g), currency: 'MYR', sellerTxnTime: '20261127000000',
    sellerExId: 'EX', statusCode: '00', gatewayTxnId: String(g), bankCode: 'MBB', fields: { a: 'b' }, gatewayTime: new Date(),
  },
  via: 'direct' as const, sellerExId: 'EX',
});
let g = 1;
onDepositSettled('referral', referralRewardListener({ info() {}, warn() {}, error: console.error } as never));
let cpu = 0; let wall = 0;
for (let round = 0; round < 110; round++) {
  if (round === 10) { recording = true; }
  const items = Array.from({ length: 10 }, () => ack(g++));
  const c0 = process.cpuUsage(); const w0 = performance.now();
  await applyAcknowledgements(database.db, items as never);
  if (recording) { const c = process.cpuUsage(c0); cpu += (c.user + c.system) / 1000; wall += performance.now() - w0; }
}
console.log('per AC: cpu', (cpu / 1000).toFixed(3), 'ms, wall', (wall / 1000).toFixed(3), 'ms');
for (const [k, v] of [...times].sort((a, b) => b[1].reduce((x, y) => x + y) - a[1].reduce((x, y) => x + y)))
  console.log((v.reduce((x, y) => x + y) / v.length).toFixed(2).padStart(7), v.length, k);
recording = false;
if (!process.env.EXPLAIN) last.clear();
for (const [k, [text, params]] of last) {
  if (!/^(update|insert|select)/.test(k.trim())) continue;
  try {
    await client.transaction(async (tx: { query: Function; rollback: Function }) => {
      const r = await tx.query('explain (analyze, costs off) ' + text, params as unknown[]);
      console.log('== ' + k + '\n' + (r.rows as Record<string, string>[]).map((x) => x['QUERY PLAN']).join('\n'));
      await tx.rollback();
    });
  } catch (e) { console.log('ERR', k, String(e).slice(0, 200)); }
}
await database.close();
