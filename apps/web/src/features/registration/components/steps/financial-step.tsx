import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/SimpleGrid.css';
import { Alert, Checkbox, Divider, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useWatch } from 'react-hook-form';
import { useAppForm } from '../../../../lib/forms/use-app-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import {
  EmploymentStatuses,
  saveFinancialInformationRequestSchema,
  WORKING_STATUSES,
  type EmploymentStatus,
  type FinancialInformation,
  type SaveFinancialInformationRequest,
} from '@harta/contracts/schemas/registration-financial';
import { MALAYSIA } from '@harta/contracts/schemas/registration-personal';
import { showError } from '../../../../components/feedback/feedback-modals';
import { isHttpError } from '../../../../lib/http/http-error';
import { useGetBankList } from '../../api/get-bank-list';
import { useGetBusinessTypeList } from '../../api/get-business-type-list';
import { useGetCountryListNoUs } from '../../api/get-country-list-no-us';
import { useGetFinancialInfo } from '../../api/get-financial-info';
import { useGetNetWorthList } from '../../api/get-net-worth-list';
import { useGetOccupationList } from '../../api/get-occupation-list';
import { usePersonalInfo } from '../../api/get-personal-info';
import { useSaveFinancialInfo } from '../../api/save-financial-info';
import { useValueByType } from '../../api/get-value-by-type';
import { useRegT } from '../../i18n/use-reg-t';
import { applyApiIssues, errorText } from '../../logic/form-errors';
import { SelectField, toOptions, YesNoField } from '../fields';
import { StepActions, StepCard, StepSkeleton } from '../step-card';
import { saveStep, type StepProps } from './step-props';

type Input = z.input<typeof saveFinancialInformationRequestSchema>;
type Output = z.output<typeof saveFinancialInformationRequestSchema>;
const FIELDS = [
  'employmentStatus',
  'occupation',
  'businessType',
  'employerName',
  'annualIncome',
  'netWorth',
  'sourceOfFunds',
  'bankCode',
  'bankAccountNumber',
  'bankAccountHolderName',
  'taxResidency',
  'taxIdentificationNumber',
  'isUsPerson',
  'hasDomesticRinggitBorrowing',
  'borrowingUndertaking',
] as const;

/** Step 7: employment, income and wealth, bank account, tax residency and the two regulatory declarations. */
export function FinancialStep(props: StepProps<SaveFinancialInformationRequest>) {
  const financial = useGetFinancialInfo();
  const personal = usePersonalInfo();
  if (financial.isPending || personal.isPending) return <StepSkeleton />;
  const holder = personal.data ? `${personal.data.givenName} ${personal.data.surName}`.trim() : '';
  return <FinancialForm {...props} saved={financial.data ?? null} holderName={holder} />;
}

function defaults(saved: FinancialInformation | null, holderName: string): Input {
  if (!saved) {
    return {
      employmentStatus: undefined as unknown as EmploymentStatus,
      occupation: null,
      businessType: null,
      employerName: '',
      annualIncome: '',
      netWorth: '',
      sourceOfFunds: '',
      bankCode: '',
      bankAccountNumber: '',
      bankAccountHolderName: holderName,
      taxResidency: MALAYSIA,
      taxIdentificationNumber: '',
      isUsPerson: undefined as unknown as boolean,
      hasDomesticRinggitBorrowing: undefined as unknown as boolean,
      borrowingUndertaking: false as unknown as true,
    };
  }
  return {
    ...saved,
    employerName: saved.employerName ?? '',
    taxIdentificationNumber: saved.taxIdentificationNumber ?? '',
    borrowingUndertaking: saved.borrowingUndertaking as true,
  };
}

