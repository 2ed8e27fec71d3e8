import '@mantine/core/styles/Alert.css';
import { Alert, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { BureauCheck } from '@harta/contracts/schemas/backoffice';
import { useRunBureauCheck } from '../api/run-bureau-check';
import { formatDateTime } from '../logic/format-date';
import { FieldList } from './field-list';
import { useBackofficeT } from '../i18n/use-backoffice-t';

const RECOMMENDATION_COLOR = { CLEAR: 'brand', REVIEW: 'yellow', DECLINE: 'red' } as const;
const GRADE_COLOR = { LOW: 'brand', MEDIUM: 'yellow', HIGH: 'red' } as const;

/** The credit-bureau check: its last result and a button that runs it (again). */
export function BureauCheckCard({ clientId, bureau }: { clientId: number; bureau: BureauCheck | null }) {
  const t = useBackofficeT();
  const run = useRunBureauCheck(clientId);
  const yesNo = (v: boolean) => (v ? t('backoffice.yes') : t('backoffice.no'));

  return (
    <Card>
      <Stack gap="md">
        <Group justify="space-between" gap="xs">
          <Title order={2} size="h4">
            {t('backoffice.bureau')}
          </Title>
          {bureau?.sandbox && (
            <Badge color="grape" variant="light" size="sm">
              {t('backoffice.sandbox')}
            </Badge>
          )}
        </Group>
        {run.isError && (
          <Alert color="red" variant="light" role="alert">
            {t('backoffice.bureauFailed')}
          </Alert>
        )}
        {bureau ? (
          <Stack gap="sm" data-testid="bureau-result" aria-live="polite">
            <Group gap="xs">
              <Text size="sm">{t('backoffice.bureau.recommendation')}:</Text>
              <Badge color={RECOMMENDATION_COLOR[bureau.recommendation]} variant="filled">
                {t(`backoffice.bureau.${bureau.recommendation}`)}
              </Badge>
            </Group>
            <Text size="sm">{bureau.summary}</Text>
            <FieldList
              fields={[
                {
                  label: t('backoffice.bureau.score'),
                  value: <span className="harta-num">{bureau.creditScore}</span>,
                },
                {
                  label: t('backoffice.bureau.grade'),
                  value: (
                    <Badge color={GRADE_COLOR[bureau.riskGrade]} variant="light" size="sm">
                      {t(`backoffice.bureau.${bureau.riskGrade}`)}
                    </Badge>
                  ),
                },
                { label: t('backoffice.bureau.bankruptcy'), value: yesNo(bureau.bankruptcy) },
                {
                  label: t('backoffice.bureau.legalCases'),
                  value: <span className="harta-num">{bureau.legalCases}</span>,
                },
                { label: t('backoffice.bureau.specialAttention'), value: yesNo(bureau.specialAttentionAccount) },
                { label: t('backoffice.bureau.checkedAt'), value: formatDateTime(bureau.checkedAt) },
                { label: t('backoffice.bureau.reference'), value: bureau.reference },
              ]}
            />
          </Stack>
        ) : (
          <Text c="dimmed" size="sm">
            {t('backoffice.bureauNone')}
          </Text>
        )}
        <Button
          variant={bureau ? 'default' : 'filled'}
          onClick={() => run.mutate()}
          loading={run.isPending}
          w="fit-content"
        >
          {bureau ? t('backoffice.rerunBureau') : t('backoffice.runBureau')}
        </Button>
      </Stack>
    </Card>
  );
}
