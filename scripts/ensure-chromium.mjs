// Browser tests drive Debian's Chromium headless shell (never a downloaded browser). Install it when missing and we
// may. The shell is Chromium's own headless build (the one Playwright drives by default): the same engine without the
// desktop browser around it, about 45% less CPU for the browser phase than the full browser in headless mode
// (docs/testing.md "What keeps the browser phase short").
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';

export function ensureChromium() {
  if (existsSync(CHROMIUM)) return;
  if (process.getuid?.() !== 0) {
    throw new Error(
      `${CHROMIUM} is missing. Install Debian's browser first: sudo apt-get install -y chromium-headless-shell`,
    );
  }
  console.log('Installing Debian chromium-headless-shell for the browser tests…');
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium-headless-shell', {
    stdio: 'inherit',
    shell: '/bin/bash',
  });
}

if (import.meta.url === `file://${process.argv[1]}`) ensureChromium();
