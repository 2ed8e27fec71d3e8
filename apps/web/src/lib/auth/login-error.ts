import { coreMessagesEn } from '@harta/contracts/core-messages';
import { SecondFactorGrantErrors } from '@harta/contracts/second-factor';

export type LoginFailure =
  /** Wrong e-mail or password: counts towards the device lockout. */
  | 'invalidCredentials'
  /** The server has locked the account. */
  | 'lockout'
  /** The server refuses the account's status (closed, rejected, suspended). */
  | 'accountStatus'
  /** The password was right; the account asks for its second factor's code (not counted). */
  | 'secondFactorRequired'
  /** The password was right; a staff member without a second factor sets one up first (not counted). */
  | 'secondFactorEnrolment'
  /** A wrong second-factor code: counts towards the device lockout, like a wrong password. */
  | 'secondFactorInvalid'
  /** A code already used in its window: counts too. */
  | 'secondFactorReplayed'
  /** Anything else (network, identity server down): not the user's fault, not counted. */
  | 'unavailable';

interface OidcErrorLike {
  error?: unknown;
  error_description?: unknown;
}

/**
 * Classifies what `signinResourceOwnerCredentials` threw. The identity server answers 400 `invalid_grant` for
 * wrong credentials and puts the lockout or account-status message in `error_description`; the second factor's
 * answers have their own `error` (contracts SecondFactorGrantErrors).
 */
export function classifyLoginError(error: unknown): LoginFailure {
  const e = (error && typeof error === 'object' ? error : {}) as OidcErrorLike;
  const description = typeof e.error_description === 'string' ? e.error_description : '';
  if (description === coreMessagesEn['auth.lockout'] || /temporarily suspended/i.test(description)) return 'lockout';
  if (description === coreMessagesEn['auth.accountStatus']) return 'accountStatus';
  if (e.error === 'invalid_grant') return 'invalidCredentials';
  if (e.error === SecondFactorGrantErrors.required) return 'secondFactorRequired';
  if (e.error === SecondFactorGrantErrors.enrollmentRequired) return 'secondFactorEnrolment';
  if (e.error === SecondFactorGrantErrors.invalid) return 'secondFactorInvalid';
  if (e.error === SecondFactorGrantErrors.replayed) return 'secondFactorReplayed';
  return 'unavailable';
}
