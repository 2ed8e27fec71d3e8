import { and, eq, notInArray, sql } from 'drizzle-orm';
import {
  FINAL_TRANSACTION_STATUSES,
  type TransactionStatus,
  type TransactionType,
} from '@harta/contracts/transactions';
import type { TransactionDescription } from '@harta/contracts/transaction-description';
import { anyOf, columnRows } from '../../db/column-rows';
import type { Db } from '../../db/connection';
import { clientTransactions } from '../../db/schema/transactions';

/** Anything that runs statements: the database or a caller's transaction. */
type Executor = Pick<Db, 'insert' | 'update' | 'select'>;

export interface TransactionSource {
  /** The flow's own record: 'payment_order', 'withdrawal', 'transfer', 'trade_run', 'fee_run', ... */
  sourceType: string;
  sourceId: string;
}

export interface NewClientTransaction extends TransactionSource {
  clientId: number;
  portfolioId: number;
  type: TransactionType;
  status: TransactionStatus;
  amountSen: bigint | null;
  description?: TransactionDescription | null;
  details?: Record<string, unknown> | null;
}

/** The stored row of a new transaction; one that starts final is completed now. */
function insertValues(row: NewClientTransaction) {
  return {
    clientId: row.clientId,
    portfolioId: row.portfolioId,
    type: row.type,
    status: row.status,
    amountSen: row.amountSen,
    sourceType: row.sourceType,
    sourceId: row.sourceId,
    descriptionFields: row.description ?? null,
    details: row.details ?? null,
    completedAt: FINAL_TRANSACTION_STATUSES.includes(row.status) ? sql`now()` : null,
  };
}

/**
 * Records what the client will see for a movement. Recording the same source, type and portfolio again returns
 * the existing row unchanged, so a retried step never shows twice. Call it in the same database transaction as
 * the flow's own state change (and its ledger journal, if any).
 */
export async function recordTransaction(db: Executor, row: NewClientTransaction) {
  const [inserted] = await db.insert(clientTransactions).values(insertValues(row)).onConflictDoNothing().returning();
  if (inserted) return inserted;
  const [existing] = await db
    .select()
    .from(clientTransactions)
    .where(
      and(
        eq(clientTransactions.sourceType, row.sourceType),
        eq(clientTransactions.sourceId, row.sourceId),
        eq(clientTransactions.type, row.type),
        eq(clientTransactions.portfolioId, row.portfolioId),
      ),
    );
  return existing!;
}

/**
 * Records many rows at once (a job's batch), with the same rule as recordTransaction: a row whose source, type and
 * portfolio is already recorded is left as it is. Answers how many were new.
 */
export async function recordTransactions(db: Executor, rows: readonly NewClientTransaction[]): Promise<number> {
  if (rows.length === 0) return 0;
  const inserted = await db
    .insert(clientTransactions)
    .values(rows.map(insertValues))
    .onConflictDoNothing()
    .returning({ id: clientTransactions.id });
  return inserted.length;
}

export interface TransactionUpdate {
  status: TransactionStatus;
  amountSen?: bigint;
  description?: TransactionDescription | null;
  details?: Record<string, unknown> | null;
}

/**
 * Moves every row of a source (optionally one type) to a new status. A final status is never left: updating a
 * COMPLETED, FAILED or CANCELLED row changes nothing (a late or duplicated step cannot reopen it). Answers how many
 * rows changed.
 */
export async function updateTransactions(
  db: Executor,
  source: TransactionSource & { type?: TransactionType },
  update: TransactionUpdate,
): Promise<number> {
  const isFinal = FINAL_TRANSACTION_STATUSES.includes(update.status);
  const changed = await db
    .update(clientTransactions)
    .set({
      status: update.status,
      ...(update.amountSen !== undefined ? { amountSen: update.amountSen } : {}),
      ...(update.description !== undefined ? { descriptionFields: update.description } : {}),
      ...(update.details !== undefined ? { details: update.details } : {}),
      updatedAt: sql`now()`,
      completedAt: isFinal ? sql`now()` : null,
    })
    .where(
      and(
        eq(clientTransactions.sourceType, source.sourceType),
        eq(clientTransactions.sourceId, source.sourceId),
        source.type ? eq(clientTransactions.type, source.type) : undefined,
        notInArray(clientTransactions.status, [...FINAL_TRANSACTION_STATUSES]),
      ),
    )
    .returning({ id: clientTransactions.id });
  return changed.length;
}

/**
 * Adds facts to the details of a source's rows, keeping those already there (a withdrawal's payout reference once
 * staff have paid it: docs/money.md "One reference per transaction").
 */
export async function addTransactionDetails(
  db: Executor,
  source: TransactionSource & { type?: TransactionType },
  facts: Record<string, unknown>,
): Promise<void> {
  await db
    .update(clientTransactions)
    .set({ details: sql`coalesce(${clientTransactions.details}, '{}'::jsonb) || ${JSON.stringify(facts)}::jsonb` })
    .where(
      and(
        eq(clientTransactions.sourceType, source.sourceType),
        eq(clientTransactions.sourceId, source.sourceId),
        source.type ? eq(clientTransactions.type, source.type) : undefined,
      ),
    );
}

/**
 * `updateTransactions` for many sources of one type at once, each to its own status and details (a batch of
 * acknowledged deposits): one statement, with the same rule that a final status is never left.
 */
export async function updateTransactionsOfSources(
  db: Executor,
  kind: { sourceType: string; type: TransactionType },
  updates: readonly { sourceId: string; status: TransactionStatus; details: Record<string, unknown> | null }[],
): Promise<number> {
  if (updates.length === 0) return 0;
  const values = columnRows([
    { type: 'text', values: updates.map((u) => u.sourceId) },
    { type: 'text', values: updates.map((u) => u.status) },
    { type: 'jsonb', values: updates.map((u) => (u.details === null ? null : JSON.stringify(u.details))) },
  ]);
  const final = sql.join(
    FINAL_TRANSACTION_STATUSES.map((s) => sql`${s}`),
    sql`, `,
  );
  const changed = await db
    .update(clientTransactions)
    .set({
      status: sql`v.status`,
      details: sql`v.details`,
      updatedAt: sql`now()`,
      completedAt: sql`case when v.status in (${final}) then now() end`,
    })
    .from(sql`(${values}) as v (source_id, status, details)`)
    .where(
      and(
        eq(clientTransactions.sourceType, kind.sourceType),
        // The ids again as a list, so the source index finds the rows without statistics (see updateOrders).
        sql`${clientTransactions.sourceId} = ${anyOf(
          'text',
          updates.map((u) => u.sourceId),
        )}`,
        eq(clientTransactions.sourceId, sql`v.source_id`),
        eq(clientTransactions.type, kind.type),
        notInArray(clientTransactions.status, [...FINAL_TRANSACTION_STATUSES]),
      ),
    )
    .returning({ id: clientTransactions.id });
  return changed.length;
}
