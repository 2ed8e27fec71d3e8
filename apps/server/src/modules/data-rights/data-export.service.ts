import { randomUUID } from 'node:crypto';
import { messagesEn } from '@harta/contracts/messages';
import { href } from '@harta/contracts/routes';
import { DataRightsErrorCode, type DataExport } from '@harta/contracts/schemas/data-rights';
import { and, asc, count, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { clients } from '../../db/schema/clients';
import { clientContactInfo } from '../../db/schema/registration';
import { dataRequests } from '../../db/schema/data-rights';
import { isUniqueViolation } from '../../db/unique-violation';
import { AppError } from '../../plugins/errors/app-error';
import { writeAudit } from '../audit/audit-log';
import { decryptFile, encryptFile } from '../files/encryption';
import type { FileStore } from '../files/file-store';
import type { Mailer } from '../mail/mail-service';
import { mailLanguage } from '../mail/mail-language';
import { findOwnRequest, toDataExport, type DataRequestRow } from './data-requests.repository';
import { readDataRightsParameters } from './data-rights-parameters';
import { buildExportZip, type ExportSubject } from './export-zip';

/**
 * A client's copy of their data (docs/account.md "Your data"): asked for on the page, produced by the
 * `data-export` job, e-mailed as a link, downloadable by that client only until it expires, then purged.
 * Every step is audited (subject the client): request, produced (or failed), downloaded, purged.
 */
export interface DataExportDeps {
  db: Db;
  fileStore: FileStore;
  encryptionKey: Buffer;
  mailer: Mailer;
  publicUrl: string;
  log: { info(obj: object, msg: string): void; error(obj: object, msg: string): void };
}

export interface Actor {
  userId: string;
  requestId?: string;
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** A RUNNING export older than this was cut short (a restart): the sweep runs it again. */
const STALE_RUNNING_MS = 30 * 60 * 1000;

/** Where the e-mail's link leads: the page, which downloads with the client's session (a bare link carries none). */
export const exportLink = (publicUrl: string, guid: string) => `${publicUrl}${href.to('yourData')}?download=${guid}`;

/**
 * Records the request (one in progress per client, `exportsPerDay` in 24 hours) and audits it. The caller hands
 * `requestId` (the row's key) to the job queue and `view` to the client.
 */
export async function requestExport(
  db: Db,
  clientId: number,
  actor: Actor,
  now: Date,
): Promise<{ view: DataExport; requestId: number }> {
  const { exportsPerDay } = await readDataRightsParameters(db);
  return db.transaction(async (tx) => {
    // One request at a time per client: the count and the insert cannot interleave with a second click.
    await tx.select({ id: clients.clientId }).from(clients).where(eq(clients.clientId, clientId)).for('update');
    const [recent] = await tx
      .select({ n: count() })
      .from(dataRequests)
      .where(
        and(
          eq(dataRequests.clientId, clientId),
          eq(dataRequests.kind, 'EXPORT'),
          gt(dataRequests.requestedAt, new Date(now.getTime() - DAY_MS)),
        ),
      );
    const [running] = await tx
      .select({ id: dataRequests.id })
      .from(dataRequests)
      .where(
        and(
          eq(dataRequests.clientId, clientId),
          eq(dataRequests.kind, 'EXPORT'),
          inArray(dataRequests.status, ['REQUESTED', 'RUNNING']),
        ),
      );
    if (running) {
      throw new AppError(409, DataRightsErrorCode.ExportInProgress, messagesEn['dataRights.exportInProgress']);
    }
    if ((recent?.n ?? 0) >= exportsPerDay) {
      throw new AppError(
        429,
        DataRightsErrorCode.ExportDailyLimit,
        messagesEn['dataRights.exportDailyLimit'].replace('{{limit}}', String(exportsPerDay)),
      );
    }
    let row: DataRequestRow | undefined;
    try {
      [row] = await tx
        .insert(dataRequests)
        .values({ clientId, kind: 'EXPORT', status: 'REQUESTED', requestedBy: actor.userId, requestedAt: now })
        .returning();
    } catch (err) {
      if (isUniqueViolation(err, 'data_requests_one_export_idx')) {
        throw new AppError(409, DataRightsErrorCode.ExportInProgress, messagesEn['dataRights.exportInProgress']);
      }
      throw err;
    }
    if (!row) throw new Error('data request not inserted');
    await writeAudit(tx, {
      actor: actor.userId,
      action: 'dataRights.export.request',
      subjectType: 'client',
      subjectId: clientId,
      details: { requestId: row.id },
      ...(actor.requestId ? { requestId: actor.requestId } : {}),
    });
    return { view: toDataExport(row), requestId: row.id };
  });
}

async function subjectOf(db: Db, clientId: number) {
  const [row] = await db
    .select({
      userId: clients.userId,
      email: clients.emailAddress,
      mobile: clients.mobileNumber,
      verifiedMobile: clientContactInfo.verifiedMobileNumber,
      language: clients.language,
      givenName: clients.givenName,
    })
    .from(clients)
    .leftJoin(clientContactInfo, eq(clientContactInfo.clientId, clients.clientId))
    .where(eq(clients.clientId, clientId));
  if (!row) throw new Error(`client ${clientId} not found`);
  const subject: ExportSubject = {
    clientId,
    userId: row.userId,
    email: row.email.toLowerCase(),
    phone: row.verifiedMobile ?? row.mobile ?? '',
  };
  return { subject, language: row.language, name: row.givenName };
}

/**
 * Produces one requested export: claims it (REQUESTED → RUNNING, so two workers never both build it), builds the
 * ZIP with progress, stores it encrypted, marks it READY until the expiry and e-mails the link. A failure marks it
 * FAILED (the client may ask again) and is audited. Answers false when there was nothing to claim.
 */
export async function produceExport(deps: DataExportDeps, requestId: number, now: () => Date): Promise<boolean> {
  const { db } = deps;
  const [claimed] = await db
    .update(dataRequests)
    .set({ status: 'RUNNING', progress: 0 })
    .where(
      and(
        eq(dataRequests.id, requestId),
        eq(dataRequests.kind, 'EXPORT'),
        sql`(${dataRequests.status} = 'REQUESTED' or (${dataRequests.status} = 'RUNNING' and ${dataRequests.requestedAt} < ${new Date(now().getTime() - STALE_RUNNING_MS)}))`,
      ),
    )
    .returning();
  if (!claimed) return false;
  try {
    const { subject, language, name } = await subjectOf(db, claimed.clientId);
    const { zip, files } = await buildExportZip(deps, subject, async (percent) => {
      await db.update(dataRequests).set({ progress: percent }).where(eq(dataRequests.id, requestId));
    });
    const fileKey = `data-exports/${claimed.clientId}/${randomUUID()}`;
    await deps.fileStore.put(fileKey, encryptFile(zip, deps.encryptionKey), 'application/octet-stream');
    const { exportValidDays } = await readDataRightsParameters(db);
    const expiresAt = new Date(now().getTime() + exportValidDays * DAY_MS);
    await db.transaction(async (tx) => {
      await tx
        .update(dataRequests)
        .set({ status: 'READY', progress: 100, fileKey, fileSizeBytes: zip.length, expiresAt })
        .where(eq(dataRequests.id, requestId));
      await writeAudit(tx, {
        actor: 'system',
        action: 'dataRights.export.produced',
        subjectType: 'client',
        subjectId: claimed.clientId,
        details: { requestId, files: files.length, sizeBytes: zip.length, expiresAt: expiresAt.toISOString() },
      });
    });
    const mail = mailLanguage(language);
    await deps.mailer.send({
      to: subject.email,
      subject: mail.text('dataExport.ready.subject'),
      text: [
        mail.text('mail.hello', { name }),
        '',
        mail.text('dataExport.ready.body', { date: mail.date(claimed.requestedAt) }),
        mail.text('dataExport.ready.link', {
          expires: mail.dateTime(expiresAt),
          url: exportLink(deps.publicUrl, claimed.guid),
        }),
        mail.text('dataExport.ready.after'),
        '',
        mail.text('mail.notYou'),
        '',
        mail.text('mail.signature'),
      ].join('\n'),
    });
    return true;
  } catch (err) {
    deps.log.error({ err, requestId }, 'data export failed');
    const message = err instanceof Error ? err.message.slice(0, 500) : 'failed';
    await db.transaction(async (tx) => {
      await tx.update(dataRequests).set({ status: 'FAILED', error: message }).where(eq(dataRequests.id, requestId));
      await writeAudit(tx, {
        actor: 'system',
        action: 'dataRights.export.failed',
        subjectType: 'client',
        subjectId: claimed.clientId,
        details: { requestId, error: message },
      });
    });
    return true;
  }
}

/** The job's sweep: every export waiting (or cut short), oldest first. Answers how many were produced. */
export async function producePendingExports(deps: DataExportDeps, now: () => Date): Promise<number> {
  const pending = await deps.db
    .select({ id: dataRequests.id })
    .from(dataRequests)
    .where(and(eq(dataRequests.kind, 'EXPORT'), inArray(dataRequests.status, ['REQUESTED', 'RUNNING'])))
    .orderBy(asc(dataRequests.id));
  let produced = 0;
  for (const { id } of pending) if (await produceExport(deps, id, now)) produced += 1;
  return produced;
}

/**
 * The ZIP for its owner: another client's id answers 404 exactly like a missing one; a request not ready, or
 * expired, 409. The download is audited.
 */
export async function downloadExport(
  deps: Pick<DataExportDeps, 'db' | 'fileStore' | 'encryptionKey'>,
  clientId: number,
  guid: string,
  actor: Actor,
  now: Date,
): Promise<{ fileName: string; data: Buffer }> {
  const row = await findOwnRequest(deps.db, clientId, guid);
  if (!row || row.kind !== 'EXPORT') throw new AppError(404, 'NOT_FOUND', messagesEn['api.notFound']);
  if (row.status !== 'READY' || !row.fileKey || !row.expiresAt || row.expiresAt <= now) {
    throw new AppError(409, DataRightsErrorCode.ExportNotReady, messagesEn['dataRights.exportNotReady']);
  }
  const data = decryptFile(await deps.fileStore.get(row.fileKey), deps.encryptionKey);
  await deps.db.transaction(async (tx) => {
    await tx.update(dataRequests).set({ downloadedAt: now }).where(eq(dataRequests.id, row.id));
    await writeAudit(tx, {
      actor: actor.userId,
      action: 'dataRights.export.download',
      subjectType: 'client',
      subjectId: clientId,
      details: { requestId: row.id },
      ...(actor.requestId ? { requestId: actor.requestId } : {}),
    });
  });
  return { fileName: `harta-data-${row.requestedAt.toISOString().slice(0, 10)}-${row.guid}.zip`, data };
}

/** Deletes the files of expired exports (status EXPIRED); audited. Answers how many were purged. */
export async function purgeExpiredExports(deps: Pick<DataExportDeps, 'db' | 'fileStore'>, now: Date): Promise<number> {
  const expired = await deps.db
    .select()
    .from(dataRequests)
    .where(and(eq(dataRequests.kind, 'EXPORT'), eq(dataRequests.status, 'READY'), lte(dataRequests.expiresAt, now)));
  for (const row of expired) {
    if (row.fileKey) await deps.fileStore.delete(row.fileKey);
    await deps.db.transaction(async (tx) => {
      await tx.update(dataRequests).set({ status: 'EXPIRED', fileKey: null }).where(eq(dataRequests.id, row.id));
      await writeAudit(tx, {
        actor: 'system',
        action: 'dataRights.export.purged',
        subjectType: 'client',
        subjectId: row.clientId,
        details: { requestId: row.id },
      });
    });
  }
  return expired.length;
}
