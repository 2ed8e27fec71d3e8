import { defineConfig } from '@playwright/test';
import { CHROMIUM } from '../scripts/ensure-chromium.mjs';

export default defineConfig({
  testDir: './tests',
  globalSetup: './support/global-setup.ts',
  fullyParallel: false,
  // Four, on the 2-core CI machine too: the browser phase is mostly waiting (receipts, trade runs, server round
  // trips), so four workers end it sooner than two for about the same CPU (docs/testing.md "Suite time"). Each
  // worker signs in as staff members of its own (global-setup has the server seed them; "Staff members per worker"),
  // and what the workers still share is listed under "What workers share". E2E_WORKERS tries another count.
  workers: Number(process.env.E2E_WORKERS ?? 4),
  retries: process.env.CI ? 1 : 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  forbidOnly: true,
  reporter: [['list'], ['json', { outputFile: '../node_modules/.cache/test-reports/playwright.json' }]],
  use: {
    // A trace (actions, DOM snapshots, network) is recorded on a failed test's retry (CI retries once), not on every
    // first try: recording one for every test and throwing it away when it passes cost 10–20% of Chromium's CPU
    // and of the runner's on the 2-core CI machine (docs/testing.md "Suite time, 2026-11-29 (session 16)"). A
    // failure still keeps its screenshot; `npx playwright test --trace on` records every test while debugging.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    // The browser asks for less motion, as a person can in their system settings: the app then opens menus and
    // dialogs without their transitions (theme.ts), so a click never waits for an element to stop moving and the
    // 2-core CI machine draws no frames for them (docs/testing.md "What keeps the browser phase short").
    reducedMotion: 'reduce',
    launchOptions: {
      executablePath: CHROMIUM,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
        '--disable-sync',
        '--disable-quic',
        // A fake camera for the registration selfie (getUserMedia), allowed without a permission prompt.
        '--use-fake-device-for-media-stream',
        '--use-fake-ui-for-media-stream',
      ],
    },
  },
});
