import { describe, expect, it } from 'vitest';
import { decideProtectedRoute } from './protected-route-decision';

const base = { isAuthenticated: true, status: 'ACTIVE', currentStep: 10, roles: ['c'] };

describe('decideProtectedRoute (spec section 4, in order)', () => {
  it('1. not authenticated → user-login, remembering the target', () => {
    expect(decideProtectedRoute({ ...base, isAuthenticated: false })).toEqual({
      kind: 'redirect',
      to: '/user-login',
      rememberTarget: true,
    });
  });

  it('1 comes before everything else', () => {
    expect(
      decideProtectedRoute({ isAuthenticated: false, status: undefined, currentStep: null, roles: [] }),
    ).toMatchObject({
      to: '/user-login',
    });
  });

  it.each([undefined, null, ''])('2. no status (%s) → forbidden', (status) => {
    expect(decideProtectedRoute({ ...base, status })).toEqual({
      kind: 'redirect',
      to: '/forbidden',
      rememberTarget: false,
    });
  });

  it('3. DRAFT → the saved registration step', () => {
    expect(decideProtectedRoute({ ...base, status: 'DRAFT', currentStep: 4 })).toMatchObject({
      to: '/registration?step=4',
    });
  });

  it('3. DRAFT without a step → registration start', () => {
    expect(decideProtectedRoute({ ...base, status: 'DRAFT', currentStep: 0 })).toMatchObject({ to: '/registration' });
  });

  it('3 comes before the role check', () => {
    expect(decideProtectedRoute({ ...base, status: 'DRAFT', currentStep: 2, roles: [] })).toMatchObject({
      to: '/registration?step=2',
    });
  });

  it.each(['PENDING', 'CLOSE', 'REJECT'])('4. %s → app-pending/%s', (status) => {
    expect(decideProtectedRoute({ ...base, status, roles: [] })).toEqual({
      kind: 'redirect',
      to: `/app-pending/${status}`,
      rememberTarget: false,
    });
  });

  it('5. an active client without the role c → forbidden', () => {
    expect(decideProtectedRoute({ ...base, roles: ['staff'] })).toMatchObject({ to: '/forbidden' });
    expect(decideProtectedRoute({ ...base, roles: [] })).toMatchObject({ to: '/forbidden' });
  });

  it('5. SUSPEND is not in step 4, so the role check decides', () => {
    expect(decideProtectedRoute({ ...base, status: 'SUSPEND' })).toEqual({ kind: 'allow' });
    expect(decideProtectedRoute({ ...base, status: 'SUSPEND', roles: [] })).toMatchObject({ to: '/forbidden' });
  });

  it('allows an active client with role c (any unlisted status is active)', () => {
    expect(decideProtectedRoute(base)).toEqual({ kind: 'allow' });
    expect(decideProtectedRoute({ ...base, status: 'APPROVED', roles: ['x', 'c'] })).toEqual({ kind: 'allow' });
  });
});
