import { Button, Card, Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { DropFirstView } from '../../lib/first-view/drop-first-view';

/**
 * Shown when a page crashes while rendering or its code cannot be downloaded (e.g. after a deploy). A full
 * reload to the home page fetches the current build, which is the way forward in both cases.
 */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  if (import.meta.env.DEV) console.error(error);
  return (
    <Container size="sm">
      <DropFirstView />
      <Card padding="xl">
        <Stack align="center" ta="center">
          <Title order={1} size="h2">
            {t('errorPage.unknowErrorTitle')}
          </Title>
          <Text c="dimmed">{t('errorPage.crashed')}</Text>
          <Button component="a" href="/">
            {t('error.backToHome')}
          </Button>
        </Stack>
      </Card>
    </Container>
  );
}
