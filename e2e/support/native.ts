import type { Page } from '@playwright/test';

/**
 * The browser simulation of the native device (docs/native.md, "Simulating the native app"): localStorage keys
 * the platform layer's web implementation reads. Set before the app starts, and only when absent, so a test can
 * change one later with `setSim` and keep the change across navigations.
 */
export interface NativeSim {
  biometry?: 'none' | 'touch id' | 'face id' | 'fingerprint' | 'face authentication' | 'iris' | 'multiple';
  biometricResult?: 'success' | 'fail' | 'cancel';
  rooted?: boolean;
  appVersion?: string;
}

function entries(sim: NativeSim): [string, string][] {
  const out: [string, string][] = [];
  if (sim.biometry) out.push(['harta.sim.biometry', sim.biometry]);
  if (sim.biometricResult) out.push(['harta.sim.biometricResult', sim.biometricResult]);
  if (sim.rooted !== undefined) out.push(['harta.sim.rooted', sim.rooted ? '1' : '0']);
  if (sim.appVersion) out.push(['harta.sim.appVersion', sim.appVersion]);
  return out;
}

export async function simulateDevice(page: Page, sim: NativeSim): Promise<void> {
  await page.addInitScript((pairs) => {
    for (const [key, value] of pairs)
      if (window.localStorage.getItem(key) === null) window.localStorage.setItem(key, value);
  }, entries(sim));
}

/** Changes the simulated device from now on (the page must be on the app's origin). */
export async function setSim(page: Page, sim: NativeSim): Promise<void> {
  await page.evaluate((pairs) => {
    for (const [key, value] of pairs) window.localStorage.setItem(key, value);
  }, entries(sim));
}

/** Waits until the native layer is up (its effects are a lazy chunk), then presses the back button. */
export async function pressBackButton(page: Page): Promise<void> {
  await page.waitForFunction(() => !!window.__hartaNative);
  await page.evaluate(() => window.__hartaNative!.backButton());
}

export async function exitRequests(page: Page): Promise<number> {
  return page.evaluate(() => window.__hartaNative?.exitRequests ?? 0);
}

declare global {
  interface Window {
    __hartaNative?: { backButton(): void; exitRequests: number };
  }
}
