import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetHttpClientConfig } from '../../../lib/http/http-config';
import { renderRoutes, staffMemberAuth } from '../../../test/render';
import { bureau, clientActor, detail, fakeApi, staffActor } from '../test/backoffice-fixtures';
import { BackofficePage } from './backoffice-page';

const toast = vi.hoisted(() => vi.fn());
vi.mock('../../../components/feedback/toasts', () => ({ toastSuccess: toast }));

function renderDetail(roles?: string[]) {
  return renderRoutes([{ path: '/backoffice/*', element: <BackofficePage /> }], '/backoffice/applications/3', {
    auth: staffMemberAuth(roles),
  });
}

function decided(status: string, decision: 'APPROVE' | 'REJECT', reason: string | null = null) {
  return detail({
    status,
    decision: { decision, reason, decidedBy: staffActor, decidedAt: '2026-11-26T10:00:00.000Z' },
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

  it('shows each section with reference labels, not codes, and the account number masked', async () => {
    fakeApi({ 'GET /api/backoffice/applications/3': () => ({ result: detail() }) });
    renderDetail();
    const personal = within(await screen.findByRole('region', { name: 'Personal' }));
    for (const text of ['Ms', 'MyKad', 'Malaysia', 'Female', 'Single', 'Indian', '900101-14-5678']) {
      expect(personal.getByText(text)).toBeInTheDocument();
    }

    const contact = within(screen.getByRole('region', { name: 'Address and contact' }));
    expect(contact.getByText(/12 Jalan Tun Razak\s+Unit 3A/)).toBeInTheDocument();
    expect(contact.getByText('50400')).toBeInTheDocument();
    expect(contact.getByText('W.P. Kuala Lumpur')).toBeInTheDocument();
    expect(contact.getByText('Yes, by SMS code')).toBeInTheDocument();

    const financial = screen.getByRole('region', { name: 'Financial information' });
    for (const text of [
      'Employed',
      'Professional (doctor, lawyer, engineer, accountant …)',
      'Demo Sdn Bhd',
      'RM60,001 to RM120,000',
      'RM100,000 to RM500,000',
      'Salary or wages',
      'Maybank',
      '•••• 3344',
      'Given 20 Nov 2026',
    ]) {
      expect(within(financial).getByText(text)).toBeInTheDocument();
    }
    // The borrowing declaration in words, next to its label.
    const borrowing = within(financial).getByText('Domestic ringgit borrowing').closest('div')!;
    expect(borrowing).toHaveTextContent('Yes');
    for (const code of ['INC_60K_120K', 'NW_100K_500K', 'MBB', 'SALARY', 'EMPLOYED']) {
      expect(financial).not.toHaveTextContent(code);
    }
    // The registration account is verified: nothing to do.
    expect(within(financial).getByTestId('bank-account-state')).toHaveTextContent('Verified');
    expect(within(financial).queryByRole('button', { name: 'Verify bank account' })).not.toBeInTheDocument();

    const knowledge = within(screen.getByRole('region', { name: 'Knowledge and experience' }));
    expect(knowledge.getByText('1 to 3 years')).toBeInTheDocument();
    expect(knowledge.getByText('Unit trusts, Exchange-traded funds (ETFs)')).toBeInTheDocument();
    // The knowledge card's number is the cap, named as one input of the rule; the profile card shows the rule's
    // result and how it comes about (issue 15 item 3: one rule, one number).
    expect(knowledge.getByText('at most 4 of 5 (one of the limits on the highest level allowed)')).toBeInTheDocument();
    expect(knowledge.queryByText('Highest risk level allowed')).not.toBeInTheDocument();

    const profile = within(screen.getByRole('region', { name: 'Investment profile' }));
    expect(profile.getByText('3 of 5 · Balanced')).toBeInTheDocument();
    expect(profile.getByText('12 of 20 points → level 3')).toBeInTheDocument();
    expect(profile.getByTestId('max-level-rule')).toHaveTextContent(
      'The lowest of the questionnaire level (3) and the knowledge cap (4)',
    );
    expect(profile.getByText('In 5 to 10 years')).toBeInTheDocument();
    expect(profile.getByText('Do nothing and wait')).toBeInTheDocument();
    const portfolio = within(profile.getByTestId('recommended-portfolio'));
    expect(portfolio.getByText('6.5%')).toBeInTheDocument();
    expect(portfolio.getByText('VT')).toBeInTheDocument();
    expect(portfolio.getByText('60.00%')).toBeInTheDocument();
  });

  it('says which steps the applicant has not saved yet', async () => {
    fakeApi({
      'GET /api/backoffice/applications/3': () => ({
        result: detail({ status: 'DRAFT', currentStep: 7, financial: null, knowledge: null, investmentProfile: null }),
      }),
    });
    renderDetail();
    for (const name of ['Financial information', 'Knowledge and experience', 'Investment profile']) {
      expect(within(await screen.findByRole('region', { name })).getByText('Not provided yet.')).toBeInTheDocument();
    }
    expect(screen.getByText('Registration step: 7 of 10')).toBeInTheDocument();
  });

  it('shows who did what in the audit trail by name, e-mail and role, in Malaysian time, with details', async () => {
    fakeApi({
      'GET /api/backoffice/applications/3': () => ({
        result: detail({
          history: [
            {
              at: '2026-11-26T10:00:00.000Z',
              actor: staffActor,
              action: 'application.reject',
              details: { reason: 'ID photo unreadable' },
            },
            { at: '2026-11-25T09:30:00.000Z', actor: clientActor, action: 'registration.submit', details: null },
            {
              at: '2026-11-25T09:00:00.000Z',
              actor: { id: 'registration', role: 'SYSTEM', name: null, email: null },
              action: 'something.new',
              details: { documentType: 'SELFIE', attempts: 2 },
            },
          ],
        }),
      }),
    });
    renderDetail();
    const rows = await screen.findAllByTestId('audit-entry');
    expect(rows).toHaveLength(3);
    // 10:00 UTC is 18:00 in Kuala Lumpur.
    expect(rows[0]).toHaveTextContent('26 Nov 2026, 18:00');
    expect(within(rows[0]!).getByTestId('audit-actor')).toHaveTextContent('Nadia Ismail');
    expect(within(rows[0]!).getByTestId('audit-actor')).toHaveTextContent('Staff');
    expect(within(rows[0]!).getByTestId('audit-actor')).toHaveTextContent('staff@example.com');
    expect(rows[0]).toHaveTextContent('Rejected the application');
    expect(rows[0]).toHaveTextContent('Reason: ID photo unreadable');
    expect(rows[0]).not.toHaveTextContent(staffActor.id);

    expect(rows[1]).toHaveTextContent('25 Nov 2026, 17:30');
    const client = within(rows[1]!).getByTestId('audit-actor');
    expect(client).toHaveTextContent('Priya Nair');
    expect(client).toHaveTextContent('Client');
    expect(client).toHaveTextContent('pending@example.com');

    const system = within(rows[2]!).getByTestId('audit-actor');
    expect(system).toHaveTextContent(/^System/);
    expect(system).toHaveTextContent('registration');
    expect(rows[2]).toHaveTextContent('Document type: Selfie');
    expect(rows[2]).toHaveTextContent('attempts: 2');
    expect(screen.getByText('Times are Malaysian time (Asia/Kuala_Lumpur).')).toBeInTheDocument();
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

  it('shows operations the application and its bank state, without the reviewer’s decisions or the documents', async () => {
    const awaiting = detail();
    awaiting.financial = { ...awaiting.financial!, bankAccountVerified: false };
    fakeApi({ 'GET /api/backoffice/applications/3': () => ({ result: awaiting }) });
    renderDetail(['operations']);
    expect(await screen.findByTestId('bank-account-state')).toHaveTextContent('Awaiting verification');
    expect(screen.queryByRole('button', { name: 'Verify bank account' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /bureau/i })).not.toBeInTheDocument();
  });

  it('shows a changed bank account as awaiting verification; staff verify it after a confirmation', async () => {
    const awaiting = detail();
    awaiting.financial = { ...awaiting.financial!, bankAccountVerified: false };
    let current = awaiting;
    let verifyAnswer = (): unknown =>
      new Response(JSON.stringify({ result: 'The service is busy, please try again.', code: 'UNAVAILABLE' }), {
        status: 503,
      });
    const { calls } = fakeApi({
      'GET /api/backoffice/applications/3': () => ({ result: current }),
      'POST /api/backoffice/applications/3/verifyBankAccount': () => verifyAnswer(),
    });
    renderDetail();
    expect(await screen.findByTestId('bank-account-state')).toHaveTextContent('Awaiting verification');
    const verifies = () => calls.filter((c) => c.method === 'POST' && c.url.pathname.endsWith('/verifyBankAccount'));

    // The confirmation says what verifying means; cancelling sends nothing.
    await userEvent.click(screen.getByRole('button', { name: 'Verify bank account' }));
    let dialog = await screen.findByRole('dialog', { name: 'Verify this bank account?' });
    expect(dialog).toHaveTextContent('withdrawals will be paid to this account');
    expect(dialog).toHaveTextContent("account holder's name matches the bank's records");
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(verifies()).toHaveLength(0);

    // A refusal is shown by the error modal; the account still awaits verification.
    await userEvent.click(screen.getByRole('button', { name: 'Verify bank account' }));
    dialog = await screen.findByRole('dialog', { name: 'Verify this bank account?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Verify bank account' }));
    expect(await screen.findByText('The service is busy, please try again.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.getByTestId('bank-account-state')).toHaveTextContent('Awaiting verification');
    expect(toast).not.toHaveBeenCalled();

    verifyAnswer = () => {
      current = detail();
      return { result: { clientId: 3, bankAccountVerified: true } };
    };
    await userEvent.click(screen.getByRole('button', { name: 'Verify bank account' }));
    dialog = await screen.findByRole('dialog', { name: 'Verify this bank account?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Verify bank account' }));
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith('The bank account is verified: withdrawals will be paid to it.'),
    );
    await waitFor(() => expect(screen.getByTestId('bank-account-state')).toHaveTextContent('Verified'));
    expect(screen.queryByRole('button', { name: 'Verify bank account' })).not.toBeInTheDocument();
    expect(verifies()).toHaveLength(2);
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
      'Approved by Nadia Ismail (staff@example.com) on 26 Nov 2026, 18:00',
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
    // The reason reaches the applicant: the dialog says how to write it.
    expect(within(dialog).getByText(/Do not mention internal checks/)).toBeInTheDocument();
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
