import { CLIENT_ROLE, STAFF_ROLE } from '@harta/contracts/constants';
import type { AuditActor, AuditEntry } from '@harta/contracts/schemas/backoffice';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { auditLog } from '../../db/schema/audit';
import { clients } from '../../db/schema/clients';
import { users } from '../../db/schema/identity';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const HISTORY_LIMIT = 100;

/**
 * Who the stored actors are: audit rows keep the user id (token sub) or a system name ('system', 'registration').
 * Only the name, e-mail and role leave this function; nothing else of the login (no password hash, no lockout).
 */
export async function resolveActors(db: Db, ids: readonly string[]): Promise<Map<string, AuditActor>> {
  const distinct = [...new Set(ids)];
  const userIds = distinct.filter((id) => UUID.test(id));
  const rows =
    userIds.length === 0
      ? []
      : await db
          .select({
            id: users.id,
            email: users.email,
            roles: users.roles,
            displayName: users.displayName,
            givenName: clients.givenName,
            surName: clients.surName,
          })
          .from(users)
          .leftJoin(clients, eq(clients.userId, users.id))
          .where(inArray(users.id, userIds));
  const byId = new Map(rows.map((r) => [r.id.toLowerCase(), r]));
  const actors = new Map<string, AuditActor>();
  for (const id of distinct) {
    const row = UUID.test(id) ? byId.get(id.toLowerCase()) : undefined;
    if (!row) {
      actors.set(id, { id, role: UUID.test(id) ? 'UNKNOWN' : 'SYSTEM', name: null, email: null });
      continue;
    }
    const clientName = row.givenName ? [row.givenName, row.surName].filter(Boolean).join(' ') : null;
    const isStaff = row.roles.includes(STAFF_ROLE);
    actors.set(id, {
      id,
      role: isStaff ? 'STAFF' : row.roles.includes(CLIENT_ROLE) || clientName ? 'CLIENT' : 'UNKNOWN',
      name: (isStaff ? row.displayName : clientName) ?? row.displayName ?? clientName,
      email: row.email,
    });
  }
  return actors;
}

type Details = NonNullable<AuditEntry['details']>;

/** Audit details are flat facts; anything nested is shown as JSON text rather than dropped. */
function flatDetails(details: unknown): AuditEntry['details'] {
  if (!details || typeof details !== 'object' || Array.isArray(details)) return null;
  const flat: Details = {};
  for (const [key, value] of Object.entries(details)) {
    flat[key] =
      value === null || typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
        ? value
        : JSON.stringify(value);
  }
  return Object.keys(flat).length > 0 ? flat : null;
}

/** The latest audit entries about one client, newest first, with each actor's name, e-mail and role. */
export async function clientAuditHistory(db: Db, clientId: number): Promise<AuditEntry[]> {
  const rows = await db
    .select({ at: auditLog.at, actor: auditLog.actor, action: auditLog.action, details: auditLog.details })
    .from(auditLog)
    .where(and(eq(auditLog.subjectType, 'client'), eq(auditLog.subjectId, String(clientId))))
    .orderBy(desc(auditLog.id))
    .limit(HISTORY_LIMIT);
  const actors = await resolveActors(
    db,
    rows.map((r) => r.actor),
  );
  return rows.map((r) => ({
    at: r.at.toISOString(),
    actor: actors.get(r.actor)!,
    action: r.action,
    details: flatDetails(r.details),
  }));
}
