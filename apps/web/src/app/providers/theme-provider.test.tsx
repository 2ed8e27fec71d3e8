import { afterEach, describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { PasswordInput } from '@mantine/core';
import { changeLanguage } from '../../lib/i18n/init-i18n';
import { ThemeProvider } from './theme-provider';

afterEach(async () => {
  await act(() => changeLanguage('en'));
});

describe('ThemeProvider', () => {
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
