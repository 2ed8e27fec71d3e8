import { TOTP_PERIOD_SECONDS, TOTP_WINDOW_STEPS } from '@harta/contracts/second-factor';

/**
 * Seconds a demo code must still be accepted for when it is handed out: the end-to-end tests fill it in and the
 * server checks it some seconds later, many more on a loaded machine. A code of a step about to leave the window
 * went stale on the way, was refused as wrong ("That code is not right"), and a few of those locked the demo staff
 * member for the day, failing every later staff test of the run (docs/testing.md "What keeps the browser phase
 * short").
 */
export const DEMO_CODE_MIN_VALIDITY_SECONDS = 25;

/**
 * The time step whose code the development endpoint hands out at `seconds` (Unix time): the earliest step inside
 * the window (a step either side of now) after the last one used, so that many sign-ins in a row never send a used
 * code, that stays accepted for DEMO_CODE_MIN_VALIDITY_SECONDS at least. `waitSeconds` says how long until it is
 * accepted when the window is used up.
 */
export function demoCodeStep(seconds: number, lastUsedStep: number | null): { step: number; waitSeconds: number } {
  const current = Math.floor(seconds / TOTP_PERIOD_SECONDS);
  // Step s is accepted until the current step passes s + window, i.e. until (s + window + 1) * period.
  const freshEnough =
    Math.ceil((seconds + DEMO_CODE_MIN_VALIDITY_SECONDS) / TOTP_PERIOD_SECONDS) - TOTP_WINDOW_STEPS - 1;
  const step = Math.max(current - TOTP_WINDOW_STEPS, freshEnough, (lastUsedStep ?? -Infinity) + 1);
  return { step, waitSeconds: Math.max(0, (step - TOTP_WINDOW_STEPS) * TOTP_PERIOD_SECONDS - seconds) };
}
