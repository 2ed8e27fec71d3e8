import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DividendDeclaration } from '@harta/contracts/schemas/dividends';
import { resetHttpClientConfig } from '../../../../lib/http/http-config';
import { renderRoutes, staffMemberAuth } from '../../../../test/render';
import { BackofficePage } from '../../components/backoffice-page';
import { fakeServer, json, pendingApproval } from '../../money/components/money-test-server';

function declaration(patch: Partial<DividendDeclaration> = {}): DividendDeclaration {
  return {
    id: 1,
    ticker: 'SPUS',
    exDate: '2026-11-20',
    payDate: '2026-11-25',
    perUnit: '0.1234',
    currency: 'USD',
    withholdingRate: '0.3',
    purificationRatio: '0.025',
    status: 'PAID',
    fxRate: '4.4500',
    paidTradeDate: '2026-11-26',
    grossTotal: '1234.56',
    taxTotal: '370.37',
    purificationTotal: '21.60',
    portfolios: 12,
    ...patch,
  };
}

const owed = (total: string, payments: number) =>
  json({ result: { total, payments, declarationIds: payments ? [1] : [] } });

const render = (roles: Parameters<typeof staffMemberAuth>[0] = ['operations']) =>
  renderRoutes([{ path: '/backoffice/*', element: <BackofficePage /> }], '/backoffice/dividends', {
    auth: staffMemberAuth(roles),
  });

