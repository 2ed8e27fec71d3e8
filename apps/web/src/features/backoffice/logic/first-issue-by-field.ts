import { isHttpError } from '../../../lib/http/http-error';

/** The first issue of each field, as a message key (the contracts' schemas give the keys), for errors under fields. */
export function firstIssueByField(issues: readonly { path: readonly PropertyKey[]; message: string }[]) {
  const errors: Record<string, string> = {};
  for (const issue of issues) errors[String(issue.path[0])] ??= issue.message;
  return errors;
}

/**
 * A server's refusal as errors under fields: its per-field issues (`path` is 'field' or 'field.sub'), or its message
 * under `fallback` when it names no field (a conflict).
 */
export function serverIssuesByField(error: unknown, fallback: string): Record<string, string> {
  const issues = isHttpError(error) ? error.body?.issues : undefined;
  if (issues?.length) return firstIssueByField(issues.map((i) => ({ path: i.path.split('.'), message: i.message })));
  return { [fallback]: error instanceof Error ? error.message : String(error) };
}
