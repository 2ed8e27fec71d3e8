import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError } from '../../lib/http/http-error';
import { TestProviders } from '../../test/render';
import { showAlert, showError, showSuccess, showWarning } from './feedback-modals';

function setup() {
  render(<TestProviders>{null}</TestProviders>);
}

describe('feedback modals', () => {
  it('alert defaults to the spec text and closes with OK', async () => {
    setup();
    act(() => void showAlert());
    expect(
      await screen.findByText('Sorry it seems an error occurred, please contact the support team.'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.queryByText(/Sorry it seems/)).not.toBeInTheDocument();
  });

  it("error shows the response's result", async () => {
    setup();
    act(
      () => void showError(new HttpError(409, { result: 'This e-mail is already registered.', code: 'CONFLICT' }, 'x')),
    );
    expect(await screen.findByText('This e-mail is already registered.')).toBeInTheDocument();
  });

  it('error accepts a bare body and falls back to the default alert text', async () => {
    setup();
    act(() => void showError({ result: 'Bare body', code: 'X' }));
    expect(await screen.findByText('Bare body')).toBeInTheDocument();
    act(() => void showError(new HttpError(400, undefined, 'x')));
    expect(await screen.findByText(/Sorry it seems an error occurred/)).toBeInTheDocument();
  });

  it('success defaults to the spec text; warning shows its message', async () => {
    setup();
    act(() => void showSuccess());
    expect(await screen.findByText('Request sent successfully.')).toBeInTheDocument();
    act(() => void showWarning('Please save before exit.'));
    expect(await screen.findByText('Please save before exit.')).toBeInTheDocument();
  });
});
