import { featureTranslations, type FeatureKey } from '../../../../lib/i18n/feature-translations';
import { staffAccountsEn } from './en';
import { staffAccountsMs } from './ms';

export type StaffAccountsKey = FeatureKey<typeof staffAccountsEn>;
/** Unlike the other back-office pages, in English and Malay (docs/backoffice.md, "Staff accounts"). */
export const useStaffAccountsT = featureTranslations(staffAccountsEn, staffAccountsMs);
