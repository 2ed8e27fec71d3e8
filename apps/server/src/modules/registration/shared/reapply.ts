import { ClientStatus } from '@harta/contracts/client-status';
import { and, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../../db/connection';
import { clients } from '../../../db/schema/clients';
import { users } from '../../../db/schema/identity';
import { clientPersonalInfo, idNumberKeySql } from '../../../db/schema/registration';
import { clientApplications } from '../../../db/schema/review';
import { findSystemParameter } from '../../reference-data/reference-data.repository';
import { revokeAccountTokens } from '../forgot-password/revoke-sessions';

/**
 * A rejected applicant may apply again once a cooling-off period has passed (issue 15 item 1): the rejection
 * letter says from when. The period is the system parameter REGISTRATION.REAPPLY_AFTER_DAYS, editable by staff;
 * without it (deactivated or not a whole number) the default below applies.
 *
 * Applying again starts a new application: the rejected one stays, untouched, as the record of what was decided
 * (staff find both). Its login gives up the e-mail address and its personal details give up the ID number, so the
 * new application can use both.
 */
export const DEFAULT_REAPPLY_AFTER_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

type Tx = Pick<Db, 'select' | 'update' | 'delete'>;

export async function reapplyAfterDays(db: Pick<Db, 'select'>): Promise<number> {
  const row = await findSystemParameter(db as Db, 'REGISTRATION', 'REAPPLY_AFTER_DAYS');
  const days = row ? Number(row.value) : NaN;
  return Number.isInteger(days) && days >= 0 ? days : DEFAULT_REAPPLY_AFTER_DAYS;
}

/** The first moment a rejection decided at `decidedAt` allows a new application. */
export function reapplyFrom(decidedAt: Date, days: number): Date {
  return new Date(decidedAt.getTime() + days * DAY_MS);
}

/** The address of a login that gave up its e-mail: unique, and in the reserved `.invalid` domain (RFC 2606). */
export function archivedLoginEmail(clientId: number): string {
  return `rejected-${clientId}@archive.invalid`;
}

/**
 * The rejected application's login gives up its e-mail address (and can no longer log in), so a new sign-up can
 * take it. The client row keeps its `email_address` for the record.
 */
export async function archiveRejectedLogin(tx: Tx, userId: string, clientId: number): Promise<void> {
  await tx
    .update(users)
    .set({ email: archivedLoginEmail(clientId), passwordHash: null, disabled: true, updatedAt: new Date() })
    .where(eq(users.id, userId));
  await revokeAccountTokens(tx, userId);
}

/**
 * Releases an ID number held by rejected applications whose cooling-off has passed, so `idType/country/nric`
 * can be saved by a new application. Numbers held by any other application stay taken.
 */
export async function releaseCooledOffIdNumber(
  tx: Tx,
  id: { idType: string; country: string; nric: string },
  days: number,
  now = new Date(),
): Promise<void> {
  const cooledOff = tx
    .select({ clientId: clients.clientId })
    .from(clients)
    .innerJoin(clientApplications, eq(clientApplications.clientId, clients.clientId))
    .where(
      and(
        eq(clients.status, ClientStatus.Reject),
        lte(clientApplications.decidedAt, new Date(now.getTime() - days * DAY_MS)),
      ),
    );
  await tx
    .update(clientPersonalInfo)
    .set({ idNumberReleasedAt: now })
    .where(
      and(
        isNull(clientPersonalInfo.idNumberReleasedAt),
        inArray(clientPersonalInfo.clientId, cooledOff),
        sql`${idNumberKeySql(clientPersonalInfo.idType, clientPersonalInfo.country, clientPersonalInfo.nric)} = ${idNumberKeySql(sql`${id.idType}::text`, sql`${id.country}::text`, sql`${id.nric}::text`)}`,
      ),
    );
}
