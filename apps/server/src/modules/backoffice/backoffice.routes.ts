import { ClientStatus } from '@harta/contracts/client-status';
import { errorBodySchema } from '@harta/contracts/errors';
import { messagesEn } from '@harta/contracts/messages';
import { ApiPaths } from '@harta/contracts/paths';
import {
  ApplicationStatuses,
  applicationDecisionResponseSchema,
  applicationDetailResponseSchema,
  applicationListQuerySchema,
  applicationListResponseSchema,
  approveApplicationRequestSchema,
  bureauCheckResponseSchema,
  rejectApplicationRequestSchema,
  resetKycAttemptsResponseSchema,
} from '@harta/contracts/schemas/backoffice';
import { KYC_MAX_MATCHING_ATTEMPTS } from '@harta/contracts/schemas/registration-documents';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config/config';
import type { Db } from '../../db/connection';
import type { CreditBureauProvider } from '../../providers/credit-bureau/credit-bureau-provider';
import { isClient, isStaff, requireClient, requireUser } from '../../plugins/auth/caller';
import { AppError, NotFoundError } from '../../plugins/errors/app-error';
import { mailSenderOf, sendClientMail } from '../completion/client-mail';
import { moveStatus } from '../completion/registration-progress';
import { resetAttempts } from '../kyc/kyc.repository';
import { ensureFirstPortfolio } from '../portfolios/first-portfolio';
import { loadApplicationDetail, toBureau, toSummary } from './application-detail';
import { writeAudit } from '../audit/audit-log';
import {
  clientAddressee,
  clientExists,
  insertCreditCheck,
  latestCreditCheck,
  listApplications,
  personalForBureau,
  recordDecision,
} from './backoffice.repository';
import { approvalMail, rejectionMail } from './decision-mail';
import { routePattern } from '../../http/route-pattern';
import { reapplyAfterDays, reapplyFrom } from '../registration/shared/reapply';

export interface BackofficeRoutesOptions {
  db: Db;
  config: Config;
  bureau: CreditBureauProvider;
}

const clientIdParams = z.object({ clientId: z.coerce.number().int().positive() });

/**
 * Staff review of applications (docs/registration.md "Staff review"): auth 'staff' on every route, so a client
 * token answers 403. Decisions move PENDING → ACTIVE / REJECT atomically, are written to the audit log (actor =
 * staff user id) and e-mailed to the client.
 */
