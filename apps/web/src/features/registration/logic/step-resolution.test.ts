import { describe, expect, it } from 'vitest';
import { resolveStepView, stepStates, type StepInput } from './step-resolution';

const q = (patch: Partial<StepInput['query']> = {}) => ({ step: null, confirm: null, handoff: null, ...patch });
const draft = (currentStep: number) => ({ status: 'DRAFT', currentStep });

describe('resolveStepView', () => {
  it('shows sign-up to a new visitor', () => {
    expect(resolveStepView({ query: q(), auth: 'anonymous' })).toEqual({ kind: 'step', step: 1, maxStep: 1 });
  });

  it('ignores ?step= for visitors (they cannot skip ahead)', () => {
    expect(resolveStepView({ query: q({ step: '7' }), auth: 'anonymous' })).toMatchObject({ step: 1 });
  });

  it('shows "check your e-mail" after sign-up and the password step once confirmed', () => {
    expect(resolveStepView({ query: q(), auth: 'anonymous', pendingEmail: 'a@b.co' })).toMatchObject({ step: 2 });
    expect(resolveStepView({ query: q(), auth: 'anonymous', pendingEmail: 'a@b.co', setupToken: 'tok' })).toMatchObject(
      { step: 3 },
    );
  });

  it('confirms the e-mail from ?confirm=', () => {
    expect(resolveStepView({ query: q({ confirm: 'abc' }), auth: 'anonymous' })).toEqual({
      kind: 'confirm',
      token: 'abc',
    });
  });

  it('redeems ?handoff= whoever opens it', () => {
    expect(resolveStepView({ query: q({ handoff: 'code' }), auth: 'restoring' })).toEqual({
      kind: 'handoff',
      code: 'code',
    });
  });

  it('waits while the session restores or the summary loads', () => {
    expect(resolveStepView({ query: q(), auth: 'restoring' })).toEqual({ kind: 'loading' });
    expect(resolveStepView({ query: q(), auth: 'authenticated', summary: null })).toEqual({ kind: 'loading' });
  });

  it('resumes a DRAFT client at the saved current step', () => {
    expect(resolveStepView({ query: q(), auth: 'authenticated', summary: draft(6) })).toEqual({
      kind: 'step',
      step: 6,
      maxStep: 6,
    });
  });

  it('honours ?step= for steps already reached (Back and Edit links), never beyond', () => {
    const input = { auth: 'authenticated' as const, summary: draft(7) };
    expect(resolveStepView({ ...input, query: q({ step: '5' }) })).toMatchObject({ step: 5, maxStep: 7 });
    expect(resolveStepView({ ...input, query: q({ step: '9' }) })).toMatchObject({ step: 7 });
    expect(resolveStepView({ ...input, query: q({ step: '2' }) })).toMatchObject({ step: 7 });
    expect(resolveStepView({ ...input, query: q({ step: 'x' }) })).toMatchObject({ step: 7 });
  });

  it('never shows a logged-in client a visitor step', () => {
    expect(resolveStepView({ query: q(), auth: 'authenticated', summary: draft(1) })).toMatchObject({ step: 4 });
  });

  it('sends PENDING to app-pending and active clients to the dashboard', () => {
    expect(
      resolveStepView({ query: q(), auth: 'authenticated', summary: { status: 'PENDING', currentStep: 10 } }),
    ).toEqual({
      kind: 'redirect',
      to: '/app-pending/PENDING',
    });
    expect(
      resolveStepView({ query: q(), auth: 'authenticated', summary: { status: 'ACTIVE', currentStep: 10 } }),
    ).toEqual({
      kind: 'redirect',
      to: '/dashboard',
    });
  });
});

describe('stepStates', () => {
  it('marks steps before the furthest reached as done and the shown one as current', () => {
    const states = stepStates(5, 7).map((s) => s.state);
    expect(states).toEqual(['done', 'done', 'done', 'done', 'current', 'done', 'todo', 'todo', 'todo', 'todo']);
  });
});
