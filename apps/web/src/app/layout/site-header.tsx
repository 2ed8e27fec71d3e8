import { lazy, Suspense } from 'react';
import { ActionIcon, Button, Container, Group } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { href } from '@harta/contracts/routes';
import { LogoMark, LogoutIcon } from '../../components/icons/icons';
import { LanguageSwitch } from '../../components/language/language-switch';
import { ColorSchemeToggle } from './color-scheme-toggle';
import { CompletedIndicator } from './completed-indicator';
import { SandboxBadge } from './sandbox-badge';
import { useCompactHeader, useCompactMenu } from './use-compact-header';
import type { ShellChrome } from './shell-chrome';
import { useLogoutAction } from './use-logout-action';

// The menus (with Menu, Popover, Drawer) only appear for logged-in clients: loaded when first needed, and only the
// one the screen's width needs (the burger's is in the dashboard's chunk, the wide screen's top menu a chunk of its own).
const TopMenu = lazy(async () => ({ default: (await import('./top-menu')).TopMenu }));
const MobileMenu = lazy(async () => ({ default: (await import('./mobile-menu')).MobileMenu }));

/** Pixels between header items on a phone: at 360 px every item fits only with tighter spacing. */
const COMPACT_GAP = 6;

export function SiteHeader({ chrome, bare }: { chrome: ShellChrome; bare: boolean }) {
  const { t } = useTranslation();
  const logout = useLogoutAction();
  // On a phone the badge shows only the figure and Logout only its icon, so everything fits without scrolling.
  const compact = useCompactHeader();
  const compactMenu = useCompactMenu();

  return (
    <header className="harta-header">
      <Container size="lg">
        <Group
          justify="space-between"
          wrap="nowrap"
          className="harta-header-inner"
          gap={compact ? COMPACT_GAP : 'sm'}
          // Each side keeps its natural width (by default a side is capped at half the row, and squeezed).
          preventGrowOverflow={!compact}
        >
          <Group gap={compact ? COMPACT_GAP : 'sm'} wrap="nowrap">
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
          {chrome.topMenu && !compactMenu && (
            <Group>
              <Suspense fallback={null}>
                <TopMenu />
              </Suspense>
            </Group>
          )}
          <Group gap={compact ? COMPACT_GAP : 'xs'} wrap="nowrap">
            {chrome.completedIndicator && <CompletedIndicator compact={compact} />}
            {/* On a phone the registration header already holds the progress badge and Logout: no room (the login
                page and every other header offer the switch). */}
            {!bare && !(compact && chrome.completedIndicator) && <LanguageSwitch compact={compact} />}
            {!bare && <ColorSchemeToggle />}
            {chrome.loginButton && (
              <Button component={Link} to={href.to('userLogin')} variant="light">
                {t('nav.login')}
              </Button>
            )}
            {chrome.logoutButton &&
              (compact ? (
                <ActionIcon
                  variant="default"
                  size="lg"
                  onClick={() => void logout()}
                  aria-label={t('nav.logout')}
                  title={t('nav.logout')}
                >
                  <LogoutIcon size={18} />
                </ActionIcon>
              ) : (
                <Button variant="default" onClick={() => void logout()}>
                  {t('nav.logout')}
                </Button>
              ))}
            {chrome.topMenu && compactMenu && (
              <Group>
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
