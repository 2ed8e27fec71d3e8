import { afterEach, describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { Notification, PasswordInput } from '@mantine/core';
import { changeLanguage } from '../../lib/i18n/init-i18n';
import { ThemeProvider } from './theme-provider';

afterEach(async () => {
  await act(() => changeLanguage('en'));
});

describe('ThemeProvider', () => {
  it("names a toast's close button (axe button-name: a toast stays 5 s), in the chosen language", async () => {
    render(
      <ThemeProvider>
        <Notification onClose={() => undefined}>Updated successfully</Notification>
      </ThemeProvider>,
    );
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
    await act(() => changeLanguage('ms'));
    expect(screen.getByRole('button', { name: 'Tutup' })).toBeInTheDocument();
  });

  it("names Mantine's show-password button in the chosen language, and follows a switch", async () => {
    render(
      <ThemeProvider>
        <PasswordInput label="Password" />
      </ThemeProvider>,
    );
    expect(screen.getByRole('button', { name: 'Toggle password visibility', hidden: true })).toBeInTheDocument();

    await act(() => changeLanguage('ms'));
    expect(
      screen.getByRole('button', { name: 'Tunjuk atau sembunyikan kata laluan', hidden: true }),
    ).toBeInTheDocument();
  });
});
