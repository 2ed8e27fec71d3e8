import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getAppVersion, getInstallId } from './app-info';
import { exitApp, onBackButton } from './back-button';
import { biometryName, getBiometry, outcomeForErrorCode, verifyBiometric } from './biometrics';
import { PhotoCancelledError, takePhoto } from './camera';
import { checkDeviceIntegrity } from './device-integrity';
import { resetPlatformForTests } from './platform';
import { deleteSecureCredential, readSecureCredential, saveSecureCredential } from './secure-storage';
import { share } from './share';

/** The web implementations the browser (and every browser test) runs instead of the native plugins. */

const texts = { title: 'Log in', reason: 'Confirm', cancel: 'Cancel' };

describe('platform layer, web implementations', () => {
  beforeEach(() => {
    localStorage.setItem('harta.platform', 'android');
    resetPlatformForTests();
  });

  afterEach(() => {
    resetPlatformForTests();
    delete window.__hartaNative;
  });

  it('biometrics follow harta.sim.biometry and harta.sim.biometricResult', async () => {
    expect(await getBiometry()).toEqual({ available: false, type: 'none' });
    expect(await verifyBiometric(texts)).toBe('unavailable');

    localStorage.setItem('harta.sim.biometry', 'Face ID');
    expect(await getBiometry()).toEqual({ available: true, type: 'face id' });
    expect(await verifyBiometric(texts)).toBe('success');
    localStorage.setItem('harta.sim.biometricResult', 'fail');
    expect(await verifyBiometric(texts)).toBe('failed');
    localStorage.setItem('harta.sim.biometricResult', 'cancel');
    expect(await verifyBiometric(texts)).toBe('cancelled');
  });

  it('names every biometry type of the plugin, and maps its error codes', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 9].map(biometryName)).toEqual([
      'none',
      'touch id',
      'face id',
      'fingerprint',
      'face authentication',
      'iris',
      'multiple',
      'none',
    ]);
    expect(outcomeForErrorCode(10)).toBe('failed');
    expect(outcomeForErrorCode(16)).toBe('cancelled');
    expect(outcomeForErrorCode(2)).toBe('lockedOut');
    expect(outcomeForErrorCode(3)).toBe('unavailable');
  });

  it('keeps a credential in the simulated keychain and wipes it', async () => {
    expect(await readSecureCredential('test.server')).toBeNull();
    await saveSecureCredential('test.server', { username: 'device-1', password: 'secret' });
    expect(await readSecureCredential('test.server')).toEqual({ username: 'device-1', password: 'secret' });
    expect(localStorage.getItem('harta.sim.keychain.test.server')).not.toBeNull();
    await deleteSecureCredential('test.server');
    expect(await readSecureCredential('test.server')).toBeNull();
  });

  it('reports the simulated app version (else this build’s), and one installation id', async () => {
    expect(await getAppVersion()).toBe(__APP_VERSION__);
    localStorage.setItem('harta.sim.appVersion', '1.2.0');
    expect(await getAppVersion()).toBe('1.2.0');
    const id = await getInstallId();
    expect(id).toMatch(/^[0-9a-f]{32}$/);
    expect(await getInstallId()).toBe(id);
  });

  it('simulates a rooted device with harta.sim.rooted = 1', async () => {
    expect(await checkDeviceIntegrity()).toEqual({ rooted: false });
    localStorage.setItem('harta.sim.rooted', '1');
    expect(await checkDeviceIntegrity()).toEqual({ rooted: true });
  });

  it('presses the back button through window.__hartaNative and counts exits', async () => {
    const listener = vi.fn();
    const off = onBackButton(listener);
    window.__hartaNative!.backButton();
    expect(listener).toHaveBeenCalledTimes(1);
    off();
    window.__hartaNative!.backButton();
    expect(listener).toHaveBeenCalledTimes(1);
    await exitApp();
    expect(window.__hartaNative!.exitRequests).toBe(1);
  });

  it('shares through the clipboard when the browser has no share sheet', async () => {
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, share: undefined, clipboard: { writeText } });
    try {
      expect(await share({ text: 'Join me on Harta', url: 'https://harta.test/r/ABC' })).toBe('copied');
      expect(writeText).toHaveBeenCalledWith('Join me on Harta https://harta.test/r/ABC');
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('takes a photo from a file when the browser has no camera API, and rejects when none is chosen', async () => {
    const photo = new File(['jpeg bytes'], 'selfie.jpg', { type: 'image/jpeg' });
    const taken = takePhoto({ direction: 'front' });
    const input = await vi.waitFor(() => {
      const el = document.querySelector<HTMLInputElement>('input[type=file]');
      if (!el) throw new Error('no file input yet');
      return el;
    });
    expect(input.accept).toBe('image/*');
    expect(input.getAttribute('capture')).toBe('user');
    Object.defineProperty(input, 'files', { value: [photo] });
    input.dispatchEvent(new Event('change'));
    expect(await taken).toBe(photo);

    const cancelled = takePhoto();
    const second = await vi.waitFor(() => {
      const el = document.querySelector<HTMLInputElement>('input[type=file]');
      if (!el) throw new Error('no file input yet');
      return el;
    });
    second.dispatchEvent(new Event('cancel'));
    await expect(cancelled).rejects.toBeInstanceOf(PhotoCancelledError);
  });
});
