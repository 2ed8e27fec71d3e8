import { describe, expect, it } from 'vitest';
import { shellChrome, type ShellChromeInput } from './shell-chrome';

const web: ShellChromeInput = {
  native: false,
  authStatus: 'authenticated',
  status: 'ACTIVE',
  bare: false,
  onLoginPage: false,
};

describe('shellChrome: menu visibility per status', () => {
  it.each([
    ['ACTIVE', true],
    ['SUSPEND', true],
    ['CLOSE', true],
    ['REJECT', true],
    ['DRAFT', false],
    ['PENDING', false],
    [undefined, false],
    ['', false],
  ])('web, status %s → top menu %s', (status, visible) => {
    const chrome = shellChrome({ ...web, status });
    expect(chrome.topMenu).toBe(visible);
    expect(chrome.bottomBar).toBe(false);
    // When the top menu is hidden, a plain Logout button stays available.
    expect(chrome.logoutButton).toBe(!visible);
  });

  it.each([
    ['ACTIVE', true],
    ['DRAFT', false],
    ['PENDING', false],
  ])('native, status %s → bottom bar %s and never a top menu', (status, visible) => {
    const chrome = shellChrome({ ...web, native: true, status });
    expect(chrome.bottomBar).toBe(visible);
    expect(chrome.topMenu).toBe(false);
    expect(chrome.logoutButton).toBe(true);
  });

  it('the completed indicator shows only during registration (DRAFT)', () => {
    expect(shellChrome({ ...web, status: 'DRAFT' }).completedIndicator).toBe(true);
    expect(shellChrome({ ...web, status: 'ACTIVE' }).completedIndicator).toBe(false);
    expect(shellChrome({ ...web, status: 'PENDING' }).completedIndicator).toBe(false);
  });

  it('logged out: no menu, a Login button except on the login page', () => {
    const anonymous = { ...web, authStatus: 'anonymous' as const, status: undefined };
    expect(shellChrome(anonymous)).toEqual({
      topMenu: false,
      bottomBar: false,
      completedIndicator: false,
      loginButton: true,
      logoutButton: false,
    });
    expect(shellChrome({ ...anonymous, onLoginPage: true }).loginButton).toBe(false);
  });

  it('while the session is restored, neither Login nor Logout', () => {
    const chrome = shellChrome({ ...web, authStatus: 'restoring', status: undefined });
    expect(chrome.loginButton).toBe(false);
    expect(chrome.logoutButton).toBe(false);
  });

  it('no second Log in / Logout in the header when the page has its own (home, app-pending)', () => {
    expect(shellChrome({ ...web, status: 'PENDING', pageHasAuthActions: true }).logoutButton).toBe(false);
    expect(shellChrome({ ...web, authStatus: 'anonymous', pageHasAuthActions: true }).loginButton).toBe(false);
  });

  it('a bare route (vapt) shows nothing around the page', () => {
    expect(Object.values(shellChrome({ ...web, bare: true })).every((v) => v === false)).toBe(true);
  });
});
