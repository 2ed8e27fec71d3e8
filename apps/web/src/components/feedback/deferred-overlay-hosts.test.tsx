import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { DeferredOverlayHosts, OVERLAY_HOSTS_SETTLE_DELAY_MS } from './deferred-overlay-hosts';
import { showAlert } from './feedback-modals';
import { overlayHostsReady } from './overlay-hosts-demand';
import { toastSuccess } from './toasts';

// The demand is module state: each test gets fresh modules.
afterEach(() => vi.resetModules());

function renderHosts() {
  render(
    <MantineProvider env="test">
      <DeferredOverlayHosts />
    </MantineProvider>,
  );
}

describe('DeferredOverlayHosts', () => {
  it('mounts nothing at first; the first modal mounts the host and is shown', async () => {
    renderHosts();
    expect(overlayHostsReady()).toBe(false);
    act(() => void showAlert());
    expect(
      await screen.findByText('Sorry it seems an error occurred, please contact the support team.'),
    ).toBeInTheDocument();
    expect(overlayHostsReady()).toBe(true);
  });

  it('a toast raised before the host is mounted mounts it and is shown', async () => {
    renderHosts();
    act(() => void toastSuccess('Updated successfully'));
    expect(await screen.findByText('Updated successfully')).toBeInTheDocument();
  });

  it('mounts the hosts by itself once the app has settled', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const demand = await import('./overlay-hosts-demand');
      const { DeferredOverlayHosts: Hosts } = await import('./deferred-overlay-hosts');
      render(
        <MantineProvider env="test">
          <Hosts />
        </MantineProvider>,
      );
      act(() => vi.advanceTimersByTime(OVERLAY_HOSTS_SETTLE_DELAY_MS - 1));
      expect(demand.overlayHostsReady()).toBe(false);
      act(() => vi.advanceTimersByTime(1));
      vi.useRealTimers();
      await vi.waitFor(() => expect(demand.overlayHostsReady()).toBe(true));
    } finally {
      vi.useRealTimers();
    }
  });
});
