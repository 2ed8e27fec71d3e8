import { createTheme, type MantineColorsTuple } from '@mantine/core';
import { bootEn } from '../lib/i18n/boot-en';

/** One calm teal-green brand colour and its scale; index 7 keeps AA contrast with white text. */
const brand: MantineColorsTuple = [
  '#ecfbf7',
  '#d4f4ec',
  '#a9e8d9',
  '#7ad9c4',
  '#4fc5ad',
  '#2fab95',
  '#1e8f7d',
  '#0f766e',
  '#115e59',
  '#134e4a',
];

/** The names of Mantine's own buttons, in the language of the moment (ThemeProvider rebuilds the theme on a switch). */
export interface ThemeLabels {
  'ui.close': string;
  'ui.togglePasswordVisibility': string;
}

export function themeWith(labels: ThemeLabels) {
  const close = { 'aria-label': labels['ui.close'] };
  const dialogDefaults = {
    defaultProps: { attributes: { header: { role: 'presentation' } }, closeButtonProps: close },
  };
  return createTheme({
    primaryColor: 'brand',
    // Shade 7 carries white text at 5.5:1 in both schemes (shade 6 was 4.0:1 in the dark one).
    primaryShade: { light: 7, dark: 7 },
    // Filled buttons and badges of any colour take black or white text, whichever reads (orange 7 with white: 3.0:1).
    autoContrast: true,
    // The luminance where black and white text read equally well (4.58:1): every filled shade gets at least that.
    luminanceThreshold: 0.179,
    colors: { brand },
    defaultRadius: 'md',
    fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
    headings: { fontWeight: '650' },
    focusRing: 'auto',
    // A person who asks their system for less motion gets menus, dialogs and drawers without their transitions
    // (WCAG 2.3.3; the boot spinner in app.css stops too).
    respectReducedMotion: true,
    cursorType: 'pointer',
    components: {
      Card: { defaultProps: { withBorder: true, radius: 'lg', padding: 'lg' } },
      Paper: { defaultProps: { radius: 'lg' } },
      Button: { defaultProps: { radius: 'md' } },
      // A link inside a sentence must not rely on its colour alone to stand out (WCAG 1.4.1).
      Anchor: { defaultProps: { underline: 'always' } },
      // A dialog's header is not the page's banner (Chromium exposes it as a second one), and its close button needs a
      // name.
      Modal: dialogDefaults,
      Drawer: dialogDefaults,
      // A toast's close button too (axe button-name): it is on screen for 5 s, long enough to be read out or tabbed to.
      Notification: { defaultProps: { closeButtonProps: close } },
      PasswordInput: {
        defaultProps: { visibilityToggleButtonProps: { 'aria-label': labels['ui.togglePasswordVisibility'] } },
      },
    },
  });
}

/** The English theme (tests, and the first render before i18next reports a language). */
export const theme = themeWith(bootEn);
