import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { StorageKeys } from '../../lib/storage/storage-keys';

/** public/before-paint.js as the browser runs it, in the head of a page. */
const script = readFileSync(path.join(__dirname, '../../../public/before-paint.js'), 'utf8');

function runBeforePaint({
  storage = {},
  search = '',
  state = null,
}: { storage?: Record<string, string>; search?: string; state?: unknown } = {}) {
  localStorage.clear();
  for (const [key, value] of Object.entries(storage)) localStorage.setItem(key, value);
  window.history.replaceState(state, '', `/user-login${search}`);
  document.documentElement.removeAttribute('data-harta-render');
  document.documentElement.removeAttribute('data-mantine-color-scheme');
  // Indirect eval: the script runs as the page's own, at the top level.
  (0, eval)(script);
  return {
    clientRender: document.documentElement.getAttribute('data-harta-render') === 'client',
    scheme: document.documentElement.getAttribute('data-mantine-color-scheme'),
  };
}

afterEach(() => {
  localStorage.clear();
  document.documentElement.removeAttribute('data-harta-render');
});

describe('before-paint.js: who gets the prerendered page hydrated', () => {
  it('a first visit (English, no saved theme, the web): hydrated, light', () => {
    expect(runBeforePaint()).toEqual({ clientRender: false, scheme: 'light' });
    expect(runBeforePaint({ search: '?platform=web' }).clientRender).toBe(false);
    expect(runBeforePaint({ storage: { [StorageKeys.language]: 'en' } }).clientRender).toBe(false);
    expect(runBeforePaint({ storage: { [StorageKeys.colorScheme]: 'light' } }).clientRender).toBe(false);
  });

  it('Bahasa Melayu, a saved dark theme or the native layout: rendered in the browser', () => {
    expect(runBeforePaint({ storage: { [StorageKeys.language]: 'ms' } }).clientRender).toBe(true);
    expect(runBeforePaint({ storage: { [StorageKeys.colorScheme]: 'dark' } })).toEqual({
      clientRender: true,
      scheme: 'dark',
    });
    expect(runBeforePaint({ storage: { [StorageKeys.platform]: 'android' } }).clientRender).toBe(true);
    expect(runBeforePaint({ search: '?platform=ios' }).clientRender).toBe(true);
  });

  it('anything else in the address (the reset link) is rendered in the browser', () => {
    expect(runBeforePaint({ search: '?reset=abc' }).clientRender).toBe(true);
    expect(runBeforePaint({ search: '?platform=web&reset=abc' }).clientRender).toBe(true);
  });

  it("router state in the history entry (a reload keeps the reset page's notice) is rendered in the browser", () => {
    expect(runBeforePaint({ state: { usr: { notice: 'passwordReset' }, key: 'a1', idx: 1 } }).clientRender).toBe(true);
    // React Router's own entry without state: hydrated.
    expect(runBeforePaint({ state: { usr: null, key: 'default', idx: 0 } }).clientRender).toBe(false);
  });
});
