import { Card, Container, Skeleton, Stack, Text, Title } from '@mantine/core';
import { LoadFailed } from '../../../components/page/load-failed';
import { PageTitle } from '../../../components/page/page-title';
import { useClientSummary } from '../../../lib/client-profile/use-client-profile';
import { useBnmDocuments } from '../api/get-bnm-documents';
import { useBnmDocumentsT } from '../i18n/use-bnm-documents-t';
import { BnmDocumentItem } from './bnm-document-item';
import { BnmUploadForm } from './bnm-upload-form';

/**
 * my-profile/bnm-documents: the client's central-bank approval documents (docs/account.md "Central-bank approval
 * documents"). The foreign-currency limit notice and the rejected-documents notice lead here; so can My Profile.
 */
export function BnmDocumentsPage() {
  const t = useBnmDocumentsT();
  const summary = useClientSummary();
  const documents = useBnmDocuments();
  return (
    <Container size="sm">
      <Stack gap="lg">
        <PageTitle>{t('bnmDocuments.title')}</PageTitle>
        <Text>{t('bnmDocuments.intro')}</Text>
        <BnmUploadForm clientId={summary.data?.clientId} />
        <Card component="section" aria-labelledby="bnm-list-heading">
          <Stack gap="md">
            <Title order={2} size="h4" id="bnm-list-heading">
              {t('bnmDocuments.listTitle')}
            </Title>
            {documents.isPending ? (
              <Skeleton h={96} />
            ) : documents.isError ? (
              <LoadFailed message={t('bnmDocuments.loadFailed')} onRetry={() => void documents.refetch()} />
            ) : documents.data.length === 0 ? (
              <Text c="dimmed">{t('bnmDocuments.empty')}</Text>
            ) : (
              <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
                {documents.data.map((document) => (
                  <BnmDocumentItem key={document.id} document={document} />
                ))}
              </Stack>
            )}
          </Stack>
        </Card>
      </Stack>
    </Container>
  );
}

export default BnmDocumentsPage;
