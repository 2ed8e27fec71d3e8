import { useCallback, useRef, useState } from 'react';
import type { SecondFactorEnrolment } from '@harta/contracts/schemas/second-factor';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { LOCKOUT_MAX_ATTEMPTS } from '@harta/contracts/constants';
import { useAuth } from '../../../lib/auth/auth-context';
import { isBlocked, createLockoutStore, type LockoutStore } from '../../../lib/auth/lockout';
import { classifyLoginError } from '../../../lib/auth/login-error';
import { coreMessagesEn } from '@harta/contracts/core-messages';
import { isHttpError } from '../../../lib/http/http-error';
import { clearPendingFlags } from '../../../lib/auth/pending-flags';
import { takeReturnTo } from '../../../lib/auth/return-to';
import { isStaffOnly, rolesFromTokens } from '../../../lib/auth/roles';
import { href } from '@harta/contracts/routes';
import { clientLoginQueryOptions } from '../../../lib/client-profile/api/get-client-login-by-id';
import type { TranslationKey } from '../../../lib/i18n/resources';
import { useHydrated } from '../../../lib/prerender/hydration';
import { decidePostLogin } from '../logic/post-login-route';

export interface Credentials {
  email: string;
  password: string;
}

/**
 * Where the login stands: e-mail and password; the second factor's code; a staff member's enrolment at first
 * sign-in (QR code, then the code); the new recovery codes, shown once before the app opens.
 */
export type LoginStep =
  | { kind: 'password' }
  | { kind: 'code' }
  | { kind: 'enrol'; enrolment: SecondFactorEnrolment }
  | { kind: 'recoveryCodes'; codes: string[]; account: string };

/**
 * The login sequence: device lockout check → password grant → (failure: count it / show the message) →
 * [second factor: the code, or a staff member's enrolment and recovery codes] → clear counters and flags → load
 * the login summary → route by status (spec section 4; docs/security.md "Second factor").
 */
