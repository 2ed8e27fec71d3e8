import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Radio.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/SegmentedControl.css';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Button,
  Card,
  Group,
  Modal,
  NativeSelect,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useMemo, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { formatAmount } from '@harta/contracts/format';
import type { BankItem } from '@harta/contracts/schemas/payments';
import type { CreateRecurringDepositRequest } from '@harta/contracts/schemas/recurring-deposits';
import { isMessageKey } from '@harta/contracts/validators';
import { showError } from '../../../components/feedback/feedback-modals';
import { formatDate } from '../../../lib/i18n/format-date';
import { isHttpError } from '../../../lib/http/http-error';
import { formatRinggit } from '../../../lib/money/format-ringgit';
import { submitAuthorisationForm } from '../../../lib/payments/submit-authorisation-form';
import { useCreateRecurringDeposit } from '../api/recurring-deposit-api';
import { useRecurringT } from '../i18n/use-recurring-t';
import { rememberAuthorisation } from '../logic/pending-authorisation';
import { dayName, whenText } from '../logic/schedule-words';
import { SETUP_FIELDS, setupFormDefaults, setupFormSchema, toSetupRequest, type SetupForm } from '../logic/setup-form';
import { AmountField } from '../../../components/money/amount-field';
import { BankRadioGroup } from '../../../components/money/bank-radio-group';

/**
 * Sets up a recurring deposit into a goal (docs/goals.md "Recurring deposits"): amount, monthly or weekly, the day,
 * the start date and the bank; a confirmation says what will be collected and when; then the signed mandate
 * authorisation request is posted to the bank in the full window, as a deposit's AR form. A refusal lands under its
 * field (or above the button when it is about the goal, e.g. one already set up) and keeps what was typed.
 */
export function SetupRecurringForm({
  portfolio,
  goalName,
  banks,
  bounds,
}: {
  portfolio: string;
  goalName: string;
  banks: BankItem[];
  bounds: { min: string; max: string };
}) {
  const t = useRecurringT();
  const create = useCreateRecurringDeposit(portfolio);
  const [confirming, setConfirming] = useState<CreateRecurringDepositRequest | null>(null);
  const [redirecting, setRedirecting] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const schema = useMemo(() => setupFormSchema(bounds), [bounds]);
  const form = useForm<SetupForm>({
    resolver: zodResolver(schema),
    mode: 'onBlur',
    defaultValues: setupFormDefaults(),
  });
  const { errors } = form.formState;
  const frequency = useWatch({ control: form.control, name: 'frequency' });
  const range = { min: formatRinggit(bounds.min), max: formatRinggit(bounds.max) };
  // The messages write "RM {{min}}" themselves: the bounds go in as plain grouped figures.
  const message = (key: string | undefined) =>
    key
      ? isMessageKey(key)
        ? t(key as never, { min: formatAmount(bounds.min), max: formatAmount(bounds.max) })
        : key
      : undefined;
  const bankName = (code: string) => banks.find((b) => b.code === code)?.name ?? code;

  async function authorise(request: CreateRecurringDepositRequest) {
    setRefusal(null);
    try {
      const answer = await create.mutateAsync(request);
      setRedirecting(true);
      rememberAuthorisation(answer.schedule.guid, portfolio);
      submitAuthorisationForm(answer.authorisation);
    } catch (error) {
      setConfirming(null);
      if (isHttpError(error) && [400, 422].includes(error.status) && error.body?.issues?.length) {
        for (const issue of error.body.issues) {
          const field = SETUP_FIELDS.find((f) => issue.path.endsWith(f));
          if (field) form.setError(field, { type: 'server', message: issue.message });
          else setRefusal(message(issue.message) ?? null);
        }
      } else if (isHttpError(error) && [403, 409, 422].includes(error.status) && error.body?.result) {
        setRefusal(message(error.body.result) ?? null);
      } else {
        showError(error);
      }
    }
  }

  const days = Array.from({ length: 28 }, (_, i) => String(i + 1));
  return (
    <Card>
      <form onSubmit={form.handleSubmit((values) => setConfirming(toSetupRequest(values)))} noValidate>
        <Stack gap="lg">
          <Title order={2} size="h3">
            {t('recurring.setup.heading')}
          </Title>
          <AmountField
            label={t('recurring.setup.amount')}
            description={t('recurring.setup.amountHint', range)}
            required
            error={message(errors.amount?.message)}
            {...form.register('amount')}
          />
          <Controller
            control={form.control}
            name="frequency"
            render={({ field }) => (
              <Stack gap={4}>
                <Text size="sm" fw={500} id="recurring-frequency">
                  {t('recurring.setup.frequency')}
                </Text>
                <SegmentedControl
                  aria-labelledby="recurring-frequency"
                  value={field.value}
                  onChange={(value) => field.onChange(value)}
                  data={[
                    { value: 'monthly', label: t('recurring.frequency.monthly') },
                    { value: 'weekly', label: t('recurring.frequency.weekly') },
                  ]}
                />
              </Stack>
            )}
          />
          {frequency === 'monthly' ? (
            <NativeSelect
              label={t('recurring.setup.dayOfMonth')}
              description={t('recurring.setup.dayOfMonthHint')}
              data={days}
              error={message(errors.dayOfMonth?.message)}
              {...form.register('dayOfMonth')}
            />
          ) : (
            <NativeSelect
              label={t('recurring.setup.dayOfWeek')}
              data={[1, 2, 3, 4, 5, 6, 7].map((d) => ({ value: String(d), label: dayName(t, d) }))}
              error={message(errors.dayOfWeek?.message)}
              {...form.register('dayOfWeek')}
            />
          )}
          <TextInput
            type="date"
            label={t('recurring.setup.startDate')}
            description={t('recurring.setup.startDateHint')}
            required
            error={message(errors.startDate?.message)}
            {...form.register('startDate')}
          />
          <Controller
            control={form.control}
            name="bankId"
            render={({ field }) => (
              <BankRadioGroup
                banks={banks}
                label={t('recurring.setup.bank')}
                description={t('recurring.setup.bankHint')}
                offlineLabel={(name) => t('recurring.setup.bankOffline', { name })}
                value={field.value}
                onChange={field.onChange}
                error={message(errors.bankId?.message)}
              />
            )}
          />
          {refusal && (
            <Alert color="red" variant="light" role="alert" data-testid="recurring-refusal">
              {refusal}
            </Alert>
          )}
          <Button type="submit" size="md" fullWidth>
            {t('recurring.setup.continue')}
          </Button>
        </Stack>
      </form>

      <Modal
        opened={confirming !== null}
        onClose={() => setConfirming(null)}
        title={t('recurring.confirm.title')}
        centered
      >
        {confirming && (
          <Stack gap="lg">
            <Text>
              {t('recurring.confirm.body', {
                amount: formatRinggit(confirming.amount),
                when: whenText(t, {
                  frequency: confirming.frequency,
                  dayOfMonth: confirming.dayOfMonth ?? null,
                  dayOfWeek: confirming.dayOfWeek ?? null,
                }),
                bank: bankName(confirming.bankId),
                goal: goalName,
                start: formatDate(confirming.startDate),
              })}
            </Text>
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setConfirming(null)} disabled={create.isPending || redirecting}>
                {t('recurring.confirm.back')}
              </Button>
              <Button onClick={() => void authorise(confirming)} loading={create.isPending || redirecting}>
                {t('recurring.confirm.go')}
              </Button>
            </Group>
            {redirecting && (
              <Text role="status" c="dimmed">
                {t('recurring.confirm.redirecting')}
              </Text>
            )}
          </Stack>
        )}
      </Modal>
    </Card>
  );
}
