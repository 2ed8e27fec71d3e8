// The Node flags a start script gives before the server's bundle (`node <flags> [apps/server/]dist/main.js`).
// `npm start` runs the server with them (docs/deploy.md, "Memory"); the browser tests and the benchmarks start the
// built server with the same ones, read from here, so that no copy of the list can drift from the script.
import { readFileSync } from 'node:fs';

const BUNDLE_COMMAND = /\bnode((?: --\S+)*) (?:apps\/server\/)?dist\/main\.js/;

/** The flags of `packageJson`'s start script, in order. */
export function startFlags(packageJson) {
  const { scripts } = JSON.parse(readFileSync(packageJson, 'utf8'));
  const match = BUNDLE_COMMAND.exec(scripts?.start ?? '');
  if (!match) throw new Error(`no "node … dist/main.js" in the start script of ${packageJson}: ${scripts?.start}`);
  return match[1].split(' ').filter(Boolean);
}
