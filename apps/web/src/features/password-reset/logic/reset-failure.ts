import { isHttpError } from '../../../lib/http/http-error';

export type ResetField = 'password' | 'confirmPassword';

export type ResetFailure =
  | { kind: 'invalidToken' }
  /** The server refused the new password itself (message keys or text per field). */
  | { kind: 'fields'; fields: Partial<Record<ResetField, string>> }
  | { kind: 'other' };

const TOKEN_KEYS = /^registration\.(token|resetToken)/;

/**
 * What a failed resetPassword means for the form. A token that is unknown, expired or used is the common case
 * (the link is old): the form is replaced by a clear message and a link to ask for a new one. The server may say
 * so with a token issue in a 400, a 404/410, or a code naming the token; all of them read the same here.
 */
export function classifyResetFailure(error: unknown): ResetFailure {
  if (!isHttpError(error)) return { kind: 'other' };
  const body = error.body;
  const issues = body?.issues ?? [];
  if (issues.some((i) => i.path === 'token' || TOKEN_KEYS.test(i.message))) return { kind: 'invalidToken' };
  if (/TOKEN/i.test(body?.code ?? '')) return { kind: 'invalidToken' };
  if (error.status === 404 || error.status === 410) return { kind: 'invalidToken' };

  const fields: Partial<Record<ResetField, string>> = {};
  for (const issue of issues) {
    if (issue.path === 'password' || issue.path === 'confirmPassword') fields[issue.path] ??= issue.message;
  }
  if (Object.keys(fields).length > 0) return { kind: 'fields', fields };
  // A 400/409 without details on a form whose fields were valid here can only be about the link.
  if (error.status === 400 || error.status === 409) return { kind: 'invalidToken' };
  return { kind: 'other' };
}
