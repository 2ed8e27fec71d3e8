import { formatMinorUnits, SEN_SCALE } from '@harta/contracts/money';
import type { TransactionItem } from '@harta/contracts/schemas/transaction-listing';
import type { TransactionStatus, TransactionType } from '@harta/contracts/transactions';
import { and, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { portfolios } from '../../db/schema/portfolios';
import { clientTransactions as ct } from '../../db/schema/transactions';

export interface TransactionFilters {
  /** Internal id of one of the client's portfolios (the route resolves the guid and checks ownership). */
  portfolioId?: number | undefined;
  types?: readonly TransactionType[] | undefined;
  statuses?: readonly TransactionStatus[] | undefined;
  /** Inclusive calendar days in Malaysia time, 'YYYY-MM-DD'. */
  from?: string | undefined;
  to?: string | undefined;
}

export interface TransactionListPage {
  items: TransactionItem[];
  nextCursor: string | null;
}

const DAY_MS = 86_400_000;

/** Malaysia is UTC+8 all year (no daylight saving): a day starts at 16:00 UTC the day before. */
export function malaysiaDayStart(day: string): Date {
  return new Date(`${day}T00:00:00+08:00`);
}

function conditions(clientId: number, filters: TransactionFilters) {
  return [
    eq(ct.clientId, clientId),
    filters.portfolioId !== undefined ? eq(ct.portfolioId, filters.portfolioId) : undefined,
    filters.types?.length ? inArray(ct.type, [...filters.types]) : undefined,
    filters.statuses?.length ? inArray(ct.status, [...filters.statuses]) : undefined,
    filters.from ? gte(ct.createdAt, malaysiaDayStart(filters.from)) : undefined,
    filters.to ? lt(ct.createdAt, new Date(malaysiaDayStart(filters.to).getTime() + DAY_MS)) : undefined,
  ];
}

/**
 * One page of the client's transactions, newest first, by keyset on (created_at, id) — the index
 * `client_transactions_client_idx` — so a deep page costs what the first one does. The cursor is the id of the
 * previous page's last row; its position is read back with the client id, so a cursor naming another client's row
 * finds nothing (an empty page), never their data.
 */
export async function listTransactions(
  db: Db,
  clientId: number,
  filters: TransactionFilters,
  page: { cursor?: string | undefined; limit: number },
): Promise<TransactionListPage> {
  const after =
    page.cursor === undefined
      ? undefined
      : sql`(${ct.createdAt}, ${ct.id}) < (select c2.created_at, c2.id from client_transactions c2 where c2.id = ${page.cursor}::bigint and c2.client_id = ${clientId})`;
  const rows = await db
    .select({
      id: ct.id,
      guid: ct.guid,
      type: ct.type,
      status: ct.status,
      amountSen: ct.amountSen,
      description: ct.description,
      details: ct.details,
      createdAt: ct.createdAt,
      updatedAt: ct.updatedAt,
      completedAt: ct.completedAt,
      portfolioGuid: portfolios.guid,
      goalName: portfolios.goalName,
    })
    .from(ct)
    .innerJoin(portfolios, eq(portfolios.id, ct.portfolioId))
    .where(and(...conditions(clientId, filters), after))
    .orderBy(desc(ct.createdAt), desc(ct.id))
    .limit(page.limit + 1);
  const items = rows.slice(0, page.limit);
  return {
    items: items.map((r) => ({
      id: r.guid,
      portfolio: { guid: r.portfolioGuid, goalName: r.goalName },
      type: r.type as TransactionType,
      status: r.status as TransactionStatus,
      amount: r.amountSen === null ? null : formatMinorUnits(r.amountSen, SEN_SCALE),
      description: r.description,
      details: (r.details as Record<string, unknown> | null) ?? null,
      createdAt: r.createdAt.toISOString(),
      updatedAt: r.updatedAt.toISOString(),
      completedAt: r.completedAt?.toISOString() ?? null,
    })),
    nextCursor: rows.length > page.limit ? items[items.length - 1]!.id.toString() : null,
  };
}

/** Every matching row, newest first, fetched a page at a time (the CSV export streams these). */
export async function* allTransactions(
  db: Db,
  clientId: number,
  filters: TransactionFilters,
  pageSize = 500,
): AsyncGenerator<TransactionItem> {
  let cursor: string | undefined;
  for (;;) {
    const page = await listTransactions(db, clientId, filters, { cursor, limit: pageSize });
    yield* page.items;
    if (page.nextCursor === null) return;
    cursor = page.nextCursor;
  }
}
