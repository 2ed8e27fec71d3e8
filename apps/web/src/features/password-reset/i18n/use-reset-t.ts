import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { TranslationKey } from '../../../lib/i18n/resources';
import { passwordResetEn } from './en';
import { passwordResetMs } from './ms';
import { registerFeatureStrings } from '../../../lib/i18n/feature-translations';

/**
 * This feature's strings live with it so they load with its lazy chunk, not in the first paint. They are merged
 * into the app's one English resource when this module loads.
 */
registerFeatureStrings(passwordResetEn, passwordResetMs);

/** Plural forms ('x_one', 'x_other') are used through their base key with `count`. */
type PluralBase<K> = K extends `${infer B}_one` ? B : K extends `${infer B}_other` ? B : K;
/** One of this feature's strings, a spec message or any UI string. */
export type ResetKey = PluralBase<keyof typeof passwordResetEn> | TranslationKey;
export type ResetT = (key: ResetKey, values?: Record<string, unknown>) => string;

/** `t` typed with this feature's keys as well as the app's. */
export function useResetT(): ResetT {
  const { t } = useTranslation();
  return useCallback<ResetT>(
    (key, values) => (t as unknown as (k: string, v?: Record<string, unknown>) => string)(key, values),
    [t],
  );
}
