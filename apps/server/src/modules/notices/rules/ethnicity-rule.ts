import type { Notice } from '@harta/contracts/schemas/notices';
import type { NoticeFacts } from './notice-facts';

/**
 * 'Update Your Ethnicity' (spec section 2): the ethnicity is missing, or staff retired its code from the
 * reference list. Mandatory until the client picks a listed one in my-profile.
 */
export function ethnicityNotice(facts: Pick<NoticeFacts, 'personal'>): Notice | null {
  const personal = facts.personal;
  const missing = !personal || personal.ethnicity.trim() === '';
  if (!missing && personal.ethnicityListed) return null;
  return { id: 'ETHNICITY', code: 'ETHNICITY', kind: 'mandatory' };
}
