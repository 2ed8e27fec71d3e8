import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Badge.css';
import { formatAmount } from '@harta/contracts/format';
import { Badge, Button, Card, Group, Loader, Modal, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import type { RecurringDepositView, UpdateRecurringDepositRequest } from '@harta/contracts/schemas/recurring-deposits';
import { amountTextIssue } from '@harta/contracts/amount';
import { isMessageKey } from '@harta/contracts/validators';
import { showError } from '../../../components/feedback/feedback-modals';
import { toastSuccess } from '../../../components/feedback/toasts';
import { formatDate } from '../../../lib/i18n/format-date';
import { isHttpError } from '../../../lib/http/http-error';
import { formatRinggit } from '../../../lib/money/format-ringgit';
import { useUpdateRecurringDeposit } from '../api/recurring-deposit-api';
import { useRecurringT, type RecurringT } from '../i18n/use-recurring-t';
import { whenText } from '../logic/schedule-words';
import { AmountField } from '../../../components/money/amount-field';

const STATUS_COLOUR: Record<RecurringDepositView['status'], string> = {
  pending_authorisation: 'yellow',
  active: 'green',
  paused: 'gray',
  cancelled: 'gray',
  rejected: 'red',
  expired: 'red',
};

export function ScheduleStatusBadge({ schedule, t }: { schedule: RecurringDepositView; t: RecurringT }) {
  return (
    <Badge variant="light" color={STATUS_COLOUR[schedule.status]} style={{ minWidth: 'max-content' }}>
      {t(`recurring.status.${schedule.status}`)}
    </Badge>
  );
}

/**
 * A live recurring deposit (docs/goals.md "Recurring deposits"): what is collected and when, the next collection,
 * the bank and its authorisation; pause or resume, a new amount (up to what the bank authorised per debit), and
 * cancel after a confirmation. While the bank has not answered, it says so (the page asks again by itself).
 */
export function ScheduleCard({ schedule }: { schedule: RecurringDepositView }) {
  const t = useRecurringT();
  const update = useUpdateRecurringDeposit(schedule.portfolioGuid);
  const [changing, setChanging] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const pending = schedule.status === 'pending_authorisation';

  const run = async (body: UpdateRecurringDepositRequest, done: string) => {
    try {
      await update.mutateAsync(body);
      toastSuccess(done);
      return true;
    } catch (error) {
      showError(error);
      return false;
    }
  };

  return (
    <Card data-testid="recurring-schedule">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Title order={2} size="h3">
            {t('recurring.manage.heading')}
          </Title>
          <ScheduleStatusBadge schedule={schedule} t={t} />
        </Group>
        <Text fw={600} size="lg" data-testid="recurring-summary">
          {t('recurring.manage.summary', { amount: formatRinggit(schedule.amount), when: whenText(t, schedule) })}
        </Text>
        {pending ? (
          <Group gap="sm" wrap="nowrap" role="status">
            <Loader size="sm" />
            <Text size="sm">{t('recurring.manage.pendingBody')}</Text>
          </Group>
        ) : schedule.nextCollection ? (
          <Text data-testid="recurring-next">
            {t('recurring.manage.next', {
              amount: formatRinggit(schedule.nextCollection.amount),
              date: formatDate(schedule.nextCollection.date),
            })}
          </Text>
        ) : (
          schedule.status === 'paused' && <Text c="dimmed">{t('recurring.manage.noNext')}</Text>
        )}
        <Stack component="dl" gap={4} m={0}>
          <Definition term={t('recurring.manage.bank')} value={schedule.bank.name} />
          <Definition term={t('recurring.manage.mandate')} value={schedule.mandate.reference} mono />
          <Definition term={t('recurring.manage.maxAmount')} value={formatRinggit(schedule.mandate.maxAmount)} />
          <Definition term={t('recurring.manage.expiresOn')} value={formatDate(schedule.mandate.expiresOn)} />
          <Definition term={t('recurring.manage.startDate')} value={formatDate(schedule.startDate)} />
        </Stack>
        <Group gap="sm">
          {schedule.status === 'active' && (
            <Button
              variant="default"
              loading={update.isPending}
              onClick={() => void run({ action: 'pause' }, t('recurring.manage.paused'))}
            >
              {t('recurring.manage.pause')}
            </Button>
          )}
          {schedule.status === 'paused' && (
            <Button onClick={() => void run({ action: 'resume' }, t('recurring.manage.resumed'))}>
              {t('recurring.manage.resume')}
            </Button>
          )}
          {!pending && (
            <Button variant="default" onClick={() => setChanging(true)} disabled={changing}>
              {t('recurring.manage.changeAmount')}
            </Button>
          )}
          {/* Also while the bank has not answered: a client who gave up at the bank's page ends it here. */}
          <Button variant="subtle" color="red" onClick={() => setCancelling(true)}>
            {t('recurring.manage.cancel')}
          </Button>
        </Group>
        {changing && <AmountForm schedule={schedule} onDone={() => setChanging(false)} />}
      </Stack>
      <Modal opened={cancelling} onClose={() => setCancelling(false)} title={t('recurring.cancel.title')} centered>
        <Stack gap="lg">
          <Text>{t('recurring.cancel.body', { goal: schedule.goalName, bank: schedule.bank.name })}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setCancelling(false)} disabled={update.isPending}>
              {t('recurring.cancel.keep')}
            </Button>
            <Button
              color="red"
              loading={update.isPending}
              onClick={() =>
                void run({ action: 'cancel' }, t('recurring.manage.cancelled')).then(() => setCancelling(false))
              }
            >
              {t('recurring.cancel.confirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Card>
  );
}

function Definition({ term, value, mono }: { term: string; value: string; mono?: boolean }) {
  return (
    <Group gap="xs" wrap="wrap">
      <Text component="dt" size="sm" c="dimmed">
        {term}
      </Text>
      <Text component="dd" size="sm" ff={mono ? 'monospace' : undefined} style={{ margin: 0 }}>
        {value}
      </Text>
    </Group>
  );
}

/** A new amount: checked as typed here; the server refuses one above the mandate's maximum, under the field. */
function AmountForm({ schedule, onDone }: { schedule: RecurringDepositView; onDone: () => void }) {
  const t = useRecurringT();
  const update = useUpdateRecurringDeposit(schedule.portfolioGuid);
  const [amount, setAmount] = useState(schedule.amount);
  const [error, setError] = useState<string | null>(null);
  const text = (key: string) =>
    isMessageKey(key) ? t(key as never, { max: formatAmount(schedule.mandate.maxAmount) }) : key;

  const save = async () => {
    const issue = amountTextIssue(amount);
    if (issue) return setError(text(issue));
    try {
      const saved = await update.mutateAsync({ amount });
      toastSuccess(t('recurring.manage.amountChanged', { amount: formatRinggit(saved?.amount ?? amount) }));
      onDone();
    } catch (failure) {
      if (isHttpError(failure) && [400, 422].includes(failure.status)) {
        const issue = failure.body?.issues?.find((i) => i.path.endsWith('amount'));
        setError(text(issue?.message ?? failure.body?.result ?? failure.message));
      } else {
        showError(failure);
      }
    }
  };

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
      noValidate
    >
      <Stack gap="sm">
        <AmountField
          label={t('recurring.amount.label')}
          description={t('recurring.amount.hint', { max: formatRinggit(schedule.mandate.maxAmount) })}
          value={amount}
          onChange={(event) => {
            setAmount(event.currentTarget.value);
            setError(null);
          }}
          error={error ?? undefined}
          data-autofocus
        />
        <Group gap="sm">
          <Button type="submit" loading={update.isPending}>
            {t('recurring.amount.save')}
          </Button>
          <Button variant="subtle" onClick={onDone} disabled={update.isPending}>
            {t('recurring.amount.back')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
