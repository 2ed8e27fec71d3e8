import '@mantine/core/styles/Table.css';
import { Badge, Button, Group, Table, Text } from '@mantine/core';
import type { ReferenceItem, ReferenceList } from '@harta/contracts/schemas/reference-data-admin';
import { referenceListFields } from '@harta/contracts/schemas/reference-data-admin';
import { formatDateTime } from '../../logic/format-date';
import { useReferenceDataT } from '../i18n/use-reference-data-t';

export interface ItemActions {
  onEdit: (item: ReferenceItem) => void;
  onDeactivate: (item: ReferenceItem) => void;
  onReactivate: (item: ReferenceItem) => void;
  /** The code whose reactivation is in flight. */
  reactivating: string | null;
}

/** A list's items with the columns its kind uses; inactive items stay visible, dimmed, with a way back. */
export function ReferenceItemTable({
  list,
  items,
  busy,
  actions,
}: {
  list: ReferenceList;
  items: ReferenceItem[];
  busy: boolean;
  actions: ItemActions;
}) {
  const t = useReferenceDataT();
  const fields = referenceListFields(list.id);
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table verticalSpacing="sm" horizontalSpacing="md" highlightOnHover aria-busy={busy}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t(`referenceData.field.code.${list.kind}`)}</Table.Th>
            <Table.Th>{t(`referenceData.field.label.${list.kind}`)}</Table.Th>
            {fields.value !== 'none' && <Table.Th>{t(`referenceData.field.value.${list.kind}`)}</Table.Th>}
            {fields.sortOrder && <Table.Th ta="right">{t('referenceData.col.order')}</Table.Th>}
            <Table.Th>{t('referenceData.col.status')}</Table.Th>
            <Table.Th>{t('referenceData.col.updated')}</Table.Th>
            <Table.Th ta="right">{t('referenceData.col.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item) => (
            <Table.Tr key={item.code} data-testid="reference-item-row" c={item.active ? undefined : 'dimmed'}>
              <Table.Td>
                <Text ff="monospace" size="sm">
                  {item.code}
                </Text>
              </Table.Td>
              <Table.Td>{item.label}</Table.Td>
              {fields.value !== 'none' && <Table.Td>{item.value ?? '—'}</Table.Td>}
              {fields.sortOrder && (
                <Table.Td ta="right" className="harta-num">
                  {item.sortOrder ?? '—'}
                </Table.Td>
              )}
              <Table.Td>
                <Badge variant={item.active ? 'light' : 'outline'} color={item.active ? 'brand' : 'gray'} size="sm">
                  {t(item.active ? 'referenceData.status.active' : 'referenceData.status.inactive')}
                </Badge>
              </Table.Td>
              <Table.Td className="harta-num">
                <Text size="sm">{formatDateTime(item.updatedAt)}</Text>
              </Table.Td>
              <Table.Td>
                <Group gap="xs" justify="flex-end" wrap="nowrap">
                  <Button
                    size="xs"
                    variant="default"
                    onClick={() => actions.onEdit(item)}
                    aria-label={t('referenceData.editLabel', { code: item.code })}
                  >
                    {t('referenceData.edit')}
                  </Button>
                  {!list.fixedCodes &&
                    (item.active ? (
                      <Button
                        size="xs"
                        variant="outline"
                        color="red"
                        onClick={() => actions.onDeactivate(item)}
                        aria-label={t('referenceData.deactivateLabel', { code: item.code })}
                      >
                        {t('referenceData.deactivate')}
                      </Button>
                    ) : (
                      <Button
                        size="xs"
                        variant="light"
                        onClick={() => actions.onReactivate(item)}
                        loading={actions.reactivating === item.code}
                        aria-label={t('referenceData.reactivateLabel', { code: item.code })}
                      >
                        {t('referenceData.reactivate')}
                      </Button>
                    ))}
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
