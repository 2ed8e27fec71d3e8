import type { Db } from '../../db/connection';

/**
 * What the notices need from the central-bank (BNM) approval documents (issue #13 item 4): whether the client has
 * a rejected document awaiting a new upload. Implemented by modules/bnm-documents (`bnmDocumentsNotices`), wired
 * in app.ts; a port so the rules' tests can answer it without a document table.
 */
export interface BnmDocumentsPort {
  hasRejectedDocuments(db: Db, clientId: number): Promise<boolean>;
}