describe('Back office: dividends and purification', { timeout: 30_000 }, () => {
  afterEach(() => resetHttpClientConfig());

  it('lists the declarations with what was paid; a declaration is checked under its fields and sent with its key', async () => {
    const { calls } = fakeServer({
      'GET /api/backoffice/dividends': () =>
        json({
          result: [
            declaration(),
            // As the server stores them: per unit to 8 decimals, ratios to 6.
            declaration({
              id: 2,
              ticker: 'VOO',
              perUnit: '0.39290000',
              withholdingRate: '0.300000',
              purificationRatio: '0.000000',
              status: 'DECLARED',
              paidTradeDate: null,
            }),
          ],
        }),
      'GET /api/backoffice/dividends/purification': () => owed('0.00', 0),
      'POST /api/backoffice/dividends': () =>
        json(
          {
            result: pendingApproval({
              kind: 'dividend.declare',
              subjectType: 'fund',
              subjectId: 'SPUS',
              summary: 'Declare SPUS',
            }),
          },
          202,
        ),
    });
    const user = userEvent.setup();
    render();
    const rows = await screen.findAllByTestId('dividend-row', {}, { timeout: 10_000 });
    expect(rows[0]).toHaveTextContent('0.1234 USD');
    expect(rows[0]).toHaveTextContent('30% withheld');
    expect(rows[0]).toHaveTextContent('Purification 2.5%');
    expect(rows[0]).toHaveTextContent('Gross 1,234.56 · tax 370.37 · purification 21.60');
    expect(rows[0]).toHaveTextContent('12 portfolios, trade date 26 Nov 2026');
    expect(rows[1]).toHaveTextContent('0.3929 USD');
    expect(rows[1]).toHaveTextContent('30% withheld');
    expect(rows[1]).toHaveTextContent('No purification');
    expect(rows[1]).toHaveTextContent('Declared');
    expect(rows[1]).toHaveTextContent('Not paid yet');
    expect(screen.getByText('Nothing is owed to charity.')).toBeInTheDocument();

    const form = screen.getByTestId('declare-dividend');
    await user.type(within(form).getByLabelText(/Fund ticker/), 'spus');
    await user.type(within(form).getByLabelText(/^Ex-date/), '2026-12-10');
    await user.type(within(form).getByLabelText(/^Pay date/), '2026-12-01');
    await user.type(within(form).getByLabelText(/Per unit/), 'abc');
    await user.click(within(form).getByRole('button', { name: 'Declare' }));
    expect(await within(form).findByText('The pay date cannot be before the ex-date.')).toBeInTheDocument();
    expect(within(form).getByText(/Please enter the amount per unit/)).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    const payDate = within(form).getByLabelText(/^Pay date/);
    await user.clear(payDate);
    await user.type(payDate, '2026-12-15');
    const perUnit = within(form).getByLabelText(/Per unit/);
    await user.clear(perUnit);
    await user.type(perUnit, '0.05');
    const ratio = within(form).getByLabelText(/Purification ratio/);
    await user.clear(ratio);
    await user.type(ratio, '0.02');
    await user.click(within(form).getByRole('button', { name: 'Declare' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.body).toEqual({
      ticker: 'SPUS',
      exDate: '2026-12-10',
      payDate: '2026-12-15',
      perUnit: '0.05',
      withholdingRate: '0',
      purificationRatio: '0.02',
    });
    expect(post.headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(await screen.findByText(/Sent for approval/)).toBeInTheDocument();
  });

  it('shows the server’s refusal under the field it names; a retry keeps its key, a changed form gets a new one', async () => {
    const { calls } = fakeServer({
      'GET /api/backoffice/dividends': () => json({ result: [] }),
      'GET /api/backoffice/dividends/purification': () => owed('0.00', 0),
      'POST /api/backoffice/dividends': () =>
        json(
          {
            result: 'There is no fund with this ticker.',
            code: 'VALIDATION_ERROR',
            issues: [{ path: 'ticker', message: 'dividends.unknownFund' }],
          },
          400,
        ),
    });
    const user = userEvent.setup();
    render();
    expect(await screen.findByText('No distribution declared yet.', {}, { timeout: 10_000 })).toBeInTheDocument();
    const form = screen.getByTestId('declare-dividend');
    await user.type(within(form).getByLabelText(/Fund ticker/), 'NOPE');
    await user.type(within(form).getByLabelText(/^Ex-date/), '2026-12-10');
    await user.type(within(form).getByLabelText(/^Pay date/), '2026-12-15');
    await user.type(within(form).getByLabelText(/Per unit/), '0.05');
    await user.click(within(form).getByRole('button', { name: 'Declare' }));
    expect(await within(form).findByText('There is no fund with this ticker.')).toBeInTheDocument();

    await user.click(within(form).getByRole('button', { name: 'Declare' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(2));
    await user.type(within(form).getByLabelText(/Fund ticker/), 'X');
    await user.click(within(form).getByRole('button', { name: 'Declare' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(3));
    const keys = calls.filter((c) => c.method === 'POST').map((c) => c.headers['Idempotency-Key']);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
  });

  it('shows the batches paid and pays the purification owed to a named charity only after the confirmation', async () => {
    const { calls } = fakeServer({
      'GET /api/backoffice/dividends': () => json({ result: [declaration()] }),
      'GET /api/backoffice/dividends/purification': () => owed('21.60', 3),
      'GET /api/backoffice/dividends/purification/batches': () =>
        json({
          result: [
            {
              id: 4,
              charity: 'Yayasan Amal',
              reference: 'TRF-881',
              total: '1050.00',
              payments: 40,
              madeBy: 'Nadia Ismail',
              approvedBy: 'Siti Rahim',
              paidAt: '2026-10-31T03:00:00Z',
            },
          ],
        }),
      'POST /api/backoffice/dividends/purification/batches': () =>
        json(
          {
            result: pendingApproval({
              kind: 'purification.pay',
              subjectType: 'purification',
              subjectId: '1',
              summary: 'Pay RM 21.60 to charity',
            }),
          },
          202,
        ),
    });
    const user = userEvent.setup();
    render();
    const card = await screen.findByTestId('purification-owed', {}, { timeout: 10_000 });
    expect(await within(card).findByText('RM 21.60 from 3 payments, not yet paid to charity.')).toBeInTheDocument();
    const batch = await within(card).findByTestId('purification-batch-row');
    expect(batch).toHaveTextContent('Yayasan Amal · TRF-881');
    expect(batch).toHaveTextContent('1,050.00');
    expect(batch).toHaveTextContent('Nadia Ismail, approved by Siti Rahim');
    await user.click(within(card).getByRole('button', { name: 'Pay to charity' }));
    expect(await within(card).findByText('Please name the charity.')).toBeInTheDocument();

    await user.type(within(card).getByLabelText(/^Charity/), 'Yayasan Ikhlas');
    await user.click(within(card).getByRole('button', { name: 'Pay to charity' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pay RM 21.60 to Yayasan Ikhlas?' });
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Send for approval' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.body).toEqual({ charity: 'Yayasan Ikhlas' });
    expect(post.headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(await screen.findByText(/Sent for approval/)).toBeInTheDocument();
  });

  it('shows a Shariah adviser what was declared, set aside and paid, without the forms of operations', async () => {
    fakeServer({
      'GET /api/backoffice/dividends': () => json({ result: [declaration()] }),
      'GET /api/backoffice/dividends/purification': () => owed('21.60', 3),
      'GET /api/backoffice/dividends/purification/batches': () => json({ result: [] }),
    });
    render(['shariah_adviser']);
    const card = await screen.findByTestId('purification-owed', {}, { timeout: 10_000 });
    expect(await within(card).findByText('RM 21.60 from 3 payments, not yet paid to charity.')).toBeInTheDocument();
    expect(await screen.findByText('Purification 2.5%')).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Pay to charity' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('declare-dividend')).not.toBeInTheDocument();
  });

  it('says when the declarations could not be loaded', async () => {
    fakeServer({
      'GET /api/backoffice/dividends': () => json({ result: 'Boom', code: 'INTERNAL' }, 500),
      'GET /api/backoffice/dividends/purification': () => owed('0.00', 0),
    });
    render();
    expect(await screen.findByText('The dividends could not be loaded.', {}, { timeout: 10_000 })).toBeInTheDocument();
  });
});
