import { useLocation } from 'react-router';
import { href } from '@harta/contracts/routes';
import { useAuth } from '../../lib/auth/auth-context';
import { useClientSummary } from '../../lib/client-profile/use-client-profile';
import { isNativeApp } from '../../lib/platform/platform';
import { useIsBareRoute, usePageHasOwnAuthActions } from './route-handle';
import { shellChrome } from './shell-chrome';

export function useShellChrome() {
  const auth = useAuth();
  const summary = useClientSummary();
  const { pathname } = useLocation();
  return shellChrome({
    native: isNativeApp(),
    authStatus: auth.status,
    status: summary.data?.status,
    bare: useIsBareRoute(),
    onLoginPage: pathname === href.to('userLogin'),
    pageHasAuthActions: usePageHasOwnAuthActions(),
  });
}
