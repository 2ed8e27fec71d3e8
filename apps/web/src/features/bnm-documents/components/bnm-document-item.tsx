import '@mantine/core/styles/Badge.css';
import { useState } from 'react';
import { Badge, Button, Card, FileButton, Group, Modal, Stack, Text } from '@mantine/core';
import { bnmDocumentFileRules, type BnmDocument, type BnmDocumentStatus } from '@harta/contracts/schemas/bnm-documents';
import { validateFile } from '@harta/contracts/validators';
import { showAlert, showError } from '../../../components/feedback/feedback-modals';
import { toastSuccess } from '../../../components/feedback/toasts';
import { downloadFile } from '../../../lib/http/download-file';
import { formatDate } from '../../../lib/i18n/format-date';
import { useCancelBnmDocument } from '../api/cancel-bnm-document';
import { useUpdateBnmDocument } from '../api/update-bnm-document';
import { useBnmDocumentsT, type BnmDocumentsKey } from '../i18n/use-bnm-documents-t';
import { ACCEPTED_FILES } from './bnm-upload-form';

const STATUS_COLOURS: Record<BnmDocumentStatus, string> = {
  SUBMITTED: 'blue',
  APPROVED: 'green',
  REJECTED: 'red',
  CANCELLED: 'gray',
};

/** One document: its status (in words, never colour alone), the period or the reason, and what the client may do. */
export function BnmDocumentItem({ document }: { document: BnmDocument }) {
  const t = useBnmDocumentsT();
  const cancel = useCancelBnmDocument();
  const update = useUpdateBnmDocument();
  const [confirming, setConfirming] = useState(false);
  const replaceable = document.status === 'SUBMITTED' || document.status === 'REJECTED';

  const replace = async (file: File | null) => {
    if (!file) return;
    const invalid = validateFile(file, bnmDocumentFileRules);
    if (invalid) {
      showAlert(t(invalid.key as BnmDocumentsKey, invalid.values));
      return;
    }
    try {
      await update.mutateAsync({ id: document.id, file });
      toastSuccess(t('bnmDocuments.replaced'));
    } catch (e) {
      showError(e);
    }
  };

  return (
    <Card withBorder component="li" data-testid={`bnm-document-${document.id}`}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {document.fileName}
          </Text>
          <Badge variant="light" color={STATUS_COLOURS[document.status]}>
            {t(`bnmDocuments.status.${document.status}`)}
          </Badge>
        </Group>
        {document.description && <Text size="sm">{document.description}</Text>}
        <Text size="sm" c="dimmed">
          {t('bnmDocuments.uploadedOn', { date: formatDate(document.uploadedAt) })}
        </Text>
        {document.status === 'APPROVED' && document.validFrom && document.validUntil && (
          <Text size="sm">
            {t('bnmDocuments.period', { from: formatDate(document.validFrom), until: formatDate(document.validUntil) })}
          </Text>
        )}
        {document.status === 'REJECTED' && document.rejectReason && (
          <Text size="sm" c="red.8">
            {t('bnmDocuments.rejectReason', { reason: document.rejectReason })}
          </Text>
        )}
        <Group gap="sm">
          <Button
            variant="default"
            size="xs"
            onClick={() => void downloadFile(document.viewUrl, document.fileName).catch((e: unknown) => showError(e))}
          >
            {t('bnmDocuments.view')}
          </Button>
          {replaceable && (
            <FileButton accept={ACCEPTED_FILES} onChange={(file) => void replace(file)}>
              {(props) => (
                <Button
                  {...props}
                  size="xs"
                  variant={document.status === 'REJECTED' ? 'filled' : 'default'}
                  loading={update.isPending}
                >
                  {t('bnmDocuments.replace')}
                </Button>
              )}
            </FileButton>
          )}
          {document.status === 'SUBMITTED' && (
            <Button size="xs" variant="subtle" color="red" onClick={() => setConfirming(true)}>
              {t('bnmDocuments.cancel')}
            </Button>
          )}
        </Group>
      </Stack>
      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={t('bnmDocuments.cancelConfirmTitle')}
        centered
      >
        <Stack gap="md">
          <Text>{t('bnmDocuments.cancelConfirmBody')}</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setConfirming(false)} disabled={cancel.isPending}>
              {t('bnmDocuments.cancelKeep')}
            </Button>
            <Button
              color="red"
              data-autofocus
              loading={cancel.isPending}
              onClick={() =>
                cancel.mutate(document.id, {
                  onSuccess: () => {
                    setConfirming(false);
                    toastSuccess(t('bnmDocuments.cancelled'));
                  },
                  onError: (e) => {
                    setConfirming(false);
                    showError(e);
                  },
                })
              }
            >
              {t('bnmDocuments.cancel')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Card>
  );
}
