import { and, asc, count, desc, eq, lte, sql } from 'drizzle-orm';
import type { WithdrawalStatus } from '@harta/contracts/schemas/withdrawals';
import type { Db } from '../../db/connection';
import { clients } from '../../db/schema/clients';
import { portfolios } from '../../db/schema/portfolios';
import { referenceValues } from '../../db/schema/reference-data';
import { withdrawals, type WithdrawalRow } from '../../db/schema/withdrawals';
import { isUuid } from '../../db/public-id';

/** The database or a caller's transaction. */
type Executor = Pick<Db, 'select' | 'insert' | 'update' | 'execute'>;

/** A withdrawal with what its views show beside it: the portfolio's name, the bank's name and the client. */
export interface WithdrawalDetail {
  withdrawal: WithdrawalRow;
  portfolioGuid: string;
  goalName: string;
  bankName: string;
  clientName: string;
  emailAddress: string;
  givenName: string;
  /** The client's language, which their e-mails follow. */
  language: string;
}

const detailColumns = {
  withdrawal: withdrawals,
  portfolioGuid: portfolios.guid,
  goalName: portfolios.goalName,
  bankName: sql<string>`coalesce(${referenceValues.name}, ${withdrawals.bankCode})`,
  clientName: sql<string>`trim(${clients.givenName} || ' ' || coalesce(${clients.surName}, ''))`,
  emailAddress: clients.emailAddress,
  givenName: clients.givenName,
  language: clients.language,
};

function selectDetails(db: Pick<Db, 'select'>) {
  return db
    .select(detailColumns)
    .from(withdrawals)
    .innerJoin(portfolios, eq(portfolios.id, withdrawals.portfolioId))
    .innerJoin(clients, eq(clients.clientId, withdrawals.clientId))
    .leftJoin(referenceValues, and(eq(referenceValues.type, 'BANK'), eq(referenceValues.code, withdrawals.bankCode)));
}

export async function findWithdrawalDetail(
  db: Pick<Db, 'select'>,
  guid: string,
): Promise<WithdrawalDetail | undefined> {
  if (!isUuid(guid)) return undefined;
  const [row] = await selectDetails(db).where(eq(withdrawals.guid, guid));
  return row;
}

/** The client's own withdrawal; another client's id is not found (ownership decided where the data is). */
export async function findOwnWithdrawal(
  db: Pick<Db, 'select'>,
  clientId: number,
  guid: string,
): Promise<WithdrawalDetail | undefined> {
  if (!isUuid(guid)) return undefined;
  const [row] = await selectDetails(db).where(and(eq(withdrawals.guid, guid), eq(withdrawals.clientId, clientId)));
  return row;
}

export async function listOwnWithdrawals(db: Pick<Db, 'select'>, clientId: number, limit = 100) {
  return selectDetails(db)
    .where(eq(withdrawals.clientId, clientId))
    .orderBy(desc(withdrawals.requestedAt), desc(withdrawals.id))
    .limit(limit);
}

export async function listWithdrawalsForStaff(
  db: Pick<Db, 'select'>,
  filter: { status?: WithdrawalStatus | undefined; tradeDate?: string | undefined; page: number; pageSize: number },
): Promise<{ rows: WithdrawalDetail[]; total: number }> {
  const where = and(
    filter.status ? eq(withdrawals.status, filter.status) : undefined,
    filter.tradeDate ? eq(withdrawals.tradeDate, filter.tradeDate) : undefined,
  );
  const rows = await selectDetails(db)
    .where(where)
    .orderBy(desc(withdrawals.requestedAt), desc(withdrawals.id))
    .limit(filter.pageSize)
    .offset((filter.page - 1) * filter.pageSize);
  const [total] = await db.select({ n: count() }).from(withdrawals).where(where);
  return { rows, total: total?.n ?? 0 };
}

/** Payouts the bank should make for one trade date: in processing, oldest first. */
export async function listPayoutsForDate(db: Pick<Db, 'select'>, tradeDate: string): Promise<WithdrawalDetail[]> {
  return selectDetails(db)
    .where(and(eq(withdrawals.status, 'PROCESSING'), eq(withdrawals.tradeDate, tradeDate)))
    .orderBy(asc(withdrawals.id));
}

/**
 * Takes the portfolio's row lock for the rest of the caller's transaction: every withdrawal request of one
 * portfolio goes through here first, so two at the same moment queue and the second sees the first's reservation.
 */
export async function lockPortfolio(tx: Executor, portfolioId: number): Promise<void> {
  await tx.execute(
    sql`select ${portfolios.id} from ${portfolios} where ${portfolios.id} = ${portfolioId} for no key update`,
  );
}

/** Requested withdrawals of a portfolio: their amounts in sen, and whether one of them is "withdraw all". */
export async function pendingWithdrawals(
  db: Pick<Db, 'select'>,
  portfolioId: number,
): Promise<{ sumSen: bigint; withdrawAll: boolean }> {
  const [row] = await db
    .select({
      sum: sql<string>`coalesce(sum(${withdrawals.requestedSen}), 0)::text`,
      all: sql<boolean>`coalesce(bool_or(${withdrawals.withdrawAll}), false)`,
    })
    .from(withdrawals)
    .where(and(eq(withdrawals.portfolioId, portfolioId), eq(withdrawals.status, 'REQUESTED')));
  return { sumSen: BigInt(row?.sum ?? '0'), withdrawAll: row?.all === true };
}

export async function insertWithdrawal(
  tx: Executor,
  values: {
    clientId: number;
    portfolioId: number;
    withdrawAll: boolean;
    requestedSen: bigint | null;
    tradeDate: string;
    bankCode: string;
    bankAccountNumber: string;
    bankAccountHolderName: string;
  },
): Promise<WithdrawalRow> {
  const [row] = await tx.insert(withdrawals).values(values).returning();
  return row!;
}

/** The withdrawal's row lock for the caller's transaction: cancel, the trade step and staff actions queue on it. */
export async function lockWithdrawal(tx: Executor, id: number): Promise<WithdrawalRow | undefined> {
  const [row] = await tx.select().from(withdrawals).where(eq(withdrawals.id, id)).for('update');
  return row;
}

/** Moves a withdrawal from `from` to a new state; undefined when it was not in `from` (nothing changed). */
export async function moveWithdrawal(
  tx: Executor,
  id: number,
  from: WithdrawalStatus,
  set: Partial<
    Pick<
      WithdrawalRow,
      | 'status'
      | 'amountSen'
      | 'processingAt'
      | 'paidAt'
      | 'failedAt'
      | 'cancelledAt'
      | 'failureReason'
      | 'payoutReference'
    >
  >,
): Promise<WithdrawalRow | undefined> {
  const [row] = await tx
    .update(withdrawals)
    .set({ ...set, updatedAt: sql`now()` })
    .where(and(eq(withdrawals.id, id), eq(withdrawals.status, from)))
    .returning();
  return row;
}

/** Requested withdrawals whose trade date has come (ids, oldest first), for the trade step of `tradeDate`. */
export async function dueWithdrawalIds(db: Pick<Db, 'select'>, tradeDate: string): Promise<number[]> {
  const rows = await db
    .select({ id: withdrawals.id })
    .from(withdrawals)
    .where(and(eq(withdrawals.status, 'REQUESTED'), lte(withdrawals.tradeDate, tradeDate)))
    .orderBy(asc(withdrawals.id));
  return rows.map((r) => r.id);
}
