import '@mantine/core/styles/Table.css';
import { Badge, Card, Stack, Table, Text, Title } from '@mantine/core';
import type { ApplicationDetail, AuditActor, AuditEntry } from '@harta/contracts/schemas/backoffice';
import { formatDateTime } from '../logic/format-date';
import { i18n } from '../../../lib/i18n/init-i18n';
import { useBackofficeT, type BackofficeKey, type BackofficeT } from '../i18n/use-backoffice-t';

const ROLE_COLOR: Record<Exclude<AuditActor['role'], 'SYSTEM'>, string> = {
  STAFF: 'blue',
  CLIENT: 'gray',
  UNKNOWN: 'orange',
};

/** A known key in words; anything newer shows as its code rather than nothing. */
function known(t: BackofficeT, key: string, fallback: string): string {
  return i18n.exists(key) ? t(key as BackofficeKey) : fallback;
}

/** Who did what and when to this application, newest first (the server's audit log), in Malaysian time. */
export function AuditTrail({ history }: { history: ApplicationDetail['history'] }) {
  const t = useBackofficeT();
  return (
    <Card>
      <Stack gap="md">
        <div>
          <Title order={2} size="h4">
            {t('backoffice.audit')}
          </Title>
          <Text size="xs" c="dimmed">
            {t('backoffice.audit.timeZone')}
          </Text>
        </div>
        {history.length === 0 ? (
          <Text c="dimmed" size="sm">
            {t('backoffice.auditEmpty')}
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={640}>
            <Table verticalSpacing="xs" data-testid="audit-trail">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('backoffice.audit.when')}</Table.Th>
                  <Table.Th>{t('backoffice.audit.who')}</Table.Th>
                  <Table.Th>{t('backoffice.audit.what')}</Table.Th>
                  <Table.Th>{t('backoffice.audit.details')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {history.map((entry, i) => (
                  <Table.Tr key={`${entry.at}-${i}`} data-testid="audit-entry">
                    <Table.Td className="harta-num" style={{ whiteSpace: 'nowrap', verticalAlign: 'top' }}>
                      <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
                    </Table.Td>
                    <Table.Td style={{ verticalAlign: 'top' }}>
                      <ActorCell actor={entry.actor} />
                    </Table.Td>
                    <Table.Td style={{ verticalAlign: 'top' }}>
                      {known(t, `backoffice.action.${entry.action}`, entry.action)}
                    </Table.Td>
                    <Table.Td style={{ verticalAlign: 'top' }}>
                      <EntryDetails details={entry.details} />
                    </Table.Td>
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

function ActorCell({ actor }: { actor: AuditActor }) {
  const t = useBackofficeT();
  const name =
    actor.name ??
    actor.email ??
    (actor.role === 'SYSTEM' ? t('backoffice.audit.system') : t('backoffice.audit.unknown'));
  return (
    <Stack gap={2} data-testid="audit-actor">
      <Text size="sm" fw={600}>
        {name}
        {actor.role !== 'SYSTEM' && (
          <>
            {' '}
            <Badge component="span" size="xs" variant="light" color={ROLE_COLOR[actor.role]}>
              {t(`backoffice.role.${actor.role}`)}
            </Badge>
          </>
        )}
      </Text>
      {actor.email && actor.email !== name && (
        <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {actor.email}
        </Text>
      )}
      {actor.role === 'SYSTEM' && actor.id !== 'system' && (
        <Text size="xs" c="dimmed">
          {actor.id}
        </Text>
      )}
    </Stack>
  );
}

function EntryDetails({ details }: { details: AuditEntry['details'] }) {
  const t = useBackofficeT();
  if (!details) return null;
  const value = (key: string, v: string | number | boolean | null) => {
    if (v === null) return '—';
    if (typeof v === 'boolean') return v ? t('backoffice.yes') : t('backoffice.no');
    if (key === 'recommendation') return known(t, `backoffice.bureau.${v}`, String(v));
    if (key === 'documentType') return known(t, `backoffice.doc.${v}`, String(v));
    return String(v);
  };
  return (
    <Stack gap={2} component="dl" m={0}>
      {Object.entries(details).map(([key, v]) => (
        <Text key={key} component="div" size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
          <Text component="dt" c="dimmed" size="sm" display="inline">
            {known(t, `backoffice.detail.${key}`, key)}:
          </Text>{' '}
          <Text component="dd" size="sm" display="inline" m={0}>
            {value(key, v)}
          </Text>
        </Text>
      ))}
    </Stack>
  );
}
