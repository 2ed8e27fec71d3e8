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
  type ApplicationDetail,
  type ApplicationSummary,
  type BureauCheck,
} from '@harta/contracts/schemas/backoffice';
import {
  KYC_MAX_MATCHING_ATTEMPTS,
  type IdType,
  type KycFailureReason,
} from '@harta/contracts/schemas/registration-documents';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config/config';
import type { Db } from '../../db/connection';
import type { CreditBureauProvider } from '../../providers/credit-bureau/credit-bureau-provider';
import { requireUser } from '../../plugins/auth/caller';
import { AppError, NotFoundError } from '../../plugins/errors/app-error';
import { mailSenderOf, sendClientMail } from '../completion/client-mail';
import { moveStatus } from '../completion/registration-progress';
import { toClientDocument } from '../kyc/documents.service';
import { currentDocuments, resetAttempts } from '../kyc/kyc.repository';
import { writeAudit } from './audit-log';
import {
  findApplication,
  insertCreditCheck,
  listApplications,
  personalForBureau,
  recordDecision,
  type SummaryRow,
} from './backoffice.repository';
import { routePattern } from './route-pattern';

export interface BackofficeRoutesOptions {
  db: Db;
  config: Config;
  bureau: CreditBureauProvider;
}

const clientIdParams = z.object({ clientId: z.coerce.number().int().positive() });

function toSummary(row: SummaryRow): ApplicationSummary {
  return {
    clientId: row.clientId,
    emailAddress: row.emailAddress,
    givenName: row.givenName,
    surName: row.surName,
    status: row.status,
    currentStep: row.currentStep,
    submittedAt: row.submittedAt?.toISOString() ?? null,
    kycPassed: row.kycPassed ?? false,
    faceMatchScore: row.faceMatchScore === null ? null : Number(row.faceMatchScore),
    isPep: row.isPep ?? null,
    restrictedCountry: row.restrictedCountry === null ? null : Boolean(row.restrictedCountry),
  };
}

