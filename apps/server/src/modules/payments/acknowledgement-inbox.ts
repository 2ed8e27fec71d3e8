import { and, asc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Tx } from '../../db/connection';
import { preparedStatement } from '../../identity/prepared-statement';
import { paymentAcknowledgementInbox } from '../../db/schema/payments';
import type { PaymentGateway } from '../../providers/payment-gateway/payment-gateway';
import { applyAcknowledgementsIn, type AcknowledgementToApply } from './apply-acknowledgement';
import type { AcknowledgementReceiver } from './acknowledgement-receiver';
import { coalescingDrain } from './coalescing-drain';
import { GatewayMessageRefusedError } from './payment-errors';

/**
 * Stores a verified AC in the inbox when an order matches it exactly (merchant checked by the caller; order, amount,
 * currency and AR time here). A prepared statement: the callback route runs it for every AC, so neither the server
 * builds its text nor the database plans it each time (bench/README.md "Deposit callbacks").
 */
const storeAcknowledgement = (db: Db) =>
  preparedStatement<{ stored: number }>(
    db,
    'harta_payment_ac_store',
    `insert into payment_acknowledgement_inbox (order_id, fields)
     select order_id, $2::jsonb from payment_orders
      where order_id = $1 and amount_sen = $3::bigint and currency = $4 and seller_txn_time = $5
     returning 1 as stored`,
  );

/** ACs applied per transaction at most; more wait for the next one. */
const BATCH = 500;
/** Tries before a row that cannot be applied is left for staff (its order still settles by enquiry). */
export const MAX_ATTEMPTS = 5;

export interface AcknowledgementInboxOptions {
  db: Db;
  gateway: Pick<PaymentGateway, 'readAcknowledgement'>;
  /** The merchant this server is at the exchange: an AC for another is refused. */
  sellerExId: string;
  log: FastifyBaseLogger;
  sweepMs?: number;
}

/**
 * The direct AC's inbox, PostgreSQL's receiver (acknowledgement-receiver.ts; docs/money.md, deposit step 3).
 * Answering the gateway needs only the AC stored: the route stores it and answers OK at the cost of one INSERT, and
 * this drain applies what has arrived in batches (`applyAcknowledgementsIn`, a few statements and a commit for up to
 * 500 ACs, instead of about ten and a commit for each), claiming the rows by deleting them in the transaction that
 * applies them, so an AC is applied once or stays. While one
 * drain runs, new ACs gather for the next; every stored AC pokes it, so a lone AC is applied at once.
 *
 * Each instance drains; `for update skip locked` gives every row to one of them. A batch that fails for any
 * reason but a refused AC (answered per AC and logged) is applied one row at a time, and a row that still fails
 * counts an attempt; after MAX_ATTEMPTS it waits for staff while the enquiry job settles its order.
 */
export function createAcknowledgementInbox(options: AcknowledgementInboxOptions): AcknowledgementReceiver {
  const { db, gateway, sellerExId, log } = options;
  const sweepMs = options.sweepMs ?? 5_000;
  let timer: NodeJS.Timeout | undefined;
  const drain = coalescingDrain(drainBatch, BATCH, (err) =>
    log.error({ err }, 'payment AC inbox: drain failed; the sweep retries'),
  );
  const poke = drain.poke;

  /** Claims (deletes) and applies one batch in one transaction; answers how many rows it claimed. */
  async function drainBatch(): Promise<number> {
    let claimed: bigint[] = [];
    try {
      return await db.transaction(async (tx) => {
        const rows = await claim(tx, BATCH);
        claimed = rows.map((r) => r.id);
        if (rows.length === 0) return 0;
        await applyRows(tx, rows);
        return rows.length;
      });
    } catch (err) {
      log.warn({ err, rows: claimed.length }, 'payment AC inbox: batch failed; applying its ACs one by one');
      for (const id of claimed) await drainOne(id);
      return claimed.length;
    }
  }

  async function drainOne(id: bigint): Promise<void> {
    try {
      await db.transaction(async (tx) => {
        const rows = await claim(tx, 1, id);
        if (rows.length > 0) await applyRows(tx, rows);
      });
    } catch (err) {
      log.error({ err, inboxId: String(id) }, 'payment AC inbox: AC not applied; tried again later');
      await db
        .update(paymentAcknowledgementInbox)
        .set({ attempts: sql`${paymentAcknowledgementInbox.attempts} + 1`, lastError: String(err).slice(0, 500) })
        .where(eq(paymentAcknowledgementInbox.id, id))
        .catch((updateErr: unknown) => log.error({ err: updateErr }, 'payment AC inbox: attempt not counted'));
    }
  }

  async function applyRows(tx: Tx, rows: readonly { id: bigint; fields: Record<string, string> }[]): Promise<void> {
    // Verified when received; verified again, as the row is data like any other by now.
    const items: AcknowledgementToApply[] = rows.map((r) => ({
      ack: gateway.readAcknowledgement(r.fields),
      via: 'direct',
      sellerExId,
    }));
    const answers = await applyAcknowledgementsIn(tx, items);
    answers.forEach((answer, i) => {
      const orderId = items[i]!.ack.orderId;
      if (answer instanceof GatewayMessageRefusedError)
        log.warn({ orderId, reason: answer.reason }, 'refused a gateway AC');
      else log.info({ orderId, statusCode: items[i]!.ack.statusCode, outcome: answer.outcome }, 'gateway AC applied');
    });
  }

  return {
    async receive(ack) {
      if (ack.sellerExId !== sellerExId) return false;
      const stored = await storeAcknowledgement(db)([
        ack.orderId,
        JSON.stringify(ack.fields),
        String(ack.amountSen),
        ack.currency,
        ack.sellerTxnTime,
      ]);
      if (stored.length === 0) return false;
      poke();
      return true;
    },
    start() {
      if (timer) return;
      timer = setInterval(poke, sweepMs);
      timer.unref();
      poke();
    },
    async stop() {
      clearInterval(timer);
      timer = undefined;
      await drain.current();
    },
    async drained() {
      for (;;) {
        await drain.current();
        const [waiting] = await db
          .select({ id: paymentAcknowledgementInbox.id })
          .from(paymentAcknowledgementInbox)
          .where(lt(paymentAcknowledgementInbox.attempts, MAX_ATTEMPTS))
          .limit(1);
        if (!waiting) return;
        poke();
        await drain.current();
        // Rows another instance holds: look again shortly.
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
    },
  };
}

/**
 * Takes the oldest waiting rows (or the one given) that no other drain holds: deleted in the caller's transaction,
 * so they are gone once it commits with their ACs applied, and back if it rolls back.
 */
async function claim(tx: Tx, limit: number, id?: bigint): Promise<{ id: bigint; fields: Record<string, string> }[]> {
  const inbox = paymentAcknowledgementInbox;
  const oldest = tx
    .select({ id: inbox.id })
    .from(inbox)
    .where(and(lt(inbox.attempts, MAX_ATTEMPTS), id === undefined ? undefined : eq(inbox.id, id)))
    .orderBy(asc(inbox.id))
    .limit(limit)
    .for('update', { skipLocked: true });
  const rows = await tx
    .delete(inbox)
    .where(inArray(inbox.id, oldest))
    .returning({ id: inbox.id, fields: inbox.fields });
  // In the order they arrived: two ACs of one order apply in that order.
  return rows.sort((x, y) => (x.id < y.id ? -1 : x.id > y.id ? 1 : 0));
}
