import { Group, Paper, Stack, Text } from '@mantine/core';
import { parseMyKad } from '@harta/contracts/mykad';
import { useRegT } from '../../i18n/use-reg-t';
import { formatDate } from '../../../../lib/i18n/format-date';

/**
 * For MyKad-style numbers: the date of birth and gender the number carries, shown read-only so the client can
 * check them (the server cross-checks the same way). Nothing is shown until the number is valid.
 */
export function MyKadDerived({ nric }: { nric: string | null | undefined }) {
  const t = useRegT();
  const card = nric ? parseMyKad(nric.trim()) : null;
  if (!card) return null;
  return (
    <Paper withBorder p="sm" radius="md" data-testid="mykad-derived" aria-live="polite">
      <Stack gap={4}>
        <Text size="sm" c="dimmed">
          {t('reg.personal.derivedIntro')}
        </Text>
        <Group gap="xl">
          <div>
            <Text size="xs" c="dimmed">
              {t('reg.field.dob')}
            </Text>
            <Text fw={600}>{formatDate(card.dob)}</Text>
          </div>
          <div>
            <Text size="xs" c="dimmed">
              {t('reg.field.gender')}
            </Text>
            <Text fw={600}>{t(`reg.gender.${card.gender}`)}</Text>
          </div>
        </Group>
      </Stack>
    </Paper>
  );
}
