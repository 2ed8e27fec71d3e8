import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Mantine's CSS is imported per component (GUIDE section 8): a file that renders a component whose stylesheet no
 * module loaded with it imports shows it unstyled (native radios with big black dots, a checkbox tick as wide as its
 * card, a label under its box). This test reads the source: for each module, the stylesheets its own static imports
 * reach (TypeScript imports and CSS `@import`s, followed through files), plus those the entry and the app shell load
 * for every page, must include each stylesheet of the Mantine components it uses. A parent's import does not count:
 * the same component reused on another page (the registration steps on My Profile) would lose it.
 */

const src = path.resolve(__dirname, '../..');
const mantineStyles = path.resolve(src, '../../../node_modules/@mantine/core/styles');

/** Stylesheets a component needs besides its own (`<Name>.css`), from Mantine's own component sources. */
const EXTRA: Record<string, readonly string[]> = {
  Checkbox: ['InlineInput.css'],
  Radio: ['InlineInput.css'],
  Switch: ['InlineInput.css'],
  TextInput: ['Input.css'],
  Textarea: ['Input.css'],
  NativeSelect: ['Input.css'],
  NumberInput: ['Input.css'],
  PasswordInput: ['Input.css'],
  FileInput: ['Input.css'],
  InputBase: ['Input.css'],
  Select: ['Input.css', 'Combobox.css'],
  Autocomplete: ['Input.css', 'Combobox.css'],
  MultiSelect: ['Input.css', 'Combobox.css', 'Pill.css', 'PillsInput.css'],
  TagsInput: ['Input.css', 'Combobox.css', 'Pill.css', 'PillsInput.css'],
  Modal: ['ModalBase.css', 'Overlay.css', 'CloseButton.css'],
  Drawer: ['ModalBase.css', 'Overlay.css', 'CloseButton.css'],
  Alert: ['CloseButton.css'],
  Menu: ['Popover.css'],
};

/** `Checkbox.Group` and `Radio.Group` draw their label and error with the Input wrapper. */
const GROUP_USE = /\b(Checkbox|Radio)\.Group\b/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return sourceFiles(file);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [file] : [];
  });
}

function resolveRelative(from: string, spec: string): string | null {
  const base = path.resolve(path.dirname(from), spec);
  for (const candidate of [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    path.join(base, 'index.ts'),
    path.join(base, 'index.tsx'),
  ])
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  return null;
}

/** Static imports only (`import … from`, `import '…'`, CSS `@import`); `import()` is another chunk. */
function importsOf(file: string, text: string): string[] {
  const specs = file.endsWith('.css')
    ? [...text.matchAll(/@import\s+(?:url\()?['"]([^'"]+)['"]/g)].map((m) => m[1]!)
    : [...text.matchAll(/^\s*(?:import|export)\s+(?:[^'"()]*?\s+from\s+)?['"]([^'"]+)['"]/gm)].map((m) => m[1]!);
  return specs.flatMap((spec) => {
    if (spec.startsWith('.')) return resolveRelative(file, spec) ?? [];
    const mantine = /^@mantine\/core\/styles\/(.+\.css)$/.exec(spec);
    return mantine ? [`mantine:${mantine[1]}`] : [];
  });
}

const closures = new Map<string, Set<string>>();

/** The Mantine stylesheets (as `mantine:Name.css`) that loading `file` loads. */
function stylesheetsReached(file: string): Set<string> {
  const seen = new Set<string>();
  const found = new Set<string>();
  const stack = [file];
  while (stack.length > 0) {
    const current = stack.pop()!;
    if (seen.has(current)) continue;
    seen.add(current);
    if (current.startsWith('mantine:')) {
      found.add(current);
      continue;
    }
    const cached = current !== file ? closures.get(current) : undefined;
    if (cached) {
      for (const s of cached) found.add(s);
      continue;
    }
    stack.push(...importsOf(current, readFileSync(current, 'utf8')));
  }
  closures.set(file, found);
  return found;
}

/** The Mantine components a module imports from '@mantine/core', and the stylesheets they need. */
function stylesheetsNeeded(text: string): string[] {
  const needed = new Set<string>();
  for (const m of text.matchAll(/import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*'@mantine\/core'/g)) {
    if (/^import\s+type/.test(m[0])) continue;
    for (const raw of m[1]!.split(',')) {
      const name = raw
        .trim()
        .replace(/^type\s+/, '')
        .split(/\s+as\s+/)[0]!;
      if (!name || raw.trim().startsWith('type ')) continue;
      if (existsSync(path.join(mantineStyles, `${name}.css`))) needed.add(`${name}.css`);
      for (const extra of EXTRA[name] ?? []) needed.add(extra);
    }
  }
  if (GROUP_USE.test(text)) needed.add('Input.css');
  return [...needed].map((name) => `mantine:${name}`);
}

describe('every Mantine component has its stylesheet loaded with it', () => {
  it('finds the Mantine stylesheets', () => {
    expect(existsSync(path.join(mantineStyles, 'Radio.css'))).toBe(true);
  });

  it('each module that renders a Mantine component loads (or the shell loads) its stylesheet', () => {
    // What every page has: the entry's imports and the app shell's (loaded before any page renders).
    const always = new Set([
      ...stylesheetsReached(path.join(src, 'main.tsx')),
      ...stylesheetsReached(path.join(src, 'app/app.tsx')),
    ]);
    const missing: string[] = [];
    for (const file of sourceFiles(src)) {
      const needed = stylesheetsNeeded(readFileSync(file, 'utf8'));
      if (needed.length === 0) continue;
      const reached = stylesheetsReached(file);
      const absent = needed.filter((s) => !always.has(s) && !reached.has(s)).map((s) => s.slice('mantine:'.length));
      if (absent.length > 0) missing.push(`${path.relative(src, file)}: ${absent.join(', ')}`);
    }
    expect(missing).toEqual([]);
  });
});
