import type { Notice } from '@harta/contracts/schemas/notices';
import { validateSpouseNric } from '@harta/contracts/spouse-nric';
import type { NoticeFacts } from './notice-facts';

/**
 * Spouse ID update (spec sections 2 and 5): a married client whose spouse NRIC/passport is missing or fails the
 * section 5 rules (records from before the rules, or imported ones). Mandatory: 'Remind Me Later' only hides it
 * until the next login.
 */
export function spouseIdNotice(facts: Pick<NoticeFacts, 'personal'>): Notice | null {
  const personal = facts.personal;
  if (!personal || personal.maritalStatus !== 'MARRIED') return null;
  if (validateSpouseNric(personal.spouseNric) === null) return null;
  return { id: 'SPOUSE_ID', code: 'SPOUSE_ID', kind: 'mandatory' };
}
