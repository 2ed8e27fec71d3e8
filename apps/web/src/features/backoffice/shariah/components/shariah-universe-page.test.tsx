import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ShariahFund } from '@harta/contracts/schemas/shariah';
import { resetHttpClientConfig } from '../../../../lib/http/http-config';
import { renderRoutes, staffMemberAuth } from '../../../../test/render';
import { BackofficePage } from '../../components/backoffice-page';
import { fakeServer, json, pendingApproval } from '../../money/components/money-test-server';

function fund(patch: Partial<ShariahFund> = {}): ShariahFund {
  return {
    ticker: 'MYETFDJIM25',
    name: 'MyETF Dow Jones Islamic Market Malaysia Titans 25',
    nameMs: null,
    description: null,
    descriptionMs: null,
    assetClass: 'Malaysian equity',
    currency: 'MYR',
    exchange: 'Bursa Malaysia',
    issuer: 'i-VCAP Management',
    shariahCompliant: true,
    screeningStandard: 'Securities Commission Malaysia Shariah Advisory Council',
    certifyingBody: 'i-VCAP Shariah Committee',
    ...patch,
  };
}

const sentForApproval = pendingApproval({
  kind: 'shariahUniverse.change',
  subjectType: 'fund',
  subjectId: 'VOO',
  summary: 'Change the Shariah facts of VOO',
});

const render = (roles: Parameters<typeof staffMemberAuth>[0]) =>
  renderRoutes([{ path: '/backoffice/*', element: <BackofficePage /> }], '/backoffice/shariah', {
    auth: staffMemberAuth(roles),
  });

describe('Back office: Shariah universe', { timeout: 30_000 }, () => {
  afterEach(() => resetHttpClientConfig());

  it('lists each fund with its Shariah facts; a change is checked under its field and sent for approval', async () => {
    const { calls } = fakeServer({
      'GET /api/backoffice/shariah/universe': () =>
        json({
          result: [
            fund(),
            fund({
              ticker: 'VOO',
              name: 'Vanguard S&P 500 ETF',
              exchange: 'NYSE Arca',
              currency: 'USD',
              issuer: 'Vanguard',
              shariahCompliant: false,
              screeningStandard: null,
              certifyingBody: null,
            }),
          ],
        }),
      'PUT /api/backoffice/shariah/universe/VOO': () => json({ result: sentForApproval }, 202),
    });
    const user = userEvent.setup();
    render(['shariah_adviser']);
    const rows = await screen.findAllByTestId('shariah-fund-row', {}, { timeout: 10_000 });
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Compliant');
    expect(rows[0]).toHaveTextContent('Securities Commission Malaysia Shariah Advisory Council');
    expect(rows[0]).toHaveTextContent('i-VCAP Shariah Committee');
    expect(rows[0]).toHaveTextContent('Bursa Malaysia · MYR');
    expect(rows[1]).toHaveTextContent('Not compliant');
    expect(rows[1]).toHaveTextContent('NYSE Arca · USD');

    await user.click(within(rows[1]!).getByRole('button', { name: 'Ask to change the Shariah facts of VOO' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change the Shariah facts of VOO' });
    await user.click(within(dialog).getByLabelText('Shariah-compliant'));
    await user.click(within(dialog).getByRole('button', { name: 'Send for approval' }));
    // A compliant fund names its standard and certifying body: both fields say so, nothing is sent.
    expect(await within(dialog).findAllByText(/needs its screening standard and certifying body/)).toHaveLength(2);
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText(/Screening standard/), 'AAOIFI Shariah Standard No. 21');
    await user.type(within(dialog).getByLabelText(/Certifying body/), 'Amanie Advisors');
    await user.click(within(dialog).getByRole('button', { name: 'Send for approval' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    const put = calls.find((c) => c.method === 'PUT')!;
    expect(put.body).toEqual({
      shariahCompliant: true,
      screeningStandard: 'AAOIFI Shariah Standard No. 21',
      certifyingBody: 'Amanie Advisors',
    });
    expect(put.headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Sent: a Shariah adviser approves it on the Approvals page.')).toBeInTheDocument();
  });

  it('shows operations the universe without the change button', async () => {
    fakeServer({ 'GET /api/backoffice/shariah/universe': () => json({ result: [fund()] }) });
    render(['operations']);
    expect(await screen.findByTestId('shariah-fund-row', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Ask to change/ })).not.toBeInTheDocument();
  });

  it('says when the universe could not be loaded', async () => {
    fakeServer({
      'GET /api/backoffice/shariah/universe': () => json({ result: 'Boom', code: 'INTERNAL' }, 500),
    });
    render(['compliance']);
    expect(
      await screen.findByText('The Shariah universe could not be loaded.', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
  });
});
