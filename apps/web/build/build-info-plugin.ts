import { execFileSync } from 'node:child_process';
import type { Plugin } from 'vite';
import type { BuildInfo } from '@harta/contracts/schemas/system';

/** The commit being built: GIT_COMMIT when CI sets it, else git's HEAD, else 'unknown' (a tarball build). */
function currentCommit(): string {
  if (process.env.GIT_COMMIT) return process.env.GIT_COMMIT;
  try {
    return execFileSync('git', ['rev-parse', 'HEAD'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return 'unknown';
  }
}

/** Emits `build-info.json` (spec section 7: version, commit and build date) next to the built app. */
export function buildInfoPlugin(version: string): Plugin {
  return {
    name: 'harta-build-info',
    apply: 'build',
    generateBundle() {
      const info: BuildInfo = { version, commit: currentCommit(), builtAt: new Date().toISOString() };
      this.emitFile({ type: 'asset', fileName: 'build-info.json', source: `${JSON.stringify(info, null, 2)}\n` });
    },
  };
}
