import './withdrawals.css';
import { useState } from 'react';
import { Container, Skeleton, Stack, Text } from '@mantine/core';
import type { Withdrawal } from '@harta/contracts/schemas/withdrawals';
import { LoadFailed } from '../../../components/page/load-failed';
import { PageTitle } from '../../../components/page/page-title';
import { useWithdrawalOptions } from '../api/get-withdrawal-options';
import { useWithdrawalsT } from '../i18n/use-withdrawals-t';
import { ConfirmWithdrawalModal } from './confirm-withdrawal-modal';
import { WithdrawalForm, type ConfirmedDraft } from './withdrawal-form';
import { WithdrawalList } from './withdrawal-list';
import { WithdrawalRequested } from './withdrawal-requested';

/** The `withdrawal` route: a new withdrawal (form, confirmation with an SMS code) and the client's withdrawals. */
export function WithdrawalPage() {
  const t = useWithdrawalsT();
  const options = useWithdrawalOptions();
  const [draft, setDraft] = useState<ConfirmedDraft | null>(null);
  // A new form after each request, so nothing of the last one lingers.
  const [formKey, setFormKey] = useState(0);
  const [requested, setRequested] = useState<Withdrawal | null>(null);

  return (
    <Container size="sm">
      <Stack gap="lg">
        <div>
          <PageTitle>{t('page.withdrawal')}</PageTitle>
          <Text c="dimmed" mt={4}>
            {t('withdrawals.intro')}
          </Text>
        </div>
        {options.isPending ? (
          <Stack aria-busy="true" aria-label={t('app.loading')}>
            <Skeleton height={320} />
          </Stack>
        ) : options.isError ? (
          <LoadFailed onRetry={() => void options.refetch()} />
        ) : (
          <>
            {requested && <WithdrawalRequested withdrawal={requested} onClose={() => setRequested(null)} />}
            <WithdrawalForm key={formKey} options={options.data} onContinue={setDraft} />
          </>
        )}
        <WithdrawalList />
      </Stack>
      {draft && options.data && (
        <ConfirmWithdrawalModal
          draft={draft}
          options={options.data}
          onClose={() => setDraft(null)}
          onDone={(withdrawal) => {
            setDraft(null);
            setRequested(withdrawal);
            setFormKey((k) => k + 1);
          }}
        />
      )}
    </Container>
  );
}

export default WithdrawalPage;
