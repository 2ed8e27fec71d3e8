import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messagesEn } from '@harta/contracts/messages';
import { ApiPaths } from '@harta/contracts/paths';
import type { DocumentReplacement } from '@harta/contracts/schemas/profile-documents';
import { configureHttpClient, resetHttpClientConfig } from '../../../lib/http/http-config';
import { renderRoutes } from '../../../test/render';
import { DocumentReplacementSection } from './document-replacement';
import { savedPersonal } from '../../../test/fixtures';

const personal = savedPersonal();

const pending: DocumentReplacement = {
  id: '3',
  clientId: 7,
  status: 'SUBMITTED',
  idType: 'MYKAD',
  expiryDate: null,
  files: [],
  submittedAt: '2026-11-20T02:00:00.000Z',
  reviewedAt: null,
  rejectReason: null,
};

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

function fakeApi(latest: DocumentReplacement | null, submitAnswer = () => json({ status: true, errorMessage: null })) {
  const answers: Record<string, () => Response> = {
    [`GET ${ApiPaths.registration.getPersonalInfoByClientId}`]: () => json({ result: personal }),
    [`GET ${ApiPaths.clientProfile.getClientDocumentReplacement}`]: () => json({ result: latest }),
    [`POST ${ApiPaths.clientProfile.sendStepUpOTP}`]: () => json({ status: true, errorMessage: null }),
    [`POST ${ApiPaths.clientProfile.updateClientDocument}`]: submitAnswer,
  };
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const answer = answers[`${init?.method ?? 'GET'} ${url.pathname}`];
    return answer ? answer() : json({ result: 'Not found', code: 'NOT_FOUND' }, 404);
  });
  configureHttpClient({ fetch: fetchMock, transientRetryDelaysMs: [], getAccessToken: () => 'client-token' });
  return fetchMock;
}

const render = () => renderRoutes([{ path: '/my-profile', element: <DocumentReplacementSection /> }], '/my-profile');
const image = (name: string, kb = 25) => new File([new Uint8Array(kb * 1024)], name, { type: 'image/jpeg' });
const calls = (fetchMock: ReturnType<typeof fakeApi>, path: string) =>
  fetchMock.mock.calls.filter(([url, init]) => String(url) === path && init?.method === 'POST');

describe('DocumentReplacementSection', { timeout: 90_000 }, () => {
  afterEach(() => resetHttpClientConfig());

  it('while a replacement awaits review, says so and offers no second one', async () => {
    fakeApi(pending);
    render();
    expect(await screen.findByText('Your new document, sent on 20 Nov 2026, is awaiting our review.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Send for review' })).not.toBeInTheDocument();
  });

  it('shows a rejection with its reason and checks the files before anything is sent', async () => {
    const fetchMock = fakeApi({ ...pending, status: 'REJECTED', rejectReason: 'The photo is blurred' });
    const { container } = render();
    expect(await screen.findByText(/was not accepted: The photo is blurred/)).toBeVisible();
    const [front] = Array.from(container.querySelectorAll<HTMLInputElement>('input[type="file"]'));
    await userEvent.upload(front!, image('front.jpg', 5));
    await userEvent.click(screen.getByRole('button', { name: 'Send for review' }));
    expect(await screen.findByText('The file must be between 20 KB and 5120 KB.')).toBeVisible();
    expect(screen.getByText(messagesEn['kyc.fileMissing'])).toBeVisible();
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(0);
  });

  it('sends both pages with the ID number and the step-up code, then says Updated successfully', async () => {
    const fetchMock = fakeApi(null);
    const { container } = render();
    expect(await screen.findByLabelText(/ID number on the new document/)).toHaveValue('900101-14-5677');
    const [front, back] = Array.from(container.querySelectorAll<HTMLInputElement>('input[type="file"]'));
    await userEvent.upload(front!, image('front.jpg'));
    await userEvent.upload(back!, image('back.jpg'));
    await userEvent.click(screen.getByRole('button', { name: 'Send for review' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/send your new identity document for review/)).toBeVisible();
    expect(calls(fetchMock, ApiPaths.clientProfile.sendStepUpOTP)[0]![1]!.body).toBe(
      JSON.stringify({ change: 'document' }),
    );
    const [firstDigit] = within(dialog).getAllByRole('textbox');
    await userEvent.click(firstDigit!);
    await userEvent.keyboard('123456');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText(messagesEn['profile.updated'])).toBeInTheDocument();
    const [call] = calls(fetchMock, ApiPaths.clientProfile.updateClientDocument);
    const form = call![1]!.body as FormData;
    expect([form.get('idType'), form.get('idNumber'), form.get('stepUpOtp'), form.get('expiryDate')]).toEqual([
      'MYKAD',
      '900101-14-5677',
      '123456',
      null,
    ]);
    expect((form.get('front') as File).name).toBe('front.jpg');
    expect((form.get('back') as File).name).toBe('back.jpg');
  });

  it("shows the server's refusal in the alert", async () => {
    fakeApi(null, () => json({ status: false, errorMessage: messagesEn['profile.documentIdMismatch'] }));
    const { container } = render();
    await screen.findByLabelText(/ID number on the new document/);
    const [front, back] = Array.from(container.querySelectorAll<HTMLInputElement>('input[type="file"]'));
    await userEvent.upload(front!, image('front.jpg'));
    await userEvent.upload(back!, image('back.jpg'));
    await userEvent.click(screen.getByRole('button', { name: 'Send for review' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getAllByRole('textbox')[0]!);
    await userEvent.keyboard('123456');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.getByText(messagesEn['profile.documentIdMismatch'])).toBeInTheDocument());
  });
});
