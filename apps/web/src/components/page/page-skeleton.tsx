import { Container, Skeleton, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The loading state of a page: the shape of a title and two cards, never a spinner over a blank page. */
export function PageSkeleton() {
  const { t } = useTranslation();
  return (
    <Container size="md" aria-busy="true" aria-label={t('app.loading')}>
      <Stack gap="lg">
        <Skeleton height={32} width="40%" radius="md" />
        <Skeleton height={120} radius="lg" />
        <Skeleton height={180} radius="lg" />
      </Stack>
    </Container>
  );
}
