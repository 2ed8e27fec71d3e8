import { errorBodySchema } from '@harta/contracts/errors';
import { messagesEn } from '@harta/contracts/messages';
import { ApiPaths } from '@harta/contracts/paths';
import {
  BNM_CLIENT_ID_HEADER,
  bnmCancelRequestSchema,
  bnmDocumentFileRules,
  bnmDocumentIdParamsSchema,
  bnmDocumentResponseSchema,
  bnmDocumentsResponseSchema,
  bnmGetQuerySchema,
  bnmUpdateFieldsSchema,
  bnmUploadFieldsSchema,
} from '@harta/contracts/schemas/bnm-documents';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Db } from '../../db/connection';
import { routePattern } from '../../http/route-pattern';
import { isStaff, requestActor, requireClient, requireUser } from '../../plugins/auth/caller';
import { assertOwnClientId, resolveClientId } from '../../plugins/auth/ownership';
import { ValidationError } from '../../plugins/errors/app-error';
import type { FileStore } from '../files/file-store';
import { sendStoredFile } from '../files/send-file';
import { readUpload } from '../files/uploads';
import {
  cancelBnmDocument,
  listBnmDocuments,
  readBnmDocumentFile,
  updateBnmDocument,
  uploadBnmDocument,
} from './bnm-documents.service';

export interface BnmDocumentsRoutesOptions {
  db: Db;
  fileStore: FileStore;
  encryptionKey: Buffer;
}

const tags = ['Central-bank approval'];
const headerName = BNM_CLIENT_ID_HEADER.toLowerCase();

function parseFields<T>(schema: z.ZodType<T>, fields: Record<string, string>): T {
  const parsed = schema.safeParse(fields);
  if (!parsed.success) {
    throw new ValidationError(parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message })));
  }
  return parsed.data;
}

const EXTENSION_BY_TYPE: Record<string, string> = { 'application/pdf': 'pdf', 'image/png': 'png', 'image/jpeg': 'jpg' };

/**
 * Central-bank approval documents, the client's calls of spec section 7 (docs/account.md "Central-bank approval
 * documents"): upload, replace, list, cancel and view. The token decides the client; a client id the request
 * names (the upload's header, a form field, a query) must be the caller's (403), and another client's document
 * answers as a missing one (404). Staff read any client's list and files (`bnmGet?clientId=`, `bnmView`).
 */
export const bnmDocumentsRoutes: FastifyPluginAsyncZod<BnmDocumentsRoutesOptions> = async (app, options) => {
  const deps = { db: options.db, fileStore: options.fileStore, encryptionKey: options.encryptionKey };

  app.post(
    ApiPaths.bnm.upload,
    {
      // Multipart: the header and any clientId field are checked here, once the fields are read.
      config: { auth: 'client', ownership: 'manual' },
      schema: {
        tags,
        summary: 'bnmUpload: upload a central-bank approval document (multipart: description?, file)',
        description:
          `The \`${BNM_CLIENT_ID_HEADER}\` header must carry the caller's client id (400 when missing, 403 NOT_OWNER ` +
          'when another). File part `file`: jpg, jpeg, png or pdf, 20–5120 KB, content matching the extension; ' +
          'stored encrypted. The document starts SUBMITTED, awaiting staff review.',
        consumes: ['multipart/form-data'],
        response: { 200: bnmDocumentResponseSchema, 403: errorBodySchema, 413: errorBodySchema },
      },
    },
    async (request) => {
      const client = requireClient(request);
      const header = request.headers[headerName];
      if (header === undefined || header === '') {
        const message = messagesEn['bnm.clientIdHeaderRequired'];
        throw new ValidationError([{ path: BNM_CLIENT_ID_HEADER, message }], message);
      }
      await assertOwnClientId(request, header);
      const { fields, file } = await readUpload(request, bnmDocumentFileRules.maxKb);
      await assertOwnClientId(request, fields.clientId);
      const { description } = parseFields(bnmUploadFieldsSchema, fields);
      return {
        result: await uploadBnmDocument(
          deps,
          { clientId: client.clientId, file, ...(description ? { description } : {}) },
          requestActor(request),
        ),
      };
    },
  );

  app.post(
    ApiPaths.bnm.update,
    {
      config: { auth: 'client', ownership: 'manual' },
      schema: {
        tags,
        summary: 'bnmUpdate: replace the file of a document awaiting review, or re-submit a rejected one',
        description:
          'Multipart: id, description?, then the file part `file` (the upload rules). 404 for an id that is not ' +
          "the caller's; 409 once the document is approved or cancelled.",
        consumes: ['multipart/form-data'],
        response: { 200: bnmDocumentResponseSchema, 404: errorBodySchema, 409: errorBodySchema, 413: errorBodySchema },
      },
    },
    async (request) => {
      const client = requireClient(request);
      await assertOwnClientId(request, request.headers[headerName]);
      const { fields, file } = await readUpload(request, bnmDocumentFileRules.maxKb);
      await assertOwnClientId(request, fields.clientId);
      const { id, description } = parseFields(bnmUpdateFieldsSchema, fields);
      return {
        result: await updateBnmDocument(
          deps,
          { clientId: client.clientId, id, file, ...(description ? { description } : {}) },
          requestActor(request),
        ),
      };
    },
  );

  app.get(
    ApiPaths.bnm.get,
    {
      config: { auth: 'clientOrStaff', staffRoles: ['reviewer', 'compliance'] },
      schema: {
        tags,
        summary: "bnmGet: the caller's central-bank approval documents, newest first (staff: `?clientId=`)",
        querystring: bnmGetQuerySchema,
        response: { 200: bnmDocumentsResponseSchema },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      const clientId = await resolveClientId(request, request.query.clientId);
      return { result: await listBnmDocuments(options.db, clientId) };
    },
  );

  app.post(
    ApiPaths.bnm.cancel,
    {
      config: { auth: 'client' },
      schema: {
        tags,
        summary: 'bnmCancel: withdraw a document still awaiting review',
        body: bnmCancelRequestSchema,
        response: { 200: bnmDocumentResponseSchema, 404: errorBodySchema, 409: errorBodySchema },
      },
    },
    async (request) => ({
      result: await cancelBnmDocument(
        options.db,
        requireClient(request).clientId,
        request.body.id,
        requestActor(request),
      ),
    }),
  );

  app.get(
    routePattern(ApiPaths.bnm.view, 'id'),
    {
      config: { auth: 'clientOrStaff', staffRoles: ['reviewer', 'compliance'] },
      schema: {
        tags,
        summary: 'bnmView: the file of a document, for its owner or staff (staff access is audit-logged)',
        params: bnmDocumentIdParamsSchema,
      },
    },
    async (request, reply) => {
      const staff = isStaff(requireUser(request));
      const { row, data } = await readBnmDocumentFile(
        deps,
        request.params.id,
        { staff, clientId: request.client?.clientId ?? null },
        requestActor(request),
      );
      const extension = EXTENSION_BY_TYPE[row.contentType] ?? 'bin';
      return sendStoredFile(reply, row.contentType, `bnm-approval-${row.guid}.${extension}`, data);
    },
  );
};
