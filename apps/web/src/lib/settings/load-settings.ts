import type { AppSettings } from '@harta/contracts/settings';
import { StaticPaths } from '@harta/contracts/paths';

/** Why the settings could not be loaded, kept apart so the gate can show a plain message and a retry. */
export class SettingsLoadError extends Error {
  override readonly name = 'SettingsLoadError';
}

/**
 * Loads `/appsettings.json` and validates it. One build runs in every environment because everything that
 * differs (API base, identity server, idle period, ...) arrives here at run time, before anything renders.
 */
export async function loadSettings(fetchImpl: typeof fetch = fetch): Promise<AppSettings> {
  // The schema (and zod with it, 23 KB gzip) downloads while the settings file does, so the first paint
  // (the loading state) does not wait for it.
  const schemaModule = import('@harta/contracts/settings');
  let response: Response;
  try {
    response = await fetchImpl(StaticPaths.appSettings, { cache: 'no-store', headers: { Accept: 'application/json' } });
  } catch (cause) {
    throw new SettingsLoadError('The settings file could not be reached.', { cause });
  }
  if (!response.ok) throw new SettingsLoadError(`The settings file answered HTTP ${response.status}.`);
  let json: unknown;
  try {
    json = await response.json();
  } catch (cause) {
    throw new SettingsLoadError('The settings file is not valid JSON.', { cause });
  }
  const { appSettingsSchema } = await schemaModule;
  const parsed = appSettingsSchema.safeParse(json);
  if (!parsed.success) {
    throw new SettingsLoadError(
      `The settings file is invalid: ${parsed.error.issues.map((i) => i.path.join('.')).join(', ')}`,
    );
  }
  return parsed.data;
}
