import type { ReactNode } from 'react';
import { Button, Card, Container, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { href } from '@harta/contracts/routes';
import { PageTitle } from '../../../components/page/page-title';

/** The frame every error page shares: a title, what happened, and the 'Back To Home' button. */
export function ErrorPage({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Container size="sm">
      <Card padding="xl">
        <Stack align="center" ta="center" gap="md">
          <PageTitle ta="center">{title}</PageTitle>
          {children}
          <Button component={Link} to={href.root()} mt="sm">
            {t('error.backToHome')}
          </Button>
        </Stack>
      </Card>
    </Container>
  );
}

export function ErrorMessage({ children }: { children: ReactNode }) {
  return (
    <Text c="dimmed" maw={420}>
      {children}
    </Text>
  );
}
