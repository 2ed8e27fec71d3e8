import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configureHttpClient, resetHttpClientConfig } from '../../../lib/http/http-config';
import { resetPlatformForTests } from '../../../lib/platform/platform';
import { fakeAuth, renderRoutes } from '../../../test/render';
import { KEYCHAIN_SERVER } from '../storage/biometric-record';
import { BiometricLoginButton } from './biometric-login-button';

const DEVICE_ID = '0b8d6c1e-8a5e-4c3b-9f7e-3f0e2d1c4b5a';

function enableOnDevice() {
  localStorage.setItem(
    'harta.biometric',
    JSON.stringify({
      clientId: 7,
      username: 'demo@example.com',
      isBiometricActive: true,
      credentialRef: { deviceId: DEVICE_ID, keychainServer: KEYCHAIN_SERVER },
      biometryType: 'face id',
    }),
  );
  localStorage.setItem(
    `harta.sim.keychain.${KEYCHAIN_SERVER}`,
    JSON.stringify({ username: DEVICE_ID, password: 's'.repeat(43) }),
  );
  localStorage.setItem('harta.install-id', 'abcdef0123456789abcdef0123456789');
}

function renderHome(auth = fakeAuth()) {
  return renderRoutes(
    [
      { path: '/home', element: <BiometricLoginButton /> },
      { path: '/user-login', element: <h1>password login</h1> },
      { path: '/', element: <h1>root</h1> },
    ],
    '/home',
    { auth },
  );
}

describe('BiometricLoginButton', () => {
  beforeEach(() => {
    localStorage.setItem('harta.platform', 'ios');
    localStorage.setItem('harta.sim.biometry', 'face id');
    resetPlatformForTests();
  });

  afterEach(() => {
    resetHttpClientConfig();
    resetPlatformForTests();
  });

  it('is absent until biometric login is switched on', async () => {
    renderHome();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('verifies, exchanges the device credential and starts the session', async () => {
    enableOnDevice();
    const tokens = { access_token: 'at', token_type: 'Bearer', expires_in: 300, refresh_token: 'rt', scope: 'openid' };
    const fetchMock = vi.fn<typeof fetch>(
      async () => new Response(JSON.stringify({ result: tokens }), { status: 200 }),
    );
    configureHttpClient({ fetch: fetchMock, transientRetryDelaysMs: [] });
    const loginWithTokens = vi.fn(async () => ({}) as never);
    const { router } = renderHome(fakeAuth({ loginWithTokens }));

    await userEvent.click(await screen.findByRole('button', { name: 'Log in with Face ID' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(loginWithTokens).toHaveBeenCalledWith(tokens);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toContain('/api/devices/biometric-login');
    expect(JSON.parse(String(init?.body))).toEqual({
      deviceId: DEVICE_ID,
      deviceSecret: 's'.repeat(43),
      installId: 'abcdef0123456789abcdef0123456789',
    });
  });

  it('counts failed verifications and sends the user to the password after the fifth', async () => {
    enableOnDevice();
    localStorage.setItem('harta.sim.biometricResult', 'fail');
    const fetchMock = vi.fn<typeof fetch>();
    configureHttpClient({ fetch: fetchMock });
    const { router } = renderHome();
    const button = await screen.findByRole('button', { name: 'Log in with Face ID' });
    for (const left of [4, 3, 2, 1]) {
      await userEvent.click(button);
      expect(await screen.findByRole('alert')).toHaveTextContent(
        `Not recognised. ${left} attempt${left === 1 ? '' : 's'} left.`,
      );
    }
    await userEvent.click(button);
    await waitFor(() => expect(router.state.location.pathname).toBe('/user-login'));
    expect(await screen.findByText('Too many unsuccessful attempts. Please log in with your password.')).toBeVisible();
    expect(JSON.parse(localStorage.getItem('harta.biometric-attempts')!)).toEqual({ failures: 5 });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('a cancelled prompt is not an attempt', async () => {
    enableOnDevice();
    localStorage.setItem('harta.sim.biometricResult', 'cancel');
    renderHome();
    await userEvent.click(await screen.findByRole('button', { name: 'Log in with Face ID' }));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(localStorage.getItem('harta.biometric-attempts')).toBeNull();
  });

  it('wipes a credential the server no longer accepts and falls back to the password', async () => {
    enableOnDevice();
    configureHttpClient({
      fetch: vi.fn<typeof fetch>(
        async () =>
          new Response(
            JSON.stringify({ result: 'Biometric login is no longer active', code: 'DEVICE_CREDENTIAL_INVALID' }),
            { status: 401 },
          ),
      ),
      transientRetryDelaysMs: [],
    });
    const { router } = renderHome();
    await userEvent.click(await screen.findByRole('button', { name: 'Log in with Face ID' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/user-login'));
    expect(localStorage.getItem(`harta.sim.keychain.${KEYCHAIN_SERVER}`)).toBeNull();
    expect(JSON.parse(localStorage.getItem('harta.biometric')!)).toMatchObject({
      isBiometricActive: false,
      credentialRef: null,
    });
  });
});
