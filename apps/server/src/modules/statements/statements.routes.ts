import { ErrorCode, errorBodySchema } from '@harta/contracts/errors';
import { messagesEn } from '@harta/contracts/messages';
import { ApiPaths } from '@harta/contracts/paths';
import {
  requestStatementReplySchema,
  requestStatementSchema,
  statementIdParamsSchema,
  statementListResponseSchema,
} from '@harta/contracts/schemas/statements';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fileResponse } from '../../http/file-response';
import { routePattern } from '../../http/route-pattern';
import { isStaff, requireClient, requireUser } from '../../plugins/auth/caller';
import { AppError, NotFoundError } from '../../plugins/errors/app-error';
import { writeAudit } from '../audit/audit-log';
import { malaysiaDate, MissingPriceError } from '../portfolios/portfolio-valuation';
import { isClosed, parsePeriod, periodsSince } from './statement-period';
import { produceStatement, readStatementPdf, statementView, type StatementDeps } from './statement-service';
import { findStatementByGuid, firstPortfolioOpenedAt, listStatements } from './statements.repository';

/** Newest period first; a year ('2025') before its months ('2025-12'). */
function newestFirst(a: string, b: string): number {
  const byYear = b.slice(0, 4).localeCompare(a.slice(0, 4));
  if (byYear !== 0) return byYear;
  if (a.length !== b.length) return a.length - b.length;
  return b.localeCompare(a);
}

/**
 * Statements (docs/returns.md "Statements"): the caller's list and the periods they can ask for, a PDF download (its owner or staff; anyone else
 * 404, as for a missing id, so ids reveal nothing), and a request for any past month or year in either language, produced on the spot
 * when the monthly job has not made it (a statement renders in tens of milliseconds, so the answer is the file's
 * entry, not a ticket to poll).
 */
export const statementsRoutes: FastifyPluginAsyncZod<StatementDeps> = async (app, deps) => {
  const { db } = deps;
  const tags = ['Statements'];

  app.get(
    ApiPaths.statements.list,
    {
      config: { auth: 'client' },
      schema: {
        tags,
        summary:
          "The caller's stored monthly statements and annual summaries (each language its own file), and every ended month and year since their first portfolio, newest period first",
        response: { 200: statementListResponseSchema },
      },
    },
    async (request, reply) => {
      const client = requireClient(request);
      void reply.header('cache-control', 'no-store');
      const firstOpened = await firstPortfolioOpenedAt(db, client.clientId);
      const today = malaysiaDate((deps.now ?? (() => new Date()))());
      const statements = (await listStatements(db, client.clientId)).map(statementView);
      const offered = firstOpened ? periodsSince(malaysiaDate(firstOpened), today) : [];
      // A stored statement is listed even if its period is not offered (a portfolio since closed, say).
      const periods = [...new Set([...offered, ...statements.map((s) => s.period)])].sort(newestFirst);
      return { result: { statements, periods } };
    },
  );

  app.post(
    ApiPaths.statements.request,
    {
      config: { auth: 'client' },
      schema: {
        tags,
        summary:
          "Ask for the caller's statement of a past month ('2026-10') or year ('2025') in a language ('en' or 'ms', by default the caller's own): answers the stored one, or produces it now",
        body: requestStatementSchema,
        response: {
          200: requestStatementReplySchema,
          201: requestStatementReplySchema,
          400: errorBodySchema,
          422: errorBodySchema,
          503: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const client = requireClient(request);
      const period = parsePeriod(request.body.period);
      if (!period) throw new AppError(400, ErrorCode.Validation, messagesEn['statements.periodFormat']);
      if (!isClosed(period, malaysiaDate((deps.now ?? (() => new Date()))()))) {
        throw new AppError(422, ErrorCode.Validation, messagesEn['statements.periodNotClosed']);
      }
      let produced;
      try {
        produced = await produceStatement(deps, client.clientId, period, request.body.language);
      } catch (err) {
        if (err instanceof MissingPriceError) {
          throw new AppError(503, ErrorCode.Unavailable, messagesEn['statements.pricesUnavailable'], {
            headers: { 'retry-after': '300' },
          });
        }
        throw err;
      }
      if (!produced) throw new AppError(422, ErrorCode.Validation, messagesEn['statements.noPortfolio']);
      return reply
        .code(produced.created ? 201 : 200)
        .send({ result: { statement: statementView(produced.row), created: produced.created } });
    },
  );

  app.get(
    routePattern(ApiPaths.statements.file, 'id'),
    {
      config: { auth: 'clientOrStaff', staffRoles: ['operations', 'compliance'] },
      schema: {
        tags,
        summary: 'The PDF of a statement: its owner or staff only (staff access is audit-logged; anyone else: 404)',
        params: statementIdParamsSchema,
        response: {
          200: fileResponse('application/pdf', 'The statement (a download: content-disposition attachment).'),
          400: errorBodySchema.describe('VALIDATION_ERROR: the id is not a statement id (uuid).'),
          404: errorBodySchema.describe("NOT_FOUND: no such statement, or another client's (the same answer)."),
        },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const staff = isStaff(user);
      const row = await findStatementByGuid(db, request.params.id);
      if (!row || (!staff && request.client?.clientId !== row.clientId)) throw new NotFoundError();
      const pdf = await readStatementPdf(deps, row);
      if (staff) {
        await writeAudit(db, {
          actor: user.sub,
          action: 'statement.view',
          subjectType: 'client',
          subjectId: row.clientId,
          details: { statementId: row.guid, period: statementView(row).period },
          requestId: request.id,
        });
      }
      const name = `harta-statement-${statementView(row).period}-${row.language}.pdf`;
      return reply
        .header('content-type', 'application/pdf')
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `attachment; filename="${name}"`)
        .send(pdf as never); // bytes, never serialised: the 200 schema only documents the file
    },
  );
};
