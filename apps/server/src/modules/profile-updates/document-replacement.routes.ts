import { errorBodySchema, profileUpdateResultSchema } from '@harta/contracts/errors';
import { ApiPaths } from '@harta/contracts/paths';
import {
  documentReplacementDecisionResponseSchema,
  documentReplacementQueueResponseSchema,
  documentReplacementRejectRequestSchema,
  documentReplacementResponseSchema,
  DocumentReplacementPages,
  replacementPagesFor,
  updateClientDocumentFieldsSchema,
  type DocumentReplacement,
} from '@harta/contracts/schemas/profile-documents';
import { documentFileRules, DOCUMENT_MAX_KB } from '@harta/contracts/schemas/registration-documents';
import type { messagesEn } from '@harta/contracts/messages';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/connection';
import { clients } from '../../db/schema/clients';
import { routePattern } from '../../http/route-pattern';
import { requireClient, requireUser } from '../../plugins/auth/caller';
import { assertOwnClientId } from '../../plugins/auth/ownership';
import { ValidationError } from '../../plugins/errors/app-error';
import { mailSenderOf, sendClientMail } from '../completion/client-mail';
import type { FileStore } from '../files/file-store';
import { sendStoredFile } from '../files/send-file';
import { checkUploadedFile, readUploads } from '../files/uploads';
import {
  decide,
  latestReplacementOf,
  readReplacementPage,
  replacementQueue,
  submitReplacement,
} from './document-replacement.service';
import { documentDecisionMail } from './profile-mail';
import { asProfileResult, requireActiveClient } from './profile-update';

export interface DocumentReplacementRoutesOptions {
  db: Db;
  fileStore: FileStore;
  encryptionKey: Buffer;
}

const invalid = (path: string, key: keyof typeof messagesEn) => new ValidationError([{ path, message: key }]);

/**
 * Identity-document replacement (docs/account.md "Identity document replacement"): the client's
 * `updateClientDocument` (spec section 7) and the read of its state, and the staff review in the back office.
 * The body and the files are checked as at registration step 4 (400 / 413 with the field); a rule the server
 * refuses answers `{ status: false, errorMessage }` like the other profile updates.
 */
