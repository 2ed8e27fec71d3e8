import { coreMessagesEn } from '@harta/contracts/core-messages';

export type LoginFailure =
  /** Wrong e-mail or password: counts towards the device lockout. */
  | 'invalidCredentials'
  /** The server has locked the account. */
  | 'lockout'
  /** The server refuses the account's status (closed, rejected, suspended). */
  | 'accountStatus'
  /** Anything else (network, identity server down): not the user's fault, not counted. */
  | 'unavailable';

interface OidcErrorLike {
  error?: unknown;
  error_description?: unknown;
}

/**
 * Classifies what `signinResourceOwnerCredentials` threw. The identity server answers 400 `invalid_grant` for
 * wrong credentials and puts the lockout or account-status message in `error_description`.
 */
export function classifyLoginError(error: unknown): LoginFailure {
  const e = (error && typeof error === 'object' ? error : {}) as OidcErrorLike;
  const description = typeof e.error_description === 'string' ? e.error_description : '';
  if (description === coreMessagesEn['auth.lockout'] || /temporarily suspended/i.test(description)) return 'lockout';
  if (description === coreMessagesEn['auth.accountStatus']) return 'accountStatus';
  if (e.error === 'invalid_grant') return 'invalidCredentials';
  return 'unavailable';
}
