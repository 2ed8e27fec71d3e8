// Prints what the browser must download before the first paint: the entry script, every chunk index.html
// preloads, and the stylesheet(s), gzipped. Budget: initial JS < 170 KB gzip (run after `vite build`).
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';

const dist = new URL('../dist/', import.meta.url).pathname;
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const refs = (re) => [...html.matchAll(re)].map((m) => m[1]);
const js = [...refs(/<script[^>]+src="\/([^"]+\.js)"/g), ...refs(/rel="modulepreload"[^>]+href="\/([^"]+)"/g)];
const css = refs(/rel="stylesheet"[^>]+href="\/([^"]+)"/g);

const gz = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
const total = (files) => files.reduce((sum, f) => sum + gz(f), 0);
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

const jsTotal = total(js);
console.log(`initial JS:  ${kb(jsTotal)} gzip in ${js.length} files`);
console.log(`initial CSS: ${kb(total(css))} gzip in ${css.length} files`);
const BUDGET = 170 * 1024;
if (jsTotal > BUDGET) {
  console.error(`over the ${kb(BUDGET)} budget`);
  process.exitCode = 1;
}
