import { describe, expect, it } from 'vitest';
import { REGISTRATION_STEP_COUNT, RegistrationSteps, registrationCompletedPercent } from './registration-steps';

describe('registrationCompletedPercent', () => {
  it.each([
    [0, 0],
    [1, 0],
    [2, 10],
    [5, 40],
    [10, 90],
    [11, 100],
    [-3, 0],
    [99, 100],
  ])('step %d → %d%%', (step, percent) => {
    expect(registrationCompletedPercent(step)).toBe(percent);
  });

  it('never decreases as the step advances and stays within 0–100', () => {
    let previous = -1;
    for (let step = 0; step <= REGISTRATION_STEP_COUNT + 2; step++) {
      const p = registrationCompletedPercent(step);
      expect(p).toBeGreaterThanOrEqual(previous);
      expect(p).toBeGreaterThanOrEqual(0);
      expect(p).toBeLessThanOrEqual(100);
      previous = p;
    }
  });
});

describe('RegistrationSteps', () => {
  it('has ten steps starting at signup and ending at review', () => {
    expect(REGISTRATION_STEP_COUNT).toBe(10);
    expect(RegistrationSteps[0]).toBe('signup');
    expect(RegistrationSteps[REGISTRATION_STEP_COUNT - 1]).toBe('review');
  });
});
