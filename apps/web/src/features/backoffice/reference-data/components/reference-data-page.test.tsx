import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReferenceItem, ReferenceList } from '@harta/contracts/schemas/reference-data-admin';
import { configureHttpClient, resetHttpClientConfig } from '../../../../lib/http/http-config';
import { renderRoutes, staffMemberAuth } from '../../../../test/render';
import { BackofficePage } from '../../components/backoffice-page';

const toast = vi.hoisted(() => vi.fn());
vi.mock('../../../../components/feedback/toasts', () => ({ toastSuccess: toast }));

const UPDATED = '2026-11-25T09:30:00.000Z';

function item(code: string, label: string, patch: Partial<ReferenceItem> = {}): ReferenceItem {
  return { code, label, value: null, sortOrder: 1, active: true, updatedAt: UPDATED, ...patch };
}

/** A small in-memory back end for the page: lists, items, and the four changes. */
function fakeServer(overrides: Record<string, (url: URL) => Response | undefined> = {}) {
  const data: Record<string, ReferenceItem[]> = {
    BANK: [item('MBB', 'Maybank', { sortOrder: 1 }), item('CIMB', 'CIMB Bank', { sortOrder: 2 })],
    STATE: [item('KUL', 'W.P. Kuala Lumpur')],
    SYSTEM_PARAMETER: [item('OTP.MAX_ATTEMPTS', 'Wrong codes allowed', { value: '5', sortOrder: null })],
    ETHNICITY: [],
  };
  const kinds: Record<string, ReferenceList['kind']> = { SYSTEM_PARAMETER: 'systemParameter' };
  const list = (id: string): ReferenceList => ({
    id,
    kind: kinds[id] ?? 'dropdown',
    fixedCodes: id === 'STATE',
    itemCount: data[id]!.length,
    activeCount: data[id]!.filter((i) => i.active).length,
    publicPath: id === 'BANK' ? '/api/DropDown/getBankList' : `/api/DropDown/getValueByType/${id}`,
  });
  const calls: { method: string; path: string; body: unknown }[] = [];
  const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method, path: url.pathname, body });
    const override = overrides[`${method} ${url.pathname}`]?.(url);
    if (override) return override;

    if (method === 'GET' && url.pathname === '/api/backoffice/reference-data') {
      return json({ result: Object.keys(data).map(list) });
    }
    const match = /^\/api\/backoffice\/reference-data\/([^/]+)\/items(?:\/([^/]+)(?:\/(\w+))?)?$/.exec(url.pathname);
    if (!match) return json({ result: 'Not found', code: 'NOT_FOUND' }, 404);
    const [, id, code, action] = match as unknown as [string, string, string | undefined, string | undefined];
    const items = data[id]!;
    if (method === 'GET') return json({ result: { list: list(id), items } });
    if (method === 'POST' && !code) {
      const created = item(String(body.code).toUpperCase(), body.label, { sortOrder: body.sortOrder ?? 99 });
      items.push(created);
      return json({ result: created });
    }
    const index = items.findIndex((i) => i.code === decodeURIComponent(code!));
    const current = items[index]!;
    const next =
      method === 'PUT'
        ? { ...current, label: body.label, sortOrder: body.sortOrder ?? current.sortOrder }
        : { ...current, active: action === 'reactivate' };
    items[index] = next;
    return json({ result: next });
  });
  configureHttpClient({ fetch: fetchMock, transientRetryDelaysMs: [], getAccessToken: () => 'staff-token' });
  return { calls, data };
}

function renderPage(path = '/backoffice/reference-data') {
  return renderRoutes([{ path: '/backoffice/*', element: <BackofficePage /> }], path, { auth: staffMemberAuth() });
}

const rows = () => screen.getAllByTestId('reference-item-row');