export const documentReplacementRoutes: FastifyPluginAsyncZod<DocumentReplacementRoutesOptions> = async (
  app,
  options,
) => {
  const deps = { db: options.db, fileStore: options.fileStore, encryptionKey: options.encryptionKey };
  const { db } = options;
  const actor = (request: FastifyRequest) => ({ userId: requireUser(request).sub, requestId: request.id });

  app.post(
    ApiPaths.clientProfile.updateClientDocument,
    {
      // Multipart: a clientId field is checked once the fields are read.
      config: { auth: 'client', ownership: 'manual' },
      schema: {
        tags: ['Client profile'],
        summary: 'Replace the identity document (renewed MyKad / passport): step-up code; staff review it',
        description:
          'Multipart: fields idType and idNumber (those of the account), expiryDate (YYYY-MM-DD, passport only, ' +
          'after today), stepUpOtp (sendStepUpOTP with change "document"), optional clientId; then the file parts ' +
          '`front` and, unless a passport, `back` (jpg, jpeg, png or pdf, 20–5120 KB, content matching the ' +
          'extension; stored encrypted). The old document stays the one of record until staff approve.',
        consumes: ['multipart/form-data'],
        response: { 200: profileUpdateResultSchema, 400: errorBodySchema, 403: errorBodySchema, 413: errorBodySchema },
      },
    },
    async (request) => {
      requireClient(request);
      const { fields, files } = await readUploads(request, DOCUMENT_MAX_KB, DocumentReplacementPages);
      await assertOwnClientId(request, fields.clientId);
      const parsed = updateClientDocumentFieldsSchema.safeParse(fields);
      if (!parsed.success) {
        throw new ValidationError(parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message })));
      }
      const { idType, idNumber, expiryDate, stepUpOtp } = parsed.data;
      const wanted = replacementPagesFor(idType);
      if (!files.front) throw invalid('front', 'kyc.fileMissing');
      if (files.back && !wanted.includes('back')) throw invalid('back', 'profile.documentBackNotForPassport');
      if (!files.back && wanted.includes('back')) throw invalid('back', 'profile.documentBackRequired');
      checkUploadedFile(documentFileRules.ID_FRONT, files.front);
      if (files.back) checkUploadedFile(documentFileRules.ID_BACK, files.back);
      return asProfileResult(async () => {
        const client = requireActiveClient(request);
        await submitReplacement(deps, request, client, {
          idType,
          idNumber,
          expiryDate,
          stepUpOtp,
          pages: { front: files.front, ...(files.back ? { back: files.back } : {}) },
        });
      });
    },
  );

  app.get(
    ApiPaths.clientProfile.getClientDocumentReplacement,
    {
      config: { auth: 'client' },
      schema: {
        tags: ['Client profile'],
        summary: "The caller's latest identity-document replacement and its review (null when none)",
        response: { 200: documentReplacementResponseSchema },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return { result: await latestReplacementOf(db, requireClient(request).clientId) };
    },
  );

  const tags = ['Back office'];
  const idParams = z.object({ id: z.string().max(64) });

  app.get(
    ApiPaths.backofficeDocumentReplacements.queue,
    {
      config: { auth: 'staff', staffRoles: ['reviewer'] },
      schema: {
        tags,
        summary: 'Identity-document replacements awaiting review, oldest first',
        response: { 200: documentReplacementQueueResponseSchema },
      },
    },
    async (_request, reply) => {
      void reply.header('cache-control', 'no-store');
      return { result: await replacementQueue(db) };
    },
  );

  async function mailDecision(request: FastifyRequest, replacement: DocumentReplacement, reason?: string) {
    const [client] = await db.select().from(clients).where(eq(clients.clientId, replacement.clientId));
    if (!client) return;
    const decision = reason === undefined ? ({ approved: true } as const) : { approved: false as const, reason };
    await sendClientMail(
      mailSenderOf(app),
      request.log,
      documentDecisionMail(client, decision, new Date(replacement.submittedAt)),
    );
  }

  app.post(
    routePattern(ApiPaths.backofficeDocumentReplacements.approve, 'id'),
    {
      config: { auth: 'staff', staffRoles: ['reviewer'] },
      schema: {
        tags,
        summary: 'Approve a replacement: its pages become the documents of record; audit-logged, client e-mailed',
        params: idParams,
        response: { 200: documentReplacementDecisionResponseSchema, 404: errorBodySchema, 409: errorBodySchema },
      },
    },
    async (request) => {
      const result = await decide(db, request.params.id, { approved: true }, actor(request));
      await mailDecision(request, result);
      return { result };
    },
  );

  app.post(
    routePattern(ApiPaths.backofficeDocumentReplacements.reject, 'id'),
    {
      config: { auth: 'staff', staffRoles: ['reviewer'] },
      schema: {
        tags,
        summary: 'Reject a replacement with a reason (the old document stays); audit-logged, client e-mailed',
        params: idParams,
        body: documentReplacementRejectRequestSchema,
        response: { 200: documentReplacementDecisionResponseSchema, 404: errorBodySchema, 409: errorBodySchema },
      },
    },
    async (request) => {
      const { reason } = request.body;
      const result = await decide(db, request.params.id, { approved: false, reason }, actor(request));
      await mailDecision(request, result, reason);
      return { result };
    },
  );

  app.get(
    routePattern((id) => ApiPaths.backofficeDocumentReplacements.file(id, '__page__'), 'id').replace(
      '__page__',
      ':page',
    ),
    {
      config: { auth: 'staff', staffRoles: ['reviewer'] },
      schema: {
        tags,
        summary: "A replacement page's file (front or back), for staff; audit-logged",
        params: idParams.extend({ page: z.enum(DocumentReplacementPages) }),
      },
    },
    async (request, reply) => {
      const { file, data } = await readReplacementPage(deps, request.params.id, request.params.page, actor(request));
      return sendStoredFile(reply, file.contentType, `replacement-${request.params.id}-${file.page}`, data);
    },
  );
};
