import { Group, Menu, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { Link, NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSettings } from '../../lib/settings/settings-context';
import { ChevronDownIcon, ExternalIcon } from '../../components/icons/icons';
import { accountLinks, primaryLinks, supportLinks } from './menu-items';
import { useLogoutAction } from './use-logout-action';

/** The web's top menu: Home, Transactions, Refer a friend, Support ▾, My Account ▾. */
export function TopMenu() {
  const { t } = useTranslation();
  const settings = useSettings();
  const logout = useLogoutAction();

  return (
    <nav aria-label={t('nav.main')}>
      <Group gap={4} wrap="nowrap">
        {primaryLinks.map((link) => (
          <NavLink key={link.to} to={link.to} className="harta-nav-link">
            {t(link.labelKey)}
          </NavLink>
        ))}
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <UnstyledButton className="harta-nav-link">
              {t('nav.support')}
              <ChevronDownIcon size={16} />
            </UnstyledButton>
          </Menu.Target>
          <Menu.Dropdown>
            {supportLinks(settings).map((link) => (
              <Menu.Item
                key={link.labelKey}
                component="a"
                href={link.url}
                target="_blank"
                rel="noopener noreferrer"
                rightSection={<ExternalIcon size={14} />}
              >
                {t(link.labelKey)}
                <VisuallyHidden> {t('nav.opensInNewTab')}</VisuallyHidden>
              </Menu.Item>
            ))}
          </Menu.Dropdown>
        </Menu>
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <UnstyledButton className="harta-nav-link">
              {t('nav.myAccount')}
              <ChevronDownIcon size={16} />
            </UnstyledButton>
          </Menu.Target>
          <Menu.Dropdown>
            {accountLinks.map((link) => (
              <Menu.Item key={link.to} component={Link} to={link.to}>
                {t(link.labelKey)}
              </Menu.Item>
            ))}
            <Menu.Divider />
            <Menu.Item color="red" onClick={() => void logout()}>
              {t('nav.logout')}
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
      </Group>
    </nav>
  );
}
