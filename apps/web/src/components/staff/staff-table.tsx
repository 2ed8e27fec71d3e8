import '@mantine/core/styles/Table.css';
import type { ReactNode } from 'react';
import { Table, Text, VisuallyHidden } from '@mantine/core';

export interface StaffColumn {
  label: string;
  /** Amounts line up on the right (docs/backoffice.md: figures compare down a column). */
  align?: 'right';
  /**
   * Said to screen readers only (a column of buttons that name themselves): an empty heading names no column
   * (axe: empty-table-header).
   */
  hidden?: boolean;
}

/**
 * A back office list as a table: the columns' headings, the rows, and a sentence instead of an empty table. Wide
 * tables scroll inside their card on a phone (never the page sideways), and the scrolling region takes the keyboard's
 * focus so that it can be scrolled without a pointer (axe: scrollable-region-focusable); `busy` tells assistive
 * technology that a refetch is under way while the old rows stay readable.
 */
export function StaffTable({
  columns,
  minWidth,
  busy = false,
  empty = false,
  emptyText,
  label,
  compact = false,
  children,
}: {
  columns: StaffColumn[];
  minWidth: number;
  busy?: boolean;
  /** With `emptyText`: the sentence shown instead (pages that say it themselves leave both out). */
  empty?: boolean;
  emptyText?: string;
  /** The table's accessible name, where the page's heading does not name it. */
  label?: string;
  compact?: boolean;
  children: ReactNode;
}) {
  if (empty && emptyText) {
    return (
      <Text p="md" c="dimmed">
        {emptyText}
      </Text>
    );
  }
  return (
    <Table.ScrollContainer minWidth={minWidth} type="native" tabIndex={0}>
      <Table
        verticalSpacing={compact ? 'xs' : 'sm'}
        horizontalSpacing={compact ? undefined : 'md'}
        aria-busy={busy}
        aria-label={label}
      >
        <Table.Thead>
          <Table.Tr>
            {columns.map((c, i) => (
              <Table.Th key={i} ta={c.align}>
                {c.hidden ? <VisuallyHidden>{c.label}</VisuallyHidden> : c.label}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>{children}</Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
