import { formatSen } from '@harta/contracts/money';
import type { Language } from '@harta/contracts/languages';
import { describeTransaction, transactionDescriptionSchema } from '@harta/contracts/transaction-description';
import type { TransactionItem } from '@harta/contracts/schemas/transaction-listing';
import type { TransactionStatus, TransactionType } from '@harta/contracts/transactions';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { portfolios } from '../../db/schema/portfolios';
import { clientTransactions as ct } from '../../db/schema/transactions';
import { transactionReference } from './transaction-reference';

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

/** Which filters a request uses: one prepared statement per combination (at most 2^6). */
function shapeOf(filters: TransactionFilters, cursor: boolean): string {
  return [
    filters.portfolioId !== undefined,
    !!filters.types?.length,
    !!filters.statuses?.length,
    !!filters.from,
    !!filters.to,
    cursor,
  ]
    .map((on) => (on ? '1' : '0'))
    .join('');
}

const p = sql.placeholder;

/**
 * The page's statement for one combination of filters, every value a placeholder: built by drizzle once per
 * database handle and combination, then executed with each request's values (on PostgreSQL as a named prepared
 * statement, parsed and planned once per connection). Building the query afresh cost a request as much CPU as
 * the rest of it together (bench/README.md, transactionListing).
 */
function buildPageStatement(db: Db, shape: string) {
  const [portfolio, types, statuses, from, to, cursor] = [...shape].map((on) => on === '1');
  return (
    db
      .select({
        id: ct.id,
        guid: ct.guid,
        type: ct.type,
        status: ct.status,
        amountSen: ct.amountSen,
        description: ct.description,
        descriptionFields: ct.descriptionFields,
        details: ct.details,
        sourceType: ct.sourceType,
        sourceId: ct.sourceId,
        createdAt: ct.createdAt,
        updatedAt: ct.updatedAt,
        completedAt: ct.completedAt,
        portfolioGuid: portfolios.guid,
        goalName: portfolios.goalName,
      })
      .from(ct)
      .innerJoin(portfolios, eq(portfolios.id, ct.portfolioId))
      .where(
        and(
          eq(ct.clientId, p('clientId')),
          portfolio ? eq(ct.portfolioId, p('portfolioId')) : undefined,
          types ? sql`${ct.type} = any(${p('types')}::text[])` : undefined,
          statuses ? sql`${ct.status} = any(${p('statuses')}::text[])` : undefined,
          from ? sql`${ct.createdAt} >= ${p('from')}::timestamptz` : undefined,
          to ? sql`${ct.createdAt} < ${p('to')}::timestamptz` : undefined,
          // The cursor row's position, read back with the client id: another client's row id finds nothing.
          cursor
            ? sql`(${ct.createdAt}, ${ct.id}) < (select c2.created_at, c2.id from client_transactions c2 where c2.id = ${p('cursor')}::bigint and c2.client_id = ${p('clientId')})`
            : undefined,
        ),
      )
      // NULLS LAST as in the index (Drizzle writes `.desc()` indexes as DESC NULLS LAST): a plain DESC means NULLS
      // FIRST, which the index cannot give, and the planner then sorts every row of the client to return 20.
      .orderBy(sql`${ct.createdAt} desc nulls last`, sql`${ct.id} desc nulls last`)
      .limit(p('limit'))
      .prepare(`transaction_page_${shape}`)
  );
}

type PageStatement = ReturnType<typeof buildPageStatement>;
const statements = new WeakMap<Db, Map<string, PageStatement>>();

function pageStatement(db: Db, shape: string): PageStatement {
  let byShape = statements.get(db);
  if (!byShape) statements.set(db, (byShape = new Map()));
  let statement = byShape.get(shape);
  if (!statement) byShape.set(shape, (statement = buildPageStatement(db, shape)));
  return statement;
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
  language: Language = 'en',
): Promise<TransactionListPage> {
  const rows = await pageStatement(db, shapeOf(filters, page.cursor !== undefined)).execute({
    clientId,
    portfolioId: filters.portfolioId,
    types: filters.types,
    statuses: filters.statuses,
    from: filters.from ? malaysiaDayStart(filters.from).toISOString() : undefined,
    to: filters.to ? new Date(malaysiaDayStart(filters.to).getTime() + DAY_MS).toISOString() : undefined,
    cursor: page.cursor,
    limit: page.limit + 1,
  });
  const items = rows.slice(0, page.limit);
  return {
    items: items.map((r) => {
      const fields = transactionDescriptionSchema.safeParse(r.descriptionFields);
      return {
        id: r.guid,
        portfolio: { guid: r.portfolioGuid, goalName: r.goalName },
        type: r.type as TransactionType,
        status: r.status as TransactionStatus,
        amount: r.amountSen === null ? null : formatSen(r.amountSen),
        description: describeTransaction(fields.data, language, r.description),
        descriptionFields: fields.success ? fields.data : null,
        details: (r.details as Record<string, unknown> | null) ?? null,
        createdAt: r.createdAt.toISOString(),
        updatedAt: r.updatedAt.toISOString(),
        completedAt: r.completedAt?.toISOString() ?? null,
        reference: transactionReference(r),
      };
    }),
    nextCursor: rows.length > page.limit ? items[items.length - 1]!.id.toString() : null,
  };
}

/** Every matching row, newest first, fetched a page at a time (the CSV export streams these). */
export async function* allTransactions(
  db: Db,
  clientId: number,
  filters: TransactionFilters,
  language: Language = 'en',
  pageSize = 500,
): AsyncGenerator<TransactionItem> {
  let cursor: string | undefined;
  for (;;) {
    const page = await listTransactions(db, clientId, filters, { cursor, limit: pageSize }, language);
    yield* page.items;
    if (page.nextCursor === null) return;
    cursor = page.nextCursor;
  }
}
