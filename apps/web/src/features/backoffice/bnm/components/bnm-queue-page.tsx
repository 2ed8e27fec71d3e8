import { Link } from 'react-router';
import { Anchor, Card, Skeleton, Stack, Text } from '@mantine/core';
import { LoadFailed } from '../../../../components/page/load-failed';
import { PageTitle } from '../../../../components/page/page-title';
import { backofficePaths } from '../../logic/backoffice-paths';
import { useBnmReviewQueue } from '../api/bnm-review';
import { useBnmReviewT } from '../i18n/use-bnm-review-t';
import { BnmDocumentSummary } from './bnm-document-summary';

/** Staff: every central-bank approval document awaiting review, oldest first, each with its client. */
export function BnmQueuePage() {
  const t = useBnmReviewT();
  const queue = useBnmReviewQueue();
  return (
    <Stack gap="lg">
      <PageTitle>{t('bnmReview.queueTitle')}</PageTitle>
      <Text size="sm" c="dimmed">
        {t('bnmReview.hint')}
      </Text>
      {queue.isPending ? (
        <Skeleton h={120} />
      ) : queue.isError ? (
        <LoadFailed message={t('bnmReview.loadFailed')} onRetry={() => void queue.refetch()} />
      ) : queue.data.length === 0 ? (
        <Card>
          <Text>{t('bnmReview.queueEmpty')}</Text>
        </Card>
      ) : (
        <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
          {queue.data.map((item) => (
            <BnmDocumentSummary
              key={item.id}
              document={item}
              client={
                <Text size="sm">
                  {t('bnmReview.client')}:{' '}
                  <Anchor component={Link} to={backofficePaths.application(item.clientId)}>
                    {item.clientName}
                  </Anchor>
                </Text>
              }
            />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
