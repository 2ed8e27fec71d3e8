import { and, asc, desc, eq, gte, ilike, inArray, isNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { OrderState } from '@harta/contracts/schemas/payments';
import { anyOf, columnRows } from '../../db/column-rows';
import type { Db } from '../../db/connection';
import { clients } from '../../db/schema/clients';
import { paymentOrders } from '../../db/schema/payments';
import { portfolios } from '../../db/schema/portfolios';
import { referenceValues } from '../../db/schema/reference-data';

/** The SQL of payment orders. Rules (who may see what, which state may follow which) live in the services. */

export type PaymentOrderRow = typeof paymentOrders.$inferSelect;
type Reader = Pick<Db, 'select'>;

/** The bank's display name; a bank staff have since deactivated still names old orders. */
const bankName = sql<string>`coalesce(${referenceValues.name}, ${paymentOrders.bankCode})`;
const bankJoin = and(eq(referenceValues.type, 'BANK'), eq(referenceValues.code, paymentOrders.bankCode));

export const OPEN_STATES: readonly OrderState[] = ['CREATED', 'PENDING'];

export async function findOrder(db: Reader, orderId: string) {
  const [row] = await db
    .select({ order: paymentOrders, bankName })
    .from(paymentOrders)
    .leftJoin(referenceValues, bankJoin)
    .where(eq(paymentOrders.orderId, orderId));
  return row;
}

/** The order, locked until the caller's transaction ends: acknowledgements of one order apply one at a time. */
export async function lockOrder(tx: Reader, orderId: string): Promise<PaymentOrderRow | undefined> {
  const [row] = await tx.select().from(paymentOrders).where(eq(paymentOrders.orderId, orderId)).for('update');
  return row;
}

/**
 * The orders, locked until the caller's transaction ends, in ascending id: every batch of acknowledgements takes
 * its locks in that order, so two batches over common orders queue instead of deadlocking.
 */
export async function lockOrders(tx: Reader, orderIds: readonly string[]): Promise<PaymentOrderRow[]> {
  if (orderIds.length === 0) return [];
  return tx
    .select()
    .from(paymentOrders)
    .where(sql`${paymentOrders.orderId} = ${anyOf('text', [...orderIds])}`)
    .orderBy(asc(paymentOrders.id))
    .for('update');
}

/**
 * Writes the acknowledged state of orders the caller has locked, one statement for all: state, status code,
 * gateway reference, bank, the AC's fields and how it settled; `final_at` when the state is final. Answers the
 * rows as stored: the ones given with the times the database set (not read back whole: the AC's fields would be
 * sent back and parsed again for every row).
 */
export async function updateOrders(
  tx: Pick<Db, 'update'>,
  rows: readonly PaymentOrderRow[],
): Promise<PaymentOrderRow[]> {
  if (rows.length === 0) return [];
  const values = columnRows([
    { type: 'bigint', values: rows.map((r) => r.id) },
    { type: 'text', values: rows.map((r) => r.state) },
    { type: 'text', values: rows.map((r) => r.statusCode) },
    { type: 'text', values: rows.map((r) => r.gatewayTxnId) },
    { type: 'text', values: rows.map((r) => r.bankCode) },
    { type: 'jsonb', values: rows.map((r) => (r.acknowledgement == null ? null : JSON.stringify(r.acknowledgement))) },
    { type: 'text', values: rows.map((r) => r.settledBy) },
  ]);
  const stored = await tx
    .update(paymentOrders)
    .set({
      state: sql`v.state`,
      statusCode: sql`v.status_code`,
      gatewayTxnId: sql`v.gateway_txn_id`,
      bankCode: sql`v.bank_code`,
      acknowledgement: sql`v.acknowledgement`,
      settledBy: sql`v.settled_by`,
      updatedAt: sql`now()`,
      finalAt: sql`case when v.state in ('SUCCESS', 'FAILED') then now() end`,
    })
    .from(sql`(${values}) as v (id, state, status_code, gateway_txn_id, bank_code, acknowledgement, settled_by)`)
    // The ids again as a list: the primary key then finds the rows whatever the planner knows of the table (the
    // embedded engine has no autovacuum, so no statistics; the join alone was planned as a scan of every order).
    .where(
      and(
        sql`${paymentOrders.id} = ${anyOf(
          'bigint',
          rows.map((r) => r.id),
        )}`,
        eq(paymentOrders.id, sql`v.id`),
      ),
    )
    .returning({ id: paymentOrders.id, updatedAt: paymentOrders.updatedAt, finalAt: paymentOrders.finalAt });
  const times = new Map(stored.map((r) => [r.id, r]));
  return rows.filter((r) => times.has(r.id)).map((r) => ({ ...r, ...times.get(r.id)! }));
}

/** The client's orders, newest first, keyset on the internal id. */
export async function listClientOrders(db: Reader, clientId: number, options: { before?: bigint; limit: number }) {
  return db
    .select({ order: paymentOrders, bankName, portfolioGuid: portfolios.guid, portfolioName: portfolios.goalName })
    .from(paymentOrders)
    .innerJoin(portfolios, eq(portfolios.id, paymentOrders.portfolioId))
    .leftJoin(referenceValues, bankJoin)
    .where(
      and(
        eq(paymentOrders.clientId, clientId),
        options.before !== undefined ? lt(paymentOrders.id, options.before) : undefined,
      ),
    )
    .orderBy(desc(paymentOrders.id))
    .limit(options.limit + 1);
}

export interface StaffOrderFilter {
  state?: OrderState | undefined;
  q?: string | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
  before?: bigint | undefined;
  limit: number;
}

export async function listOrdersForStaff(db: Reader, filter: StaffOrderFilter) {
  const conditions: (SQL | undefined)[] = [
    filter.state ? eq(paymentOrders.state, filter.state) : undefined,
    filter.from ? gte(paymentOrders.createdAt, filter.from) : undefined,
    filter.to ? lt(paymentOrders.createdAt, filter.to) : undefined,
    filter.before !== undefined ? lt(paymentOrders.id, filter.before) : undefined,
  ];
  if (filter.q) {
    const q = filter.q.toLowerCase();
    conditions.push(
      or(
        eq(paymentOrders.orderId, q),
        eq(paymentOrders.gatewayTxnId, filter.q),
        ilike(clients.emailAddress, `%${escapeLike(q)}%`),
      ),
    );
  }
  return db
    .select({
      order: paymentOrders,
      bankName,
      clientEmail: clients.emailAddress,
      portfolioName: portfolios.goalName,
    })
    .from(paymentOrders)
    .innerJoin(clients, eq(clients.clientId, paymentOrders.clientId))
    .innerJoin(portfolios, eq(portfolios.id, paymentOrders.portfolioId))
    .leftJoin(referenceValues, bankJoin)
    .where(and(...conditions))
    .orderBy(desc(paymentOrders.id))
    .limit(filter.limit + 1);
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * Open orders with no final acknowledgement after `createdBefore`, not enquired about since `enquiredBefore`,
 * oldest first. `skip locked`: an order another instance is settling right now is left to it.
 */
export async function claimDueForEnquiry(
  tx: Pick<Db, 'select' | 'update'>,
  options: { createdBefore: Date; enquiredBefore: Date; limit: number },
): Promise<PaymentOrderRow[]> {
  const due = await tx
    .select()
    .from(paymentOrders)
    .where(
      and(
        inArray(paymentOrders.state, [...OPEN_STATES]),
        lte(paymentOrders.createdAt, options.createdBefore),
        or(isNull(paymentOrders.lastEnquiryAt), lte(paymentOrders.lastEnquiryAt, options.enquiredBefore)),
      ),
    )
    .orderBy(asc(paymentOrders.createdAt))
    .limit(options.limit)
    .for('update', { skipLocked: true });
  if (due.length === 0) return [];
  await tx
    .update(paymentOrders)
    .set({ lastEnquiryAt: sql`now()`, enquiryCount: sql`${paymentOrders.enquiryCount} + 1` })
    .where(
      inArray(
        paymentOrders.id,
        due.map((o) => o.id),
      ),
    );
  return due;
}

/** Sen of the client's orders since `since` that count against the foreign-currency limit (open or successful). */
export async function foreignSenSince(tx: Reader, clientId: number, since: Date): Promise<bigint> {
  const [row] = await tx
    .select({ total: sql<string>`coalesce(sum(${paymentOrders.foreignSen}), 0)::text` })
    .from(paymentOrders)
    .where(
      and(
        eq(paymentOrders.clientId, clientId),
        gte(paymentOrders.createdAt, since),
        inArray(paymentOrders.state, ['CREATED', 'PENDING', 'SUCCESS']),
      ),
    );
  return BigInt(row?.total ?? '0');
}
