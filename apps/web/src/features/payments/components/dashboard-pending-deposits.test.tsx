import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetHttpClientConfig } from '../../../lib/http/http-config';
import { fakeApi } from '../../../test/fake-api';
import { fakeAuth, renderPage, testQueryClient } from '../../../test/render';
import { dashboardSummary } from '../../../test/returns-payloads';
import { DashboardPendingDeposits } from './dashboard-pending-deposits';

/** The first wait of a test imports the page's and the schema's chunks cold: slow on a busy machine. */
const SLOW = { timeout: 8000 };

const auth = fakeAuth({ status: 'authenticated', roles: ['c'] });

describe('the pending-deposit modal on the dashboard', { timeout: 20_000 }, () => {
  afterEach(() => resetHttpClientConfig());

  it('says a deposit is being processed while the summary has one, with links to transactions and dashboard', async () => {
    fakeApi({ 'GET /api/dashboard/getDashBoardSummary': () => ({ result: dashboardSummary() }) });
    const user = userEvent.setup();
    renderPage(<DashboardPendingDeposits />, { auth, queryClient: testQueryClient() });
    const dialog = await screen.findByRole('dialog', {}, SLOW);
    expect(dialog).toHaveTextContent('We are processing your transaction(s)');
    expect(within(dialog).getByRole('link', { name: 'View transactions' })).toHaveAttribute('href', '/transactions');
    expect(within(dialog).getByRole('link', { name: 'Go to dashboard' })).toHaveAttribute('href', '/dashboard');

    // Closed, it stays closed for these pending deposits, also when the dashboard is opened again.
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    renderPage(<DashboardPendingDeposits />, { auth, queryClient: testQueryClient() });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('on the dashboard itself offers OK instead of a link to the dashboard', async () => {
    sessionStorage.clear();
    fakeApi({ 'GET /api/dashboard/getDashBoardSummary': () => ({ result: dashboardSummary() }) });
    const user = userEvent.setup();
    renderPage(<DashboardPendingDeposits />, { auth, queryClient: testQueryClient() }, '/dashboard');
    const dialog = await screen.findByRole('dialog', {}, SLOW);
    expect(within(dialog).queryByRole('link', { name: 'Go to dashboard' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'View transactions' })).toHaveAttribute('href', '/transactions');
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('stays away when no deposit is processing', async () => {
    const { calls } = fakeApi({
      'GET /api/dashboard/getDashBoardSummary': () => ({
        result: dashboardSummary({ hasProcessingDeposit: false, pending: [] }),
      }),
    });
    renderPage(<DashboardPendingDeposits />, { auth, queryClient: testQueryClient() });
    await waitFor(() => expect(calls).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
