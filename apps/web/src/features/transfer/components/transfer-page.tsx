import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Checkbox.css';
import { useState } from 'react';
import { Link } from 'react-router';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import {
  Alert,
  Badge,
  Button,
  Card,
  Checkbox,
  Container,
  Group,
  NativeSelect,
  Skeleton,
  Stack,
  Text,
} from '@mantine/core';
import { ErrorCode } from '@harta/contracts/errors';
import { href } from '@harta/contracts/routes';
import type { Transfer } from '@harta/contracts/schemas/transfers';
import type { Portfolio } from '@harta/contracts/schemas/portfolios';
import { showError } from '../../../components/feedback/feedback-modals';
import { LoadFailed } from '../../../components/page/load-failed';
import { PageTitle } from '../../../components/page/page-title';
import { applyErrorNavigation } from '../../../lib/http/error-navigation';
import { isHttpError } from '../../../lib/http/http-error';
import { formatRinggit } from '../../../lib/money/format-ringgit';
import { usePortfolios } from '../../../lib/portfolios/api/get-portfolios';
import { usePortfolioParam } from '../../../lib/portfolios/portfolio-param';
import { useCreateTransfer } from '../api/create-transfer';
import { useTransfers } from '../api/get-transfers';
import { useTransferT, type TransferT } from '../i18n/use-transfer-t';
import {
  fieldError,
  newIdempotencyKey,
  toRequest,
  transferFormSchema,
  type TransferForm,
} from '../logic/transfer-form';
import { AmountField } from '../../../components/money/amount-field';

const FIELDS = ['fromPortfolioId', 'toPortfolioId', 'amount', 'transferAll'] as const;

/**
 * `transfer` (spec section 2; issue #11 item 9): move value between two of the client's goals. The form checks
 * with the contracts' schema, a confirmation says what will happen and when, and the confirmed request carries
 * one Idempotency-Key (a retry of the same confirmation sends the same key, so it is never made twice). Below,
 * the client's transfers with their status.
 */
export function TransferPage() {
  const t = useTransferT();
  const portfolios = usePortfolios();
  const list = portfolios.data?.portfolios ?? [];
  return (
    <Container size="sm">
      <Stack gap="md">
        <div>
          <PageTitle>{t('xfer.title')}</PageTitle>
          <Text c="dimmed" mt={4}>
            {t('xfer.subtitle')}
          </Text>
        </div>
        {portfolios.isPending ? (
          <Stack gap="xs" aria-busy="true" aria-label={t('app.loading')}>
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} height={48} />
            ))}
          </Stack>
        ) : portfolios.isError ? (
          <LoadFailed message={t('xfer.loadFailed')} onRetry={() => void portfolios.refetch()} />
        ) : list.length < 2 ? (
          <Card>
            <Stack gap="sm" align="flex-start">
              <Text>{t('xfer.needTwo')}</Text>
              <Button component={Link} to={href.to('dashboard')} variant="light">
                {t('xfer.toDashboard')}
              </Button>
            </Stack>
          </Card>
        ) : (
          <TransferFormCard portfolios={list} />
        )}
        <TransferHistory />
      </Stack>
    </Container>
  );
}

