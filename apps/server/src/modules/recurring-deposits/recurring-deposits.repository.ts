import { and, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { formatSen } from '@harta/contracts/money';
import {
  LIVE_SCHEDULE_STATUSES,
  type CollectionView,
  type RecurringDepositView,
  type StaffMandateView,
} from '@harta/contracts/schemas/recurring-deposits';
import type { Db } from '../../db/connection';
import { clients } from '../../db/schema/clients';
import { portfolios } from '../../db/schema/portfolios';
import { recurringCollections, recurringSchedules } from '../../db/schema/recurring-deposits';
import { referenceValues } from '../../db/schema/reference-data';

/** The SQL of schedules and collections, and their views; the rules live in the services. */

export type ScheduleRow = typeof recurringSchedules.$inferSelect;
export type CollectionRow = typeof recurringCollections.$inferSelect;
type Reader = Pick<Db, 'select' | 'selectDistinctOn'>;

const bankName = sql<string>`coalesce(${referenceValues.name}, ${recurringSchedules.bankCode})`;
const bankJoin = and(eq(referenceValues.type, 'BANK'), eq(referenceValues.code, recurringSchedules.bankCode));
const clientName = sql<string>`trim(coalesce(${clients.givenName}, '') || ' ' || coalesce(${clients.surName}, ''))`;

export function collectionView(row: CollectionRow): CollectionView {
  return {
    guid: row.guid,
    scheduledFor: row.scheduledFor,
    amount: formatSen(row.amountSen),
    status: row.status as CollectionView['status'],
    failureReason: row.failureReason,
    attempt: row.attempt,
    orderId: row.orderId,
    settledAt: row.settledAt?.toISOString() ?? null,
  };
}

interface JoinedSchedule {
  schedule: ScheduleRow;
  portfolioGuid: string;
  goalName: string;
  bankName: string;
}

function scheduleView(row: JoinedSchedule, last: CollectionRow | undefined): RecurringDepositView {
  const s = row.schedule;
  return {
    guid: s.guid,
    portfolioGuid: row.portfolioGuid,
    goalName: row.goalName,
    amount: formatSen(s.amountSen),
    frequency: s.frequency as RecurringDepositView['frequency'],
    dayOfMonth: s.dayOfMonth,
    dayOfWeek: s.dayOfWeek,
    startDate: s.startDate,
    status: s.status as RecurringDepositView['status'],
    statusReason: s.statusReason,
    bank: { id: s.bankCode, name: row.bankName },
    mandate: {
      reference: s.mandateReference,
      maxAmount: formatSen(s.mandateMaxSen),
      expiresOn: s.mandateExpiresOn,
      status: s.mandateStatus as RecurringDepositView['mandate']['status'],
    },
    nextCollection:
      s.status === 'active' && s.nextCollectionOn ? { date: s.nextCollectionOn, amount: formatSen(s.amountSen) } : null,
    lastCollection: last ? collectionView(last) : null,
    createdAt: s.createdAt.toISOString(),
  };
}

function joined(db: Reader) {
  return db
    .select({
      schedule: recurringSchedules,
      portfolioGuid: portfolios.guid,
      goalName: portfolios.goalName,
      bankName,
      clientName,
      clientEmail: clients.emailAddress,
    })
    .from(recurringSchedules)
    .innerJoin(portfolios, eq(portfolios.id, recurringSchedules.portfolioId))
    .innerJoin(clients, eq(clients.clientId, recurringSchedules.clientId))
    .leftJoin(referenceValues, bankJoin);
}

/** The latest collection (by date, then attempt) of each schedule. */
async function lastCollections(db: Reader, scheduleIds: bigint[]): Promise<Map<bigint, CollectionRow>> {
  if (scheduleIds.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([recurringCollections.scheduleId])
    .from(recurringCollections)
    .where(inArray(recurringCollections.scheduleId, scheduleIds))
    .orderBy(recurringCollections.scheduleId, desc(recurringCollections.scheduledFor));
  return new Map(rows.map((r) => [r.scheduleId, r]));
}

async function views<T extends JoinedSchedule>(db: Reader, rows: T[]) {
  const last = await lastCollections(
    db,
    rows.map((r) => r.schedule.id),
  );
  return rows.map((row) => ({ row, view: scheduleView(row, last.get(row.schedule.id)) }));
}

/** The caller's schedule of a goal to show: the live one, else the latest. */
export async function findScheduleViewOfPortfolio(db: Reader, portfolioId: number) {
  const rows = await joined(db)
    .where(eq(recurringSchedules.portfolioId, portfolioId))
    .orderBy(desc(recurringSchedules.id))
    .limit(1);
  return (await views(db, rows))[0]?.view ?? null;
}

export async function listLiveScheduleViews(db: Reader, clientId: number) {
  const rows = await joined(db)
    .where(
      and(eq(recurringSchedules.clientId, clientId), inArray(recurringSchedules.status, [...LIVE_SCHEDULE_STATUSES])),
    )
    .orderBy(recurringSchedules.id);
  return (await views(db, rows)).map((v) => v.view);
}

export async function findLiveSchedule(db: Reader, portfolioId: number, forUpdate = false) {
  const query = db
    .select()
    .from(recurringSchedules)
    .where(
      and(
        eq(recurringSchedules.portfolioId, portfolioId),
        inArray(recurringSchedules.status, [...LIVE_SCHEDULE_STATUSES]),
      ),
    );
  const [row] = forUpdate ? await query.for('update') : await query;
  return row;
}

export async function findScheduleByReference(db: Reader, reference: string, forUpdate = false) {
  const query = db.select().from(recurringSchedules).where(eq(recurringSchedules.mandateReference, reference));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row;
}

export async function listCollections(db: Reader, scheduleIds: bigint[], page: number, pageSize: number) {
  if (scheduleIds.length === 0) return { items: [], total: 0 };
  const where = inArray(recurringCollections.scheduleId, scheduleIds);
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(recurringCollections)
      .where(where)
      .orderBy(desc(recurringCollections.scheduledFor), desc(recurringCollections.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(recurringCollections)
      .where(where),
  ]);
  return { items: rows.map(collectionView), total: count?.n ?? 0 };
}

export async function scheduleIdsOfPortfolio(db: Reader, portfolioId: number): Promise<bigint[]> {
  const rows = await db
    .select({ id: recurringSchedules.id })
    .from(recurringSchedules)
    .where(eq(recurringSchedules.portfolioId, portfolioId));
  return rows.map((r) => r.id);
}

// Staff

export async function listStaffMandates(
  db: Reader,
  filter: { status?: string | undefined; q?: string | undefined },
  page: number,
  pageSize: number,
): Promise<{ items: StaffMandateView[]; total: number }> {
  const conditions: SQL[] = [];
  if (filter.status) conditions.push(eq(recurringSchedules.status, filter.status));
  if (filter.q) {
    const like = `%${filter.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(
      or(
        ilike(clients.emailAddress, like),
        ilike(clientName, like),
        ilike(recurringSchedules.mandateReference, like),
        ilike(portfolios.goalName, like),
      )!,
    );
  }
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const [rows, [count]] = await Promise.all([
    joined(db)
      .where(where)
      .orderBy(desc(recurringSchedules.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(recurringSchedules)
      .innerJoin(portfolios, eq(portfolios.id, recurringSchedules.portfolioId))
      .innerJoin(clients, eq(clients.clientId, recurringSchedules.clientId))
      .where(where),
  ]);
  const items = (await views(db, rows)).map(({ row, view }) => ({
    ...view,
    clientName: row.clientName,
    clientEmail: row.clientEmail,
  }));
  return { items, total: count?.n ?? 0 };
}

export async function findStaffMandate(db: Reader, guid: string) {
  if (!/^[0-9a-f-]{36}$/i.test(guid)) return null;
  const rows = await joined(db).where(eq(recurringSchedules.guid, guid.toLowerCase()));
  const [found] = await views(db, rows);
  if (!found) return null;
  const collections = await db
    .select()
    .from(recurringCollections)
    .where(eq(recurringCollections.scheduleId, found.row.schedule.id))
    .orderBy(desc(recurringCollections.scheduledFor))
    .limit(100);
  return {
    schedule: found.row.schedule,
    view: {
      ...found.view,
      clientName: found.row.clientName,
      clientEmail: found.row.clientEmail,
      collections: collections.map(collectionView),
    },
  };
}
