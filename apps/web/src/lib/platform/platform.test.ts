import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  hasNativeBridge,
  initPlatform,
  isNativeApp,
  platformName,
  resetPlatformForTests,
  resolvePlatform,
} from './platform';

describe('resolvePlatform', () => {
  afterEach(() => localStorage.clear());

  it('follows Capacitor when no switch is set', () => {
    expect(resolvePlatform({ search: '', storage: localStorage, capacitorPlatform: 'web' })).toBe('web');
    expect(resolvePlatform({ search: '', storage: localStorage, capacitorPlatform: 'ios' })).toBe('ios');
  });

  it('stores ?platform=android and keeps it for later starts without the parameter', () => {
    expect(resolvePlatform({ search: '?platform=android', storage: localStorage, capacitorPlatform: 'web' })).toBe(
      'android',
    );
    expect(localStorage.getItem('harta.platform')).toBe('android');
    expect(resolvePlatform({ search: '', storage: localStorage, capacitorPlatform: 'web' })).toBe('android');
  });

  it('?platform=web switches back to the web layout', () => {
    localStorage.setItem('harta.platform', 'ios');
    expect(resolvePlatform({ search: '?platform=web', storage: localStorage, capacitorPlatform: 'web' })).toBe('web');
    expect(localStorage.getItem('harta.platform')).toBe('web');
  });

  it('ignores unknown values in the URL and in storage', () => {
    localStorage.setItem('harta.platform', 'windows');
    expect(resolvePlatform({ search: '?platform=symbian', storage: localStorage, capacitorPlatform: 'web' })).toBe(
      'web',
    );
    expect(localStorage.getItem('harta.platform')).toBe('windows');
  });

  it('works without storage', () => {
    expect(resolvePlatform({ search: '?platform=ios', storage: undefined, capacitorPlatform: 'web' })).toBe('ios');
  });
});

describe('isNativeApp / platformName', () => {
  afterEach(() => {
    localStorage.clear();
    vi.unstubAllGlobals();
    resetPlatformForTests();
    window.history.replaceState(null, '', '/');
  });

  it('reads localStorage["harta.platform"] at start', () => {
    localStorage.setItem('harta.platform', 'ios');
    initPlatform();
    expect(platformName()).toBe('ios');
    expect(isNativeApp()).toBe(true);
  });

  it('reads the URL switch at start', () => {
    window.history.replaceState(null, '', '/dashboard?platform=android');
    expect(platformName()).toBe('android');
    expect(isNativeApp()).toBe(true);
  });

  it('is the web in a plain browser, whether or not @capacitor/core has loaded yet', () => {
    vi.stubGlobal('Capacitor', undefined);
    initPlatform();
    expect(isNativeApp()).toBe(false);
    expect(platformName()).toBe('web');
    expect(hasNativeBridge()).toBe(false);

    vi.stubGlobal('Capacitor', { getPlatform: () => 'web', isNativePlatform: () => false });
    initPlatform();
    expect(platformName()).toBe('web');
    expect(hasNativeBridge()).toBe(false);
  });

  it('follows the bridge the native wrapper injects (window.Capacitor) before any script runs', () => {
    vi.stubGlobal('Capacitor', { getPlatform: () => 'android', isNativePlatform: () => true });
    initPlatform();
    expect(platformName()).toBe('android');
    expect(isNativeApp()).toBe(true);
    expect(hasNativeBridge()).toBe(true);
  });
});