function TransferFormCard({ portfolios }: { portfolios: Portfolio[] }) {
  const t = useTransferT();
  const create = useCreateTransfer();
  const [confirming, setConfirming] = useState<{ form: TransferForm; key: string } | null>(null);
  const [requested, setRequested] = useState<Transfer | null>(null);
  const chosen = usePortfolioParam();
  const form = useForm<TransferForm>({
    resolver: zodResolver(transferFormSchema),
    mode: 'onTouched',
    defaultValues: {
      // A goal card's Transfer opens the page with that goal as the source.
      fromPortfolioId: chosen && portfolios.some((p) => p.guid === chosen) ? chosen : '',
      toPortfolioId: '',
      amount: '',
      transferAll: false,
    },
  });
  const { errors } = form.formState;
  const [fromId, transferAll] = useWatch({ control: form.control, name: ['fromPortfolioId', 'transferAll'] });
  const from = portfolios.find((p) => p.guid === fromId);
  const nameOf = (guid: string) => portfolios.find((p) => p.guid === guid)?.goalName ?? '';
  const options = [
    { value: '', label: t('xfer.pick') },
    ...portfolios.map((p) => ({
      value: p.guid,
      label: t('xfer.option', { name: p.goalName, value: formatRinggit(p.total) }),
    })),
  ];

  const review = form.handleSubmit((values) => {
    setRequested(null);
    // A new confirmation, a new key; retries of this confirmation reuse it.
    setConfirming({ form: values, key: newIdempotencyKey() });
  });

  const confirm = async () => {
    if (!confirming) return;
    try {
      const transfer = await create.mutateAsync({ body: toRequest(confirming.form), idempotencyKey: confirming.key });
      setRequested(transfer);
      setConfirming(null);
      form.reset();
    } catch (error) {
      if (isHttpError(error) && error.status === 400 && error.body?.issues?.length) {
        setConfirming(null);
        for (const issue of error.body.issues) {
          const field = FIELDS.find((f) => issue.path.endsWith(f)) ?? 'amount';
          form.setError(field, { type: 'server', message: issue.message });
        }
      } else if (isHttpError(error) && error.body?.code === ErrorCode.InsufficientBalance && error.body.result) {
        // More than the goal has available: the amount's own error, under it, in the server's words (already in
        // the page's language), not a dialog (docs/money.md "Amounts the client types").
        setConfirming(null);
        form.setError('amount', { type: 'server', message: error.body.result });
      } else if (!isHttpError(error) || [400, 401, 422, 0].includes(error.status)) {
        // 422 (more than is available, or a reused key) and lost connections are explained where the user is;
        // the confirmation stays open so "Confirm" retries with the same key.
        showError(error);
      } else {
        // Everything else goes to its page (spec section 8), as the http client does for other calls.
        applyErrorNavigation(error.status);
      }
    }
  };

  if (confirming) {
    const { form: values } = confirming;
    const names = { from: nameOf(values.fromPortfolioId), to: nameOf(values.toPortfolioId) };
    return (
      <Card withBorder>
        <Stack gap="md">
          <Text fw={600} size="lg">
            {t('xfer.confirmTitle')}
          </Text>
          <Text>
            {values.transferAll
              ? t('xfer.confirmAll', names)
              : t('xfer.confirmAmount', { ...names, amount: formatRinggit(values.amount.trim()) })}
          </Text>
          <Text size="sm" c="dimmed">
            {t('xfer.confirmHow', names)}
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setConfirming(null)} disabled={create.isPending}>
              {t('xfer.back')}
            </Button>
            <Button onClick={() => void confirm()} loading={create.isPending}>
              {t('xfer.confirm')}
            </Button>
          </Group>
        </Stack>
      </Card>
    );
  }

  return (
    <Card withBorder>
      <form onSubmit={(e) => void review(e)} noValidate>
        <Stack gap="md">
          {requested ? (
            <Alert color="teal" role="status">
              {t('xfer.requested', { date: formatDate(requested.tradeDate) })}
            </Alert>
          ) : null}
          <NativeSelect
            label={t('xfer.from')}
            data={options}
            {...form.register('fromPortfolioId')}
            error={fieldError(t, errors.fromPortfolioId?.message)}
          />
          <NativeSelect
            label={t('xfer.to')}
            data={options}
            {...form.register('toPortfolioId')}
            error={fieldError(t, errors.toPortfolioId?.message)}
          />
          {from ? (
            <Text size="sm" c="dimmed">
              {t('xfer.value', { name: from.goalName, value: formatRinggit(from.total) })}
            </Text>
          ) : null}
          <AmountField
            description={t('xfer.amountHint')}
            disabled={transferAll}
            {...form.register('amount')}
            error={transferAll ? undefined : fieldError(t, errors.amount?.message)}
          />
          <Checkbox label={t('xfer.all')} {...form.register('transferAll')} />
          <Group justify="flex-end">
            <Button type="submit">{t('xfer.continue')}</Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}

function TransferHistory() {
  const t = useTransferT();
  const transfers = useTransfers();
  if (transfers.isPending) return <Skeleton height={60} />;
  if (transfers.isError) return null;
  return (
    <Stack gap="xs">
      <Text fw={600}>{t('xfer.history')}</Text>
      {transfers.data.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('xfer.historyEmpty')}
        </Text>
      ) : (
        transfers.data.map((transfer) => <TransferLine key={transfer.transferId} transfer={transfer} t={t} />)
      )}
    </Stack>
  );
}

function TransferLine({ transfer, t }: { transfer: Transfer; t: TransferT }) {
  const color = transfer.status === 'COMPLETED' ? 'teal' : transfer.status === 'FAILED' ? 'red' : 'blue';
  return (
    <Card withBorder padding="sm" data-testid="transfer-line">
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Stack gap={2}>
          <Text fw={500}>{t('xfer.historyLine', { from: transfer.fromGoalName, to: transfer.toGoalName })}</Text>
          <Text size="sm" c="dimmed">
            {transfer.status === 'COMPLETED' && transfer.movedAmount && transfer.executedDate
              ? t('xfer.moved', {
                  amount: formatRinggit(transfer.movedAmount),
                  date: formatDate(transfer.executedDate),
                })
              : t('xfer.tradeDate', { date: formatDate(transfer.tradeDate) })}
          </Text>
        </Stack>
        <Stack gap={4} align="flex-end">
          <Text ff="monospace" style={{ fontVariantNumeric: 'tabular-nums' }}>
            {transfer.amount ? formatRinggit(transfer.amount) : t('xfer.everything')}
          </Text>
          <Badge color={color} variant="light">
            {t(`xfer.status.${transfer.status}`)}
          </Badge>
        </Stack>
      </Group>
    </Card>
  );
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** '2026-11-25' → '25 Nov 2026' (GUIDE §10); the date is a calendar day, no time zone involved. */
function formatDate(isoDate: string): string {
  const [y, m, d] = isoDate.split('-');
  return `${Number(d)} ${MONTHS[Number(m) - 1] ?? m} ${y}`;
}
