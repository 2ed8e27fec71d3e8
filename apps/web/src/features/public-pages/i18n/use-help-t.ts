import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { TranslationKey } from '../../../lib/i18n/resources';
import { helpEn } from './en';
import { helpMs } from './ms';
import { registerFeatureStrings } from '../../../lib/i18n/feature-translations';

/** The help and legal pages' strings load with those pages (the pattern of features/registration/i18n). */
registerFeatureStrings(helpEn, helpMs);

export type HelpKey = keyof typeof helpEn;
export type HelpT = (key: HelpKey | TranslationKey, values?: Record<string, unknown>) => string;

export function useHelpT(): HelpT {
  const { t } = useTranslation();
  return useCallback<HelpT>(
    (key, values) => (t as unknown as (k: string, v?: Record<string, unknown>) => string)(key, values),
    [t],
  );
}
