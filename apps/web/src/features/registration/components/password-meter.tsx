import '@mantine/core/styles/Progress.css';
import { List, Progress, Stack, Text, ThemeIcon, VisuallyHidden } from '@mantine/core';
import { passwordStrength, PASSWORD_MAX_SCORE } from '@harta/contracts/password-strength';
import { useRegT } from '../i18n/use-reg-t';

const LEVEL_COLOR = { weak: 'red', fair: 'orange', good: 'yellow', strong: 'brand' } as const;

/** The strength meter of spec section 5: 20 points per criterion met, and the checklist of criteria. */
export function PasswordMeter({ value, id }: { value: string; id?: string }) {
  const t = useRegT();
  const strength = passwordStrength(value);
  return (
    <Stack gap={6} id={id}>
      <Progress
        value={(strength.score / PASSWORD_MAX_SCORE) * 100}
        color={LEVEL_COLOR[strength.level]}
        aria-label={t('reg.password.meterLabel')}
        aria-valuetext={t('reg.password.meterValue', { score: strength.score, level: t(strength.levelKey) })}
      />
      <Text size="sm" data-testid="password-score" aria-live="polite">
        {t('reg.password.meterValue', { score: strength.score, level: t(strength.levelKey) })}
      </Text>
      <List spacing={2} size="sm" listStyleType="none" aria-label={t('reg.password.criteria')}>
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
              {t(c.labelKey, c.values)}
            </Text>
            <VisuallyHidden>
              {' '}
              {c.met ? t('reg.password.criterionMet') : t('reg.password.criterionUnmet')}
            </VisuallyHidden>
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}
