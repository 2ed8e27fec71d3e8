import type { savePersonalInformationRequestSchema } from '@harta/contracts/schemas/registration-personal';
import { messagesEn } from '@harta/contracts/messages';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../../db/connection';
import { clients } from '../../../db/schema/clients';
import { CLIENT_ID_NUMBER_INDEX, clientPersonalInfo } from '../../../db/schema/registration';
import { isUniqueViolation } from '../../../db/unique-violation';
import { AppError } from '../../../plugins/errors/app-error';
import { assertCountryNotRestricted, assertOptionsExist } from '../shared/reference-checks';
import { releaseCooledOffIdNumber } from '../shared/reapply';
import { RegistrationErrorCode } from '../shared/registration-errors';

export type PersonalInput = z.output<typeof savePersonalInformationRequestSchema>;

/**
 * 409 ID_NUMBER_TAKEN: another client holds this ID number (one person, one account). It says nothing about
 * whose account it is; the issue puts the message under the number field of the form.
 */
function idNumberTaken(): AppError {
  return new AppError(409, RegistrationErrorCode.IdNumberTaken, messagesEn['registration.idNumberTaken'], {
    issues: [{ path: 'nric', message: 'registration.idNumberTaken' }],
  });
}

/** The checks the schema cannot make: codes against the reference data, nationality against the restricted list. */
export async function checkPersonal(db: Db, input: PersonalInput): Promise<void> {
  await assertOptionsExist(db, [
    ['title', 'TITLE', input.title],
    ['country', 'COUNTRY', input.country],
    ['ethnicity', 'ETHNICITY', input.ethnicity],
  ]);
  await assertCountryNotRestricted(db, input.country);
}

/**
 * Writes step 5 on the caller's transaction (registration and my-profile alike). A number held only by rejected
 * applications past their cooling-off may be taken over; the unique index decides between two clients saving one
 * number at the same moment (409 ID_NUMBER_TAKEN, thrown when the transaction fails on it).
 */
export async function writePersonal(
  tx: Db,
  clientId: number,
  actor: string,
  input: PersonalInput,
  reapplyDays: number,
): Promise<void> {
  const values = {
    title: input.title,
    country: input.country,
    idType: input.idType,
    nric: input.nric,
    gender: input.gender,
    dob: input.dob,
    maritalStatus: input.martialStatus,
    spouseName: input.spouseName,
    spouseNric: input.spouseNRIC,
    ethnicity: input.ethnicity,
    isPep: input.isPep,
    pepDetails: input.pepDetails,
    modifiedBy: actor,
    updatedAt: new Date(),
  };
  await releaseCooledOffIdNumber(tx, input, reapplyDays);
  await tx
    .insert(clientPersonalInfo)
    .values({ clientId, createdBy: actor, ...values })
    .onConflictDoUpdate({ target: clientPersonalInfo.clientId, set: values });
  await tx.update(clients).set({ surName: input.surName }).where(eq(clients.clientId, clientId));
}

/** Maps the unique-index failure of {@link writePersonal}'s transaction to 409 ID_NUMBER_TAKEN. */
export function idNumberConflict(err: unknown): unknown {
  return isUniqueViolation(err, CLIENT_ID_NUMBER_INDEX) ? idNumberTaken() : err;
}
