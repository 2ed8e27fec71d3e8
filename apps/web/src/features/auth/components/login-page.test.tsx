import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type * as Oidc from 'oidc-client-ts';
import { AuthProvider } from '../../../lib/auth/auth-context';
import { renderRoutes } from '../../../test/render';
import { configureHttpClient, resetHttpClientConfig } from '../../../lib/http/http-config';
import { registerErrorNavigator } from '../../../lib/http/error-navigation';
import { testSettings } from '../../../test/fixtures';
import { LoginPage } from './login-page';

// The OIDC client is mocked at the module boundary: everything between the form and UserManager is real.
const signin = vi.fn();
const revokeTokens = vi.fn(async () => {});
vi.mock('oidc-client-ts', async (importOriginal) => {
  const actual = await importOriginal<typeof Oidc>();
  class FakeUserManager {
    events = {
      addUserLoaded: () => () => {},
      addUserUnloaded: () => () => {},
      addSilentRenewError: () => () => {},
      addUserSignedOut: () => () => {},
      addAccessTokenExpired: () => () => {},
    };
    getUser = async () => null;
    removeUser = async () => {};
    revokeTokens = revokeTokens;
    signinResourceOwnerCredentials = signin;
  }
  return { ...actual, UserManager: FakeUserManager };
});

const { ErrorResponse, User } = await import('oidc-client-ts');

