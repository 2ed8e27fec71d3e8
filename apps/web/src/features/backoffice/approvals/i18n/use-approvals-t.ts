import {
  featureTranslations,
  plainTranslator,
  type FeatureKey,
  type FeatureT,
} from '../../../../lib/i18n/feature-translations';
import { approvalsEn } from './en';
import { approvalsMs } from './ms';

export type ApprovalsKey = FeatureKey<typeof approvalsEn>;
export type ApprovalsT = FeatureT<typeof approvalsEn>;

/** `t` typed with this feature's keys as well as the app's; both languages load with the chunk. */
export const useApprovalsT = featureTranslations(approvalsEn, approvalsMs);

/** The same strings outside React (toasts raised from another page's callbacks). */
export const approvalsT = plainTranslator<typeof approvalsEn>();