export const backofficeRoutes: FastifyPluginAsyncZod<BackofficeRoutesOptions> = async (app, options) => {
  const { db, config, bureau } = options;
  const tags = ['Back office'];

  app.get(
    ApiPaths.backoffice.applications,
    {
      config: { auth: 'staff', staffRoles: ['reviewer', 'operations', 'compliance'] },
      schema: {
        tags,
        summary: 'Applications, PENDING first (search by name, e-mail, ID or mobile number; filter by status; paged)',
        querystring: applicationListQuerySchema,
        response: { 200: applicationListResponseSchema },
      },
    },
    async (request) => {
      const { q, status, page, pageSize } = request.query;
      const { rows, total } = await listApplications(db, {
        statuses: status ? [status] : ApplicationStatuses,
        q,
        page,
        pageSize,
      });
      return { result: { items: rows.map(toSummary), total, page, pageSize } };
    },
  );

  app.get(
    routePattern(ApiPaths.backoffice.application, 'clientId'),
    {
      config: { auth: 'staff', staffRoles: ['reviewer', 'operations', 'compliance'] },
      schema: {
        tags,
        summary:
          'One application: personal, contact, financial, knowledge and investment-profile sections (reference labels), documents, selfie, face-match score, flags, bureau result, audit trail with names',
        params: clientIdParams,
        response: { 200: applicationDetailResponseSchema, 404: errorBodySchema },
      },
    },
    async (request) => {
      const { clientId } = request.params;
      const detail = await loadApplicationDetail(db, clientId);
      if (!detail) throw new NotFoundError();
      // One entry per application view; it names the documents shown, whose previews it covers (recent-view.ts).
      await writeAudit(db, {
        actor: requireUser(request).sub,
        action: 'application.view',
        subjectType: 'client',
        subjectId: clientId,
        details: { documentIds: detail.documents.map((d) => d.documentId) },
        requestId: request.id,
      });
      return { result: detail };
    },
  );

  async function decide(
    request: { id: string; log: typeof app.log },
    staffId: string,
    clientId: number,
    decision: 'APPROVE' | 'REJECT',
    text: string | null,
  ) {
    const target = decision === 'APPROVE' ? ClientStatus.Active : ClientStatus.Reject;
    const at = new Date();
    const addressee = await db.transaction(async (tx) => {
      if (!(await moveStatus(tx, clientId, ClientStatus.Pending, target))) {
        if (!(await clientExists(tx, clientId))) throw new NotFoundError();
        throw new AppError(409, 'NOT_PENDING', messagesEn['review.notPending']);
      }
      await recordDecision(tx, { clientId, decision, reason: text, decidedBy: staffId, at });
      // Approval opens the first portfolio from the investment profile, in the same transaction (issue #11).
      if (decision === 'APPROVE') await ensureFirstPortfolio(tx, clientId);
      await writeAudit(tx, {
        actor: staffId,
        action: decision === 'APPROVE' ? 'application.approve' : 'application.reject',
        subjectType: 'client',
        subjectId: clientId,
        // The rejection reason goes to the client; an approval note stays internal.
        details: text === null ? {} : decision === 'APPROVE' ? { note: text } : { reason: text },
        requestId: request.id,
      });
      return (await clientAddressee(tx, clientId))!;
    });
    const context = {
      to: addressee.emailAddress,
      givenName: addressee.givenName,
      language: addressee.language,
      loginUrl: `${config.publicUrl}/user-login`,
      supportEmail: config.client.supportEmail,
      reapply: {
        from: reapplyFrom(at, await reapplyAfterDays(db)),
        registrationUrl: `${config.publicUrl}/registration`,
      },
    };
    await sendClientMail(
      mailSenderOf(app),
      request.log,
      decision === 'APPROVE' ? approvalMail(context) : rejectionMail(context, text ?? ''),
    );
    return { clientId, status: target, decidedAt: at.toISOString(), decidedBy: staffId };
  }

  app.post(
    routePattern(ApiPaths.backoffice.approve, 'clientId'),
    {
      config: { auth: 'staff', staffRoles: ['reviewer'] },
      schema: {
        tags,
        summary: 'Approve a PENDING application (status ACTIVE); e-mails the client; audit-logged',
        params: clientIdParams,
        body: approveApplicationRequestSchema.optional(),
        response: { 200: applicationDecisionResponseSchema, 404: errorBodySchema, 409: errorBodySchema },
      },
    },
    async (request) => ({
      result: await decide(
        request,
        requireUser(request).sub,
        request.params.clientId,
        'APPROVE',
        request.body?.note ?? null,
      ),
    }),
  );

  app.post(
    routePattern(ApiPaths.backoffice.reject, 'clientId'),
    {
      config: { auth: 'staff', staffRoles: ['reviewer'] },
      schema: {
        tags,
        summary: 'Reject a PENDING application with a reason (status REJECT); e-mails the client; audit-logged',
        params: clientIdParams,
        body: rejectApplicationRequestSchema,
        response: { 200: applicationDecisionResponseSchema, 404: errorBodySchema, 409: errorBodySchema },
      },
    },
    async (request) => ({
      result: await decide(request, requireUser(request).sub, request.params.clientId, 'REJECT', request.body.reason),
    }),
  );

  app.post(
    routePattern(ApiPaths.backoffice.resetKycAttempts, 'clientId'),
    {
      config: { auth: 'staff', staffRoles: ['reviewer'] },
      schema: {
        tags,
        summary: 'Give a client a fresh set of e-KYC matching attempts; audit-logged',
        params: clientIdParams,
        response: { 200: resetKycAttemptsResponseSchema },
      },
    },
    async (request) => {
      const { clientId } = request.params;
      if (!(await clientExists(db, clientId))) throw new NotFoundError();
      await resetAttempts(db, clientId);
      await writeAudit(db, {
        actor: requireUser(request).sub,
        action: 'kyc.resetAttempts',
        subjectType: 'client',
        subjectId: clientId,
        requestId: request.id,
      });
      return { result: { clientId, attemptsLeft: KYC_MAX_MATCHING_ATTEMPTS } };
    },
  );

  app.get(
    routePattern(ApiPaths.experianRequestChecker, 'id'),
    {
      config: { auth: 'clientOrStaff', staffRoles: ['reviewer'] },
      schema: {
        tags,
        summary:
          'Staff: a new credit-bureau check of a client ({id} = clientId), audit-logged. A client: their own latest check (no new request)',
        params: z.object({ id: z.coerce.number().int().positive() }),
        response: { 200: bureauCheckResponseSchema },
      },
    },
    async (request) => {
      const clientId = request.params.id;
      const caller = requireUser(request);
      // As for every staff route, a login that is also a client never acts as staff.
      if (!isStaff(caller) || isClient(caller)) {
        // A client reads the state of their own latest check; a check costs money, so only staff start one.
        // Another client's id answers as an unknown one would.
        const own = requireClient(request);
        const latest = own.clientId === clientId ? await latestCreditCheck(db, clientId) : undefined;
        if (!latest) throw new NotFoundError();
        return { result: toBureau(clientId, latest) };
      }
      const subject = await personalForBureau(db, clientId);
      if (!subject) throw new NotFoundError();
      const report = await bureau.check({
        clientId,
        fullName: [subject.givenName, subject.surName].filter(Boolean).join(' '),
        idNumber: subject.nric ?? null,
        dob: subject.dob ?? null,
      });
      const { provider, ...normalised } = report;
      const staffId = requireUser(request).sub;
      const row = await insertCreditCheck(db, {
        clientId,
        provider,
        reference: report.reference,
        recommendation: report.recommendation,
        report: normalised,
        requestedBy: staffId,
      });
      await writeAudit(db, {
        actor: staffId,
        action: 'bureau.check',
        subjectType: 'client',
        subjectId: clientId,
        details: { reference: report.reference, recommendation: report.recommendation },
        requestId: request.id,
      });
      return { result: toBureau(clientId, row) };
    },
  );
};
