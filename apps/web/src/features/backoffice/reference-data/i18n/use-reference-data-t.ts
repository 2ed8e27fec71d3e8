import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { i18n } from '../../../../lib/i18n/init-i18n';
import type { TranslationKey } from '../../../../lib/i18n/resources';
import { referenceDataEn } from './en';

/** Merged into the app's English resource when the page's chunk loads (staff-only strings stay out of the first paint). */
i18n.addResourceBundle('en', 'translation', referenceDataEn, true, false);

/** Plural forms ('x_one', 'x_other') are used through their base key with `count`. */
type PluralBase<K> = K extends `${infer B}_one` ? B : K extends `${infer B}_other` ? B : K;
/** One of this page's strings, a contracts message (the schemas' issue keys) or any UI string. */
export type ReferenceDataKey = PluralBase<keyof typeof referenceDataEn> | TranslationKey;
export type ReferenceDataT = (key: ReferenceDataKey, values?: Record<string, unknown>) => string;

export function useReferenceDataT(): ReferenceDataT {
  const { t } = useTranslation();
  return useCallback<ReferenceDataT>(
    (key, values) => (t as unknown as (k: string, v?: Record<string, unknown>) => string)(key, values),
    [t],
  );
}

/** A list's display name; a list added later without a translation shows its id. */
export function listName(t: ReferenceDataT, id: string): string {
  const key = `referenceData.list.${id}`;
  return i18n.exists(key) ? t(key as ReferenceDataKey) : id;
}

/** A message key from a schema issue or the server, translated; text that is not a key is shown as it is. */
export function issueText(t: ReferenceDataT, message: string, values: Record<string, unknown> = {}): string {
  return i18n.exists(message) ? t(message as ReferenceDataKey, values) : message;
}
