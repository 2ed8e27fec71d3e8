import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Table.css';
import './applications-page.css';
import { useState, type KeyboardEvent, type MouseEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useDebouncedCallback } from '@mantine/hooks';
import {
  Anchor,
  Button,
  Card,
  Group,
  Loader,
  NativeSelect,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import {
  APPLICATION_SEARCH_MAX_LENGTH,
  ApplicationStatuses,
  type ApplicationSummary,
} from '@harta/contracts/schemas/backoffice';
import { PageTitle } from '../../../components/page/page-title';
import { LoadFailedCard } from './load-failed-card';
import { useApplications } from '../api/get-applications';
import { backofficePaths } from '../logic/backoffice-paths';
import { formatDate } from '../logic/format-date';
import { fullName, pageRange, parsePage, parseStatusFilter } from '../logic/filter-applications';
import { formatScore } from '../logic/kyc-checks';
import { CheckBadges } from './check-badges';
import { StatusBadge } from './status-badge';
import { useBackofficeT } from '../i18n/use-backoffice-t';

const PAGE_SIZE = 20;
/** Long enough not to send a request per keystroke, short enough to feel live. */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * The applications list: PENDING first (the server's order). The server searches (name, e-mail, ID number,
 * mobile), filters by status and pages; all three live in the URL so a reviewer can come back to the same view.
 */
export function ApplicationsPage() {
  const t = useBackofficeT();
  const [params, setParams] = useSearchParams();
  const status = parseStatusFilter(params.get('status'));
  const q = params.get('q') ?? '';
  const page = parsePage(params.get('page'));
  const list = useApplications({ q, status, page, pageSize: PAGE_SIZE });

  // What is typed shows at once; the URL (and so the request) follows after a pause.
  const [searchText, setSearchText] = useState(q);
  const [seenQ, setSeenQ] = useState(q);
  const [committedQ, setCommittedQ] = useState(q);

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

  const commitSearch = useDebouncedCallback((value: string) => {
    const next = value.trim() ? value : '';
    setCommittedQ(next);
    update({ q: next || undefined, page: undefined });
  }, SEARCH_DEBOUNCE_MS);

  if (q !== seenQ) {
    setSeenQ(q);
    // The URL's search changed by navigation (the menu link, back button), not by this box: show it. Our own
    // commits land a render later, while more may have been typed; those keep what is in the box.
    if (q !== committedQ && !commitSearch.isPending()) setSearchText(q);
  }

  const onSearchKey = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter') commitSearch.flush();
  };

  // Opening an application while a search is still waiting must not pull the reviewer back to the list when the
  // wait ends (the list stays mounted while the detail page's code loads).
  const onClickCapture = (e: MouseEvent<HTMLElement>) => {
    if (e.target instanceof Element && e.target.closest('a[href]')) commitSearch.cancel();
  };

  const clearFilters = () => {
    commitSearch.cancel();
    setSearchText('');
    setCommittedQ('');
    update({ status: undefined, q: undefined, page: undefined });
  };

  const data = list.data;
  const items = data?.items ?? [];
  const searching = q.trim() !== '';
  const filtered = Boolean(status || searching);
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  const range = data ? pageRange(data.page, data.pageSize, items.length) : null;

  return (
    <Stack gap="lg" onClickCapture={onClickCapture}>
      <div>
        <PageTitle>{t('backoffice.applications')}</PageTitle>
        <Text c="dimmed" mt={4}>
          {t('backoffice.applicationsSubtitle')}
        </Text>
      </div>

      <Card padding="md">
        <Group align="flex-end" gap="md" wrap="wrap">
          <TextInput
            label={t('backoffice.search')}
            description={t('backoffice.searchHint')}
            placeholder={t('backoffice.searchPlaceholder')}
            type="search"
            value={searchText}
            maxLength={APPLICATION_SEARCH_MAX_LENGTH}
            onChange={(e) => {
              setSearchText(e.currentTarget.value);
              commitSearch(e.currentTarget.value);
            }}
            onKeyDown={onSearchKey}
            style={{ flex: '1 1 260px' }}
          />
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
          <Group gap="xs" pb={8} wrap="nowrap" aria-live="polite">
            {data && (
              <Text size="sm" c="dimmed" data-testid="application-count">
                {t('backoffice.count', { count: data.total })}
              </Text>
            )}
            {list.isFetching && !list.isPending && <Loader size="xs" aria-label={t('backoffice.updating')} />}
          </Group>
        </Group>
      </Card>

      {list.isPending ? (
        <ListSkeleton />
      ) : list.isError && !data ? (
        <LoadFailedCard messageKey="backoffice.loadFailed" onRetry={() => void list.refetch()} />
      ) : items.length === 0 && data && data.total > 0 ? (
        <Card padding="xl">
          <Stack align="flex-start" gap="xs">
            <Text>{t('backoffice.pastLastPage')}</Text>
            <Button variant="light" onClick={() => update({ page: undefined })}>
              {t('backoffice.firstPage')}
            </Button>
          </Stack>
        </Card>
      ) : items.length === 0 ? (
        <Card padding="xl">
          <Stack align="flex-start" gap="xs">
            <Title order={2} size="h4">
              {t('backoffice.emptyTitle')}
            </Title>
            <Text c="dimmed">
              {searching
                ? t('backoffice.emptySearch', { q: q.trim() })
                : filtered
                  ? t('backoffice.emptyFiltered')
                  : t('backoffice.emptyAll')}
            </Text>
            {filtered && (
              <Button variant="light" mt="xs" onClick={clearFilters}>
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
                  <Table.Th ta="right" className="harta-sticky-action">
                    {t('backoffice.col.action')}
                  </Table.Th>
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

      {data && items.length > 0 && range && (
        <Group justify="space-between" gap="sm" wrap="wrap" component="nav" aria-label={t('backoffice.pager')}>
          <Text size="sm" c="dimmed">
            {t('backoffice.showing', { from: range.from, to: range.to, total: data.total })}
          </Text>
          {pages > 1 && (
            <Group gap="sm">
              <Button variant="default" disabled={page <= 1} onClick={() => update({ page: String(page - 1) })}>
                {t('backoffice.previous')}
              </Button>
              <Text size="sm">{t('backoffice.pageOf', { page, pages })}</Text>
              <Button variant="default" disabled={page >= pages} onClick={() => update({ page: String(page + 1) })}>
                {t('backoffice.next')}
              </Button>
            </Group>
          )}
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
      {/* Stays in view when the table scrolls sideways on a phone. */}
      <Table.Td ta="right" className="harta-sticky-action">
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
