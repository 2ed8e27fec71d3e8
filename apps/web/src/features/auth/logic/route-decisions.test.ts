import { describe, expect, it } from 'vitest';
import { decideRootRoute } from './root-route-decision';
import { decideStaffRoute } from './staff-route-decision';

describe('decideRootRoute', () => {
  const marketingSiteUrl = 'https://harta.example';

  it('waits while the session is being restored', () => {
    expect(decideRootRoute({ authStatus: 'restoring', native: false, marketingSiteUrl })).toEqual({ kind: 'wait' });
  });

  it('logged in → dashboard (web and native)', () => {
    expect(decideRootRoute({ authStatus: 'authenticated', native: false, marketingSiteUrl })).toEqual({
      kind: 'navigate',
      to: '/dashboard',
    });
    expect(decideRootRoute({ authStatus: 'authenticated', native: true, marketingSiteUrl })).toEqual({
      kind: 'navigate',
      to: '/dashboard',
    });
  });

  it('anonymous in the native app → home', () => {
    expect(decideRootRoute({ authStatus: 'anonymous', native: true, marketingSiteUrl })).toEqual({
      kind: 'navigate',
      to: '/home',
    });
  });

  it('anonymous on the web → the marketing site', () => {
    expect(decideRootRoute({ authStatus: 'anonymous', native: false, marketingSiteUrl })).toEqual({
      kind: 'external',
      url: marketingSiteUrl,
    });
  });

  it('anonymous on the web without a marketing URL → home', () => {
    expect(decideRootRoute({ authStatus: 'anonymous', native: false, marketingSiteUrl: ' ' })).toEqual({
      kind: 'navigate',
      to: '/home',
    });
  });
});

describe('decideStaffRoute', () => {
  it('anonymous → login, remembering the target', () => {
    expect(decideStaffRoute({ isAuthenticated: false, roles: [] })).toEqual({
      kind: 'redirect',
      to: '/user-login',
      rememberTarget: true,
    });
  });

  it('a client → forbidden', () => {
    expect(decideStaffRoute({ isAuthenticated: true, roles: ['c'] })).toMatchObject({ to: '/forbidden' });
  });

  it('staff → allowed', () => {
    expect(decideStaffRoute({ isAuthenticated: true, roles: ['staff'] })).toEqual({ kind: 'allow' });
  });
});
