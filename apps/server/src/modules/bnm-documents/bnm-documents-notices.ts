import type { BnmDocumentsPort } from '../notices/bnm-documents-port';
import { latestLiveDocumentRejected } from './bnm-documents.repository';

/**
 * What the notices ask of this module: a rejected document not followed by a newer upload raises the
 * rejected-documents notice; a new upload (or a replaced file) clears it.
 */
export const bnmDocumentsNotices: BnmDocumentsPort = {
  hasRejectedDocuments: (db, clientId) => latestLiveDocumentRejected(db, clientId),
};
