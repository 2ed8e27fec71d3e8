import '@mantine/core/styles/ThemeIcon.css';
import { Button, Card, Container, Group, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { href } from '@harta/contracts/routes';
import { useClientBasicInfo } from '../../../lib/client-profile/use-client-profile';
import { statusLabelKey } from '../../../lib/client-profile/status-label';
import { PageTitle } from '../../../components/page/page-title';
import { LoadFailed } from '../../../components/page/load-failed';
import { WalletIcon } from '../../../components/icons/icons';

/** First dashboard: greeting, account status and what to do next while the portfolio is empty. */
export function DashboardPage() {
  const { t } = useTranslation();
  const info = useClientBasicInfo();
  const statusText = (status: string) => {
    const key = statusLabelKey(status);
    return key ? t(key) : status;
  };

  return (
    <Container size="md">
      <Stack gap="lg">
        {info.isPending ? (
          <Stack gap="xs" aria-busy="true" aria-label={t('app.loading')}>
            <Skeleton height={32} width="50%" />
            <Skeleton height={18} width="30%" />
          </Stack>
        ) : info.isError ? (
          <LoadFailed onRetry={() => void info.refetch()} />
        ) : (
          <div>
            <PageTitle>{t('dashboard.greeting', { name: info.data.givenName })}</PageTitle>
            <Text c="dimmed" mt={4}>
              {t('dashboard.status', { status: statusText(info.data.status) })}
            </Text>
          </div>
        )}
        <EmptyPortfolioCard />
      </Stack>
    </Container>
  );
}

/** The empty state of a portfolio: says what to do next, with the one action that does it. */
function EmptyPortfolioCard() {
  const { t } = useTranslation();
  return (
    <Card>
      <Group align="flex-start" wrap="nowrap" gap="md">
        <ThemeIcon size={44} radius="xl" variant="light">
          <WalletIcon size={24} />
        </ThemeIcon>
        <Stack gap="xs" align="flex-start">
          <Title order={2} size="h4">
            {t('dashboard.emptyTitle')}
          </Title>
          <Text c="dimmed">{t('dashboard.emptyBody')}</Text>
          <Button component={Link} to={href.to('deposit')} mt="xs">
            {t('dashboard.firstDeposit')}
          </Button>
        </Stack>
      </Group>
    </Card>
  );
}

export default DashboardPage;
