import '@mantine/core/styles/Input.css';
import { formatAmount } from '@harta/contracts/format';
import {
  Anchor,
  Button,
  Card,
  Group,
  NativeSelect,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import {
  SCHEDULE_STATUSES,
  STAFF_MANDATES_PAGE_SIZE,
  type ScheduleStatus,
  type StaffMandateView,
} from '@harta/contracts/schemas/recurring-deposits';
import { showError } from '../../../../components/feedback/feedback-modals';
import { toastSuccess } from '../../../../components/feedback/toasts';
import { LoadFailed } from '../../../../components/page/load-failed';
import { holdsAnyRole, useStaffRoles } from '../../../../lib/auth/staff-roles';
import { backofficePaths } from '../../logic/backoffice-paths';
import { formatDate } from '../../logic/format-date';
import { ConfirmDialog, MoneyHeader, StateBadge } from '../../money/components/money-shared';
import { malaysiaToday } from '../../money/logic/malaysia-date';
import { useMandates, useRunCollections, type MandateFilters } from '../api/mandates-api';
import { useMandatesT } from '../i18n/use-mandates-t';
import { SCHEDULE_STATE, scheduleText } from './mandate-words';
import { StaffPagination } from '../../../../components/staff/staff-pagination';
import { StaffTable } from '../../../../components/staff/staff-table';

/**
 * Staff page /backoffice/mandates (docs/backoffice.md "Recurring deposits"): every recurring deposit with its client,
 * filtered by status and a name, e-mail or mandate reference; operations can run a date's collections now.
 */
export function MandatesPage() {
  const t = useMandatesT();
  const operations = holdsAnyRole(useStaffRoles(), ['operations']);
  const [filters, setFilters] = useState<MandateFilters>({ page: 1 });
  const mandates = useMandates(filters);
  const set = (patch: MandateFilters) => setFilters((prev) => ({ ...prev, ...patch, page: patch.page ?? 1 }));
  const pages = mandates.data ? Math.max(1, Math.ceil(mandates.data.total / STAFF_MANDATES_PAGE_SIZE)) : 1;

  return (
    <Stack gap="lg">
      <MoneyHeader title={t('mandates.title')} subtitle={t('mandates.subtitle')} />
      {operations && <RunCollectionsCard />}
      <Group gap="sm" align="end" wrap="wrap">
        <NativeSelect
          label={t('mandates.status')}
          value={filters.status ?? ''}
          onChange={(e) => set({ status: (e.currentTarget.value || undefined) as ScheduleStatus | undefined })}
          data={[
            { value: '', label: t('mandates.allStatuses') },
            ...SCHEDULE_STATUSES.map((s) => ({ value: s, label: t(`mandates.status.${s}`) })),
          ]}
        />
        <TextInput
          label={t('mandates.search')}
          value={filters.q ?? ''}
          onChange={(e) => set({ q: e.currentTarget.value || undefined })}
        />
      </Group>
      {mandates.isPending ? (
        <Skeleton height={160} aria-label="Loading…" />
      ) : mandates.isError ? (
        <LoadFailed message={t('mandates.loadFailed')} onRetry={() => void mandates.refetch()} />
      ) : (
        <Card withBorder padding={0}>
          <MandatesTable items={mandates.data.items} busy={mandates.isFetching} />
          {pages > 1 && <StaffPagination total={pages} value={filters.page ?? 1} onChange={(page) => set({ page })} />}
        </Card>
      )}
    </Stack>
  );
}

function MandatesTable({ items, busy }: { items: StaffMandateView[]; busy: boolean }) {
  const t = useMandatesT();
  const columns = [
    { label: t('mandates.col.client') },
    { label: t('mandates.col.schedule') },
    { label: t('mandates.col.status') },
    { label: t('mandates.col.next') },
    { label: t('mandates.col.mandate') },
    { label: '' },
  ];
  return (
    <StaffTable columns={columns} minWidth={860} busy={busy} empty={items.length === 0} emptyText={t('mandates.empty')}>
      {items.map((m) => (
        <Table.Tr key={m.guid} data-testid="mandate-row">
          <Table.Td>
            <Text size="sm">{m.clientName}</Text>
            <Text size="xs" c="dimmed">
              {m.clientEmail} · {m.goalName}
            </Text>
          </Table.Td>
          <Table.Td>{scheduleText(t, m)}</Table.Td>
          <Table.Td>
            <StateBadge state={SCHEDULE_STATE[m.status]} label={t(`mandates.status.${m.status}`)} />
          </Table.Td>
          <Table.Td>
            {m.nextCollection
              ? `${formatDate(m.nextCollection.date)} · RM ${formatAmount(m.nextCollection.amount)}`
              : '—'}
          </Table.Td>
          <Table.Td>
            <Text size="sm">{m.bank.name}</Text>
            <Text size="xs" ff="monospace">
              {m.mandate.reference}
            </Text>
          </Table.Td>
          <Table.Td>
            <Anchor
              component={Link}
              to={backofficePaths.mandate(m.guid)}
              aria-label={t('mandates.openLabel', { name: m.clientName })}
            >
              {t('mandates.open')}
            </Anchor>
          </Table.Td>
        </Table.Tr>
      ))}
    </StaffTable>
  );
}

/** Operations: the collections due on a date, now (idempotent per schedule date on the server). */
function RunCollectionsCard() {
  const t = useMandatesT();
  const run = useRunCollections();
  const [date, setDate] = useState(malaysiaToday());
  const [confirming, setConfirming] = useState(false);
  const start = () =>
    run.mutate(date, {
      onSuccess: ({ started }) => {
        setConfirming(false);
        toastSuccess(t('mandates.run.done', { count: started }));
      },
      onError: (error) => {
        setConfirming(false);
        showError(error);
      },
    });
  return (
    <Card withBorder data-testid="collection-run">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('mandates.run.heading')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('mandates.run.body')}
        </Text>
        <Group align="end" gap="sm">
          <TextInput
            type="date"
            label={t('mandates.run.date')}
            value={date}
            onChange={(e) => setDate(e.currentTarget.value)}
          />
          <Button onClick={() => setConfirming(true)} disabled={date === ''}>
            {t('mandates.run.button')}
          </Button>
        </Group>
      </Stack>
      <ConfirmDialog
        opened={confirming}
        title={t('mandates.run.confirmTitle', { date: formatDate(date) })}
        confirmLabel={t('mandates.run.confirm')}
        cancelLabel={t('mandates.cancel')}
        busy={run.isPending}
        onConfirm={start}
        onClose={() => setConfirming(false)}
      >
        <Text>{t('mandates.run.confirmBody', { date: formatDate(date) })}</Text>
      </ConfirmDialog>
    </Card>
  );
}
