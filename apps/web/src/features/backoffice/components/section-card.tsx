import { Card, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useBackofficeT } from '../i18n/use-backoffice-t';

/**
 * One titled section of an application. `children` null means the client has not saved that step yet; the
 * section then says so instead of showing a column of dashes.
 */
export function SectionCard({ title, testId, children }: { title: string; testId: string; children: ReactNode }) {
  const t = useBackofficeT();
  const headingId = `${testId}-heading`;
  return (
    <Card component="section" aria-labelledby={headingId} data-testid={testId}>
      <Stack gap="md">
        <Title order={2} size="h4" id={headingId}>
          {title}
        </Title>
        {children ?? (
          <Text c="dimmed" size="sm">
            {t('backoffice.notProvided')}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
