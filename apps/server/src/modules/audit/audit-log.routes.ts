import { ApiPaths } from '@harta/contracts/paths';
import { auditLogQuerySchema, auditLogResponseSchema } from '@harta/contracts/schemas/audit-log';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/connection';
import { searchAuditLog } from './audit-log-search';

export interface AuditLogRoutesOptions {
  db: Db;
}

/** The audit log for compliance: read-only, filtered, paged (docs/backoffice.md, "Audit log"). */
export const auditLogRoutes: FastifyPluginAsyncZod<AuditLogRoutesOptions> = async (app, { db }) => {
  app.get(
    ApiPaths.backofficeAuditLog,
    {
      config: { auth: 'staff', staffRoles: ['compliance'] },
      schema: {
        tags: ['Audit log'],
        summary: 'The audit log, newest first: filter by subject, actor, action (or its prefix) and Malaysian dates',
        querystring: auditLogQuerySchema,
        response: { 200: auditLogResponseSchema },
      },
    },
    async (request) => {
      const { page, pageSize } = request.query;
      const found = await searchAuditLog(db, request.query);
      return { result: { ...found, page, pageSize } };
    },
  );
};
