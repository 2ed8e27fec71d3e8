// Browser tests drive Debian's Chromium (never a downloaded browser). Install it when missing and we may.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function ensureChromium() {
  if (existsSync(CHROMIUM)) return;
  if (process.getuid?.() !== 0) {
    throw new Error(`${CHROMIUM} is missing. Install Debian's browser first: sudo apt-get install -y chromium`);
  }
  console.log('Installing Debian chromium for the browser tests…');
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', {
    stdio: 'inherit',
    shell: '/bin/bash',
  });
}

if (import.meta.url === `file://${process.argv[1]}`) ensureChromium();
