import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetHttpClientConfig } from '../../../lib/http/http-config';
import { renderRoutes } from '../../../test/render';
import { bureau, detail, fakeApi } from '../test/backoffice-fixtures';
import { BackofficePage } from './backoffice-page';

const toast = vi.hoisted(() => vi.fn());
vi.mock('../../../components/feedback/toasts', () => ({ toastSuccess: toast }));

function renderDetail() {
  return renderRoutes([{ path: '/backoffice/*', element: <BackofficePage /> }], '/backoffice/applications/3');
}

function decided(status: string, decision: 'APPROVE' | 'REJECT', reason: string | null = null) {
  return detail({
    status,
    decision: { decision, reason, decidedBy: 'staff@example.com', decidedAt: '2026-11-26T10:00:00.000Z' },
  });
}

describe('Back office: application detail', { timeout: 20_000 }, () => {
  beforeEach(() => {
    toast.mockReset();
    URL.createObjectURL = vi.fn(() => 'blob:front');
    URL.revokeObjectURL = vi.fn();
  });
  afterEach(() => resetHttpClientConfig());

  it('shows the summary, the face-match score, the documents fetched with the staff token, and the audit trail', async () => {
    const { calls } = fakeApi({
      'GET /api/backoffice/applications/3': () => ({ result: detail() }),
      'GET /api/registration/documents/11/file': () =>
        new Response('jpg', { status: 200, headers: { 'Content-Type': 'image/jpeg' } }),
    });
    renderDetail();
    expect(await screen.findByRole('heading', { level: 1, name: 'Priya Nair' })).toBeInTheDocument();
    expect(screen.getByText('Submitted 25 Nov 2026')).toBeInTheDocument();
    expect(screen.getByText('1 Jan 1990')).toBeInTheDocument();
    expect(screen.getByTestId('face-match-score')).toHaveTextContent('92.3%');
    expect(screen.getByTestId('flag-none')).toBeInTheDocument();
    const img = await screen.findByRole('img', { name: 'ID front of Priya Nair' });
    expect(img).toHaveAttribute('src', 'blob:front');
    const fileCall = calls.find((c) => c.url.pathname === '/api/registration/documents/11/file')!;
    expect(fileCall.headers.Authorization).toBe('Bearer staff-token');
    const audit = within(screen.getByTestId('audit-trail'));
    expect(audit.getByText('Submitted the application')).toBeInTheDocument();
    expect(audit.getByText('something.new')).toBeInTheDocument();
  });

  it('highlights PEP and restricted-country flags', async () => {
    fakeApi({
      'GET /api/backoffice/applications/3': () => ({
        result: detail({
          isPep: true,
          pepDetails: 'State assemblyman',
          restrictedCountry: true,
          residentialCountry: 'KP',
        }),
      }),
    });
    renderDetail();
    expect(await screen.findByTestId('flag-pep')).toHaveTextContent('Politically exposed person');
    expect(screen.getByTestId('flag-pep')).toHaveTextContent('State assemblyman');
    expect(screen.getByTestId('flag-restricted')).toHaveTextContent('Restricted country');
    expect(screen.queryByTestId('flag-none')).not.toBeInTheDocument();
  });

  it('runs the credit bureau check and shows its result', async () => {
    let current = detail();
    const { calls } = fakeApi({
      'GET /api/backoffice/applications/3': () => ({ result: current }),
      'GET /api/ClientBo/ExperianRequestchecker/3': () => {
        current = detail({ bureau: bureau() });
        return { result: bureau() };
      },
    });
    renderDetail();
    await userEvent.click(await screen.findByRole('button', { name: 'Run credit bureau check' }));
    const result = await screen.findByTestId('bureau-result');
    expect(result).toHaveTextContent('Clear');
    expect(result).toHaveTextContent('742');
    expect(result).toHaveTextContent('No adverse records found.');
    expect(calls.some((c) => c.url.pathname === '/api/ClientBo/ExperianRequestchecker/3')).toBe(true);
  });

  it('approving needs a confirmation; then the status updates and a toast confirms', async () => {
    let current = detail();
    const { calls } = fakeApi({
      'GET /api/backoffice/applications/3': () => ({ result: current }),
      'POST /api/backoffice/applications/3/approve': () => {
        current = decided('ACTIVE', 'APPROVE');
        return {
          result: {
            clientId: 3,
            status: 'ACTIVE',
            decidedAt: '2026-11-26T10:00:00.000Z',
            decidedBy: 'staff@example.com',
          },
        };
      },
    });
    renderDetail();
    await userEvent.click(await screen.findByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve this application?' });
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    // Cancelling sends nothing.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: 'Approve' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes, approve' }));
    await waitFor(() => expect(toast).toHaveBeenCalledWith('Application approved. Priya Nair has been e-mailed.'));
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({});
    expect(await screen.findByTestId('decision-result')).toHaveTextContent(
      'Approved by staff@example.com on 26 Nov 2026',
    );
    expect(screen.getByTestId('application-status')).toHaveTextContent('Approved');
    expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
  });

  it('rejecting requires a reason, which is sent to the API', async () => {
    let current = detail();
    const { calls } = fakeApi({
      'GET /api/backoffice/applications/3': () => ({ result: current }),
      'POST /api/backoffice/applications/3/reject': () => {
        current = decided('REJECT', 'REJECT', 'ID photo unreadable');
        return {
          result: {
            clientId: 3,
            status: 'REJECT',
            decidedAt: '2026-11-26T10:00:00.000Z',
            decidedBy: 'staff@example.com',
          },
        };
      },
    });
    renderDetail();
    await userEvent.click(await screen.findByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject this application?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject application' }));
    expect(await within(dialog).findByText('This field is required.')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText(/Reason for rejection/), '  a ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject application' }));
    expect(await within(dialog).findByText('Please write at least 3 characters.')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await userEvent.clear(within(dialog).getByLabelText(/Reason for rejection/));
    await userEvent.type(within(dialog).getByLabelText(/Reason for rejection/), 'ID photo unreadable');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject application' }));
    await waitFor(() => expect(toast).toHaveBeenCalledWith('Application rejected. Priya Nair has been e-mailed.'));
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({ reason: 'ID photo unreadable' });
    expect(await screen.findByTestId('decision-result')).toHaveTextContent('Reason: ID photo unreadable');
    expect(screen.getByTestId('application-status')).toHaveTextContent('Rejected');
  });
});