function renderLogin() {
  return renderRoutes(
    [
      { path: '/forbidden', element: <p>forbidden page</p> },
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

async function submit(email = 'demo@example.com', password = 'Wrong@1234') {
  const user = userEvent.setup();
  await user.clear(screen.getByLabelText(/E-mail address/));
  await user.type(screen.getByLabelText(/E-mail address/), email);
  await user.clear(screen.getByLabelText(/^Password/));
  await user.type(screen.getByLabelText(/^Password/), password);
  await user.click(screen.getByRole('button', { name: 'Log in' }));
}

describe('LoginPage', () => {
  beforeEach(() => {
    signin.mockReset();
    signin.mockRejectedValue(
      new ErrorResponse({ error: 'invalid_grant', error_description: 'Invalid username or password' }),
    );
  });

  it("shows 'Invalid username or password' on a 400 invalid_grant and keeps what was typed", async () => {
    renderLogin();
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid username or password');
    expect(signin).toHaveBeenCalledWith({ username: 'demo@example.com', password: 'Wrong@1234' });
    expect(screen.getByLabelText(/E-mail address/)).toHaveValue('demo@example.com');
    expect(screen.getByLabelText(/^Password/)).toHaveValue('Wrong@1234');
  });

  it('warns before the last attempt; the third failure locks, says a new password unlocks, and stops asking the server', async () => {
    renderLogin();
    await submit();
    await waitFor(() => expect(signin).toHaveBeenCalledTimes(1));
    expect(screen.getByRole('alert')).not.toHaveTextContent('attempt left');
    await submit();
    await waitFor(() => expect(signin).toHaveBeenCalledTimes(2));
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid username or password');
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('1 attempt left before your account is locked for 24 hours.'),
    );
    await submit();
    const alert = screen.getByRole('alert');
    await waitFor(() =>
      expect(within(alert).getByTestId('login-message')).toHaveTextContent(
        'For your safety, your account has been Temporarily suspended. Please try again after 24hrs.',
      ),
    );
    expect(alert).toHaveTextContent('Choosing a new password unlocks your account at once.');
    expect(within(alert).getByRole('link', { name: 'Reset your password' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(within(alert).getByRole('link', { name: testSettings.supportEmail })).toHaveAttribute(
      'href',
      `mailto:${testSettings.supportEmail}`,
    );
    await submit();
    expect(signin).toHaveBeenCalledTimes(3);
  });

  it('shows the lockout message when the server reports its own lockout', async () => {
    signin.mockRejectedValue(
      new ErrorResponse({
        error: 'invalid_grant',
        error_description:
          'For your safety, your account has been Temporarily suspended. Please try again after 24hrs.',
      }),
    );
    renderLogin();
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent('Temporarily suspended');
  });

  it('validates on blur: an empty or malformed e-mail is reported before any request', async () => {
    renderLogin();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/E-mail address/), 'not-an-email');
    await user.tab();
    expect(await screen.findByText('Please enter a valid e-mail address.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('This field is required.')).toBeInTheDocument();
    expect(signin).not.toHaveBeenCalled();
  });

  it('says nothing when an untouched field is left empty; the first submit reports it (issue 15 item 7)', async () => {
    renderLogin();
    const user = userEvent.setup();
    await user.click(screen.getByLabelText(/E-mail address/));
    await user.tab();
    await user.tab();
    expect(screen.queryByText('This field is required.')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findAllByText('This field is required.')).toHaveLength(2);
    // After the submit, errors follow what is typed.
    await user.type(screen.getByLabelText(/E-mail address/), 'demo@example.com');
    await waitFor(() => expect(screen.getAllByText('This field is required.')).toHaveLength(1));
  });

  it('shows the form labelled for assistive technology', () => {
    renderLogin();
    expect(screen.getByRole('heading', { level: 1, name: 'Log in to Harta' })).toBeInTheDocument();
    expect(screen.getByLabelText(/E-mail address/)).toHaveAttribute('autocomplete', 'username');
  });
});

describe('LoginPage: routing after a successful login', () => {
  const summary = (status: string, currentStep = 10) => ({
    result: {
      clientId: 7,
      emailAddress: 'demo@example.com',
      givenName: 'Demo',
      status,
      guid: 'g',
      currentStep,
      isMobileRegistration: false,
      isQRrefreshButtonEnable: false,
    },
  });

  function answerSummary(body: unknown) {
    const fetchMock = vi.fn<typeof fetch>(async () => new Response(JSON.stringify(body), { status: 200 }));
    configureHttpClient({ fetch: fetchMock, transientRetryDelaysMs: [] });
    return fetchMock;
  }

  beforeEach(() => {
    signin.mockReset();
    signin.mockResolvedValue(new User({ access_token: 'at', token_type: 'Bearer', profile: { sub: '7' } as never }));
    resetHttpClientConfig();
  });

  it('loads the profile with the new token and goes to the remembered target', async () => {
    const fetchMock = answerSummary(summary('ACTIVE'));
    sessionStorage.setItem('harta.return-to', '/my-statement');
    localStorage.setItem('harta.login-lockout', JSON.stringify({ failures: 2, blockedUntil: null }));
    localStorage.setItem('harta.flag.welcome-shown', '1');
    const { router } = renderLogin();
    await submit('demo@example.com', 'Demo@1234');
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-statement'));
    expect(String(fetchMock.mock.calls[0]![0])).toContain('/api/registration/getClientLoginById');
    expect((fetchMock.mock.calls[0]![1]?.headers as Record<string, string>).Authorization).toBe('Bearer at');
    // A successful login clears the counters and pending flags.
    expect(localStorage.getItem('harta.login-lockout')).toBeNull();
    expect(localStorage.getItem('harta.flag.welcome-shown')).toBeNull();
  });

  it('DRAFT goes to the saved registration step', async () => {
    answerSummary(summary('DRAFT', 3));
    const { router } = renderLogin();
    await submit('demo@example.com', 'Demo@1234');
    await waitFor(() =>
      expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/registration?step=3'),
    );
  });

  it('a login without the client role sees the forbidden page and stays logged in (no "Log in" offered)', async () => {
    const fetchMock = vi.fn<typeof fetch>(
      async () => new Response(JSON.stringify({ result: 'Forbidden', code: 'FORBIDDEN' }), { status: 403 }),
    );
    configureHttpClient({ fetch: fetchMock, transientRetryDelaysMs: [] });
    revokeTokens.mockClear();
    const { router } = renderLogin();
    registerErrorNavigator((to) => void router.navigate(to));
    await submit('norole@example.com', 'Demo@1234');
    await waitFor(() => expect(router.state.location.pathname).toBe('/forbidden'));
    expect(revokeTokens).not.toHaveBeenCalled();
    registerErrorNavigator(null);
  });

  it('a closed account is refused on the login page, with who to contact', async () => {
    answerSummary(summary('CLOSE'));
    const { router } = renderLogin();
    await submit('demo@example.com', 'Demo@1234');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByTestId('login-message')).toHaveTextContent(
      /^Can't login, account CLOSED\/REJECTED\/SUSPENDED\.$/,
    );
    expect(within(alert).getByRole('link', { name: testSettings.supportEmail })).toHaveAttribute(
      'href',
      `mailto:${testSettings.supportEmail}`,
    );
    expect(alert).toHaveTextContent('you may apply again from the date given in our decision e-mail');
    expect(router.state.location.pathname).toBe('/user-login');
  });
});
