import { ClientStatus } from '@harta/contracts/client-status';
import { messagesEn } from '@harta/contracts/messages';
import { NoticeErrorCode, type ClosureFlag, type ClosureFlagRequest } from '@harta/contracts/schemas/notices';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { clients } from '../../db/schema/clients';
import { AppError, ConflictError, NotFoundError } from '../../plugins/errors/app-error';
import { writeAudit } from '../audit/audit-log';
import { accountIsEmpty } from './account-balance';
import { deleteClosureFlag, findClosureFlag, insertClosureFlag, type ClosureFlagRow } from './closure-flags.repository';

/** Staff acting, for the audit log. */
export interface StaffActor {
  userId: string;
  requestId: string;
}

export function toClosureFlag(row: ClosureFlagRow): ClosureFlag {
  return {
    clientId: row.clientId,
    reason: row.reason as ClosureFlag['reason'],
    note: row.note,
    flaggedBy: row.flaggedBy,
    flaggedAt: row.flaggedAt.toISOString(),
  };
}

/** Locks the client row (so a flag, a lift and a close of one client happen one after another); 404 if none. */
async function lockClient(tx: Db, clientId: number): Promise<{ status: string }> {
  const [row] = await tx
    .select({ status: clients.status })
    .from(clients)
    .where(eq(clients.clientId, clientId))
    .for('no key update');
  if (!row) throw new NotFoundError();
  return row;
}

export async function readClosureFlag(db: Db, clientId: number): Promise<ClosureFlag | null> {
  const row = await findClosureFlag(db, clientId);
  if (row) return toClosureFlag(row);
  const [client] = await db.select({ id: clients.clientId }).from(clients).where(eq(clients.clientId, clientId));
  if (!client) throw new NotFoundError();
  return null;
}

/** Flags a client for closure (PEP / restricted country): from now on they may only withdraw. Audited. */
export async function flagForClosure(
  db: Db,
  clientId: number,
  input: ClosureFlagRequest,
  actor: StaffActor,
): Promise<ClosureFlag> {
  return db.transaction(async (tx) => {
    await lockClient(tx as unknown as Db, clientId);
    const row = await insertClosureFlag(tx, {
      clientId,
      reason: input.reason,
      note: input.note || null,
      flaggedBy: actor.userId,
    });
    if (!row) throw new ConflictError(messagesEn['notices.alreadyFlagged']);
    await writeAudit(tx, {
      actor: actor.userId,
      action: 'client.closureFlag.set',
      subjectType: 'client',
      subjectId: clientId,
      details: { reason: input.reason, note: row.note },
      requestId: actor.requestId,
    });
    return toClosureFlag(row);
  });
}

/** Lifts the flag (e.g. set in error): the client may deposit again. Audited; 404 when there is no flag. */
export async function liftClosureFlag(db: Db, clientId: number, actor: StaffActor): Promise<ClosureFlag> {
  return db.transaction(async (tx) => {
    await lockClient(tx as unknown as Db, clientId);
    const row = await deleteClosureFlag(tx, clientId);
    if (!row) throw new NotFoundError();
    await writeAudit(tx, {
      actor: actor.userId,
      action: 'client.closureFlag.lift',
      subjectType: 'client',
      subjectId: clientId,
      details: { reason: row.reason, flaggedBy: row.flaggedBy, flaggedAt: row.flaggedAt.toISOString() },
      requestId: actor.requestId,
    });
    return toClosureFlag(row);
  });
}

/**
 * Closes a flagged client's account (status CLOSE: login then answers 'Can't login, account CLOSED/REJECTED/
 * SUSPENDED.') once every balance is zero and nothing is on the way. Audited.
 */
export async function closeFlaggedAccount(
  db: Db,
  clientId: number,
  actor: StaffActor,
  now: Date,
): Promise<{ clientId: number; status: string; closedAt: string }> {
  return db.transaction(async (tx) => {
    const client = await lockClient(tx as unknown as Db, clientId);
    const flag = await findClosureFlag(tx, clientId);
    if (!flag) throw new NotFoundError();
    if (client.status === ClientStatus.Close) throw new ConflictError(messagesEn['api.accountStatus']);
    if (!(await accountIsEmpty(tx, clientId))) {
      throw new AppError(409, NoticeErrorCode.BalanceNotZero, messagesEn['notices.balanceNotZero']);
    }
    await tx
      .update(clients)
      .set({ status: ClientStatus.Close, updatedAt: sql`now()` })
      .where(eq(clients.clientId, clientId));
    await writeAudit(tx, {
      actor: actor.userId,
      action: 'client.close',
      subjectType: 'client',
      subjectId: clientId,
      details: { from: client.status, reason: flag.reason },
      requestId: actor.requestId,
    });
    return { clientId, status: ClientStatus.Close, closedAt: now.toISOString() };
  });
}
