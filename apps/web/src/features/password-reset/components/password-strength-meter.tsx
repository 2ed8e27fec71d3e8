import '@mantine/core/styles/Progress.css';
import '@mantine/core/styles/List.css';
import { Group, List, Progress, Stack, Text, VisuallyHidden } from '@mantine/core';
import { PASSWORD_MAX_SCORE, passwordStrength, type PasswordStrengthLevel } from '@harta/contracts/password-strength';
import { useResetT } from '../i18n/use-reset-t';

const LEVEL_COLOR: Record<PasswordStrengthLevel, string> = {
  weak: 'red',
  fair: 'orange',
  good: 'yellow',
  strong: 'brand',
};

/**
 * The strength meter of spec section 5 (20 points per criterion, from contracts): a bar with the level in words
 * and every criterion with a mark and a word for met / not met, so it reads without colour.
 */
export function PasswordStrengthMeter({ value, id }: { value: string; id?: string }) {
  const t = useResetT();
  const strength = passwordStrength(value);
  const level = t(strength.levelKey);
  return (
    <Stack gap={6} id={id}>
      <Group justify="space-between" gap="xs">
        <Text size="sm" c="dimmed">
          {t('reset.strength')}
        </Text>
        <Text size="sm" fw={600} aria-live="polite" data-testid="password-strength-level">
          {value ? `${level} (${strength.score}/${PASSWORD_MAX_SCORE})` : '—'}
        </Text>
      </Group>
      <Progress
        value={(strength.score / PASSWORD_MAX_SCORE) * 100}
        color={LEVEL_COLOR[strength.level]}
        size="sm"
        aria-label={t('reset.strength')}
        aria-valuetext={`${level}, ${strength.score}/${PASSWORD_MAX_SCORE}`}
      />
      <List size="sm" spacing={2} listStyleType="none" aria-label={t('reset.criteria')}>
        {strength.criteria.map((c) => (
          <List.Item key={c.criterion} c={c.met ? 'brand' : 'dimmed'} data-met={c.met}>
            <span aria-hidden="true">{c.met ? '✓' : '○'}</span>{' '}
            {t(c.labelKey as 'password.criterion.length', { min: c.values?.min ?? '' })}
            <VisuallyHidden>{c.met ? t('reset.criterionMet') : t('reset.criterionUnmet')}</VisuallyHidden>
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}
