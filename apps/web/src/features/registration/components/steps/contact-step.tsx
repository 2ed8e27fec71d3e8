import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/SimpleGrid.css';
import { Alert, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useWatch } from 'react-hook-form';
import { useAppForm } from '../../../../lib/forms/use-app-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import {
  saveContactInformationRequestSchema,
  type ContactInformation,
  type SaveContactInformationRequest,
} from '@harta/contracts/schemas/registration-contact';
import { MALAYSIA } from '@harta/contracts/schemas/registration-personal';
import { showError } from '../../../../components/feedback/feedback-modals';
import { isHttpError } from '../../../../lib/http/http-error';
import { useGetContactInfo } from '../../api/get-contact-info';
import { useGetCountryList } from '../../api/get-country-list';
import { useGetRestrictedCountries } from '../../api/get-restricted-countries';
import { useSaveContactInfo } from '../../api/save-contact-info';
import { useValueByType } from '../../api/get-value-by-type';
import { useRegT } from '../../i18n/use-reg-t';
import { applyApiIssues, errorText } from '../../logic/form-errors';
import { SelectField, toOptions } from '../fields';
import { MobileVerification } from '../contact/mobile-verification';
import { StepActions, StepCard, StepSkeleton } from '../step-card';
import { saveStep, type StepProps } from './step-props';

type Input = z.input<typeof saveContactInformationRequestSchema>;
type Output = z.output<typeof saveContactInformationRequestSchema>;
const FIELDS = ['addressLine1', 'addressLine2', 'postcode', 'city', 'state', 'country'] as const;

/** Step 6: home address and the verified mobile number. */
export function ContactStep(props: StepProps<SaveContactInformationRequest>) {
  const contact = useGetContactInfo();
  if (contact.isPending) return <StepSkeleton />;
  if (contact.isError) return <StepSkeleton />;
  return <ContactForm {...props} saved={contact.data} />;
}

function ContactForm({ saved, ...props }: StepProps<SaveContactInformationRequest> & { saved: ContactInformation }) {
  const { email, onBack, submitLabel } = props;
  // My-profile changes the number through its own step-up flow; registration verifies it here first.
  const verifyMobile = !props.update;
  const t = useRegT();
  const countries = useGetCountryList();
  const states = useValueByType('STATE');
  const restricted = useGetRestrictedCountries();
  const save = useSaveContactInfo();
  const form = useAppForm<Input, unknown, Output>({
    resolver: zodResolver(saveContactInformationRequestSchema),
    defaultValues: {
      addressLine1: saved.addressLine1 ?? '',
      addressLine2: saved.addressLine2 ?? '',
      postcode: saved.postcode ?? '',
      city: saved.city ?? '',
      state: saved.state ?? '',
      country: saved.country ?? MALAYSIA,
    },
  });
  const { errors } = form.formState;
  const country = useWatch({ control: form.control, name: 'country' });
  const blocked = restricted.data?.find((c) => c.code === country);

  const submit = form.handleSubmit(async (values) => {
    if (blocked) return;
    try {
      await saveStep(props, { ...values, createdBy: email, modifiedBy: email }, save.mutateAsync);
    } catch (error) {
      if (applyApiIssues(error, form.setError, FIELDS)) return;
      if (isHttpError(error) && error.code === 'RESTRICTED_COUNTRY') {
        form.setError('country', { type: 'server', message: error.body?.result });
        return;
      }
      showError(error);
    }
  });

  return (
    <StepCard title={t('reg.step.contact')} intro={t('reg.contact.intro')}>
      <Stack gap="xl">
        {verifyMobile && <MobileVerification saved={saved} />}
        <form onSubmit={submit} noValidate>
          <Stack>
            <TextInput
              label={t('reg.field.addressLine1')}
              required
              autoComplete="address-line1"
              {...form.register('addressLine1')}
              error={errorText(t, errors.addressLine1)}
            />
            <TextInput
              label={t('reg.field.addressLine2')}
              autoComplete="address-line2"
              {...form.register('addressLine2')}
              error={errorText(t, errors.addressLine2)}
            />
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput
                label={t('reg.field.postcode')}
                required
                autoComplete="postal-code"
                inputMode={country === MALAYSIA ? 'numeric' : undefined}
                {...form.register('postcode')}
                error={errorText(t, errors.postcode)}
              />
              <TextInput
                label={t('reg.field.city')}
                required
                autoComplete="address-level2"
                {...form.register('city')}
                error={errorText(t, errors.city)}
              />
            </SimpleGrid>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              {country === MALAYSIA ? (
                <SelectField
                  control={form.control}
                  name="state"
                  label={t('reg.field.state')}
                  required
                  data={toOptions(states.data)}
                  disabled={states.isPending}
                />
              ) : (
                <TextInput
                  label={t('reg.field.stateRegion')}
                  required
                  autoComplete="address-level1"
                  {...form.register('state')}
                  error={errorText(t, errors.state)}
                />
              )}
              <SelectField
                control={form.control}
                name="country"
                label={t('reg.field.country')}
                required
                data={toOptions(countries.data)}
                disabled={countries.isPending}
              />
            </SimpleGrid>
            {blocked && (
              <Alert color="red" variant="light" role="alert" title={t('reg.contact.restrictedTitle')}>
                <Stack gap={4}>
                  <span>{t('registration.restrictedCountry', { country: blocked.name })}</span>
                  <span>{t('reg.contact.restrictedBody')}</span>
                </Stack>
              </Alert>
            )}
            <StepActions
              onBack={onBack}
              saving={save.isPending || form.formState.isSubmitting}
              submitLabel={submitLabel}
              disabled={!!blocked || (verifyMobile && !saved.isMobileVerified)}
            />
            {verifyMobile && !saved.isMobileVerified && (
              <Alert color="yellow" variant="light">
                {t('registration.mobileNotVerified')}
              </Alert>
            )}
          </Stack>
        </form>
      </Stack>
    </StepCard>
  );
}