function FinancialForm({
  saved,
  holderName,
  ...props
}: StepProps<SaveFinancialInformationRequest> & { saved: FinancialInformation | null; holderName: string }) {
  const { email, onBack, submitLabel } = props;
  const t = useRegT();
  const occupations = useGetOccupationList();
  const businessTypes = useGetBusinessTypeList();
  const incomes = useValueByType('ANNUAL_INCOME');
  const netWorths = useGetNetWorthList();
  const sources = useValueByType('SOURCE_OF_FUNDS');
  const banks = useGetBankList();
  const countries = useGetCountryListNoUs();
  const save = useSaveFinancialInfo();
  const form = useAppForm<Input, unknown, Output>({
    resolver: zodResolver(saveFinancialInformationRequestSchema),
    defaultValues: defaults(saved, holderName),
  });
  const { errors } = form.formState;
  const [status, taxResidency, isUsPerson] = useWatch({
    control: form.control,
    name: ['employmentStatus', 'taxResidency', 'isUsPerson'],
  });
  const working = WORKING_STATUSES.includes(status as EmploymentStatus);

  const submit = form.handleSubmit(async (values) => {
    try {
      await saveStep(props, { ...values, createdBy: email, modifiedBy: email }, save.mutateAsync);
    } catch (error) {
      if (applyApiIssues(error, form.setError, FIELDS)) return;
      if (isHttpError(error) && error.code === 'US_PERSON') {
        form.setError('isUsPerson', { type: 'server', message: error.body?.result });
        return;
      }
      showError(error);
    }
  });

  return (
    <StepCard title={t('reg.step.financial')} intro={t('reg.financial.intro')}>
      <form onSubmit={submit} noValidate>
        <Stack>
          <Title order={3} size="h5">
            {t('reg.financial.employment')}
          </Title>
          <SelectField
            control={form.control}
            name="employmentStatus"
            label={t('reg.field.employmentStatus')}
            required
            data={EmploymentStatuses.map((value) => ({ value, label: t(`reg.employment.${value}`) }))}
          />
          {working && (
            <>
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <SelectField
                  control={form.control}
                  name="occupation"
                  label={t('reg.field.occupation')}
                  required
                  data={toOptions(occupations.data)}
                />
                <SelectField
                  control={form.control}
                  name="businessType"
                  label={t('reg.field.businessType')}
                  required
                  data={toOptions(businessTypes.data)}
                />
              </SimpleGrid>
              <TextInput
                label={t('reg.field.employerName')}
                required
                autoComplete="organization"
                {...form.register('employerName')}
                error={errorText(t, errors.employerName)}
              />
            </>
          )}
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <SelectField
              control={form.control}
              name="annualIncome"
              label={t('reg.field.annualIncome')}
              required
              data={toOptions(incomes.data)}
            />
            <SelectField
              control={form.control}
              name="netWorth"
              label={t('reg.field.netWorth')}
              required
              data={toOptions(netWorths.data)}
            />
            <SelectField
              control={form.control}
              name="sourceOfFunds"
              label={t('reg.field.sourceOfFunds')}
              required
              data={toOptions(sources.data)}
            />
          </SimpleGrid>

          <Divider my="xs" />
          <Title order={3} size="h5">
            {t('reg.financial.bank')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('reg.financial.bankHint')}
          </Text>
          <SelectField
            control={form.control}
            name="bankCode"
            label={t('reg.field.bank')}
            required
            data={toOptions(banks.data)}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={t('reg.field.bankAccountNumber')}
              required
              inputMode="numeric"
              {...form.register('bankAccountNumber')}
              error={errorText(t, errors.bankAccountNumber)}
            />
            <TextInput
              label={t('reg.field.bankAccountHolderName')}
              required
              {...form.register('bankAccountHolderName')}
              error={errorText(t, errors.bankAccountHolderName)}
            />
          </SimpleGrid>

          <Divider my="xs" />
          <Title order={3} size="h5">
            {t('reg.financial.tax')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <SelectField
              control={form.control}
              name="taxResidency"
              label={t('reg.field.taxResidency')}
              required
              data={toOptions(countries.data)}
            />
            <TextInput
              label={t('reg.field.tin')}
              required={taxResidency !== MALAYSIA}
              {...form.register('taxIdentificationNumber')}
              error={errorText(t, errors.taxIdentificationNumber)}
            />
          </SimpleGrid>
          <YesNoField
            control={form.control}
            name="isUsPerson"
            label={t('reg.field.isUsPerson')}
            description={t('reg.field.isUsPersonHint')}
          />
          {isUsPerson === true && (
            <Alert color="red" variant="light" role="alert">
              {t('registration.usPerson')}
            </Alert>
          )}

          <Divider my="xs" />
          <Title order={3} size="h5">
            {t('reg.financial.borrowingTitle')}
          </Title>
          <Alert color="blue" variant="light">
            <Stack gap={6}>
              <Text size="sm">{t('reg.financial.borrowingRule')}</Text>
              <Text size="sm">{t('reg.financial.borrowingExcludes')}</Text>
              <Text size="sm">{t('reg.financial.borrowingApproval')}</Text>
            </Stack>
          </Alert>
          <YesNoField
            control={form.control}
            name="hasDomesticRinggitBorrowing"
            label={t('reg.field.hasDomesticRinggitBorrowing')}
          />
          <Checkbox
            label={t('financial.borrowingUndertaking')}
            {...form.register('borrowingUndertaking')}
            error={errorText(t, errors.borrowingUndertaking)}
          />
          <StepActions
            onBack={onBack}
            saving={save.isPending || form.formState.isSubmitting}
            submitLabel={submitLabel}
            disabled={isUsPerson === true}
          />
        </Stack>
      </form>
    </StepCard>
  );
}
