import type { Db } from '../../db/connection';

/**
 * What the notices need from the central-bank (BNM) approval documents of issue #13 item 4: whether the client has
 * a rejected document awaiting a new upload. That lifecycle (bnmUpload, staff review) is NOT built yet, so the
 * only implementation answers "none rejected" and the rejected-documents notice never shows. The documents module
 * replaces `noBnmDocumentsYet` in app.ts with one that reads its table.
 */
export interface BnmDocumentsPort {
  hasRejectedDocuments(db: Db, clientId: number): Promise<boolean>;
}

/** Placeholder until BNM documents exist: no document can have been rejected. */
export const noBnmDocumentsYet: BnmDocumentsPort = {
  hasRejectedDocuments: async () => false,
};
