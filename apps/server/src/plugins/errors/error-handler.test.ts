import { ErrorCode, errorBodySchema } from '@harta/contracts/errors';
import { messagesEn } from '@harta/contracts/messages';
import { describe, expect, it } from 'vitest';
import {
  AccountStatusError,
  AppError,
  NotOwnerError,
  RateLimitedError,
  ServiceUnavailableError,
  UnauthorizedError,
  ValidationError,
} from './app-error';
import { toErrorResponse } from './error-handler';

const REQ = 'req-1';

describe('toErrorResponse', () => {
  it('answers an AppError with its status, code and message', () => {
    expect(toErrorResponse(new NotOwnerError(), REQ)).toEqual({
      status: 403,
      body: { result: messagesEn['api.notOwner'], code: ErrorCode.NotOwner, requestId: REQ },
      headers: undefined,
    });
    expect(toErrorResponse(new AccountStatusError(), REQ).body.result).toBe(
      "Can't login, account CLOSED/REJECTED/SUSPENDED.",
    );
    expect(toErrorResponse(new RateLimitedError(), REQ).status).toBe(429);
  });

  it('carries the WWW-Authenticate header of a 401', () => {
    expect(toErrorResponse(new UnauthorizedError(), REQ).headers).toEqual({ 'www-authenticate': 'Bearer' });
    expect(toErrorResponse(new UnauthorizedError('Basic'), REQ).headers?.['www-authenticate']).toMatch(/^Basic /);
  });

  it('lists the issues of a validation error', () => {
    const { status, body } = toErrorResponse(new ValidationError([{ path: 'name', message: 'Too short' }]), REQ);
    expect(status).toBe(400);
    expect(body).toEqual({
      result: 'Some of the information you sent is not valid.',
      code: 'VALIDATION_ERROR',
      requestId: REQ,
      issues: [{ path: 'name', message: 'Too short' }],
    });
  });

  it('maps schema validation errors to field paths', () => {
    const error = Object.assign(new Error('body/name bad'), {
      validation: [
        { instancePath: '/name', message: 'Too short' },
        { instancePath: '/items/0/clientId', message: 'Expected number' },
        { instancePath: '', message: 'Required' },
      ],
      validationContext: 'body',
    });
    expect(toErrorResponse(error, REQ).body.issues).toEqual([
      { path: 'name', message: 'Too short' },
      { path: 'items.0.clientId', message: 'Expected number' },
      { path: 'body', message: 'Required' },
    ]);
  });

  it('answers malformed JSON as a validation error', () => {
    const error = Object.assign(new Error("Body is not valid JSON but content-type is set to 'application/json'"), {
      code: 'FST_ERR_CTP_INVALID_JSON_BODY',
      statusCode: 400,
    });
    expect(toErrorResponse(error, REQ)).toMatchObject({
      status: 400,
      body: { code: 'VALIDATION_ERROR', issues: [{ path: 'body', message: messagesEn['api.invalidJson'] }] },
    });
  });

  it("keeps Fastify's other client errors but uses our wording", () => {
    const error = Object.assign(new Error('Not Acceptable'), { code: 'FST_SOMETHING', statusCode: 406 });
    expect(toErrorResponse(error, REQ)).toEqual({
      status: 406,
      body: { result: messagesEn['api.badRequest'], code: 'BAD_REQUEST', requestId: REQ },
    });
  });

  it.each([
    ['FST_ERR_CTP_INVALID_MEDIA_TYPE', 415, 'UNSUPPORTED_MEDIA_TYPE'],
    ['FST_ERR_CTP_BODY_TOO_LARGE', 413, 'PAYLOAD_TOO_LARGE'],
    ['FST_INVALID_MULTIPART_CONTENT_TYPE', 415, 'UNSUPPORTED_MEDIA_TYPE'],
    ['FST_PARTS_LIMIT', 413, 'PAYLOAD_TOO_LARGE'],
    ['FST_MP_PREMATURE_CLOSE', 400, 'MULTIPART_INVALID'],
  ])('answers the body error %s with %i %s', (code, status, answer) => {
    const error = Object.assign(new Error('whatever the library says'), { code, statusCode: 406 });
    expect(toErrorResponse(error, REQ)).toMatchObject({ status, body: { code: answer } });
  });

  it.each([
    'Multipart: Boundary not found',
    'Unexpected end of multipart data',
    'Part terminated early due to unexpected end of multipart data',
    'Unexpected end of form',
  ])("answers the multipart parser's code-less error %j with 400 MULTIPART_INVALID", (message) => {
    expect(toErrorResponse(new Error(message), REQ)).toMatchObject({
      status: 400,
      body: { code: 'MULTIPART_INVALID', result: messagesEn['api.multipartInvalid'] },
    });
  });

  it('never leaks the text of an unexpected error', () => {
    const response = toErrorResponse(new Error('password=hunter2 at db.internal:5432'), REQ);
    expect(response).toEqual({
      status: 500,
      body: { result: messagesEn['api.internal'], code: 'INTERNAL_ERROR', requestId: REQ },
    });
    const fastify500 = Object.assign(new Error('pool exhausted'), { statusCode: 503 });
    expect(toErrorResponse(fastify500, REQ).body.result).toBe(messagesEn['api.internal']);
  });

  it('answers a database outage as a 503 the client may retry, whatever wraps it', () => {
    const terminated = Object.assign(new Error('terminating connection due to administrator command'), {
      code: '57P01',
    });
    const wrapped = Object.assign(new Error('Failed query: select 1'), { cause: terminated });
    for (const error of [terminated, wrapped, new Error('Connection terminated unexpectedly')]) {
      expect(toErrorResponse(error, REQ)).toEqual({
        status: 503,
        body: { result: messagesEn['api.unavailable'], code: ErrorCode.Unavailable, requestId: REQ },
        headers: { 'retry-after': '5' },
      });
    }
  });

  it('sends Retry-After with a deliberate 503', () => {
    expect(toErrorResponse(new ServiceUnavailableError(), REQ)).toMatchObject({
      status: 503,
      body: { code: 'SERVICE_UNAVAILABLE' },
      headers: { 'retry-after': '5' },
    });
  });

  it('always produces a contract error body', () => {
    const samples = [new AppError(409, 'CONFLICT', 'Taken'), new Error('x'), new ValidationError([]), 'a string', null];
    for (const sample of samples)
      expect(errorBodySchema.safeParse(toErrorResponse(sample, REQ).body).success).toBe(true);
  });
});
