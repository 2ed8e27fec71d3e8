import { Burger, Divider, Drawer, Stack, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSettings } from '../../lib/settings/settings-context';
import { ExternalIcon } from '../../components/icons/icons';
import { accountLinks, primaryLinks, supportLinks } from './menu-items';
import { useLogoutAction } from './use-logout-action';

/** The same web menu on a narrow screen: a burger that opens a drawer. */
export function MobileMenu() {
  const { t } = useTranslation();
  const settings = useSettings();
  const logout = useLogoutAction();
  const [opened, { toggle, close }] = useDisclosure(false);

  return (
    <>
      <Burger
        opened={opened}
        onClick={toggle}
        size="sm"
        aria-label={opened ? t('nav.closeMenu') : t('nav.openMenu')}
        aria-expanded={opened}
        aria-controls="harta-mobile-menu"
      />
      <Drawer opened={opened} onClose={close} position="right" size="xs" title={t('app.name')} id="harta-mobile-menu">
        <nav aria-label={t('nav.main')}>
          <Stack gap={2}>
            {primaryLinks.map((link) => (
              <NavLink key={link.to} to={link.to} className="harta-nav-link" onClick={close}>
                {t(link.labelKey)}
              </NavLink>
            ))}
            <Divider my="xs" />
            <Text size="xs" c="dimmed" tt="uppercase" fw={600} px="sm">
              {t('nav.support')}
            </Text>
            {supportLinks(settings).map((link) => (
              <a
                key={link.labelKey}
                href={link.url}
                target="_blank"
                rel="noopener noreferrer"
                className="harta-nav-link"
              >
                {t(link.labelKey)} <ExternalIcon size={14} />
                <VisuallyHidden>{t('nav.opensInNewTab')}</VisuallyHidden>
              </a>
            ))}
            <Divider my="xs" />
            <Text size="xs" c="dimmed" tt="uppercase" fw={600} px="sm">
              {t('nav.myAccount')}
            </Text>
            {accountLinks.map((link) => (
              <NavLink key={link.to} to={link.to} className="harta-nav-link" onClick={close}>
                {t(link.labelKey)}
              </NavLink>
            ))}
            <UnstyledButton
              className="harta-nav-link"
              onClick={() => {
                close();
                void logout();
              }}
            >
              {t('nav.logout')}
            </UnstyledButton>
          </Stack>
        </nav>
      </Drawer>
    </>
  );
}
