import { STAFF_ROLE } from '@harta/contracts/constants';
import { ErrorCode } from '@harta/contracts/errors';
import { messagesEn } from '@harta/contracts/messages';
import {
  DEMO_TOTP_SECRET,
  TOTP_PERIOD_SECONDS,
  normalizeOneTimeCode,
  otpauthUri,
} from '@harta/contracts/second-factor';
import type { SecondFactorEnrolment, SecondFactorStatus } from '@harta/contracts/schemas/second-factor';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { users } from '../../db/schema/identity';
import { checkCredentials } from '../../identity/check-credentials';
import { isLocked, releaseLoginAttempt, reserveLoginAttempt } from '../../identity/lockout';
import { verifyPassword } from '../../identity/passwords';
import type { SecondFactorKey } from '../../identity/second-factor-secret';
import {
  acceptTotpStep,
  recoveryCodesLeft,
  removeSecondFactor,
  secondFactorOf,
  startEnrolment,
  useRecoveryCode,
} from '../../identity/second-factor-store';
import { matchTotpStep, totpCodeAt } from '../../identity/totp';
import { AppError, ConflictError, ForbiddenError, NotFoundError } from '../../plugins/errors/app-error';
import { writeAudit } from '../audit/audit-log';
import { revokeAccountTokens } from '../registration/forgot-password/revoke-sessions';
import { demoCodeStep } from './demo-code-step';

export interface SecondFactorServiceDeps {
  db: Db;
  key: SecondFactorKey;
}

interface Actor {
  userId: string;
  requestId?: string | undefined;
}

const invalidCredentials = () => new AppError(401, ErrorCode.Unauthorized, messagesEn['auth.invalidCredentials']);
const locked = () => new AppError(403, ErrorCode.Forbidden, messagesEn['auth.lockout']);
const wrongCode = () => new AppError(400, ErrorCode.Validation, messagesEn['secondFactor.invalid']);

/**
 * The second factor's rules outside the password grant (docs/security.md, "Second factor"): a staff member's
 * enrolment at first sign-in, a client's own in My Profile, turning it off, an administrator's reset, and the
 * demo's code of the moment.
 */
