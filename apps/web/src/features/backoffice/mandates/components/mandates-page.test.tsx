import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StaffMandateView } from '@harta/contracts/schemas/recurring-deposits';
import { resetHttpClientConfig } from '../../../../lib/http/http-config';
import { recurringDepositView } from '../../../../test/fixtures';
import { renderRoutes, staffMemberAuth } from '../../../../test/render';
import { BackofficePage } from '../../components/backoffice-page';
import { fakeServer, json } from '../../money/components/money-test-server';

const GUID = 'aaaaaaaa-bbbb-4ccc-8ddd-eeeeeeeeeeee';

function mandate(patch: Partial<StaffMandateView> = {}): StaffMandateView {
  return {
    ...recurringDepositView({ guid: GUID, portfolioGuid: 'p-1' }),
    clientName: 'Aisyah Rahman',
    clientEmail: 'demo@example.com',
    ...patch,
  };
}

const render = (path: string, roles?: Parameters<typeof staffMemberAuth>[0]) =>
  renderRoutes([{ path: '/backoffice/*', element: <BackofficePage /> }], path, { auth: staffMemberAuth(roles) });

describe('Back office: recurring deposits', { timeout: 20_000 }, () => {
  afterEach(() => resetHttpClientConfig());

  it('lists the mandates, filters them, and runs a date’s collections only after the confirmation', async () => {
    const { calls } = fakeServer({
      'GET /api/backoffice/mandates': () => json({ result: { items: [mandate()], total: 1 } }),
      'POST /api/backoffice/mandates/collection-runs': () => json({ result: { started: 3 } }),
    });
    const user = userEvent.setup();
    render('/backoffice/mandates');
    const row = await screen.findByTestId('mandate-row', {}, { timeout: 10_000 });
    expect(row).toHaveTextContent('Aisyah Rahman');
    expect(row).toHaveTextContent('RM 200.00 monthly on day 5');
    expect(row).toHaveTextContent('Active');
    expect(row).toHaveTextContent('MDT-0001');
    expect(within(row).getByRole('link', { name: 'Open the recurring deposit of Aisyah Rahman' })).toHaveAttribute(
      'href',
      `/backoffice/mandates/${GUID}`,
    );

    await user.selectOptions(screen.getByLabelText('Status'), 'paused');
    await waitFor(() => expect(calls.some((c) => c.search.includes('status=paused'))).toBe(true));

    const date = screen.getByLabelText('Collection date');
    await user.clear(date);
    await user.type(date, '2026-12-05');
    await user.click(screen.getByRole('button', { name: 'Run collections' }));
    const dialog = await screen.findByRole('dialog', { name: 'Run the collections of 5 Dec 2026?' });
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Run now' }));
    expect(await screen.findByText('3 debits submitted to the bank.')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({ date: '2026-12-05' });
  });

  it('shows a reviewer the list without the run', async () => {
    fakeServer({ 'GET /api/backoffice/mandates': () => json({ result: { items: [], total: 0 } }) });
    render('/backoffice/mandates', ['reviewer']);
    expect(
      await screen.findByText('No recurring deposit matches these filters.', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Run collections' })).not.toBeInTheDocument();
  });

  it('shows one mandate with its collections; marking a submitted one failed needs a reason and goes to four eyes', async () => {
    const { calls } = fakeServer({
      [`GET /api/backoffice/mandates/${GUID}`]: () =>
        json({
          result: {
            ...mandate(),
            collections: [
              {
                guid: 'c-2',
                scheduledFor: '2026-12-05',
                amount: '200.00',
                status: 'submitted',
                failureReason: null,
                attempt: 1,
                orderId: null,
                settledAt: null,
              },
              {
                guid: 'c-1',
                scheduledFor: '2026-11-05',
                amount: '200.00',
                status: 'failed',
                failureReason: 'recurringDeposit.failure.insufficientFunds',
                attempt: 2,
                orderId: null,
                settledAt: '2026-11-06T01:00:00Z',
              },
            ],
          },
        }),
      'POST /api/backoffice/mandates/collections/c-2/failed': () =>
        json({
          result: {
            id: '12345678-1234-4234-8234-123456789012',
            kind: 'collection.failed',
            subjectType: 'collection',
            subjectId: 'c-2',
            summary: 'Mark the collection of 5 Dec 2026 failed',
            change: { reason: 'Bank enquiry: refused' },
            maker: { id: 's-1', name: 'Siti Rahim' },
            madeAt: '2026-11-29T01:00:00Z',
            status: 'PENDING',
            checker: null,
            decidedAt: null,
            reason: null,
          },
        }),
    });
    const user = userEvent.setup();
    render(`/backoffice/mandates/${GUID}`, ['operations']);
    const rows = await screen.findAllByTestId('staff-collection-row', {}, { timeout: 10_000 });
    expect(rows).toHaveLength(2);
    expect(rows[1]).toHaveTextContent('Your bank account did not have enough funds.');
    expect(screen.getByText('MDT-0001')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel the mandate' })).toBeInTheDocument();

    await user.click(within(rows[0]!).getByRole('button', { name: 'Mark the collection of 5 Dec 2026 failed' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark the collection of 5 Dec 2026 failed?' });
    await user.click(within(dialog).getByRole('button', { name: 'Send for approval' }));
    expect(await within(dialog).findByText('Please write the reason.')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Reason (what the bank said)'), 'Bank enquiry: refused');
    await user.click(within(dialog).getByRole('button', { name: 'Send for approval' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({ reason: 'Bank enquiry: refused' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
