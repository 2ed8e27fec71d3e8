import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { i18n } from '../../../lib/i18n/init-i18n';
import type { TranslationKey } from '../../../lib/i18n/resources';
import { helpEn } from './en';

/** The help and legal pages' strings load with those pages (the pattern of features/registration/i18n). */
i18n.addResourceBundle('en', 'translation', helpEn, true, false);

export type HelpKey = keyof typeof helpEn;
export type HelpT = (key: HelpKey | TranslationKey, values?: Record<string, unknown>) => string;

export function useHelpT(): HelpT {
  const { t } = useTranslation();
  return useCallback<HelpT>(
    (key, values) => (t as unknown as (k: string, v?: Record<string, unknown>) => string)(key, values),
    [t],
  );
}
