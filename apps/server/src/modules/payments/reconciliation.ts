import { formatRinggit } from '@harta/contracts/format';
import { sql, type SQL } from 'drizzle-orm';
import { formatSen } from '@harta/contracts/money';
import type { ReconciliationMismatch, ReconciliationReport } from '@harta/contracts/schemas/payments';
import type { Db } from '../../db/connection';
import type { PaymentGateway } from '../../providers/payment-gateway/payment-gateway';
import { MAX_ATTEMPTS } from './acknowledgement-inbox';
import { findOrder } from './payment-orders.repository';

/**
 * The payments half of the reconciliation report (issue #11 item 11): every order made in the period against
 * its settle journal, every settle journal against its order, and, when the gateway offers a report, the
 * gateway's own record of each payment against ours. A clean books answers no mismatches.
 */

const DAY_MS = 86_400_000;
const MYT_MS = 8 * 3_600_000;

/** Malaysia calendar dates (inclusive) -> the instants [from, to). Defaults: the last 30 days through today. */
export function reconciliationPeriod(query: { from?: string | undefined; to?: string | undefined }, now: Date) {
  const today = new Date(now.getTime() + MYT_MS).toISOString().slice(0, 10);
  const toDate = query.to ?? today;
  const fromDate = query.from ?? new Date(Date.parse(`${toDate}T00:00:00Z`) - 29 * DAY_MS).toISOString().slice(0, 10);
  return {
    fromDate,
    toDate,
    from: new Date(Date.parse(`${fromDate}T00:00:00Z`) - MYT_MS),
    to: new Date(Date.parse(`${toDate}T00:00:00Z`) + DAY_MS - MYT_MS),
  };
}

