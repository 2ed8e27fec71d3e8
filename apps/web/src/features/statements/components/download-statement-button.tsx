import { useState } from 'react';
import { Button } from '@mantine/core';
import type { Statement } from '@harta/contracts/schemas/statements';
import { showError } from '../../../components/feedback/feedback-modals';
import { downloadStatement } from '../api/download-statement';
import { useStatementsT } from '../i18n/use-statements-t';
import { periodLabel } from '../logic/periods';

export function DownloadStatementButton({ statement }: { statement: Statement }) {
  const t = useStatementsT();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await downloadStatement(statement.id);
    } catch {
      showError(new Error(t('stmt.downloadFailed')));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      variant="light"
      size="xs"
      loading={busy}
      onClick={() => void download()}
      aria-label={t('stmt.downloadNamed', { period: periodLabel(statement.period) })}
    >
      {t('stmt.download')}
    </Button>
  );
}
