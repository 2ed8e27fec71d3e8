import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { DocumentReplacementReviewItem } from '@harta/contracts/schemas/profile-documents';
import { resetHttpClientConfig } from '../../../../lib/http/http-config';
import { loadSpecMessages } from '../../../../lib/i18n/init-i18n';
import { fakeApi } from '../../../../test/fake-api';
import { renderPage } from '../../../../test/render';
import { DocumentReplacementsPage } from './document-replacements-page';

/** The back office's review of identity-document replacements against a stubbed API: approve, reject. */

const QUEUE = '/api/backoffice/document-replacements';
const item: DocumentReplacementReviewItem = {
  id: '4',
  clientId: 12,
  status: 'SUBMITTED',
  idType: 'PASSPORT',
  expiryDate: '2036-05-01',
  files: [{ page: 'front', fileName: 'passport.jpg', contentType: 'image/jpeg', sizeBytes: 40_000 }],
  submittedAt: '2026-11-20T02:00:00.000Z',
  reviewedAt: null,
  rejectReason: null,
  clientName: 'Aisha Rahman',
  idNumber: 'E1234567K',
  currentDocuments: [{ documentType: 'ID_FRONT', downloadUrl: '/api/registration/documents/9/file' }],
  fileUrls: { front: '/api/backoffice/document-replacements/4/files/front' },
};

describe('DocumentReplacementsPage', { timeout: 20_000 }, () => {
  beforeAll(() => loadSpecMessages());
  afterEach(() => resetHttpClientConfig());

  it('lists a replacement with its client, ID and expiry, and approves it after a confirmation', async () => {
    let queue = [item];
    const { calls } = fakeApi({
      [`GET ${QUEUE}`]: () => ({ result: queue }),
      [`POST ${QUEUE}/4/approve`]: () => {
        queue = [];
        return { result: { ...item, status: 'APPROVED' } };
      },
    });
    renderPage(<DocumentReplacementsPage />);
    const card = await screen.findByTestId('doc-review-4');
    expect(within(card).getByRole('link', { name: 'Aisha Rahman' })).toHaveAttribute(
      'href',
      '/backoffice/applications/12',
    );
    expect(within(card).getByText('PASSPORT E1234567K')).toBeInTheDocument();
    expect(within(card).getByText('New expiry date: 1 May 2036')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'New front' })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'On record: ID_FRONT' })).toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve this document' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(await screen.findByText('No identity document is awaiting review.')).toBeInTheDocument();
  });

  it('rejects with a reason, which is required', async () => {
    const { calls } = fakeApi({
      [`GET ${QUEUE}`]: () => ({ result: [item] }),
      [`POST ${QUEUE}/4/reject`]: () => ({ result: { ...item, status: 'REJECTED', rejectReason: 'Blurred' } }),
    });
    renderPage(<DocumentReplacementsPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject this document' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText('Please give the reason for the rejection.')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText(/Reason/), 'Blurred');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ reason: 'Blurred' }));
  });
});
