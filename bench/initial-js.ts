// The web app's initial JavaScript (goal: < 170 KB gzip), from the last `npm run build -w @harta/web`.
//   npx tsx bench/initial-js.ts      prints the figure and the files it counts; run-all.ts reports it too.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../apps/web/dist');

/**
 * What main.tsx downloads before the first real render, besides the entry and its static imports: the English
 * strings and the app shell (router, providers, layout), started at once and awaited by the settings gate (see
 * apps/web/src/app/bootstrap/load-startup.ts). Pages, menus, modals and the OIDC client come later, on demand.
 */
const STARTUP_MODULES = ['src/lib/i18n/resources.ts', 'src/app/app.tsx'];

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}

/**
 * The files of the web app's initial JavaScript: the entry script, the chunks it imports statically, and the
 * startup chunks with everything they import statically, i.e. all the JavaScript the browser must have before the
 * app renders anything but its loading state (read from Vite's build manifest).
 */
export function initialJsFiles(): string[] {
  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  if (!entry) throw new Error('the web build manifest has no entry');
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the web build manifest (was it renamed? see STARTUP_MODULES)`);
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of [entry, ...STARTUP_MODULES]) visit(key);
  return [...files];
}

/** Each file of the initial JavaScript with its gzipped size in KB, largest first. */
export function initialJsSizes(): { file: string; kb: number }[] {
  return initialJsFiles()
    .map((file) => ({ file, kb: gzipSync(readFileSync(path.join(dist, file))).length / 1024 }))
    .sort((a, b) => b.kb - a.kb);
}

export function initialJsGzipKb(sizes = initialJsSizes()): number {
  return sizes.reduce((sum, { kb }) => sum + kb, 0);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const sizes = initialJsSizes();
  for (const { file, kb } of sizes) console.log(`${kb.toFixed(1).padStart(6)} KB  ${file}`);
  const total = initialJsGzipKb(sizes);
  console.log(`initial JavaScript: ${total.toFixed(1)} KB gzip in ${sizes.length} files (goal < 170 KB)`);
  if (total >= 170) process.exitCode = 1;
}
