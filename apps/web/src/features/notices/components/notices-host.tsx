import { lazy, Suspense, useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { isActiveStatus } from '@harta/contracts/client-status';
import { CLIENT_ROLE } from '@harta/contracts/constants';
import { href } from '@harta/contracts/routes';
import type { Notice } from '@harta/contracts/schemas/notices';
import { useAuth } from '../../../lib/auth/auth-context';
import { useClientSummary } from '../../../lib/client-profile/use-client-profile';
import { useForegroundTurn } from '../../../lib/foreground-modal/foreground-modal';
import { useDismissNotice } from '../api/dismiss-notice';
import { noticesQueryKey, useNotices } from '../api/get-notices';
import { hideForThisLogin, resetHiddenThisLogin, useHiddenThisLogin } from '../logic/hidden-this-login';
import { NOTICE_CONTENT, type NoticeDestination } from '../logic/notice-content';
import { NoticeModal } from './notice-modal';

/**
 * The spouse-ID form (Mantine's TextInput and Alert, which the build puts in the login page's chunk: bench/README.md
 * "Dashboard: one menu, no login chunk, earlier calls") loads only when its notice is to be shown, so the dashboard
 * never downloads the login page's code.
 */
const SpouseIdModal = lazy(async () => ({ default: (await import('./spouse-id-modal')).SpouseIdModal }));

/**
 * The notices of spec section 2, one at a time (issue #13 item 3; docs/account.md "Notices"). Mounted by the
 * layout shell for a logged-in user: asks the server after login and again whenever the dashboard opens, and
 * waits its turn behind other prompts that open on their own (the native biometric activation prompt).
 * Informational notices are dismissed on the server; mandatory ones are hidden until the next login.
 */
export function NoticesHost() {
  const auth = useAuth();
  const summary = useClientSummary();
  const subject = auth.user?.profile.sub ?? null;
  const isActiveClient =
    auth.status === 'authenticated' &&
    auth.roles.includes(CLIENT_ROLE) &&
    !!summary.data &&
    isActiveStatus(summary.data.status);
  const notices = useNotices(isActiveClient);
  const hidden = useHiddenThisLogin(subject);
  const dismiss = useDismissNotice();
  const navigate = useNavigate();
  useRefetchOnDashboard(isActiveClient);

  // Unmounted at logout: closed notices come back at the next login.
  useEffect(() => () => resetHiddenThisLogin(), []);

  const current = isActiveClient ? (notices.data ?? []).find((n) => !hidden.has(n.id)) : undefined;
  const turn = useForegroundTurn('notices', current !== undefined);
  if (!current || !turn || !subject) return null;

  const close = (notice: Notice, to: NoticeDestination | null) => {
    hideForThisLogin(subject, notice.id);
    if (notice.kind === 'informational') dismiss.mutate(notice.id);
    if (to) navigate(href.to(to));
  };

  if (current.code === 'SPOUSE_ID') {
    return (
      <Suspense fallback={null}>
        <SpouseIdModal
          key={current.id}
          onRemindLater={() => close(current, null)}
          onUpdated={() => close(current, null)}
        />
      </Suspense>
    );
  }
  return (
    <NoticeModal
      key={current.id}
      notice={current}
      content={NOTICE_CONTENT[current.code]}
      onDone={(to) => close(current, to)}
    />
  );
}

/** Asks again each time the client arrives on the dashboard (the first ask is the query's own, after login). */
function useRefetchOnDashboard(enabled: boolean) {
  const { pathname } = useLocation();
  const queryClient = useQueryClient();
  const onDashboard = pathname === href.to('dashboard');
  const wasOnDashboard = useRef(onDashboard);
  useEffect(() => {
    const arrived = onDashboard && !wasOnDashboard.current;
    wasOnDashboard.current = onDashboard;
    if (arrived && enabled) void queryClient.invalidateQueries({ queryKey: noticesQueryKey });
  }, [onDashboard, enabled, queryClient]);
}

export default NoticesHost;
