import { errorBodySchema } from '@harta/contracts/errors';
import { formatSen } from '@harta/contracts/money';
import { ApiPaths } from '@harta/contracts/paths';
import {
  backofficeEnquiryResponseSchema,
  backofficePaymentsQuerySchema,
  backofficePaymentsResponseSchema,
  paymentOrderParamsSchema,
  reconciliationQuerySchema,
  reconciliationResponseSchema,
  type BackofficePayment,
} from '@harta/contracts/schemas/payments';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/connection';
import { routePattern } from '../../http/route-pattern';
import { requireUser } from '../../plugins/auth/caller';
import { NotFoundError } from '../../plugins/errors/app-error';
import type { PaymentGateway } from '../../providers/payment-gateway/payment-gateway';
import { writeAudit } from '../audit/audit-log';
import type { PaymentEnquiryJob } from './payment-enquiry-job';
import { findOrder, listOrdersForStaff, OPEN_STATES, type PaymentOrderRow } from './payment-orders.repository';
import { orderState, statusMessage } from './payment-views';
import { reconcilePayments, reconciliationPeriod } from './reconciliation';

export interface StaffPaymentsRoutesOptions {
  db: Db;
  gateway: PaymentGateway;
  enquiryJob: PaymentEnquiryJob;
  now?: () => Date;
}

const TAG = 'Back office: payments';

function toStaffRow(
  order: PaymentOrderRow,
  extra: { bankName: string; clientEmail: string; portfolioName: string },
): BackofficePayment {
  return {
    orderId: order.orderId,
    clientId: order.clientId,
    clientEmail: extra.clientEmail,
    portfolioName: extra.portfolioName,
    amount: formatSen(order.amountSen),
    bankName: extra.bankName,
    state: orderState(order.state),
    statusCode: order.statusCode,
    statusMessage: statusMessage(order),
    reference: order.gatewayTxnId ?? order.orderId,
    settledBy: order.settledBy,
    enquiryCount: order.enquiryCount,
    createdAt: order.createdAt.toISOString(),
    finalAt: order.finalAt?.toISOString() ?? null,
  };
}

/**
 * Staff side of deposits (issue #11 item 11): every payment with its state, an on-demand gateway enquiry for one
 * open order (audited), and the reconciliation report (gateway payments against ledger postings).
 */
export const staffPaymentsRoutes: FastifyPluginAsyncZod<StaffPaymentsRoutesOptions> = async (app, options) => {
  const { db } = options;
  const now = options.now ?? (() => new Date());

  app.get(
    ApiPaths.payments.backofficePayments,
    {
      config: { auth: 'staff', staffRoles: ['operations'] },
      schema: {
        tags: [TAG],
        summary: 'Payments, newest first: filter by state, period (Malaysia dates) or an order id / e-mail',
        querystring: backofficePaymentsQuerySchema,
        response: { 200: backofficePaymentsResponseSchema },
      },
    },
    async (request) => {
      const { state, q, from, to, cursor, limit } = request.query;
      const period = from || to ? reconciliationPeriod({ from, to }, now()) : undefined;
      const rows = await listOrdersForStaff(db, {
        state,
        q: q || undefined,
        from: from ? period?.from : undefined,
        to: to ? period?.to : undefined,
        before: cursor ? BigInt(cursor) : undefined,
        limit,
      });
      const page = rows.slice(0, limit);
      return {
        result: {
          items: page.map((r) => toStaffRow(r.order, r)),
          nextCursor: rows.length > limit ? String(page[page.length - 1]!.order.id) : null,
        },
      };
    },
  );

  app.post(
    routePattern(ApiPaths.payments.backofficeEnquire, 'orderId'),
    {
      config: { auth: 'staff', staffRoles: ['operations'] },
      schema: {
        tags: [TAG],
        summary: 'Ask the gateway about an open order now (FPX AE) and apply its answer; audit-logged',
        params: paymentOrderParamsSchema,
        response: { 200: backofficeEnquiryResponseSchema, 404: errorBodySchema },
      },
    },
    async (request) => {
      const found = await findOrder(db, request.params.orderId);
      if (!found) throw new NotFoundError();
      const result = OPEN_STATES.includes(orderState(found.order.state))
        ? await options.enquiryJob.enquire(found.order)
        : 'UNCHANGED';
      await writeAudit(db, {
        actor: requireUser(request).sub,
        action: 'payment.enquire',
        subjectType: 'payment_order',
        subjectId: found.order.orderId,
        details: { result, stateBefore: found.order.state },
        requestId: request.id,
      });
      const rows = await listOrdersForStaff(db, { q: found.order.orderId, limit: 1 });
      const row = rows[0]!;
      return { result: toStaffRow(row.order, row) };
    },
  );

  app.get(
    ApiPaths.payments.reconciliation,
    {
      config: { auth: 'staff', staffRoles: ['operations'] },
      schema: {
        tags: [TAG],
        summary: 'Reconciliation: gateway payments matched to ledger postings, every mismatch listed',
        description: 'Period in Malaysia dates, both inclusive; by default the last 30 days.',
        querystring: reconciliationQuerySchema,
        response: { 200: reconciliationResponseSchema },
      },
    },
    async (request) => ({ result: await reconcilePayments(db, options.gateway, request.query, now()) }),
  );
};
