import { IDEMPOTENCY_KEY_MAX_LENGTH } from '@harta/contracts/idempotency';
import { errorBodySchema } from '@harta/contracts/errors';
import { ApiPaths } from '@harta/contracts/paths';
import {
  markWithdrawalFailedRequestSchema,
  markWithdrawalPaidRequestSchema,
  PAYOUT_RESULT_MAX_BYTES,
  payoutExportQuerySchema,
  payoutResultResponseSchema,
  staffWithdrawalListQuerySchema,
  staffWithdrawalListResponseSchema,
  staffWithdrawalResponseSchema,
} from '@harta/contracts/schemas/withdrawals';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sentForApprovalResponseSchema } from '@harta/contracts/schemas/approvals';
import { z } from 'zod';
import type { Db } from '../../db/connection';
import { routePattern } from '../../http/route-pattern';
import { requireUser } from '../../plugins/auth/caller';
import type { Approvals } from '../approvals/approvals.service';
import { sendIdempotent } from '../idempotency/idempotent-request';
import { importDraft, registerWithdrawalApprovals, settlementDraft } from './withdrawal-approvals';
import { createWithdrawalStaff } from './withdrawal-staff';

export interface WithdrawalsStaffRoutesOptions {
  db: Db;
  approvals: Approvals;
}

const tags = ['Back office'];
const idempotencyHeader = z.object({
  'idempotency-key': z
    .string()
    .max(IDEMPOTENCY_KEY_MAX_LENGTH)
    .optional()
    .describe('Required: one per confirmed action (a uuid); a retry sends the same key.'),
});
const idParams = z.object({ id: z.string().max(64) });

/**
 * Staff withdrawals (issue #11 item 11): the list, mark paid or failed, the day's bank bulk-payment file and the
 * import of the bank's result. Auth 'staff' on every route (a client token answers 403); every action is audited.
 * Paid, failed and the import go through four eyes (docs/backoffice.md "Four eyes"): they answer 202 with the
 * request a second member approves, or 200 with the old result when the firm turned four eyes off for them.
 */
export const withdrawalsStaffRoutes: FastifyPluginAsyncZod<WithdrawalsStaffRoutesOptions> = async (app, options) => {
  const staff = createWithdrawalStaff({
    db: options.db,
    mailer: app.hasDecorator('mailer') ? app.mailer : undefined,
    log: app.log,
  });
  const { approvals } = options;
  registerWithdrawalApprovals(approvals, staff);
  const sentForApproval = sentForApprovalResponseSchema.describe(
    'Sent for approval: the pending request (nothing has changed yet).',
  );

  // The bank's result file arrives as text/csv (this plugin's routes only), at most 1 MB.
  app.addContentTypeParser(
    'text/csv',
    { parseAs: 'string', bodyLimit: PAYOUT_RESULT_MAX_BYTES },
    (_request, body, done) => done(null, body),
  );

  app.get(
    ApiPaths.backofficeWithdrawals.list,
    {
      config: { auth: 'staff', staffRoles: ['operations'] },
      schema: {
        tags,
        summary: 'Withdrawals, newest first, by status and trade date (paged)',
        querystring: staffWithdrawalListQuerySchema,
        response: { 200: staffWithdrawalListResponseSchema },
      },
    },
    async (request) => ({ result: await staff.list(request.query) }),
  );

  app.post(
    routePattern(ApiPaths.backofficeWithdrawals.paid, 'id'),
    {
      config: { auth: 'staff', staffRoles: ['operations'] },
      schema: {
        tags,
        summary:
          'Mark a payout paid (Idempotency-Key; four eyes): once approved D PAYOUT_CLEARING C OMNIBUS_CASH; audited, e-mailed',
        headers: idempotencyHeader,
        params: idParams,
        body: markWithdrawalPaidRequestSchema,
        response: {
          200: staffWithdrawalResponseSchema.describe('Applied at once (four eyes off for this action).'),
          202: sentForApproval,
          404: errorBodySchema,
          409: errorBodySchema.describe('Not PROCESSING, or already waiting for approval.'),
          422: errorBodySchema.describe('IDEMPOTENCY_CONFLICT.'),
        },
      },
    },
    async (request, reply) => {
      const outcome = { kind: 'PAID' as const, reference: request.body.reference || null };
      const draft = await settlementDraft(staff, request.params.id, outcome);
      return sendIdempotent(reply, await approvals.submit(request, draft, { idempotent: true }));
    },
  );

  app.post(
    routePattern(ApiPaths.backofficeWithdrawals.failed, 'id'),
    {
      config: { auth: 'staff', staffRoles: ['operations'] },
      schema: {
        tags,
        summary:
          'Mark a payout failed (Idempotency-Key; four eyes): once approved the money goes back to the portfolio (D PAYOUT_CLEARING C CLIENT_CASH); audited, e-mailed',
        headers: idempotencyHeader,
        params: idParams,
        body: markWithdrawalFailedRequestSchema,
        response: {
          200: staffWithdrawalResponseSchema.describe('Applied at once (four eyes off for this action).'),
          202: sentForApproval,
          404: errorBodySchema,
          409: errorBodySchema.describe('Not PROCESSING, or already waiting for approval.'),
          422: errorBodySchema.describe('IDEMPOTENCY_CONFLICT.'),
        },
      },
    },
    async (request, reply) => {
      const draft = await settlementDraft(staff, request.params.id, { kind: 'FAILED', reason: request.body.reason });
      return sendIdempotent(reply, await approvals.submit(request, draft, { idempotent: true }));
    },
  );

  app.get(
    ApiPaths.backofficeWithdrawals.payouts,
    {
      config: { auth: 'staff', staffRoles: ['operations'] },
      schema: {
        tags,
        summary: "The day's payouts (processing, units sold that day) as the bank's bulk-payment CSV; audited",
        querystring: payoutExportQuerySchema,
        produces: ['text/csv'],
        response: { 200: z.string().describe('CSV: ' + 'payment_reference,beneficiary_name,…') },
      },
    },
    async (request, reply) => {
      const { csv } = await staff.exportPayouts(request, request.query.date);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="harta-payouts-${request.query.date}.csv"`)
        .header('cache-control', 'no-store')
        .send(csv);
    },
  );

  app.post(
    ApiPaths.backofficeWithdrawals.payoutResult,
    {
      config: { auth: 'staff', staffRoles: ['operations'] },
      schema: {
        tags,
        summary:
          "Import the bank's result file (text/csv, Idempotency-Key; four eyes): once approved each line marks its payout PAID or FAILED, all lines or none",
        headers: idempotencyHeader,
        consumes: ['text/csv'],
        body: z.string(),
        response: {
          200: payoutResultResponseSchema.describe('Applied at once (four eyes off for this action).'),
          202: sentForApproval,
          409: errorBodySchema.describe('The same file is already waiting for approval.'),
          400: errorBodySchema.describe('The file has problems (issues name each line); nothing was changed.'),
          422: errorBodySchema.describe('IDEMPOTENCY_CONFLICT.'),
        },
      },
    },
    async (request, reply) => {
      const draft = await importDraft(staff, request.body, { actor: requireUser(request).sub, requestId: request.id });
      return sendIdempotent(reply, await approvals.submit(request, draft, { idempotent: true }));
    },
  );
};
