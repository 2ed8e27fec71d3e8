import type { Notice } from '@harta/contracts/schemas/notices';
import type { NoticeFacts } from './notice-facts';

/**
 * Restricted-country and politically-exposed-person notices (spec section 2): staff flagged the client for
 * closure; the notice tells them to withdraw every balance. Mandatory: it returns until the account is closed.
 */
export function closureNotice(facts: Pick<NoticeFacts, 'closure'>): Notice | null {
  if (!facts.closure) return null;
  const code = facts.closure.reason === 'PEP' ? 'CLOSURE_PEP' : 'CLOSURE_RESTRICTED_COUNTRY';
  return { id: code, code, kind: 'mandatory' };
}
