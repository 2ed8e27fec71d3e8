import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { renderPage } from '../../../test/render';
import { AboutPage } from './about-page';

describe('AboutPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the version, and the commit and date of the build from build-info.json', async () => {
    const fetchMock = vi.fn(
      async () =>
        new Response(
          JSON.stringify({ version: '0.1.0', commit: '0123456789abcdef0123', builtAt: '2026-11-26T02:00:00.000Z' }),
        ),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderPage(<AboutPage />);
    expect(screen.getByText(/^Version /)).toBeInTheDocument();
    expect(await screen.findByTestId('build-info')).toHaveTextContent('Build 0123456789ab, 26 Nov 2026');
    expect(fetchMock).toHaveBeenCalledWith('/build-info.json', expect.anything());
  });

  it('still shows the version when the build file cannot be read', async () => {
    const fetchMock = vi.fn(async () => new Response('', { status: 404 }));
    vi.stubGlobal('fetch', fetchMock);
    renderPage(<AboutPage />);
    expect(screen.getByText(/^Version /)).toBeInTheDocument();
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.queryByTestId('build-info')).not.toBeInTheDocument();
  });
});
