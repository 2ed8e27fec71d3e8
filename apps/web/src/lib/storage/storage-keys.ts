/** Every key the app writes to browser storage, in one place so none collide and logout can find them. */
export const StorageKeys = {
  /** Forced platform for tests: 'android' | 'ios' | 'web'. */
  platform: 'harta.platform',
  colorScheme: 'harta.color-scheme',
  /** 'en' or 'ms': the language chosen on this device (also saved on the account once logged in). */
  language: 'harta.language',
  /** Failed-login counter and 24-hour block of this device. */
  loginLockout: 'harta.login-lockout',
  /** Where the guard bounced an anonymous user from, to return there after login (sessionStorage). */
  returnTo: 'harta.return-to',
  /**
   * Prefix of the one-per-session flags features set (e.g. "notice already shown"). A successful login clears
   * them all, as the spec asks ("clears the counters and pending flags").
   */
  pendingFlagPrefix: 'harta.flag.',
} as const;
