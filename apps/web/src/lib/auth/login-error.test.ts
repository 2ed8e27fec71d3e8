import { describe, expect, it } from 'vitest';
import { ErrorResponse } from 'oidc-client-ts';
import { classifyLoginError } from './login-error';

describe('classifyLoginError', () => {
  it('wrong credentials', () => {
    expect(
      classifyLoginError(
        new ErrorResponse({ error: 'invalid_grant', error_description: 'Invalid username or password' }),
      ),
    ).toBe('invalidCredentials');
  });

  it('server lockout carries the lockout message', () => {
    expect(
      classifyLoginError(
        new ErrorResponse({
          error: 'invalid_grant',
          error_description:
            'For your safety, your account has been Temporarily suspended. Please try again after 24hrs.',
        }),
      ),
    ).toBe('lockout');
  });

  it('account status refusal', () => {
    expect(
      classifyLoginError(
        new ErrorResponse({
          error: 'invalid_grant',
          error_description: "Can't login, account CLOSED/REJECTED/SUSPENDED.",
        }),
      ),
    ).toBe('accountStatus');
  });

  it('network and other failures', () => {
    expect(classifyLoginError(new TypeError('Failed to fetch'))).toBe('unavailable');
    expect(classifyLoginError(new ErrorResponse({ error: 'server_error' }))).toBe('unavailable');
    expect(classifyLoginError(undefined)).toBe('unavailable');
  });
});
