import type { Db } from '../db/connection';
import { writeAudit } from '../modules/audit/audit-log';

export type PasswordLoginOutcome = 'ok' | 'invalid' | 'locked';

export interface PasswordLoginRecord {
  outcome: PasswordLoginOutcome;
  /** The account tried, when the check knows it (never for an unknown e-mail). */
  userId?: string | undefined;
  /** The grant a successful login started. */
  grantId?: string | undefined;
  requestId?: string | undefined;
}

const ANONYMOUS = 'anonymous';

/**
 * One audit entry per password login that reached the credential check: `auth.passwordLogin` on success,
 * `auth.passwordRefused` with the reason otherwise (like the hand-off grant's `auth.handoffLogin`/`Refused`).
 * Why: a lockout, a stolen password or a burst of guesses must be traceable to the account and the request after
 * the fact. What was typed is never recorded: not the password, and not an unknown e-mail either (people type
 * their password in the e-mail field).
 */
export async function auditPasswordLogin(db: Db, record: PasswordLoginRecord): Promise<void> {
  const subject = record.userId ?? ANONYMOUS;
  await writeAudit(db, {
    actor: subject,
    action: record.outcome === 'ok' ? 'auth.passwordLogin' : 'auth.passwordRefused',
    subjectType: 'user',
    subjectId: subject,
    details: record.outcome === 'ok' ? { grantId: record.grantId } : { reason: record.outcome },
    ...(record.requestId ? { requestId: record.requestId } : {}),
  });
}
