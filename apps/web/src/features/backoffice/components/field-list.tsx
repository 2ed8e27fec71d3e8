import { Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

export interface Field {
  label: string;
  value: ReactNode;
}

/** Label / value pairs as a description list: readable on a phone, aligned on a desktop. */
export function FieldList({ fields }: { fields: Field[] }) {
  return (
    <Stack component="dl" gap={8} m={0}>
      {fields.map((f) => (
        <Group key={f.label} justify="space-between" align="flex-start" wrap="nowrap" gap="md">
          <Text component="dt" size="sm" c="dimmed">
            {f.label}
          </Text>
          <Text component="dd" size="sm" fw={500} ta="right" m={0} style={{ overflowWrap: 'anywhere' }}>
            {f.value}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}
