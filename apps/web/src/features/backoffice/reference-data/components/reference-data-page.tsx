import { LoadFailed as SharedLoadFailed } from '../../../../components/page/load-failed';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Alert.css';
import { useDeferredValue, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Alert, Button, Card, Group, NativeSelect, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import type { ReferenceItem, ReferenceList } from '@harta/contracts/schemas/reference-data-admin';
import { showError } from '../../../../components/feedback/feedback-modals';
import { toastSuccess } from '../../../../components/feedback/toasts';
import { isApprovalRequest } from '@harta/contracts/schemas/approvals';
import { toastSentForApproval } from '../../approvals/components/pending-approval-note';
import { PageTitle } from '../../../../components/page/page-title';
import { useReferenceItems } from '../api/get-reference-items';
import { useReferenceLists } from '../api/get-reference-lists';
import { useSetReferenceItemActive } from '../api/set-reference-item-active';
import { listName, useReferenceDataT, type ReferenceDataKey } from '../i18n/use-reference-data-t';
import { matchesItemSearch } from '../logic/search-items';
import { DeactivateDialog } from './deactivate-dialog';
import { ReferenceItemModal, type ItemModalTarget } from './reference-item-modal';
import { ReferenceItemTable } from './reference-item-table';

/**
 * Staff page at /backoffice/reference-data: pick a list, see its items (inactive ones too), add or edit in a
 * dialog, deactivate after a confirmation. The chosen list and the search are kept in the URL.
 */
export function ReferenceDataPage() {
  const t = useReferenceDataT();
  const [params, setParams] = useSearchParams();
  const lists = useReferenceLists();
  const requested = params.get('list')?.toUpperCase() ?? null;
  const listId = lists.data
    ? (lists.data.find((l) => l.id === requested) ?? lists.data.find((l) => l.id === 'BANK') ?? lists.data[0])?.id
    : undefined;

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

  return (
    <Stack gap="lg">
      <div>
        <PageTitle>{t('referenceData.title')}</PageTitle>
        <Text c="dimmed" mt={4}>
          {t('referenceData.subtitle')}
        </Text>
      </div>
      {lists.isPending ? (
        <ListSkeleton />
      ) : lists.isError ? (
        <LoadFailed messageKey="referenceData.listsLoadFailed" onRetry={() => void lists.refetch()} />
      ) : (
        listId && (
          <ListView
            lists={lists.data}
            listId={listId}
            search={params.get('q') ?? ''}
            onPick={(id) => update({ list: id, q: undefined })}
            onSearch={(q) => update({ q: q || undefined })}
          />
        )
      )}
    </Stack>
  );
}

function ListView({
  lists,
  listId,
  search,
  onPick,
  onSearch,
}: {
  lists: ReferenceList[];
  listId: string;
  search: string;
  onPick: (id: string) => void;
  onSearch: (q: string) => void;
}) {
  const t = useReferenceDataT();
  const items = useReferenceItems(listId);
  const setActive = useSetReferenceItemActive(listId);
  const [modal, setModal] = useState<ItemModalTarget>(null);
  const [deactivating, setDeactivating] = useState<ReferenceItem | null>(null);
  const deferredSearch = useDeferredValue(search);
  const list = lists.find((l) => l.id === listId)!;
  const shown = (items.data?.items ?? []).filter((i) => matchesItemSearch(i, deferredSearch));

  const reactivate = (item: ReferenceItem) =>
    setActive.mutate(
      { code: item.code, active: true },
      {
        onSuccess: (answer) =>
          isApprovalRequest(answer)
            ? toastSentForApproval()
            : toastSuccess(t('referenceData.reactivated', { code: item.code })),
        onError: (error) => showError(error),
      },
    );

  return (
    <>
      <Card padding="md">
        <Stack gap="sm">
          <Group align="flex-end" gap="md" wrap="wrap">
            <NativeSelect
              label={t('referenceData.pickList')}
              value={listId}
              onChange={(e) => onPick(e.currentTarget.value)}
              data={lists.map((l) => ({
                value: l.id,
                label: t('referenceData.listOption', {
                  name: listName(t, l.id),
                  active: l.activeCount,
                  total: l.itemCount,
                }),
              }))}
              w={300}
            />
            <TextInput
              label={t('referenceData.search')}
              placeholder={t('referenceData.searchPlaceholder')}
              type="search"
              value={search}
              onChange={(e) => onSearch(e.currentTarget.value)}
              style={{ flex: '1 1 200px' }}
            />
            {!list.fixedCodes && <Button onClick={() => setModal({ mode: 'create' })}>{t('referenceData.add')}</Button>}
          </Group>
          <Text size="sm" c="dimmed">
            {t('referenceData.publicPath', { path: list.publicPath })}
            {items.data && ` · ${t('referenceData.count', { count: shown.length })}`}
          </Text>
          {list.fixedCodes && (
            <Alert variant="light" color="gray">
              {t('referenceData.fixedHint')}
            </Alert>
          )}
        </Stack>
      </Card>

      {items.isPending ? (
        <ListSkeleton />
      ) : items.isError ? (
        <LoadFailed messageKey="referenceData.itemsLoadFailed" onRetry={() => void items.refetch()} />
      ) : shown.length === 0 ? (
        <Card padding="xl">
          <Stack align="flex-start" gap="xs">
            <Title order={2} size="h4">
              {t('referenceData.emptyTitle')}
            </Title>
            <Text c="dimmed">{t(search ? 'referenceData.emptySearch' : 'referenceData.emptyList')}</Text>
            {search ? (
              <Button variant="light" mt="xs" onClick={() => onSearch('')}>
                {t('referenceData.clearSearch')}
              </Button>
            ) : (
              !list.fixedCodes && (
                <Button mt="xs" onClick={() => setModal({ mode: 'create' })}>
                  {t('referenceData.add')}
                </Button>
              )
            )}
          </Stack>
        </Card>
      ) : (
        <Card padding={0}>
          <ReferenceItemTable
            list={list}
            items={shown}
            busy={items.isFetching}
            actions={{
              onEdit: (item) => setModal({ mode: 'edit', item }),
              onDeactivate: setDeactivating,
              onReactivate: reactivate,
              reactivating: setActive.isPending ? (setActive.variables?.code ?? null) : null,
            }}
          />
        </Card>
      )}

      <ReferenceItemModal list={list} target={modal} onClose={() => setModal(null)} />
      <DeactivateDialog list={listId} item={deactivating} onClose={() => setDeactivating(null)} />
    </>
  );
}

function LoadFailed({ messageKey, onRetry }: { messageKey: ReferenceDataKey; onRetry: () => void }) {
  const t = useReferenceDataT();
  return <SharedLoadFailed message={t(messageKey)} onRetry={onRetry} />;
}

function ListSkeleton() {
  const t = useReferenceDataT();
  return (
    <Card padding="md" aria-busy="true" aria-label={t('app.loading')}>
      <Stack gap="md">
        {[0, 1, 2, 3, 4].map((i) => (
          <Group key={i} justify="space-between" wrap="nowrap">
            <Skeleton height={14} width="20%" />
            <Skeleton height={14} width="40%" />
            <Skeleton height={22} width={70} radius="xl" />
            <Skeleton height={28} width={120} />
          </Group>
        ))}
      </Stack>
    </Card>
  );
}

export default ReferenceDataPage;
