import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ApplicationSummary } from '@harta/contracts/schemas/backoffice';
import { resetHttpClientConfig } from '../../../lib/http/http-config';
import { renderRoutes, staffMemberAuth } from '../../../test/render';
import { detail, fakeApi, summary } from '../test/backoffice-fixtures';
import { SEARCH_DEBOUNCE_MS } from './applications-page';
import { BackofficePage } from './backoffice-page';

/** userEvent without a timer turn between keys or before a click (see the search tests). */
const instantUser = () => userEvent.setup({ delay: null });

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

/** A stand-in for the server: it filters by status and by `q` (name or e-mail here) and pages. */
function listAnswer(all: ApplicationSummary[] = items) {
  return (url: URL) => {
    const status = url.searchParams.get('status');
    const q = url.searchParams.get('q')?.toLowerCase();
    const page = Number(url.searchParams.get('page') ?? 1);
    const pageSize = Number(url.searchParams.get('pageSize') ?? 20);
    const matches = all.filter(
      (i) =>
        (!status || i.status === status) &&
        (!q || `${i.givenName} ${i.surName} ${i.emailAddress}`.toLowerCase().includes(q)),
    );
    return {
      result: {
        items: matches.slice((page - 1) * pageSize, page * pageSize),
        total: matches.length,
        page,
        pageSize,
      },
    };
  };
}

function renderBackoffice(path = '/backoffice') {
  return renderRoutes([{ path: '/backoffice/*', element: <BackofficePage /> }], path, { auth: staffMemberAuth() });
}

const listCalls = (calls: { url: URL }[]) => calls.filter((c) => c.url.pathname === '/api/backoffice/applications');

