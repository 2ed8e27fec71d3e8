import { useEffect } from 'react';
import { Navigate } from 'react-router';
import { useAuth } from '../../../lib/auth/auth-context';
import { isNativeApp } from '../../../lib/platform/platform';
import { useSettings } from '../../../lib/settings/settings-context';
import { PageSkeleton } from '../../../components/page/page-skeleton';
import { decideRootRoute } from '../logic/root-route-decision';

/** The '' route: dashboard, native home screen or the marketing site. */
export function RootRedirect() {
  const auth = useAuth();
  const settings = useSettings();
  const decision = decideRootRoute({
    authStatus: auth.status,
    native: isNativeApp(),
    marketingSiteUrl: settings.marketingSiteUrl,
  });
  const externalUrl = decision.kind === 'external' ? decision.url : null;

  useEffect(() => {
    if (externalUrl) window.location.assign(externalUrl);
  }, [externalUrl]);

  return decision.kind === 'navigate' ? <Navigate to={decision.to} replace /> : <PageSkeleton />;
}
