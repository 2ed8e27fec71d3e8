import type { BnmDocumentsPort } from '../notices/bnm-documents-port';
import { malaysiaDate } from '../trading/trade-calendar';
import { hasApprovalCovering, latestLiveDocumentRejected } from './bnm-documents.repository';

/**
 * What the notices ask of this module: a rejected document not followed by a newer upload raises the
 * rejected-documents notice; a new upload (or a replaced file) clears it, and so does an approval that covers
 * today (a rejected duplicate sent beside the approved letter asks for nothing more).
 */
export const bnmDocumentsNotices: BnmDocumentsPort = {
  hasRejectedDocuments: async (db, clientId) =>
    (await latestLiveDocumentRejected(db, clientId)) &&
    !(await hasApprovalCovering(db, clientId, malaysiaDate(new Date()))),
};
