import { Card, Skeleton, Stack, Text, Title } from '@mantine/core';
import { LoadFailed } from '../../../../components/page/load-failed';
import { useClientBnmDocuments } from '../api/bnm-review';
import { useBnmReviewT } from '../i18n/use-bnm-review-t';
import { BnmDocumentSummary } from './bnm-document-summary';

/** A client's central-bank approval documents on their application page, with the review of pending ones. */
export function BnmReviewCard({ clientId }: { clientId: number }) {
  const t = useBnmReviewT();
  const documents = useClientBnmDocuments(clientId);
  return (
    <Card component="section" aria-labelledby="bnm-review-heading" data-testid="bnm-review-card">
      <Stack gap="md">
        <Title order={2} size="h4" id="bnm-review-heading">
          {t('bnmReview.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('bnmReview.hint')}
        </Text>
        {documents.isPending ? (
          <Skeleton h={72} />
        ) : documents.isError ? (
          <LoadFailed message={t('bnmReview.loadFailed')} onRetry={() => void documents.refetch()} />
        ) : documents.data.length === 0 ? (
          <Text size="sm">{t('bnmReview.empty')}</Text>
        ) : (
          <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
            {documents.data.map((document) => (
              <BnmDocumentSummary key={document.id} document={document} />
            ))}
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
