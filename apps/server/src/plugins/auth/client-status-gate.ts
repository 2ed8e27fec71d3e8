import { isBlockedStatus } from '@harta/contracts/client-status';
import { AccountStatusError } from '../errors/app-error';

/**
 * Spec section 4: REJECT, CLOSE and SUSPEND accounts cannot log in, so the server refuses their data calls
 * (the app's own copy of this rule is only for the user's benefit). DRAFT and PENDING pass: registration and
 * the pending page still need their data. Routes that must answer every status opt out with
 * `config.clientStatus: 'any'`.
 */
export function assertClientStatusAllowed(status: string): void {
  if (isBlockedStatus(status)) throw new AccountStatusError();
}
