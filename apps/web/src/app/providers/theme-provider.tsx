import type { ReactNode } from 'react';
import { localStorageColorSchemeManager, MantineProvider } from '@mantine/core';
import { StorageKeys } from '../../lib/storage/storage-keys';
import { colourTokensResolver } from '../colour-tokens';
import { theme } from '../theme';

const colorSchemeManager = localStorageColorSchemeManager({ key: StorageKeys.colorScheme });

/** Mantine with the brand theme; the light/dark choice is remembered on the device (default: the system's). */
export function ThemeProvider({ children }: { children: ReactNode }) {
  return (
    <MantineProvider
      theme={theme}
      colorSchemeManager={colorSchemeManager}
      defaultColorScheme="auto"
      cssVariablesResolver={colourTokensResolver}
    >
      {children}
    </MantineProvider>
  );
}
