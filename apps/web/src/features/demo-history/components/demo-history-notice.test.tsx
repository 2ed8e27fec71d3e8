import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { resetHttpClientConfig } from '../../../lib/http/http-config';
import { changeLanguage } from '../../../lib/i18n/init-i18n';
import { fakeApi } from '../../../test/fake-api';
import { testSettings } from '../../../test/fixtures';
import { fakeAuth, renderPage } from '../../../test/render';
import { DemoHistoryNotice } from './demo-history-notice';

const health = (starting?: string[]) => ({ result: { status: 'ok', db: 'pglite', ...(starting ? { starting } : {}) } });

describe('the demo history notice', { timeout: 20_000 }, () => {
  afterEach(() => resetHttpClientConfig());

  it('says the demo history is still being prepared while the server seeds it, in the chosen language', async () => {
    fakeApi({ 'GET /api/health': () => health(['demo-history', 'scheduled-jobs']) });
    renderPage(<DemoHistoryNotice />, { auth: fakeAuth({ status: 'authenticated' }) });
    expect(await screen.findByTestId('demo-history-notice')).toHaveTextContent(
      'Your demo history is still being prepared',
    );
    await changeLanguage('ms');
    try {
      expect(await screen.findByText(/Sejarah demo anda masih sedang disediakan/)).toBeInTheDocument();
    } finally {
      await changeLanguage('en');
    }
  });

  it('shows nothing once the history is complete, or in a production installation', async () => {
    const { calls } = fakeApi({ 'GET /api/health': () => health(['scheduled-jobs']) });
    renderPage(<DemoHistoryNotice />, { auth: fakeAuth({ status: 'authenticated' }) });
    await waitFor(() => expect(calls.some((c) => c.url.pathname === '/api/health')).toBe(true));
    expect(screen.queryByTestId('demo-history-notice')).toBeNull();

    resetHttpClientConfig();
    const production = fakeApi({ 'GET /api/health': () => health(['demo-history']) });
    renderPage(<DemoHistoryNotice />, {
      auth: fakeAuth({ status: 'authenticated' }),
      settings: { ...testSettings, environment: 'production' },
    });
    await new Promise((r) => setTimeout(r, 50));
    expect(production.calls).toHaveLength(0);
    expect(screen.queryByTestId('demo-history-notice')).toBeNull();
  });
});
