import type { Db } from '../../../db/connection';
import { ValidationError, type ErrorIssue } from '../../../plugins/errors/app-error';
import { findRestrictedCountry, findValue } from '../../reference-data/reference-data.repository';
import { RegistrationError, RegistrationErrorCode } from './registration-errors';

/**
 * Codes a step names must exist (and be active) in the reference data; all missing ones are reported together
 * as one 400 with an issue per field ('validation.unknownOption').
 */
export async function assertOptionsExist(
  db: Db,
  checks: readonly (readonly [field: string, type: string, code: string | null | undefined])[],
): Promise<void> {
  const issues: ErrorIssue[] = [];
  await Promise.all(
    checks.map(async ([field, type, code]) => {
      if (!code) return;
      if (!(await findValue(db, type, code))) issues.push({ path: field, message: 'validation.unknownOption' });
    }),
  );
  if (issues.length > 0) throw new ValidationError(issues.sort((a, b) => a.path.localeCompare(b.path)));
}

/** A country on the restricted list stops the application: 409 RESTRICTED_COUNTRY with a notice naming it. */
export async function assertCountryNotRestricted(db: Db, code: string): Promise<void> {
  const restricted = await findRestrictedCountry(db, code);
  if (restricted) {
    throw new RegistrationError(409, RegistrationErrorCode.RestrictedCountry, 'registration.restrictedCountry', {
      country: restricted.name ?? restricted.code,
    });
  }
}
