import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type * as Oidc from 'oidc-client-ts';
import { AuthProvider } from '../../../lib/auth/auth-context';
import { renderRoutes } from '../../../test/render';
import { fakeApi } from '../../../test/fake-api';
import { testSettings } from '../../../test/fixtures';
import { LoginPage } from './login-page';

// The OIDC client is mocked at the module boundary; the extra token parameters it would send are recorded at
// the moment of each call (the second factor's code travels there: lib/auth/auth-context.tsx).
const signin = vi.fn();
const sentOtp: (unknown | undefined)[] = [];
vi.mock('oidc-client-ts', async (importOriginal) => {
  const actual = await importOriginal<typeof Oidc>();
  class FakeUserManager {
    settings: { extraTokenParams?: Record<string, unknown> } = {};
    events = {
      addUserLoaded: () => () => {},
      addUserUnloaded: () => () => {},
      addSilentRenewError: () => () => {},
      addUserSignedOut: () => () => {},
      addAccessTokenExpired: () => () => {},
    };
    getUser = async () => null;
    removeUser = async () => {};
    revokeTokens = async () => {};
    signinResourceOwnerCredentials = (args: unknown) => {
      sentOtp.push(this.settings.extraTokenParams?.otp);
      return signin(args);
    };
  }
  return { ...actual, UserManager: FakeUserManager };
});
// The QR image is the qrcode package's job; here it only has to carry the otpauth link.
vi.mock('qrcode', () => ({ toDataURL: async (text: string) => `data:image/png;base64,${btoa(text)}` }));

const { ErrorResponse, User } = await import('oidc-client-ts');

const refused = (error: string, description = '') => new ErrorResponse({ error, error_description: description });
const staffUser = () =>
  new User({ access_token: 'at', token_type: 'Bearer', profile: { sub: '9', role: ['staff'] } as never });

function renderLogin() {
  return renderRoutes(
    [
      { path: '/backoffice', element: <p>back office</p> },
      {
        path: '*',
        element: (
          <AuthProvider settings={{ ...testSettings }}>
            <LoginPage />
          </AuthProvider>
        ),
      },
    ],
    '/user-login',
  );
}

async function logIn(user = userEvent.setup()) {
  await user.type(screen.getByLabelText(/E-mail address/), 'staff@example.com');
  await user.type(screen.getByLabelText(/^Password/), 'Staff@1234');
  await user.click(screen.getByRole('button', { name: 'Log in' }));
  return user;
}

describe('LoginPage: the second factor', { timeout: 20_000 }, () => {
  beforeEach(() => {
    signin.mockReset();
    sentOtp.length = 0;
    localStorage.clear();
  });

  it('asks for the code after a right password, keeps a wrong one on screen, and signs in with the right one', async () => {
    signin
      .mockRejectedValueOnce(refused('mfa_required'))
      .mockRejectedValueOnce(refused('mfa_invalid'))
      .mockResolvedValueOnce(staffUser());
    renderLogin();
    const user = await logIn();

    const code = await screen.findByRole('textbox', { name: /^Code/ });
    expect(
      screen.getByText('Open your authenticator app and enter the 6-digit code it shows for Harta.'),
    ).toBeVisible();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await user.type(code, '111111');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'That code is not right. Check the code in your authenticator app and try again.',
    );
    expect(code).toHaveValue('111111');

    await user.clear(code);
    await user.type(code, '246 810');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('back office')).toBeInTheDocument();
    expect(signin).toHaveBeenCalledTimes(3);
    expect(signin).toHaveBeenLastCalledWith({ username: 'staff@example.com', password: 'Staff@1234' });
    expect(sentOtp).toEqual([undefined, '111111', '246 810']);
  });

  it('says when a code was already used (not counted), counts wrong codes towards the lockout, and asks nothing for an empty code', async () => {
    signin
      .mockRejectedValueOnce(refused('mfa_required'))
      .mockRejectedValueOnce(refused('mfa_replayed'))
      .mockRejectedValueOnce(refused('mfa_invalid'))
      .mockRejectedValueOnce(refused('mfa_invalid'))
      .mockRejectedValueOnce(refused('mfa_invalid'));
    renderLogin();
    const user = await logIn();
    const code = await screen.findByRole('textbox', { name: /^Code/ });

    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('This field is required.')).toBeInTheDocument();
    expect(signin).toHaveBeenCalledTimes(1);

    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'That code has already been used. Please wait for the next code in your authenticator app.',
    );
    expect(screen.getByRole('alert')).not.toHaveTextContent('attempt left');
    // Three wrong codes lock, as three wrong passwords do: the used one did not count.
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('That code is not right.'));
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('1 attempt left'));
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Temporarily suspended'));
    // Locked on this device: the next try does not reach the server.
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(signin).toHaveBeenCalledTimes(5);
  });

  it('enrols a staff member at first sign-in: QR code and key, the first code, then the recovery codes once', async () => {
    const codes = Array.from({ length: 10 }, (_, i) => `ABCD-EFG${i}-HJ`);
    const { calls } = fakeApi({
      'POST /api/auth/second-factor/enrolment': () => ({
        result: {
          secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
          otpauthUri: 'otpauth://totp/Harta%3Astaff%40example.com?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
          recoveryCodes: codes,
        },
      }),
    });
    signin.mockRejectedValueOnce(refused('mfa_enrollment_required')).mockResolvedValueOnce(staffUser());
    renderLogin();
    const user = await logIn();

    expect(await screen.findByRole('heading', { name: 'Set up your second factor' })).toBeVisible();
    expect(calls[0]).toMatchObject({ body: { username: 'staff@example.com', password: 'Staff@1234' } });
    expect(await screen.findByRole('img', { name: 'QR code that adds Harta to an authenticator app' })).toHaveAttribute(
      'src',
      `data:image/png;base64,${btoa('otpauth://totp/Harta%3Astaff%40example.com?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP')}`,
    );
    expect(screen.getByTestId('second-factor-secret')).toHaveTextContent('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP');

    await user.type(screen.getByRole('textbox', { name: /^Code/ }), '135790');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('heading', { name: 'Save your recovery codes' })).toBeVisible();
    for (const code of codes) expect(screen.getByText(code)).toBeVisible();
    // Signed in already, but the app opens only once the codes were seen.
    expect(screen.queryByText('back office')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'I have saved them, continue' }));
    expect(await screen.findByText('back office')).toBeInTheDocument();
    expect(sentOtp).toEqual([undefined, '135790']);
  });

  it('goes back to e-mail and password on request', async () => {
    signin.mockRejectedValueOnce(refused('mfa_required'));
    renderLogin();
    const user = await logIn();
    await user.click(await screen.findByRole('button', { name: 'Back to e-mail and password' }));
    expect(await screen.findByRole('button', { name: 'Log in' })).toBeVisible();
  });
});
