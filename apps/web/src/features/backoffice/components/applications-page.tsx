import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Table.css';
import { useDeferredValue } from 'react';
import { Link, useSearchParams } from 'react-router';
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
import { ApplicationStatuses, type ApplicationSummary } from '@harta/contracts/schemas/backoffice';
import { PageTitle } from '../../../components/page/page-title';
import { LoadFailedCard } from './load-failed-card';
import { useApplications } from '../api/get-applications';
import { backofficePaths } from '../logic/backoffice-paths';
import { formatDate } from '../logic/format-date';
import { fullName, matchesSearch, parseStatusFilter } from '../logic/filter-applications';
import { formatScore } from '../logic/kyc-checks';
import { CheckBadges } from './check-badges';
import { StatusBadge } from './status-badge';
import { useBackofficeT } from '../i18n/use-backoffice-t';

const PAGE_SIZE = 100;

/**
 * The applications list: PENDING first (the server's order), a status filter and a search by name or e-mail,
 * both kept in the URL so a reviewer can come back to the same view. The search narrows the loaded page.
 */
export function ApplicationsPage() {
  const t = useBackofficeT();
  const [params, setParams] = useSearchParams();
  const status = parseStatusFilter(params.get('status'));
  const search = params.get('q') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const deferredSearch = useDeferredValue(search);
  const list = useApplications({ status, page, pageSize: PAGE_SIZE });

  const update = (patch: Record<string, string | undefined>) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        for (const [k, v] of Object.entries(patch)) {
          if (v) next.set(k, v);
          else next.delete(k);
        }
        return next;
      },
      { replace: true },
    );

  const items = (list.data?.items ?? []).filter((item) => matchesSearch(item, deferredSearch));
  const filtered = Boolean(status || search);
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / list.data.pageSize)) : 1;

  return (
    <Stack gap="lg">
      <div>
        <PageTitle>{t('backoffice.applications')}</PageTitle>
        <Text c="dimmed" mt={4}>
          {t('backoffice.applicationsSubtitle')}
        </Text>
      </div>

      <Card padding="md">
        <Group align="flex-end" gap="md" wrap="wrap">
          <NativeSelect
            label={t('backoffice.filterStatus')}
            value={status ?? ''}
            onChange={(e) => update({ status: e.currentTarget.value || undefined, page: undefined })}
            data={[
              { value: '', label: t('backoffice.filterAll') },
              ...ApplicationStatuses.map((s) => ({ value: s, label: t(`backoffice.status.${s}`) })),
            ]}
            w={200}
          />
          <TextInput
            label={t('backoffice.search')}
            placeholder={t('backoffice.searchPlaceholder')}
            type="search"
            value={search}
            onChange={(e) => update({ q: e.currentTarget.value || undefined })}
            style={{ flex: '1 1 220px' }}
          />
          {list.data && (
            <Text size="sm" c="dimmed" aria-live="polite" pb={8}>
              {t('backoffice.count', { count: search ? items.length : list.data.total })}
            </Text>
          )}
        </Group>
      </Card>

      {list.isPending ? (
        <ListSkeleton />
      ) : list.isError ? (
        <LoadFailedCard messageKey="backoffice.loadFailed" onRetry={() => void list.refetch()} />
      ) : items.length === 0 ? (
        <Card padding="xl">
          <Stack align="flex-start" gap="xs">
            <Title order={2} size="h4">
              {t('backoffice.emptyTitle')}
            </Title>
            <Text c="dimmed">{filtered ? t('backoffice.emptyFiltered') : t('backoffice.emptyAll')}</Text>
            {filtered && (
              <Button
                variant="light"
                mt="xs"
                onClick={() => update({ status: undefined, q: undefined, page: undefined })}
              >
                {t('backoffice.clearFilters')}
              </Button>
            )}
          </Stack>
        </Card>
      ) : (
        <Card padding={0}>
          <Table.ScrollContainer minWidth={720}>
            <Table verticalSpacing="sm" horizontalSpacing="md" highlightOnHover aria-busy={list.isFetching}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('backoffice.col.applicant')}</Table.Th>
                  <Table.Th>{t('backoffice.col.status')}</Table.Th>
                  <Table.Th>{t('backoffice.col.submitted')}</Table.Th>
                  <Table.Th>{t('backoffice.col.checks')}</Table.Th>
                  <Table.Th ta="right">{t('backoffice.col.action')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {items.map((item) => (
                  <ApplicationRow key={item.clientId} item={item} />
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Card>
      )}

      {list.data && pages > 1 && (
        <Group justify="center" gap="sm">
          <Button variant="default" disabled={page <= 1} onClick={() => update({ page: String(page - 1) })}>
            {t('backoffice.previous')}
          </Button>
          <Text size="sm">{t('backoffice.pageOf', { page, pages })}</Text>
          <Button variant="default" disabled={page >= pages} onClick={() => update({ page: String(page + 1) })}>
            {t('backoffice.next')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}

function ApplicationRow({ item }: { item: ApplicationSummary }) {
  const t = useBackofficeT();
  const name = fullName(item);
  const to = backofficePaths.application(item.clientId);
  return (
    <Table.Tr data-testid="application-row">
      <Table.Td>
        <Anchor component={Link} to={to} fw={600}>
          {name}
        </Anchor>
        <Text size="sm" c="dimmed">
          {item.emailAddress}
        </Text>
      </Table.Td>
      <Table.Td>
        <StatusBadge status={item.status} size="sm" />
      </Table.Td>
      <Table.Td className="harta-num">{item.submittedAt ? formatDate(item.submittedAt) : '—'}</Table.Td>
      <Table.Td>
        <CheckBadges
          isPep={item.isPep}
          restrictedCountry={item.restrictedCountry}
          kycPassed={item.kycPassed}
          score={formatScore(item.faceMatchScore)}
        />
      </Table.Td>
      <Table.Td ta="right">
        <Button
          component={Link}
          to={to}
          size="xs"
          variant={item.status === 'PENDING' ? 'filled' : 'default'}
          aria-label={`${item.status === 'PENDING' ? t('backoffice.review') : t('backoffice.view')}: ${name}`}
        >
          {item.status === 'PENDING' ? t('backoffice.review') : t('backoffice.view')}
        </Button>
      </Table.Td>
    </Table.Tr>
  );
}

function ListSkeleton() {
  const t = useBackofficeT();
  return (
    <Card padding="md" aria-busy="true" aria-label={t('app.loading')}>
      <Stack gap="md">
        {[0, 1, 2, 3, 4].map((i) => (
          <Group key={i} justify="space-between" wrap="nowrap">
            <Stack gap={6} style={{ flex: 1 }}>
              <Skeleton height={14} width="40%" />
              <Skeleton height={12} width="30%" />
            </Stack>
            <Skeleton height={22} width={80} radius="xl" />
            <Skeleton height={28} width={72} />
          </Group>
        ))}
      </Stack>
    </Card>
  );
}
