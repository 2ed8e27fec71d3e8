import '@mantine/core/styles/NavLink.css';
import { Button, Card, Container, NavLink, Stack, Text } from '@mantine/core';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CLIENT_ROLE } from '@harta/contracts/constants';
import { href } from '@harta/contracts/routes';
import { PageTitle } from '../../../components/page/page-title';
import { afterLogoutPath } from '../../../lib/auth/after-logout';
import { useAuth } from '../../../lib/auth/auth-context';
import { isNativeApp } from '../../../lib/platform/platform';
import type { TranslationKey } from '../../../lib/i18n/resources';

interface Item {
  labelKey: TranslationKey;
  to: string;
}

/** What a logged-in client manages; the biometric setting only in the native app, where it exists. */
function settingsItems(native: boolean): Item[] {
  return [
    { labelKey: 'nav.myProfile', to: href.to('myProfile') },
    { labelKey: 'nav.statement', to: href.to('myStatement') },
    { labelKey: 'nav.changePassword', to: href.to('changePassword') },
    { labelKey: 'nav.yourData', to: href.to('yourData') },
    ...(native ? [{ labelKey: 'page.biometric' as const, to: href.to('biometric') }] : []),
  ];
}

const HELP_ITEMS: Item[] = [
  { labelKey: 'about.title', to: href.to('about') },
  { labelKey: 'nav.faq', to: href.to('faq') },
  { labelKey: 'nav.terms', to: href.to('terms') },
  { labelKey: 'nav.privacy', to: href.to('privacy') },
];

function ItemList({ items }: { items: Item[] }) {
  const { t } = useTranslation();
  return (
    <Card padding={0}>
      {items.map((item) => (
        <NavLink key={item.to} component={Link} to={item.to} label={t(item.labelKey)} />
      ))}
    </Card>
  );
}

/**
 * My Account (the native bottom bar's fourth tab, spec section 2): the account's settings (profile, statement,
 * password, and in the native app biometric login, which was otherwise reachable only from the prompt after a
 * login: issue 15 item 4), help and legal pages, and Logout. A visitor gets the help pages and a way to log in.
 */
export function MyAccountPage() {
  const { t } = useTranslation();
  const auth = useAuth();
  const navigate = useNavigate();
  const client = auth.status === 'authenticated' && auth.roles.includes(CLIENT_ROLE);

  const logout = async () => {
    await auth.logout();
    navigate(afterLogoutPath(), { replace: true });
  };

  return (
    <Container size="sm">
      <Stack gap="lg">
        <PageTitle>{t('page.myAccount')}</PageTitle>
        {client && (
          <Stack gap="xs">
            <Text fw={600}>{t('account.settings')}</Text>
            <ItemList items={settingsItems(isNativeApp())} />
          </Stack>
        )}
        <Stack gap="xs">
          <Text fw={600}>{t('account.help')}</Text>
          <ItemList items={HELP_ITEMS} />
        </Stack>
        {auth.status === 'authenticated' ? (
          <Button variant="default" onClick={() => void logout()} style={{ alignSelf: 'flex-start' }}>
            {t('nav.logout')}
          </Button>
        ) : (
          <Button component={Link} to={href.to('userLogin')} style={{ alignSelf: 'flex-start' }}>
            {t('nav.login')}
          </Button>
        )}
      </Stack>
    </Container>
  );
}

export default MyAccountPage;
