import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DataExport, DataRightsOverview } from '@harta/contracts/schemas/data-rights';
import { resetHttpClientConfig } from '../../../lib/http/http-config';
import { fakeApi, jsonAnswer } from '../../../test/fake-api';
import { fakeAuth, renderPage } from '../../../test/render';
import { YourDataPage } from './your-data-page';

function copy(id: string, patch: Partial<DataExport> = {}): DataExport {
  return {
    id,
    status: 'READY',
    progress: 100,
    requestedAt: '2026-11-20T02:00:00.000Z',
    expiresAt: '2026-11-27T02:05:00.000Z',
    sizeBytes: 120_000,
    downloadUrl: `/api/data-rights/exports/${id}/download`,
    ...patch,
  };
}

function overview(patch: Partial<DataRightsOverview> = {}): { result: DataRightsOverview } {
  return {
    result: { exports: [], erasure: null, retentionYears: 7, exportValidDays: 7, exportsPerDay: 3, ...patch },
  };
}

const renderYourData = (path = '/your-data') =>
  renderPage(<YourDataPage />, { auth: fakeAuth({ status: 'authenticated', roles: ['c'] }) }, path);

describe('Your data page', { timeout: 20_000 }, () => {
  afterEach(() => {
    resetHttpClientConfig();
    vi.restoreAllMocks();
  });

  it('asks for a copy, shows its progress, and downloads it once ready', async () => {
    const createObjectURL = vi.fn(() => 'blob:zip');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    let state: DataExport[] = [];
    const { calls } = fakeApi({
      'GET /api/data-rights': () => overview({ exports: state }),
      'POST /api/data-rights/exports': () => {
        state = [copy('5', { status: 'RUNNING', progress: 40, expiresAt: null, downloadUrl: null })];
        return jsonAnswer(202, { result: state[0] });
      },
      'GET /api/data-rights/exports/5/download': () =>
        new Response('PK', {
          status: 200,
          headers: {
            'content-type': 'application/zip',
            'content-disposition': 'attachment; filename="harta-data.zip"',
          },
        }),
    });
    renderYourData();
    expect(await screen.findByText('You have not asked for a copy yet.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Prepare a copy of my data' }));
    expect(
      await screen.findByText('We are preparing your copy. We will e-mail you when it is ready.'),
    ).toBeInTheDocument();
    const bar = await screen.findByRole('progressbar', { name: 'Preparing: 40%' });
    expect(bar).toBeInTheDocument();
    // One copy at a time: the button waits while it is prepared.
    expect(screen.getByRole('button', { name: 'Prepare a copy of my data' })).toBeDisabled();

    // The page asks again while it is prepared; once ready it offers the download.
    state = [copy('5')];
    const line = await screen.findByTestId('export-5', {}, { timeout: 5_000 });
    const download = await within(line).findByRole('button', { name: 'Download ZIP' }, { timeout: 5_000 });
    expect(within(line).getByText(/^Ready until 27 Nov 2026/)).toBeInTheDocument();
    await userEvent.click(download);
    await waitFor(() => expect(clicked).toEqual(['harta-data.zip']));
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
  });

  it("shows the server's refusal when a copy cannot be asked for now", async () => {
    fakeApi({
      'GET /api/data-rights': () => overview({ exports: [copy('2', { status: 'EXPIRED', downloadUrl: null })] }),
      'POST /api/data-rights/exports': () =>
        jsonAnswer(429, {
          result: 'You have asked for 3 copies of your data today. Please try again tomorrow.',
          code: 'EXPORT_DAILY_LIMIT',
        }),
    });
    renderYourData();
    expect(await screen.findByText('Expired and deleted')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Prepare a copy of my data' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You have asked for 3 copies of your data today.');
  });

  it('offers the copy the e-mailed link names, and says when it is gone', async () => {
    fakeApi({ 'GET /api/data-rights': () => overview({ exports: [copy('9')] }) });
    const first = renderYourData('/your-data?download=9');
    const linked = await screen.findByTestId('linked-export');
    expect(within(linked).getByText('Your copy is ready. Download it here.')).toBeInTheDocument();
    expect(within(linked).getByRole('button', { name: 'Download ZIP' })).toBeInTheDocument();
    first.unmount();
    renderYourData('/your-data?download=4');
    expect(
      await screen.findByText('This copy is no longer available. You can ask for a new one below.'),
    ).toBeInTheDocument();
  });

  it('links the profile flows for corrections', async () => {
    fakeApi({ 'GET /api/data-rights': () => overview() });
    renderYourData();
    expect(await screen.findByRole('link', { name: 'Go to My Profile' })).toHaveAttribute('href', '/my-profile');
  });

  it('records an erasure request after a confirmation and says when it will happen', async () => {
    let erasure: DataRightsOverview['erasure'] = null;
    const { calls } = fakeApi({
      'GET /api/data-rights': () => overview({ erasure }),
      'POST /api/data-rights/erasure': () => {
        erasure = {
          id: '3',
          status: 'WAITING_CLOSURE',
          requestedAt: '2026-11-28T03:00:00.000Z',
          dueAt: null,
          completedAt: null,
        };
        return jsonAnswer(201, { result: erasure });
      },
    });
    renderYourData();
    expect(
      await screen.findByText(/keep your financial records for 7 years after your account is closed/),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Ask for my data to be erased' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ask for erasure?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, record my request' }));
    expect(
      await screen.findByText(
        'You asked for erasure on 28 Nov 2026. Your personal data will be erased 7 years after your account is closed.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ask for my data to be erased' })).not.toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
  });

  it('shows the due date of a scheduled erasure', async () => {
    fakeApi({
      'GET /api/data-rights': () =>
        overview({
          erasure: {
            id: '3',
            status: 'SCHEDULED',
            requestedAt: '2026-11-28T03:00:00.000Z',
            dueAt: '2033-11-28T03:00:00.000Z',
            completedAt: null,
          },
        }),
    });
    renderYourData();
    expect(
      await screen.findByText(
        'You asked for erasure on 28 Nov 2026. Your personal data will be erased on or after 28 Nov 2033.',
      ),
    ).toBeInTheDocument();
  });
});
