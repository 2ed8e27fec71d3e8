import type { ApplicationDetail } from '@harta/contracts/schemas/backoffice';
import { FieldList } from './field-list';
import { SectionCard } from './section-card';
import { useBackofficeT } from '../i18n/use-backoffice-t';

/** Step 8 answers in words (the questionnaire's own option texts) and the risk cap they give. */
export function KnowledgeCard({ knowledge }: { knowledge: ApplicationDetail['knowledge'] }) {
  const t = useBackofficeT();
  const yesNo = (v: boolean) => (v ? t('backoffice.yes') : t('backoffice.no'));
  const k = knowledge;
  return (
    <SectionCard title={t('backoffice.knowledge')} testId="section-knowledge">
      {k && (
        <FieldList
          fields={[
            { label: t('backoffice.knowledge.financeEducation'), value: yesNo(k.hasFinanceEducation) },
            {
              label: t('backoffice.knowledge.investmentExperience'),
              value: t(`knowledge.experience.${k.investmentExperience}`),
            },
            {
              label: t('backoffice.knowledge.instrumentsTraded'),
              value:
                k.instrumentsTraded.length === 0
                  ? t('backoffice.knowledge.none')
                  : k.instrumentsTraded.map((i) => t(`knowledge.instrument.${i}`)).join(', '),
            },
            { label: t('backoffice.knowledge.understandsRisk'), value: yesNo(k.understandsRisk) },
            { label: t('backoffice.knowledge.understandsCurrencyRisk'), value: yesNo(k.understandsCurrencyRisk) },
            {
              label: t('backoffice.knowledge.riskCap'),
              value: t('backoffice.knowledge.riskCapValue', { level: k.riskCap }),
            },
          ]}
        />
      )}
    </SectionCard>
  );
}