export function useLoginFlow({
  lockoutStore,
  now = Date.now,
}: { lockoutStore?: LockoutStore; now?: () => number } = {}) {
  const [lockout] = useState(() => lockoutStore ?? createLockoutStore());
  const auth = useAuth();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  // The device's lockout, as found when the page opened; shown until the first attempt sets a message of its own.
  // Not while a prerendered page hydrates (apps/web/build/prerender.ts: its HTML has no message), right after.
  const [blockedAtOpen] = useState(() => lockout.isBlocked(now()));
  const [attemptMessage, setMessage] = useState<TranslationKey | null | undefined>(undefined);
  const hydrated = useHydrated();
  const message = attemptMessage !== undefined ? attemptMessage : hydrated && blockedAtOpen ? 'auth.lockout' : null;
  /** True from submit until the flow fails or leaves, so the page does not redirect on its own meanwhile. */
  const [busy, setBusy] = useState(false);
  /** Failed logins so far on this device since the last success (for the last-attempt warning). */
  const [failures, setFailures] = useState(() => lockout.read(now()).failures);

  const [step, setStep] = useState<LoginStep>({ kind: 'password' });
  /** The credentials of the login in progress, kept (in memory only) for the code step's second grant. */
  const pending = useRef<Credentials | null>(null);
  /** The roles of a login that succeeded while its recovery codes are on screen. */
  const signedInRoles = useRef<string[]>([]);

  const fail = useCallback(
    (failure: ReturnType<typeof classifyLoginError>, at: number) => {
      setMessage(messageForFailure(failure, lockout, at));
      setFailures(lockout.read(at).failures);
      setBusy(false);
    },
    [lockout],
  );

  /** Where a successful login goes: the back office for staff, else by the client's status (spec section 4). */
  const proceed = useCallback(
    async (roles: string[]) => {
      lockout.clear();
      clearPendingFlags();

      // Staff have no client record: straight to the back office.
      if (isStaffOnly(roles)) {
        takeReturnTo();
        navigate(href.to('backoffice'), { replace: true });
        return;
      }

      let summary;
      try {
        summary = await queryClient.fetchQuery(clientLoginQueryOptions());
      } catch (error) {
        // 403: a valid login that is not a client's (no role 'c'). The forbidden page is already showing; the
        // person stays logged in there, with Logout, rather than being logged out behind a page that offers
        // "Log in" (issue 15 item 7).
        if (isHttpError(error) && error.status === 403) {
          setBusy(false);
          return;
        }
        // 404/500/0 have already sent the user to an error page; in every other case end the half-open session.
        await auth.logout();
        setMessage('alert.default');
        setBusy(false);
        return;
      }

      const decision = decidePostLogin({
        status: summary.status,
        currentStep: summary.currentStep,
        rememberedTarget: takeReturnTo(),
      });
      if (decision.kind === 'refuse') {
        await auth.logout();
        setMessage(decision.message);
        setBusy(false);
        return;
      }
      navigate(decision.to, { replace: true });
    },
    [auth, lockout, navigate, queryClient],
  );

  /** A staff member's first sign-in: the same credentials start the enrolment (a new secret to scan). */
  const startEnrolment = useCallback(
    async (credentials: Credentials, at: number) => {
      try {
        const { startLoginEnrolment } = await import('../api/start-login-enrolment');
        const enrolment = await startLoginEnrolment(credentials.email.trim(), credentials.password);
        pending.current = credentials;
        setStep({ kind: 'enrol', enrolment });
      } catch (error) {
        const lockedOut =
          isHttpError(error) && error.status === 403 && error.body?.result === coreMessagesEn['auth.lockout'];
        fail(lockedOut ? 'lockout' : 'unavailable', at);
        return;
      }
      setBusy(false);
    },
    [fail],
  );

  const submit = useCallback(
    async ({ email, password }: Credentials) => {
      const at = now();
      if (lockout.isBlocked(at)) {
        setMessage('auth.lockout'); // refused on the device, the server is not asked
        return;
      }
      setMessage(null);
      setBusy(true);

      let roles: string[];
      try {
        const user = await auth.login(email.trim(), password);
        roles = rolesFromTokens(user.access_token, user.profile as Record<string, unknown>);
      } catch (error) {
        const failure = classifyLoginError(error);
        if (failure === 'secondFactorRequired') {
          pending.current = { email, password };
          setStep({ kind: 'code' });
          setBusy(false);
          return;
        }
        if (failure === 'secondFactorEnrolment') {
          await startEnrolment({ email, password }, at);
          return;
        }
        fail(failure, at);
        return;
      }
      await proceed(roles);
    },
    [auth, fail, lockout, now, proceed, startEnrolment],
  );

  /** The code step (and the enrolment's confirmation): the same grant again, with the code. */
  const submitCode = useCallback(
    async (code: string) => {
      const credentials = pending.current;
      if (!credentials) return;
      const at = now();
      if (lockout.isBlocked(at)) {
        setMessage('auth.lockout');
        return;
      }
      setMessage(null);
      setBusy(true);
      let roles: string[];
      try {
        const user = await auth.login(credentials.email.trim(), credentials.password, code);
        roles = rolesFromTokens(user.access_token, user.profile as Record<string, unknown>);
      } catch (error) {
        fail(classifyLoginError(error), at);
        return;
      }
      pending.current = null;
      if (step.kind === 'enrol') {
        // Signed in; the app opens once the recovery codes were seen (busy stays on: no redirect meanwhile).
        signedInRoles.current = roles;
        setStep({ kind: 'recoveryCodes', codes: step.enrolment.recoveryCodes, account: credentials.email.trim() });
        return;
      }
      await proceed(roles);
    },
    [auth, fail, lockout, now, proceed, step],
  );

  const finishEnrolment = useCallback(() => proceed(signedInRoles.current), [proceed]);

  /** Back to e-mail and password (another account, or a typo): forgets the credentials kept for the code. */
  const restart = useCallback(() => {
    pending.current = null;
    setStep({ kind: 'password' });
    setMessage(null);
  }, []);

  /** One more wrong password (or code) locks the account: say so before it happens (issue 15 item 2). */
  const lastAttempt =
    (message === 'auth.invalidCredentials' || message === 'secondFactor.invalid') &&
    failures === LOCKOUT_MAX_ATTEMPTS - 1;
  return { submit, submitCode, finishEnrolment, restart, step, message, busy, lastAttempt };
}

function messageForFailure(
  failure: ReturnType<typeof classifyLoginError>,
  lockout: LockoutStore,
  at: number,
): TranslationKey {
  switch (failure) {
    case 'lockout':
      lockout.recordServerLockout(at);
      return 'auth.lockout';
    case 'invalidCredentials':
      // The third failure shows the lockout message at once.
      return isBlocked(lockout.recordFailure(at), at) ? 'auth.lockout' : 'auth.invalidCredentials';
    case 'accountStatus':
      return 'auth.accountStatus';
    case 'secondFactorInvalid':
      // A wrong code counts like a wrong password; the third failure shows the lockout message at once.
      return isBlocked(lockout.recordFailure(at), at) ? 'auth.lockout' : 'secondFactor.invalid';
    case 'secondFactorReplayed':
      // A used code was right moments ago: refused, not counted (as on the server, docs/security.md).
      return 'secondFactor.replayed';
    case 'secondFactorRequired':
      return 'secondFactor.required';
    case 'secondFactorEnrolment':
      return 'secondFactor.enrollmentRequired';
    case 'unavailable':
      return 'alert.default';
  }
}
