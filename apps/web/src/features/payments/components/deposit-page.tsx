import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Radio.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/CloseButton.css';
import { useMemo, useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Anchor,
  Alert,
  Button,
  Card,
  Container,
  Group,
  Modal,
  NativeSelect,
  Skeleton,
  Stack,
  Text,
} from '@mantine/core';
import { Link } from 'react-router';
import { href } from '@harta/contracts/routes';
import {
  depositAmountIssue,
  depositRequestSchema,
  type BankItem,
  type DepositRequest,
} from '@harta/contracts/schemas/payments';
import type { Portfolio } from '@harta/contracts/schemas/portfolios';
import { showError } from '../../../components/feedback/feedback-modals';
import { LoadFailed } from '../../../components/page/load-failed';
import { PageTitle } from '../../../components/page/page-title';
import { isHttpError } from '../../../lib/http/http-error';
import { usePortfolios } from '../../../lib/portfolios/api/get-portfolios';
import { useSettings } from '../../../lib/settings/settings-context';
import { isSandboxEnvironment } from '../../../lib/settings/is-sandbox';
import { useBankList } from '../api/get-bank-list';
import { useCreateDeposit } from '../api/create-deposit';
import { useDepositBounds } from '../api/get-deposit-bounds';
import { usePaymentsT, type PaymentsT } from '../i18n/use-payments-t';
import { formatRinggit } from '../logic/format-ringgit';
import { submitAuthorisationForm } from '../../../lib/payments/submit-authorisation-form';
import { ADD_GOAL_HREF } from '../../../lib/portfolios/add-goal-link';
import { ForeignLimitNotice } from './foreign-limit-notice';
import { AmountField } from '../../../components/money/amount-field';
import { BankRadioGroup } from '../../../components/money/bank-radio-group';

/**
 * `deposit` (issue #11 item 5): amount, portfolio and bank (offline banks greyed out); a confirmation; then the
 * signed AR form is posted in the full window to the gateway. A refusal is explained in place and keeps what was
 * typed: the foreign-currency limit with its notice, an offline bank on its field, a bad amount on its field.
 */
export function DepositPage() {
  const t = usePaymentsT();
  const bounds = useDepositBounds();
  const banks = useBankList();
  const portfolios = usePortfolios();
  const loading = bounds.isPending || banks.isPending || portfolios.isPending;
  const failed = bounds.isError || banks.isError || portfolios.isError;

  return (
    <Container size="sm">
      <Stack gap="lg">
        <div>
          <PageTitle>{t('page.deposit')}</PageTitle>
          <Text c="dimmed" mt={4}>
            {t('pay.deposit.intro')}
          </Text>
        </div>
        {loading ? (
          <Card aria-busy="true" aria-label={t('app.loading')}>
            <Stack>
              <Skeleton height={56} />
              <Skeleton height={56} />
              <Skeleton height={240} />
            </Stack>
          </Card>
        ) : failed ? (
          <LoadFailed
            onRetry={() => {
              void bounds.refetch();
              void banks.refetch();
              void portfolios.refetch();
            }}
          />
        ) : portfolios.data.portfolios.length === 0 ? (
          <Card>
            <Stack gap="sm" align="flex-start">
              <Text>{t('pay.deposit.noPortfolio')}</Text>
              {/* A deposit goes into a goal: the way on is to add one (the dashboard opens its form). */}
              <Button component={Link} to={ADD_GOAL_HREF}>
                {t('pay.deposit.addGoal')}
              </Button>
            </Stack>
          </Card>
        ) : (
          <DepositForm
            t={t}
            bounds={bounds.data}
            banks={banks.data}
            portfolios={portfolios.data.portfolios}
            onBankOffline={() => void banks.refetch()}
          />
        )}
      </Stack>
    </Container>
  );
}

interface DepositFormProps {
  t: PaymentsT;
  bounds: { min: string; max: string };
  banks: BankItem[];
  portfolios: Portfolio[];
  onBankOffline: () => void;
}

