import '@mantine/core/styles/Accordion.css';
import { Accordion, Card, Container, Group, Skeleton, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../../../components/page/load-failed';
import { PageTitle } from '../../../components/page/page-title';
import type { Language } from '../../../lib/i18n/language';
import { useStatements } from '../api/list-statements';
import { useStatementsT } from '../i18n/use-statements-t';
import { groupByYear, periodLabel, type OfferedPeriod } from '../logic/periods';
import { DownloadStatementButton } from './download-statement-button';

/**
 * `my-statement` (spec section 2; docs/returns.md "Statements"): every month and year since the client's first
 * portfolio, grouped by year (the newest open), each downloadable as a PDF in the page's language. A statement the
 * monthly job has not made, or not in this language, is prepared by the server when asked for.
 */
export function StatementsPage() {
  const t = useStatementsT();
  const { i18n } = useTranslation();
  const language: Language = i18n.language === 'ms' ? 'ms' : 'en';
  const statements = useStatements();
  const years = groupByYear(statements.data?.periods ?? [], statements.data?.statements ?? [], language);

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
          <Card padding="xs">
            <Accordion multiple defaultValue={[years[0]!.year]} order={2} chevronPosition="right">
              {years.map(({ year, periods }) => (
                <Accordion.Item key={year} value={year}>
                  <Accordion.Control>
                    <Text component="span" fw={700} size="lg">
                      {t('stmt.year', { year })}
                    </Text>
                  </Accordion.Control>
                  <Accordion.Panel>
                    <Stack gap="sm">
                      {periods.map((offered) => (
                        <PeriodRow key={offered.period} offered={offered} language={language} />
                      ))}
                    </Stack>
                  </Accordion.Panel>
                </Accordion.Item>
              ))}
            </Accordion>
          </Card>
        )}
      </Stack>
    </Container>
  );
}

function PeriodRow({ offered, language }: { offered: OfferedPeriod; language: Language }) {
  const t = useStatementsT();
  const kind = offered.kind === 'ANNUAL' ? t('stmt.annual') : t('stmt.monthly');
  const detail =
    offered.portfolioCount === null ? kind : `${kind} · ${t('stmt.portfolios', { count: offered.portfolioCount })}`;
  return (
    <Group justify="space-between" wrap="nowrap" align="flex-start" data-testid="statement-row">
      <div style={{ minWidth: 0 }}>
        <Text fw={600}>{periodLabel(offered.period, language)}</Text>
        <Text size="sm" c="dimmed">
          {detail}
        </Text>
      </div>
      <DownloadStatementButton period={offered.period} statement={offered.statement} language={language} />
    </Group>
  );
}

export default StatementsPage;
