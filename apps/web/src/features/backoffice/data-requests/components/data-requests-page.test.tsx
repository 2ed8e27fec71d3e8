import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { DataRequestItem } from '@harta/contracts/schemas/data-rights';
import { resetHttpClientConfig } from '../../../../lib/http/http-config';
import { fakeApi, jsonAnswer } from '../../../../test/fake-api';
import { renderPage } from '../../../../test/render';
import { DataRequestsPage } from './data-requests-page';

/** The back office's personal-data requests against a stubbed API: the list, and carrying out a due erasure. */

const LIST = '/api/backoffice/data-requests';
const base: DataRequestItem = {
  id: '1',
  clientId: 12,
  clientName: 'Aisha Rahman',
  kind: 'EXPORT',
  status: 'RUNNING',
  progress: 40,
  requestedAt: '2026-11-20T02:00:00.000Z',
  expiresAt: null,
  downloadedAt: null,
  dueAt: null,
  completedAt: null,
  erasureDue: false,
  error: null,
};
const erasure: DataRequestItem = {
  ...base,
  id: '2',
  clientId: 13,
  clientName: 'Tan Mei Ling',
  kind: 'ERASURE',
  status: 'SCHEDULED',
  progress: 0,
  dueAt: '2026-01-02T00:00:00.000Z',
  erasureDue: true,
};

describe('DataRequestsPage', { timeout: 20_000 }, () => {
  afterEach(() => resetHttpClientConfig());

  it('lists exports with their progress and erasures with their due date, and carries out a due one', async () => {
    let list = [base, erasure];
    const { calls } = fakeApi({
      [`GET ${LIST}`]: () => ({ result: list }),
      [`POST ${LIST}/2/erase`]: () => {
        list = [
          base,
          {
            ...erasure,
            status: 'DONE',
            erasureDue: false,
            clientName: 'ERASED',
            completedAt: '2026-11-28T02:00:00.000Z',
          },
        ];
        return {
          result: {
            id: '2',
            status: 'DONE',
            requestedAt: erasure.requestedAt,
            dueAt: erasure.dueAt,
            completedAt: '2026-11-28T02:00:00.000Z',
          },
        };
      },
    });
    renderPage(<DataRequestsPage />, {}, '/backoffice/data-requests');
    const exportItem = await screen.findByTestId('data-request-1');
    expect(within(exportItem).getByText('Copy of data')).toBeInTheDocument();
    expect(within(exportItem).getByRole('progressbar', { name: 'Progress: 40%' })).toBeInTheDocument();
    const erasureItem = screen.getByTestId('data-request-2');
    expect(within(erasureItem).getByText('Due now')).toBeInTheDocument();
    expect(within(erasureItem).getByText('Due 2 Jan 2026')).toBeInTheDocument();
    await userEvent.click(within(erasureItem).getByRole('button', { name: 'Carry out erasure' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Erase personal data' }));
    await waitFor(() =>
      expect(calls.some((c) => c.method === 'POST' && c.url.pathname === `${LIST}/2/erase`)).toBe(true),
    );
    expect(await within(screen.getByTestId('data-request-2')).findByText('Erased')).toBeInTheDocument();
    expect(within(screen.getByTestId('data-request-2')).getByText('Erased client #13')).toBeInTheDocument();
  });

  it("records a closed client's erasure request by client number", async () => {
    const { calls } = fakeApi({
      [`GET ${LIST}`]: () => ({ result: [] }),
      'POST /api/backoffice/clients/21/erasure-request': () =>
        jsonAnswer(201, {
          result: {
            id: '7',
            status: 'SCHEDULED',
            requestedAt: base.requestedAt,
            dueAt: '2033-01-02T00:00:00.000Z',
            completedAt: null,
          },
        }),
    });
    renderPage(<DataRequestsPage />, {}, '/backoffice/data-requests');
    const field = await screen.findByLabelText('Client number');
    await userEvent.type(field, 'abc');
    await userEvent.click(screen.getByRole('button', { name: 'Record request' }));
    expect(await screen.findByText('Enter the client number (digits only).')).toBeInTheDocument();
    await userEvent.clear(field);
    await userEvent.type(field, '21');
    await userEvent.click(screen.getByRole('button', { name: 'Record request' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')!.url.pathname).toBe('/api/backoffice/clients/21/erasure-request');
  });

  it('shows the refusal of an erasure that is not due', async () => {
    fakeApi({
      [`GET ${LIST}`]: () => ({ result: [erasure] }),
      [`POST ${LIST}/2/erase`]: () =>
        jsonAnswer(409, {
          result: 'The financial records must be kept until 2033-01-02: personal data cannot be erased before then.',
          code: 'ERASURE_NOT_DUE',
        }),
    });
    renderPage(<DataRequestsPage />, {}, '/backoffice/data-requests');
    await userEvent.click(await screen.findByRole('button', { name: 'Carry out erasure' }));
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Erase personal data' }),
    );
    expect(await screen.findByText(/must be kept until 2033-01-02/)).toBeInTheDocument();
  });
});
