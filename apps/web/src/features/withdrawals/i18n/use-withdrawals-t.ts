import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { TranslationKey } from '../../../lib/i18n/resources';
import { withdrawalsEn } from './en';
import { withdrawalsMs } from './ms';
import { registerFeatureStrings } from '../../../lib/i18n/feature-translations';

/** This feature's strings load with its lazy chunk and join the app's one English resource here. */
registerFeatureStrings(withdrawalsEn, withdrawalsMs);

export type WithdrawalsKey = keyof typeof withdrawalsEn | TranslationKey;
export type WithdrawalsT = (key: WithdrawalsKey, values?: Record<string, unknown>) => string;

/** `t` typed with this feature's keys as well as the app's (and the spec's messages). */
export function useWithdrawalsT(): WithdrawalsT {
  const { t } = useTranslation();
  return useCallback<WithdrawalsT>(
    (key, values) => (t as unknown as (k: string, v?: Record<string, unknown>) => string)(key, values),
    [t],
  );
}