function toBureau(clientId: number, row: { report: unknown; checkedAt: Date }): BureauCheck {
  return {
    ...(row.report as Omit<BureauCheck, 'clientId' | 'checkedAt'>),
    clientId,
    checkedAt: row.checkedAt.toISOString(),
  };
}

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
      config: { auth: 'staff' },
      schema: {
        tags,
        summary: 'Applications, PENDING first (filter by status; paged)',
        querystring: applicationListQuerySchema,
        response: { 200: applicationListResponseSchema },
      },
    },
    async (request) => {
      const { status, page, pageSize } = request.query;
      const { rows, total } = await listApplications(db, {
        statuses: status ? [status] : ApplicationStatuses,
        page,
        pageSize,
      });
      return { result: { items: rows.map(toSummary), total, page, pageSize } };
    },
  );

  app.get(
    routePattern(ApiPaths.backoffice.application, 'clientId'),
    {
      config: { auth: 'staff' },
      schema: {
        tags,
        summary: 'One application: documents (staff download links), selfie, face-match score, flags, bureau result',
        params: clientIdParams,
        response: { 200: applicationDetailResponseSchema },
      },
    },
    async (request) => {
      const { clientId } = request.params;
      const found = await findApplication(db, clientId);
      if (!found) throw new NotFoundError();
      const documents = (await currentDocuments(db, clientId)).map(toClientDocument);
      const attemptsUsed = found.kyc?.attemptsUsed ?? 0;
      const detail: ApplicationDetail = {
        ...toSummary(found.summary),
        idType: (found.personal?.idType ?? documents.at(-1)?.idType ?? null) as IdType | null,
        nric: found.personal?.nric ?? null,
        nationality: found.personal?.country ?? null,
        dob: found.personal?.dob ?? null,
        mobileNumber: found.client.mobileNumber,
        residentialCountry: found.contact?.country ?? null,
        pepDetails: found.personal?.pepDetails ?? null,
        documents,
        selfie: documents.find((d) => d.documentType === 'SELFIE') ?? null,
        kyc: {
          passed: found.kyc?.passed ?? false,
          attemptsUsed,
          attemptsLeft: Math.max(KYC_MAX_MATCHING_ATTEMPTS - attemptsUsed, 0),
          lastReason: (found.lastCheck?.reason ?? null) as KycFailureReason | null,
          lastCheckedAt: found.lastCheck?.createdAt.toISOString() ?? null,
        },
        riskLevel: found.profile?.riskLevel ?? null,
        bureau: found.bureau ? toBureau(clientId, found.bureau) : null,
        decision:
          found.application?.decision && found.application.decidedAt && found.application.decidedBy
            ? {
                decision: found.application.decision as 'APPROVE' | 'REJECT',
                reason: found.application.reason,
                decidedBy: found.application.decidedBy,
                decidedAt: found.application.decidedAt.toISOString(),
              }
            : null,
        history: found.history.map((h) => ({ at: h.at.toISOString(), actor: h.actor, action: h.action })),
      };
      await writeAudit(db, {
        actor: requireUser(request).sub,
        action: 'application.view',
        subjectType: 'client',
        subjectId: clientId,
        requestId: request.id,
      });
      return { result: detail };
    },
  );

  async function decide(
    request: { id: string; log: typeof app.log; user: unknown },
    staffId: string,
    clientId: number,
    decision: 'APPROVE' | 'REJECT',
    reason: string | null,
  ) {
    const target = decision === 'APPROVE' ? ClientStatus.Active : ClientStatus.Reject;
    const at = new Date();
    const client = await db.transaction(async (tx) => {
      if (!(await moveStatus(tx, clientId, ClientStatus.Pending, target))) {
        throw new AppError(409, 'NOT_PENDING', messagesEn['review.notPending']);
      }
      await recordDecision(tx, { clientId, decision, reason, decidedBy: staffId, at });
      await writeAudit(tx, {
        actor: staffId,
        action: decision === 'APPROVE' ? 'application.approve' : 'application.reject',
        subjectType: 'client',
        subjectId: clientId,
        details: reason ? { reason } : {},
        requestId: request.id,
      });
      const found = await findApplication(tx, clientId);
      return found!.client;
    });
    const login = `${config.publicUrl}/user-login`;
    await sendClientMail(
      mailSenderOf(app),
      request.log,
      decision === 'APPROVE'
        ? {
            to: client.emailAddress,
            subject: 'Your Harta account is approved',
            text: `Dear ${client.givenName},\n\nGood news: your account is approved. Log in to make your first deposit and start investing: ${login}\n\nHarta`,
          }
        : {
            to: client.emailAddress,
            subject: 'Your Harta application',
            text: `Dear ${client.givenName},\n\nThank you for applying. We are unable to open an account for you at this time.\n\nReason: ${reason}\n\nIf you have questions, reply to ${config.client.supportEmail}.\n\nHarta`,
          },
    );
    return { clientId, status: target, decidedAt: at.toISOString(), decidedBy: staffId };
  }

  app.post(
    routePattern(ApiPaths.backoffice.approve, 'clientId'),
    {
      config: { auth: 'staff' },
      schema: {
        tags,
        summary: 'Approve a PENDING application (status ACTIVE); e-mails the client; audit-logged',
        params: clientIdParams,
        body: approveApplicationRequestSchema.optional(),
        response: { 200: applicationDecisionResponseSchema, 409: errorBodySchema },
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
      config: { auth: 'staff' },
      schema: {
        tags,
        summary: 'Reject a PENDING application with a reason (status REJECT); e-mails the client; audit-logged',
        params: clientIdParams,
        body: rejectApplicationRequestSchema,
        response: { 200: applicationDecisionResponseSchema, 409: errorBodySchema },
      },
    },
    async (request) => ({
      result: await decide(request, requireUser(request).sub, request.params.clientId, 'REJECT', request.body.reason),
    }),
  );

  app.post(
    routePattern(ApiPaths.backoffice.resetKycAttempts, 'clientId'),
    {
      config: { auth: 'staff' },
      schema: {
        tags,
        summary: 'Give a client a fresh set of e-KYC matching attempts; audit-logged',
        params: clientIdParams,
        response: { 200: resetKycAttemptsResponseSchema },
      },
    },
    async (request) => {
      const { clientId } = request.params;
      if (!(await findApplication(db, clientId))) throw new NotFoundError();
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
      config: { auth: 'staff' },
      schema: {
        tags,
        summary: 'Credit-bureau check of a client ({id} = clientId) through the bureau provider; audit-logged',
        params: z.object({ id: z.coerce.number().int().positive() }),
        response: { 200: bureauCheckResponseSchema },
      },
    },
    async (request) => {
      const clientId = request.params.id;
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
