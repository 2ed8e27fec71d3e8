import type { Notice } from '@harta/contracts/schemas/notices';
import type { NoticeFacts } from './notice-facts';

/**
 * Rejected supporting documents (spec section 2): 'Please re-upload your valid documents which must include BNM
 * approval'. Mandatory while a rejected document awaits a new upload. The fact comes from the BNM documents
 * port (bnm-documents-port.ts), answered by modules/bnm-documents.
 */
export function bnmRejectedNotice(facts: Pick<NoticeFacts, 'bnmDocumentsRejected'>): Notice | null {
  if (!facts.bnmDocumentsRejected) return null;
  return { id: 'BNM_DOCUMENTS_REJECTED', code: 'BNM_DOCUMENTS_REJECTED', kind: 'mandatory' };
}
