import { Text, VisuallyHidden } from '@mantine/core';
import { RegistrationSteps, REGISTRATION_STEP_COUNT } from '@harta/contracts/registration-steps';
import { stepStates } from '../logic/step-resolution';
import { useRegT, type RegKey } from '../i18n/use-reg-t';

export const stepLabelKey = (step: number): RegKey => `reg.step.${RegistrationSteps[step - 1] ?? 'signup'}` as RegKey;

/** The ten steps with the current one marked; the '{n}% completed' badge lives in the header. */
export function RegistrationStepper({ current, maxStep }: { current: number; maxStep: number }) {
  const t = useRegT();
  return (
    <nav aria-label={t('reg.stepper.label')}>
      <Text size="sm" fw={600} mb="xs" data-testid="step-heading">
        {t('reg.stepper.position', { step: current, total: REGISTRATION_STEP_COUNT, name: t(stepLabelKey(current)) })}
      </Text>
      <ol className="harta-reg-steps">
        {stepStates(current, maxStep).map(({ step, state }) => (
          <li
            key={step}
            className="harta-reg-step"
            data-state={state}
            aria-current={state === 'current' ? 'step' : undefined}
          >
            <span className="harta-reg-step-dot" aria-hidden="true">
              {state === 'done' ? '✓' : step}
            </span>
            <span className="harta-reg-step-label">{t(stepLabelKey(step))}</span>
            <VisuallyHidden>
              {t(stepLabelKey(step))}: {t(`reg.stepper.${state}`)}
            </VisuallyHidden>
          </li>
        ))}
      </ol>
    </nav>
  );
}
