import type { ReactNode } from 'react';
import { Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useRegT } from '../i18n/use-reg-t';

/** The frame every step shares: heading, explanation, body, and the Back / Next row. */
export function StepCard({
  title,
  intro,
  children,
  footer,
}: {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <Card>
      <Stack gap="lg">
        <div>
          <Title order={2} size="h3">
            {title}
          </Title>
          {intro && (
            <Text c="dimmed" mt={4}>
              {intro}
            </Text>
          )}
        </div>
        {children}
        {footer}
      </Stack>
    </Card>
  );
}

/** Back (when there is an earlier step the client may see) and the submit button, disabled while saving. */
export function StepActions({
  onBack,
  saving,
  submitLabel,
  disabled,
}: {
  onBack?: () => void;
  saving: boolean;
  submitLabel?: string;
  disabled?: boolean;
}) {
  const t = useRegT();
  return (
    <Group justify="space-between" mt="md">
      {onBack ? (
        <Button variant="default" onClick={onBack} disabled={saving}>
          {t('reg.back')}
        </Button>
      ) : (
        <span />
      )}
      <Button type="submit" loading={saving} disabled={saving || disabled}>
        {submitLabel ?? t('reg.saveAndContinue')}
      </Button>
    </Group>
  );
}

/** A step's loading state: the shape of its form. */
export function StepSkeleton() {
  const t = useRegT();
  return (
    <Card aria-busy="true" aria-label={t('app.loading')}>
      <Stack>
        <Skeleton height={28} width="45%" />
        <Skeleton height={16} width="70%" />
        <Skeleton height={56} />
        <Skeleton height={56} />
        <Skeleton height={56} />
        <Skeleton height={36} width={160} ml="auto" />
      </Stack>
    </Card>
  );
}
