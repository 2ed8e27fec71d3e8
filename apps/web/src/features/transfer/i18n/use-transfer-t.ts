import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { TranslationKey } from '../../../lib/i18n/resources';
import { transferEn } from './en';
import { transferMs } from './ms';
import { registerFeatureStrings } from '../../../lib/i18n/feature-translations';

/** This feature's strings load with its lazy chunk and are merged into the app's one English resource here. */
registerFeatureStrings(transferEn, transferMs);

export type TransferKey = keyof typeof transferEn | TranslationKey;
export type TransferT = (key: TransferKey, values?: Record<string, unknown>) => string;

/** `t` typed with this feature's keys as well as the app's. */
export function useTransferT(): TransferT {
  const { t } = useTranslation();
  return useCallback<TransferT>(
    (key, values) => (t as unknown as (k: string, v?: Record<string, unknown>) => string)(key, values),
    [t],
  );
}
