import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { LOCKOUT_MAX_ATTEMPTS } from '@harta/contracts/constants';
import { useAuth } from '../../../lib/auth/auth-context';
import { isBlocked, createLockoutStore, type LockoutStore } from '../../../lib/auth/lockout';
import { classifyLoginError } from '../../../lib/auth/login-error';
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
 * The login sequence: device lockout check → password grant → (failure: count it / show the message) →
 * clear counters and flags → load the login summary → route by status (spec section 4).
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
        setMessage(messageForFailure(classifyLoginError(error), lockout, at));
        setFailures(lockout.read(at).failures);
        setBusy(false);
        return;
      }

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
    [auth, lockout, navigate, now, queryClient],
  );

  /** One more wrong password locks the account: say so before it happens (issue 15 item 2). */
  const lastAttempt = message === 'auth.invalidCredentials' && failures === LOCKOUT_MAX_ATTEMPTS - 1;
  return { submit, message, busy, lastAttempt };
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
    case 'unavailable':
      return 'alert.default';
  }
}
