import { ClientStatus } from '@harta/contracts/client-status';
import { REGISTRATION_STEP_COUNT } from '@harta/contracts/registration-steps';
import { href } from '@harta/contracts/routes';

/** Steps 1–3 belong to visitors; from step 4 on the client is logged in (status DRAFT). */
export const FIRST_CLIENT_STEP = 4;

export interface StepQuery {
  step: string | null;
  confirm: string | null;
  handoff: string | null;
}

export interface StepInput {
  query: StepQuery;
  auth: 'restoring' | 'authenticated' | 'anonymous';
  /** The client's login summary once loaded (only when authenticated). */
  summary?: { status: string; currentStep: number } | null;
  /** A visitor who has just signed up waits on the "check your e-mail" screen. */
  pendingEmail?: string | null;
  /** A visitor whose e-mail is confirmed holds a short-lived password-setup token. */
  setupToken?: string | null;
}

export type StepView =
  | { kind: 'loading' }
  | { kind: 'redirect'; to: string }
  | { kind: 'handoff'; code: string }
  | { kind: 'confirm'; token: string }
  | { kind: 'step'; step: number; maxStep: number };

function parseStep(value: string | null): number | null {
  if (!value || !/^\d{1,2}$/.test(value)) return null;
  const n = Number(value);
  return n >= 1 && n <= REGISTRATION_STEP_COUNT ? n : null;
}

/**
 * Which screen /registration shows. In order:
 * 1. `?handoff=` redeems a QR hand-off (whoever opens it);
 * 2. `?confirm=` confirms the e-mail (visitors);
 * 3. a logged-in client: DRAFT shows the requested step if already reached (Back / Edit links), else the saved
 *    current step (never below 4); PENDING goes to app-pending; anything else to the dashboard;
 * 4. a visitor: the password step with a setup token, the "check your e-mail" screen after sign-up, else sign-up.
 */
export function resolveStepView({ query, auth, summary, pendingEmail, setupToken }: StepInput): StepView {
  if (query.handoff) return { kind: 'handoff', code: query.handoff };
  if (auth === 'restoring') return { kind: 'loading' };
  if (auth === 'authenticated') {
    if (!summary) return { kind: 'loading' };
    if (summary.status === ClientStatus.Pending) return { kind: 'redirect', to: href.appPending(ClientStatus.Pending) };
    if (summary.status !== ClientStatus.Draft) return { kind: 'redirect', to: href.to('dashboard') };
    const maxStep = Math.min(Math.max(summary.currentStep, FIRST_CLIENT_STEP), REGISTRATION_STEP_COUNT);
    const requested = parseStep(query.step);
    const step = requested !== null && requested >= FIRST_CLIENT_STEP && requested <= maxStep ? requested : maxStep;
    return { kind: 'step', step, maxStep };
  }
  if (query.confirm) return { kind: 'confirm', token: query.confirm };
  if (setupToken) return { kind: 'step', step: 3, maxStep: 3 };
  if (pendingEmail) return { kind: 'step', step: 2, maxStep: 2 };
  return { kind: 'step', step: 1, maxStep: 1 };
}

/** The step numbers 1–10 in order, with their state for the stepper. */
export function stepStates(current: number, maxStep: number): { step: number; state: 'done' | 'current' | 'todo' }[] {
  return Array.from({ length: REGISTRATION_STEP_COUNT }, (_, i) => {
    const step = i + 1;
    return { step, state: step === current ? 'current' : step < Math.max(current, maxStep) ? 'done' : 'todo' };
  });
}
