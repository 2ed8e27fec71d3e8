import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messagesEn } from '@harta/contracts/messages';
import { ApiPaths } from '@harta/contracts/paths';
import { resetHttpClientConfig } from '../../../../lib/http/http-config';
import { fakeApi as fakeRoutes } from '../../../../test/fake-api';
import { renderPage } from '../../../../test/render';
import { personalFormReads } from '../../test/personal-fixtures';
import { PersonalStep } from './personal-step';

const jsonResponse = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

/** The step's reads answer a saved record; the save answers `saveAnswer`. */
function fakeApi(saveAnswer: () => Response) {
  fakeRoutes({ ...personalFormReads, [`POST ${ApiPaths.registration.saveClientPersonalInformation}`]: saveAnswer });
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
