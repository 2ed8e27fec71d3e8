import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Progress.css';
import { useMemo, useState } from 'react';
import { Alert, Button, Card, Group, NativeSelect, Progress, Stack, Text, Title } from '@mantine/core';
import { isHttpError } from '../../../lib/http/http-error';
import { useRequestStatement } from '../api/request-statement';
import { useStatementsT } from '../i18n/use-statements-t';
import { closedMonths, periodLabel } from '../logic/periods';
import { DownloadStatementButton } from './download-statement-button';

/** Ask for a past month's statement: the server makes it on the spot when the monthly job has not. */
export function RequestStatementCard({ now = new Date() }: { now?: Date }) {
  const t = useStatementsT();
  const months = useMemo(() => closedMonths(now), [now]);
  const [period, setPeriod] = useState(months[0]!);
  const request = useRequestStatement();
  const error = request.error;
  const errorText = error ? (isHttpError(error) && error.body?.result) || t('stmt.request.failed') : null;

  return (
    <Card>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('stmt.request.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('stmt.request.help')}
        </Text>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            request.mutate(period);
          }}
        >
          <Group align="flex-end">
            <NativeSelect
              label={t('stmt.request.month')}
              value={period}
              onChange={(event) => {
                setPeriod(event.currentTarget.value);
                request.reset();
              }}
              data={months.map((m) => ({ value: m, label: periodLabel(m) }))}
            />
            <Button type="submit" loading={request.isPending}>
              {t('stmt.request.submit')}
            </Button>
          </Group>
        </form>
        {request.isPending && (
          <Stack gap={4} role="status">
            <Text size="sm">{t('stmt.request.progress')}</Text>
            <Progress value={100} animated striped aria-label={t('stmt.request.progress')} />
          </Stack>
        )}
        {errorText && (
          <Alert color="red" role="alert">
            {errorText}
          </Alert>
        )}
        {request.data && (
          <Group justify="space-between" role="status">
            <Text size="sm">{t('stmt.request.ready', { period: periodLabel(request.data.statement.period) })}</Text>
            <DownloadStatementButton statement={request.data.statement} />
          </Group>
        )}
      </Stack>
    </Card>
  );
}
