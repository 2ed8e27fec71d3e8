import { describe, expect, it } from 'vitest';
import { decidePostLogin } from './post-login-route';

describe('decidePostLogin (spec section 4, after login)', () => {
  it('DRAFT → registration at the saved current step', () => {
    expect(decidePostLogin({ status: 'DRAFT', currentStep: 5, rememberedTarget: '/deposit' })).toEqual({
      kind: 'navigate',
      to: '/registration?step=5',
    });
  });

  it('DRAFT without a step → registration (signup)', () => {
    expect(decidePostLogin({ status: 'DRAFT', currentStep: null, rememberedTarget: null })).toEqual({
      kind: 'navigate',
      to: '/registration',
    });
  });

  it('PENDING → app-pending/PENDING, even with a remembered target', () => {
    expect(decidePostLogin({ status: 'PENDING', currentStep: 10, rememberedTarget: '/deposit' })).toEqual({
      kind: 'navigate',
      to: '/app-pending/PENDING',
    });
  });

  it.each(['REJECT', 'CLOSE', 'SUSPEND'])('%s → refused with the account-status message', (status) => {
    expect(decidePostLogin({ status, currentStep: 10, rememberedTarget: '/deposit' })).toEqual({
      kind: 'refuse',
      message: 'auth.accountStatus',
    });
  });

  it('active → the remembered target route', () => {
    expect(decidePostLogin({ status: 'ACTIVE', currentStep: 10, rememberedTarget: '/my-statement?year=2026' })).toEqual(
      { kind: 'navigate', to: '/my-statement?year=2026' },
    );
  });

  it('active without a remembered target → dashboard', () => {
    expect(decidePostLogin({ status: 'ACTIVE', currentStep: 10, rememberedTarget: null })).toEqual({
      kind: 'navigate',
      to: '/dashboard',
    });
  });

  it('a remembered login page is not a target', () => {
    expect(decidePostLogin({ status: 'ACTIVE', currentStep: 10, rememberedTarget: '/user-login' })).toEqual({
      kind: 'navigate',
      to: '/dashboard',
    });
  });
});
