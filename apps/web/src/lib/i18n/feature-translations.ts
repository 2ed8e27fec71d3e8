import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { i18n } from './init-i18n';
import type { TranslationKey } from './resources';

/** Plural forms ('x_one', 'x_other') are used through their base key with `count`. */
type PluralBase<K> = K extends `${infer B}_one` ? B : K extends `${infer B}_other` ? B : K;

/** One of a feature's own strings, a spec message or any UI string. */
export type FeatureKey<Bundle> = PluralBase<keyof Bundle & string> | TranslationKey;
export type FeatureT<Bundle> = (key: FeatureKey<Bundle>, values?: Record<string, unknown>) => string;

/** Merges a feature's two bundles into the app's resources (for hooks that build their own `t`). */
export function registerFeatureStrings<Bundle extends Record<string, string>>(
  en: Bundle,
  ms: Record<keyof Bundle, string>,
): void {
  i18n.addResourceBundle('en', 'translation', en, true, false);
  i18n.addResourceBundle('ms', 'translation', ms, true, false);
}

/**
 * A feature's strings live with it so they load with its lazy chunk, not in the first paint: this merges them into
 * the app's one resource per language (when the feature's module loads) and answers the feature's `t` hook, typed
 * with its own keys as well as the app's. Both languages travel in the chunk: a feature's strings are small, and a
 * language switch then never waits for a download. The Malay bundle must have exactly the English keys (its type
 * says so, and translations-complete.test.ts checks keys and placeholders). A back-office feature says
 * 'staff-only' instead: staff work in English (the test skips features/backoffice).
 */
export function featureTranslations<Bundle extends Record<string, string>>(
  en: Bundle,
  ms: Record<keyof Bundle, string> | 'staff-only',
) {
  if (ms === 'staff-only') i18n.addResourceBundle('en', 'translation', en, true, false);
  else registerFeatureStrings(en, ms);
  return function useFeatureT(): FeatureT<Bundle> {
    const { t } = useTranslation();
    return useCallback<FeatureT<Bundle>>(
      (key, values) => (t as unknown as (k: string, v?: Record<string, unknown>) => string)(key, values),
      [t],
    );
  };
}

/** A feature's `t` outside React (dialogs opened from callbacks): the strings as they are at the call. */
export function plainTranslator<Bundle>(): FeatureT<Bundle> {
  return (key, values) => (i18n.t as unknown as (k: string, v?: Record<string, unknown>) => string)(key, values);
}
