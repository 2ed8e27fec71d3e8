import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/SimpleGrid.css';
import { useState } from 'react';
import { Alert, Badge, Button, Divider, Group, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import {
  IdTypes,
  requiredDocumentTypes,
  type ClientDocument,
  type DocumentMatchingResult,
  type DocumentType,
  type IdType,
} from '@harta/contracts/schemas/registration-documents';
import { showError } from '../../../../components/feedback/feedback-modals';
import { useClientDocuments } from '../../api/get-client-documents';
import { useLiveDetectionInfo } from '../../api/get-live-detection-info';
import { useSaveClientDocument } from '../../api/save-client-document';
import { useSaveDocumentMatching } from '../../api/save-document-matching';
import { useRegT } from '../../i18n/use-reg-t';
import { FaceVerificationDialog, RetakeSelfieDialog } from '../dialogs/face-verification-dialog';
import { HandoffDialog } from '../dialogs/handoff-dialog';
import { DocumentDrop } from '../identity/document-drop';
import { SelfieCapture } from '../identity/selfie-capture';
import { StepCard, StepSkeleton } from '../step-card';

/**
 * Step 4: the ID document (front, back unless passport) and a selfie with a liveness prompt, then the e-KYC
 * check. The result dialog says what to do next (the API's nextAction); the selfie can also be taken on a phone
 * through the QR hand-off.
 */
export function IdentityStep({
  onDone,
  onHandoffCreated,
}: {
  onDone: () => Promise<void> | void;
  /** A hand-off code was shown: the page starts watching for the phone's progress. */
  onHandoffCreated?: () => void;
}) {
  const t = useRegT();
  const documents = useClientDocuments();
  const live = useLiveDetectionInfo();
  const upload = useSaveClientDocument();
  const matching = useSaveDocumentMatching();
  const [chosenIdType, setIdType] = useState<IdType | null>(null);
  const [outcome, setOutcome] = useState<DocumentMatchingResult | null>(null);
  const [retakeSelfie, setRetakeSelfie] = useState(false);
  const [retakeId, setRetakeId] = useState(false);
  /** ID pages uploaded again since 'Re-Take ID' (the old ones failed and must be replaced first). */
  const [replaced, setReplaced] = useState<DocumentType[]>([]);
  const [handoffOpen, setHandoffOpen] = useState(false);
  const [continuing, setContinuing] = useState(false);

  if (documents.isPending || live.isPending) return <StepSkeleton />;
  if (documents.isError || live.isError) {
    return (
      <StepCard title={t('reg.step.identity')}>
        <Button onClick={() => void Promise.all([documents.refetch(), live.refetch()])}>{t('app.retry')}</Button>
      </StepCard>
    );
  }

  const idType: IdType = chosenIdType ?? documents.data.idType ?? 'MYKAD';
  const byType = new Map<DocumentType, ClientDocument>();
  for (const doc of documents.data.documents) if (doc.idType === idType) byType.set(doc.documentType, doc);
  const required = requiredDocumentTypes(idType);
  const idPages = required.filter((type) => type !== 'SELFIE');
  const idReady = idPages.every((type) => (retakeId ? replaced.includes(type) : byType.has(type)));
  const selfie = byType.get('SELFIE') ?? documents.data.documents.find((d) => d.documentType === 'SELFIE');
  const allReady = idReady && !!selfie;
  const showCamera = !selfie || retakeSelfie;
  const info = live.data;

  const verify = async () => {
    try {
      const result = await matching.mutateAsync();
      setRetakeId(false);
      setRetakeSelfie(false);
      setOutcome(result);
    } catch (error) {
      showError(error);
    }
  };

  const onSelfie = async ({ blob, fileName }: { blob: Blob; fileName: string }) => {
    try {
      await upload.mutateAsync({ idType, documentType: 'SELFIE', file: blob, fileName });
      setRetakeSelfie(false);
      if (idReady) await verify();
    } catch (error) {
      showError(error);
    }
  };

  const proceed = async () => {
    setOutcome(null);
    setContinuing(true);
    try {
      await onDone();
    } finally {
      setContinuing(false);
    }
  };

  return (
    <StepCard title={t('reg.step.identity')} intro={t('reg.identity.intro')}>
      <Stack gap="lg">
        {info.passed && (
          <Alert color="brand" variant="light" title={t('reg.identity.verified')}>
            <Button mt="xs" onClick={proceed} loading={continuing}>
              {t('faceVerify.continue')}
            </Button>
          </Alert>
        )}
        {info.locked && !info.passed && (
          <Alert color="red" variant="light" role="alert" title={t('reg.identity.lockedTitle')}>
            {t('reg.identity.lockedBody')}
          </Alert>
        )}
        <Select
          label={t('reg.field.idType')}
          data={IdTypes.map((value) => ({ value, label: t(`reg.idType.${value}`) }))}
          value={idType}
          onChange={(value) => value && setIdType(value as IdType)}
          allowDeselect={false}
          required
        />
        {retakeId && (
          <Alert color="yellow" variant="light" role="alert">
            {t('reg.identity.retakeIdHint')}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, sm: idPages.length }}>
          {idPages.map((type) => (
            <DocumentDrop
              key={`${idType}-${type}`}
              documentType={type}
              idType={idType}
              existing={retakeId && !replaced.includes(type) ? undefined : byType.get(type)}
              label={t(`reg.document.${type}`)}
              onUploaded={() => setReplaced((list) => (list.includes(type) ? list : [...list, type]))}
            />
          ))}
        </SimpleGrid>
        <Divider />
        {showCamera ? (
          <SelfieCapture onCaptured={onSelfie} busy={upload.isPending || matching.isPending} />
        ) : (
          <Group justify="space-between">
            <Group gap="xs">
              <Text fw={600}>{t('reg.selfie.title')}</Text>
              <Badge color="brand" variant="light">
                {t('reg.identity.uploaded')}
              </Badge>
            </Group>
            <Button variant="subtle" onClick={() => setRetakeSelfie(true)}>
              {t('reg.selfie.retake')}
            </Button>
          </Group>
        )}
        <Group justify="space-between" align="center">
          <Button variant="subtle" onClick={() => setHandoffOpen(true)}>
            {t('reg.handoff.open')}
          </Button>
          {/* Attempts matter only until the check has passed. */}
          {!info.passed && (
            <Text size="sm" c="dimmed" data-testid="attempts-left">
              {t('reg.kyc.attemptsLeft', { count: info.attemptsLeft })}
            </Text>
          )}
        </Group>
        {!info.passed && (
          <Group justify="flex-end">
            <Button
              onClick={verify}
              loading={matching.isPending}
              disabled={!allReady || info.locked || upload.isPending}
            >
              {t('reg.identity.verify')}
            </Button>
          </Group>
        )}
      </Stack>
      <FaceVerificationDialog
        outcome={outcome}
        onContinue={() => (outcome?.passed ? void proceed() : setOutcome(null))}
        onRetakeId={() => {
          setOutcome(null);
          setReplaced([]);
          setRetakeId(true);
        }}
      />
      <RetakeSelfieDialog
        outcome={outcome}
        onRetake={() => {
          setOutcome(null);
          setRetakeSelfie(true);
        }}
      />
      {handoffOpen && <HandoffDialog onCreated={onHandoffCreated} onClose={() => setHandoffOpen(false)} />}
    </StepCard>
  );
}
