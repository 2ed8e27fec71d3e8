import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { localStorageColorSchemeManager, MantineProvider } from '@mantine/core';
import { StorageKeys } from '../../lib/storage/storage-keys';
import { colourTokensResolver } from '../colour-tokens';
import { themeWith } from '../theme';

const colorSchemeManager = localStorageColorSchemeManager({ key: StorageKeys.colorScheme });

/** Mantine with the brand theme in the current language; the light/dark choice is remembered on the device (default: the system's). */
export function ThemeProvider({ children }: { children: ReactNode }) {
  const { t, i18n } = useTranslation();
  // Rebuilt only when the language changes: Mantine's button names (close, show password) follow it.
  const theme = useMemo(
    () => themeWith({ 'ui.close': t('ui.close'), 'ui.togglePasswordVisibility': t('ui.togglePasswordVisibility') }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- t changes identity with the language
    [i18n.language],
  );
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
