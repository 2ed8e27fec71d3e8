import '@mantine/core/styles/Table.css';
import type { ReactNode } from 'react';
import { Table, Text } from '@mantine/core';

export interface StaffColumn {
  label: string;
  /** Amounts line up on the right (docs/backoffice.md: figures compare down a column). */
  align?: 'right';
}

/**
 * A back office list as a table: the columns' headings, the rows, and a sentence instead of an empty table. Wide
 * tables scroll inside their card on a phone (never the page sideways); `busy` tells assistive technology that a
 * refetch is under way while the old rows stay readable.
 */
export function StaffTable({
  columns,
  minWidth,
  busy,
  empty,
  emptyText,
  children,
}: {
  columns: StaffColumn[];
  minWidth: number;
  busy: boolean;
  empty: boolean;
  emptyText: string;
  children: ReactNode;
}) {
  if (empty) {
    return (
      <Text p="md" c="dimmed">
        {emptyText}
      </Text>
    );
  }
  return (
    <Table.ScrollContainer minWidth={minWidth}>
      <Table verticalSpacing="sm" horizontalSpacing="md" aria-busy={busy}>
        <Table.Thead>
          <Table.Tr>
            {columns.map((c, i) => (
              <Table.Th key={i} ta={c.align}>
                {c.label}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>{children}</Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
