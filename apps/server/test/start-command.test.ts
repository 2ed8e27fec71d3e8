import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { startFlags } from '../../../scripts/start-flags.mjs';

/**
 * `npm start` runs the server with two Node flags, which only take effect on the command line, so the start scripts
 * are where they live:
 * - one V8 helper thread instead of Node's four: each helper keeps what compiling PGlite's WebAssembly freed in a
 *   malloc arena of its own, 40–90 MB resident in all (bench/README.md, "V8's helper threads");
 * - a young generation of at most 4 MB a semi-space instead of 16: requests allocate short-lived objects, and a
 *   young generation that stays small stays in the CPU's cache, which argon2's 19 MiB per login keeps evicting
 *   (bench/README.md, "The password grant: one argon2 thread per core, signatures inline, a small young generation").
 */
const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The threads of a `node` started with `flags` (Linux: /proc/self/status). */
function threads(flags: string[]): number {
  const script =
    "process.stdout.write(/Threads:\\s+(\\d+)/.exec(require('fs').readFileSync('/proc/self/status', 'utf8'))[1])";
  return Number(execFileSync(process.execPath, [...flags, '-e', script], { encoding: 'utf8' }));
}

describe('the start command (docs/deploy.md, "Memory")', () => {
  const scripts = {
    'npm start at the root': startFlags(path.join(serverDir, '../../package.json')),
    "the server package's npm start": startFlags(path.join(serverDir, 'package.json')),
  };

  it.each(Object.entries(scripts))('%s runs node with one V8 helper thread', (_name, flags) => {
    expect(flags).toContain('--v8-pool-size=1');
  });

  /** The young generation's size (both semi-spaces) after a burst of short-lived allocations. */
  function youngGenerationAfterBurst(flags: string[]): number {
    const script =
      "let keep = []; for (let i = 0; i < 3e6; i++) { keep.push({ i, s: 'x' + i }); if (keep.length > 20000) keep = []; }" +
      "process.stdout.write(String(require('v8').getHeapSpaceStatistics().find((s) => s.space_name === 'new_space').space_size))";
    return Number(execFileSync(process.execPath, [...flags, '-e', script], { encoding: 'utf8' }));
  }

  const MB = 1024 * 1024;

  it.each(Object.entries(scripts))('%s keeps the young generation at 8 MB or less', (_name, flags) => {
    expect(youngGenerationAfterBurst(flags)).toBeLessThanOrEqual(8 * MB);
  });

  it('the burst is one that grows the young generation past 8 MB without the flags', () => {
    // Node's own default grows it to 32 MB under the same burst: once, not once per script.
    expect(youngGenerationAfterBurst([])).toBeGreaterThan(8 * MB);
  });

  it('the flags leave the server three threads fewer than Node’s default of four helpers', () => {
    expect(threads(scripts['npm start at the root'])).toBe(threads([]) - 3);
  });
});
