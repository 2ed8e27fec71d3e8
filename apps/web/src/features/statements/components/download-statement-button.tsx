import { useState } from 'react';
import { Button, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import type { Statement } from '@harta/contracts/schemas/statements';
import { isHttpError } from '../../../lib/http/http-error';
import type { Language } from '../../../lib/i18n/language';
import { downloadStatement } from '../api/download-statement';
import { statementsQueryKey } from '../api/list-statements';
import { requestStatement } from '../api/request-statement';
import { useStatementsT } from '../i18n/use-statements-t';
import { periodLabel } from '../logic/periods';

/**
 * "Download PDF" for a period in the page's language: the stored statement at once, or, when there is none in
 * that language yet, the server prepares it first (a second or so), with the progress said, then it downloads.
 * A refusal (no portfolio then, prices not in yet) shows the server's message under the button.
 */
export function DownloadStatementButton({
  period,
  statement,
  language,
}: {
  period: string;
  statement: Statement | null;
  language: Language;
}) {
  const t = useStatementsT();
  const queryClient = useQueryClient();
  const [state, setState] = useState<'idle' | 'preparing' | 'downloading'>('idle');
  const [error, setError] = useState<string | null>(null);
  const download = async () => {
    setError(null);
    try {
      let id = statement?.id;
      if (!id) {
        setState('preparing');
        id = (await requestStatement(period, language)).statement.id;
        void queryClient.invalidateQueries({ queryKey: statementsQueryKey });
      }
      setState('downloading');
      await downloadStatement(id);
    } catch (err) {
      setError((isHttpError(err) && err.body?.result) || t(statement ? 'stmt.downloadFailed' : 'stmt.request.failed'));
    } finally {
      setState('idle');
    }
  };
  return (
    <Stack gap={4} align="flex-end">
      <Button
        variant="light"
        size="xs"
        loading={state !== 'idle'}
        onClick={() => void download()}
        aria-label={t('stmt.downloadNamed', { period: periodLabel(period, language) })}
        style={{ flexShrink: 0 }}
      >
        {t('stmt.download')}
      </Button>
      {state === 'preparing' && (
        <Text size="xs" c="dimmed" role="status">
          {t('stmt.request.progress')}
        </Text>
      )}
      {error && (
        <Text size="xs" c="red.8" role="alert" ta="right">
          {error}
        </Text>
      )}
    </Stack>
  );
}
