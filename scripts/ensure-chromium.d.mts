/** The browser the end-to-end tests drive (CHROMIUM_PATH, or Debian's headless shell). */
export const CHROMIUM: string;
/** Installs Debian's chromium-headless-shell when the browser is missing and this process may (root). */
export function ensureChromium(): void;
