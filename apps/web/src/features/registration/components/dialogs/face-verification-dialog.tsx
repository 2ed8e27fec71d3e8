import '@mantine/core/styles/ThemeIcon.css';
import { Button, Group, Modal, Stack, Text, ThemeIcon } from '@mantine/core';
import type { DocumentMatchingResult } from '@harta/contracts/schemas/registration-documents';
import { useRegT, type AnyKey } from '../../i18n/use-reg-t';

export type FaceVerificationOutcome = Pick<
  DocumentMatchingResult,
  'passed' | 'nextAction' | 'reason' | 'messageKey' | 'message' | 'attemptsLeft'
>;

/** The error dialog's one button: 'Continue' or 'Re-Take ID', as the API's nextAction says (spec section 8). */
export function faceVerifyButtonKey(outcome: FaceVerificationOutcome): 'faceVerify.continue' | 'faceVerify.retakeId' {
  return !outcome.passed && outcome.nextAction === 'RETAKE_ID' ? 'faceVerify.retakeId' : 'faceVerify.continue';
}

/** The error dialog's title names the check that failed, so the person knows what to redo. */
export function faceVerifyErrorTitleKey(outcome: FaceVerificationOutcome): AnyKey {
  return outcome.reason ? (`reg.kyc.errorTitle.${outcome.reason}` as AnyKey) : 'reg.kyc.errorTitle';
}

/**
 * Face-verification pass and error dialogs. A pass offers 'Continue' (on to step 5); an error explains what to
 * fix (the reason's message) and offers the nextAction's button. RETAKE_SELFIE has its own dialog.
 */
export function FaceVerificationDialog({
  outcome,
  onContinue,
  onRetakeId,
}: {
  outcome: FaceVerificationOutcome | null;
  onContinue: () => void;
  onRetakeId: () => void;
}) {
  const t = useRegT();
  const opened = !!outcome && outcome.nextAction !== 'RETAKE_SELFIE';
  if (!outcome) return null;
  const buttonKey = faceVerifyButtonKey(outcome);
  const reasonText = outcome.reason ? t(`kyc.reason.${outcome.reason}` as AnyKey) : null;
  const explanation = reasonText && !reasonText.startsWith('kyc.reason.') ? reasonText : outcome.message;
  return (
    <Modal
      opened={opened}
      onClose={buttonKey === 'faceVerify.retakeId' ? onRetakeId : onContinue}
      title={outcome.passed ? t('reg.kyc.passTitle') : t(faceVerifyErrorTitleKey(outcome))}
      centered
      withCloseButton={false}
      closeOnClickOutside={false}
    >
      <Stack>
        <Group wrap="nowrap" align="flex-start">
          <ThemeIcon radius="xl" size="lg" color={outcome.passed ? 'brand' : 'red'} variant="light" aria-hidden="true">
            {outcome.passed ? '✓' : '!'}
          </ThemeIcon>
          <Stack gap={4}>
            <Text>{outcome.passed ? t('reg.kyc.passBody') : explanation}</Text>
            {!outcome.passed && (
              <Text size="sm" c="dimmed">
                {t('reg.kyc.attemptsLeft', { count: outcome.attemptsLeft })}
              </Text>
            )}
          </Stack>
        </Group>
        <Group justify="flex-end">
          <Button
            data-autofocus
            onClick={buttonKey === 'faceVerify.retakeId' ? onRetakeId : onContinue}
            color={outcome.passed ? 'brand' : undefined}
          >
            {t(buttonKey)}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** Liveness failed: take the selfie again (the ID photos are kept). */
export function RetakeSelfieDialog({
  outcome,
  onRetake,
}: {
  outcome: FaceVerificationOutcome | null;
  onRetake: () => void;
}) {
  const t = useRegT();
  const opened = !!outcome && !outcome.passed && outcome.nextAction === 'RETAKE_SELFIE';
  return (
    <Modal opened={opened} onClose={onRetake} title={t('reg.kyc.errorTitle.LIVENESS_FAILED')} centered>
      <Stack>
        <Text>{outcome?.reason ? t(`kyc.reason.${outcome.reason}` as AnyKey) : t('reg.kyc.retakeSelfieBody')}</Text>
        <Text size="sm">{t('reg.kyc.retakeSelfieBody')}</Text>
        {outcome && (
          <Text size="sm" c="dimmed">
            {t('reg.kyc.attemptsLeft', { count: outcome.attemptsLeft })}
          </Text>
        )}
        <Group justify="flex-end">
          <Button data-autofocus onClick={onRetake}>
            {t('reg.kyc.retakeSelfie')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
