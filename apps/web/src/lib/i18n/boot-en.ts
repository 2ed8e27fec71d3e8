/**
 * The only strings in the entry script: what the settings gate shows while `/appsettings.json` and the English
 * resource (resources.ts, a lazy chunk) download, and when either fails.
 */
export const bootEn = {
  'app.loading': 'Loading…',
  'app.settingsFailed': 'We could not load the app. Please check your connection and try again.',
  'app.retry': 'Try again',
  // Names of Mantine's own buttons (the theme sets them, see app/theme.ts): needed from the first dialog on.
  'ui.close': 'Close',
  'ui.togglePasswordVisibility': 'Toggle password visibility',
} as const;
