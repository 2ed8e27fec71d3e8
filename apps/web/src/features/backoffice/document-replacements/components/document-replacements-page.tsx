import { useState } from 'react';
import { Link } from 'react-router';
import { Anchor, Button, Card, Group, Modal, Skeleton, Stack, Text } from '@mantine/core';
import {
  documentReplacementRejectRequestSchema,
  type DocumentReplacementReviewItem,
} from '@harta/contracts/schemas/profile-documents';
import { showError } from '../../../../components/feedback/feedback-modals';
import { toastSuccess } from '../../../../components/feedback/toasts';
import { LoadFailed } from '../../../../components/page/load-failed';
import { PageTitle } from '../../../../components/page/page-title';
import { downloadFile } from '../../../../lib/http/download-file';
import { DecisionButtons, RejectReasonField } from '../../components/decision-form-parts';
import { backofficePaths } from '../../logic/backoffice-paths';
import { formatDate, formatDateTime } from '../../logic/format-date';
import { useDecideDocumentReplacement, useDocumentReplacementQueue } from '../api/document-replacements';
import { useDocReviewT, type DocReviewKey } from '../i18n/use-doc-review-t';

/** Staff: every identity-document replacement awaiting review, oldest first, each with its client. */
export function DocumentReplacementsPage() {
  const t = useDocReviewT();
  const queue = useDocumentReplacementQueue();
  return (
    <Stack gap="lg">
      <PageTitle>{t('docReview.title')}</PageTitle>
      <Text size="sm" c="dimmed">
        {t('docReview.hint')}
      </Text>
      {queue.isPending ? (
        <Skeleton h={120} />
      ) : queue.isError ? (
        <LoadFailed message={t('docReview.loadFailed')} onRetry={() => void queue.refetch()} />
      ) : queue.data.length === 0 ? (
        <Card>
          <Text>{t('docReview.empty')}</Text>
        </Card>
      ) : (
        <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
          {queue.data.map((item) => (
            <ReplacementItem key={item.id} item={item} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}

const open = (url: string, name: string) => void downloadFile(url, name).catch((e: unknown) => showError(e));

function ReplacementItem({ item }: { item: DocumentReplacementReviewItem }) {
  const t = useDocReviewT();
  const [deciding, setDeciding] = useState<'approve' | 'reject' | null>(null);
  return (
    <Card withBorder component="li" data-testid={`doc-review-${item.id}`}>
      <Stack gap={6}>
        <Text size="sm">
          {t('docReview.client')}:{' '}
          <Anchor component={Link} to={backofficePaths.application(item.clientId)}>
            {item.clientName}
          </Anchor>
        </Text>
        <Text fw={600}>{t('docReview.idNumber', { type: item.idType, number: item.idNumber })}</Text>
        {item.expiryDate && <Text size="sm">{t('docReview.expiry', { date: formatDate(item.expiryDate) })}</Text>}
        <Text size="sm" c="dimmed">
          {t('docReview.sent', { date: formatDateTime(item.submittedAt) })}
        </Text>
        <Group gap="sm">
          {Object.entries(item.fileUrls).map(([page, url]) => (
            <Button key={page} size="xs" variant="default" onClick={() => open(url, `${page}-${item.id}`)}>
              {t('docReview.newPage', { page })}
            </Button>
          ))}
          {item.currentDocuments.map((doc) => (
            <Button
              key={doc.downloadUrl}
              size="xs"
              variant="subtle"
              onClick={() => open(doc.downloadUrl, doc.documentType)}
            >
              {t('docReview.currentPage', { type: doc.documentType })}
            </Button>
          ))}
        </Group>
        <Group gap="sm">
          <Button size="xs" onClick={() => setDeciding('approve')}>
            {t('docReview.approve')}
          </Button>
          <Button size="xs" color="red" variant="outline" onClick={() => setDeciding('reject')}>
            {t('docReview.reject')}
          </Button>
        </Group>
      </Stack>
      <Modal
        opened={deciding !== null}
        onClose={() => setDeciding(null)}
        title={t(deciding === 'reject' ? 'docReview.rejectTitle' : 'docReview.approveTitle')}
        centered
      >
        {deciding && <DecisionForm id={item.id} reject={deciding === 'reject'} onDone={() => setDeciding(null)} />}
      </Modal>
    </Card>
  );
}

/** Approve (a confirmation) or reject (with the reason, checked with the contracts' schema). */
function DecisionForm({ id, reject, onDone }: { id: string; reject: boolean; onDone: () => void }) {
  const t = useDocReviewT();
  const decide = useDecideDocumentReplacement();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        let body: { id: string; reason?: string } = { id };
        if (reject) {
          const parsed = documentReplacementRejectRequestSchema.safeParse({ reason });
          if (!parsed.success) {
            setError(parsed.error.issues[0]!.message);
            return;
          }
          body = { id, reason: parsed.data.reason };
        }
        decide.mutate(body, {
          onSuccess: () => {
            onDone();
            toastSuccess(t(reject ? 'docReview.rejected' : 'docReview.approved'));
          },
          onError: (e) => {
            onDone();
            showError(e);
          },
        });
      }}
    >
      <Stack gap="sm">
        {reject ? (
          <RejectReasonField
            label={t('docReview.rejectReason')}
            value={reason}
            onChange={setReason}
            error={error ? t(error as DocReviewKey) : undefined}
          />
        ) : (
          <Text size="sm">{t('docReview.approveBody')}</Text>
        )}
        <DecisionButtons
          label={t(reject ? 'docReview.reject' : 'docReview.approve')}
          cancelLabel={t('docReview.close')}
          pending={decide.isPending}
          onCancel={onDone}
          danger={reject}
        />
      </Stack>
    </form>
  );
}
