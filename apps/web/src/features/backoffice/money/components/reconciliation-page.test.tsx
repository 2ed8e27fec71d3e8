import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReconciliationReport } from '@harta/contracts/schemas/payments';
import { resetHttpClientConfig } from '../../../../lib/http/http-config';
import { renderRoutes, staffMemberAuth } from '../../../../test/render';
import { BackofficePage } from '../../components/backoffice-page';
import { fakeServer, json } from './money-test-server';

function report(patch: Partial<ReconciliationReport> = {}): ReconciliationReport {
  return {
    from: '2026-10-28',
    to: '2026-11-26',
    payments: {
      orders: 3,
      succeeded: 2,
      succeededAmount: '700.00',
      journals: 2,
      journalAmount: '700.00',
      gatewayRecords: 3,
    },
    mismatches: [],
    ...patch,
  };
}

const renderPage = () =>
  renderRoutes([{ path: '/backoffice/*', element: <BackofficePage /> }], '/backoffice/reconciliation', {
    auth: staffMemberAuth(),
  });

describe('Back office: reconciliation', { timeout: 20_000 }, () => {
  afterEach(() => resetHttpClientConfig());

  it('says clearly when the books match', async () => {
    fakeServer({ 'GET /api/backoffice/reconciliation': () => json({ result: report() }) });
    renderPage();
    expect(
      await screen.findByText(/^No mismatches: every payment of the period matches/, {}, { timeout: 5_000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('Period: 28 Oct 2026 to 26 Nov 2026')).toBeInTheDocument();
    expect(screen.getByText(/3 orders, 2 successful \(RM 700\.00\)/)).toBeInTheDocument();
    expect(screen.queryByTestId('mismatch-row')).not.toBeInTheDocument();
  });

  it('lists every mismatch with its order and journal, and asks for the chosen period', async () => {
    const { calls } = fakeServer({
      'GET /api/backoffice/reconciliation': () =>
        json({
          result: report({
            mismatches: [
              {
                kind: 'SUCCESS_WITHOUT_JOURNAL',
                orderId: 'a'.repeat(32),
                journalKey: null,
                detail: 'No settle journal',
              },
              {
                kind: 'JOURNAL_WITHOUT_SUCCESS',
                orderId: null,
                journalKey: 'deposit:zzz:settle',
                detail: 'A deposit journal with no order',
              },
            ],
          }),
        }),
    });
    renderPage();
    expect(await screen.findByRole('heading', { name: '2 mismatches' }, { timeout: 5_000 })).toBeInTheDocument();
    const rows = screen.getAllByTestId('mismatch-row') as [HTMLElement, HTMLElement];
    expect(within(rows[0]).getByText('SUCCESS_WITHOUT_JOURNAL')).toBeInTheDocument();
    expect(within(rows[0]).getByText('a'.repeat(32))).toBeInTheDocument();
    expect(within(rows[1]).getByText('deposit:zzz:settle')).toBeInTheDocument();
    expect(within(rows[1]).getByText('A deposit journal with no order')).toBeInTheDocument();
    expect(screen.queryByText(/^No mismatches/)).not.toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('From'), '2026-11-01');
    await userEvent.type(screen.getByLabelText('To'), '2026-11-20');
    await userEvent.click(screen.getByRole('button', { name: 'Show' }));
    await screen.findByRole('heading', { name: '2 mismatches' });
    expect(calls.at(-1)!.search).toBe('?from=2026-11-01&to=2026-11-20');
  });
});
