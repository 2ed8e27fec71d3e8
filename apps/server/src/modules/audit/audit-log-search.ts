import type { AuditEntry, AuditLogQuery } from '@harta/contracts/schemas/audit-log';
import { and, count, desc, eq, gte, like, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { auditLog } from '../../db/schema/audit';
import { users } from '../../db/schema/identity';

type Filters = Omit<AuditLogQuery, 'page' | 'pageSize'>;

/** `like` pattern for "starts with", the wildcards in the text taken literally. */
const startsWith = (text: string) => `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Start of a Malaysian calendar day (UTC+8, no daylight saving) as an instant. */
const malaysiaDayStart = (day: string, addDays = 0) =>
  new Date(Date.parse(`${day}T00:00:00+08:00`) + addDays * 24 * 60 * 60 * 1000);

function conditions(filters: Filters): SQL | undefined {
  const parts: (SQL | undefined)[] = [];
  if (filters.subjectType) parts.push(eq(auditLog.subjectType, filters.subjectType));
  if (filters.subjectId) parts.push(eq(auditLog.subjectId, filters.subjectId));
  if (filters.action) parts.push(like(auditLog.action, startsWith(filters.action)));
  if (filters.actor) {
    // An id as stored, or a login whose e-mail or staff name starts with the text.
    const pattern = startsWith(filters.actor.toLowerCase());
    parts.push(
      or(
        eq(auditLog.actor, filters.actor),
        sql`${auditLog.actor} in (select ${users.id}::text from ${users}
          where ${users.email} like ${pattern} or lower(${users.displayName}) like ${pattern})`,
      ),
    );
  }
  if (filters.from) parts.push(gte(auditLog.at, malaysiaDayStart(filters.from)));
  if (filters.to) parts.push(lt(auditLog.at, malaysiaDayStart(filters.to, 1)));
  return and(...parts);
}

/**
 * One page of the audit log, newest first, with the total that matches (docs/backoffice.md, "Audit log").
 * The actor's name is the login's staff name or e-mail when the actor is a login.
 */
export async function searchAuditLog(
  db: Db,
  query: Filters & { page: number; pageSize: number },
): Promise<{ items: AuditEntry[]; total: number }> {
  const where = conditions(query);
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: auditLog.id,
        at: auditLog.at,
        actor: auditLog.actor,
        actorName: sql<string | null>`coalesce(${users.displayName}, ${users.email})`,
        action: auditLog.action,
        subjectType: auditLog.subjectType,
        subjectId: auditLog.subjectId,
        details: auditLog.details,
        requestId: auditLog.requestId,
      })
      .from(auditLog)
      .leftJoin(users, sql`${users.id}::text = ${auditLog.actor}`)
      .where(where)
      .orderBy(desc(auditLog.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: count() }).from(auditLog).where(where),
  ]);
  return {
    items: rows.map((row) => ({ ...row, at: row.at.toISOString(), details: row.details ?? null })),
    total: Number(counted?.total ?? 0),
  };
}
