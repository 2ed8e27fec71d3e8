import { errorBodySchema } from '@harta/contracts/errors';
import { ApiPaths } from '@harta/contracts/paths';
import { sentForApprovalResponseSchema } from '@harta/contracts/schemas/approvals';
import {
  declareDividendRequestSchema,
  DIVIDEND_READER_ROLES,
  DIVIDEND_STAFF_ROLES,
  dividendDeclarationSchema,
  dividendListResponseSchema,
  purificationBatchListResponseSchema,
  purificationBatchRequestSchema,
  purificationBatchSchema,
  purificationOwedResponseSchema,
  PURIFICATION_STAFF_ROLES,
} from '@harta/contracts/schemas/dividends';
import { formatSen } from '@harta/contracts/schemas/withdrawals';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/connection';
import { requireUser } from '../../plugins/auth/caller';
import type { Approvals } from '../approvals/approvals.service';
import { checkDeclarationDecider } from './dividend-declarations';
import { sendIdempotent } from '../idempotency/idempotent-request';
import { applyDeclaration, declarationDraft, listDeclarations } from './dividend-declarations';
import {
  applyPurificationBatch,
  listPurificationBatches,
  purificationBatchDraft,
  purificationOwed,
} from './purification-batches';

export interface DividendsRoutesOptions {
  db: Db;
  approvals: Approvals;
}

const tags = ['Back office'];
const sentForApproval = sentForApprovalResponseSchema.describe(
  'Sent for approval: the pending request (nothing has changed yet).',
);

/**
 * Staff: fund distributions and purification (docs/money.md "Dividends", docs/shariah.md "Purification"). Declaring a
 * distribution and paying purification to charity are four-eyes actions (docs/backoffice.md "Four eyes"); the
 * roles are contracts' DIVIDEND_STAFF_ROLES and PURIFICATION_STAFF_ROLES; DIVIDEND_READER_ROLES (the Shariah adviser
 * too) read what was declared, set aside and paid.
 */
export const dividendsRoutes: FastifyPluginAsyncZod<DividendsRoutesOptions> = async (app, options) => {
  const { db, approvals } = options;
  approvals.appliers.register('dividend.declare', {
    mode: 'transaction',
    apply: applyDeclaration,
    checkDecider: checkDeclarationDecider,
  });
  approvals.appliers.register('purification.pay', { mode: 'transaction', apply: applyPurificationBatch });

  app.get(
    ApiPaths.backofficeDividends.list,
    {
      config: { auth: 'staff', staffRoles: [...DIVIDEND_READER_ROLES] },
      schema: {
        tags,
        summary: 'Dividend declarations, newest ex-date first, with what each paid',
        response: { 200: dividendListResponseSchema },
      },
    },
    async () => ({ result: await listDeclarations(db) }),
  );

  app.post(
    ApiPaths.backofficeDividends.declare,
    {
      config: { auth: 'staff', staffRoles: [...DIVIDEND_STAFF_ROLES] },
      schema: {
        tags,
        summary:
          "Declare a fund's distribution (four eyes; paid by the trade run of the first trade date on or after the pay date)",
        body: declareDividendRequestSchema,
        response: {
          200: z.object({ result: dividendDeclarationSchema.nullable() }).describe('Applied at once (four eyes off).'),
          202: sentForApproval,
          400: errorBodySchema,
          409: errorBodySchema.describe('The fund already has a distribution with this ex-date, or one is pending.'),
        },
      },
    },
    async (request, reply) => {
      const draft = await declarationDraft(db, request.body, requireUser(request).sub);
      return sendIdempotent(reply, await approvals.submit(request, draft));
    },
  );

  app.get(
    ApiPaths.backofficeDividends.purification,
    {
      config: { auth: 'staff', staffRoles: [...DIVIDEND_READER_ROLES] },
      schema: {
        tags,
        summary: 'Purification set aside from Shariah goals and not yet paid to charity',
        response: { 200: purificationOwedResponseSchema },
      },
    },
    async () => {
      const owed = await purificationOwed(db);
      return {
        result: { total: formatSen(owed.totalSen), payments: owed.payments, declarationIds: owed.declarationIds },
      };
    },
  );

  app.get(
    ApiPaths.backofficeDividends.purificationBatches,
    {
      config: { auth: 'staff', staffRoles: [...DIVIDEND_READER_ROLES] },
      schema: {
        tags,
        summary: 'Purification batches paid to charity, newest first',
        response: { 200: purificationBatchListResponseSchema },
      },
    },
    async () => ({ result: await listPurificationBatches(db) }),
  );

  app.post(
    ApiPaths.backofficeDividends.purificationBatches,
    {
      config: { auth: 'staff', staffRoles: [...PURIFICATION_STAFF_ROLES] },
      schema: {
        tags,
        summary:
          'Pay all purification owed to a charity (four eyes; once approved D PURIFICATION_PAYABLE C OMNIBUS_CASH); audited',
        body: purificationBatchRequestSchema,
        response: {
          200: z.object({ result: purificationBatchSchema }).describe('Applied at once (four eyes off).'),
          202: sentForApproval,
          400: errorBodySchema,
          409: errorBodySchema.describe('Nothing owed, or a batch already waiting for approval.'),
        },
      },
    },
    async (request, reply) => {
      const draft = await purificationBatchDraft(db, request.body, requireUser(request).sub);
      return sendIdempotent(reply, await approvals.submit(request, draft));
    },
  );
};
