import type { SecondFactorGrantError } from '@harta/contracts/second-factor';
import type { Db } from '../db/connection';
import { writeAudit } from '../modules/audit/audit-log';
import { loginKey } from './login-name';
import { DEFAULT_LOCKOUT_POLICY, settleAttemptSql, type LockoutPolicy } from './lockout';
import type { PayloadWrites } from './upsert-batcher';

export interface RefusedPasswordLogin {
  /** A wrong password, a locked name, or a right password stopped at its second factor (the grant's error). */
  outcome: 'invalid' | 'locked' | SecondFactorGrantError;
  /** The account tried, when the check knows it (never for an unknown e-mail). */
  userId?: string | undefined;
  requestId?: string | undefined;
}

const ANONYMOUS = 'anonymous';

/**
 * One audit entry per password login that reached the credential check: `auth.passwordLogin` on success
 * (recordSuccessfulLogin), `auth.passwordRefused` with the reason otherwise (like the hand-off grant's
 * `auth.handoffLogin`/`Refused`).
 * Why: a lockout, a stolen password or a burst of guesses must be traceable to the account and the request after
 * the fact. What was typed is never recorded: not the password, and not an unknown e-mail either (people type
 * their password in the e-mail field).
 */
export async function auditPasswordRefusal(db: Db, record: RefusedPasswordLogin): Promise<void> {
  const subject = record.userId ?? ANONYMOUS;
  await writeAudit(db, {
    actor: subject,
    action: 'auth.passwordRefused',
    subjectType: 'user',
    subjectId: subject,
    details: { reason: record.outcome },
    ...(record.requestId ? { requestId: record.requestId } : {}),
  });
}

export interface SuccessfulLogin {
  /** The login name as typed (the lockout counts per normalised name). */
  username: string;
  /** The count the attempt was reserved as (checkCredentials' `attempt`). */
  attempt: number;
  userId: string;
  grantId: string;
  requestId?: string | undefined;
  now?: Date;
  policy?: LockoutPolicy;
}

/**
 * A successful password login settles its lockout reservation (lockout.ts) and writes its audit entry in the same
 * statement as the grant and refresh token it saves (upsert-batcher's companions): every statement costs a round
 * trip, and on the embedded engine CPU on the event loop, and logins come in bursts (bench/README.md, "Token
 * signing"). So the attempt is settled and audited exactly when the login's tokens are stored. Call it in the same
 * turn of the event loop as the tokens' saves (issueTokenSet's `alongside`). If the server dies before, the
 * reservation stays counted, as for an attempt that never finished.
 */
export function recordSuccessfulLogin(writes: PayloadWrites, login: SuccessfulLogin): Promise<void> {
  const policy = login.policy ?? DEFAULT_LOCKOUT_POLICY;
  const key = loginKey(login.username);
  return writes.alongside({
    name: 'login',
    key: `login_attempts:${key}`,
    statements: [
      settleAttemptSql({ key: '$1', attempt: '$2', max: '$3', now: '$4' }),
      `insert into audit_log (at, actor, action, subject_type, subject_id, details, request_id)
      values ($4::timestamptz, $5::text, 'auth.passwordLogin', 'user', $5::text, $6::jsonb, $7::text)`,
    ],
    params: [
      key,
      login.attempt,
      policy.maxAttempts,
      login.now ?? new Date(),
      login.userId,
      JSON.stringify({ grantId: login.grantId }),
      login.requestId ?? null,
    ],
  });
}
