import type { ApplicationDetail } from '@harta/contracts/schemas/backoffice';
import { formatDate } from '../logic/format-date';
import { BankAccountVerification } from './bank-account-verification';
import { FieldList } from './field-list';
import { SectionCard } from './section-card';
import { useBackofficeT } from '../i18n/use-backoffice-t';

/**
 * Step 7: employment, means, bank account (masked by the server), tax residency and the ringgit-borrowing
 * declaration (GUIDE section 7: it decides whether the yearly foreign-asset limit applies).
 */
export function FinancialCard({
  clientId,
  financial,
}: {
  clientId: number;
  financial: ApplicationDetail['financial'];
}) {
  const t = useBackofficeT();
  const yesNo = (v: boolean) => (v ? t('backoffice.yes') : t('backoffice.no'));
  const f = financial;
  return (
    <SectionCard title={t('backoffice.financial')} testId="section-financial">
      {f && (
        <FieldList
          fields={[
            { label: t('backoffice.field.employmentStatus'), value: f.employmentStatus.label },
            ...(f.occupation ? [{ label: t('backoffice.field.occupation'), value: f.occupation.label }] : []),
            ...(f.businessType ? [{ label: t('backoffice.field.businessType'), value: f.businessType.label }] : []),
            ...(f.employerName ? [{ label: t('backoffice.field.employer'), value: f.employerName }] : []),
            { label: t('backoffice.field.annualIncome'), value: f.annualIncome.label },
            { label: t('backoffice.field.netWorth'), value: f.netWorth.label },
            { label: t('backoffice.field.sourceOfFunds'), value: f.sourceOfFunds.label },
            { label: t('backoffice.field.bank'), value: f.bank.label },
            {
              label: t('backoffice.field.bankAccount'),
              value: (
                <span className="harta-num" data-testid="bank-account-masked">
                  {f.bankAccountMasked}
                </span>
              ),
            },
            { label: t('backoffice.field.bankAccountHolder'), value: f.bankAccountHolderName },
            {
              label: t('backoffice.field.bankAccountState'),
              value: <BankAccountVerification clientId={clientId} verified={f.bankAccountVerified} />,
            },
            { label: t('backoffice.field.taxResidency'), value: f.taxResidency.label },
            ...(f.taxIdentificationNumber
              ? [{ label: t('backoffice.field.tin'), value: f.taxIdentificationNumber }]
              : []),
            { label: t('backoffice.field.usPerson'), value: yesNo(f.isUsPerson) },
            { label: t('backoffice.field.borrowing'), value: yesNo(f.hasDomesticRinggitBorrowing) },
            {
              label: t('backoffice.field.borrowingUndertaking'),
              value: t('backoffice.undertakenOn', { date: formatDate(f.borrowingUndertakingAt) }),
            },
          ]}
        />
      )}
    </SectionCard>
  );
}
