import '../../../components/plain/plain.css';
import { useDeferredValue, useLayoutEffect, useState } from 'react';
import { Container, Skeleton, Stack } from '@mantine/core';
import { useClientBasicInfo } from '../../../lib/client-profile/use-client-profile';
import { useDashboardSummary } from '../../../lib/dashboard/api/get-dashboard-summary';
import { usePortfolios } from '../../../lib/portfolios/api/get-portfolios';
import { LoadingBlock } from '../../../components/feedback/loading-block';
import { statusLabelKey } from '../../../lib/client-profile/status-label';
import { PageTitle } from '../../../components/page/page-title';
import { LoadFailed } from '../../../components/page/load-failed';
import { PortfoliosSection } from './portfolios-section';
import { SummarySection } from './summary-section';
import { MoneyActions } from './money-actions';
import { useWelcome } from '../api/activate-client';
import { WelcomeModal } from './welcome-modal';
import { useDashboardT, type DashboardT } from '../i18n/use-dashboard-t';
import { dropFirstView } from '../../../lib/first-view/first-view';

/**
 * The dashboard: greeting and account status, the client's money (total value, net deposits, return, what is in
 * progress), the goals (portfolios) with their values, returns and allocations, and the Welcome modal on the first
 * visit after approval. The pending-deposit modal is the payments feature's, placed beside this page by the router.
 * One translation hook for the page, its `t` handed to the sections (a hook a component was a subscription each).
 */
export function DashboardPage() {
  const t = useDashboardT();
  const info = useClientBasicInfo();
  const summary = useDashboardSummary();
  const portfolios = usePortfolios();
  const statusText = (status: string) => {
    const key = statusLabelKey(status);
    return key ? t(key) : status;
  };

  // The page shows whole, once its three answers are in (they are asked for together): a section that filled in
  // while the ones below it were still loading would push them down (the layout shifts a phone user sees).
  const loading = info.isLoading || summary.isPending || portfolios.isPending;
  // The skeleton gives way to the page in one commit, rendered as a deferred (transition) render: React builds the
  // page's few hundred elements in slices of a few ms, so the main thread is never blocked long (TBT), and the
  // skeleton stays on screen until the whole page is ready (no layout shift).
  const ready = useDeferredValue(!loading);
  // The first view painted before the app (first-view/) gives way to the page in the commit that shows it: one frame,
  // the same boxes, never the skeleton in between.
  useLayoutEffect(() => {
    if (ready) dropFirstView();
  }, [ready]);

  return (
    <Container size="md">
      {!ready ? (
        <DashboardSkeleton t={t} />
      ) : (
        <div className="harta-stack harta-gap-lg">
          {info.isPending ? (
            <Stack gap="xs" aria-busy="true" aria-label={t('app.loading')}>
              <Skeleton height={32} width="50%" />
              <Skeleton height={18} width="30%" />
            </Stack>
          ) : info.isError ? (
            <LoadFailed onRetry={() => void info.refetch()} />
          ) : (
            <div>
              <PageTitle>{t('dashboard.greeting', { name: info.data.givenName })}</PageTitle>
              <p className="harta-text harta-dimmed" style={{ marginTop: 4 }}>
                {t('dashboard.status', { status: statusText(info.data.status) })}
              </p>
            </div>
          )}
          <MoneyActions t={t} />
          <SummarySection summary={summary} t={t} />
          <PortfoliosSection portfolios={portfolios} summary={summary} t={t} />
        </div>
      )}
      <Welcome />
    </Container>
  );
}

/**
 * The Welcome modal, mounted from the first time it is to be shown on (it closes with its animation); a component of
 * its own, so that the answer re-renders it, not the page. Its code stays in the page's chunk: loaded apart, Mantine's
 * Modal and ScrollArea became three more requests at start (the idle watcher needs them too), queued on HTTP/1.1's
 * six connections ahead of the dashboard's API calls.
 */
function Welcome() {
  const { show, dismiss } = useWelcome();
  const [shownOnce, setShownOnce] = useState(show);
  if (show && !shownOnce) setShownOnce(true);
  return shownOnce ? <WelcomeModal show={show} dismiss={dismiss} /> : null;
}

/** The dashboard's shape while its figures load: the greeting, the summary card and a goal card, one status. */
function DashboardSkeleton({ t }: { t: DashboardT }) {
  return (
    <LoadingBlock label={t('app.loading')} data-testid="dashboard-loading">
      <Stack gap="lg">
        <Stack gap="xs">
          <Skeleton height={32} width="50%" />
          <Skeleton height={18} width="30%" />
        </Stack>
        <Skeleton height={260} radius="md" />
        <Skeleton height={28} width="40%" />
        <Skeleton height={320} radius="md" />
      </Stack>
    </LoadingBlock>
  );
}

export default DashboardPage;
