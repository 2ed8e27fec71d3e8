import '@mantine/core/styles/Badge.css';
import type { ReactNode } from 'react';
import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import type { BnmDocument, BnmDocumentStatus } from '@harta/contracts/schemas/bnm-documents';
import { showError } from '../../../../components/feedback/feedback-modals';
import { downloadFile } from '../../../../lib/http/download-file';
import { formatDate, formatDateTime } from '../../logic/format-date';
import { useBnmReviewT } from '../i18n/use-bnm-review-t';
import { BnmReviewActions } from './bnm-review-actions';

const STATUS_COLOURS: Record<BnmDocumentStatus, string> = {
  SUBMITTED: 'blue',
  APPROVED: 'green',
  REJECTED: 'red',
  CANCELLED: 'gray',
};

/** One document for staff: status in words, dates, the period or reason, the file, and the review while pending. */
export function BnmDocumentSummary({ document, client }: { document: BnmDocument; client?: ReactNode }) {
  const t = useBnmReviewT();
  return (
    <Card withBorder component="li" data-testid={`bnm-review-${document.id}`}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {document.fileName}
          </Text>
          <Badge variant="light" color={STATUS_COLOURS[document.status]}>
            {t(`bnmReview.status.${document.status}`)}
          </Badge>
        </Group>
        {client}
        {document.description && <Text size="sm">{document.description}</Text>}
        <Text size="sm" c="dimmed">
          {t('bnmReview.uploaded', { date: formatDateTime(document.uploadedAt) })}
        </Text>
        {document.status === 'APPROVED' && (
          <Text size="sm">
            {t('bnmReview.period', { from: formatDate(document.validFrom), until: formatDate(document.validUntil) })}
          </Text>
        )}
        {document.status === 'REJECTED' && document.rejectReason && (
          <Text size="sm">{t('bnmReview.reason', { reason: document.rejectReason })}</Text>
        )}
        <Group gap="sm">
          <Button
            size="xs"
            variant="default"
            onClick={() => void downloadFile(document.viewUrl, document.fileName).catch((e: unknown) => showError(e))}
          >
            {t('bnmReview.view')}
          </Button>
          {document.status === 'SUBMITTED' && <BnmReviewActions documentId={document.id} />}
        </Group>
      </Stack>
    </Card>
  );
}
