import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { resetHttpClientConfig } from '../../../../lib/http/http-config';
import { loadSpecMessages } from '../../../../lib/i18n/init-i18n';
import { fakeApi, jsonAnswer } from '../../../../test/fake-api';
import { bnmDocument } from '../../../../test/fixtures';
import { renderPage } from '../../../../test/render';
import { BnmReviewCard } from './bnm-review-card';

/** The back office's review of central-bank documents against a stubbed API: approve with a period, reject. */

const LIST = '/bnmGet';
const pending = bnmDocument({
  id: 'c3b7a0de-0000-4000-8000-000000000005',
  clientId: 12,
  fileName: 'bnm-letter.pdf',
  sizeBytes: 40_000,
  description: 'Ref BNM/2026/77',
});

describe('BnmReviewCard', { timeout: 20_000 }, () => {
  beforeAll(() => loadSpecMessages());
  afterEach(() => resetHttpClientConfig());

  it("lists the client's documents and approves a pending one for the period entered", async () => {
    let current = pending;
    const { calls } = fakeApi({
      [`GET ${LIST}`]: () => ({ result: [current] }),
      'POST /api/backoffice/bnm-documents/c3b7a0de-0000-4000-8000-000000000005/approve': () => {
        current = { ...pending, status: 'APPROVED', validFrom: '2026-11-01', validUntil: '2027-10-31' };
        return { result: current };
      },
    });
    renderPage(<BnmReviewCard clientId={12} />);
    const item = await screen.findByTestId('bnm-review-c3b7a0de-0000-4000-8000-000000000005');
    expect(within(item).getByText('Awaiting review')).toBeInTheDocument();
    expect(within(item).getByText('Ref BNM/2026/77')).toBeInTheDocument();
    expect(calls[0]!.url.searchParams.get('clientId')).toBe('12');

    await userEvent.click(within(item).getByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve this document' });
    // The period is checked before sending: the end may not come before the start.
    await userEvent.type(within(dialog).getByLabelText(/Approval valid from/), '2026-11-01');
    await userEvent.type(within(dialog).getByLabelText(/Approval valid until/), '2026-10-31');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await within(dialog).findByText('The approval must end on or after the day it starts.')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await userEvent.clear(within(dialog).getByLabelText(/Approval valid until/));
    await userEvent.type(within(dialog).getByLabelText(/Approval valid until/), '2027-10-31');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
        validFrom: '2026-11-01',
        validUntil: '2027-10-31',
      }),
    );
    expect(await screen.findByText('Approved for 1 Nov 2026 to 31 Oct 2027')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
  });

  it('rejects with a reason, which is required', async () => {
    let current = pending;
    const { calls } = fakeApi({
      [`GET ${LIST}`]: () => ({ result: [current] }),
      'POST /api/backoffice/bnm-documents/c3b7a0de-0000-4000-8000-000000000005/reject': () => {
        current = { ...pending, status: 'REJECTED', rejectReason: 'The letter has expired' };
        return { result: current };
      },
    });
    renderPage(<BnmReviewCard clientId={12} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject this document' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText('Please give the reason for the rejection.')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText(/Reason/), 'The letter has expired');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ reason: 'The letter has expired' }),
    );
    const item = await screen.findByTestId('bnm-review-c3b7a0de-0000-4000-8000-000000000005');
    expect(await within(item).findByText('Rejected')).toBeInTheDocument();
    expect(within(item).getByText('Reason: The letter has expired')).toBeInTheDocument();
  });

  it('says when the client has no document, and offers a retry when the list fails', async () => {
    let fail = true;
    fakeApi({
      [`GET ${LIST}`]: () => (fail ? jsonAnswer(500, { result: 'boom', code: 'INTERNAL_ERROR' }) : { result: [] }),
    });
    renderPage(<BnmReviewCard clientId={12} />);
    expect(await screen.findByText('The documents could not be loaded.')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No document from this client.')).toBeInTheDocument();
  });
});
