import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { TranslationKey } from '../../../lib/i18n/resources';
import { paymentsEn } from './en';
import { paymentsMs } from './ms';
import { registerFeatureStrings } from '../../../lib/i18n/feature-translations';

/** The payments feature's strings load with its lazy chunks (the pattern of features/native/i18n). */
registerFeatureStrings(paymentsEn, paymentsMs);

export type PaymentsKey = keyof typeof paymentsEn;
export type PaymentsT = (key: PaymentsKey | TranslationKey, values?: Record<string, unknown>) => string;

/** `t` for the payments feature, typed with its own keys as well as the app's (spec messages included). */
export function usePaymentsT(): PaymentsT {
  const { t } = useTranslation();
  return useCallback<PaymentsT>(
    (key, values) => (t as unknown as (k: string, v?: Record<string, unknown>) => string)(key, values),
    [t],
  );
}
