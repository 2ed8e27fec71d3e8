import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/List.css';
import '@mantine/core/styles/SimpleGrid.css';
import { useState, type ReactNode } from 'react';
import { Alert, Anchor, Button, Checkbox, Group, List, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { REGISTRATION_INCOMPLETE_CODE } from '@harta/contracts/schemas/registration-completion';
import { showError } from '../../../../components/feedback/feedback-modals';
import { isHttpError } from '../../../../lib/http/http-error';
import { useClientDocuments } from '../../api/get-client-documents';
import { useInvestmentProfile } from '../../api/get-investment-profile';
import { useGetRegistrationClient } from '../../api/get-registration-client';
import { useCompleteRegistration } from '../../api/complete-registration';
import { useGetBankList } from '../../api/get-bank-list';
import { useGetCountryList } from '../../api/get-country-list';
import { useValueByType } from '../../api/get-value-by-type';
import { useRegT } from '../../i18n/use-reg-t';
import { formatDate } from '../../../../lib/i18n/format-date';
import { StepCard, StepSkeleton } from '../step-card';

function Row({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={500} style={{ wordBreak: 'break-word' }}>
        {value || '—'}
      </Text>
    </div>
  );
}

function Section({
  title,
  step,
  onEdit,
  children,
}: {
  title: string;
  step: number;
  onEdit: (step: number) => void;
  children: ReactNode;
}) {
  const t = useRegT();
  return (
    <Paper withBorder p="md" radius="md">
      <Group justify="space-between" mb="xs">
        <Title order={3} size="h5">
          {title}
        </Title>
        <Anchor
          component="button"
          type="button"
          onClick={() => onEdit(step)}
          aria-label={t('reg.review.editSection', { name: title })}
        >
          {t('reg.review.edit')}
        </Anchor>
      </Group>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        {children}
      </SimpleGrid>
    </Paper>
  );
}

/** Step 10: everything saved, with Edit links; the declarations; submit for review (status PENDING). */
export function ReviewStep({
  onEdit,
  onSubmitted,
}: {
  onEdit: (step: number) => void;
  onSubmitted: () => Promise<void> | void;
}) {
  const t = useRegT();
  const client = useGetRegistrationClient();
  const documents = useClientDocuments();
  const profile = useInvestmentProfile();
  const complete = useCompleteRegistration();
  const titles = useValueByType('TITLE');
  const states = useValueByType('STATE');
  const countries = useGetCountryList();
  const banks = useGetBankList();
  /** A code's display name from its list (the code itself until the list has loaded). */
  const nameOf = (list: { code: string; name: string }[] | undefined, code: string | null | undefined) =>
    code ? (list?.find((item) => item.code === code)?.name ?? code) : '';
  const [accepted, setAccepted] = useState(false);
  const [declarationError, setDeclarationError] = useState(false);
  const [missing, setMissing] = useState<{ path: string; message: string }[]>([]);

  if (client.isPending || documents.isPending || profile.isPending) return <StepSkeleton />;
  if (client.isError) return <StepSkeleton />;
  const c = client.data;
  const p = c.personal;
  const ct = c.contact;
  const f = c.financial;
  const k = c.knowledge;
  const yesNo = (value: boolean | undefined | null) => (value == null ? '' : value ? t('reg.yes') : t('reg.no'));

  const submit = async () => {
    if (!accepted) {
      setDeclarationError(true);
      return;
    }
    try {
      await complete.mutateAsync();
      await onSubmitted();
    } catch (error) {
      if (isHttpError(error) && error.code === REGISTRATION_INCOMPLETE_CODE) setMissing(error.body?.issues ?? []);
      else showError(error);
    }
  };

  return (
    <StepCard title={t('reg.step.review')} intro={t('reg.review.intro')}>
      <Stack>
        <Section title={t('reg.step.identity')} step={4} onEdit={onEdit}>
          <Row
            label={t('reg.field.idType')}
            value={documents.data?.idType ? t(`reg.idType.${documents.data.idType}`) : ''}
          />
          <Row
            label={t('reg.review.documents')}
            value={(documents.data?.documents ?? []).map((d) => t(`reg.document.${d.documentType}`)).join(', ')}
          />
        </Section>
        <Section title={t('reg.step.personal')} step={5} onEdit={onEdit}>
          <Row
            label={t('reg.review.name')}
            value={p ? `${nameOf(titles.data, p.title)} ${p.givenName} ${p.surName}` : c.givenName}
          />
          <Row label={t('reg.field.nric')} value={p?.nric} />
          <Row label={t('reg.field.dob')} value={formatDate(p?.dob)} />
          <Row label={t('reg.field.gender')} value={p ? t(`reg.gender.${p.gender}`) : ''} />
          <Row label={t('reg.field.maritalStatus')} value={p ? t(`reg.marital.${p.martialStatus}`) : ''} />
          {p?.martialStatus === 'MARRIED' && (
            <Row label={t('reg.field.spouseName')} value={`${p.spouseName} (${p.spouseNRIC})`} />
          )}
          <Row label={t('reg.field.isPep')} value={yesNo(p?.isPep)} />
        </Section>
        <Section title={t('reg.step.contact')} step={6} onEdit={onEdit}>
          <Row label={t('reg.field.email')} value={ct.emailAddress} />
          <Row label={t('reg.field.mobile')} value={ct.mobileNumber} />
          <Row
            label={t('reg.review.address')}
            value={[
              ct.addressLine1,
              ct.addressLine2,
              ct.postcode,
              ct.city,
              nameOf(states.data, ct.state),
              nameOf(countries.data, ct.country),
            ]
              .filter(Boolean)
              .join(', ')}
          />
        </Section>
        <Section title={t('reg.step.financial')} step={7} onEdit={onEdit}>
          <Row label={t('reg.field.employmentStatus')} value={f ? t(`reg.employment.${f.employmentStatus}`) : ''} />
          <Row
            label={t('reg.field.bankAccountNumber')}
            value={f ? `${nameOf(banks.data, f.bankCode)} · ${f.bankAccountNumber}` : ''}
          />
          <Row label={t('reg.field.taxResidency')} value={nameOf(countries.data, f?.taxResidency)} />
          <Row label={t('reg.field.isUsPerson')} value={yesNo(f?.isUsPerson)} />
          <Row label={t('reg.field.hasDomesticRinggitBorrowing')} value={yesNo(f?.hasDomesticRinggitBorrowing)} />
        </Section>
        <Section title={t('reg.step.knowledge')} step={8} onEdit={onEdit}>
          <Row
            label={t('knowledge.investmentExperience')}
            value={k ? t(`knowledge.experience.${k.investmentExperience}`) : ''}
          />
          <Row label={t('reg.review.riskCap')} value={k?.riskCap} />
        </Section>
        <Section title={t('reg.step.investment-profile')} step={9} onEdit={onEdit}>
          <Row
            label={t('reg.review.riskLevel')}
            value={profile.data ? `${profile.data.riskLevel} · ${profile.data.riskLevelName}` : ''}
          />
        </Section>

        {missing.length > 0 && (
          <Alert color="red" variant="light" role="alert" title={t('reg.review.incomplete')}>
            <List size="sm">
              {missing.map((m) => (
                <List.Item key={m.path}>{m.message}</List.Item>
              ))}
            </List>
          </Alert>
        )}
        <Paper withBorder p="md" radius="md">
          <Stack gap="xs">
            <Title order={3} size="h5">
              {t('reg.review.declarations')}
            </Title>
            <List size="sm" spacing={4}>
              <List.Item>{t('reg.review.declaration1')}</List.Item>
              <List.Item>{t('reg.review.declaration2')}</List.Item>
              <List.Item>{t('reg.review.declaration3')}</List.Item>
            </List>
            <Checkbox
              mt="xs"
              label={t('reg.review.accept')}
              checked={accepted}
              onChange={(e) => {
                setAccepted(e.currentTarget.checked);
                setDeclarationError(false);
              }}
              error={declarationError ? t('validation.mustAccept') : undefined}
            />
          </Stack>
        </Paper>
        <Group justify="space-between">
          <Button variant="default" onClick={() => onEdit(9)} disabled={complete.isPending}>
            {t('reg.back')}
          </Button>
          <Button onClick={submit} loading={complete.isPending} disabled={complete.isPending}>
            {t('reg.review.submit')}
          </Button>
        </Group>
      </Stack>
    </StepCard>
  );
}
