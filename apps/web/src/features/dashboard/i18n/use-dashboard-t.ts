import { featureTranslations, type FeatureKey, type FeatureT } from '../../../lib/i18n/feature-translations';
import { dashboardEn } from './en';
import { dashboardMs } from './ms';

/** One of this feature's strings, a spec message or any UI string. */
export type DashboardKey = FeatureKey<typeof dashboardEn>;
export type DashboardT = FeatureT<typeof dashboardEn>;

/** `t` typed with this feature's keys as well as the app's; the strings load with the feature's chunk. */
export const useDashboardT = featureTranslations(dashboardEn, dashboardMs);
