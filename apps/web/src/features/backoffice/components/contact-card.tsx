import type { ApplicationDetail } from '@harta/contracts/schemas/backoffice';
import { FieldList } from './field-list';
import { SectionCard } from './section-card';
import { useBackofficeT } from '../i18n/use-backoffice-t';

/** Step 6: e-mail, the verified mobile and the home address. */
export function ContactCard({ detail }: { detail: ApplicationDetail }) {
  const t = useBackofficeT();
  const c = detail.contact;
  const street = [c.addressLine1, c.addressLine2].filter(Boolean);
  const yesNo = (v: boolean | null) =>
    v === null ? t('backoffice.notGiven') : v ? t('backoffice.yes') : t('backoffice.no');
  return (
    <SectionCard title={t('backoffice.contact')} testId="section-contact">
      <FieldList
        fields={[
          { label: t('backoffice.field.email'), value: detail.emailAddress },
          { label: t('backoffice.field.mobile'), value: <span className="harta-num">{c.mobileNumber ?? '—'}</span> },
          {
            label: t('backoffice.field.mobileVerified'),
            value: c.mobileVerified
              ? c.mobileVerifiedBy
                ? t(`backoffice.mobileVerifiedBy.${c.mobileVerifiedBy}`)
                : t('backoffice.yes')
              : t('backoffice.no'),
          },
          {
            label: t('backoffice.field.address'),
            value: street.length > 0 ? <span style={{ whiteSpace: 'pre-line' }}>{street.join('\n')}</span> : '—',
          },
          { label: t('backoffice.field.postcode'), value: <span className="harta-num">{c.postcode ?? '—'}</span> },
          { label: t('backoffice.field.city'), value: c.city ?? '—' },
          { label: t('backoffice.field.state'), value: c.state?.label ?? '—' },
          { label: t('backoffice.field.country'), value: c.country?.label ?? '—' },
          { label: t('backoffice.field.restricted'), value: yesNo(detail.restrictedCountry) },
        ]}
      />
    </SectionCard>
  );
}
