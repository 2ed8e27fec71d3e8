import type { ErrorBody } from '@harta/contracts/errors';
import { ErrorCode } from '@harta/contracts/errors';
import { messagesEn } from '@harta/contracts/messages';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isDatabaseUnavailable } from '../../db/unavailable-error';
import { readerText } from '../../http/reader-text';
import { requestLanguage } from '../../http/request-language';
import { AppError, ServerErrorCode, ServiceUnavailableError, type ErrorIssue } from './app-error';
import { bodyErrorAnswer, bodyErrorBody } from './body-errors';

/**
 * The one place errors become responses. Every error body follows contracts `errorBodySchema`:
 * `result` carries the safe message, `code` a stable code, `requestId` lets support find the log line.
 * 5xx bodies never carry the error's own text: internals stay in the log.
 */

interface ErrorResponse {
  status: number;
  body: ErrorBody;
  headers?: Record<string, string> | undefined;
}

/** `/a/0/b` → `a.0.b`; empty for a whole-part problem (then the part name is used). */
function issuePath(instancePath: string | undefined, part: string | undefined): string {
  const trimmed = (instancePath ?? '').replace(/^\//, '').split('/').filter(Boolean).join('.');
  return trimmed || part || '';
}

function validationIssues(error: FastifyError): ErrorIssue[] {
  return (error.validation ?? []).map((v) => ({
    path: issuePath(v.instancePath, error.validationContext),
    message: v.message ?? 'is not valid',
  }));
}

/** Codes for Fastify's own 4xx errors (parser, limits, media type), by status. */
function codeForStatus(status: number): string {
  switch (status) {
    case 400:
      return ErrorCode.Validation;
    case 401:
      return ErrorCode.Unauthorized;
    case 403:
      return ErrorCode.Forbidden;
    case 404:
      return ErrorCode.NotFound;
    case 409:
      return ErrorCode.Conflict;
    case 429:
      return ErrorCode.RateLimited;
    default:
      return ServerErrorCode.BadRequest;
  }
}

function messageForStatus(status: number): string {
  switch (status) {
    case 400:
      return messagesEn['api.validation'];
    case 401:
      return messagesEn['api.unauthorized'];
    case 403:
      return messagesEn['api.forbidden'];
    case 404:
      return messagesEn['api.notFound'];
    case 429:
      return messagesEn['api.rateLimited'];
    default:
      return messagesEn['api.badRequest'];
  }
}

export function toErrorResponse(error: unknown, requestId: string): ErrorResponse {
  if (isDatabaseUnavailable(error)) {
    // The database is away (restart, failover, full disk): a 503 the client may retry, never a 500.
    return toErrorResponse(new ServiceUnavailableError(), requestId);
  }
  if (error instanceof AppError && error.statusCode < 500) {
    return {
      status: error.statusCode,
      body: {
        result: error.message,
        code: error.code,
        requestId,
        ...(error.options.issues ? { issues: error.options.issues } : {}),
      },
      headers: error.options.headers,
    };
  }
  if (error instanceof AppError) {
    // A deliberate 5xx (e.g. 503 with its Retry-After): its message is written for users.
    return {
      status: error.statusCode,
      body: { result: error.message, code: error.code, requestId },
      headers: error.options.headers,
    };
  }

  // Anything can be thrown (even null): read it defensively.
  const fastifyError = (typeof error === 'object' && error !== null ? error : {}) as Partial<FastifyError>;
  if (Array.isArray(fastifyError.validation)) {
    return {
      status: 400,
      body: {
        result: messagesEn['api.validation'],
        code: ErrorCode.Validation,
        requestId,
        issues: validationIssues(fastifyError as FastifyError),
      },
    };
  }
  // Bodies the server cannot read (parser, multipart, size, media type): see body-errors.ts.
  const bodyError = bodyErrorAnswer(fastifyError);
  if (bodyError) return { status: bodyError.status, body: bodyErrorBody(bodyError, requestId) };
  const status = fastifyError.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    // Fastify's own client errors (415, 413, 406 …): their texts are fine but not ours; use stable wording.
    return { status, body: { result: messageForStatus(status), code: codeForStatus(status), requestId } };
  }
  return { status: 500, body: { result: messagesEn['api.internal'], code: ErrorCode.Internal, requestId } };
}

/** JSON 404 in the standard body; also used by the SPA fallback for paths it does not serve. */
export function sendNotFound(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const body: ErrorBody = { result: messagesEn['api.notFound'], code: ErrorCode.NotFound, requestId: request.id };
  return reply.status(404).type('application/json; charset=utf-8').send(body);
}

function isRefusedResult(payload: unknown): payload is { status: false; errorMessage: string } {
  if (typeof payload !== 'object' || payload === null) return false;
  const p = payload as { status?: unknown; errorMessage?: unknown };
  return p.status === false && typeof p.errorMessage === 'string';
}

export const errorHandlerPlugin = fp(
  async (app) => {
    app.setErrorHandler((error, request, reply) => {
      const { status, body, headers } = toErrorResponse(error, request.id);
      if (status >= 500) {
        request.log.error({ err: error }, 'request failed');
      } else {
        request.log.info({ status, code: body.code }, 'request refused');
      }
      if (headers) void reply.headers(headers);
      // In the caller's language (docs/languages.md "Refusals from the server"); the code stays the same.
      body.result = readerText(body.result, requestLanguage(request));
      return reply.status(status).type('application/json; charset=utf-8').send(body);
    });
    // The spec's `{ status: false, errorMessage }` answers (profile updates, password change) are refusals too.
    app.addHook('preSerialization', async (request, _reply, payload: unknown) => {
      if (!isRefusedResult(payload)) return payload;
      const errorMessage = readerText(payload.errorMessage, requestLanguage(request));
      return errorMessage === payload.errorMessage ? payload : { ...payload, errorMessage };
    });
  },
  { name: 'harta-error-handler' },
);
