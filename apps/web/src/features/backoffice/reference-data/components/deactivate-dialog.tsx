import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { ReferenceItem } from '@harta/contracts/schemas/reference-data-admin';
import { showError } from '../../../../components/feedback/feedback-modals';
import { toastSuccess } from '../../../../components/feedback/toasts';
import { isApprovalRequest } from '@harta/contracts/schemas/approvals';
import { toastSentForApproval } from '../../approvals/components/pending-approval-note';
import { useSetReferenceItemActive } from '../api/set-reference-item-active';
import { useReferenceDataT } from '../i18n/use-reference-data-t';

/** Deactivating takes an item away from clients, so it asks first and says what happens to existing records. */
export function DeactivateDialog({
  list,
  item,
  onClose,
}: {
  list: string;
  item: ReferenceItem | null;
  onClose: () => void;
}) {
  const t = useReferenceDataT();
  const setActive = useSetReferenceItemActive(list);

  const confirm = () => {
    if (!item) return;
    setActive.mutate(
      { code: item.code, active: false },
      {
        onSuccess: (answer) => {
          onClose();
          if (isApprovalRequest(answer)) toastSentForApproval();
          else toastSuccess(t('referenceData.deactivated', { code: item.code }));
        },
        onError: (error) => showError(error),
      },
    );
  };

  return (
    <Modal
      opened={item !== null}
      onClose={onClose}
      title={item ? t('referenceData.deactivateTitle', { code: item.code }) : ''}
      centered
    >
      <Stack gap="md">
        <Text>{item && t('referenceData.deactivateBody', { label: item.label })}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={setActive.isPending}>
            {t('referenceData.cancel')}
          </Button>
          <Button color="red" onClick={confirm} loading={setActive.isPending} data-autofocus>
            {t('referenceData.confirmDeactivate')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
