import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Grid.css';
import '@mantine/core/styles/SimpleGrid.css';
import { Alert, Grid, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { FormProvider, useWatch } from 'react-hook-form';
import { useAppForm } from '../../../../lib/forms/use-app-form';
import {
  CARD_ID_TYPES,
  IdTypes,
  MaritalStatuses,
  Genders,
  type IdType,
  type PersonalInformation,
  type SavePersonalInformationRequest,
} from '@harta/contracts/schemas/registration-personal';
import { showError } from '../../../../components/feedback/feedback-modals';
import { useGetCountryList } from '../../api/get-country-list';
import { useGetEthnicityList } from '../../api/get-ethnicity-list';
import { usePersonalInfo } from '../../api/get-personal-info';
import { useClientDocuments } from '../../api/get-client-documents';
import { useSavePersonalInfo } from '../../api/save-personal-info';
import { useValueByType } from '../../api/get-value-by-type';
import { useRegT } from '../../i18n/use-reg-t';
import { applyApiIssues, errorText } from '../../logic/form-errors';
import { personalResolver, type PersonalInput, type PersonalOutput } from '../../logic/personal-form';
import { SelectField, toOptions, YesNoField } from '../fields';
import { MyKadDerived } from '../personal/mykad-derived';
import { SpouseFields } from '../personal/spouse-fields';

/** The seeded ethnicity codes, named in the chosen language (registration i18n); any other code shows its name. */
const ETHNICITY_CODES = new Set([
  'MALAY',
  'CHINESE',
  'INDIAN',
  'BUMIPUTERA_SABAH',
  'BUMIPUTERA_SARAWAK',
  'ORANG_ASLI',
  'OTHERS',
]);
import { StepActions, StepCard, StepSkeleton } from '../step-card';
import { saveStep, type StepProps } from './step-props';

const FIELDS = [
  'title',
  'surName',
  'country',
  'idType',
  'nric',
  'gender',
  'dob',
  'martialStatus',
  'spouseName',
  'spouseNRIC',
  'ethnicity',
  'isPep',
  'pepDetails',
] as const;

/** Step 5: personal information. Waits for the saved data and the lists, then shows the form prefilled. */
export function PersonalStep(props: StepProps<SavePersonalInformationRequest>) {
  const personal = usePersonalInfo();
  const documents = useClientDocuments();
  if (personal.isPending || documents.isPending) return <StepSkeleton />;
  return <PersonalForm {...props} saved={personal.data ?? null} idType={documents.data?.idType ?? null} />;
}

function defaults(saved: PersonalInformation | null, idType: IdType | null): PersonalInput {
  if (!saved) {
    const type = idType ?? 'MYKAD';
    return {
      title: '',
      surName: '',
      country: type === 'MYKAD' ? 'MY' : '',
      idType: type,
      nric: '',
      martialStatus: undefined as unknown as PersonalInput['martialStatus'],
      spouseName: '',
      spouseNRIC: '',
      ethnicity: '',
      isPep: undefined as unknown as boolean,
      pepDetails: '',
    };
  }
  return {
    title: saved.title,
    surName: saved.surName,
    country: saved.country,
    idType: saved.idType,
    nric: saved.nric,
    gender: saved.gender,
    dob: saved.dob,
    martialStatus: saved.martialStatus,
    spouseName: saved.spouseName ?? '',
    spouseNRIC: saved.spouseNRIC ?? '',
    ethnicity: saved.ethnicity,
    isPep: saved.isPep,
    pepDetails: saved.pepDetails ?? '',
  };
}

function PersonalForm({
  saved,
  idType,
  ...props
}: StepProps<SavePersonalInformationRequest> & { saved: PersonalInformation | null; idType: IdType | null }) {
  const { email, onBack, submitLabel } = props;
  const t = useRegT();
  const titles = useValueByType('TITLE');
  const countries = useGetCountryList();
  const ethnicities = useGetEthnicityList();
  const save = useSavePersonalInfo();
  const form = useAppForm<PersonalInput, unknown, PersonalOutput>({
    resolver: personalResolver,
    defaultValues: defaults(saved, idType),
  });
  const { errors } = form.formState;
  const [currentIdType, nric, marital, isPep] = useWatch({
    control: form.control,
    name: ['idType', 'nric', 'martialStatus', 'isPep'],
  });
  const isCard = CARD_ID_TYPES.includes(currentIdType as IdType);

  const submit = form.handleSubmit(async (values) => {
    try {
      // The server takes the contract's input shape; send what was validated, plus the audit fields.
      const body = { ...values, gender: values.gender, dob: values.dob, createdBy: email, modifiedBy: email };
      await saveStep(props, body, save.mutateAsync);
    } catch (error) {
      if (!applyApiIssues(error, form.setError, FIELDS)) showError(error);
    }
  });

  return (
    <StepCard title={t('reg.step.personal')} intro={t('reg.personal.intro')}>
      <FormProvider {...form}>
        <form onSubmit={submit} noValidate>
          <Stack>
            <Grid>
              <Grid.Col span={{ base: 12, sm: 4 }}>
                <SelectField
                  control={form.control}
                  name="title"
                  label={t('reg.field.title')}
                  required
                  data={toOptions(titles.data)}
                  disabled={titles.isPending}
                />
              </Grid.Col>
              <Grid.Col span={{ base: 12, sm: 8 }}>
                <TextInput
                  label={t('reg.field.surName')}
                  description={t('reg.field.surNameHint')}
                  required
                  autoComplete="family-name"
                  {...form.register('surName')}
                  error={errorText(t, errors.surName)}
                />
              </Grid.Col>
            </Grid>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <SelectField
                control={form.control}
                name="country"
                label={t('reg.field.nationality')}
                required
                data={toOptions(countries.data)}
                disabled={countries.isPending}
              />
              <SelectField
                control={form.control}
                name="idType"
                label={t('reg.field.idType')}
                required
                data={IdTypes.map((value) => ({ value, label: t(`reg.idType.${value}`) }))}
              />
            </SimpleGrid>
            <TextInput
              label={isCard ? t('reg.field.nric') : t('reg.field.passportNumber')}
              description={isCard ? t('reg.field.nricHint') : undefined}
              required
              {...form.register('nric')}
              error={errorText(t, errors.nric)}
            />
            {isCard ? (
              <>
                <MyKadDerived nric={nric} />
                {(errors.dob || errors.gender) && (
                  <Alert color="red" variant="light" role="alert">
                    {errorText(t, errors.dob) ?? errorText(t, errors.gender)}
                  </Alert>
                )}
              </>
            ) : (
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <TextInput
                  type="date"
                  label={t('reg.field.dob')}
                  required
                  {...form.register('dob')}
                  error={errorText(t, errors.dob)}
                />
                <SelectField
                  control={form.control}
                  name="gender"
                  label={t('reg.field.gender')}
                  required
                  data={Genders.map((value) => ({ value, label: t(`reg.gender.${value}`) }))}
                />
              </SimpleGrid>
            )}
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <SelectField
                control={form.control}
                name="martialStatus"
                label={t('reg.field.maritalStatus')}
                required
                data={MaritalStatuses.map((value) => ({ value, label: t(`reg.marital.${value}`) }))}
              />
              <SelectField
                control={form.control}
                name="ethnicity"
                label={t('reg.field.ethnicity')}
                required
                data={toOptions(ethnicities.data).map((o) => ({
                  value: o.value,
                  label: ETHNICITY_CODES.has(o.value) ? t(`reg.ethnicity.${o.value}` as never) : o.label,
                }))}
                disabled={ethnicities.isPending}
              />
            </SimpleGrid>
            {marital === 'MARRIED' && <SpouseFields />}
            <YesNoField
              control={form.control}
              name="isPep"
              label={t('reg.field.isPep')}
              description={t('reg.field.isPepHint')}
            />
            {isPep === true && (
              <Textarea
                label={t('reg.field.pepDetails')}
                required
                autosize
                minRows={2}
                {...form.register('pepDetails')}
                error={errorText(t, errors.pepDetails)}
              />
            )}
            <StepActions
              onBack={onBack}
              saving={save.isPending || form.formState.isSubmitting}
              submitLabel={submitLabel}
            />
          </Stack>
        </form>
      </FormProvider>
    </StepCard>
  );
}
