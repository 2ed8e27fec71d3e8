import { featureTranslations, type FeatureKey } from '../../../../lib/i18n/feature-translations';
import { auditLogEn } from './en';

export type AuditLogKey = FeatureKey<typeof auditLogEn>;
export const useAuditLogT = featureTranslations(auditLogEn, 'staff-only');