describe('Back office: applications list', { timeout: 20_000 }, () => {
  afterEach(() => resetHttpClientConfig());

  it('shows a loading skeleton, then every application in the server order with its status and flags', async () => {
    const { calls } = fakeApi({ 'GET /api/backoffice/applications': listAnswer() });
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
    expect(calls[0]!.url.searchParams.has('q')).toBe(false);
    expect(screen.getByTestId('application-count')).toHaveTextContent('3 applications');
    expect(screen.getByText('Showing 1–3 of 3')).toBeInTheDocument();
  });

  it('filters by status through the API and keeps the filter in the URL', async () => {
    const { calls } = fakeApi({ 'GET /api/backoffice/applications': listAnswer() });
    const { router } = renderBackoffice();
    await screen.findAllByTestId('application-row');
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'ACTIVE');
    await waitFor(() => expect(screen.getAllByTestId('application-row')).toHaveLength(1));
    expect(screen.getByText('Aisyah Rahman')).toBeInTheDocument();
    expect(calls.at(-1)!.url.searchParams.get('status')).toBe('ACTIVE');
    expect(router.state.location.search).toBe('?status=ACTIVE');
  });

  it('searches on the server once the typing pauses (one request, not one per key), keeping it in the URL', async () => {
    const { calls } = fakeApi({ 'GET /api/backoffice/applications': listAnswer() });
    const { router } = renderBackoffice();
    await screen.findAllByTestId('application-row');
    // Keys as fast as a typist's burst, with no timer turn between them: on a loaded machine a turn per key could
    // outlast the pause and make the test see the pause where the typist made none.
    await instantUser().type(screen.getByLabelText(/^Search/), 'rizal@');
    // What was typed shows at once.
    expect(screen.getByLabelText(/^Search/)).toHaveValue('rizal@');
    await waitFor(() => expect(screen.getAllByTestId('application-row')).toHaveLength(1));
    expect(screen.getByText('Rizal Hamid')).toBeInTheDocument();
    const searched = listCalls(calls).filter((c) => c.url.searchParams.has('q'));
    expect(searched.map((c) => c.url.searchParams.get('q'))).toEqual(['rizal@']);
    expect(searched[0]!.url.searchParams.get('page')).toBe('1');
    expect(new URLSearchParams(router.state.location.search).get('q')).toBe('rizal@');
    expect(screen.getByTestId('application-count')).toHaveTextContent('1 application');
  });

  it('sends ID and mobile numbers to the server as typed (the server matches them)', async () => {
    const { calls } = fakeApi({ 'GET /api/backoffice/applications': listAnswer() });
    renderBackoffice();
    await screen.findAllByTestId('application-row');
    await userEvent.type(screen.getByLabelText(/^Search/), '900101-14-5678{Enter}');
    await waitFor(() => expect(listCalls(calls).at(-1)!.url.searchParams.get('q')).toBe('900101-14-5678'));
  });

  it('opening an application while a search is still waiting stays on the application', async () => {
    const { calls } = fakeApi({
      'GET /api/backoffice/applications': listAnswer(),
      'GET /api/backoffice/applications/3': () => ({ result: detail() }),
    });
    const { router } = renderBackoffice();
    await screen.findAllByTestId('application-row');
    const user = instantUser();
    await user.type(screen.getByLabelText(/^Search/), 'pri');
    await user.click(screen.getByRole('link', { name: 'Review: Priya Nair' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Priya Nair' })).toBeInTheDocument();
    // Longer than the search's pause: it must have been dropped, not fired at the detail page.
    await new Promise((resolve) => setTimeout(resolve, SEARCH_DEBOUNCE_MS + 200));
    expect(router.state.location.pathname).toBe('/backoffice/applications/3');
    expect(listCalls(calls).some((c) => c.url.searchParams.has('q'))).toBe(false);
  });

  it('keeps the current rows while the next search loads, with an updating indicator', async () => {
    const held: (() => void)[] = [];
    const answer = listAnswer();
    fakeApi({
      'GET /api/backoffice/applications': (url) =>
        url.searchParams.has('q') ? new Promise((resolve) => held.push(() => resolve(answer(url)))) : answer(url),
    });
    renderBackoffice();
    await screen.findAllByTestId('application-row');
    await userEvent.type(screen.getByLabelText(/^Search/), 'aisyah');
    expect(await screen.findByLabelText('Updating…')).toBeInTheDocument();
    expect(screen.getAllByTestId('application-row')).toHaveLength(3);
    // Answer every search request made so far (a slow typist may have paused mid-word).
    await waitFor(() => {
      held.splice(0).forEach((release) => release());
      expect(screen.getAllByTestId('application-row')).toHaveLength(1);
    });
    expect(screen.queryByLabelText('Updating…')).not.toBeInTheDocument();
  });

  it('pages through the results with the total from the server; a new search starts at page 1', async () => {
    const many = Array.from({ length: 45 }, (_, i) =>
      summary({
        clientId: 100 + i,
        givenName: `Applicant${i + 1}`,
        surName: 'Test',
        emailAddress: `a${i}@example.com`,
      }),
    );
    const { calls } = fakeApi({ 'GET /api/backoffice/applications': listAnswer(many) });
    const { router } = renderBackoffice();
    expect(await screen.findAllByTestId('application-row')).toHaveLength(20);
    expect(screen.getByTestId('application-count')).toHaveTextContent('45 applications');
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    expect(screen.getByText('Showing 1–20 of 45')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Showing 21–40 of 45')).toBeInTheDocument();
    expect(listCalls(calls).at(-1)!.url.searchParams.get('page')).toBe('2');
    expect(router.state.location.search).toBe('?page=2');

    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Showing 41–45 of 45')).toBeInTheDocument();
    expect(screen.getAllByTestId('application-row')).toHaveLength(5);
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();

    await userEvent.type(screen.getByLabelText(/^Search/), 'Applicant4');
    await waitFor(() => expect(listCalls(calls).at(-1)!.url.searchParams.get('q')).toBe('Applicant4'));
    expect(listCalls(calls).at(-1)!.url.searchParams.get('page')).toBe('1');
    expect(router.state.location.search).toBe('?q=Applicant4');
  });

  it('says when nothing matches the search, and clearing the filters empties the search box too', async () => {
    fakeApi({ 'GET /api/backoffice/applications': listAnswer() });
    const { router } = renderBackoffice('/backoffice?status=PENDING&q=zzz');
    expect(await screen.findByText('No applications here')).toBeInTheDocument();
    expect(screen.getByText(/No application matches “zzz”/)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Search/)).toHaveValue('zzz');
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findAllByTestId('application-row')).toHaveLength(3);
    expect(router.state.location.search).toBe('');
    expect(screen.getByLabelText(/^Search/)).toHaveValue('');
  });

  it('says what to do when a status has no applications', async () => {
    fakeApi({ 'GET /api/backoffice/applications': listAnswer() });
    renderBackoffice('/backoffice?status=REJECT');
    expect(await screen.findByText('No applications here')).toBeInTheDocument();
    expect(screen.getByText(/Nothing matches this status or search/)).toBeInTheDocument();
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
