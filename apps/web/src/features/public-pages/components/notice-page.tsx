import '@mantine/core/styles/ThemeIcon.css';
import type { ReactNode } from 'react';
import { Card, Container, Stack, Text, ThemeIcon } from '@mantine/core';
import { PageTitle } from '../../../components/page/page-title';

/** A full-page notice (maintenance, device security): an icon, a title and what it means for the user. */
export function NoticePage({
  icon,
  color,
  title,
  children,
}: {
  icon: ReactNode;
  color: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <Container size="sm">
      <Card padding="xl">
        <Stack align="center" ta="center" gap="md">
          <ThemeIcon size={64} radius="xl" variant="light" color={color}>
            {icon}
          </ThemeIcon>
          <PageTitle ta="center">{title}</PageTitle>
          <Text component="div">{children}</Text>
        </Stack>
      </Card>
    </Container>
  );
}
