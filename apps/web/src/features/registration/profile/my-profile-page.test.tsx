import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from 'react-router';
import { messagesEn } from '@harta/contracts/messages';
import { ApiPaths } from '@harta/contracts/paths';
import type { ContactInformation } from '@harta/contracts/schemas/registration-contact';
import { configureHttpClient, resetHttpClientConfig } from '../../../lib/http/http-config';
import { renderRoutes } from '../../../test/render';
import { MyProfilePage } from './my-profile-page';
import { savedPersonal } from '../../../test/fixtures';

const personal = savedPersonal();

const contact: ContactInformation = {
  clientId: 7,
  emailAddress: 'daniel@example.com',
  mobileNumber: '+60123456789',
  isMobileVerified: true,
  mobileVerifiedBy: 'sms',
  addressLine1: '1 Jalan Ampang',
  addressLine2: null,
  postcode: '50450',
  city: 'Kuala Lumpur',
  state: 'KUL',
  country: 'MY',
};

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

/** The reads answer the saved record; each update call answers `updateAnswer`. */
function fakeApi(updateAnswer: () => Response) {
  const answers: Record<string, () => Response> = {
    [`GET ${ApiPaths.registration.getcontactInfoByClientId}`]: () => json({ result: contact }),
    [`GET ${ApiPaths.registration.getfinancialInfoByClientId}`]: () => json({ result: null }),
    [`GET ${ApiPaths.registration.getPersonalInfoByClientId}`]: () => json({ result: personal }),
    [`GET ${ApiPaths.registration.getClientDocumentByClientId}`]: () =>
      json({ result: { idType: 'MYKAD', documents: [], requiredDocumentTypes: [], missingDocumentTypes: [] } }),
    [`GET ${ApiPaths.dropDown.getValueByType('TITLE')}`]: () => json({ result: [{ code: 'MR', name: 'Mr' }] }),
    [`GET ${ApiPaths.dropDown.getValueByType('STATE')}`]: () =>
      json({ result: [{ code: 'KUL', name: 'WP Kuala Lumpur' }] }),
    [`GET ${ApiPaths.dropDown.getCountryList}`]: () =>
      json({ result: [{ code: 'MY', name: 'Malaysia', dialCode: '+60' }] }),
    [`GET ${ApiPaths.restrictedCountryGet}`]: () => json({ result: [] }),
    [`GET ${ApiPaths.systemDefaultEthnicity}`]: () => json({ result: [{ code: 'CHINESE', name: 'Chinese' }] }),
    [`POST ${ApiPaths.clientProfile.updateClientPersonalInformation}`]: updateAnswer,
    [`POST ${ApiPaths.clientProfile.updateClientContactInformation}`]: updateAnswer,
  };
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const answer = answers[`${init?.method ?? 'GET'} ${url.pathname}`];
    return answer ? answer() : json({ result: 'Not found', code: 'NOT_FOUND' }, 404);
  });
  configureHttpClient({ fetch: fetchMock, transientRetryDelaysMs: [], getAccessToken: () => 'client-token' });
  return fetchMock;
}

function renderProfile() {
  return renderRoutes(
    [
      {
        path: '/my-profile',
        element: (
          <>
            <Link to="/dashboard">Home</Link>
            <MyProfilePage />
          </>
        ),
      },
      { path: '/dashboard', element: <p>dashboard page</p> },
    ],
    '/my-profile',
  );
}

const posted = (fetchMock: ReturnType<typeof fakeApi>, path: string) =>
  fetchMock.mock.calls.filter(([url, init]) => String(url) === path && init?.method === 'POST');

describe('MyProfilePage', { timeout: 90_000 }, () => {
  afterEach(() => resetHttpClientConfig());

  it('edits a section with its registration form and says Updated successfully', async () => {
    const fetchMock = fakeApi(() => json({ status: true, errorMessage: null }));
    renderProfile();
    await userEvent.click(await screen.findByRole('button', { name: 'Address' }));
    const line1 = await screen.findByLabelText(/^Address line 1/);
    expect(line1).toHaveValue('1 Jalan Ampang');
    // Registration's own mobile verification is not offered here: the number changes in its own section.
    expect(screen.queryByRole('button', { name: /send code/i })).not.toBeInTheDocument();
    await userEvent.clear(line1);
    await userEvent.type(line1, '2 Jalan Tun Razak');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(messagesEn['profile.updated'])).toBeInTheDocument();
    const [call] = posted(fetchMock, ApiPaths.clientProfile.updateClientContactInformation);
    expect(JSON.parse(String(call![1]!.body))).toMatchObject({ addressLine1: '2 Jalan Tun Razak', country: 'MY' });
  });

  it('shows a refusal in the alert with its errorMessage and keeps what was typed', async () => {
    fakeApi(() => json({ status: false, errorMessage: messagesEn['profile.idNumberLocked'] }));
    renderProfile();
    await userEvent.click(await screen.findByRole('button', { name: 'Personal information' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText(messagesEn['profile.idNumberLocked'])).toBeInTheDocument();
    expect(screen.queryByText(messagesEn['profile.updated'])).not.toBeInTheDocument();
  });

  it("warns 'Please save before exit.' when leaving with a country check open", async () => {
    fakeApi(() => json({ status: true, errorMessage: null }));
    renderProfile();
    await userEvent.click(await screen.findByRole('button', { name: 'Address' }));
    await screen.findByLabelText(/^Address line 1/);
    await userEvent.click(screen.getByRole('link', { name: 'Home' }));
    expect(await screen.findByText('Please save before exit.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(screen.queryByText('Please save before exit.')).not.toBeInTheDocument());
    expect(screen.queryByText('dashboard page')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Home' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Leave without saving' }));
    expect(await screen.findByText('dashboard page')).toBeInTheDocument();
  });
});
