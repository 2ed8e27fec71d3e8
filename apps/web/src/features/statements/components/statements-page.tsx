import { Card, Container, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { LoadFailed } from '../../../components/page/load-failed';
import { PageTitle } from '../../../components/page/page-title';
import { useStatements } from '../api/list-statements';
import { useStatementsT } from '../i18n/use-statements-t';
import { groupByYear, periodLabel } from '../logic/periods';
import { DownloadStatementButton } from './download-statement-button';
import { RequestStatementCard } from './request-statement-card';

/**
 * `my-statement` (spec section 2; issue #12 item 7): the client's statements grouped by year, each downloadable as
 * a PDF, and a request for any past month with progress while the server prepares it.
 */
export function StatementsPage() {
  const t = useStatementsT();
  const statements = useStatements();
  const years = groupByYear(statements.data?.statements ?? []);

  return (
    <Container size="md">
      <Stack gap="md">
        <div>
          <PageTitle>{t('stmt.title')}</PageTitle>
          <Text c="dimmed" mt={4}>
            {t('stmt.subtitle')}
          </Text>
        </div>
        {statements.isPending ? (
          <Stack gap="xs" aria-busy="true" aria-label={t('app.loading')}>
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} height={48} />
            ))}
          </Stack>
        ) : statements.isError ? (
          <LoadFailed message={t('stmt.loadFailed')} onRetry={() => void statements.refetch()} />
        ) : years.length === 0 ? (
          <Card>
            <Text>{t('stmt.empty')}</Text>
          </Card>
        ) : (
          years.map(({ year, statements: list }) => (
            <Card key={year} padding="sm">
              <Title order={2} size="h4" mb="xs">
                {t('stmt.year', { year })}
              </Title>
              <Stack gap={6}>
                {list.map((s) => (
                  <Group key={s.id} justify="space-between" wrap="nowrap" data-testid="statement-row">
                    <div>
                      <Text fw={600}>{periodLabel(s.period)}</Text>
                      <Text size="sm" c="dimmed">
                        {s.kind === 'ANNUAL' ? t('stmt.annual') : t('stmt.monthly')} ·{' '}
                        {t('stmt.portfolios', { count: s.portfolioCount })}
                      </Text>
                    </div>
                    <DownloadStatementButton statement={s} />
                  </Group>
                ))}
              </Stack>
            </Card>
          ))
        )}
        <RequestStatementCard />
      </Stack>
    </Container>
  );
}

export default StatementsPage;
