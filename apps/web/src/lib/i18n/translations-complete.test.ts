import { describe, expect, it } from 'vitest';
import { coreMessagesEn } from '@harta/contracts/core-messages';
import { coreMessagesMs } from '@harta/contracts/core-messages-ms';
import { messagesEn } from '@harta/contracts/messages';
import { messagesMs } from '@harta/contracts/messages-ms';
import { bootEn } from './boot-en';
import { bootMs } from './boot-ms';
import { uiEn } from './en';
import { uiMs } from './ms';

/**
 * Bahasa Melayu is complete (issue #14): every string a client can see exists in both languages with the same
 * placeholders and markup, so a switch never shows a bare key, an English sentence or a broken `{{amount}}`. The
 * back office is for staff and stays in English.
 */
type Bundle = Readonly<Record<string, string>>;

const featureEn = import.meta.glob<Bundle>(['../../features/**/i18n/en.ts', '../../components/**/i18n/en.ts'], {
  eager: true,
});
const featureMs = import.meta.glob<Bundle>(['../../features/**/i18n/ms.ts', '../../components/**/i18n/ms.ts'], {
  eager: true,
});
const STAFF_ONLY = /\/features\/backoffice\//;

/** The one bundle a module exports (each i18n file exports exactly one object). */
function bundleOf(module: unknown): Bundle {
  const values = Object.values(module as Record<string, unknown>).filter(
    (v): v is Bundle => typeof v === 'object' && v !== null,
  );
  expect(values).toHaveLength(1);
  return values[0]!;
}

const pairs: [string, Bundle, Bundle | undefined][] = [
  ['contracts messages', messagesEn, messagesMs],
  ['contracts core messages', coreMessagesEn, coreMessagesMs],
  ['app frame (lib/i18n/en.ts)', uiEn, uiMs],
  ['settings gate (boot-en.ts)', bootEn, bootMs],
  ...Object.entries(featureEn)
    .filter(([path]) => !STAFF_ONLY.test(path))
    .map(([path, module]): [string, Bundle, Bundle | undefined] => {
      const ms = featureMs[path.replace(/en\.ts$/, 'ms.ts')];
      return [path, bundleOf(module), ms ? bundleOf(ms) : undefined];
    }),
];

/** `{{name}}` placeholders and `<tag>` markup: both must survive translation exactly. */
function tokens(text: string): string[] {
  return [...text.matchAll(/\{\{\s*[\w.]+\s*\}\}|<\/?[\w-]+>/g)].map((m) => m[0].replace(/\s/g, '')).sort();
}

describe.each(pairs)('%s', (_name, en, ms) => {
  it('has a Malay bundle with exactly the English keys', () => {
    expect(ms, 'no ms.ts next to this en.ts').toBeDefined();
    expect(Object.keys(ms!).sort()).toEqual(Object.keys(en).sort());
  });

  it('keeps every placeholder and markup token, and leaves no string empty', () => {
    const problems = Object.keys(en).flatMap((key) => {
      const translated = ms?.[key];
      if (translated === undefined) return [];
      if (translated.trim() === '') return [`${key}: empty`];
      const want = tokens(en[key]!);
      const got = tokens(translated);
      return want.join() === got.join() ? [] : [`${key}: ${want.join(' ')} ≠ ${got.join(' ')}`];
    });
    expect(problems).toEqual([]);
  });
});

it('finds the client features (the glob is not silently empty)', () => {
  expect(pairs.length).toBeGreaterThan(10);
});
