import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { TranslationKey } from '../../../lib/i18n/resources';
import { dashboardEn } from './en';
import { dashboardMs } from './ms';
import { registerFeatureStrings } from '../../../lib/i18n/feature-translations';

/** This feature's strings load with its lazy chunk and are merged into the app's one English resource here. */
registerFeatureStrings(dashboardEn, dashboardMs);

export type DashboardKey = keyof typeof dashboardEn | TranslationKey;
export type DashboardT = (key: DashboardKey, values?: Record<string, unknown>) => string;

/** `t` typed with this feature's keys as well as the app's. */
export function useDashboardT(): DashboardT {
  const { t } = useTranslation();
  return useCallback<DashboardT>(
    (key, values) => (t as unknown as (k: string, v?: Record<string, unknown>) => string)(key, values),
    [t],
  );
}
