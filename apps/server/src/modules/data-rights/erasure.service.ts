import { messagesEn } from '@harta/contracts/messages';
import { DataRightsErrorCode, type ErasureRequest } from '@harta/contracts/schemas/data-rights';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/connection';
import { isUuid } from '../../db/public-id';
import { clients } from '../../db/schema/clients';
import { dataRequests } from '../../db/schema/data-rights';
import { clientContactInfo, clientFinancialInfo, clientPersonalInfo } from '../../db/schema/registration';
import { isUniqueViolation } from '../../db/unique-violation';
import { AppError, NotFoundError } from '../../plugins/errors/app-error';
import { writeAudit } from '../audit/audit-log';
import type { FileStore } from '../files/file-store';
import type { Mailer } from '../mail/mail-service';
import { mailLanguage } from '../mail/mail-language';
import { anonymiseClient } from './anonymise-client';
import { closedAt, toErasureRequest, type DataRequestRow } from './data-requests.repository';
import { readDataRightsParameters } from './data-rights-parameters';
import type { Actor } from './data-export.service';

/**
 * Erasure (docs/operations.md "Personal-data requests"): asked for by the client (or recorded by staff for a
 * closed client who wrote in), scheduled for the end of the financial records' retention period after closure,
 * and carried out by staff once due: `carryOutErasure` is the one function the action calls (and the four-eyes
 * approval will call once it exists). Every step audited.
 */

/** closure + `years`, on the same calendar day. */
export function erasureDueAt(closed: Date, years: number): Date {
  const due = new Date(closed);
  due.setUTCFullYear(due.getUTCFullYear() + years);
  return due;
}

const alreadyRequested = () =>
  new AppError(409, DataRightsErrorCode.ErasureAlreadyRequested, messagesEn['dataRights.erasureAlreadyRequested']);

/** Records an erasure request: SCHEDULED with its due date for a closed account, WAITING_CLOSURE otherwise. */
export async function requestErasure(
  deps: { db: Db; mailer?: Mailer | undefined },
  clientId: number,
  actor: Actor,
  now: Date,
): Promise<ErasureRequest> {
  const { db } = deps;
  const { retentionYears } = await readDataRightsParameters(db);
  const closed = await closedAt(db, clientId);
  const dueAt = closed ? erasureDueAt(closed, retentionYears) : null;
  const row = await db.transaction(async (tx) => {
    const [client] = await tx
      .select({ id: clients.clientId })
      .from(clients)
      .where(eq(clients.clientId, clientId))
      .for('update');
    if (!client) throw new NotFoundError();
    const [open] = await tx
      .select({ id: dataRequests.id })
      .from(dataRequests)
      .where(
        and(
          eq(dataRequests.clientId, clientId),
          eq(dataRequests.kind, 'ERASURE'),
          inArray(dataRequests.status, ['WAITING_CLOSURE', 'SCHEDULED', 'DONE']),
        ),
      );
    if (open) throw alreadyRequested();
    let inserted: DataRequestRow | undefined;
    try {
      [inserted] = await tx
        .insert(dataRequests)
        .values({
          clientId,
          kind: 'ERASURE',
          status: dueAt ? 'SCHEDULED' : 'WAITING_CLOSURE',
          requestedBy: actor.userId,
          requestedAt: now,
          dueAt,
        })
        .returning();
    } catch (err) {
      if (isUniqueViolation(err, 'data_requests_one_erasure_idx')) throw alreadyRequested();
      throw err;
    }
    if (!inserted) throw new Error('erasure request not inserted');
    await writeAudit(tx, {
      actor: actor.userId,
      action: dueAt ? 'dataRights.erasure.scheduled' : 'dataRights.erasure.request',
      subjectType: 'client',
      subjectId: clientId,
      details: { requestId: inserted.id, dueAt: dueAt?.toISOString() ?? null, retentionYears },
      ...(actor.requestId ? { requestId: actor.requestId } : {}),
    });
    return inserted;
  });
  if (deps.mailer) await tellClient(db, deps.mailer, clientId, row, retentionYears);
  return toErasureRequest(row);
}

async function tellClient(db: Db, mailer: Mailer, clientId: number, row: DataRequestRow, years: number) {
  const [client] = await db
    .select({ email: clients.emailAddress, name: clients.givenName, language: clients.language })
    .from(clients)
    .where(eq(clients.clientId, clientId));
  if (!client) return;
  const mail = mailLanguage(client.language);
  const when = row.dueAt
    ? mail.text('dataErasure.requested.due', { years: String(years), due: mail.date(row.dueAt) })
    : mail.text('dataErasure.requested.waiting', { years: String(years) });
  await mailer.send({
    to: client.email,
    subject: mail.text('dataErasure.requested.subject'),
    text: [
      mail.text('mail.hello', { name: client.name }),
      '',
      mail.text('dataErasure.requested.body', { date: mail.date(row.requestedAt) }),
      when,
      '',
      mail.text('mail.notYou'),
      '',
      mail.text('mail.signature'),
    ].join('\n'),
  });
}

/**
 * Requests waiting for their account's closure get their due date once it has closed (audited
 * `dataRights.erasure.scheduled`). Run before the staff list is read and by the daily job.
 */
