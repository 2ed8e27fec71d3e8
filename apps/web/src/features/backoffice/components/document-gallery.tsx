import '@mantine/core/styles/SimpleGrid.css';
import { useRef } from 'react';
import { Anchor, Badge, Button, Card, Center, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { ApplicationDetail } from '@harta/contracts/schemas/backoffice';
import type { ClientDocument } from '@harta/contracts/schemas/registration-documents';
import { useDocumentFile, useObjectUrlOn } from '../api/get-document-file';
import { formatDate } from '../logic/format-date';
import { useBackofficeT } from '../i18n/use-backoffice-t';

const ORDER = { ID_FRONT: 0, ID_BACK: 1, SELFIE: 2 } as const;

/** ID pages and the selfie, fetched with the staff token (every fetch is audited on the server). */
export function DocumentGallery({ detail, name }: { detail: ApplicationDetail; name: string }) {
  const t = useBackofficeT();
  const docs = [...detail.documents];
  if (detail.selfie && !docs.some((d) => d.documentId === detail.selfie!.documentId)) docs.push(detail.selfie);
  docs.sort((a, b) => ORDER[a.documentType] - ORDER[b.documentType]);

  return (
    <Card>
      <Stack gap="md">
        <Title order={2} size="h4">
          {t('backoffice.documents')}
        </Title>
        {docs.length === 0 ? (
          <Text c="dimmed">{t('backoffice.noDocuments')}</Text>
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
            {docs.map((doc) => (
              <DocumentTile key={doc.documentId} doc={doc} name={name} />
            ))}
          </SimpleGrid>
        )}
      </Stack>
    </Card>
  );
}

function DocumentTile({ doc, name }: { doc: ClientDocument; name: string }) {
  const t = useBackofficeT();
  const file = useDocumentFile(doc.downloadUrl);
  const img = useRef<HTMLImageElement>(null);
  const link = useRef<HTMLAnchorElement>(null);
  useObjectUrlOn(file.data, img, link);
  const type = t(`backoffice.doc.${doc.documentType}`);
  const isPdf = doc.contentType === 'application/pdf';
  return (
    <Stack gap={6} component="figure" m={0} data-testid={`document-${doc.documentType}`}>
      <Center
        h={200}
        style={{
          borderRadius: 'var(--mantine-radius-md)',
          background: 'var(--harta-page-bg)',
          border: '1px solid var(--harta-border)',
          overflow: 'hidden',
        }}
      >
        {file.isError ? (
          <Stack align="center" gap={6} p="sm">
            <Text size="sm" c="red" role="alert" ta="center">
              {t('backoffice.docFailed')}
            </Text>
            <Button size="xs" variant="default" onClick={() => void file.refetch()}>
              {t('app.retry')}
            </Button>
          </Stack>
        ) : file.isPending ? (
          <Skeleton h="100%" w="100%" aria-label={t('app.loading')} />
        ) : isPdf ? (
          <Anchor ref={link} target="_blank" rel="noopener">
            {t('backoffice.openPdf')}
          </Anchor>
        ) : (
          <a ref={link} target="_blank" rel="noopener" title={t('backoffice.openFull')}>
            <img
              ref={img}
              alt={t('backoffice.docAlt', { type, name })}
              style={{ maxWidth: '100%', maxHeight: 200, display: 'block', objectFit: 'contain' }}
            />
          </a>
        )}
      </Center>
      <Group component="figcaption" justify="space-between" gap={4}>
        <Badge variant="light" color="gray" size="sm">
          {type}
        </Badge>
        <Text size="xs" c="dimmed">
          {t('backoffice.uploadedOn', { date: formatDate(doc.uploadedAt) })}
        </Text>
      </Group>
    </Stack>
  );
}
