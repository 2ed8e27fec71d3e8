import type { DataExport, DataRequestItem, ErasureRequest } from '@harta/contracts/schemas/data-rights';
import { ApiPaths } from '@harta/contracts/paths';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { isUuid } from '../../db/public-id';
import { auditLog } from '../../db/schema/audit';
import { clients } from '../../db/schema/clients';
import { dataRequests } from '../../db/schema/data-rights';

export type DataRequestRow = typeof dataRequests.$inferSelect;

const iso = (value: Date | null) => (value ? value.toISOString() : null);

export function toDataExport(row: DataRequestRow): DataExport {
  return {
    id: row.guid,
    status: row.status as DataExport['status'],
    progress: row.progress,
    requestedAt: row.requestedAt.toISOString(),
    expiresAt: iso(row.expiresAt),
    sizeBytes: row.fileSizeBytes,
    downloadUrl: row.status === 'READY' ? ApiPaths.dataRights.download(row.guid) : null,
  };
}

export function toErasureRequest(row: DataRequestRow): ErasureRequest {
  return {
    id: row.guid,
    status: row.status as ErasureRequest['status'],
    requestedAt: row.requestedAt.toISOString(),
    dueAt: iso(row.dueAt),
    completedAt: iso(row.completedAt),
  };
}

export function toDataRequestItem(row: DataRequestRow, clientName: string | null, now: Date): DataRequestItem {
  return {
    id: row.guid,
    clientId: row.clientId,
    clientName,
    kind: row.kind as DataRequestItem['kind'],
    status: row.status as DataRequestItem['status'],
    progress: row.progress,
    requestedAt: row.requestedAt.toISOString(),
    expiresAt: iso(row.expiresAt),
    downloadedAt: iso(row.downloadedAt),
    dueAt: iso(row.dueAt),
    completedAt: iso(row.completedAt),
    erasureDue: row.kind === 'ERASURE' && row.status === 'SCHEDULED' && !!row.dueAt && row.dueAt <= now,
    error: row.error,
  };
}

export async function findClientRequests(db: Pick<Db, 'select'>, clientId: number, kind: 'EXPORT' | 'ERASURE') {
  return db
    .select()
    .from(dataRequests)
    .where(and(eq(dataRequests.clientId, clientId), eq(dataRequests.kind, kind)))
    .orderBy(desc(dataRequests.id));
}

/**
 * A request of this client by its public id (the guid), or undefined: another client's id, like an old integer id,
 * reads exactly like a missing one.
 */
export async function findOwnRequest(db: Pick<Db, 'select'>, clientId: number, guid: string) {
  if (!isUuid(guid)) return undefined;
  const [row] = await db
    .select()
    .from(dataRequests)
    .where(and(eq(dataRequests.guid, guid), eq(dataRequests.clientId, clientId)));
  return row;
}

/**
 * When the account was closed: the audit entry of the closure (modules/compliance), else the client row's last
 * change for an account closed another way. Null while the account is not closed.
 */
export async function closedAt(db: Pick<Db, 'select'>, clientId: number): Promise<Date | null> {
  const [client] = await db
    .select({ status: clients.status, updatedAt: clients.updatedAt })
    .from(clients)
    .where(eq(clients.clientId, clientId));
  if (client?.status !== 'CLOSE') return null;
  const [entry] = await db
    .select({ at: auditLog.at })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.action, 'client.close'),
        eq(auditLog.subjectType, 'client'),
        eq(auditLog.subjectId, String(clientId)),
      ),
    )
    .orderBy(desc(auditLog.id))
    .limit(1);
  return entry?.at ?? client.updatedAt;
}

/** The staff list: every request, newest first, with the client's name (ERASED once erased). */
export async function listRequests(db: Pick<Db, 'select'>, limit = 500) {
  return db
    .select({
      row: dataRequests,
      clientName: sql<
        string | null
      >`nullif(trim(coalesce(${clients.givenName}, '') || ' ' || coalesce(${clients.surName}, '')), '')`,
    })
    .from(dataRequests)
    .innerJoin(clients, eq(clients.clientId, dataRequests.clientId))
    .orderBy(desc(dataRequests.id))
    .limit(limit);
}
