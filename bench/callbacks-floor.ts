// The floor of the callback benchmark (bench/callbacks.ts, both engines): the least SQL that stores and settles a
// direct AC under this product's rules, on the same database as the product and the bare INSERT, so that the
// benchmark can say whether 0.5x a bare INSERT is within reach of any implementation on this host.
//
// Installed by bench/callbacks-server.ts on the yardstick's Fastify instance: copies of the product's tables
// (`like … including all`: the same columns, defaults, CHECKs and indexes; no triggers or foreign keys) seeded with
// the same open orders, their DEPOSIT rows and the two ledger accounts a deposit moves. `POST /floor` stores the AC
// as the product's route does (one INSERT that also matches it against its order: merchant order, amount, AR time)
// and answers OK; one drain at a time then settles what has arrived, up to 500 ACs in ONE statement (autocommit,
// so one round trip and one commit a batch): the rows claimed (deleted) from the inbox, each open order moved to
// SUCCESS with the AC's fields (a final order never changes), its DEPOSIT row COMPLETED, a journal per order
// (`deposit:<orderId>:settle`, unique: a replay inserts nothing) with its two postings (D GATEWAY_CLEARING,
// C CLIENT_CASH), and the two accounts' balances moved once each by the sum of their postings (the CHECK on
// balance still refuses a client account below zero).
//
// Left out, on purpose, as the least any implementation needs: the AC's checksum (server CPU, not SQL), the
// refer-a-friend follower, the per-journal balance check (the journals are balanced by construction here; the
// product also has the database check every journal, docs/money.md §2), and the other answers (09/99, failed
// codes: the benchmark's ACs are all 00).
//
// With `ledger` (BENCH_FLOOR_LEDGER=1) the journals and postings go to the product's own ledger tables instead of
// copies, so the ledger's integrity rules run on them as on every posting (docs/money.md §2): the foreign keys,
// the deferred check that each journal balances, the append-only guards, and the balances moved by the postings'
// trigger (the statement's own balance update is left out: the accounts' guard refuses a balance moved by anything
// else). Its two accounts are the floor's own, under keys the product never uses.
import { sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../apps/server/src/db/connection';
import type { Acknowledgement } from '../apps/server/src/providers/payment-gateway/payment-gateway';
import { columnRows } from '../apps/server/src/db/column-rows';
import { preparedStatement } from '../apps/server/src/identity/prepared-statement';
import { coalescingDrain } from '../apps/server/src/modules/payments/coalescing-drain';

const BATCH = 500;

/** The floor's routes, and its drain for bench/callbacks-server.ts's `/drain-cost`. */
export async function installFloor(
  db: Db,
  app: FastifyInstance,
  /** Checks an AC's checksum again in the drain, as the product's drain does (throws when it does not verify). */
  verify?: (fields: Record<string, string>) => void,
  /** Post to the product's ledger tables, triggers and all, instead of copies without them. */
  ledger = false,
): Promise<{ drained(): Promise<void>; receive(ack: Acknowledgement): Promise<boolean> }> {
  for (const [copy, table] of [
    ['floor_orders', 'payment_orders'],
    ['floor_transactions', 'client_transactions'],
    ...(ledger
      ? []
      : ([
          ['floor_journals', 'ledger_journals'],
          ['floor_postings', 'ledger_postings'],
          ['floor_accounts', 'ledger_accounts'],
        ] as const)),
    ['floor_inbox', 'payment_acknowledgement_inbox'],
  ] as const) {
    await db.execute(sql.raw(`create table ${copy} (like ${table} including all)`));
  }
  await db.execute(sql`insert into floor_orders select * from payment_orders`);
  await db.execute(sql`insert into floor_transactions select * from client_transactions`);
  const journals = sql.raw(ledger ? 'ledger_journals' : 'floor_journals');
  const postings = sql.raw(ledger ? 'ledger_postings' : 'floor_postings');
  const accounts = sql.raw(ledger ? 'ledger_accounts' : 'floor_accounts');
  await db.execute(sql`
    insert into ${accounts} (key, kind, portfolio_id, asset, normal_side, non_negative)
    values ('floor:clearing', 'GATEWAY_CLEARING', null, 'MYR', 'DEBIT', false)`);
  await db.execute(sql`
    insert into ${accounts} (key, kind, portfolio_id, asset, normal_side, non_negative)
    select distinct 'floor:cash:' || portfolio_id, 'CLIENT_CASH', portfolio_id, 'MYR', 'CREDIT', true from floor_orders`);
  await db.execute(sql`vacuum analyze floor_orders, floor_transactions, ${accounts}`);

  // Drains scheduled as the product's inbox schedules them.
  const drain = coalescingDrain(drainBatch, BATCH, (err) => console.error('floor: drain failed', err));
  async function drainBatch(): Promise<number> {
    if (!verify) return settle(sql`select id from floor_inbox order by id limit ${BATCH} for update skip locked`, db);
    // With `verify`: the rows' fields read and each AC's checksum checked in JavaScript first, then the same one
    // statement settles the rows read, in the same transaction (a drain that keeps the product's second check).
    return db.transaction(async (tx) => {
      const rows = (await tx.execute(
        sql`select id, fields from floor_inbox order by id limit ${BATCH} for update skip locked`,
      )) as unknown as { rows: { id: string; fields: Record<string, string> }[] };
      for (const row of rows.rows) verify(row.fields);
      if (rows.rows.length === 0) return 0;
      return settle(columnRows([{ type: 'bigint', values: rows.rows.map((r) => r.id) }]), tx);
    });
  }

  /** The floor's one statement over the inbox rows `ids` selects. */
  async function settle(ids: SQL, db: Db): Promise<number> {
    const result = (await db.execute(sql`
      with claimed as (
        delete from floor_inbox
         where id in (${ids})
        returning order_id, fields
      ), settled as (
        update floor_orders o
           set state = 'SUCCESS', status_code = c.fields->>'fpx_debitAuthCode', gateway_txn_id = c.fields->>'fpx_fpxTxnId',
               acknowledgement = c.fields, settled_by = 'direct', updated_at = now(), final_at = now()
          from claimed c
         where o.order_id = c.order_id and o.state in ('CREATED', 'PENDING') and c.fields->>'fpx_debitAuthCode' = '00'
        returning o.order_id, o.portfolio_id, o.amount_sen, o.gateway_txn_id
      ), deposits as (
        update floor_transactions t
           set status = 'COMPLETED', updated_at = now(), completed_at = now(),
               details = jsonb_build_object('orderId', s.order_id, 'reference', s.gateway_txn_id, 'statusCode', '00')
          from settled s
         where t.source_id = s.order_id and t.source_type = 'payment_order' and t.type = 'DEPOSIT' and t.status = 'PENDING'
        returning 1
      ), journals as (
        insert into ${journals} (idempotency_key, kind, memo, content_hash)
        select 'floor:deposit:' || order_id || ':settle', 'DEPOSIT', 'FPX ' || gateway_txn_id, md5(order_id) from settled
        on conflict (idempotency_key) do nothing
        returning id, idempotency_key
      ), legs as (
        select j.id as journal_id, s.portfolio_id, s.amount_sen
          from journals j join settled s on j.idempotency_key = 'floor:deposit:' || s.order_id || ':settle'
      ), postings as (
        insert into ${postings} (journal_id, account_id, amount)
        select l.journal_id, a.id, case when a.kind = 'GATEWAY_CLEARING' then l.amount_sen else -l.amount_sen end
          from legs l join ${accounts} a
            on a.key = 'floor:clearing' or a.key = 'floor:cash:' || l.portfolio_id
        returning account_id, amount
      ), balances as (${
        ledger
          ? sql`select 1` // the postings' trigger moves the balances
          : sql`
        update floor_accounts a
           set balance = a.balance + case when a.normal_side = 'DEBIT' then d.delta else -d.delta end
          from (select account_id, sum(amount)::bigint as delta from postings group by account_id) d
         where a.id = d.account_id
        returning 1`
      }
      )
      select (select count(*) from claimed)::int as claimed, (select count(*) from deposits)::int as deposits,
             (select count(*) from balances)::int as balances`)) as unknown as { rows: { claimed: number }[] };
    return result.rows[0]!.claimed;
  }

  // Prepared, as the product's store is (payments/acknowledgement-inbox.ts), so that the floor is built no worse.
  const store = preparedStatement<{ stored: number }>(
    db,
    'bench_floor_store',
    `insert into floor_inbox (order_id, fields)
     select order_id, $2::jsonb from floor_orders
      where order_id = $1 and amount_sen = $3::bigint and currency = $4 and seller_txn_time = $5
     returning 1 as stored`,
  );
  /** Stores an AC matched against its order, and pokes the drain; false when no order matches. */
  async function storeAndPoke(
    ack: Pick<Acknowledgement, 'orderId' | 'fields' | 'amountSen' | 'currency' | 'sellerTxnTime'>,
  ): Promise<boolean> {
    const stored = await store([
      ack.orderId,
      JSON.stringify(ack.fields),
      String(ack.amountSen),
      ack.currency,
      ack.sellerTxnTime,
    ]);
    if (stored.length === 0) return false;
    drain.poke();
    return true;
  }
  app.post('/floor', async (request, reply) => {
    const fields = request.body as Record<string, string>;
    const stored = await storeAndPoke({
      orderId: fields.fpx_sellerOrderNo ?? '',
      fields,
      amountSen: BigInt(Math.round(Number(fields.fpx_txnAmount ?? '0') * 100)),
      currency: fields.fpx_txnCurrency ?? '',
      sellerTxnTime: fields.fpx_sellerTxnTime ?? '',
    });
    if (!stored) return reply.code(400).type('text/plain').send('refused');
    return reply.type('text/plain').send('OK');
  });
  /** Waits until the floor's inbox is empty. */
  async function drained(): Promise<void> {
    for (;;) {
      drain.poke();
      await drain.current();
      const waiting = (await db.execute(sql`select 1 from floor_inbox limit 1`)) as unknown as { rows: unknown[] };
      if (waiting.rows.length === 0) return;
    }
  }
  app.get('/floor-drained', async () => {
    await drained();
    const result = (await db.execute(
      sql`select count(*)::int as settled from floor_orders where state = 'SUCCESS'`,
    )) as unknown as { rows: { settled: number }[] };
    return { settled: result.rows[0]!.settled };
  });
  // `receive` is the floor's store and drain behind the product's own callback route (bench/callbacks-server.ts
  // swaps it in for BENCH_FLOOR_VIA_PRODUCT): the AC read, checked and refused as the product does, hooks and all.
  return { drained, receive: storeAndPoke };
}
