// `npm test`: every check the project has, in the order that fails fastest.
// eslint ∥ prettier ∥ types ∥ OpenAPI lint ∥ production build → unit and integration tests (PGlite, and PostgreSQL
// when TEST_DATABASE_URL is set) → browser tests against the built server. Ends with one "N passed, N failed" line.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { ensureChromium } from './ensure-chromium.mjs';

process.env.PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD = '1';
const reportDir = 'node_modules/.cache/test-reports';
mkdirSync(reportDir, { recursive: true });

function run(title, cmd, args) {
  console.log(`\n▶ ${title}: ${cmd} ${args.join(' ')}`);
  const started = Date.now();
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: process.env });
  console.log(`◀ ${title}: ${r.status === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return r.status === 0;
}

/**
 * Runs commands side by side and prints each one's output as a block once it ends (in the given order). For the
 * static checks: eslint, prettier and tsc each keep one core busy, so on the 2-core CI machine lint and types
 * together take about as long as the slower of the two instead of the sum.
 */
async function runConcurrently(steps) {
  const started = Date.now();
  const finished = steps.map(
    ({ title, cmd, args }) =>
      new Promise((resolve) => {
        let output = '';
        const child = spawn(cmd, args, { env: process.env, stdio: ['ignore', 'pipe', 'pipe'] });
        child.stdout.on('data', (chunk) => (output += chunk));
        child.stderr.on('data', (chunk) => (output += chunk));
        child.on('error', (err) => (output += `${err.message}\n`));
        child.on('close', (code) =>
          resolve({ title, cmd, args, output, ok: code === 0, seconds: (Date.now() - started) / 1000 }),
        );
      }),
  );
  let ok = true;
  for (const done of finished) {
    const { title, cmd, args, output, ok: stepOk, seconds } = await done;
    console.log(`\n▶ ${title}: ${cmd} ${args.join(' ')}`);
    process.stdout.write(output);
    console.log(`◀ ${title}: ${stepOk ? 'ok' : 'FAILED'} in ${seconds.toFixed(1)} s`);
    ok = stepOk && ok;
  }
  return ok;
}

function counts(file, pick) {
  try {
    return pick(JSON.parse(readFileSync(file, 'utf8')));
  } catch {
    return { passed: 0, failed: 0 };
  }
}

const only = process.argv[2]; // optional: unit | e2e
const build = { title: 'build', cmd: 'npm', args: ['run', 'build'] };
let ok = true;
if (!only || only === 'unit') {
  ok =
    (await runConcurrently([
      // `npm run lint` is eslint then prettier; as two steps they share the cores with the others instead of
      // running one after the other (docs/testing.md "Suite time").
      { title: 'eslint', cmd: 'npx', args: ['eslint', '.'] },
      { title: 'prettier', cmd: 'npx', args: ['prettier', '--check', '.'] },
      { title: 'types', cmd: 'npm', args: ['run', 'typecheck'] },
      // The API's OpenAPI document under Redocly's recommended rules (redocly.yaml): zero errors.
      { title: 'openapi', cmd: 'npm', args: ['run', 'lint:openapi'] },
      // The whole run builds beside the static checks rather than between vitest and Playwright, so the build no
      // longer adds its own time to the run (docs/testing.md "Suite time"). Vitest then finds the build as it does
      // on a developer's machine: the tests that check how a web app is served serve a folder of their own
      // (WEB_DIST_DIR); other test servers just index the files of apps/web/dist at start.
      ...(only ? [] : [build]),
    ])) && ok;
  ok =
    run('unit and integration', 'npx', [
      'vitest',
      'run',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${reportDir}/vitest.json`,
    ]) && ok;
}
if (!only || only === 'e2e') {
  ensureChromium();
  if (only) ok = run(build.title, build.cmd, build.args) && ok;
  ok = run('browser', 'npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts']) && ok;
}

const v = counts(`${reportDir}/vitest.json`, (j) => ({ passed: j.numPassedTests, failed: j.numFailedTests }));
const p = counts(`${reportDir}/playwright.json`, (j) => ({
  passed: j.stats.expected + (j.stats.flaky ?? 0),
  failed: j.stats.unexpected,
}));
const passed = (only === 'e2e' ? 0 : v.passed) + (only === 'unit' ? 0 : p.passed);
const failed = (only === 'e2e' ? 0 : v.failed) + (only === 'unit' ? 0 : p.failed);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(ok && failed === 0 ? 0 : 1);
