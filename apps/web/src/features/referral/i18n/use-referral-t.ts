import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { TranslationKey } from '../../../lib/i18n/resources';
import { referralEn } from './en';
import { referralMs } from './ms';
import { registerFeatureStrings } from '../../../lib/i18n/feature-translations';

/** This feature's strings load with its lazy chunk and are merged into the app's one English resource here. */
registerFeatureStrings(referralEn, referralMs);

export type ReferralKey = keyof typeof referralEn | TranslationKey;
export type ReferralT = (key: ReferralKey, values?: Record<string, unknown>) => string;

/** `t` typed with this feature's keys as well as the app's. */
export function useReferralT(): ReferralT {
  const { t } = useTranslation();
  return useCallback<ReferralT>(
    (key, values) => (t as unknown as (k: string, v?: Record<string, unknown>) => string)(key, values),
    [t],
  );
}
