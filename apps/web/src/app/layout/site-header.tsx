import { lazy, Suspense } from 'react';
import { Button, Container, Group } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { href } from '@harta/contracts/routes';
import { LogoMark } from '../../components/icons/icons';
import { ColorSchemeToggle } from './color-scheme-toggle';
import { CompletedIndicator } from './completed-indicator';
import { SandboxBadge } from './sandbox-badge';
import type { ShellChrome } from './shell-chrome';
import { useLogoutAction } from './use-logout-action';

// The menus (with Menu, Popover, Drawer) only appear for logged-in clients: loaded when first needed.
const TopMenu = lazy(async () => ({ default: (await import('./top-menu')).TopMenu }));
const MobileMenu = lazy(async () => ({ default: (await import('./mobile-menu')).MobileMenu }));

export function SiteHeader({ chrome, bare }: { chrome: ShellChrome; bare: boolean }) {
  const { t } = useTranslation();
  const logout = useLogoutAction();

  return (
    <header className="harta-header">
      <Container size="lg">
        <Group justify="space-between" wrap="nowrap" className="harta-header-inner" gap="sm">
          <Group gap="sm" wrap="nowrap">
            {bare ? (
              <span className="harta-brand">
                <LogoMark size={22} />
                {t('app.name')}
              </span>
            ) : (
              <Link to={href.root()} className="harta-brand">
                <LogoMark size={22} />
                {t('app.name')}
              </Link>
            )}
            <SandboxBadge />
          </Group>
          {chrome.topMenu && (
            <Group visibleFrom="md">
              <Suspense fallback={null}>
                <TopMenu />
              </Suspense>
            </Group>
          )}
          <Group gap="xs" wrap="nowrap">
            {chrome.completedIndicator && <CompletedIndicator />}
            {!bare && <ColorSchemeToggle />}
            {chrome.loginButton && (
              <Button component={Link} to={href.to('userLogin')} variant="light">
                {t('nav.login')}
              </Button>
            )}
            {chrome.logoutButton && (
              <Button variant="default" onClick={() => void logout()}>
                {t('nav.logout')}
              </Button>
            )}
            {chrome.topMenu && (
              <Group hiddenFrom="md">
                <Suspense fallback={null}>
                  <MobileMenu />
                </Suspense>
              </Group>
            )}
          </Group>
        </Group>
      </Container>
    </header>
  );
}
