import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { TranslationKey } from '../../../lib/i18n/resources';
import { transactionsEn } from './en';
import { transactionsMs } from './ms';
import { registerFeatureStrings } from '../../../lib/i18n/feature-translations';

/** This feature's strings load with its lazy chunk and are merged into the app's one English resource here. */
registerFeatureStrings(transactionsEn, transactionsMs);

export type TransactionsKey = keyof typeof transactionsEn | TranslationKey;
export type TransactionsT = (key: TransactionsKey, values?: Record<string, unknown>) => string;

/** `t` typed with this feature's keys as well as the app's. */
export function useTransactionsT(): TransactionsT {
  const { t } = useTranslation();
  return useCallback<TransactionsT>(
    (key, values) => (t as unknown as (k: string, v?: Record<string, unknown>) => string)(key, values),
    [t],
  );
}
