/**
 * The registration journey, in order. `currentStep` on the client record is the number of the step the
 * client is on; the '{n}% completed' indicator is derived from it so the two can never disagree.
 */
export const RegistrationSteps = [
  'signup',
  'confirm-email',
  'password',
  'identity',
  'personal',
  'contact',
  'financial',
  'knowledge',
  'investment-profile',
  'review',
] as const;

export type RegistrationStep = (typeof RegistrationSteps)[number];

export const REGISTRATION_STEP_COUNT = RegistrationSteps.length;

/** Percentage of the journey completed when the client stands on `currentStep` (1-based). */
export function registrationCompletedPercent(currentStep: number): number {
  const done = Math.min(Math.max(currentStep - 1, 0), REGISTRATION_STEP_COUNT);
  return Math.round((done / REGISTRATION_STEP_COUNT) * 100);
}