export function createSecondFactorService({ db, key }: SecondFactorServiceDeps) {
  async function userOf(userId: string) {
    const [user] = await db
      .select({ id: users.id, email: users.email, roles: users.roles, passwordHash: users.passwordHash })
      .from(users)
      .where(eq(users.id, userId));
    return user;
  }

  async function status(userId: string): Promise<SecondFactorStatus> {
    const user = await userOf(userId);
    const factor = await secondFactorOf(db, userId, key);
    const enabled = factor?.status === 'active';
    return {
      enabled,
      required: Boolean(user?.roles.includes(STAFF_ROLE)),
      recoveryCodesLeft: enabled ? await recoveryCodesLeft(db, userId) : 0,
    };
  }

  async function enrol(userId: string, email: string, actor: Actor): Promise<SecondFactorEnrolment> {
    const enrolment = await startEnrolment(db, userId, key);
    if (!enrolment) throw new ConflictError(messagesEn['secondFactor.alreadyEnabled']);
    await writeAudit(db, {
      actor: actor.userId,
      action: 'secondFactor.enrolmentStarted',
      subjectType: 'user',
      subjectId: userId,
      ...(actor.requestId ? { requestId: actor.requestId } : {}),
    });
    return { ...enrolment, otpauthUri: otpauthUri(enrolment.secret, email) };
  }

  return {
    status,

    /**
     * A staff member's enrolment at first sign-in: the password grant answered mfa_enrollment_required, so the
     * same credentials start it here. The check is a login attempt of the lockout (reserved before argon2 runs);
     * a right password gives its reservation back, as the grant does when it stops for the second factor. The
     * secret is confirmed by the first code sent to the password grant (second-factor-gate.ts).
     */
    async startLoginEnrolment(username: string, password: string, requestId?: string): Promise<SecondFactorEnrolment> {
      const now = new Date();
      const check = await checkCredentials(db, username, password, { now: () => now });
      if (check.outcome === 'locked') throw locked();
      if (check.outcome === 'invalid') throw invalidCredentials();
      await releaseLoginAttempt(db, username, now);
      if (!check.user.roles.includes(STAFF_ROLE)) throw new ForbiddenError();
      return enrol(check.user.id, check.user.email, { userId: check.user.id, requestId });
    },

    /** A client's own enrolment in My Profile (optional for them). */
    async startProfileEnrolment(actor: Actor): Promise<SecondFactorEnrolment> {
      const user = await userOf(actor.userId);
      if (!user) throw new NotFoundError();
      return enrol(user.id, user.email, actor);
    },

    /** The first code from the app turns a pending enrolment on (and counts as used: it cannot sign in again). */
    async confirm(actor: Actor, code: string): Promise<SecondFactorStatus> {
      const factor = await secondFactorOf(db, actor.userId, key);
      if (!factor) throw new ConflictError(messagesEn['secondFactor.notPending']);
      if (factor.status === 'active') throw new ConflictError(messagesEn['secondFactor.alreadyEnabled']);
      const step = matchTotpStep(factor.secret, normalizeOneTimeCode(code));
      if (step === undefined) throw wrongCode();
      if (!(await acceptTotpStep(db, actor.userId, step))) {
        throw new AppError(400, ErrorCode.Validation, messagesEn['secondFactor.replayed']);
      }
      await writeAudit(db, {
        actor: actor.userId,
        action: 'secondFactor.enabled',
        subjectType: 'user',
        subjectId: actor.userId,
        ...(actor.requestId ? { requestId: actor.requestId } : {}),
      });
      return status(actor.userId);
    },

    /**
     * A client turns it off with their password or a code (a current one or a recovery code). The proof is an
     * attempt of the login lockout, like a change of password: a stolen session cannot guess its way through.
     * Staff cannot: their second factor is required (an administrator resets a lost one).
     */
    async disable(actor: Actor, proof: { password?: string | undefined; code?: string | undefined }) {
      const user = await userOf(actor.userId);
      if (!user) throw new NotFoundError();
      if (user.roles.includes(STAFF_ROLE)) throw new ForbiddenError(messagesEn['secondFactor.staffRequired']);
      const factor = await secondFactorOf(db, actor.userId, key);
      if (!factor) throw new ConflictError(messagesEn['secondFactor.notEnabled']);

      const now = new Date();
      const reserved = await reserveLoginAttempt(db, user.email, now);
      if (!reserved) throw locked();
      let proven = false;
      if (proof.password) {
        proven = Boolean(user.passwordHash) && (await verifyPassword(user.passwordHash!, proof.password));
      } else if (proof.code) {
        const code = normalizeOneTimeCode(proof.code);
        const step = factor.status === 'active' ? matchTotpStep(factor.secret, code, now) : undefined;
        proven =
          step !== undefined
            ? await acceptTotpStep(db, actor.userId, step, now)
            : await useRecoveryCode(db, actor.userId, code, now);
      }
      if (!proven) {
        await writeAudit(db, {
          actor: actor.userId,
          action: 'secondFactor.disableRefused',
          subjectType: 'user',
          subjectId: actor.userId,
          ...(actor.requestId ? { requestId: actor.requestId } : {}),
        });
        if (isLocked(reserved, now)) throw locked();
        throw new AppError(400, ErrorCode.Validation, messagesEn['secondFactor.wrongProof']);
      }
      await releaseLoginAttempt(db, user.email, now);
      await db.transaction(async (tx) => {
        await removeSecondFactor(tx, actor.userId);
        await writeAudit(tx, {
          actor: actor.userId,
          action: 'secondFactor.disabled',
          subjectType: 'user',
          subjectId: actor.userId,
          details: { proof: proof.password ? 'password' : 'code' },
          ...(actor.requestId ? { requestId: actor.requestId } : {}),
        });
      });
      return status(actor.userId);
    },

    /**
     * An administrator resets a staff member's second factor (a lost phone): the secret and recovery codes go,
     * the member's sessions end, and they enrol again at their next sign-in. Audited with who did it.
     */
    async resetStaffMember(actor: Actor, memberId: string) {
      const member = await userOf(memberId);
      if (!member || !member.roles.includes(STAFF_ROLE))
        throw new NotFoundError(messagesEn['secondFactor.memberNotFound']);
      await db.transaction(async (tx) => {
        const removed = await removeSecondFactor(tx, memberId);
        const revoked = await revokeAccountTokens(tx, memberId, {});
        await writeAudit(tx, {
          actor: actor.userId,
          action: 'secondFactor.reset',
          subjectType: 'user',
          subjectId: memberId,
          details: { email: member.email, hadSecondFactor: removed, revokedRecords: revoked },
          ...(actor.requestId ? { requestId: actor.requestId } : {}),
        });
      });
      return { userId: memberId, email: member.email, reset: true as const };
    },

    /**
     * Development and test only (never registered in production): for a member whose secret is the documented
     * demo secret (anyone else's is never revealed, even here), the next code the sign-in will accept, still
     * accepted for a while (`demoCodeStep`); `waitSeconds` says how long until it is accepted when the window is
     * used up.
     */
    async demoCode(email: string, now: Date = new Date()) {
      const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email.trim().toLowerCase()));
      const factor = user && (await secondFactorOf(db, user.id, key));
      if (!factor || factor.secret !== DEMO_TOTP_SECRET) throw new NotFoundError();
      const { step, waitSeconds } = demoCodeStep(Math.floor(now.getTime() / 1000), factor.lastUsedStep ?? null);
      const { code } = totpCodeAt(DEMO_TOTP_SECRET, new Date(step * TOTP_PERIOD_SECONDS * 1000));
      return { code, step, waitSeconds, secondsLeft: totpCodeAt(DEMO_TOTP_SECRET, now).secondsLeft };
    },
  };
}

export type SecondFactorService = ReturnType<typeof createSecondFactorService>;
