import type { CapacitorConfig } from '@capacitor/cli';

/**
 * The native iOS/Android wrapper around this web app (docs/native.md). `npx cap sync` copies `dist/` (run
 * `npm run build` first) into both native projects and installs the plugins. The app id is also the store id:
 * the server's default Play Store address is built from it (modules/app-version, NATIVE_APP_ID).
 */
const config: CapacitorConfig = {
  appId: 'my.harta.app',
  appName: 'Harta',
  webDir: 'dist',
  // The app's own origin: https://localhost on Android, capacitor://localhost on iOS. Both are in the server's
  // default CORS_ORIGINS, so the bundled app may call the API and the identity server.
  server: { androidScheme: 'https' },
  android: {
    allowMixedContent: false,
    // Release builds cannot be inspected with chrome://inspect; debug builds can.
    webContentsDebuggingEnabled: false,
  },
  ios: {
    contentInset: 'never',
    limitsNavigationsToAppBoundDomains: false,
  },
  plugins: {
    SplashScreen: {
      launchShowDuration: 600,
      launchAutoHide: true,
      launchFadeOutDuration: 200,
      backgroundColor: '#0f766e',
      showSpinner: false,
      androidScaleType: 'CENTER_CROP',
      splashFullScreen: false,
      splashImmersive: false,
    },
  },
};

export default config;
