import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MobileAppVersionInfo } from '@harta/contracts/schemas/native';
import { configureHttpClient, resetHttpClientConfig } from '../../../lib/http/http-config';
import { resetPlatformForTests } from '../../../lib/platform/platform';
import { fakeAuth, renderRoutes } from '../../../test/render';
import { resetDeviceIntegrityForTests } from '../hooks/use-device-integrity';
import { NativeEffects } from './native-effects';
import { resetUpdateCheckForTests } from './update-prompt';

/**
 * The native layer in the browser simulation: the update dialogs (spec section 4), the exit prompt and the
 * rooted-device redirect, against a stubbed API.
 */

const versionInfo: MobileAppVersionInfo = {
  latest: '1.10.0',
  url: 'https://play.google.com/store/apps/details?id=my.harta.app',
  blacklist: ['1.0.0'],
  alerts: {
    mandatory: { title: 'Update required', text: 'This version is no longer supported.' },
    optional: { title: 'Update available', text: 'A new version is out.' },
  },
};

type Answer = (url: string, init?: RequestInit) => Response | Promise<Response>;

function stubApi(answer: Partial<Record<'version' | 'integrity', Answer>> = {}) {
  const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200 });
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = String(input);
    if (url.includes('/getMobileAppVersion/'))
      return (answer.version ?? (() => json({ result: versionInfo })))(url, init);
    if (url.endsWith('/api/devices/integrity'))
      return (answer.integrity ?? (() => json({ result: { allowed: true } })))(url, init);
    return new Response('{}', { status: 404 });
  });
  configureHttpClient({ fetch: fetchMock, transientRetryDelaysMs: [] });
  return fetchMock;
}

function renderNative(path = '/home') {
  return renderRoutes(
    [
      { path: '/home', element: <NativeEffects /> },
      { path: '/vapt', element: <h1>vapt page</h1> },
    ],
    path,
    { auth: fakeAuth() },
  );
}

describe('NativeEffects', () => {
  beforeEach(() => {
    localStorage.setItem('harta.platform', 'android');
    resetPlatformForTests();
    resetUpdateCheckForTests();
    resetDeviceIntegrityForTests();
  });

  afterEach(() => {
    resetHttpClientConfig();
    resetPlatformForTests();
    delete window.__hartaNative;
  });

  it('forces the update of a blacklisted version: no cancel, no close', async () => {
    localStorage.setItem('harta.sim.appVersion', '1.0.0');
    const fetchMock = stubApi();
    renderNative();
    const dialog = await screen.findByRole('dialog', { name: 'Update required' });
    expect(within(dialog).getByText('This version is no longer supported.')).toBeInTheDocument();
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Update now']);
    expect(String(fetchMock.mock.calls.find(([u]) => String(u).includes('Version'))?.[0])).toContain(
      '/api/ClientProfile/getMobileAppVersion/android',
    );
  });

  it('offers a newer version, and Cancel closes the offer', async () => {
    localStorage.setItem('harta.sim.appVersion', '1.9.9');
    stubApi();
    renderNative();
    const dialog = await screen.findByRole('dialog', { name: 'Update available' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('opens the store address on Update now', async () => {
    localStorage.setItem('harta.sim.appVersion', '1.9.9');
    stubApi();
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    renderNative();
    const dialog = await screen.findByRole('dialog', { name: 'Update available' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update now' }));
    expect(open).toHaveBeenCalledWith(versionInfo.url, '_blank', 'noopener,noreferrer');
  });

  it('stays silent when the version check fails', async () => {
    localStorage.setItem('harta.sim.appVersion', '1.0.0');
    const fetchMock = stubApi({ version: () => new Response('oops', { status: 500 }) });
    renderNative();
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("the back button asks 'Are you sure want to exit ?'; Yes exits, No stays", async () => {
    localStorage.setItem('harta.sim.appVersion', '1.10.0'); // up to date: no update dialog
    stubApi();
    renderNative();
    await waitFor(() => expect(window.__hartaNative).toBeDefined());
    window.__hartaNative!.backButton();
    let dialog = await screen.findByRole('dialog', { name: 'Are you sure want to exit ?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(window.__hartaNative!.exitRequests).toBe(0);

    window.__hartaNative!.backButton();
    dialog = await screen.findByRole('dialog', { name: 'Are you sure want to exit ?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(window.__hartaNative!.exitRequests).toBe(1);
  });

  it('sends a rooted device to vapt and tells the server', async () => {
    localStorage.setItem('harta.sim.rooted', '1');
    const fetchMock = stubApi();
    const { router } = renderNative();
    await waitFor(() => expect(router.state.location.pathname).toBe('/vapt'));
    const report = fetchMock.mock.calls.find(([u]) => String(u).endsWith('/api/devices/integrity'));
    expect(JSON.parse(String(report?.[1]?.body))).toMatchObject({ platform: 'android', rooted: true });
  });

  it('sends the device to vapt when the server remembers it as rooted', async () => {
    stubApi({ integrity: () => new Response(JSON.stringify({ result: { allowed: false } }), { status: 200 }) });
    const { router } = renderNative();
    await waitFor(() => expect(router.state.location.pathname).toBe('/vapt'));
  });
});
