import { errorBodySchema } from '@harta/contracts/errors';
import { ApiPaths } from '@harta/contracts/paths';
import {
  clientDocumentsResponseSchema,
  documentMatchingRequestSchema,
  documentMatchingResponseSchema,
  DOCUMENT_MAX_KB,
  liveDetectionInfoResponseSchema,
  saveClientDocumentFieldsSchema,
  saveClientDocumentResponseSchema,
} from '@harta/contracts/schemas/registration-documents';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/connection';
import type { EkycProvider } from '../../providers/ekyc/ekyc-provider';
import { isStaff, requireClient, requireUser } from '../../plugins/auth/caller';
import { assertOwnClientId } from '../../plugins/auth/ownership';
import { NotFoundError, ValidationError } from '../../plugins/errors/app-error';
import { writeAudit } from '../audit/audit-log';
import { viewedApplicationRecently } from '../backoffice/recent-view';
import { assertCanSaveStep } from '../registration/shared/client-steps';
import type { FileStore } from '../files/file-store';
import { listDocuments, readDocumentFile, saveDocument } from './documents.service';
import { readUpload } from '../files/uploads';
import { findDocument } from './kyc.repository';
import { IDENTITY_STEP, liveDetectionInfo, runMatching } from './matching.service';
import { routePattern } from '../../http/route-pattern';

export interface KycRoutesOptions {
  db: Db;
  fileStore: FileStore;
  encryptionKey: Buffer;
  ekyc: EkycProvider;
}

const clientIdQuerySchema = z.object({ clientId: z.coerce.number().int().positive().optional() });

/** Registration step 4 (docs/registration.md): documents, e-KYC matching, and the document file download. */
export const kycRoutes: FastifyPluginAsyncZod<KycRoutesOptions> = async (app, options) => {
  const { db, ekyc } = options;
  const docDeps = { db, fileStore: options.fileStore, encryptionKey: options.encryptionKey };

  app.post(
    ApiPaths.registration.saveClientDocumentMobile,
    {
      // The body is multipart: the ownership of a clientId field is checked once the fields are read.
      config: { auth: 'client', ownership: 'manual' },
      schema: {
        tags: ['Registration'],
        summary: 'Step 4: upload an ID page or the selfie (multipart: idType, documentType, file)',
        description:
          'Fields idType (MYKAD|MYPR|MYKAS|PASSPORT), documentType (ID_FRONT|ID_BACK|SELFIE), optional clientId, then ' +
          'the file part `file` (jpg, jpeg, png; pdf for ID pages; 20–5120 KB; content must match the extension). ' +
          'Files are encrypted at rest. Re-uploading replaces the earlier file of that type.',
        consumes: ['multipart/form-data'],
        response: { 200: saveClientDocumentResponseSchema, 409: errorBodySchema, 413: errorBodySchema },
      },
    },
    async (request) => {
      const client = requireClient(request);
      assertCanSaveStep(client, IDENTITY_STEP);
      const { fields, file } = await readUpload(request, DOCUMENT_MAX_KB);
      await assertOwnClientId(request, fields.clientId);
      const parsed = saveClientDocumentFieldsSchema.safeParse(fields);
      if (!parsed.success) {
        throw new ValidationError(parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message })));
      }
      const document = await saveDocument(docDeps, {
        clientId: client.clientId,
        idType: parsed.data.idType,
        documentType: parsed.data.documentType,
        file,
      });
      return { result: document };
    },
  );

  app.post(
    ApiPaths.registration.saveClientDocumentMatchingMobile,
    {
      config: { auth: 'client' },
      schema: {
        tags: ['Registration'],
        summary: 'Step 4: run the e-KYC check (document, liveness, face match) on the uploaded documents',
        description:
          'At most 5 attempts; then 409 KYC_ATTEMPTS_EXHAUSTED until staff reset them. 409 KYC_DOCUMENTS_MISSING ' +
          'when a required document is missing. A pass moves the client to step 5.',
        body: documentMatchingRequestSchema,
        response: { 200: documentMatchingResponseSchema, 409: errorBodySchema },
      },
    },
    async (request) => {
      const client = requireClient(request);
      assertCanSaveStep(client, IDENTITY_STEP);
      return { result: await runMatching({ ...docDeps, ekyc }, client) };
    },
  );

  app.get(
    ApiPaths.registration.getClientDocumentByClientId,
    {
      config: { auth: 'client' },
      schema: {
        tags: ['Registration'],
        summary: "Step 4: the caller's current documents (prefill), with download links",
        querystring: clientIdQuerySchema,
        response: { 200: clientDocumentsResponseSchema },
      },
    },
    async (request) => ({ result: await listDocuments(db, requireClient(request).clientId) }),
  );

  app.get(
    ApiPaths.registration.getClientLiveDetectionInfoByClientId,
    {
      config: { auth: 'client' },
      schema: {
        tags: ['Registration'],
        summary: 'Step 4: liveness / face-match state (passed, attempts left, last result)',
        querystring: clientIdQuerySchema,
        response: { 200: liveDetectionInfoResponseSchema },
      },
    },
    async (request) => ({ result: await liveDetectionInfo({ db }, requireClient(request).clientId) }),
  );

  app.get(
    routePattern(ApiPaths.registration.documentFile, 'documentId'),
    {
      config: { auth: 'clientOrStaff', staffRoles: ['reviewer', 'compliance'] },
      schema: {
        tags: ['Registration'],
        summary:
          'The file of an uploaded document: its owner or staff only (staff access is audit-logged, a preview by the application view that lists it; anyone else: 404)',
        params: z.object({ documentId: z.string().max(64) }),
        querystring: z.object({
          /** 'preview': a thumbnail on the staff application page, covered by that page's own audit entry. */
          view: z.enum(['preview']).optional(),
        }),
      },
    },
    async (request, reply) => {
      const row = await findDocument(db, request.params.documentId);
      const user = requireUser(request);
      const staff = isStaff(user);
      // Another client's document answers exactly as a missing one (404, not 403), so no one can learn which ids
      // exist (they are random besides).
      if (!row || (!staff && request.client?.clientId !== row.clientId)) throw new NotFoundError();
      const data = await readDocumentFile(docDeps, row);
      const coveredPreview =
        staff && request.query.view === 'preview' && (await viewedApplicationRecently(db, user.sub, row.clientId));
      if (staff && !coveredPreview) {
        await writeAudit(db, {
          actor: user.sub,
          action: 'document.view',
          subjectType: 'client',
          subjectId: row.clientId,
          details: { documentId: row.guid, documentType: row.documentType },
          requestId: request.id,
        });
      }
      const extension = row.contentType === 'application/pdf' ? 'pdf' : row.contentType === 'image/png' ? 'png' : 'jpg';
      return reply
        .header('content-type', row.contentType)
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `inline; filename="${row.documentType.toLowerCase()}-${row.guid}.${extension}"`)
        .send(data);
    },
  );
};
