import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Checkbox.css';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Card, Checkbox, Select, Stack, Text, Title } from '@mantine/core';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import { href } from '@harta/contracts/routes';
import {
  parseRinggitToSen,
  withdrawalDraftSchema,
  type WithdrawalDraft,
  type WithdrawalOptions,
} from '@harta/contracts/schemas/withdrawals';
import { useWithdrawalsT } from '../i18n/use-withdrawals-t';
import { formatRinggit } from '../logic/format';
import { formatDate } from '../../../lib/i18n/format-date';
import { AvailableBreakdown } from './available-breakdown';
import { fieldErrorText } from './error-text';
import { preselectedPortfolio, usePortfolioParam } from '../../../lib/portfolios/portfolio-param';
import { AmountField } from '../../../components/money/amount-field';

export interface ConfirmedDraft {
  portfolioId: string;
  withdrawAll: boolean;
  amount?: string;
}

/**
 * The request: which portfolio, an amount or everything. Validates as the user leaves a field and on submit, with
 * the contracts' schema (the server checks the same), and against the portfolio's available amount.
 */
export function WithdrawalForm({
  options,
  onContinue,
}: {
  options: WithdrawalOptions;
  onContinue: (draft: ConfirmedDraft) => void;
}) {
  const t = useWithdrawalsT();
  const chosen = usePortfolioParam();
  const form = useForm<WithdrawalDraft>({
    resolver: zodResolver(withdrawalDraftSchema),
    mode: 'onTouched',
    defaultValues: {
      portfolioId: preselectedPortfolio(
        chosen,
        options.portfolios.map((p) => p.id),
      ),
      withdrawAll: false,
      amount: '',
    },
  });
  const portfolioId = useWatch({ control: form.control, name: 'portfolioId' });
  const withdrawAll = useWatch({ control: form.control, name: 'withdrawAll' });
  const portfolio = options.portfolios.find((p) => p.id === portfolioId);

  if (options.portfolios.length === 0) {
    return (
      <Card>
        <Stack align="flex-start">
          <Text>{t('withdrawals.noPortfolio')}</Text>
          <Button component={Link} to={href.to('deposit')}>
            {t('withdrawals.deposit')}
          </Button>
        </Stack>
      </Card>
    );
  }

  const submit = form.handleSubmit((values) => {
    const chosen = options.portfolios.find((p) => p.id === values.portfolioId)!;
    const available = parseRinggitToSen(chosen.available) ?? 0n;
    if (!values.withdrawAll && (parseRinggitToSen(values.amount ?? '') ?? 0n) > available) {
      form.setError('amount', { message: t('withdrawals.exceeds', { amount: formatRinggit(chosen.available) }) });
      return;
    }
    onContinue({
      portfolioId: values.portfolioId,
      withdrawAll: values.withdrawAll ?? false,
      ...(values.withdrawAll ? {} : { amount: values.amount?.trim() }),
    });
  });

  return (
    <Card>
      <form onSubmit={(e) => void submit(e)} noValidate aria-label={t('withdrawals.formTitle')}>
        <Stack>
          <Title order={2} size="h4">
            {t('withdrawals.formTitle')}
          </Title>
          {!options.account && (
            <Alert color="red" role="alert">
              {t('withdrawals.noAccount')}
            </Alert>
          )}
          <Controller
            control={form.control}
            name="portfolioId"
            render={({ field, fieldState }) => (
              <Select
                label={t('withdrawals.portfolio')}
                data={options.portfolios.map((p) => ({ value: p.id, label: p.goalName }))}
                value={field.value || null}
                onChange={(v) => field.onChange(v ?? '')}
                onBlur={field.onBlur}
                allowDeselect={false}
                comboboxProps={{ withinPortal: true }}
                error={fieldErrorText(t, fieldState.error)}
              />
            )}
          />
          {portfolio && <AvailableBreakdown portfolio={portfolio} t={t} />}
          <Controller
            control={form.control}
            name="withdrawAll"
            render={({ field }) => (
              <Checkbox
                label={t('withdrawals.withdrawAll')}
                checked={field.value ?? false}
                onChange={(e) => {
                  field.onChange(e.currentTarget.checked);
                  if (e.currentTarget.checked) form.setValue('amount', '', { shouldValidate: false });
                  form.clearErrors('amount');
                }}
              />
            )}
          />
          <AmountField
            disabled={withdrawAll}
            {...form.register('amount')}
            error={fieldErrorText(t, form.formState.errors.amount)}
          />
          {options.account && (
            <Text size="sm">
              <Text span fw={600}>
                {t('withdrawals.to')}:{' '}
              </Text>
              {t('withdrawals.account', {
                bank: options.account.bankName,
                number: options.account.accountNumber,
                holder: options.account.holderName,
              })}
            </Text>
          )}
          <Text size="sm" c="dimmed">
            {t('withdrawals.tradeDate', { date: formatDate(options.nextTradeDate) })}
          </Text>
          <Button type="submit" disabled={!options.account} style={{ alignSelf: 'flex-start' }}>
            {t('withdrawals.continue')}
          </Button>
        </Stack>
      </form>
    </Card>
  );
}
