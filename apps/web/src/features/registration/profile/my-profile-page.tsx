import '@mantine/core/styles/Accordion.css';
import '@mantine/core/styles/Alert.css';
import { Accordion, Alert, Button, Container, Group, Modal, Skeleton, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { Link, useBlocker } from 'react-router';
import { href } from '@harta/contracts/routes';
import { ApiPaths } from '@harta/contracts/paths';
import { INCOME_FIELDS } from '@harta/contracts/schemas/profile-updates';
import type { SaveFinancialInformationRequest } from '@harta/contracts/schemas/registration-financial';
import { PageTitle } from '../../../components/page/page-title';
import { useGetContactInfo } from '../api/get-contact-info';
import { useGetFinancialInfo } from '../api/get-financial-info';
import { ContactStep } from '../components/steps/contact-step';
import { FinancialStep } from '../components/steps/financial-step';
import { InvestmentProfileStep } from '../components/steps/investment-profile-step';
import { KnowledgeStep } from '../components/steps/knowledge-step';
import { PersonalStep } from '../components/steps/personal-step';
import { useRegT, type RegKey } from '../i18n/use-reg-t';
import { DocumentReplacementSection } from './document-replacement';
import { EmailChange, PhoneChange } from './channel-change';
import { postProfileUpdate, useFinishProfileUpdate, useProfileUpdate } from './profile-update';
import { SecondFactorSection } from './second-factor-section';
import { useStepUp } from './step-up-dialog';

type Section =
  'personal' | 'document' | 'contact' | 'phone' | 'email' | 'financial' | 'knowledge' | 'investment' | 'secondFactor';

/** The sections whose forms check a country (nationality, address): leaving with one open warns (spec section 2). */
const COUNTRY_CHECKS: readonly Section[] = ['personal', 'contact'];

const SECTIONS: { key: Section; label: RegKey }[] = [
  { key: 'personal', label: 'reg.profile.personal' },
  { key: 'document', label: 'reg.profile.document' },
  { key: 'contact', label: 'reg.profile.contact' },
  { key: 'phone', label: 'reg.profile.phone' },
  { key: 'email', label: 'reg.profile.email' },
  { key: 'financial', label: 'reg.profile.financial' },
  { key: 'knowledge', label: 'reg.profile.knowledge' },
  { key: 'investment', label: 'reg.profile.investment' },
  { key: 'secondFactor', label: 'reg.profile.secondFactor' },
];

function pick<T extends object, K extends keyof T>(source: T, keys: readonly K[]): Pick<T, K> {
  return Object.fromEntries(keys.map((k) => [k, source[k]])) as Pick<T, K>;
}

/**
 * my-profile (issue #13): what registration collected, one section at a time, each edited with its registration
 * form and saved through the profile's update call ({ status, errorMessage }: alert or 'Updated successfully').
 */
export function MyProfilePage() {
  const t = useRegT();
  const contact = useGetContactInfo();
  const financial = useGetFinancialInfo();
  const update = useProfileUpdate();
  const finish = useFinishProfileUpdate();
  const bankStepUp = useStepUp('bank');
  const [open, setOpen] = useState<Section | null>(null);
  const countryCheckOpen = open !== null && COUNTRY_CHECKS.includes(open);
  const blocker = useBlocker(countryCheckOpen);

  useEffect(() => {
    if (!countryCheckOpen) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [countryCheckOpen]);

  if (contact.isPending) {
    return (
      <Container size="md" px="md" aria-busy="true" aria-label={t('app.loading')}>
        <Stack>
          <Skeleton height={32} width="40%" />
          {SECTIONS.map((s) => (
            <Skeleton key={s.key} height={56} />
          ))}
        </Stack>
      </Container>
    );
  }
  if (contact.isError) {
    return (
      <Container size="md" px="md">
        <Alert color="red" variant="light" role="alert" title={t('reg.profile.loadFailed')}>
          <Button mt="sm" variant="light" onClick={() => void contact.refetch()}>
            {t('reg.profile.retry')}
          </Button>
        </Alert>
      </Container>
    );
  }

  const email = contact.data.emailAddress;
  const common = { email, onSaved: () => setOpen(null), submitLabel: t('reg.profile.save') };

  /**
   * Income and tax go together in one call; then, when a bank field changed, the step-up code and the bank call
   * (the server checks the bank change against the saved income and tax, so those are saved first).
   */
  async function updateFinancial(body: SaveFinancialInformationRequest): Promise<boolean> {
    const saved = financial.data;
    const bank = {
      bankCode: body.bankCode,
      bankAccountNumber: body.bankAccountNumber,
      bankAccountHolderName: body.bankAccountHolderName,
    };
    const bankChanged =
      !saved ||
      bank.bankCode.toUpperCase() !== saved.bankCode ||
      bank.bankAccountNumber.replace(/[\s-]/g, '') !== saved.bankAccountNumber ||
      bank.bankAccountHolderName.trim() !== saved.bankAccountHolderName;
    const incomeAndTax = {
      income: pick(body, INCOME_FIELDS),
      tax: pick(body, ['taxResidency', 'taxIdentificationNumber', 'isUsPerson'] as const),
    };
    if (!(await update(ApiPaths.clientProfileUpdate, incomeAndTax, { quiet: bankChanged }))) return false;
    if (!bankChanged) return true;
    // A wrong code keeps the step-up dialog open with its message; any other answer is finished here.
    const result = await bankStepUp.run((stepUpOtp) =>
      postProfileUpdate(ApiPaths.clientProfile.updateBankInformation, { ...bank, stepUpOtp }),
    );
    return result ? finish(result) : false;
  }

  function body(section: Section) {
    switch (section) {
      case 'personal':
        return (
          <PersonalStep {...common} update={(b) => update(ApiPaths.clientProfile.updateClientPersonalInformation, b)} />
        );
      case 'contact':
        return (
          <ContactStep {...common} update={(b) => update(ApiPaths.clientProfile.updateClientContactInformation, b)} />
        );
      case 'document':
        return <DocumentReplacementSection />;
      case 'phone':
        return <PhoneChange current={contact.data?.mobileNumber ?? null} />;
      case 'email':
        return <EmailChange current={email} />;
      case 'financial':
        return <FinancialStep {...common} update={updateFinancial} />;
      case 'knowledge':
        return (
          <KnowledgeStep
            {...common}
            update={(b) => update(ApiPaths.clientProfile.updateKnowledgeQuestionInformation, b)}
          />
        );
      case 'secondFactor':
        return <SecondFactorSection account={email} />;
      case 'investment':
        return (
          <InvestmentProfileStep
            {...common}
            update={(b) => update(ApiPaths.clientProfile.updateInvestmentProfile, b)}
          />
        );
    }
  }

  return (
    <Container size="md" px="md">
      <Stack gap="lg">
        <div>
          <PageTitle>{t('page.myProfile')}</PageTitle>
          <Text c="dimmed" mt="xs">
            {t('reg.profile.intro')}
          </Text>
        </div>
        <Accordion value={open} onChange={(value) => setOpen(value as Section | null)} variant="separated">
          {SECTIONS.map((section) => (
            <Accordion.Item key={section.key} value={section.key}>
              <Accordion.Control>{t(section.label)}</Accordion.Control>
              <Accordion.Panel>{open === section.key && body(section.key)}</Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
        <Group justify="space-between" align="center" gap="sm">
          <Text size="sm" c="dimmed">
            {t('reg.profile.bnmDocumentsHint')}
          </Text>
          <Button component={Link} to={href.to('bnmDocuments')} variant="light" style={{ flexShrink: 0 }}>
            {t('reg.profile.bnmDocuments')}
          </Button>
        </Group>
      </Stack>
      {bankStepUp.dialog}
      <Modal
        opened={blocker.state === 'blocked'}
        onClose={() => blocker.reset?.()}
        title={t('page.myProfile')}
        centered
      >
        <Stack>
          <Text>{t('profile.saveBeforeExit')}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => blocker.proceed?.()}>
              {t('reg.profile.leave')}
            </Button>
            <Button onClick={() => blocker.reset?.()}>{t('reg.profile.stay')}</Button>
          </Group>
        </Stack>
      </Modal>
    </Container>
  );
}
