import '@mantine/core/styles/Code.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/SimpleGrid.css';
import { useState, type FormEvent } from 'react';
import { Badge, Button, Card, Code, Group, SimpleGrid, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import type { AuditEntry, AuditLogQuery } from '@harta/contracts/schemas/audit-log';
import { LoadFailed } from '../../../../components/page/load-failed';
import { PageTitle } from '../../../../components/page/page-title';
import { formatDateTime } from '../../logic/format-date';
import { useAuditLog } from '../api/get-audit-log';
import { useAuditLogT } from '../i18n/use-audit-log-t';
import { StaffPagination } from '../../../../components/staff/staff-pagination';

const PAGE_SIZE = 25;
type Filters = Record<'subjectType' | 'subjectId' | 'actor' | 'action' | 'from' | 'to', string>;
const NO_FILTERS: Filters = { subjectType: '', subjectId: '', actor: '', action: '', from: '', to: '' };

/**
 * Compliance: the audit log, read-only, newest first, filtered by subject, actor, action and Malaysian dates,
 * one page at a time (docs/backoffice.md, "Audit log").
 */
export function AuditLogPage() {
  const t = useAuditLogT();
  const [draft, setDraft] = useState<Filters>(NO_FILTERS);
  const [applied, setApplied] = useState<Filters>(NO_FILTERS);
  const [page, setPage] = useState(1);
  const query: AuditLogQuery = {
    ...Object.fromEntries(Object.entries(applied).filter(([, v]) => v.trim() !== '')),
    page,
    pageSize: PAGE_SIZE,
  };
  const log = useAuditLog(query);

  const apply = (event: FormEvent) => {
    event.preventDefault();
    setApplied(draft);
    setPage(1);
  };
  const clear = () => {
    setDraft(NO_FILTERS);
    setApplied(NO_FILTERS);
    setPage(1);
  };
  const field = (name: keyof Filters, type = 'text') => ({
    value: draft[name],
    type,
    onChange: (e: { currentTarget: { value: string } }) => {
      const value = e.currentTarget.value;
      setDraft((d) => ({ ...d, [name]: value }));
    },
  });

  return (
    <Stack gap="lg">
      <PageTitle>{t('auditLog.title')}</PageTitle>
      <Text size="sm" c="dimmed">
        {t('auditLog.hint')}
      </Text>
      <Card component="form" onSubmit={apply} aria-label={t('auditLog.title')}>
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="sm">
            <TextInput label={t('auditLog.action')} description={t('auditLog.actionHint')} {...field('action')} />
            <TextInput label={t('auditLog.actor')} description={t('auditLog.actorHint')} {...field('actor')} />
            <TextInput
              label={t('auditLog.subjectType')}
              description={t('auditLog.subjectTypeHint')}
              {...field('subjectType')}
            />
            <TextInput label={t('auditLog.subjectId')} {...field('subjectId')} />
            <TextInput label={t('auditLog.from')} {...field('from', 'date')} />
            <TextInput label={t('auditLog.to')} {...field('to', 'date')} />
          </SimpleGrid>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={clear}>
              {t('auditLog.clear')}
            </Button>
            <Button type="submit">{t('auditLog.apply')}</Button>
          </Group>
        </Stack>
      </Card>
      {log.isPending ? (
        <Stack gap="sm">
          <Skeleton h={72} />
          <Skeleton h={72} />
          <Skeleton h={72} />
        </Stack>
      ) : log.isError ? (
        <LoadFailed message={t('auditLog.loadFailed')} onRetry={() => void log.refetch()} />
      ) : log.data.items.length === 0 ? (
        <Card>
          <Text>{t('auditLog.empty')}</Text>
        </Card>
      ) : (
        <Stack gap="sm">
          <Text size="sm" c="dimmed" data-testid="audit-total">
            {t('auditLog.total', { count: log.data.total })}
          </Text>
          <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
            {log.data.items.map((entry) => (
              <EntryCard key={entry.id} entry={entry} />
            ))}
          </Stack>
          {log.data.total > PAGE_SIZE && (
            <StaffPagination total={Math.ceil(log.data.total / PAGE_SIZE)} value={page} onChange={setPage} />
          )}
        </Stack>
      )}
    </Stack>
  );
}

function EntryCard({ entry }: { entry: AuditEntry }) {
  const t = useAuditLogT();
  return (
    <Card withBorder component="li" data-testid="audit-entry">
      <Stack gap={4}>
        <Group justify="space-between" gap="xs">
          <Badge variant="light" style={{ textTransform: 'none' }}>
            {entry.action}
          </Badge>
          <Text size="sm" c="dimmed">
            {formatDateTime(entry.at)}
          </Text>
        </Group>
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {t('auditLog.subject', { type: entry.subjectType, id: entry.subjectId })}{' '}
          <Text span c="dimmed">
            {t('auditLog.by', { actor: entry.actorName ?? entry.actor })}
          </Text>
        </Text>
        {entry.details !== null && (
          <Code block style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {JSON.stringify(entry.details)}
          </Code>
        )}
      </Stack>
    </Card>
  );
}
