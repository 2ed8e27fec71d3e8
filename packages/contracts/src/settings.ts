/**
 * `/appsettings.json`: the runtime configuration the web app loads before anything else, so that one build runs in
 * every environment.
 *
 * The fields are one table, read two ways: `parseAppSettings` below (plain TypeScript: the web app checks the file
 * before its first render, and zod would add 25 KB gzip to that path) and `appSettingsSchema` in
 * `settings-schema.ts` (zod, for the server's response schema and the OpenAPI document).
 */
export const APP_SETTINGS_FIELDS = {
  apiBase: { kind: 'string' },
  /** Second API base, for portfolio switching (spec section 7). */
  switchApiBase: { kind: 'string' },
  identityServer: { kind: 'string' },
  clientId: { kind: 'string' },
  scope: { kind: 'string' },
  redirectUri: { kind: 'string' },
  clientAppUrl: { kind: 'string' },
  /** Where the browser keeps the session: 'localStorage' survives restarts, 'sessionStorage' ends with the tab. */
  storage: { kind: 'enum', values: ['localStorage', 'sessionStorage'] },
  /** Seconds. */
  idlePeriod: { kind: 'positiveInt' },
  /** Seconds. */
  timeoutCountdown: { kind: 'positiveInt' },
  environment: { kind: 'string' },
  supportEmail: { kind: 'string' },
  marketingSiteUrl: { kind: 'string' },
  faqUrl: { kind: 'string' },
  contactUrl: { kind: 'string' },
  /**
   * Base64 of the registration basic-auth pair `user:password` (spec section 6: "registration calls use a fixed
   * basic-auth pair"). It ships inside the app, so it is not a secret: it only marks calls as coming from the app;
   * the e-mailed single-use tokens protect the account. Send it as `Authorization: Basic <registrationAuth>`.
   */
  registrationAuth: { kind: 'string' },
} as const satisfies Record<string, SettingField>;

export type SettingField =
  { kind: 'string' } | { kind: 'positiveInt' } | { kind: 'enum'; values: readonly [string, ...string[]] };

type ValueOf<F> = F extends { kind: 'string' }
  ? string
  : F extends { kind: 'positiveInt' }
    ? number
    : F extends { kind: 'enum'; values: readonly (infer V)[] }
      ? V
      : never;

export type AppSettings = {
  -readonly [K in keyof typeof APP_SETTINGS_FIELDS]: ValueOf<(typeof APP_SETTINGS_FIELDS)[K]>;
};

export type AppSettingsParse = { success: true; data: AppSettings } | { success: false; invalid: string[] };

export function isValidSetting(field: SettingField, value: unknown): boolean {
  switch (field.kind) {
    case 'string':
      return typeof value === 'string';
    case 'positiveInt':
      return typeof value === 'number' && Number.isSafeInteger(value) && value > 0;
    case 'enum':
      return typeof value === 'string' && field.values.includes(value);
  }
}

/**
 * Checks a settings document against the table: every field present with its type; unknown keys are dropped.
 * On failure, `invalid` names each missing or ill-typed field (the whole document when it is not an object).
 */
export function parseAppSettings(value: unknown): AppSettingsParse {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    return { success: false, invalid: ['(root)'] };
  const input = value as Record<string, unknown>;
  const data: Record<string, unknown> = {};
  const invalid: string[] = [];
  for (const [name, field] of Object.entries(APP_SETTINGS_FIELDS) as [string, SettingField][]) {
    if (isValidSetting(field, input[name])) data[name] = input[name];
    else invalid.push(name);
  }
  return invalid.length ? { success: false, invalid } : { success: true, data: data as AppSettings };
}

/**
 * Anything but production talks to sandbox providers, and the UI says so (the "Sandbox" badge). The server reads it
 * too: it sends the login page prerendered for its kind of deployment (apps/web/build/prerender.ts).
 */
export function isSandboxEnvironment(environment: string): boolean {
  return environment.trim().toLowerCase() !== 'production';
}
