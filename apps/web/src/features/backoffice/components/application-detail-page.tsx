import '@mantine/core/styles/SimpleGrid.css';
import { Link, Navigate, useParams } from 'react-router';
import { Anchor, Badge, Card, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { ApplicationDetail } from '@harta/contracts/schemas/backoffice';
import type { StaffRole } from '@harta/contracts/staff-roles';
import { holdsAnyRole, useStaffRoles } from '../../../lib/auth/staff-roles';
import { LoadFailedCard } from './load-failed-card';
import { PageTitle } from '../../../components/page/page-title';
import { useApplication } from '../api/get-application';
import { backofficePaths } from '../logic/backoffice-paths';
import { formatDate, formatDateTime } from '../logic/format-date';
import { fullName } from '../logic/filter-applications';
import { formatScore, kycChecks, type CheckOutcome } from '../logic/kyc-checks';
import { BnmReviewCard } from '../bnm/components/bnm-review-card';
import { ClosureCard } from '../closure/components/closure-card';
import { AuditTrail } from './audit-trail';
import { BureauCheckCard } from './bureau-check-card';
import { DecisionCard } from './decision-card';
import { DocumentGallery } from './document-gallery';
import { ContactCard } from './contact-card';
import { FieldList } from './field-list';
import { FinancialCard } from './financial-card';
import { InvestmentProfileCard } from './investment-profile-card';
import { KnowledgeCard } from './knowledge-card';
import { PersonalCard } from './personal-card';
import { RiskFlags } from './risk-flags';
import { StatusBadge } from './status-badge';
import { useBackofficeT, type BackofficeKey } from '../i18n/use-backoffice-t';

/** One application under review: flags first, then who the applicant is, their documents, checks and decision. */
export function ApplicationDetailPage() {
  const { clientId: raw } = useParams();
  const clientId = Number(raw);
  if (!Number.isInteger(clientId) || clientId <= 0) return <Navigate to={backofficePaths.list} replace />;
  return <ApplicationDetailView clientId={clientId} />;
}

function ApplicationDetailView({ clientId }: { clientId: number }) {
  const t = useBackofficeT();
  const application = useApplication(clientId);

  return (
    <Stack gap="lg">
      <Anchor component={Link} to={backofficePaths.list} size="sm" w="fit-content">
        ← {t('backoffice.backToList')}
      </Anchor>
      {application.isPending ? (
        <DetailSkeleton />
      ) : application.isError ? (
        <LoadFailedCard messageKey="backoffice.detailLoadFailed" onRetry={() => void application.refetch()} />
      ) : (
        <DetailBody detail={application.data} />
      )}
    </Stack>
  );
}

function DetailBody({ detail }: { detail: ApplicationDetail }) {
  const t = useBackofficeT();
  // Operations and compliance read this page too; only the cards of their own roles are shown
  // (docs/backoffice.md, "Staff roles").
  const roles = useStaffRoles();
  const may = (allowed: readonly StaffRole[]) => holdsAnyRole(roles, allowed);
  const name = fullName(detail);
  const checks = kycChecks(detail);
  const score = formatScore(detail.faceMatchScore);

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start" gap="sm">
        <div>
          <PageTitle>{name}</PageTitle>
          <Text c="dimmed" mt={4}>
            {detail.submittedAt
              ? t('backoffice.submittedOn', { date: formatDate(detail.submittedAt) })
              : t('backoffice.notSubmitted')}
          </Text>
          {detail.status === 'DRAFT' && (
            <Text c="dimmed" size="sm">
              {t('backoffice.field.currentStep')}: {t('backoffice.stepValue', { step: detail.currentStep })}
            </Text>
          )}
        </div>
        <span data-testid="application-status">
          <StatusBadge status={detail.status} size="lg" />
        </span>
      </Group>

      <RiskFlags detail={detail} />

      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <PersonalCard detail={detail} name={name} />
        <ContactCard detail={detail} />
      </SimpleGrid>

      <Card>
        <Stack gap="md">
          <Title order={2} size="h4">
            {t('backoffice.kyc')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
            <FieldList
              fields={[
                {
                  label: t('backoffice.faceMatch'),
                  value: (
                    <Group gap={6} justify="flex-end" component="span">
                      {score && (
                        <Text component="span" fw={700} className="harta-num" data-testid="face-match-score">
                          {score}
                        </Text>
                      )}
                      <Outcome outcome={checks.faceMatch} />
                    </Group>
                  ),
                },
                { label: t('backoffice.liveness'), value: <Outcome outcome={checks.liveness} /> },
              ]}
            />
            <FieldList
              fields={[
                {
                  label: t('backoffice.attempts'),
                  value: t('backoffice.attemptsValue', {
                    used: detail.kyc.attemptsUsed,
                    left: detail.kyc.attemptsLeft,
                  }),
                },
                { label: t('backoffice.lastChecked'), value: formatDateTime(detail.kyc.lastCheckedAt) },
                ...(detail.kyc.lastReason && !detail.kyc.passed
                  ? [
                      {
                        label: t('backoffice.lastReason'),
                        value: t(`backoffice.kycReason.${detail.kyc.lastReason}` as BackofficeKey),
                      },
                    ]
                  : []),
              ]}
            />
          </SimpleGrid>
        </Stack>
      </Card>

      {may(['reviewer', 'compliance']) && <DocumentGallery detail={detail} name={name} />}

      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <FinancialCard clientId={detail.clientId} financial={detail.financial} />
        <KnowledgeCard knowledge={detail.knowledge} />
      </SimpleGrid>

      <InvestmentProfileCard profile={detail.investmentProfile} knowledgeCap={detail.knowledge?.riskCap ?? null} />

      {may(['reviewer']) && (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <BureauCheckCard clientId={detail.clientId} bureau={detail.bureau} />
          <DecisionCard detail={detail} name={name} />
        </SimpleGrid>
      )}

      {/* Approved clients can be flagged for closure; once closed, the audit trail below tells the story. */}
      {detail.status === 'ACTIVE' && may(['compliance']) && <ClosureCard clientId={detail.clientId} />}

      {/* Central-bank approval documents: only an approved client can upload them. */}
      {detail.status === 'ACTIVE' && may(['reviewer', 'compliance']) && <BnmReviewCard clientId={detail.clientId} />}

      <AuditTrail history={detail.history} />
    </Stack>
  );
}

const OUTCOME_COLOR: Record<CheckOutcome, string> = { passed: 'brand', failed: 'red', notRun: 'gray' };

function Outcome({ outcome }: { outcome: CheckOutcome }) {
  const t = useBackofficeT();
  return (
    <Badge color={OUTCOME_COLOR[outcome]} variant="light" size="sm">
      {t(`backoffice.check.${outcome}`)}
    </Badge>
  );
}

function DetailSkeleton() {
  const t = useBackofficeT();
  return (
    <Stack gap="lg" aria-busy="true" aria-label={t('app.loading')}>
      <Skeleton height={32} width="40%" />
      <Skeleton height={60} radius="lg" />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Skeleton height={200} radius="lg" />
        <Skeleton height={200} radius="lg" />
      </SimpleGrid>
      <Skeleton height={240} radius="lg" />
    </Stack>
  );
}
