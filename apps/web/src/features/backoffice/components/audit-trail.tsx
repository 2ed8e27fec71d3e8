import '@mantine/core/styles/Table.css';
import { Card, Stack, Table, Text, Title } from '@mantine/core';
import type { ApplicationDetail } from '@harta/contracts/schemas/backoffice';
import { formatDateTime } from '../logic/format-date';
import { i18n } from '../../../lib/i18n/init-i18n';
import { useBackofficeT, type BackofficeKey } from '../i18n/use-backoffice-t';

/** Who did what and when to this application, newest first (the server's audit log). */
export function AuditTrail({ history }: { history: ApplicationDetail['history'] }) {
  const t = useBackofficeT();
  // Known audit actions in words; anything newer shows its code rather than nothing.
  const actionLabel = (action: string) => {
    const key = `backoffice.action.${action}`;
    return i18n.exists(key) ? t(key as BackofficeKey) : action;
  };
  return (
    <Card>
      <Stack gap="md">
        <Title order={2} size="h4">
          {t('backoffice.audit')}
        </Title>
        {history.length === 0 ? (
          <Text c="dimmed" size="sm">
            {t('backoffice.auditEmpty')}
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={480}>
            <Table verticalSpacing="xs" data-testid="audit-trail">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('backoffice.audit.when')}</Table.Th>
                  <Table.Th>{t('backoffice.audit.who')}</Table.Th>
                  <Table.Th>{t('backoffice.audit.what')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {history.map((entry, i) => (
                  <Table.Tr key={`${entry.at}-${i}`}>
                    <Table.Td className="harta-num" style={{ whiteSpace: 'nowrap' }}>
                      {formatDateTime(entry.at)}
                    </Table.Td>
                    <Table.Td>{entry.actor}</Table.Td>
                    <Table.Td>{actionLabel(entry.action)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Card>
  );
}
