import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage } from '../../../../test/render';
import { PasswordStep } from './password-step';

function setup() {
  const login = vi.fn();
  renderPage(
    <PasswordStep setupToken={'x'.repeat(43)} email="a@b.co" login={login} onDone={vi.fn()} onExpired={vi.fn()} />,
  );
  return { login, user: userEvent.setup() };
}

describe('PasswordStep', () => {
  it('scores 20 points per criterion met and ticks the checklist', async () => {
    const { user } = setup();
    const password = await screen.findByLabelText(/^password(\s*\*)?$/i);
    expect(screen.getByTestId('password-strength')).toHaveTextContent('0 of 100');
    await user.type(password, 'abc');
    expect(screen.getByTestId('password-strength')).toHaveTextContent('Weak (20 of 100)');
    await user.type(password, 'DEF1');
    expect(screen.getByTestId('password-strength')).toHaveTextContent('60 of 100');
    await user.type(password, '!');
    expect(screen.getByTestId('password-strength')).toHaveTextContent('Strong (100 of 100)');
    expect(screen.getByText('At least 8 characters').closest('[data-met]')).toHaveAttribute('data-met', 'true');
  });

  it('says the confirmation does not match when leaving the field, and does not submit', async () => {
    const { user, login } = setup();
    await user.type(await screen.findByLabelText(/^password(\s*\*)?$/i), 'Strong@123');
    await user.type(screen.getByLabelText(/confirm password/i), 'Strong@124');
    await user.tab();
    expect(await screen.findByText('The two entries do not match.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /set password/i }));
    await waitFor(() => expect(screen.getByText('The two entries do not match.')).toBeInTheDocument());
    expect(login).not.toHaveBeenCalled();
    // What was typed is kept.
    expect(screen.getByLabelText(/^password(\s*\*)?$/i)).toHaveValue('Strong@123');
  });

  it('explains a weak password', async () => {
    const { user } = setup();
    await user.type(await screen.findByLabelText(/^password(\s*\*)?$/i), 'weak');
    await user.tab();
    expect(await screen.findByText(/Password must have at least 8 characters/)).toBeInTheDocument();
  });
});
