import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { i18n } from '../../../lib/i18n/init-i18n';
import type { TranslationKey } from '../../../lib/i18n/resources';
import { nativeEn } from './en';
import { nativeMs } from './ms';
import { registerFeatureStrings } from '../../../lib/i18n/feature-translations';

/**
 * The native feature's strings load with its lazy chunks, not in the first paint: they are merged into the app's
 * one English resource when this module loads (the pattern of features/registration/i18n).
 */
registerFeatureStrings(nativeEn, nativeMs);

/** Plural forms ('x_one', 'x_other') are used through their base key with `count`. */
type PluralBase<K> = K extends `${infer B}_one` ? B : K extends `${infer B}_other` ? B : K;
export type NativeKey = PluralBase<keyof typeof nativeEn>;
/** A native string, a spec message or any UI string. */
export type AnyKey = NativeKey | TranslationKey;
export type NativeT = (key: AnyKey, values?: Record<string, unknown>) => string;

const translate: NativeT = (key, values) =>
  (i18n.t as unknown as (k: string, v?: Record<string, unknown>) => string)(key, values);

/** `t` for the native feature, typed with its own keys as well as the app's. */
export function useNativeT(): NativeT {
  const { t } = useTranslation();
  return useCallback<NativeT>(
    (key, values) => (t as unknown as (k: string, v?: Record<string, unknown>) => string)(key, values),
    [t],
  );
}

/** Outside React (dialogs opened from callbacks). */
export const nativeT: NativeT = translate;
