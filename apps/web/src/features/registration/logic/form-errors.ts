import type { FieldError, FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isMessageKey } from '@harta/contracts/validators';
import { isHttpError } from '../../../lib/http/http-error';
import type { RegT } from '../i18n/use-reg-t';

/**
 * The text of a field error: schema issues carry a message key (translated here), API issues carry the server's
 * English text (shown as is).
 */
export function errorText(t: RegT, error: FieldError | undefined): string | undefined {
  if (!error?.message) return undefined;
  return isMessageKey(error.message) || error.message.startsWith('reg.') ? t(error.message as never) : error.message;
}

/**
 * Puts a 400 answer's per-field issues under the right fields. Returns true when at least one issue found a
 * field of this form (the caller then shows no modal: the user sees what to fix where it is).
 */
export function applyApiIssues<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly string[],
): boolean {
  if (!isHttpError(error) || !error.body?.issues?.length) return false;
  let placed = false;
  for (const issue of error.body.issues) {
    const path = issue.path
      .replace(/^body\./, '')
      .replace(/^\//, '')
      .replace(/\//g, '.');
    const root = path.split('.')[0] ?? '';
    if (fields.includes(root)) {
      setError(path as Path<T>, { type: 'server', message: issue.message }, { shouldFocus: !placed });
      placed = true;
    }
  }
  return placed;
}
