import '@mantine/core/styles/Table.css';
import type { ReactNode } from 'react';
import { Card, Stack, Table, Title } from '@mantine/core';

/**
 * A titled card holding a table of figures: the first column names the row, the others are right-aligned numbers.
 * The holdings and the all-periods tables of the performance pages share it.
 */
export function FiguresTable({
  id,
  title,
  columns,
  minWidth,
  testId,
  empty,
  children,
}: {
  /** The heading's id: it labels the section and the table. */
  id: string;
  title: string;
  /** Column headings; the first names the row. */
  columns: readonly string[];
  /** Below this width the table scrolls sideways instead of squeezing. */
  minWidth: number;
  testId: string;
  /** Shown instead of the table when there is nothing to list. */
  empty?: ReactNode;
  /** The rows (Table.Tr with a row header and FigureCells). */
  children: ReactNode;
}) {
  const [first, ...figures] = columns;
  return (
    <Card component="section" aria-labelledby={id}>
      <Stack gap="sm">
        <Title order={2} size="h3" id={id}>
          {title}
        </Title>
        {empty ?? (
          <Table.ScrollContainer
            minWidth={minWidth}
            // Focusable, so that a keyboard can scroll it on a narrow screen (axe: scrollable-region-focusable).
            type="native"
            tabIndex={0}
          >
            <Table fz="sm" verticalSpacing={6} aria-labelledby={id} data-testid={testId}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{first}</Table.Th>
                  {figures.map((label) => (
                    <Table.Th key={label} scope="col" ta="right">
                      {label}
                    </Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              {children}
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Card>
  );
}

/** A right-aligned figure that never wraps. */
export function FigureCell({ children }: { children: ReactNode }) {
  return (
    <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
      {children}
    </Table.Td>
  );
}
