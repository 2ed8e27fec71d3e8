import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetHttpClientConfig } from '../../../lib/http/http-config';
import { renderRoutes } from '../../../test/render';
import { fakeApi, summary } from '../test/backoffice-fixtures';
import { BackofficePage } from './backoffice-page';

const items = [
  summary(),
  summary({
    clientId: 4,
    givenName: 'Rizal',
    surName: 'Hamid',
    emailAddress: 'rizal@example.com',
    status: 'PENDING',
    isPep: true,
    kycPassed: false,
    faceMatchScore: 0.41,
  }),
  summary({ clientId: 1, givenName: 'Aisyah', surName: 'Rahman', emailAddress: 'demo@example.com', status: 'ACTIVE' }),
];

function listAnswer(url: URL) {
  const status = url.searchParams.get('status');
  const result = status ? items.filter((i) => i.status === status) : items;
  return { result: { items: result, total: result.length, page: 1, pageSize: 100 } };
}

function renderBackoffice(path = '/backoffice') {
  return renderRoutes([{ path: '/backoffice/*', element: <BackofficePage /> }], path);
}

describe('Back office: applications list', { timeout: 20_000 }, () => {
  afterEach(() => resetHttpClientConfig());

  it('shows a loading skeleton, then every application in the server order with its status and flags', async () => {
    const { calls } = fakeApi({ 'GET /api/backoffice/applications': listAnswer });
    renderBackoffice();
    expect(screen.getByLabelText('Loading…')).toHaveAttribute('aria-busy', 'true');
    const rows = await screen.findAllByTestId('application-row');
    expect(rows.map((r) => within(r).getAllByRole('link')[0]!.textContent)).toEqual([
      'Priya Nair',
      'Rizal Hamid',
      'Aisyah Rahman',
    ]);
    expect(within(rows[0]!).getByText('Pending')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('25 Nov 2026')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('PEP')).toBeInTheDocument();
    expect(within(rows[1]!).getByText(/e-KYC not passed · 41\.0%/)).toBeInTheDocument();
    expect(within(rows[2]!).getByText('Approved')).toBeInTheDocument();
    expect(within(rows[0]!).getByRole('link', { name: 'Review: Priya Nair' })).toHaveAttribute(
      'href',
      '/backoffice/applications/3',
    );
    expect(calls[0]!.headers.Authorization).toBe('Bearer staff-token');
    expect(screen.getByText('3 applications')).toBeInTheDocument();
  });

  it('filters by status through the API and keeps the filter in the URL', async () => {
    const { calls } = fakeApi({ 'GET /api/backoffice/applications': listAnswer });
    const { router } = renderBackoffice();
    await screen.findAllByTestId('application-row');
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'ACTIVE');
    await waitFor(() => expect(screen.getAllByTestId('application-row')).toHaveLength(1));
    expect(screen.getByText('Aisyah Rahman')).toBeInTheDocument();
    expect(calls.at(-1)!.url.searchParams.get('status')).toBe('ACTIVE');
    expect(router.state.location.search).toBe('?status=ACTIVE');
  });

  it('searches by name or e-mail', async () => {
    fakeApi({ 'GET /api/backoffice/applications': listAnswer });
    renderBackoffice();
    await screen.findAllByTestId('application-row');
    await userEvent.type(screen.getByLabelText('Search'), 'rizal@');
    await waitFor(() => expect(screen.getAllByTestId('application-row')).toHaveLength(1));
    expect(screen.getByText('Rizal Hamid')).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('Search'));
    await userEvent.type(screen.getByLabelText('Search'), 'ai RAH');
    await waitFor(() => expect(screen.getByText('Aisyah Rahman')).toBeInTheDocument());
    expect(screen.getAllByTestId('application-row')).toHaveLength(1);
  });

  it('says what to do when nothing matches, and clears the filters', async () => {
    fakeApi({ 'GET /api/backoffice/applications': listAnswer });
    const { router } = renderBackoffice('/backoffice?status=REJECT');
    expect(await screen.findByText('No applications here')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findAllByTestId('application-row')).toHaveLength(3);
    expect(router.state.location.search).toBe('');
  });

  it('offers a retry when the list cannot load', async () => {
    fakeApi({
      'GET /api/backoffice/applications': () =>
        new Response(JSON.stringify({ result: 'x', code: 'CONFLICT' }), { status: 409 }),
    });
    renderBackoffice();
    expect(await screen.findByText('We could not load the applications.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
