import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { i18n } from '../../../lib/i18n/init-i18n';
import type { TranslationKey } from '../../../lib/i18n/resources';
import { backofficeEn } from './en';

/**
 * This feature's strings live with it so they load with its lazy chunk, not in the first paint. They are merged
 * into the app's one English resource when this module loads.
 */
i18n.addResourceBundle('en', 'translation', backofficeEn, true, false);

/** Plural forms ('x_one', 'x_other') are used through their base key with `count`. */
type PluralBase<K> = K extends `${infer B}_one` ? B : K extends `${infer B}_other` ? B : K;
/** One of this feature's strings, a spec message or any UI string. */
export type BackofficeKey = PluralBase<keyof typeof backofficeEn> | TranslationKey;
export type BackofficeT = (key: BackofficeKey, values?: Record<string, unknown>) => string;

/** `t` typed with this feature's keys as well as the app's. */
export function useBackofficeT(): BackofficeT {
  const { t } = useTranslation();
  return useCallback<BackofficeT>(
    (key, values) => (t as unknown as (k: string, v?: Record<string, unknown>) => string)(key, values),
    [t],
  );
}
