import { and, asc, count, desc, eq, gt, lte, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ApprovalStatus } from '@harta/contracts/schemas/approvals';
import type { Db } from '../../db/connection';
import { staffActionRequests } from '../../db/schema/approvals';
import { users } from '../../db/schema/identity';

/** SQL of the four-eyes requests (docs/backoffice.md, "Four eyes"); the rules are in approvals.service.ts. */
export type ActionRequestRow = typeof staffActionRequests.$inferSelect;
export type NewActionRequest = Pick<
  typeof staffActionRequests.$inferInsert,
  'kind' | 'subjectType' | 'subjectId' | 'change' | 'summary' | 'makerId' | 'expiresAt'
>;

/** A request with the names of its maker and checker (display name, else e-mail). */
export interface ActionRequestView extends ActionRequestRow {
  makerName: string;
  checkerName: string | null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const t = staffActionRequests;

export async function insertActionRequest(db: Db, values: NewActionRequest): Promise<ActionRequestRow> {
  const [row] = await db.insert(t).values(values).returning();
  return row!;
}

export async function findActionRequest(db: Db, id: string): Promise<ActionRequestRow | undefined> {
  if (!UUID.test(id)) return undefined;
  const [row] = await db.select().from(t).where(eq(t.id, id));
  return row;
}

/** A request of this kind on this subject still waiting (not yet past its expiry). */
export async function findPendingFor(
  db: Db,
  kind: string,
  subjectType: string,
  subjectId: string,
): Promise<ActionRequestRow | undefined> {
  const [row] = await db
    .select()
    .from(t)
    .where(
      and(
        eq(t.kind, kind),
        eq(t.subjectType, subjectType),
        eq(t.subjectId, subjectId),
        eq(t.status, 'PENDING'),
        gt(t.expiresAt, sql`now()`),
      ),
    )
    .limit(1);
  return row;
}

/**
 * Claims a pending request for its checker in one statement: it succeeds for exactly one caller, because the row
 * lock makes a concurrent claim wait and then see the row no longer PENDING. The maker and expiry conditions are in
 * the same statement, so neither can be raced either. Returns undefined when nothing was claimed.
 */
export async function claimActionRequest(
  db: Db,
  id: string,
  checkerId: string,
  status: Extract<ApprovalStatus, 'APPROVED' | 'REJECTED'>,
  reason: string | null,
): Promise<ActionRequestRow | undefined> {
  if (!UUID.test(id)) return undefined;
  const [row] = await db
    .update(t)
    .set({ status, checkerId, decidedAt: sql`now()`, reason })
    .where(and(eq(t.id, id), eq(t.status, 'PENDING'), ne(t.makerId, checkerId), gt(t.expiresAt, sql`now()`)))
    .returning();
  return row;
}

/** Its maker takes a pending request back. */
export async function withdrawActionRequest(
  db: Db,
  id: string,
  makerId: string,
): Promise<ActionRequestRow | undefined> {
  if (!UUID.test(id)) return undefined;
  const [row] = await db
    .update(t)
    .set({ status: 'WITHDRAWN', decidedAt: sql`now()` })
    .where(and(eq(t.id, id), eq(t.status, 'PENDING'), eq(t.makerId, makerId)))
    .returning();
  return row;
}

/** Records what applying an approved request answered, or that it could not be applied (status FAILED). */
export async function recordOutcome(
  db: Db,
  id: string,
  outcome: { result: unknown } | { failed: string; checkerId: string; from: 'PENDING' | 'APPROVED' },
): Promise<void> {
  if ('result' in outcome) {
    await db
      .update(t)
      .set({ result: outcome.result ?? null })
      .where(eq(t.id, id));
    return;
  }
  await db
    .update(t)
    .set({ status: 'FAILED', reason: outcome.failed, checkerId: outcome.checkerId, decidedAt: sql`now()` })
    .where(and(eq(t.id, id), eq(t.status, outcome.from)));
}

/** Marks every pending request past its expiry EXPIRED (decided at its expiry); returns them. */
export function expireOverdue(db: Db): Promise<ActionRequestRow[]> {
  return db
    .update(t)
    .set({ status: 'EXPIRED', decidedAt: t.expiresAt })
    .where(and(eq(t.status, 'PENDING'), lte(t.expiresAt, sql`now()`)))
    .returning();
}

const maker = alias(users, 'maker');
const checker = alias(users, 'checker');

/** Requests with their maker's and checker's names (display name, else e-mail). */
const withNames = (db: Db) =>
  db
    .select({
      request: t,
      makerName: sql<string>`coalesce(${maker.displayName}, ${maker.email})`,
      checkerName: sql<string | null>`coalesce(${checker.displayName}, ${checker.email})`,
    })
    .from(t)
    .innerJoin(maker, eq(maker.id, t.makerId))
    .leftJoin(checker, eq(checker.id, t.checkerId));

export interface ListFilter {
  view: 'pending' | 'decided';
  subjectType?: string;
  subjectId?: string;
  page: number;
  pageSize: number;
}

/** Pending requests oldest first (the next to decide on top), or the decided history newest first. */
export async function listActionRequests(
  db: Db,
  filter: ListFilter,
): Promise<{ rows: ActionRequestView[]; total: number }> {
  const where = and(
    filter.view === 'pending' ? eq(t.status, 'PENDING') : ne(t.status, 'PENDING'),
    filter.subjectType ? eq(t.subjectType, filter.subjectType) : undefined,
    filter.subjectId ? eq(t.subjectId, filter.subjectId) : undefined,
  );
  const rows = await withNames(db)
    .where(where)
    .orderBy(filter.view === 'pending' ? asc(t.madeAt) : desc(t.decidedAt), desc(t.id))
    .limit(filter.pageSize)
    .offset((filter.page - 1) * filter.pageSize);
  const [total] = await db.select({ n: count() }).from(t).where(where);
  return {
    rows: rows.map((r) => ({ ...r.request, makerName: r.makerName, checkerName: r.checkerName })),
    total: total?.n ?? 0,
  };
}

export async function viewActionRequest(db: Db, id: string): Promise<ActionRequestView | undefined> {
  if (!UUID.test(id)) return undefined;
  const [r] = await withNames(db).where(eq(t.id, id));
  return r && { ...r.request, makerName: r.makerName, checkerName: r.checkerName };
}

/** Pending requests by kind and maker, marked `mine` when made by `userId` (the menu's counts). */
export async function pendingCounts(db: Db, userId: string): Promise<{ kind: string; mine: boolean; n: number }[]> {
  const rows = await db
    .select({ kind: t.kind, makerId: t.makerId, n: count() })
    .from(t)
    .where(eq(t.status, 'PENDING'))
    .groupBy(t.kind, t.makerId);
  return rows.map((r) => ({ kind: r.kind, mine: r.makerId === userId, n: Number(r.n) }));
}

/** The staff roles a login holds now (users.roles), read at decision time rather than from the token. */
export async function rolesOf(db: Db, userId: string): Promise<string[]> {
  const [row] = await db
    .select({ roles: users.roles, disabled: users.disabled })
    .from(users)
    .where(eq(users.id, userId));
  return row && !row.disabled ? row.roles : [];
}