describe('Back office: reference data', { timeout: 20_000 }, () => {
  beforeEach(() => toast.mockReset());
  afterEach(() => resetHttpClientConfig());

  it('is reached from the back-office menu, loads with a skeleton and shows the banks first', async () => {
    fakeServer();
    renderPage();
    const nav = screen.getByRole('navigation', { name: 'Back office menu' });
    expect(within(nav).getByRole('link', { name: 'Reference data' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Applications' })).not.toHaveAttribute('aria-current');
    expect(await screen.findByLabelText('Loading…')).toHaveAttribute('aria-busy', 'true');

    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(screen.getByRole('heading', { level: 1, name: 'Reference data' })).toBeInTheDocument();
    expect(screen.getByLabelText('List')).toHaveValue('BANK');
    expect(screen.getByRole('option', { name: 'Banks (2 of 2 active)' })).toBeInTheDocument();
    expect(within(rows()[0]!).getByText('MBB')).toBeInTheDocument();
    expect(within(rows()[0]!).getByText('Maybank')).toBeInTheDocument();
    expect(within(rows()[0]!).getByText('Active')).toBeInTheDocument();
    expect(screen.getByText(/Served at \/api\/DropDown\/getBankList/)).toBeInTheDocument();
  });

  it('switches lists through the URL and shows the columns each list uses', async () => {
    fakeServer();
    const { router } = renderPage();
    await waitFor(() => expect(rows()).toHaveLength(2));
    await userEvent.selectOptions(screen.getByLabelText('List'), 'SYSTEM_PARAMETER');
    expect(await screen.findByText('OTP.MAX_ATTEMPTS')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Value' })).toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Order' })).not.toBeInTheDocument();
    expect(router.state.location.search).toBe('?list=SYSTEM_PARAMETER');
  });

  it('adds an entry: field errors from the shared schema first, then the request, a toast and the new row', async () => {
    const { calls } = fakeServer();
    renderPage();
    await waitFor(() => expect(rows()).toHaveLength(2));
    await userEvent.click(screen.getByRole('button', { name: 'Add entry' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add to Banks' });

    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findAllByText('This field is required.')).toHaveLength(2);
    await userEvent.type(within(dialog).getByLabelText(/^Code/), 'new bank!');
    await userEvent.type(within(dialog).getByLabelText(/^Display order/), 'first');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText('A code has 1 to 40 capital letters, digits or underscores, e.g. NEW_BANK.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('Please enter a whole number from 0 to 99999.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    await userEvent.clear(within(dialog).getByLabelText(/^Code/));
    await userEvent.type(within(dialog).getByLabelText(/^Code/), 'gxbank');
    await userEvent.type(within(dialog).getByLabelText(/^Name shown to clients/), 'GXBank');
    await userEvent.clear(within(dialog).getByLabelText(/^Display order/));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(rows()).toHaveLength(3));
    expect(calls.find((c) => c.method === 'POST')).toEqual({
      method: 'POST',
      path: '/api/backoffice/reference-data/BANK/items',
      body: { code: 'gxbank', label: 'GXBank', sortOrder: null },
    });
    expect(toast).toHaveBeenCalledWith('GXBANK was added. Clients see it within a few minutes.');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText('GXBANK')).toBeInTheDocument();
  });

  it("shows the server's duplicate-code answer on the code field and keeps what was typed", async () => {
    const message = 'The code MBB is already in this list.';
    fakeServer({
      'POST /api/backoffice/reference-data/BANK/items': () =>
        new Response(
          JSON.stringify({
            result: message,
            code: 'DUPLICATE_CODE',
            issues: [{ path: 'code', message: 'referenceData.duplicateCode' }],
          }),
          { status: 409 },
        ),
    });
    renderPage();
    await waitFor(() => expect(rows()).toHaveLength(2));
    await userEvent.click(screen.getByRole('button', { name: 'Add entry' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add to Banks' });
    await userEvent.type(within(dialog).getByLabelText(/^Code/), 'MBB');
    await userEvent.type(within(dialog).getByLabelText(/^Name shown to clients/), 'Maybank again');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(message)).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Name shown to clients/)).toHaveValue('Maybank again');
    expect(toast).not.toHaveBeenCalled();
  });

  it('edits the label and order of an entry; its code cannot be changed', async () => {
    const { calls } = fakeServer();
    renderPage();
    await waitFor(() => expect(rows()).toHaveLength(2));
    await userEvent.click(screen.getByRole('button', { name: 'Edit MBB' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit MBB' });
    expect(within(dialog).getByLabelText(/^Code/)).toBeDisabled();
    const label = within(dialog).getByLabelText(/^Name shown to clients/);
    expect(label).toHaveValue('Maybank');
    await userEvent.clear(label);
    await userEvent.type(label, 'Maybank Berhad');
    await userEvent.clear(within(dialog).getByLabelText(/^Display order/));
    await userEvent.type(within(dialog).getByLabelText(/^Display order/), '5');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Maybank Berhad')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')).toEqual({
      method: 'PUT',
      path: '/api/backoffice/reference-data/BANK/items/MBB',
      body: { label: 'Maybank Berhad', sortOrder: 5 },
    });
    expect(toast).toHaveBeenCalledWith('MBB was saved. Clients see the change within a few minutes.');
  });

  it('deactivates after a confirmation, and offers to reactivate', async () => {
    const { calls } = fakeServer();
    renderPage();
    await waitFor(() => expect(rows()).toHaveLength(2));
    await userEvent.click(screen.getByRole('button', { name: 'Deactivate CIMB' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deactivate CIMB?' });
    expect(within(dialog).getByText(/“CIMB Bank” will no longer be offered to clients/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Deactivate CIMB' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Deactivate CIMB?' })).getByRole('button', {
        name: 'Yes, deactivate',
      }),
    );
    expect(await screen.findByRole('button', { name: 'Reactivate CIMB' })).toBeInTheDocument();
    expect(within(rows()[1]!).getByText('Inactive')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')!.path).toBe(
      '/api/backoffice/reference-data/BANK/items/CIMB/deactivate',
    );
    expect(toast).toHaveBeenCalledWith('CIMB was deactivated.');

    await userEvent.click(screen.getByRole('button', { name: 'Reactivate CIMB' }));
    expect(await screen.findByRole('button', { name: 'Deactivate CIMB' })).toBeInTheDocument();
    expect(toast).toHaveBeenCalledWith('CIMB is active again.');
  });

  it('lets staff rename but not add to or deactivate a rule-bound list', async () => {
    fakeServer();
    renderPage('/backoffice/reference-data?list=STATE');
    expect(await screen.findByText('W.P. Kuala Lumpur')).toBeInTheDocument();
    expect(screen.getByText(/codes of this list are fixed/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add entry' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Deactivate KUL' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit KUL' })).toBeInTheDocument();
  });

  it('says what to do when a list is empty or nothing matches the search', async () => {
    fakeServer();
    const { router } = renderPage('/backoffice/reference-data?list=ETHNICITY');
    expect(await screen.findByText('Nothing here yet')).toBeInTheDocument();
    expect(screen.getByText(/This list has no entries/)).toBeInTheDocument();

    await userEvent.selectOptions(screen.getByLabelText('List'), 'BANK');
    await waitFor(() => expect(rows()).toHaveLength(2));
    await userEvent.type(screen.getByLabelText('Search'), 'zzz');
    expect(await screen.findByText(/No entry matches this search/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(router.state.location.search).toBe('?list=BANK');
  });

  it('offers a retry when the lists cannot load', async () => {
    fakeServer({
      'GET /api/backoffice/reference-data': () =>
        new Response(JSON.stringify({ result: 'x', code: 'CONFLICT' }), { status: 409 }),
    });
    renderPage();
    expect(await screen.findByText('We could not load the reference lists.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
