import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Checkbox.css';
import { Anchor, Checkbox, Stack, Text, TextInput } from '@mantine/core';
import { Link } from 'react-router';
import { useAppForm } from '../../../../lib/forms/use-app-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { href } from '@harta/contracts/routes';
import { PRIVACY_VERSION, TERMS_VERSION } from '@harta/contracts/legal-documents';
import { saveClientRequestSchema } from '@harta/contracts/schemas/registration-signup';
import { showError } from '../../../../components/feedback/feedback-modals';
import { isNativeApp } from '../../../../lib/platform/platform';
import { useSaveClient } from '../../api/save-client';
import { useRegT } from '../../i18n/use-reg-t';
import { applyApiIssues, errorText } from '../../logic/form-errors';
import { StepActions, StepCard } from '../step-card';

type Input = z.input<typeof saveClientRequestSchema>;
type Output = z.output<typeof saveClientRequestSchema>;
const FIELDS = ['emailAddress', 'givenName', 'mobileNumber', 'referralCode', 'acceptTerms', 'acceptPrivacy'] as const;

/** A code from a friend's invitation link (`?ref=`), when it looks like one; the field stays editable. */
function linkedCode(code: string | null | undefined): string {
  return code && /^[A-Za-z0-9]{4,20}$/.test(code) ? code.toUpperCase() : '';
}

/** Step 1: who you are and how to reach you. Sends the confirmation e-mail. */
export function SignupStep({
  onSignedUp,
  referralCode,
}: {
  onSignedUp: (email: string, resumed: boolean) => void;
  /** From the invitation link: fills the referral code in. */
  referralCode?: string | null;
}) {
  const t = useRegT();
  const save = useSaveClient();
  const form = useAppForm<Input, unknown, Output>({
    resolver: zodResolver(saveClientRequestSchema),
    defaultValues: { emailAddress: '', givenName: '', mobileNumber: '', referralCode: linkedCode(referralCode) },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      const result = await save.mutateAsync({
        ...values,
        termsVersion: TERMS_VERSION,
        privacyVersion: PRIVACY_VERSION,
        isMobileRegistration: isNativeApp(),
      });
      onSignedUp(result.emailAddress, result.message === t('registration.signupResumed'));
    } catch (error) {
      if (!applyApiIssues(error, form.setError, FIELDS)) showError(error);
    }
  });

  return (
    <StepCard title={t('reg.signup.title')} intro={t('reg.signup.intro')}>
      <form onSubmit={submit} noValidate>
        <Stack>
          <TextInput
            label={t('reg.field.email')}
            type="email"
            autoComplete="email"
            required
            {...form.register('emailAddress')}
            error={errorText(t, errors.emailAddress)}
          />
          <TextInput
            label={t('reg.field.givenName')}
            description={t('reg.field.givenNameHint')}
            autoComplete="given-name"
            required
            {...form.register('givenName')}
            error={errorText(t, errors.givenName)}
          />
          <TextInput
            label={t('reg.field.mobile')}
            description={t('reg.field.mobileHint')}
            type="tel"
            autoComplete="tel"
            required
            {...form.register('mobileNumber')}
            error={errorText(t, errors.mobileNumber)}
          />
          <TextInput
            label={t('reg.field.referralCode')}
            {...form.register('referralCode')}
            error={errorText(t, errors.referralCode)}
          />
          <Checkbox
            label={t('reg.field.acceptTerms')}
            description={<DocumentLink to={href.to('terms')} label={t('reg.field.readTerms')} />}
            {...form.register('acceptTerms')}
            error={errorText(t, errors.acceptTerms)}
          />
          <Checkbox
            label={t('reg.field.acceptPrivacy')}
            description={<DocumentLink to={href.to('privacy')} label={t('reg.field.readPrivacy')} />}
            {...form.register('acceptPrivacy')}
            error={errorText(t, errors.acceptPrivacy)}
          />
          <StepActions saving={save.isPending} submitLabel={t('reg.signup.submit')} />
          <Text size="sm" ta="center">
            {t('reg.signup.haveAccount')}{' '}
            <Anchor component={Link} to={href.to('userLogin')}>
              {t('nav.login')}
            </Anchor>
          </Text>
        </Stack>
      </form>
    </StepCard>
  );
}

/** The document opens in a new tab, so what was typed in the form stays. */
function DocumentLink({ to, label }: { to: string; label: string }) {
  return (
    <Anchor component={Link} to={to} target="_blank" rel="noopener" size="sm">
      {label}
    </Anchor>
  );
}
