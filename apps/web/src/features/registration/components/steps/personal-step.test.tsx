import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messagesEn } from '@harta/contracts/messages';
import { ApiPaths } from '@harta/contracts/paths';
import { configureHttpClient, resetHttpClientConfig } from '../../../../lib/http/http-config';
import { renderPage } from '../../../../test/render';
import { PersonalStep } from './personal-step';
import { savedPersonal } from '../../../../test/fixtures';

const saved = savedPersonal({ createdBy: 'draft@example.com', modifiedBy: 'draft@example.com' });

const jsonResponse = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

/** The step's reads answer a saved record; the save answers `saveAnswer`. */
function fakeApi(saveAnswer: () => Response) {
  const answers: Record<string, () => Response> = {
    [`GET ${ApiPaths.registration.getPersonalInfoByClientId}`]: () => jsonResponse({ result: saved }),
    [`GET ${ApiPaths.registration.getClientDocumentByClientId}`]: () =>
      jsonResponse({
        result: { idType: 'MYKAD', documents: [], requiredDocumentTypes: [], missingDocumentTypes: [] },
      }),
    [`GET ${ApiPaths.dropDown.getValueByType('TITLE')}`]: () => jsonResponse({ result: [{ code: 'MR', name: 'Mr' }] }),
    [`GET ${ApiPaths.dropDown.getCountryList}`]: () =>
      jsonResponse({ result: [{ code: 'MY', name: 'Malaysia', dialCode: '+60' }] }),
    [`GET ${ApiPaths.systemDefaultEthnicity}`]: () => jsonResponse({ result: [{ code: 'CHINESE', name: 'Chinese' }] }),
    [`POST ${ApiPaths.registration.saveClientPersonalInformation}`]: saveAnswer,
  };
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const answer = answers[`${init?.method ?? 'GET'} ${url.pathname}`];
    return answer ? answer() : jsonResponse({ result: 'Not found', code: 'NOT_FOUND' }, 404);
  });
  configureHttpClient({ fetch: fetchMock, transientRetryDelaysMs: [], getAccessToken: () => 'client-token' });
}

describe('PersonalStep', { timeout: 20_000 }, () => {
  afterEach(() => resetHttpClientConfig());

  it('shows "ID number already registered" under the NRIC field and stays on the step', async () => {
    fakeApi(() =>
      jsonResponse(
        {
          result: messagesEn['registration.idNumberTaken'],
          code: 'ID_NUMBER_TAKEN',
          issues: [{ path: 'nric', message: 'registration.idNumberTaken' }],
        },
        409,
      ),
    );
    const onSaved = vi.fn();
    renderPage(<PersonalStep email="draft@example.com" onSaved={onSaved} />);
    const nric = await screen.findByLabelText(/^NRIC number/);
    expect(nric).toHaveValue('900101-14-5677');

    await userEvent.click(screen.getByRole('button', { name: 'Save and continue' }));

    await waitFor(() => expect(nric).toHaveAccessibleDescription(/already registered with another account/));
    expect(screen.getByText(messagesEn['registration.idNumberTaken'])).toBeInTheDocument();
    expect(nric).toHaveAttribute('aria-invalid', 'true');
    // No error modal on top: the message is where the user fixes it.
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onSaved).not.toHaveBeenCalled();
  });
});
