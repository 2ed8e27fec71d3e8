import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { i18n } from '../../../lib/i18n/init-i18n';
import type { TranslationKey } from '../../../lib/i18n/resources';
import { registrationEn } from './en';
import { registrationMs } from './ms';
import { registerFeatureStrings } from '../../../lib/i18n/feature-translations';

/**
 * The registration strings live with the feature so they load with its lazy chunk, not in the first paint.
 * They are merged into the app's one English resource when this module loads; keys are prefixed 'reg.'.
 */
registerFeatureStrings(registrationEn, registrationMs);

/** Plural forms ('x_one', 'x_other') are used through their base key with `count`. */
type PluralBase<K> = K extends `${infer B}_one` ? B : K extends `${infer B}_other` ? B : K;
export type RegKey = PluralBase<keyof typeof registrationEn>;
/** A registration string, a spec message or any UI string. */
export type AnyKey = RegKey | TranslationKey;
export type RegT = (key: AnyKey, values?: Record<string, unknown>) => string;

/** `t` for the registration feature, typed with its own keys as well as the app's. */
export function useRegT(): RegT {
  const { t } = useTranslation();
  return useCallback<RegT>(
    (key, values) => (t as unknown as (k: string, v?: Record<string, unknown>) => string)(key, values),
    [t],
  );
}

/** Outside React (dialogs opened from callbacks). */
export const regT: RegT = (key, values) =>
  (i18n.t as unknown as (k: string, v?: Record<string, unknown>) => string)(key, values);
