import '@mantine/core/styles/List.css';
import '@mantine/core/styles/Progress.css';
import '@mantine/core/styles/ThemeIcon.css';
import { List, Progress, Stack, Text, ThemeIcon, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PASSWORD_MAX_SCORE, passwordStrength, type PasswordStrengthLevel } from '@harta/contracts/password-strength';

const LEVEL_COLOR: Record<PasswordStrengthLevel, string> = {
  weak: 'red',
  fair: 'orange',
  good: 'yellow',
  strong: 'brand',
};

/**
 * The one password strength meter (spec section 5: 20 points per criterion, from contracts), used wherever a
 * password is chosen (sign-up, reset). A bar with the level and score in words, and every criterion with a mark
 * and a word for met / not met, so it reads without colour.
 */
export function PasswordStrengthMeter({ value, id }: { value: string; id?: string }) {
  const { t } = useTranslation();
  const strength = passwordStrength(value);
  const summary = t('passwordMeter.value', {
    level: t(strength.levelKey),
    score: strength.score,
    max: PASSWORD_MAX_SCORE,
  });
  return (
    <Stack gap={6} id={id}>
      {/* The section is the progressbar (Mantine gives it the role): its name and value text go there, not on the
          root, where axe refuses aria-valuetext. */}
      <Progress.Root>
        <Progress.Section
          value={(strength.score / PASSWORD_MAX_SCORE) * 100}
          color={LEVEL_COLOR[strength.level]}
          aria-label={t('passwordMeter.label')}
          aria-valuetext={summary}
        />
      </Progress.Root>
      <Text size="sm" data-testid="password-strength" aria-live="polite">
        {summary}
      </Text>
      <List spacing={2} size="sm" listStyleType="none" aria-label={t('passwordMeter.criteria')}>
        {strength.criteria.map((c) => (
          <List.Item
            key={c.criterion}
            data-met={c.met}
            icon={
              <ThemeIcon size={16} radius="xl" color={c.met ? 'brand' : 'gray'} variant={c.met ? 'filled' : 'light'}>
                <span aria-hidden="true" style={{ fontSize: 10 }}>
                  {c.met ? '✓' : '•'}
                </span>
              </ThemeIcon>
            }
          >
            <Text span size="sm" c={c.met ? undefined : 'dimmed'}>
              {t(c.labelKey as 'password.criterion.length', { min: c.values?.min ?? '' })}
            </Text>
            <VisuallyHidden> {c.met ? t('passwordMeter.met') : t('passwordMeter.unmet')}</VisuallyHidden>
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}
