import { z } from 'zod';
import { errorBodySchema } from '@harta/contracts/errors';
import { ApiPaths } from '@harta/contracts/paths';
import { sentForApprovalResponseSchema } from '@harta/contracts/schemas/approvals';
import {
  collectionRunRequestSchema,
  collectionRunResponseSchema,
  STAFF_MANDATES_PAGE_SIZE,
  staffCollectionFailedSchema,
  staffMandateCancelSchema,
  staffMandateResponseSchema,
  staffMandatesQuerySchema,
  staffMandatesResponseSchema,
} from '@harta/contracts/schemas/recurring-deposits';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/connection';
import { routePattern } from '../../http/route-pattern';
import { requireUser } from '../../plugins/auth/caller';
import { NotFoundError } from '../../plugins/errors/app-error';
import type { MandateGateway } from '../../providers/mandate-gateway/mandate-gateway';
import type { Approvals } from '../approvals/approvals.service';
import { writeAudit } from '../audit/audit-log';
import { sendIdempotent } from '../idempotency/idempotent-request';
import { malaysiaDate } from '../trading/trade-calendar';
import { runCollections } from './collection-run';
import { collectionFailedDraft, mandateCancelDraft, registerMandateApprovals } from './mandate-approvals';
import { findStaffMandate, listStaffMandates } from './recurring-deposits.repository';

export interface StaffMandatesRoutesOptions {
  db: Db;
  gateway: MandateGateway;
  approvals: Approvals;
  now?: (() => Date) | undefined;
}

const READERS = ['reviewer', 'operations', 'compliance'] as const;
const guidParams = z.object({ guid: z.string().max(100) });

/**
 * Staff side of recurring deposits (docs/backoffice.md "Recurring deposits"): reviewers, operations and compliance
 * read mandates and their collections; operations run the collections of a date now (the scheduled job's run) and
 * ask for the manual corrections, which a second member approves (four eyes).
 */
export const staffMandatesRoutes: FastifyPluginAsyncZod<StaffMandatesRoutesOptions> = async (app, options) => {
  const { db, gateway, approvals } = options;
  const clock = options.now ?? (() => new Date());
  const tags = ['Back office'];
  registerMandateApprovals(approvals, { gateway, now: clock });
  const sentForApproval = sentForApprovalResponseSchema.describe('Sent for approval: nothing has changed yet.');

  app.get(
    ApiPaths.backofficeMandates.list,
    {
      config: { auth: 'staff', staffRoles: [...READERS] },
      schema: {
        tags,
        summary: 'Recurring deposits and their mandates, by status or client, newest first',
        querystring: staffMandatesQuerySchema,
        response: { 200: staffMandatesResponseSchema },
      },
    },
    async (request) => {
      const { status, q, page } = request.query;
      return { result: await listStaffMandates(db, { status, q }, page, STAFF_MANDATES_PAGE_SIZE) };
    },
  );

  app.post(
    ApiPaths.backofficeMandates.collectionRuns,
    {
      config: { auth: 'staff', staffRoles: ['operations'] },
      schema: {
        tags,
        summary: "Run the collections due on a date (default today) now: the scheduled job's run; audited",
        body: collectionRunRequestSchema,
        response: { 200: collectionRunResponseSchema, 400: errorBodySchema },
      },
    },
    async (request) => {
      const now = clock();
      const date = request.body.date ?? malaysiaDate(now);
      const result = await runCollections(db, gateway, date, now);
      await writeAudit(db, {
        actor: requireUser(request).sub,
        action: 'collection-run.start',
        subjectType: 'collection_run',
        subjectId: date,
        details: { ...result },
        requestId: request.id,
      });
      return { result: { started: result.submitted } };
    },
  );

  app.get(
    routePattern(ApiPaths.backofficeMandates.detail, 'guid'),
    {
      config: { auth: 'staff', staffRoles: [...READERS] },
      schema: {
        tags,
        summary: 'One recurring deposit: its mandate and its collections',
        params: guidParams,
        response: { 200: staffMandateResponseSchema, 404: errorBodySchema },
      },
    },
    async (request) => {
      const found = await findStaffMandate(db, request.params.guid);
      if (!found) throw new NotFoundError();
      return { result: found.view };
    },
  );

  // A mandate's cancellation and a debit marked failed both wait for a second member (docs/backoffice.md "Four
  // eyes"): the route only drafts the action; the approval applies it.
  const fourEyesRoute = (
    path: (guid: string) => string,
    summary: string,
    body: typeof staffMandateCancelSchema | typeof staffCollectionFailedSchema,
    draft: (guid: string, reason: string) => ReturnType<typeof mandateCancelDraft>,
  ) =>
    app.post(
      routePattern(path, 'guid'),
      {
        config: { auth: 'staff', staffRoles: ['operations'] },
        schema: {
          tags,
          summary,
          params: guidParams,
          body,
          response: {
            200: z.object({ result: z.unknown() }),
            202: sentForApproval,
            404: errorBodySchema,
            409: errorBodySchema,
          },
        },
      },
      async (request, reply) =>
        sendIdempotent(reply, await approvals.submit(request, await draft(request.params.guid, request.body.reason))),
    );

  fourEyesRoute(
    ApiPaths.backofficeMandates.cancel,
    "Cancel a client's mandate and its schedule (four eyes); the bank is told; audited",
    staffMandateCancelSchema,
    (guid, reason) => mandateCancelDraft(db, guid, reason),
  );
  fourEyesRoute(
    ApiPaths.backofficeMandates.collectionFailed,
    'Mark a submitted collection failed after an enquiry at the bank (four eyes); audited',
    staffCollectionFailedSchema,
    (guid, reason) => collectionFailedDraft(db, guid, reason),
  );
};
