import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { i18n } from '../../../lib/i18n/init-i18n';
import type { TranslationKey } from '../../../lib/i18n/resources';
import { transferEn } from './en';

/** This feature's strings load with its lazy chunk and are merged into the app's one English resource here. */
i18n.addResourceBundle('en', 'translation', transferEn, true, false);

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
