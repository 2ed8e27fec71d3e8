import { afterEach, describe, expect, it, vi } from 'vitest';
import { StorageKeys } from '../storage/storage-keys';
import { changeLanguage, i18n } from './init-i18n';

describe('changeLanguage', () => {
  afterEach(async () => {
    await changeLanguage('en');
    localStorage.clear();
  });

  it('the language already shown is remembered without a change event (no answer is fetched again)', async () => {
    await changeLanguage('en');
    localStorage.clear();
    const changed = vi.fn();
    i18n.on('languageChanged', changed);
    try {
      await changeLanguage('en');
      expect(changed).not.toHaveBeenCalled();
      expect(localStorage.getItem(StorageKeys.language)).toBe('en');
      await changeLanguage('ms');
      expect(changed).toHaveBeenCalledWith('ms');
      expect(document.documentElement.lang).toBe('ms-MY');
    } finally {
      i18n.off('languageChanged', changed);
    }
  });
});