function DepositForm({ t, bounds, banks, portfolios, onBankOffline }: DepositFormProps) {
  const settings = useSettings();
  const create = useCreateDeposit();
  const [confirming, setConfirming] = useState<DepositRequest | null>(null);
  const [limitNotice, setLimitNotice] = useState<string | null>(null);
  const [redirecting, setRedirecting] = useState(false);
  // One key per confirmed deposit: a retry of the same confirmation reuses it; changing the details makes a new one.
  const idempotency = useRef<{ request: string; key: string } | null>(null);

  const schema = useMemo(
    () =>
      depositRequestSchema.superRefine((value, ctx) => {
        const issue = depositAmountIssue(value.amount, bounds);
        if (issue) ctx.addIssue({ code: 'custom', path: ['amount'], message: issue.key });
      }),
    [bounds],
  );
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<DepositRequest>({
    resolver: zodResolver(schema),
    mode: 'onBlur',
    defaultValues: { amount: '', portfolioId: portfolios[0]!.guid, bankId: '' },
  });
  const fieldError = (key: string | undefined) =>
    key ? t(key as PaymentsKeyLike, { min: formatRinggit(bounds.min), max: formatRinggit(bounds.max) }) : undefined;

  const bankName = (code: string) => banks.find((b) => b.code === code)?.name ?? code;
  const portfolioName = (guid: string) => portfolios.find((p) => p.guid === guid)?.goalName ?? '';

  async function pay(request: DepositRequest) {
    const signature = JSON.stringify(request);
    if (idempotency.current?.request !== signature) {
      idempotency.current = { request: signature, key: crypto.randomUUID() };
    }
    try {
      const form = await create.mutateAsync({ request, idempotencyKey: idempotency.current.key });
      setRedirecting(true);
      submitAuthorisationForm(form);
    } catch (error) {
      setConfirming(null);
      if (!isHttpError(error)) return showError(error);
      if (error.code === 'FOREIGN_ASSET_LIMIT') return setLimitNotice(error.body?.result ?? '');
      if (error.code === 'BANK_OFFLINE') {
        onBankOffline();
        return setError('bankId', { message: 'payments.bankOffline' });
      }
      if (error.code === 'VALIDATION_ERROR' && error.body?.issues?.length) {
        for (const issue of error.body.issues) {
          if (issue.path === 'amount' || issue.path === 'bankId' || issue.path === 'portfolioId') {
            setError(issue.path, { message: issue.message });
          }
        }
        return;
      }
      return showError(error);
    }
  }

  return (
    <>
      {isSandboxEnvironment(settings.environment) && (
        <Alert color="yellow" variant="light">
          {t('pay.sandbox')}
        </Alert>
      )}
      <Card>
        <form onSubmit={handleSubmit((values) => setConfirming(values))} noValidate>
          <Stack gap="lg">
            <AmountField
              description={t('pay.deposit.amountHint', {
                min: formatRinggit(bounds.min),
                max: formatRinggit(bounds.max),
              })}
              required
              error={fieldError(errors.amount?.message)}
              {...register('amount')}
            />
            <NativeSelect
              label={t('pay.deposit.portfolio')}
              required
              data={portfolios.map((p) => ({ value: p.guid, label: p.goalName }))}
              error={fieldError(errors.portfolioId?.message)}
              {...register('portfolioId')}
            />
            <Controller
              control={control}
              name="bankId"
              render={({ field }) => (
                <BankRadioGroup
                  banks={banks}
                  label={t('pay.deposit.bank')}
                  description={t('pay.deposit.offlineHint')}
                  offlineLabel={(name) => t('pay.deposit.bankOffline', { name })}
                  value={field.value}
                  onChange={field.onChange}
                  error={fieldError(errors.bankId?.message)}
                />
              )}
            />
            <Button type="submit" size="md" fullWidth>
              {t('pay.deposit.continue')}
            </Button>
          </Stack>
        </form>
      </Card>

      <Modal opened={confirming !== null} onClose={() => setConfirming(null)} title={t('pay.confirm.title')} centered>
        {confirming && (
          <Stack gap="lg">
            <Text>
              {t('pay.confirm.body', {
                bank: bankName(confirming.bankId),
                amount: formatRinggit(confirming.amount),
                portfolio: portfolioName(confirming.portfolioId),
              })}
            </Text>
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setConfirming(null)} disabled={create.isPending || redirecting}>
                {t('pay.confirm.back')}
              </Button>
              <Button onClick={() => void pay(confirming)} loading={create.isPending || redirecting}>
                {t('pay.confirm.pay')}
              </Button>
            </Group>
            {redirecting && (
              <Text role="status" c="dimmed">
                {t('pay.confirm.redirecting')}
              </Text>
            )}
          </Stack>
        )}
      </Modal>
      <ForeignLimitNotice message={limitNotice} onClose={() => setLimitNotice(null)} />
      <Text size="sm" c="dimmed">
        <Anchor component={Link} to={href.to('onlinePayments')} inherit>
          {t('page.onlinePayments')}
        </Anchor>
      </Text>
    </>
  );
}

type PaymentsKeyLike = Parameters<PaymentsT>[0];

export default DepositPage;