async function rows<T>(db: Pick<Db, 'execute'>, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

interface OrderLine {
  order_id: string;
  state: string;
  amount_sen: string;
  journal_key: string | null;
  settled_by: string | null;
  client_cash: string | null;
  clearing: string | null;
}

const sen = (value: string | null) => (value === null ? null : BigInt(value));
const rm = (value: bigint) => formatRinggit(value);

export async function reconcilePayments(
  db: Db,
  gateway: PaymentGateway,
  query: { from?: string | undefined; to?: string | undefined },
  now: Date = new Date(),
): Promise<ReconciliationReport> {
  const period = reconciliationPeriod(query, now);
  const mismatches: ReconciliationMismatch[] = [];

  // Each order of the period with its settle journal's postings: what reached the client's cash and what the
  // gateway clearing account was debited.
  const orders = await rows<OrderLine>(
    db,
    sql`select o.order_id, o.state, o.amount_sen::text as amount_sen, j.idempotency_key as journal_key, o.settled_by,
          (select (-sum(p.amount))::text from ledger_postings p join ledger_accounts a on a.id = p.account_id
            where p.journal_id = j.id and a.kind = 'CLIENT_CASH' and a.portfolio_id = o.portfolio_id) as client_cash,
          (select sum(p.amount)::text from ledger_postings p join ledger_accounts a on a.id = p.account_id
            where p.journal_id = j.id and a.kind = 'GATEWAY_CLEARING') as clearing
        from payment_orders o
        left join ledger_journals j on j.idempotency_key = 'deposit:' || o.order_id || ':settle'
        where o.created_at >= ${period.from.toISOString()} and o.created_at < ${period.to.toISOString()}
        order by o.id`,
  );
  let succeeded = 0;
  let succeededSen = 0n;
  let journals = 0;
  let journalSen = 0n;
  const byOrder = new Map<string, OrderLine>();
  for (const line of orders) {
    byOrder.set(line.order_id, line);
    const amount = BigInt(line.amount_sen);
    if (line.state === 'SUCCESS') {
      succeeded += 1;
      succeededSen += amount;
    }
    if (line.journal_key) {
      journals += 1;
      journalSen += sen(line.client_cash) ?? 0n;
    }
    if (line.state === 'SUCCESS' && !line.journal_key) {
      mismatches.push({
        kind: 'SUCCESS_WITHOUT_JOURNAL',
        orderId: line.order_id,
        journalKey: null,
        detail: `Approved ${rm(amount)} but never credited to the portfolio.`,
      });
    }
    if (line.journal_key && line.state !== 'SUCCESS') {
      mismatches.push({
        kind: 'JOURNAL_WITHOUT_SUCCESS',
        orderId: line.order_id,
        journalKey: line.journal_key,
        detail: `Credited, but the order is ${line.state}.`,
      });
    }
    if (line.journal_key && (sen(line.client_cash) !== amount || sen(line.clearing) !== amount)) {
      mismatches.push({
        kind: 'JOURNAL_AMOUNT_MISMATCH',
        orderId: line.order_id,
        journalKey: line.journal_key,
        detail: `Order ${rm(amount)}; portfolio credited ${rm(sen(line.client_cash) ?? 0n)}, clearing debited ${rm(sen(line.clearing) ?? 0n)}.`,
      });
    }
  }

  // Settle journals of the period whose order does not exist at all.
  const orphans = await rows<{ idempotency_key: string }>(
    db,
    sql`select j.idempotency_key from ledger_journals j
        where j.kind = 'DEPOSIT' and j.idempotency_key like 'deposit:%:settle'
          and j.created_at >= ${period.from.toISOString()} and j.created_at < ${period.to.toISOString()}
          and not exists (select 1 from payment_orders o where j.idempotency_key = 'deposit:' || o.order_id || ':settle')`,
  );
  for (const orphan of orphans) {
    mismatches.push({
      kind: 'JOURNAL_WITHOUT_SUCCESS',
      orderId: orphan.idempotency_key.split(':')[1] ?? null,
      journalKey: orphan.idempotency_key,
      detail: 'A deposit journal with no payment order.',
    });
  }

  // Direct ACs received but left in the inbox after their tries (acknowledgement-inbox.ts), whenever received.
  const stuck = await rows<{ order_id: string; attempts: number; last_error: string | null }>(
    db,
    sql`select order_id, attempts, last_error from payment_acknowledgement_inbox
        where attempts >= ${MAX_ATTEMPTS} order by id`,
  );
  for (const ac of stuck) {
    mismatches.push({
      kind: 'AC_NOT_APPLIED',
      orderId: ac.order_id,
      journalKey: null,
      detail: `A direct AC received and not applied after ${ac.attempts} tries: ${ac.last_error ?? 'no error recorded'}.`,
    });
  }

  // The gateway's own books: a day either side, since its record starts when the browser reached it.
  let gatewayRecords: number | null = null;
  if (gateway.report) {
    const lines = await gateway.report(
      new Date(period.from.getTime() - DAY_MS),
      new Date(period.to.getTime() + DAY_MS),
    );
    const seen = new Set<string>();
    for (const line of lines) {
      const ours = byOrder.get(line.orderId);
      if (!ours) {
        // Approved at the gateway for an order we never made (or made outside the period: then not ours to judge).
        if (line.statusCode === '00' && !(await findOrder(db, line.orderId))) {
          mismatches.push({
            kind: 'GATEWAY_APPROVED_NOT_SUCCESS',
            orderId: line.orderId,
            journalKey: null,
            detail: `The gateway approved ${rm(line.amountSen)} (${line.gatewayTxnId}) for an order that does not exist.`,
          });
        }
        continue;
      }
      seen.add(line.orderId);
      if (line.amountSen !== BigInt(ours.amount_sen)) {
        mismatches.push({
          kind: 'GATEWAY_AMOUNT_MISMATCH',
          orderId: line.orderId,
          journalKey: null,
          detail: `Gateway ${rm(line.amountSen)}, order ${rm(BigInt(ours.amount_sen))}.`,
        });
      }
      if (line.statusCode === '00' && ours.state !== 'SUCCESS') {
        mismatches.push({
          kind: 'GATEWAY_APPROVED_NOT_SUCCESS',
          orderId: line.orderId,
          journalKey: null,
          detail: `The gateway approved it (${line.gatewayTxnId}); the order is ${ours.state}.`,
        });
      }
      if (line.statusCode !== '00' && ours.state === 'SUCCESS') {
        mismatches.push({
          kind: 'GATEWAY_NOT_APPROVED_BUT_SUCCESS',
          orderId: line.orderId,
          journalKey: null,
          detail: `The gateway reports ${line.statusCode ?? 'no decision'}; the order is SUCCESS.`,
        });
      }
    }
    for (const line of orders) {
      // A recurring deposit's debit is the direct-debit bank's, not the FPX gateway's (docs/goals.md).
      if (line.state === 'SUCCESS' && line.settled_by !== 'mandate' && !seen.has(line.order_id)) {
        mismatches.push({
          kind: 'GATEWAY_NOT_APPROVED_BUT_SUCCESS',
          orderId: line.order_id,
          journalKey: null,
          detail: 'The gateway has no record of this approved order.',
        });
      }
    }
    gatewayRecords = seen.size;
  }

  return {
    from: period.fromDate,
    to: period.toDate,
    payments: {
      orders: orders.length,
      succeeded,
      succeededAmount: formatSen(succeededSen),
      journals,
      journalAmount: formatSen(journalSen),
      gatewayRecords,
    },
    mismatches,
  };
}
