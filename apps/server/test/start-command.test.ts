import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * `npm start` runs the server with one V8 helper thread instead of Node's four: each helper keeps what compiling
 * PGlite's WebAssembly freed in a malloc arena of its own, 40–90 MB resident in all (bench/README.md, "V8's helper
 * threads"). A Node flag only takes effect on the command line, so the start scripts are where it lives.
 */
const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function startScript(packageJson: string): string {
  return (JSON.parse(readFileSync(packageJson, 'utf8')) as { scripts: { start: string } }).scripts.start;
}

/** The Node flags a start script gives before the server's bundle. */
function nodeFlags(script: string): string[] {
  const match = /\bnode((?: --\S+)*) (?:apps\/server\/)?dist\/main\.js/.exec(script);
  if (!match) throw new Error(`no "node … dist/main.js" in: ${script}`);
  return match[1]!.split(' ').filter(Boolean);
}

/** The threads of a `node` started with `flags` (Linux: /proc/self/status). */
function threads(flags: string[]): number {
  const script =
    "process.stdout.write(/Threads:\\s+(\\d+)/.exec(require('fs').readFileSync('/proc/self/status', 'utf8'))[1])";
  return Number(execFileSync(process.execPath, [...flags, '-e', script], { encoding: 'utf8' }));
}

describe('the start command (issue 10 item 7: memory on the embedded default)', () => {
  const scripts = {
    'npm start at the root': startScript(path.join(serverDir, '../../package.json')),
    "the server package's npm start": startScript(path.join(serverDir, 'package.json')),
  };

  it.each(Object.entries(scripts))('%s runs node with one V8 helper thread', (_name, script) => {
    expect(nodeFlags(script)).toContain('--v8-pool-size=1');
  });

  it('the flags leave the server three threads fewer than Node’s default of four helpers', () => {
    expect(threads(nodeFlags(scripts['npm start at the root']))).toBe(threads([]) - 3);
  });
});
