import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider } from '@mantine/core';
import type { AppSettings } from '@harta/contracts/settings';
import { testSettings } from '../../test/fixtures';
import { SettingsGate } from './settings-gate';

function renderGate(load: () => Promise<AppSettings>) {
  return render(
    <MantineProvider env="test">
      <SettingsGate load={load}>{(settings) => <p>app for {settings.environment}</p>}</SettingsGate>
    </MantineProvider>,
  );
}

describe('SettingsGate', () => {
  it('shows a loading state, then the app with the settings', async () => {
    renderGate(async () => testSettings);
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(await screen.findByText('app for sandbox')).toBeInTheDocument();
  });

  it('renders nothing of the app on failure, and retries on request', async () => {
    const load = vi
      .fn<() => Promise<AppSettings>>()
      .mockRejectedValueOnce(new Error('down'))
      .mockResolvedValue(testSettings);
    renderGate(load);
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load the app.');
    expect(screen.queryByText(/app for/)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('app for sandbox')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
