import { describe, expect, it } from 'vitest';
import { HttpError } from '../../../lib/http/http-error';
import { classifyResetFailure } from './reset-failure';

const err = (status: number, body?: ConstructorParameters<typeof HttpError>[1]) => new HttpError(status, body, 'x');

describe('classifyResetFailure', () => {
  it('reads an unknown, expired or used token as an invalid link, however the server says it', () => {
    expect(
      classifyResetFailure(
        err(400, {
          result: 'x',
          code: 'VALIDATION_ERROR',
          issues: [{ path: 'token', message: 'registration.tokenInvalid' }],
        }),
      ),
    ).toEqual({ kind: 'invalidToken' });
    expect(classifyResetFailure(err(400, { result: 'x', code: 'RESET_TOKEN_EXPIRED' }))).toEqual({
      kind: 'invalidToken',
    });
    expect(classifyResetFailure(err(404))).toEqual({ kind: 'invalidToken' });
    expect(classifyResetFailure(err(410))).toEqual({ kind: 'invalidToken' });
    expect(classifyResetFailure(err(400, { result: 'registration.resetTokenInvalid', code: 'BAD_REQUEST' }))).toEqual({
      kind: 'invalidToken',
    });
  });

  it('puts password issues on their fields', () => {
    expect(
      classifyResetFailure(
        err(400, {
          result: 'x',
          code: 'VALIDATION_ERROR',
          issues: [{ path: 'password', message: 'validation.passwordWeak' }],
        }),
      ),
    ).toEqual({ kind: 'fields', fields: { password: 'validation.passwordWeak' } });
  });

  it('anything else is a general failure', () => {
    expect(classifyResetFailure(err(500))).toEqual({ kind: 'other' });
    expect(classifyResetFailure(err(429, { result: 'x', code: 'RATE_LIMITED' }))).toEqual({ kind: 'other' });
    expect(classifyResetFailure(new Error('boom'))).toEqual({ kind: 'other' });
  });
});
