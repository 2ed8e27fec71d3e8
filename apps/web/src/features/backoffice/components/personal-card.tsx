import type { ApplicationDetail } from '@harta/contracts/schemas/backoffice';
import { formatDate } from '../logic/format-date';
import { FieldList } from './field-list';
import { SectionCard } from './section-card';
import { useBackofficeT } from '../i18n/use-backoffice-t';

/** Step 5: who the applicant is, codes shown by their reference-data names. */
export function PersonalCard({ detail, name }: { detail: ApplicationDetail; name: string }) {
  const t = useBackofficeT();
  const p = detail.personal;
  const yesNo = (v: boolean | null) =>
    v === null ? t('backoffice.notGiven') : v ? t('backoffice.yes') : t('backoffice.no');
  return (
    <SectionCard title={t('backoffice.personal')} testId="section-personal">
      <FieldList
        fields={[
          { label: t('backoffice.field.name'), value: name },
          ...(p
            ? [
                { label: t('backoffice.field.title'), value: p.title.label },
                { label: t('backoffice.field.idType'), value: p.idType.label },
              ]
            : []),
          { label: t('backoffice.field.nric'), value: <span className="harta-num">{detail.nric ?? '—'}</span> },
          ...(p
            ? [
                { label: t('backoffice.field.nationality'), value: p.nationality.label },
                { label: t('backoffice.field.gender'), value: t(`backoffice.gender.${p.gender}`) },
              ]
            : []),
          { label: t('backoffice.field.dob'), value: formatDate(detail.dob) },
          ...(p
            ? [
                { label: t('backoffice.field.maritalStatus'), value: p.maritalStatus.label },
                ...(p.spouseName ? [{ label: t('backoffice.field.spouseName'), value: p.spouseName }] : []),
                { label: t('backoffice.field.ethnicity'), value: p.ethnicity.label },
              ]
            : []),
          { label: t('backoffice.field.pep'), value: yesNo(detail.isPep) },
        ]}
      />
    </SectionCard>
  );
}
