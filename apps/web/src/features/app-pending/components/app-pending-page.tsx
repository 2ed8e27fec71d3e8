import '@mantine/core/styles/ThemeIcon.css';
import { Button, Card, Container, Stack, Text, ThemeIcon } from '@mantine/core';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ClientStatus } from '@harta/contracts/client-status';
import { afterLogoutPath } from '../../../lib/auth/after-logout';
import { useAuth } from '../../../lib/auth/auth-context';
import { useSettings } from '../../../lib/settings/settings-context';
import type { TranslationKey } from '../../../lib/i18n/resources';
import { ClockIcon } from '../../../components/icons/icons';
import { PageTitle } from '../../../components/page/page-title';
import { SupportEmailText } from '../../../components/page/support-email-text';

const EXPLAINED = [ClientStatus.Pending, ClientStatus.Reject, ClientStatus.Close] as const;
type ExplainedStatus = (typeof EXPLAINED)[number];

/** Unknown values in the URL are explained as "under review", the only state a visitor should land in here. */
export function explainedStatus(appstatus: string | undefined): ExplainedStatus {
  const upper = appstatus?.toUpperCase();
  return (EXPLAINED as readonly string[]).includes(upper ?? '') ? (upper as ExplainedStatus) : ClientStatus.Pending;
}

/** app-pending/{appstatus}: the application is being reviewed (or was refused): what happens next, who to ask. */
export function AppPendingPage() {
  const { t } = useTranslation();
  const { appstatus } = useParams();
  const settings = useSettings();
  const auth = useAuth();
  const navigate = useNavigate();
  const status = explainedStatus(appstatus);
  const key = (part: 'title' | 'body' | 'next') => `pending.${part}.${status}` as TranslationKey;

  const logout = async () => {
    await auth.logout();
    navigate(afterLogoutPath(), { replace: true });
  };

  return (
    <Container size="sm">
      <Card padding="xl">
        <Stack gap="md">
          <ThemeIcon size={56} radius="xl" variant="light" color={status === ClientStatus.Pending ? 'brand' : 'gray'}>
            <ClockIcon size={30} />
          </ThemeIcon>
          <PageTitle>{t(key('title'))}</PageTitle>
          <Text>{t(key('body'))}</Text>
          <Text>{t(key('next'))}</Text>
          <SupportEmailText i18nKey="pending.support" email={settings.supportEmail} c="dimmed" />
          {auth.status === 'authenticated' && (
            <Button variant="default" onClick={() => void logout()} w="fit-content">
              {t('pending.logout')}
            </Button>
          )}
        </Stack>
      </Card>
    </Container>
  );
}

export default AppPendingPage;