export async function scheduleClosedAccounts(db: Db): Promise<number> {
  const waiting = await db
    .select()
    .from(dataRequests)
    .where(and(eq(dataRequests.kind, 'ERASURE'), eq(dataRequests.status, 'WAITING_CLOSURE')));
  if (waiting.length === 0) return 0;
  const { retentionYears } = await readDataRightsParameters(db);
  let scheduled = 0;
  for (const row of waiting) {
    const closed = await closedAt(db, row.clientId);
    if (!closed) continue;
    const dueAt = erasureDueAt(closed, retentionYears);
    await db.transaction(async (tx) => {
      const [updated] = await tx
        .update(dataRequests)
        .set({ status: 'SCHEDULED', dueAt })
        .where(and(eq(dataRequests.id, row.id), eq(dataRequests.status, 'WAITING_CLOSURE')))
        .returning({ id: dataRequests.id });
      if (!updated) return;
      scheduled += 1;
      await writeAudit(tx, {
        actor: 'system',
        action: 'dataRights.erasure.scheduled',
        subjectType: 'client',
        subjectId: row.clientId,
        details: { requestId: row.id, closedAt: closed.toISOString(), dueAt: dueAt.toISOString(), retentionYears },
      });
    });
  }
  return scheduled;
}

/** The values the person was known by: the audit sweep blanks any other entry quoting them. */
async function identifiersOf(tx: Tx, clientId: number): Promise<{ userId: string; identifiers: string[] }> {
  const [row] = await tx
    .select({
      userId: clients.userId,
      email: clients.emailAddress,
      givenName: clients.givenName,
      surName: clients.surName,
      mobile: clients.mobileNumber,
      nric: clientPersonalInfo.nric,
      spouseNric: clientPersonalInfo.spouseNric,
      verifiedMobile: clientContactInfo.verifiedMobileNumber,
      address: clientContactInfo.addressLine1,
      bankAccount: clientFinancialInfo.bankAccountNumber,
    })
    .from(clients)
    .leftJoin(clientPersonalInfo, eq(clientPersonalInfo.clientId, clients.clientId))
    .leftJoin(clientContactInfo, eq(clientContactInfo.clientId, clients.clientId))
    .leftJoin(clientFinancialInfo, eq(clientFinancialInfo.clientId, clients.clientId))
    .where(eq(clients.clientId, clientId));
  if (!row) throw new NotFoundError();
  // A given name or surname alone is not searched for: another client's entry may well quote the same "Ahmad". The
  // full name, the addresses and numbers are the person's own.
  const { userId, givenName, surName, ...values } = row;
  const identifiers = Object.values(values).filter((v): v is string => typeof v === 'string' && v.length > 0);
  if (givenName && surName) identifiers.push(`${givenName} ${surName}`);
  return { userId, identifiers };
}

export interface ErasureDeps {
  db: Db;
  fileStore: FileStore;
  log: { warn(obj: object, msg: string): void };
}

/**
 * Carries out a due erasure: refused (409) before the account is closed, before the due date, or twice. In one
 * transaction the client is anonymised (anonymise-client.ts), the request marked DONE and the step audited;
 * the files are deleted after commit. The seam for four eyes: the approval calls this with the approver as actor.
 */
export async function carryOutErasure(deps: ErasureDeps, guid: string, actor: Actor, now: Date) {
  const { db } = deps;
  // Named by its public id (the guid); anything else, an old integer id included, is not found.
  if (!isUuid(guid)) throw new NotFoundError();
  const { retentionYears } = await readDataRightsParameters(db);
  const result = await db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(dataRequests)
      .where(and(eq(dataRequests.guid, guid), eq(dataRequests.kind, 'ERASURE')))
      .for('update');
    if (!row) throw new NotFoundError();
    if (row.status === 'DONE') {
      throw new AppError(409, DataRightsErrorCode.ErasureDone, messagesEn['dataRights.erasureDone']);
    }
    const closed = await closedAt(tx, row.clientId);
    if (!closed) {
      throw new AppError(409, DataRightsErrorCode.ErasureNotClosed, messagesEn['dataRights.erasureNotClosed']);
    }
    const dueAt = erasureDueAt(closed, retentionYears);
    if (dueAt > now) {
      throw new AppError(
        409,
        DataRightsErrorCode.ErasureNotDue,
        messagesEn['dataRights.erasureNotDue'].replace('{{date}}', dueAt.toISOString().slice(0, 10)),
      );
    }
    const { userId, identifiers } = await identifiersOf(tx, row.clientId);
    const files = await anonymiseClient(tx, { clientId: row.clientId, userId, identifiers });
    const [done] = await tx
      .update(dataRequests)
      .set({ status: 'DONE', dueAt, completedAt: now, completedBy: actor.userId })
      .where(eq(dataRequests.id, row.id))
      .returning();
    await writeAudit(tx, {
      actor: actor.userId,
      action: 'dataRights.erasure.done',
      subjectType: 'client',
      subjectId: row.clientId,
      details: { requestId: row.id, closedAt: closed.toISOString(), dueAt: dueAt.toISOString(), files: files.length },
      ...(actor.requestId ? { requestId: actor.requestId } : {}),
    });
    if (!done) throw new Error('erasure request not updated');
    return { row: done, files };
  });
  for (const key of result.files) {
    await deps.fileStore.delete(key).catch((err: unknown) => {
      // Listed for the operator; the personal data in the database is already gone.
      deps.log.warn({ err, key, requestId: result.row.id }, 'erasure: a file could not be deleted');
    });
  }
  return toErasureRequest(result.row);
}
