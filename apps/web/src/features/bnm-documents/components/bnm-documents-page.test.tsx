import { beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messagesEn } from '@harta/contracts/messages';
import type { BnmDocument } from '@harta/contracts/schemas/bnm-documents';
import { loadSpecMessages } from '../../../lib/i18n/init-i18n';
import { activeClient, bnmDocument } from '../../../test/fixtures';
import { fakeApi, jsonAnswer } from '../../../test/fake-api';
import { fakeAuth, renderRoutes } from '../../../test/render';
import { BnmDocumentsPage } from './bnm-documents-page';

const base = bnmDocument();

function renderPage(documents: BnmDocument[], extra: Record<string, () => unknown> = {}) {
  const api = fakeApi({
    'GET /api/registration/getClientLoginById': () => ({ result: activeClient }),
    'GET /bnmGet': () => ({ result: documents }),
    ...extra,
  });
  const auth = fakeAuth({ status: 'authenticated', roles: ['c'] });
  const utils = renderRoutes(
    [{ path: '/my-profile/bnm-documents', element: <BnmDocumentsPage /> }],
    '/my-profile/bnm-documents',
    {
      auth,
    },
  );
  return { ...utils, ...api };
}

/** Mantine's FileInput is a button over a hidden file input: the input is what receives the file. */
async function fileInput(): Promise<HTMLInputElement> {
  await screen.findByRole('button', { name: /Approval document/ });
  return document.querySelector<HTMLInputElement>('input[type="file"]')!;
}

const pdf = (bytes: number, name = 'approval.pdf') =>
  new File([new Uint8Array(bytes)], name, { type: name.endsWith('.pdf') ? 'application/pdf' : 'text/plain' });

describe('BnmDocumentsPage', { timeout: 20_000 }, () => {
  beforeAll(() => loadSpecMessages());

  it('says what to do when there is no document yet', async () => {
    renderPage([]);
    expect(await screen.findByText(/You have not uploaded any document yet/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Central bank approval documents' })).toBeInTheDocument();
  });

  it('lists each document with its status in words, the approval period and the rejection reason', async () => {
    renderPage([
      {
        ...base,
        id: 'c3b7a0de-0000-4000-8000-000000000003',
        status: 'REJECTED',
        fileName: 'old.pdf',
        rejectReason: 'The letter has expired',
      },
      {
        ...base,
        id: 'c3b7a0de-0000-4000-8000-000000000002',
        status: 'APPROVED',
        fileName: 'ok.pdf',
        validFrom: '2026-01-01',
        validUntil: '2026-12-31',
      },
      { ...base, id: 'c3b7a0de-0000-4000-8000-000000000001' },
    ]);
    const rejected = await screen.findByTestId('bnm-document-c3b7a0de-0000-4000-8000-000000000003');
    expect(within(rejected).getByText('Rejected')).toBeInTheDocument();
    expect(within(rejected).getByText('Reason: The letter has expired')).toBeInTheDocument();
    expect(within(rejected).getByRole('button', { name: 'Upload a new file' })).toBeInTheDocument();
    expect(within(rejected).queryByRole('button', { name: 'Cancel document' })).not.toBeInTheDocument();
    const approved = screen.getByTestId('bnm-document-c3b7a0de-0000-4000-8000-000000000002');
    expect(within(approved).getByText('Approved for 1 Jan 2026 to 31 Dec 2026')).toBeInTheDocument();
    expect(within(approved).queryByRole('button', { name: 'Upload a new file' })).not.toBeInTheDocument();
    const submitted = screen.getByTestId('bnm-document-c3b7a0de-0000-4000-8000-000000000001');
    expect(within(submitted).getByText('Awaiting review')).toBeInTheDocument();
    expect(within(submitted).getByRole('button', { name: 'Cancel document' })).toBeInTheDocument();
  });

  it('checks the file before sending, then uploads it with the client id header', async () => {
    const { calls } = renderPage([], {
      'POST /bnmUpload': () => ({ result: base }),
    });
    const input = await fileInput();
    await userEvent.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText(messagesEn['kyc.fileMissing'])).toBeInTheDocument();

    await userEvent.upload(input, pdf(1024, 'tiny.pdf'));
    expect(await screen.findByText('The file must be between 20 KB and 5120 KB.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Upload' }));
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await userEvent.upload(input, pdf(30 * 1024));
    await userEvent.type(screen.getByLabelText(/Description/), 'Ref 123');
    await userEvent.click(screen.getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.headers.clientId).toBe('7');
    expect(await screen.findByText('Your document was uploaded. We will review it shortly.')).toBeInTheDocument();
  });

  it('sends one upload for a double click on Upload', async () => {
    const { calls } = renderPage([], {
      'POST /bnmUpload': () => ({ result: base }),
    });
    await userEvent.upload(await fileInput(), pdf(30 * 1024));
    await userEvent.dblClick(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('Your document was uploaded. We will review it shortly.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
  });

  it("shows the server's refusal of a file under the field", async () => {
    renderPage([], {
      'POST /bnmUpload': () =>
        jsonAnswer(400, {
          result: 'The file content does not match its type. Please upload a real pdf file.',
          code: 'VALIDATION_ERROR',
        }),
    });
    await userEvent.upload(await fileInput(), pdf(30 * 1024));
    await userEvent.click(screen.getByRole('button', { name: 'Upload' }));
    expect(
      await screen.findByText('The file content does not match its type. Please upload a real pdf file.'),
    ).toBeInTheDocument();
  });

  it('cancels a document awaiting review after a confirmation', async () => {
    const { calls } = renderPage([base], {
      'POST /bnmCancel': () => ({ result: { ...base, status: 'CANCELLED' } }),
    });
    const item = await screen.findByTestId('bnm-document-c3b7a0de-0000-4000-8000-000000000001');
    await userEvent.click(within(item).getByRole('button', { name: 'Cancel document' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this document?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel document' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ id: 'c3b7a0de-0000-4000-8000-000000000001' }),
    );
    expect(await screen.findByText('The document was cancelled.')).toBeInTheDocument();
  });
});
