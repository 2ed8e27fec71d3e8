import { lazy, Suspense, useLayoutEffect, type MouseEvent } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { href } from '@harta/contracts/routes';
import { dropFirstView } from '../../lib/first-view/first-view';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../lib/auth/auth-context';
import { loadSpecMessages } from '../../lib/i18n/init-i18n';
import { isNativeApp } from '../../lib/platform/platform';
import { isSandboxEnvironment } from '../../lib/settings/is-sandbox';
import { useSettings } from '../../lib/settings/settings-context';
import { PageSkeleton } from '../../components/page/page-skeleton';
import { BottomBar } from './bottom-bar';
import { useIsBareRoute } from './route-handle';
import { SiteHeader } from './site-header';
import { useSessionRedirect } from './use-session-redirect';
import { useShellChrome } from './use-shell-chrome';

const MAIN_ID = 'main-content';

// Only for logged-in users: kept out of the initial bundle.
const IdleWatcher = lazy(async () => ({
  default: (await import('../../features/session/components/idle-watcher')).IdleWatcher,
}));

// The notices of spec section 2 (logged-in clients only), with the spec's messages they show.
const NoticesHost = lazy(async () => {
  const [module] = await Promise.all([import('../../features/notices/components/notices-host'), loadSpecMessages()]);
  return { default: module.NoticesHost };
});

// While a first start's demo history is still being seeded: logged-in users of a sandbox (demo) installation only,
// so a production page never downloads it.
const DemoHistoryNotice = lazy(() => import('../../features/demo-history/components/demo-history-notice'));

// The native app's device checks and prompts (vapt, app update, exit, biometric offer): native app only.
const NativeEffects = lazy(() => import('../../features/native/components/native-effects'));

/** The layout shell every route sits in: skip link, header, the page, the native bottom bar, idle logout. */
export function AppLayout() {
  const { t } = useTranslation();
  const auth = useAuth();
  const { environment } = useSettings();
  const chrome = useShellChrome();
  const bare = useIsBareRoute();
  useSessionRedirect();
  const { pathname } = useLocation();
  // The dashboard's first view stays until the dashboard shows; anywhere else the app (a redirect) takes over at once.
  useLayoutEffect(() => {
    if (pathname !== href.to('dashboard')) dropFirstView();
  }, [pathname]);

  // Focus the main region directly: a plain #hash link would also be seen by the router as a navigation.
  const skipToMain = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    document.getElementById(MAIN_ID)?.focus();
  };

  return (
    <div className="harta-shell" data-bottom-bar={chrome.bottomBar || undefined}>
      <a href={`#${MAIN_ID}`} className="harta-skip-link" onClick={skipToMain}>
        {t('app.skipToContent')}
      </a>
      <SiteHeader chrome={chrome} bare={bare} />
      <main id={MAIN_ID} tabIndex={-1} className="harta-main">
        {auth.status === 'authenticated' && isSandboxEnvironment(environment) && (
          <Suspense fallback={null}>
            <DemoHistoryNotice />
          </Suspense>
        )}
        <Suspense fallback={<PageSkeleton />}>
          <Outlet />
        </Suspense>
      </main>
      {chrome.bottomBar && <BottomBar />}
      {auth.status === 'authenticated' && (
        <>
          <Suspense fallback={null}>
            <IdleWatcher />
          </Suspense>
          <Suspense fallback={null}>
            <NoticesHost />
          </Suspense>
        </>
      )}
      {isNativeApp() && (
        <Suspense fallback={null}>
          <NativeEffects />
        </Suspense>
      )}
      <ScrollRestoration />
    </div>
  );
}
