import { TOTP_PERIOD_SECONDS } from '@harta/contracts/second-factor';
import { describe, expect, it } from 'vitest';
import { DEMO_CODE_MIN_VALIDITY_SECONDS, demoCodeStep } from './demo-code-step';

const P = TOTP_PERIOD_SECONDS;
/** Seconds the code of `step` is still accepted for at `seconds` (a step either side of now). */
const validFor = (step: number, seconds: number) => (step + 2) * P - seconds;

describe('the demo code handed to the end-to-end tests', () => {
  it('is the earliest step of the window after the last one used, when that one stays accepted long enough', () => {
    const at = 1000 * P + 1; // one second into step 1000: step 999 is accepted for 59 s more
    expect(demoCodeStep(at, null)).toEqual({ step: 999, waitSeconds: 0 });
    expect(demoCodeStep(at, 999)).toEqual({ step: 1000, waitSeconds: 0 });
    expect(demoCodeStep(at, 1000)).toEqual({ step: 1001, waitSeconds: 0 });
  });

  it('never hands out a code about to leave the window', () => {
    for (let offset = 0; offset < 2 * P; offset += 1) {
      const at = 1000 * P + offset;
      const { step, waitSeconds } = demoCodeStep(at, null);
      expect(waitSeconds).toBe(0);
      expect(validFor(step, at)).toBeGreaterThanOrEqual(DEMO_CODE_MIN_VALIDITY_SECONDS);
    }
  });

  it('says how long to wait when the window is used up', () => {
    const at = 1000 * P + 10;
    expect(demoCodeStep(at, 1001)).toEqual({ step: 1002, waitSeconds: 20 });
  });
});
